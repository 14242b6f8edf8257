// The lab's sweeps and comparisons (issue 11): run in the Balance view's Web Workers, the sweep charts
// plot win rate per Titan, per turn position and game length against the swept value; a comparison
// shows B − A per Titan with intervals and a difference heatmap with one diverging legend.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { runBalance } from '../../src/sim/balance';

/** No serious or critical axe-core violation (as tests/browser/a11y.spec.ts). */
async function audit(page: Page, where: string) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
    where,
  ).toEqual([]);
}

test('a sweep of laps and a comparison of two courses', async ({ page }) => {
  await page.goto('#/lab?view=balance');
  await page.getByLabel('Games per measurement').fill('8');
  await page.getByLabel('A sweep: vary one thing').check();
  await page.getByLabel('Values').fill('1, 2');
  await page.getByRole('button', { name: 'Run the sweep' }).click();
  await expect(page.getByRole('status')).toContainText('Done: 16 games.', { timeout: 60_000 });
  const sweep = page.getByTestId('sweep-result');
  await expect(sweep.getByRole('heading')).toHaveText('Sweep of Laps: 1, 2');
  for (const id of ['sweep-titans', 'sweep-positions', 'sweep-length'])
    await expect(sweep.getByTestId(id).locator('[data-x]')).toHaveText(['1', '2']);
  await expect(sweep.getByTestId('sweep-titans').locator('[data-series]')).toHaveCount(4);
  // Issue 21 item 9: the axis names the key in words, and the table fits a 1400 px window.
  await expect(sweep.getByTestId('sweep-titans')).toContainText('Laps');
  await page.setViewportSize({ width: 1400, height: 900 });
  const table = await sweep.getByTestId('sweep-table').boundingBox();
  expect(table!.x + table!.width).toBeLessThanOrEqual(1400);
  // The same games as `npm run balance -- --sweep laps=1,2 --games 8` (Node, this thread).
  const node = runBalance({
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken', 'rassik'],
    bots: ['greedy', 'greedy', 'greedy', 'greedy'],
    games: 8,
    seed: 1,
    laps: 1,
    abilities: false,
    cards: false,
  });
  const row = sweep.getByTestId('sweep-table').locator('tbody tr').first();
  await expect(row.locator('td').nth(3)).toHaveText(
    new RegExp(`^${(100 * node.titans.craken.rate).toFixed(1)}%`),
  );

  await audit(page, 'lab sweep');
  await page.getByLabel('A comparison: A against B').check();
  await page.getByLabel('B: circuit').selectOption('estengaard');
  await page.getByRole('button', { name: 'Run the comparison' }).click();
  await expect(page.getByRole('status')).toContainText('Done: 16 games.', { timeout: 60_000 });
  const cmp = page.getByTestId('compare-result');
  await expect(cmp.getByRole('heading')).toContainText(/A = Kaldheira.*, B = The icy plains of Estengaard/);
  await expect(cmp.getByTestId('compare-titans')).toContainText('Craken');
  await expect(cmp.getByTestId('diff-heatmap').locator('[data-diff-space]')).toHaveCount(36);
  await expect(cmp.getByTestId('diff-legend')).toHaveCount(1);
  await expect(cmp.getByTestId('diff-legend')).toContainText('more in B');
  await audit(page, 'lab comparison');

  // Both runs are kept in the browser: after a reload, the comparison reopens from the list.
  await expect(page.getByTestId('saved-report')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await cmp.getByRole('button', { name: 'Export JSON' }).click();
  const file = await (await download).path();
  await page.reload();
  const saved = page.getByTestId('saved-report').filter({ hasText: 'comparison' });
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('compare-result').getByTestId('diff-legend')).toHaveCount(1);
  // …and an exported comparison imports again.
  await page.getByLabel('Import a report (JSON)').setInputFiles(file!);
  await expect(page.getByTestId('saved-report')).toHaveCount(3);
  await expect(page.getByTestId('compare-result').getByTestId('compare-titans')).toContainText('Craken');
});
