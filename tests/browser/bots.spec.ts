import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { activeTitan, playOneClick, quietSettings, ROLL_BUTTON } from './helpers';

const SHOTS = 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });

const SETUP = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  seed: 11,
  laps: 1,
};
const BOTS = { grinder: 'greedy', slaugg: 'random', craken: 'expert', rassik: 'greedy' };

function botLink(setup: unknown, bots: unknown): string {
  return (
    `#/play?setup=${encodeURIComponent(JSON.stringify(setup))}` +
    `&names=${encodeURIComponent('Greedy 1,Random,Expert,Greedy 2')}` +
    `&bots=${encodeURIComponent(JSON.stringify(bots))}`
  );
}

test('an all-bot game opened by link is watched to the winner screen', async ({ page }) => {
  test.setTimeout(240_000);
  // Fast animation: the bots' moves glide at a readable pace; the hand-off screen on (bots skip it).
  await quietSettings(page, { speed: 'fast', handoff: true });
  await page.goto(`/${botLink(SETUP, BOTS)}`);
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+$/);
  await expect(page.locator('[data-bot]')).toBeVisible();
  // The bots play on their own: the log grows without a click.
  const log = page.getByRole('log');
  await expect(log).toContainText('enters the board on', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: ROLL_BUTTON })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show my cards' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0); // no "Pass the device" before a bot
  // Tokens move step by step (the same animation as a person's move).
  await expect(page.locator('.play[data-animating="true"]')).toHaveCount(1, { timeout: 30_000 });
  // (The bots draw their own random seeds, so each run is a different game: wait for any later round.)
  await expect(page.locator('.turn-banner, .msg--error').first()).toHaveText(/Round ([3-9]|\d\d)|Race over/, {
    timeout: 90_000,
  });
  await page.screenshot({ path: `${SHOTS}/bots-01-watching.png` });
  const winner = page.locator('[data-winner]');
  // Stop at the winner or at the first error message (a refused bot action would stall the game).
  await expect(page.locator('[data-winner], .msg--error').first()).toBeVisible({ timeout: 200_000 });
  await expect(page.locator('.msg--error')).toHaveCount(0);
  await expect(winner).toBeVisible();
  const id = await winner.getAttribute('data-winner');
  expect(Object.keys(BOTS)).toContain(id);
  await page.screenshot({ path: `${SHOTS}/bots-02-winner.png` });
  // No card of a bot was ever named while hidden: hands stay face down.
  await expect(page.locator('[data-titan-panel] [data-card]')).toHaveCount(0);
});

test('a person against bots: the bots wait for the person, a new link on #/play starts a new game', async ({
  page,
}) => {
  // At the "fast" pace a bot's turn takes long enough to be seen.
  await quietSettings(page, { speed: 'fast', handoff: false });
  const setup = { circuits: ['banKog'], titans: ['grinder', 'slaugg', 'craken'], seed: 5, laps: 1 };
  await page.goto(`/${botLink(setup, { slaugg: 'greedy', craken: 'greedy' })}`);
  // Whoever starts, the bots play until it is Grinder's (the person's) turn.
  await expect(page.locator('[data-active="grinder"]')).toBeVisible({ timeout: 30_000 });
  // The person's draft control: a roll if Grinder is the round's first or last Titan, else the dice (R4.2).
  await expect(
    page
      .getByRole('button', { name: ROLL_BUTTON })
      .or(page.locator('[data-pool] button[data-die-face]'))
      .first(),
  ).toBeVisible();
  await expect(page.locator('[data-bot]')).toHaveCount(0);
  // The person plays a whole turn by clicking.
  let clicks = 0;
  while ((await activeTitan(page)) === 'grinder' && clicks < 30) {
    await playOneClick(page);
    clicks++;
  }
  // The bots take over, then it is the person's turn again.
  await expect(page.locator('[data-bot]')).toBeVisible();
  await expect(page.locator('[data-active="grinder"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.turn-banner')).toContainText('Round 2');
  // What the bots did since the person's last turn, under the question, until the turn's first press.
  const since = page.locator('[data-since-own]');
  await expect(since).toBeVisible();
  await expect(since.locator('li').first()).toContainText(/Slaugg|Craken/);
  await page.screenshot({ path: `${SHOTS}/bots-03-person.png` });
  await playOneClick(page);
  await expect(since).toHaveCount(0);
  // A new link while on #/play starts that game.
  const other = { circuits: ['anglieh'], titans: ['rassik', 'ragnarok', 'chtoolhoo'], seed: 3, laps: 1 };
  await page.evaluate((h) => (window.location.hash = h), botLink(other, { ragnarok: 'random' }).slice(1));
  await expect(page.locator('[data-titan-panel="chtoolhoo"]')).toBeVisible();
  await expect(page.locator('[data-titan-panel="grinder"]')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+$/);
});
