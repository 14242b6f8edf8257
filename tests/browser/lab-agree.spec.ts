// Play-test lab5 in the browser: the lab's pages must not seem to contradict one another. A copy of
// Kaldheira with two edits (a multi-ramp on E3, lava on D4): Balance's change says on which games its
// figures are; Suggest says why "Now" and the cards read different figures for the circuit as it is,
// words a result within chance as such, and tells an undo of part of the edit from an undo of all of it;
// Compare's difference heatmap rings the spaces that differ between its two circuits.
import { expect, test, type Page } from '@playwright/test';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import { spacesRepainted } from '../../src/ui/lab/previousVersion';

const space = (page: Page, name: string) => page.locator(`[data-space="${name}"]`).first();

/** A copy of Kaldheira with a multi-ramp on E3 and lava on D4 (both plain on Kaldheira), saved. */
async function twoEditCopy(page: Page) {
  await page.goto('./#/editor');
  await page.getByLabel('Start from').selectOption({ label: 'Copy of Kaldheira — the pools of doom' });
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: 'Multi-ramp' }).click();
  await space(page, 'E3').click();
  await page.getByRole('button', { name: 'Lava', exact: true }).click();
  await space(page, 'D4').click();
  await page.getByRole('button', { name: 'Is it fair? (Balance)' }).click();
  await expect(page).toHaveURL(/#\/lab\?circuit=c-[^&]+&view=balance/);
}

