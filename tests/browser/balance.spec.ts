// The lab's Balance view (issue 11): a small balance report runs in Web Workers, its figures appear, it
// is saved in IndexedDB and survives a reload (reopened from the list), exports as JSON and imports
// again; a shared circuit link (#/lab?c=…) is honoured.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
// lz-string is CommonJS: its default export under Playwright's loader (the app uses src/editor/share.ts).
import lz from 'lz-string';
import { runBalance } from '../../src/sim/balance';
import { buildVerdict } from '../../src/sim/verdict';
import { verdictHeadline } from '../../src/sim/verdict-headline';
import { ENGLISH, renderFinding } from '../../src/sim/verdict-text';
import { quietSettings } from './helpers';

test('a small balance report shows its figures, is saved, survives a reload and re-imports', async ({
  page,
}) => {
  await page.goto('#/lab');
  await page.getByRole('tab', { name: 'Balance' }).click();
  await expect(page).toHaveURL(/view=balance/);
  await page.getByLabel('Laps').fill('1');
  await page.getByLabel('Games per measurement').fill('8');
  await page.getByLabel('Value each card').uncheck();
  // 8 games × (free play + skill + 4 abilities).
  await page
    .getByRole('button', { name: 'Run the balance report (48 games: 8 for each of 6 measurements)' })
    .click();
  await expect(page.getByRole('status')).toContainText('Done: 48 games.', { timeout: 60_000 });
  await expect(page.getByRole('status')).toContainText('Saved in this browser');
  const result = page.getByTestId('balance-result');
  await expect(result.getByTestId('balance-titans').locator('rect[fill]')).toHaveCount(4);
  await expect(result.getByTestId('balance-positions').locator('rect[fill]')).toHaveCount(4);
  // Each ability by its name and its Titan (play-test s5: the chart listed Titans only).
  await expect(result.getByTestId('balance-abilities')).toContainText('Swap (Craken)');
  await expect(result).toContainText('8 of 8 games per measurement');
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
  await expect(page.getByTestId('balance-result')).toContainText('8 of 8 games per measurement');

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
  await page.getByLabel('Games per measurement').fill('2000');
  await page.getByRole('button', { name: /^Run the balance report/ }).click();
  await expect(page.getByTestId('balance-result')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status')).toContainText(/Cancelled: kept \d+ of 2000 games per measurement/);
  await expect(page.getByTestId('balance-result')).toContainText('cancelled (partial)');
  // Issue 21 item 9: the card values of a cancelled run are flagged.
  await expect(page.getByTestId('balance-result')).toContainText('some card batches are incomplete');
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
  await page.getByLabel('Games per measurement').fill('8');
  await page.getByLabel('Value each ability').uncheck();
  await page.getByLabel('Value each card').uncheck();
  await page
    .getByRole('button', { name: 'Run the balance report (16 games: 8 for each of 2 measurements)' })
    .click();
  await expect(page.getByRole('status')).toContainText('Done: 16 games.', { timeout: 60_000 });
  const notable = page.getByTestId('notable-games');
  const shortest = notable.getByRole('row', { name: /Shortest race/ });
  const winner = (await shortest.getByRole('cell').nth(1).textContent())!.trim();
  await shortest.getByRole('button', { name: 'Open in the game' }).click();
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+\?from=lab&view=balance$/);
  await expect(page.locator('section.win')).toBeVisible();
  await expect(page.locator('#win-title')).toContainText(winner);
  // The log holds the whole race, from the first turn.
  expect(await page.getByRole('log').locator('li').count()).toBeGreaterThan(10);
  // One press back to the lab's Balance view, the report still open; the game stays in the saved list.
  await page.getByRole('link', { name: 'Back to the lab' }).click();
  await expect(page).toHaveURL(/#\/lab\?view=balance$/);
  await expect(page.getByRole('tab', { name: 'Balance' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('notable-games')).toBeVisible();
  await page.goto('#/');
  await expect(page.getByRole('list', { name: 'Saved games' }).getByRole('listitem')).toHaveCount(1);
});

test('issue 21: the verdict and the board on top of a report, a link that reruns it, a refused import', async ({
  page,
}) => {
  await page.goto('#/lab?view=balance');
  await page.getByLabel('Laps').fill('1');
  await page.getByLabel('Games per measurement').fill('8');
  await page.getByLabel('Value each ability').uncheck();
  await page.getByRole('button', { name: /^Run the balance report/ }).click();
  await expect(page.getByRole('status')).toContainText('Done:', { timeout: 120_000 });
  const result = page.getByTestId('balance-result');
  const verdict = result.getByTestId('balance-verdict');
  // Play-test s4: 8 games are 2 expected wins per Titan — the headline asks for 20 before judging.
  await expect(verdict.getByTestId('verdict-headline')).toContainText(
    'Too few games to tell whether this circuit is fair: 8 games give each Titan',
  );
  await expect(verdict.getByTestId('verdict-headline')).toContainText('Run at least 20 games');
  await expect(verdict.getByRole('listitem').first()).toHaveText(
    /^(With greedy bots the Titans look equally strong|The Titans are not equally strong with greedy bots)/,
  );
  await expect(verdict).toContainText('These findings come from greedy bots, 8 games for each measurement');
  await expect(verdict).toContainText('one greedy bot playing against random bots');
  // Play-test s5: how sure we are, as odds; no test names in the findings.
  await expect(verdict.getByRole('listitem').first()).toContainText(/by chance (less than|about|almost)/);
  await expect(verdict.getByRole('list')).not.toContainText('χ²');
  await expect(verdict).toContainText('Holm correction');
  const sentences = await verdict.getByRole('listitem').allTextContents();
  expect(sentences.length).toBeGreaterThanOrEqual(3);
  expect(sentences.length).toBeLessThanOrEqual(6);
  // Greedy at every seat: no "wins per bot level" row that could only say some seat won (issue 21 item 6).
  await expect(result.getByText('Wins per bot level')).toHaveCount(0);

  // The board: start spaces are on row 1 only, with a per-game figure in each space's words.
  const board = result.getByTestId('balance-board');
  await board.getByLabel('Figure on the board').selectOption('starts');
  await expect(board.locator('.space[aria-label*="start spaces chosen per game"]').first()).toBeVisible();
  await expect(board.locator('[aria-label^="C1"]').first()).toHaveAttribute(
    'aria-label',
    /\d\.\d\d start spaces chosen per game/,
  );
  // Play-test s5: one colour scale, in visits per game — not the board's bare "0 → 1" beside it.
  await expect(board.locator('.heat-legend')).toContainText('per game');
  await expect(board.locator('.legend-heat')).toBeHidden();
  await board.getByLabel('Titan', { exact: true }).selectOption('craken');
  await expect(board.getByTestId('balance-lanes')).toContainText('Craken');
  await board.getByLabel('Figure on the board').selectOption('lifeLost');
  await board.getByLabel('Cause of Life lost').selectOption('lava');
  await expect(board.getByTestId('balance-lanes')).toContainText('lava');
  await page.screenshot({ path: 'test-results/balance-verdict.png', fullPage: true });

  // The link reruns the report to the same numbers.
  await result.getByRole('button', { name: 'Copy a link that reruns this report' }).click();
  const link = await page.getByTestId('report-link').inputValue();
  expect(link).toMatch(/#\/lab\?view=balance&report=/);
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('Done:', { timeout: 120_000 });
  await expect(page.getByTestId('balance-verdict').getByRole('listitem')).toHaveText(sentences);

  // An import without win rates per Titan is refused with a sentence.
  await page.getByLabel('Import a report (JSON)').setInputFiles({
    name: 'empty.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ kind: 'titan-race-balance-report', titans: {}, turnPosition: {} })),
  });
  await expect(
    page.getByText('empty.json is not a usable report: it has no win rates per Titan.'),
  ).toBeVisible();
});

test('issue 21: a second bot family cross-checks the verdict, marking agreements and differences', async ({
  page,
}) => {
  await page.goto('#/lab?view=balance');
  await page.getByLabel('Laps').fill('1');
  await page.getByLabel('Games per measurement').fill('8');
  await page.getByLabel('Value each ability').uncheck();
  await page.getByLabel('Value each card').uncheck();
  await page.getByLabel('Second opinion: play again with other bots').selectOption('expert');
  await page.getByLabel('Second-opinion games').fill('4');
  await page.getByRole('button', { name: /^Run the balance report/ }).click();
  // 8 free games + 8 skill games + 4 expert games.
  await expect(page.getByRole('status')).toContainText('Done: 20 games.', { timeout: 120_000 });
  const cross = page.getByTestId('balance-crosscheck');
  await expect(cross).toContainText(
    'Second opinion: expert bots played 4 more games (the findings above come from greedy bots).',
  );
  await expect(cross).toContainText('Balance between the Titans');
  await expect(cross.locator('tbody tr')).toHaveCount(6 + 4 + 4);
  const marks = await cross.locator('tbody tr td:last-child').allTextContents();
  // Each row says which bot levels it holds for; a difference depends on the bots.
  expect(marks.every((m) => /^(✓ agree — holds for .+|≠ differ — depends on the bots)$/.test(m))).toBe(true);
});

test('play-test s4: the verdict answers in plain words first, the χ² tests one click away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // 120 one-lap greedy games on Kaldheira (Node, well under a second): the first player wins far more
  // than a quarter, so the headline says "Not fair" — the same words Node writes from the same verdict.
  const report = runBalance({
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken', 'rassik'],
    bots: ['greedy', 'greedy', 'greedy', 'greedy'],
    games: 120,
    seed: 1,
    laps: 1,
    abilities: false,
    cards: false,
  });
  const words = verdictHeadline(buildVerdict(report), report.played)
    .map((f) => renderFinding(f, ENGLISH))
    .join(' ');
  expect(words).toMatch(/^Not fair over 120 games: the first player wins/);
  await page.goto('#/lab?view=balance');
  await page.getByLabel('Import a report (JSON)').setInputFiles({
    name: 'kaldheira-120.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(report)),
  });
  const verdict = page.getByTestId('balance-verdict');
  await expect(verdict.getByTestId('verdict-headline')).toHaveText(words);
  // The statistics are kept, one click away.
  const chi = verdict.getByText(/χ² = [\d.]+ on 3 df/).first();
  await expect(chi).toBeHidden();
  await verdict.getByText('How this was tested').click();
  await expect(chi).toBeVisible();
  await verdict.getByText('How this was tested').click();
  await verdict.scrollIntoViewIfNeeded();
  await verdict.screenshot({ path: 'test-results/verdict-headline.png' });
});
