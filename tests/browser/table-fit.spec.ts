// Play-test leftovers of the table's layout (a new group at 1024×768 and 1100×900): the move's preview
// under the bar’s fold on a small laptop, an older arrangement near 1100×900, and 44 px targets (the row of
// answers, the hand-off’s “Not yet”).
import { test, expect, type Page } from '@playwright/test';
import {
  activeTitan,
  BROWN,
  CRAKEN_RED,
  enterWithDie,
  importSave,
  playLink,
  playOneClick,
  quietSettings,
  RASSIK_PURPLE_SAVE,
  rowOfButtons,
} from './helpers';

/** Which of these elements are wholly inside the action bar's visible body. */
const inBody = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const v = e.closest('.action-body')!.getBoundingClientRect();
      const r = e.getBoundingClientRect();
      return r.top >= v.top - 1 && r.bottom <= v.bottom + 1;
    }),
  );

test.describe('a first move over an optional trap at 1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the question, its answers and the preview’s first lines are all in the bar’s view', async ({
    page,
  }) => {
    await quietSettings(page);
    await enterWithDie(page, CRAKEN_RED, 'red');
    await expect(page.locator('[data-choice="extra"]')).toBeVisible();
    // The question's own lines and its answers (R9.2's entry line, the prompt, the optional trap).
    for (const sel of [
      '[data-guide] .guide-entry',
      '[data-guide] .guide-prompt',
      '[data-choice="extra"] > legend',
      '[data-choice="extra"] > button',
    ])
      expect(await inBody(page, sel), sel).toEqual([true]);
    // Play-test: the body stayed on the move's title (four lines) and showed not one line of "What will
    // happen". Now its heading and first two lines are in view.
    const lines = await inBody(page, '[data-guide] .preview li');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.slice(0, 2)).toEqual([true, true]);
    await page.screenshot({ path: 'test-results/screens/first-move-trap-1024x768.png' });
  });
});

test.describe('near 1100×900', () => {
  test.use({ viewport: { width: 1100, height: 900 } });

  test('the small laptop’s table: chips | board | action bar, the bar the column’s whole height', async ({
    page,
  }) => {
    await quietSettings(page);
    await enterWithDie(page, CRAKEN_RED, 'red');
    const box = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((e) => {
          const r = e.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        });
    const players = await box('.table-players');
    const bar = await box('[data-action-bar]');
    const spaces = await page.evaluate(() => {
      const rs = [...document.querySelectorAll('.board-svg g.space[data-space]')].map((e) =>
        e.getBoundingClientRect(),
      );
      return { left: Math.min(...rs.map((r) => r.left)), right: Math.max(...rs.map((r) => r.right)) };
    });
    // Before: the four chips in two rows over the bar (its top ~300 px down), the board on the left.
    expect(players.right).toBeLessThanOrEqual(spaces.left);
    expect(spaces.right).toBeLessThanOrEqual(bar.left);
    expect(bar.top).toBeLessThan(80);
    // The board keeps its drawn size (448 px from A to F at 1100×900 in both arrangements).
    expect(spaces.right - spaces.left).toBeGreaterThanOrEqual(440);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
      ),
    ).toBe(true);
    await page.screenshot({ path: 'test-results/screens/table-1100x900.png' });
  });
});