test('Balance and Suggest on a copy with two edits: which games, within chance, part of the edit', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await twoEditCopy(page);
  await page.getByLabel('Games per measurement').fill('40');
  await page.getByLabel('Value each ability').uncheck();
  await page.getByLabel('Value each card').uncheck();
  await page.getByRole('button', { name: /^Run the balance report/ }).click();
  await expect(page.getByRole('status')).toContainText('Done: 120 games.', { timeout: 150_000 });
  const change = page.getByTestId('balance-result').getByTestId('verdict-change');
  // The change's one answer leads (play-test 52: "no clear difference to who wins" then "fairer" read as a
  // contradiction): how fair, with its two figures on the same games.
  const headline = change.getByTestId('change-headline');
  await expect(headline).toContainText(
    /^Your change makes (the circuit fairer|the circuit less fair|no clear difference to how fair the circuit is): the gap from a fair share, over every Titan and turn position, (falls|rises|goes) from [\d.]+ to [\d.]+ points on the same 40 games/,
  );
  const fairText = (await headline.textContent())!;
  // About as fair is said to be within chance; a clear change is not.
  if (fairText.includes('no clear difference')) expect(fairText).toContain('within what chance alone gives');
  else expect(fairText).not.toContain('within what chance alone gives');
  await expect(page.getByTestId('balance-result')).not.toContainText('more than 99 times in 100');
  await change.evaluate((c) => c.scrollIntoView());
  await page.screenshot({ path: 'test-results/lab-agree-balance.png' });

  // Play-test 51: comparing the copy with the circuit it came from, the form says B − A reads "before
  // minus after" — the opposite of the change above — and that Balance already measures it; not for
  // another B.
  await page.getByLabel('A comparison: A against B').check();
  await page.getByLabel('B: circuit').selectOption('kaldheira');
  await expect(page.getByTestId('compare-b-is-parent')).toContainText(
    'B is the circuit A was copied from, so each difference will read B − A: before your edits minus after them.',
  );
  // One press turns it round: the copy becomes B, its parent A, so B − A reads after minus before.
  const copyId = await page.getByLabel('Circuit', { exact: true }).inputValue();
  expect(copyId).toMatch(/^c-/);
  await page.getByRole('button', { name: 'Swap A and B, to read after minus before' }).click();
  await expect(page.getByLabel('Circuit', { exact: true })).toHaveValue('kaldheira');
  await expect(page.getByLabel('B: circuit')).toHaveValue(copyId);
  await expect(page.getByTestId('compare-b-is-parent')).toHaveCount(0);
  await page.getByLabel('Circuit', { exact: true }).selectOption(copyId);
  await page.getByLabel('B: circuit').selectOption('kaldheira');
  await expect(page.getByTestId('compare-b-is-parent')).toHaveCount(1);
  await page.getByLabel('B: circuit').selectOption('estengaard');
  await expect(page.getByTestId('compare-b-is-parent')).toHaveCount(0);
  await page.getByLabel('A balance report').check();

  await page.getByRole('tab', { name: 'Suggest' }).click();
  const view = page.getByTestId('suggest-view');
  await view.getByTestId('suggest-games').fill('8');
  await view.getByLabel('At most spaces changed').selectOption('1');
  await view.getByRole('button', { name: 'Suggest changes' }).click();
  await expect(view.getByTestId('suggest-status')).toContainText('Done', { timeout: 200_000 });
  const result = view.getByTestId('suggest-result');
  // Why "Now" and the cards differ: the games each is on, and luck.
  const samples = result.getByTestId('suggest-samples');
  await expect(samples).toContainText(
    /^Why [\d.]+ here and [\d.]+ on the cards\? The same circuit on other games — here games \d+–\d+, on the cards \d+–\d+, and Balance plays its own — and on \d+ games luck alone moves a win rate by about [\d.]+ points\. Each card’s gain plays both circuits on the same games\./,
  );
  const now = /Why ([\d.]+) here and ([\d.]+)/.exec((await samples.textContent())!)!;
  await expect(result.getByTestId('suggest-before')).toContainText(`is ${now[1]} points, measured on`);
  await expect(result.getByTestId('suggestion-delta').first()).toContainText(
    `against ${now[2]} for the circuit as it is`,
  );
  // Every card whose range reaches across nothing-changed says it is within chance.
  for (const text of await result.getByTestId('suggestion-delta').allTextContents())
    if (text.includes('the truth probably lies anywhere from') && !text.includes('no change'))
      expect(text).toContain('which is within what chance alone gives, so no clear difference');
  // Three undos: E3 alone and D4 alone are part of the edit; both at once is the edit.
  const undoLine = async (edits: object[]) =>
    result
      .getByTestId('suggestion')
      .and(page.locator(`[data-edits='${JSON.stringify(edits)}']`))
      .getByTestId('suggestion-undo');
  const e3 = { space: 'E3', from: 'multiRamp', to: 'plain' };
  const d4 = { space: 'D4', from: 'lava', to: 'plain' };
  await expect(await undoLine([e3])).toHaveText(
    'It undoes part of your edit against Kaldheira — the pools of doom: only on E3; what you changed on D4 stays.',
  );
  await expect(await undoLine([d4])).toHaveText(
    'It undoes part of your edit against Kaldheira — the pools of doom: only on D4; what you changed on E3 stays.',
  );
  await expect(await undoLine([e3, d4])).toHaveText(
    'It undoes your edit against Kaldheira — the pools of doom.',
  );
  await expect(result).not.toContainText('more than 99 times in 100');
  await result.evaluate((r) => r.scrollIntoView());
  await page.screenshot({ path: 'test-results/lab-agree-suggest.png', fullPage: true });

  // French: the same explanation, in the lab's French.
  await page.getByLabel('Language').selectOption('fr');
  await expect(result.getByTestId('suggest-samples')).toContainText(
    /^Pourquoi [\d,]+ ici et [\d,]+ sur les fiches/,
  );
  await expect(await undoLine([e3])).toContainText('Il annule une partie de votre modification');
  // The parent is named in French too (the search stored its English name: it said "par rapport à
  // Kaldheira — the pools of doom"); French puts a narrow no-break space before the colon.
  await expect(await undoLine([e3])).toHaveText(
    'Il annule une partie de votre modification par rapport à Kaldheira — les bassins du malheur\u202f: seulement sur E3\u202f; ce que vous avez changé sur D4 reste.',
  );
  await expect(await undoLine([e3, d4])).toHaveText(
    'Il annule votre modification par rapport à Kaldheira — les bassins du malheur.',
  );
  await expect(view.getByTestId('suggest-parent')).toContainText('Kaldheira — les bassins du malheur');
  // Balance's form names it so too: the circuit this copy was made from.
  await page.getByRole('tab', { name: 'Équilibre' }).click();
  await expect(page.getByTestId('parent-hint')).toContainText(
    'Ce circuit est une copie de Kaldheira — les bassins du malheur\u202f: Kaldheira — les bassins du malheur est joué aussi',
  );
  await page.getByRole('tab', { name: 'Suggestions' }).click();
  await result.getByTestId('suggest-samples').evaluate((r) => r.scrollIntoView());
  await page.screenshot({ path: 'test-results/lab-agree-suggest-fr.png' });
});

