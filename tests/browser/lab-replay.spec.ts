// Replays in the lab (issue 11): a notable game of a balance report, and any game by its number, open as
// a replay rebuilt through the engine, stepped through move by move with buttons and keys, with its log.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** No serious or critical axe-core violation (as tests/browser/a11y.spec.ts). */
async function audit(page: Page, where: string) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
    where,
  ).toEqual([]);
}

test('a notable game opens as a replay stepped through with buttons and the keyboard', async ({ page }) => {
  await page.goto('#/lab?view=balance');
  await page.getByLabel('Laps').fill('1');
  await page.getByLabel('Games per measurement').fill('8');
  await page.getByLabel('Value each card').uncheck();
  await page.getByLabel('Value each ability').uncheck();
  await page
    .getByRole('button', { name: 'Run the balance report (16 games: 8 for each of 2 measurements)' })
    .click();
  await expect(page.getByRole('status').first()).toContainText('Done: 16 games.', { timeout: 60_000 });

  const notable = page.getByTestId('notable-games');
  const first = notable.locator('tbody tr').first();
  const winner = (await first.locator('td').nth(1).textContent())!.trim();
  await first.getByRole('button', { name: 'Replay' }).click();
  const replay = page.getByTestId('replay');
  await expect(replay).toBeVisible();
  await expect(replay).toBeFocused();
  const status = replay.getByTestId('replay-status');
  await expect(status).toContainText(/^Move 0 of \d+/);
  await replay.getByRole('button', { name: /Forward/ }).click();
  await expect(status).toContainText(/^Move 1 of/);
  await expect(replay.getByTestId('replay-log').locator('[aria-current="step"]')).toHaveCount(1);
  // The keyboard: End, then back one, then Home.
  await replay.focus();
  await page.keyboard.press('End');
  await expect(status).toContainText(`${winner} has won`);
  await expect(replay.getByRole('button', { name: /Forward/ })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(replay.getByRole('button', { name: /Forward/ })).toBeEnabled();
  await page.keyboard.press('Home');
  await expect(status).toContainText(/^Move 0 of/);
  await expect(replay.locator('g.token')).toHaveCount(0); // nobody on the board before the first move
  await page.keyboard.press('End');
  await expect(replay.locator('g.token')).toHaveCount(4);
  await audit(page, 'lab replay');
  // The replay is a screen over the lab: Escape closes it, and the report is there again.
  await page.keyboard.press('Escape');
  await expect(replay).toHaveCount(0);

  // Any game by its number.
  await page.getByLabel('Replay game number').fill('3');
  await page.getByRole('button', { name: 'Replay this game' }).click();
  await expect(replay.getByRole('heading', { level: 2 })).toHaveText('Replay: game #3');
  await replay.getByRole('button', { name: 'Close the replay' }).click();
  await expect(replay).toHaveCount(0);
});

test('any game of a Batch run replays from (setup, seed, bots)', async ({ page }) => {
  await page.goto('#/lab');
  await page.getByLabel('Games').fill('6');
  await page.getByRole('button', { name: /^Run 6 games/ }).click();
  await expect(page.getByRole('status').first()).toHaveText('Done: 6 games.', { timeout: 60_000 });
  await page.getByLabel('Replay game number').fill('5');
  await page.getByRole('button', { name: 'Replay this game' }).click();
  const replay = page.getByTestId('replay');
  await expect(replay.getByRole('heading', { level: 2 })).toHaveText('Replay: game #5');
  await expect(replay).toBeFocused();
  await page.keyboard.press('End');
  await expect(replay.getByTestId('replay-status')).toContainText('has won');
  await page.keyboard.press('PageUp');
  await expect(replay.getByRole('button', { name: /Forward/ })).toBeEnabled();

  // A link to this move: opening it plays the game again and shows the same move.
  const status = await replay.getByTestId('replay-status').textContent();
  const href = await replay.getByTestId('replay-link').getAttribute('href');
  expect(href).toMatch(/^#\/lab\?replay=/);
  await page.goto('about:blank');
  await page.goto(href!);
  const linked = page.getByTestId('replay');
  await expect(linked.getByRole('heading', { level: 2 })).toHaveText('Replay: game #5 (from a link)');
  await expect(linked.getByTestId('replay-status')).toHaveText(status!);
  await linked.getByRole('button', { name: 'Close the replay' }).click();
  await expect(page).toHaveURL(/#\/lab$/);
});