// The product rule: every answer a touch target of at least 44 px. Play-test: the row of buttons' smaller
// ones (Use ability, Show my cards, End turn, Undo) were 40 px high at every size.
for (const size of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  test(`every button of the row of answers is at least 44 px high — ${size.width}×${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await quietSettings(page);
    await enterWithDie(page, CRAKEN_RED, 'red');
    const heights = await page
      .locator('.action-foot button')
      .evaluateAll((bs) =>
        bs
          .filter((b) => (b as HTMLElement).offsetParent !== null)
          .map((b) => [b.textContent ?? '', Math.round(b.getBoundingClientRect().height)] as const),
      );
    expect(heights.length).toBeGreaterThanOrEqual(2);
    for (const [name, h] of heights) expect(h, name).toBeGreaterThanOrEqual(44);
  });

test('the hand-off’s “Not yet: back to …” is a 44 px touch target on a laptop too', async ({ page }) => {
  // A shared laptop may be a touch screen: the play screen's rule is 44 px at every size (it was 40 px).
  await page.setViewportSize({ width: 1280, height: 800 });
  await quietSettings(page, { speed: 'off', handoff: true });
  await page.goto(`./${playLink(BROWN)}`);
  // Grinder's first turn, then the hand-off to the next player offers to undo the End turn.
  for (let n = 0; n < 20 && !(await page.locator('[data-handoff-undo]').count()); n++) {
    if (await page.locator('[data-handoff]').count()) {
      if ((await activeTitan(page)) !== 'grinder') break;
    }
    await playOneClick(page);
  }
  const undo = page.locator('[data-handoff-undo]');
  await expect(undo).toBeVisible();
  expect((await undo.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const iAm = page.locator('[data-handoff] .btn--primary');
  expect((await iAm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

// Play-test at 1280×800: with the hand shown, the row of answers took two lines (Confirm move, Confirm & end
// turn, Use ability, Hide my cards, a disabled End turn, Undo: ~770 px of one-line buttons in a ~480 px
// row), which took a line from the body. The game of phone-buttons.spec.ts (Rassïk's purple die copies red,
// one move to A9 drafted), the hand shown; in French (longer words) too.

for (const lang of ['en', 'fr'] as const)
  test(`at 1280×800 the fullest row of answers, the hand shown, is one line of whole words and 44 px targets — ${lang}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await importSave(page, RASSIK_PURPLE_SAVE, lang);
    await page.locator('[data-choice="face"] button').first().click();
    await page.getByRole('button', { name: /^(Show my cards|Montrer mes cartes)$/ }).click();
    await expect(page.locator('.cards--bar')).toBeVisible();
    const foot = page.locator('.action-foot');
    await expect(foot.locator('button[data-confirm-end]')).toBeVisible();
    const row = await rowOfButtons(foot);
    // End turn, disabled, gives its room to Confirm & end turn (the way to end the turn now).
    if (lang === 'en')
      expect(row.map((b) => b.text)).toEqual([
        'Confirm move',
        'Confirm & end turn',
        'Use ability',
        'Hide my cards',
        'Undo',
      ]);
    expect(row).toHaveLength(5);
    for (const b of row) {
      expect(b.spill, `"${b.text}" overflows its button`).toBeLessThanOrEqual(0);
      expect(b.outside, `"${b.text}" lies outside the row`).toBe(false);
      expect(b.height, `"${b.text}" is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    const top = Math.max(...row.map((b) => b.top));
    expect(top, 'one row').toBeLessThan(Math.min(...row.map((b) => b.bottom)));
    // One screen: the page itself never scrolls; the question is in view.
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    await expect(page.locator('[data-guide] .guide-prompt')).toBeInViewport();
    await page.screenshot({ path: `test-results/screens/row-cards-1280x800-${lang}.png` });
  });

// Play-test at 1280×800: "Saved game loaded…" hung over the body's top, over the shown hand's first card,
// whose name stayed hidden until the message faded. It hung over the turn banner then (French: longer),
// and hid whose turn it is (notice-banner.spec.ts); it takes its place under the banner now, until a pick.
for (const lang of ['en', 'fr'] as const)
  test(`at 1280×800 the message of a loaded game covers neither the shown hand nor the question — ${lang}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await importSave(page, RASSIK_PURPLE_SAVE, lang);
    await expect(page.locator('[data-choice="face"]')).toBeVisible();
    await page.getByRole('button', { name: /^(Show my cards|Montrer mes cartes)$/ }).click();
    const notice = page.locator('[data-action-bar] .msg--notice');
    await expect(notice).toContainText(/Saved game loaded|Partie chargée/);
    const overlaps = await page.evaluate(() => {
      const m = document.querySelector('[data-action-bar] .msg--notice')!.getBoundingClientRect();
      return [
        '.cards--bar',
        '[data-guide] .guide-title',
        '[data-action-bar] .turn-banner',
        '[data-action-bar] .action-foot',
      ].filter((sel) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return m.left < r.right && r.left < m.right && m.top < r.bottom && r.top < m.bottom;
      });
    });
    expect(overlaps).toEqual([]);
    await expect(page.locator('.cards--bar')).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    await page.screenshot({ path: `test-results/screens/loaded-notice-1280x800-${lang}.png` });
    // A pick ends it: the bar has its room back.
    await page.locator('[data-choice="face"] button').first().click();
    await expect(notice).toHaveCount(0);
  });

// Play-test 52: at 768×1024 a Grand Slam's strip was drawn 768 px high in a 679 px cell, and its start rows
// (A1, C1, E1 and the Titans on them) were cut off by the cell, out of sight though inside the window.
for (const size of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`a Grand Slam's three boards are whole at the table — ${size.width}×${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await quietSettings(page);
    await page.goto(
      '/' +
        playLink({
          circuits: ['kaldheira', 'banKog', 'estengaard'],
          titans: ['rassik', 'grinder', 'craken', 'slaugg'],
          players: [
            ['rassik', 'craken'],
            ['grinder', 'slaugg'],
          ],
          seed: 5,
        }),
    );
    await expect(page.locator('.board-svg g.space[data-space]')).toHaveCount(3 * 36);
    const cut = await page.evaluate(() => {
      const cell = document.querySelector('.table-board .board-scroll')!.getBoundingClientRect();
      const box = { top: Math.max(cell.top, 0), bottom: Math.min(cell.bottom, innerHeight) };
      const left = Math.max(cell.left, 0);
      const right = Math.min(cell.right, innerWidth);
      return [...document.querySelectorAll('.board-svg g.space[data-space]')]
        .filter((s) => {
          const r = s.getBoundingClientRect();
          return (
            r.top < box.top - 0.5 ||
            r.bottom > box.bottom + 0.5 ||
            r.left < left - 0.5 ||
            r.right > right + 0.5
          );
        })
        .map((s) => s.getAttribute('data-space'));
    });
    await page.screenshot({ path: `test-results/screens/slam-table-${size.width}x${size.height}.png` });
    expect(cut, 'spaces cut by the board’s cell or the window').toEqual([]);
    const scrolls = await page.evaluate(
      () =>
        document.documentElement.scrollHeight > innerHeight + 1 ||
        document.documentElement.scrollWidth > innerWidth + 1,
    );
    expect(scrolls, 'the page scrolls').toBe(false);
  });
}
