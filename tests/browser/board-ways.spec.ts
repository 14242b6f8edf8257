// Play-test fixes on the play screen: a die's ways drawn on the board (the brown die: L L L or R R R,
// R1.2, always meeting on one space round the side, R1.4/R1.6), and the phone board keeping its size while
// the action bar grows.
import { expect, test, type Page } from '@playwright/test';
import { BROWN, LAGOON, playLink, quietSettings, settled } from './helpers';

const marked = (page: Page, cls: string) =>
  page
    .locator(`.play-board .${cls}`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-space') ?? '').sort());

/** First turn with the brown die: enter on C1, then the way to F4 is asked. */
async function brownWays(page: Page) {
  await page.goto(`./${playLink(BROWN)}`);
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.locator('[data-pool] button[data-die-face="brown"]').first().click();
  await page.locator('[data-space="C1"]').click();
  await expect(page.getByRole('group', { name: 'Choose the way to F4' })).toBeVisible();
}

test('the brown die: both ways drawn on the board, their end marked, a space of one way picks it', async ({
  page,
}) => {
  await quietSettings(page);
  await brownWays(page);
  // By B2, A3 (lava) and round the left edge to F4, or by D2, E3 to F4.
  expect(await marked(page, 'space--highlighted')).toEqual(['A3', 'B2', 'D2', 'E3', 'F4']);
  expect(await marked(page, 'space--selected')).toEqual(['F4']);
  expect(await marked(page, 'space--selectable')).toEqual(['A3', 'B2', 'D2', 'E3']);
  // The routes start from Grinder, drawn on his start space as the mover though not entered yet (R9.2).
  const grinder = page.locator('.play-board [data-titan="grinder"]');
  await expect(grinder).toHaveAttribute('data-space', 'C1');
  await expect(grinder).toHaveClass(/token--active/);
  await page.screenshot({ path: 'test-results/screens/brown-ways.png' });
  await page.locator('.play-board [data-space="A3"]').click();
  // The way round the edge alone is drawn now (the preview of the whole first turn, from the start line).
  await expect(page.locator('.play-board [data-space="D2"]')).not.toHaveClass(/space--highlighted/);
  expect(await marked(page, 'space--highlighted')).toEqual(['A3', 'B2', 'C1', 'F4']);
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await settled(page);
  await expect(page.locator('.play-board [data-titan="grinder"]')).toHaveAttribute('data-space', 'F4');
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The drawn board's width: the SVG keeps the board's proportions inside its box. */
  const boardWidth = (page: Page) =>
    page.locator('.play-board .board-svg').evaluate((el) => {
      const svg = el as SVGSVGElement;
      const box = svg.getBoundingClientRect();
      const vb = svg.viewBox.baseVal;
      return vb.width * Math.min(box.width / vb.width, box.height / vb.height);
    });

  /** Every element inside the action bar's scrolling body as it is scrolled now, and on the screen. */
  const inBar = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els.every((e) => {
        const body = e.closest('.action-body')!.getBoundingClientRect();
        const r = e.getBoundingClientRect();
        return r.top >= body.top - 1 && r.bottom <= body.bottom + 1 && r.bottom <= window.innerHeight;
      }),
    );

  const noPageScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollHeight <= document.documentElement.clientHeight);

  // The floor: the column is 390 − 2 × 4.8 px wide, and the whole board that wide would be ~542 px tall,
  // leaving the action bar ~190 px — too little for a question and its answers. The layout keeps 24rem
  // for the header, the log line and a bar of ~275 px (the banner, the buttons, a body that shows the
  // question and its answers and scrolls the rest, reachable by the keyboard), which leaves the board
  // ~460 px of height, ~323 px wide (it was ~283 px with 27.5rem kept before the body was focusable,
  // ~246 px before the floor); 318 px allows for font differences.
  const MIN_BOARD = 318;

  test('the board stays at least 318 px wide in every phase, the question and its answers in view', async ({
    page,
  }) => {
    await quietSettings(page);
    await page.goto(`./${playLink(BROWN)}`);
    const widths: number[] = [];
    widths.push(await boardWidth(page));
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    widths.push(await boardWidth(page));
    await page.locator('[data-pool] button[data-die-face="brown"]').first().click();
    widths.push(await boardWidth(page));
    await page.locator('[data-space="C1"]').click();
    await expect(page.getByRole('group', { name: 'Choose the way to F4' })).toBeVisible();
    widths.push(await boardWidth(page));
    // The way's question and both of its answers are in the bar, in view.
    expect(
      await inBar(page, '.action-body fieldset.choice legend, .action-body fieldset.choice button'),
    ).toBe(true);
    expect(await noPageScroll(page)).toBe(true);
    await page.screenshot({ path: 'test-results/screens/phone-brown-ways.png' });

    // A decision pending: the Lagoon's pirates (R7.3).
    await page.goto('about:blank');
    await page.goto(`./${playLink(LAGOON)}`);
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    await page.locator('[data-pool] button[data-die-face="blue"]').click();
    await page.locator('[data-space="E1"]').click();
    await page.locator('[data-space="F4"]').click();
    await expect(page.getByRole('button', { name: 'Confirm move' })).toBeVisible();
    widths.push(await boardWidth(page));
    await page.getByRole('button', { name: 'Confirm move' }).click();
    await expect(page.locator('[data-pending="pirates"]')).toBeVisible();
    widths.push(await boardWidth(page));
    expect(await inBar(page, '[data-pending] button')).toBe(true);
    expect(await noPageScroll(page)).toBe(true);
    for (const w of widths) expect(w).toBeGreaterThanOrEqual(MIN_BOARD);
    // The whole board is on the screen.
    for (const s of ['A1', 'F12', 'F2', 'B12'])
      await expect(page.locator(`.play-board [data-space="${s}"]`)).toBeInViewport({ ratio: 1 });
  });
});
