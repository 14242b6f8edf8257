// The lead at the table (390×844): after picking a move, its "What will happen" was read only by scrolling
// the action bar — purple's Life timing, an optional trap's two rows and the hint on aiming came first, and
// the box began ~70 px under the body's fold (at 768×1024 its effects were ~75 px under). The product
// rule: the table fits one screen with no page scroll, the current question, its preview and its buttons in
// view. Rassïk's purple die as red (one move to A9, the Life timing, an optional trap, a card in hand: the
// fullest row of buttons) and Craken's first move over an optional trap.
import { test, expect, type Page } from '@playwright/test';
import { CRAKEN_RED, enterWithDie, importSave, quietSettings, RASSIK_PURPLE_SAVE } from './helpers';

/** Whether each element matched lies wholly inside the action bar body's visible part, and on the screen. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const v = e.closest('.action-body')!.getBoundingClientRect();
      const r = e.getBoundingClientRect();
      return r.top >= v.top - 1 && r.bottom <= v.bottom + 1 && r.bottom <= window.innerHeight;
    }),
  );

/** The preview, the prompt, the optional choices' questions and first answers, the row of buttons. */
async function expectAllInView(page: Page, name: string, whole = true) {
  await expect(page.locator('[data-guide] .preview li').first()).toBeAttached();
  // Read without scrolling: not the page, not the bar's body, not the box itself (on a phone a longer
  // list scrolls inside its box, its first line — where the move ends — in view: `whole` false).
  if (whole)
    expect(
      await page.locator('[data-guide] .preview').evaluate((e) => e.scrollHeight <= e.clientHeight + 1),
      'the whole preview shows',
    ).toBe(true);
  for (const sel of [
    '[data-guide] .preview',
    '[data-guide] .guide-prompt',
    '[data-guide] fieldset.choice > legend',
    '[data-guide] fieldset.choice > button',
  ]) {
    const all = await inView(page, sel);
    expect(all.length, sel).toBeGreaterThan(0);
    expect(all, `${sel} in the bar's view`).toEqual(all.map(() => true));
  }
  await expect(page.getByRole('button', { name: 'Confirm move', exact: true })).toBeInViewport({ ratio: 1 });
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight <= document.documentElement.clientHeight),
    'no page scroll',
  ).toBe(true);
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

// The first move over an optional trap is looked at on the upright tablet only: on a phone its entry line,
// prompt, preview and the trap's two rows of answers need ~215 px of a body ~183 px high (the board keeps its
// floor, board-ways.spec.ts), and there the preview stays under the answers, as before.
for (const size of [
  { width: 390, height: 844, firstTurn: false },
  { width: 768, height: 1024, firstTurn: true },
])
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('purple as red: the move’s preview in view with its question and its answers', async ({ page }) => {
      await importSave(page, RASSIK_PURPLE_SAVE);
      await page.locator('[data-choice="face"] button').first().click();
      await expect(page.locator('[data-choice="lifeCost"]')).toBeVisible();
      await expect(page.locator('[data-guide] [data-preview-end]')).toHaveText(/Ends on A9/);
      // On a phone the trap's six targets come first (phone-options.spec.ts): answers before the preview.
      if (size.width < 700) return;
      await expectAllInView(page, `preview-purple-${size.width}x${size.height}`);
    });

    test('purple as yellow: the move’s preview in view with its question and its answers', async ({
      page,
    }) => {
      await importSave(page, RASSIK_PURPLE_SAVE);
      await page
        .locator('[data-choice="face"] button', { hasText: /yellow/i })
        .first()
        .click();
      await expect(page.locator('[data-choice="lifeCost"]')).toBeVisible();
      await expect(page.locator('[data-guide] [data-preview-end]')).toBeVisible();
      await expectAllInView(page, `preview-purple-yellow-${size.width}x${size.height}`, size.width >= 700);
      await expect(page.locator('[data-guide] [data-preview-end]')).toBeInViewport({ ratio: 1 });
    });

    if (size.firstTurn)
      test('a first move over an optional trap: its preview in view too', async ({ page }) => {
        await quietSettings(page);
        await enterWithDie(page, CRAKEN_RED, 'red');
        await expect(page.locator('[data-choice="extra"]')).toBeVisible();
        await expectAllInView(page, `preview-first-trap-${size.width}x${size.height}`);
      });
  });

// A 390×844 phone's first move over an optional trap: its entry line, prompt, and the trap's two rows of
// answers come first (targets to pick: phone-options.spec.ts) and the hint on aiming came next, so the
// preview began 33 px under the body's fold (816 px, body to 783). The hint now follows the preview, whose
// first line — where the move ends — is in the body's view under the answers, the rest of the box scrolling
// with the body.
test('390×844: a first move over an optional trap — its answers, then the preview’s first line, in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await quietSettings(page);
  await enterWithDie(page, CRAKEN_RED, 'red');
  await expect(page.locator('[data-choice="extra"]')).toBeVisible();
  await expect(page.locator('[data-guide] [data-preview-end]')).toHaveText(/Ends on/);
  await page.screenshot({ path: 'test-results/screens/preview-first-trap-390x844.png' });
  for (const sel of [
    '[data-guide] .guide-entry',
    '[data-guide] .guide-prompt',
    '[data-guide] fieldset.choice > legend',
    '[data-guide] fieldset.choice > button',
    '[data-guide] [data-space-choice]',
    '[data-guide] [data-preview-end]',
  ]) {
    const all = await inView(page, sel);
    expect(all.length, sel).toBeGreaterThan(0);
    expect(all, `${sel} in the bar's view`).toEqual(all.map(() => true));
  }
  // The preview's heading line: "What will happen" beside its end.
  const head = await page.locator('[data-guide] .preview > h3').boundingBox();
  const end = await page.locator('[data-guide] [data-preview-end]').boundingBox();
  expect(Math.abs(head!.y - end!.y), 'one line').toBeLessThan(4);
  await expect(page.getByRole('button', { name: 'Confirm move', exact: true })).toBeInViewport({ ratio: 1 });
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight <= document.documentElement.clientHeight),
    'no page scroll',
  ).toBe(true);
});
