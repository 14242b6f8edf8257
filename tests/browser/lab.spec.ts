// The playtest lab: a small batch in Web Workers shows the win-rate chart, the histogram and the heatmap;
// cancel stops a batch; the circuit can be chosen from the link; the report exports.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test('a small lab batch shows the win-rate chart and the heatmap', async ({ page }) => {
  await page.goto('#/lab');
  await expect(page.getByRole('heading', { name: 'Playtest lab' })).toBeVisible();
  await page.getByLabel('Games').fill('24');
  await page.getByRole('button', { name: /^Run 24 games/ }).click();
  await expect(page.getByRole('status')).toHaveText('Done: 24 games.', { timeout: 60_000 });
  const chart = page.getByTestId('win-chart');
  await expect(chart).toBeVisible();
  // Four seats, each with a bar and a CI whisker, and labelled axes.
  await expect(chart.locator('rect[fill]')).toHaveCount(4);
  await expect(chart.getByText('win rate', { exact: true })).toBeVisible();
  // One bot level in every seat: the Titans rotate over the seats, and turn position has its own chart
  // whose bars add up to every game (issue 21 item 7).
  await expect(chart).toContainText('Win rate per Titan (Titans rotated over the seats)');
  const positions = page.getByTestId('position-chart');
  await expect(positions.locator('rect[fill]')).toHaveCount(4);
  await expect(positions).toContainText('position 1');
  await expect(page.getByTestId('length-chart')).toBeVisible();
  const heat = page.getByTestId('heatmap');
  await expect(heat).toBeVisible();
  await expect(heat).toContainText('Life lost per game (24 games)');
  await page.getByLabel('Heatmap figure').selectOption('visits');
  await expect(heat).toContainText('visits per game');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('titan-lab-report.json');
  await page.screenshot({ path: 'test-results/lab-batch.png', fullPage: true });
});

test('two circuits side by side, chosen from the link', async ({ page }) => {
  await page.goto('#/lab?circuit=banKog');
  await expect(page.getByTestId('course-a').getByRole('combobox')).toHaveValue('banKog');
  await page.getByLabel('Compare two courses side by side').check();
  await page.getByTestId('course-b').getByRole('combobox').selectOption('estengaard');
  await page.getByLabel('Games per course').fill('12');
  await page.getByRole('button', { name: /^Run 24 games/ }).click();
  await expect(page.getByRole('status')).toHaveText('Done: 24 games.', { timeout: 60_000 });
  await expect(page.getByTestId('lab-result')).toHaveCount(2);
  await expect(page.getByTestId('heatmap')).toHaveCount(2);
  // Shared axes: both length histograms cover the same rounds, bin for bin.
  const charts = page.getByTestId('length-chart');
  const bins = await charts.nth(0).locator('rect.bar').count();
  expect(bins).toBeGreaterThan(1);
  await expect(charts.nth(1).locator('rect.bar')).toHaveCount(bins);
  const axis = async (i: number) => (await charts.nth(i).locator('text.tick').allTextContents()).join(' ');
  expect(await axis(1)).toBe(await axis(0));
});

test('cancel stops a running batch', async ({ page }) => {
  await page.goto('#/lab');
  await page.getByLabel('Seat 1 bot').selectOption('expert');
  await page.getByLabel('Games').fill('5000');
  await page.getByRole('button', { name: /^Run/ }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  // The run plays the settings it started with: they are locked until it ends, and a line says why.
  await expect(page.getByLabel('Games', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Seat 1 bot')).toBeDisabled();
  await expect(page.getByTestId('run-lock-hint')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('locked.png') });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Cancelled/);
  await expect(page.getByRole('button', { name: /^Run/ })).toBeEnabled();
  await expect(page.getByLabel('Games', { exact: true })).toBeEnabled();
  await expect(page.getByTestId('run-lock-hint')).toHaveCount(0);
});

test('cancel keeps the finished games, and the export carries the whole configuration', async ({ page }) => {
  await page.goto('#/lab');
  await page.getByLabel('Laps').fill('1');
  await page.getByLabel('Maximum Life').fill('5');
  await page.getByLabel(/Teams of alternate seats/).check();
  await page.getByLabel('Games').fill('20000');
  await page.getByRole('button', { name: /^Run/ }).click();
  await expect(page.getByRole('status')).toContainText(/Playing… [1-9]\d* \//, { timeout: 60_000 });
  await expect
    .poll(async () => Number((await page.getByLabel('Games played').getAttribute('value')) ?? 0))
    .toBeGreaterThanOrEqual(50);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Cancelled: kept \d+ finished games of 20000\.$/);
  await expect(page.getByTestId('win-chart')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
  const r = file.reports[0];
  expect(r.complete).toBe(false);
  expect(r.games).toBeGreaterThanOrEqual(50);
  expect(r.reproduce).toMatchObject({ laps: 1, options: { maxLife: 5 }, games: 20000, seed: 1 });
  expect(r.reproduce.teams).toEqual([
    ['grinder', 'craken'],
    ['slaugg', 'rassik'],
  ]);
  expect(r.reproduce.circuits[0].spaces.E5).toBe('lava');
});

test('a custom circuit from the editor library opens from #/lab?circuit=<id> and runs', async ({ page }) => {
  const entry = {
    id: 'c-labtest1',
    updatedAt: 1_700_000_000_000,
    circuit: {
      id: 'c-labtest1',
      name: 'Lab test loop',
      spaces: { C5: 'lava', D6: 'lava', B4: 'bonus', E7: 'bonus' },
    },
  };
  await page.addInitScript((doc) => localStorage.setItem('titanRace.circuits.v1', JSON.stringify(doc)), {
    v: 1,
    entries: [entry],
  });
  await page.goto('#/lab?circuit=c-labtest1');
  const select = page.getByTestId('course-a').getByRole('combobox');
  await expect(select).toHaveValue('c-labtest1');
  await expect(select.locator('option:checked')).toHaveText('Lab test loop (custom)');
  await page.getByLabel('Games').fill('10');
  await page.getByRole('button', { name: /^Run 10 games/ }).click();
  await expect(page.getByRole('status')).toHaveText('Done: 10 games.', { timeout: 60_000 });
  await expect(page.getByTestId('lab-result').getByRole('heading')).toContainText('Lab test loop');
  await expect(page.getByTestId('heatmap')).toBeVisible();
});

test('a finished batch is saved and reopens after a reload', async ({ page }) => {
  await page.goto('#/lab');
  await page.getByLabel('Laps').fill('1');
  await page.getByLabel('Games').fill('12');
  await page.getByRole('button', { name: /^Run 12 games/ }).click();
  await expect(page.getByRole('status')).toHaveText('Done: 12 games.', { timeout: 60_000 });
  const saved = page.getByRole('region', { name: 'Saved batches' }).getByTestId('saved-report');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('12/12 games');
  await page.reload();
  await expect(page.getByTestId('win-chart')).toHaveCount(0);
  await saved.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('win-chart')).toBeVisible();
  await expect(page.getByTestId('lab-result')).toContainText('12 games (12 finished)');
  await saved.getByRole('button', { name: 'Delete' }).click();
  await expect(saved).toHaveCount(0);
});