test('Compare’s difference heatmap rings the spaces painted differently on A and B', async ({ page }) => {
  await page.goto('#/lab?view=balance');
  await page.getByLabel('Circuit', { exact: true }).selectOption('estengaard');
  await page.getByLabel('Games per measurement').fill('40');
  await page.getByLabel('A comparison: A against B').check();
  await page.getByLabel('B: circuit').selectOption('kaldheira');
  await page.getByRole('button', { name: 'Run the comparison' }).click();
  await expect(page.getByRole('status')).toContainText('Done: 80 games.', { timeout: 90_000 });
  const cmp = page.getByTestId('compare-result');
  const heat = cmp.getByTestId('diff-heatmap');
  const differ = spacesRepainted(STANDARD_CIRCUITS.estengaard, STANDARD_CIRCUITS.kaldheira);
  expect(differ.length).toBeGreaterThan(1);
  await expect(heat.locator('[data-ringed-space]')).toHaveCount(differ.length);
  for (const s of differ) await expect(heat.locator(`[data-ringed-space="${s}"]`)).toHaveCount(1);
  await expect(heat.getByTestId('diff-ring-key')).toHaveText(
    `Ringed: ${differ.length} spaces painted differently on A and B`,
  );
  await expect(cmp).not.toContainText('more than 99 times in 100');
  await heat.evaluate((h) => h.scrollIntoView());
  await heat.screenshot({ path: 'test-results/lab-agree-compare-rings.png' });
});

test('a Grand Slam’s comparison rings the differing spaces too, board by board', async ({ page }) => {
  await page.goto('#/lab?view=balance');
  await page.getByLabel('Grand Slam (3 boards)').check();
  for (const n of [1, 2, 3]) await page.getByLabel(`Board ${n}`, { exact: true }).selectOption('estengaard');
  await page.getByLabel('Games per measurement').fill('20');
  await page.getByLabel('A comparison: A against B').check();
  for (const n of [1, 3]) await page.getByLabel(`B: board ${n}`).selectOption('estengaard');
  await page.getByLabel('B: board 2').selectOption('kaldheira');
  await page.getByRole('button', { name: 'Run the comparison' }).click();
  await expect(page.getByRole('status')).toContainText('Done: 40 games.', { timeout: 120_000 });
  const heat = page.getByTestId('compare-result').getByTestId('diff-heatmap');
  // Only board 2 differs: its spaces, named as the report names them ("2:C5").
  const differ = spacesRepainted(STANDARD_CIRCUITS.estengaard, STANDARD_CIRCUITS.kaldheira).map(
    (s) => `2:${s}`,
  );
  await expect(heat.locator('[data-ringed-space]')).toHaveCount(differ.length);
  for (const s of differ) await expect(heat.locator(`[data-ringed-space="${s}"]`)).toHaveCount(1);
  await expect(heat.getByTestId('diff-ring-key')).toHaveText(
    `Ringed: ${differ.length} spaces painted differently on A and B`,
  );
  await heat.evaluate((h) => h.scrollIntoView());
  await heat.screenshot({ path: 'test-results/lab-agree-compare-rings-slam.png' });
});
