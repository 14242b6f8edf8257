// "Is B fairer than A?" (s6): a comparison's headline opens with the fairness answer — the largest gap
// from a fair share on each side and the bootstrap range of the change — the same sentence the CLI
// prints for the same games, with its figures one click away.
import { expect, test } from '@playwright/test';
import { addPart, newRun, runBalanceRange, type BalanceConfig } from '../../src/sim/balance';
import { compareRuns } from '../../src/sim/compare';
import { fairnessHeadline } from '../../src/sim/compare-headline';
import { ENGLISH, renderFinding, renderParam } from '../../src/sim/verdict-text';

const GAMES = 200;

test('a comparison says whether B is fairer than A, as the CLI does, with the figures one click away', async ({
  page,
}) => {
  await page.goto('#/lab?view=balance');
  await page.getByLabel('Circuit', { exact: true }).selectOption('estengaard');
  await page.getByLabel('Games per measurement').fill(String(GAMES));
  await page.getByLabel('A comparison: A against B').check();
  await page.getByLabel('B: circuit').selectOption('kaldheira');
  await page.getByRole('button', { name: 'Run the comparison' }).click();
  await expect(page.getByRole('status')).toContainText(`Done: ${2 * GAMES} games.`, { timeout: 90_000 });

  // The same games in Node, as `npm run balance -- --circuit estengaard --compare-circuit kaldheira`.
  const cfg: BalanceConfig = {
    circuits: ['estengaard'],
    titans: ['grinder', 'slaugg', 'craken', 'rassik'],
    bots: ['greedy', 'greedy', 'greedy', 'greedy'],
    games: GAMES,
    seed: 1,
    abilities: false,
    cards: false,
  };
  const run = (c: BalanceConfig) => addPart(newRun(c), runBalanceRange(c, 0, c.games));
  const c = compareRuns(run(cfg), run({ ...cfg, circuits: ['kaldheira'] }), ['A', 'B']);
  const sentence = renderFinding(fairnessHeadline(c), ENGLISH);
  // The one measure, named. On these 200 games Estengaard's first player falls 14.5 points, a clear row
  // shift, while the RMS gap over all eight rows moves within chance: never "no clear difference" then.
  expect(sentence).toMatch(
    /by the root-mean-square gap from a fair share over every Titan and turn position/,
  );
  expect(sentence).not.toMatch(/no clear difference/i);

  const cmp = page.getByTestId('compare-result');
  const headline = cmp.getByTestId('compare-headline');
  await expect(headline).toContainText(sentence);
  // Fairness first, then who wins.
  expect((await headline.textContent())!.indexOf(sentence)).toBe(0);

  const details = cmp.getByTestId('compare-fairness');
  await expect(details.locator('table')).toBeHidden();
  await details.getByText('How fairness was compared').click();
  const f = c.fairness!;
  const pts = (v: number) => (100 * v).toFixed(1);
  const signed = (v: number) => renderParam({ t: 'pts', v }, ENGLISH);
  await expect(details.locator('tbody tr').nth(0)).toContainText(`${pts(f.a.rms)}${pts(f.a.gap)}`);
  await expect(details.locator('tbody tr').nth(1)).toContainText(`${pts(f.b.rms)}${pts(f.b.gap)}`);
  await expect(details.locator('tbody tr').nth(2)).toContainText(
    `${signed(f.diff)} [${signed(f.ci[0])} … ${signed(f.ci[1])}]`,
  );
  await expect(details).toContainText('1,000 times (seed 1)');
  await headline.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/lab-fairer.png' });

  // Saved with its fairness: reopened after a reload, the same sentence.
  await page.reload();
  await page
    .getByTestId('saved-report')
    .filter({ hasText: 'comparison' })
    .getByRole('button', { name: 'Open' })
    .click();
  await expect(page.getByTestId('compare-headline')).toContainText(sentence);
});
