// The play-test at 390×844 (and the lead's note at 768×1024): what a player is asked about must be read
// whole, with its answers, without scrolling the bar. (1) Rassïk's Kick off was cut at three lines
// ("…takes 1 step straight ahea…") exactly while its direction was asked. (2) "Show my cards" put the hand
// first in the bar and scrolled to it: the question under it passed the fold, its top line cut.
import { test, expect, type Page } from '@playwright/test';
import { importSave, RASSIK_PURPLE_SAVE } from './helpers';

/** Whether the element lies wholly inside the action bar body's visible part, and on the screen. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const v = e.closest('.action-body')!.getBoundingClientRect();
      const r = e.getBoundingClientRect();
      return r.top >= v.top - 1 && r.bottom <= v.bottom + 1 && r.bottom <= window.innerHeight;
    }),
  );

async function expectInView(page: Page, selectors: string[]) {
  for (const sel of selectors) {
    const all = await inView(page, sel);
    expect(all.length, sel).toBeGreaterThan(0);
    expect(all, `${sel} in the bar's view`).toEqual(all.map(() => true));
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight <= document.documentElement.clientHeight),
    'no page scroll',
  ).toBe(true);
}

for (const size of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
])
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('the ability asked about: its whole rule text with its question and answers', async ({ page }) => {
      await importSave(page, RASSIK_PURPLE_SAVE);
      await page.getByRole('button', { name: 'Use ability', exact: true }).click();
      const title = page.locator('[data-guide="ability"] .guide-title');
      await expect(title).toContainText('(an ordinary step: it pushes, space effects act).');
      // Not cut: the box shows all its lines.
      expect(await title.evaluate((e) => e.scrollHeight <= e.clientHeight + 1), 'the whole rule shows').toBe(
        true,
      );
      await expectInView(page, [
        '[data-guide="ability"] .guide-title',
        '[data-guide] fieldset.choice > legend',
        '[data-guide] fieldset.choice > button',
      ]);
      await page.screenshot({
        path: `test-results/screens/question-ability-${size.width}x${size.height}.png`,
      });
    });
  });

// The play-test's table after "Show my cards" with a card to play now (Tribal Trap) and purple's face asked:
// the hand went first in the body and the question under it passed the fold.
for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
])
  test.describe(`${size.width}×${size.height}, the hand shown`, () => {
    test.use({ viewport: size });

    test('the question and its answers stay in view, the hand and its Play on screen', async ({ page }) => {
      await importSave(page, RASSIK_PURPLE_SAVE);
      await expect(page.locator('[data-choice="face"]')).toBeVisible();
      await page.getByRole('button', { name: 'Show my cards', exact: true }).click();
      await expect(page.locator('.cards--bar')).toBeVisible();
      // Over the loaded game's notice, which hangs there until the next action: Play is where a tap lands.
      const play = page.locator('.cards--bar').getByRole('button', { name: 'Play' });
      const box = (await play.boundingBox())!;
      expect(
        await page.evaluate(
          ([x, y]) => !!document.elementFromPoint(x, y)?.closest('.cards--bar'),
          [box.x + box.width / 2, box.y + box.height / 2],
        ),
        'Play is on top',
      ).toBe(true);
      await page.screenshot({ path: `test-results/screens/question-cards-${size.width}x${size.height}.png` });
      // Purple's title asks the question ("Your purple die: Copy any other face; …"): whole, with every face.
      await expectInView(page, ['[data-guide] .guide-title', '[data-guide] fieldset.choice > button']);
      await expect(page.locator('.cards--bar').getByRole('button', { name: 'Play' })).toBeInViewport({
        ratio: 1,
      });
      await expect(page.getByRole('button', { name: 'Hide my cards', exact: true })).toBeInViewport({
        ratio: 1,
      });
    });
  });
