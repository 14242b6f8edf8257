// The lab's Balance view (issue 11): a small balance report runs in Web Workers, its figures appear, it
// is saved in IndexedDB and survives a reload (reopened from the list), exports as JSON and imports
// again; a shared circuit link (#/lab?c=…) is honoured.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
// lz-string is CommonJS: its default export under Playwright's loader (the app uses src/editor/share.ts).
import lz from 'lz-string';
import { runBalance } from '../../src/sim/balance';
import { quietSettings } from './helpers';

test('a small balance report shows its figures, is saved, survives a reload and re-imports', async ({
  page,
}) => {
  await page.goto('#/lab');
  await page.getByRole('tab', { name: 'Balance' }).click();
  await expect(page).toHaveURL(/view=balance/);
  await page.getByLabel('Laps').fill('1');
  await page.getByLabel('Games per batch').fill('8');
  await page.getByLabel('Value each card').uncheck();
  // 8 games × (free play + 4 abilities).
  await page.getByRole('button', { name: 'Run the balance report (8 × 5 games)' }).click();
  await expect(page.getByRole('status')).toContainText('Done: 40 games.', { timeout: 60_000 });
  await expect(page.getByRole('status')).toContainText('Saved in this browser');
  const result = page.getByTestId('balance-result');
  await expect(result.getByTestId('balance-titans').locator('rect[fill]')).toHaveCount(4);
  await expect(result.getByTestId('balance-positions').locator('rect[fill]')).toHaveCount(4);
  await expect(result.getByTestId('balance-abilities')).toContainText('Craken');
  await expect(result).toContainText('8 of 8 games per batch');
  await expect(page.getByTestId('saved-report')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Export JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('titan-balance-kaldheira-seed1.json');
  const exported = readFileSync((await file.path())!, 'utf8');
  const report = JSON.parse(exported);
  expect(report.kind).toBe('titan-race-balance-report');
  expect(report.reproduce.circuits[0].spaces.E5).toBe('lava');
  expect(report.reproduce.laps).toBe(1);
  // Same configuration, same report: the Web Workers' report is the one Node computes.
  const node = runBalance({
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken', 'rassik'],
    bots: ['greedy', 'greedy', 'greedy', 'greedy'],
    games: 8,
    seed: 1,
    laps: 1,
    abilities: true,
    cards: false,
  });
  expect(report.titans).toEqual(node.titans);
  expect(report.turnPosition).toEqual(node.turnPosition);
  expect(report.abilities).toEqual(node.abilities);
  expect(report.baseline).toEqual(node.baseline);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Balance' })).toHaveAttribute('aria-selected', 'true');
  const saved = page.getByTestId('saved-report');
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: 'Rename' }).click();
  await saved.getByLabel('Report name').fill('Kaldheira, one lap');
  await saved.getByRole('button', { name: 'Save name' }).click();
  await expect(saved).toContainText('Kaldheira, one lap');
  await saved.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('balance-titans')).toBeVisible();
  await expect(page.getByTestId('balance-result')).toContainText('8 of 8 games per batch');

  await page.getByLabel('Import a report (JSON)').setInputFiles({
    name: 'report.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  });
  await expect(page.getByTestId('saved-report')).toHaveCount(2);
  // The Batch view's saved runs are its own: not listed here.
  await expect(page.getByRole('region', { name: 'Saved batches' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/lab-balance.png', fullPage: true });

  await page.reload();
  await expect(page.getByTestId('saved-report')).toHaveCount(2);
  await page.getByTestId('saved-report').first().getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('saved-report')).toHaveCount(1);
});

test('cancel keeps the finished games of a balance report', async ({ page }) => {
  await page.goto('#/lab?view=balance');
  await page.getByLabel('Games per batch').fill('2000');
  await page.getByRole('button', { name: /^Run the balance report/ }).click();
  await expect(page.getByTestId('balance-result')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toContainText(/Cancelled: kept \d+ of 2000 games per batch/);
  await expect(page.getByTestId('balance-result')).toContainText('cancelled (partial)');
  await expect(page.getByTestId('saved-report')).toContainText('(cancelled)');
});

test('a shared circuit link opens in the lab', async ({ page }) => {
  const circuit = {
    id: 'lava-lane',
    name: 'Lava lane',
    spaces: { C5: 'lava', D6: 'lava', B4: 'bonus' },
  } as const;
  await page.goto(`#/lab?c=${lz.compressToEncodedURIComponent(JSON.stringify(circuit))}`);
  await expect(page.getByTestId('course-a').getByRole('combobox')).toHaveValue('shared-link');
  await expect(page.getByTestId('course-a')).toContainText('Lava lane (shared link)');
  await page.getByRole('tab', { name: 'Balance' }).click();
  await expect(page.getByLabel('Circuit', { exact: true })).toHaveValue('shared-link');
});

test('a notable game opens in the game board with its whole log', async ({ page }) => {
  await quietSettings(page);
  await page.goto('#/lab?view=balance');
  await page.getByLabel('Laps').fill('1');
  await page.getByLabel('Games per batch').fill('8');
  await page.getByLabel('Value each ability').uncheck();
  await page.getByLabel('Value each card').uncheck();
  await page.getByRole('button', { name: 'Run the balance report (8 × 1 games)' }).click();
  await expect(page.getByRole('status')).toContainText('Done: 8 games.', { timeout: 60_000 });
  const notable = page.getByTestId('notable-games');
  const shortest = notable.getByRole('row', { name: /Shortest race/ });
  const winner = (await shortest.getByRole('cell').nth(1).textContent())!.trim();
  await shortest.getByRole('button', { name: 'Open in the game' }).click();
  await expect(page).toHaveURL(/#\/play(\/g-[a-z0-9]+)?$/);
  await expect(page.locator('section.win')).toBeVisible();
  await expect(page.locator('#win-title')).toContainText(winner);
  // The log holds the whole race, from the first turn.
  expect(await page.getByRole('log').locator('li').count()).toBeGreaterThan(10);
});
