// The setup's seat order: each row's "earlier" and "later" arrows sit in the same two columns
// on every row, whatever the names' lengths; where a move is impossible (the first seat earlier, the last
// later) a stand-in of the same size holds the place, invisible, not focusable, not read out.
import { expect, test, type Page } from '@playwright/test';

/** Per row of the seat list: the x and width of its two arrow places (a button or its stand-in). */
const arrowColumns = (page: Page) =>
  page.locator('.seat-list li').evaluateAll((lis) =>
    lis.map((li) =>
      [...li.querySelectorAll(':scope > button, :scope > [data-arrow]')].map((e) => {
        const r = e.getBoundingClientRect();
        return { x: Math.round(r.x), w: Math.round(r.width) };
      }),
    ),
  );

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the seat-order arrows line up in two columns on every row (${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('./#/setup');
    await page.getByRole('radio', { name: '5 players' }).click();
    // The seat order is in the folded "Titans and turn order".
    await page.locator('[data-fold="titans"] summary').click();
    const rows = page.locator('.seat-list li');
    await expect(rows).toHaveCount(5);
    const cols = await arrowColumns(page);
    for (const row of cols) expect(row).toHaveLength(2);
    // Same x and width for every row's first place, and for every row's second.
    for (const k of [0, 1]) {
      const xs = new Set(cols.map((r) => r[k].x));
      const ws = new Set(cols.map((r) => r[k].w));
      expect([...xs], `column ${k} x across rows`).toHaveLength(1);
      expect([...ws], `column ${k} width across rows`).toHaveLength(1);
    }
    expect(cols[0][1].x).toBeGreaterThan(cols[0][0].x);
    // The first row has no "earlier", the last no "later": stand-ins, hidden and out of the Tab order.
    const first = rows.first();
    const last = rows.last();
    await expect(first.locator('[data-arrow="up"]')).toHaveCount(0);
    await expect(last.locator('[data-arrow="down"]')).toHaveCount(0);
    for (const gap of [first.locator('[data-arrow="none"]'), last.locator('[data-arrow="none"]')]) {
      await expect(gap).toHaveAttribute('aria-hidden', 'true');
      await expect(gap).toBeHidden();
      expect(await gap.evaluate((e) => (e as HTMLElement).tabIndex)).toBe(-1);
    }
    await expect(first.getByRole('button')).toHaveCount(1);
    await expect(first.getByRole('button')).toHaveAccessibleName(/later$/);
    await expect(last.getByRole('button')).toHaveAccessibleName(/earlier$/);
    await page
      .locator('.seat-list')
      .screenshot({ path: `test-results/screens/seat-arrows-${viewport.width}.png` });
  });
}
