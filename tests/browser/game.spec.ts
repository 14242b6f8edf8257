import { test, expect, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  activeTitan,
  CARD_NAMES,
  playLink,
  playOneClick,
  quietSettings,
  ROLL_BUTTON,
  settled,
} from './helpers';

const SHOTS = 'test-results/screens';
mkdirSync(SHOTS, { recursive: true });
const perf: Record<string, unknown> = {};

/** Main-thread median from "Confirm move" to the settled board that still counts as cheap. */
const CHEAP_CONFIRM_MS = 250;

const THREE = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7, laps: 1 };

test('the first page loads little JavaScript', async ({ page }) => {
  const js: { url: string; body: Buffer }[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) js.push({ url: r.url(), body: await r.body() });
  });
  await page.goto('/#/');
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const gz = js.reduce((n, f) => n + gzipSync(f.body, { level: 9 }).length, 0);
  perf.firstPageJsGzipBytes = gz;
  perf.firstPageJsFiles = js.map((f) => f.url.split('/').pop());
  console.log(`first page JS: ${js.length} files, ${(gz / 1024).toFixed(1)} kB gzipped`);
  expect(gz).toBeLessThan(130 * 1024); // issue 14
  await page.screenshot({ path: `${SHOTS}/01-home.png` });
});

test('a first round played by clicking, from the setup screen', async ({ page }) => {
  await quietSettings(page);
  await page.goto('/#/');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('radio', { name: '2 players' }).click();
  await page.getByLabel('Name of player 1').fill('Ann');
  await page.getByLabel('Name of player 2').fill('Bob');
  // The course is folded under its summary: open it, choose, and the summary says the choice.
  await page.locator('[data-fold="course"] summary').click();
  await page.locator('[data-circuit="banKog"]').click();
  await page.getByLabel('Laps').fill('2');
  await expect(page.locator('[data-fold="course"] [data-fold-summary]')).toHaveText(
    'The ruins of Ban-Kog · 2 laps',
  );
  // A tall window instead of a full-page screenshot (which left the next click without effect here).
  await page.setViewportSize({ width: 1280, height: 1700 });
  await page.screenshot({ path: `${SHOTS}/02-setup.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Start the race' }).click();
  await expect(page.locator('[data-pool]')).toBeVisible();
  await expect(page.locator('[data-titan-panel]')).toHaveCount(4);
  await expect(page.getByText('Ann').first()).toBeVisible();
  // Round 1: every Titan rolls or drafts, enters and moves, all by clicking.
  const seen = new Set<string>();
  let clicks = 0;
  let shotTaken = false;
  while (clicks < 80) {
    const banner = await page.locator('.turn-banner').textContent();
    if (banner?.includes('Round 2')) break;
    seen.add(await activeTitan(page));
    const did = await playOneClick(page);
    clicks++;
    if (did === 'space' && !shotTaken) {
      await page.screenshot({ path: `${SHOTS}/03-preview.png` });
      shotTaken = true;
    }
  }
  expect(seen.size).toBe(4);
  await expect(page.locator('.turn-banner')).toContainText('Round 2');
  for (const t of seen)
    await expect(page.locator(`[data-titan="${t}"]`).first()).not.toHaveAttribute('data-space', '');
  await expect(page.getByRole('log')).toContainText('enters the board on');
  await page.screenshot({ path: `${SHOTS}/04-round2.png` });
});

test('a whole game to the winner screen with a fixed seed', async ({ page }) => {
  test.setTimeout(180_000);
  await quietSettings(page);
  await page.goto(`/${playLink(THREE)}`);
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+$/);
  let clicks = 0;
  while (clicks < 1500 && (await page.locator('[data-winner]').count()) === 0) {
    await playOneClick(page);
    clicks++;
  }
  const winner = page.locator('[data-winner]');
  await expect(winner).toBeVisible();
  const id = await winner.getAttribute('data-winner');
  expect(['grinder', 'slaugg', 'craken']).toContain(id);
  await expect(page.getByRole('log')).toContainText('wins');
  await expect(page.getByRole('button', { name: 'Rematch' })).toBeVisible();
  // Main-thread time from "Confirm move" to the settled board (no animation).
  const times = await page.evaluate(() =>
    performance.getEntriesByName('tr:confirm-to-settled').map((e) => e.duration),
  );
  times.sort((a, b) => a - b);
  perf.confirmToSettledMs = {
    count: times.length,
    median: times[Math.floor(times.length / 2)],
    p90: times[Math.floor(times.length * 0.9)],
    max: times[times.length - 1],
  };
  perf.fullGameClicks = clicks;
  console.log('confirm → settled (ms):', perf.confirmToSettledMs, 'clicks:', clicks);
  expect(times.length).toBeGreaterThan(5);
  await page.screenshot({ path: `${SHOTS}/05-winner.png`, fullPage: true });
  await page.getByRole('button', { name: 'Rematch' }).click();
  await expect(page.locator('[data-winner]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Roll the dice' })).toBeVisible();
});

test('confirm → settled stays cheap on a board full of Titans', async ({ page }) => {
  await quietSettings(page);
  await page.goto(
    `/${playLink({ circuits: ['kaldheira', 'banKog', 'estengaard'], titans: ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'], seed: 3 })}`,
  );
  let confirms = 0;
  for (let i = 0; i < 200 && confirms < 12; i++) if ((await playOneClick(page)) === 'confirm') confirms++;
  const times = await page.evaluate(() =>
    performance.getEntriesByName('tr:confirm-to-settled').map((e) => e.duration),
  );
  times.sort((a, b) => a - b);
  perf.grandSlamSixTitansConfirmMs = {
    count: times.length,
    median: times[Math.floor(times.length / 2)],
    max: times[times.length - 1],
  };
  console.log('Grand Slam, 6 Titans, confirm → settled (ms):', perf.grandSlamSixTitansConfirmMs);
  // Twelve moves were confirmed, each was measured, and the median stays far below a frame budget a
  // player would notice (a generous bound: this machine is shared with other work).
  expect(confirms).toBe(12);
  expect(times.length).toBeGreaterThanOrEqual(confirms);
  expect(times[Math.floor(times.length / 2)]).toBeLessThan(CHEAP_CONFIRM_MS);
  await page.screenshot({ path: `${SHOTS}/06-grand-slam.png`, fullPage: true });
});

/** The first turn after the start space (R9.2): the first destination offered, and its first way there. */
async function pickFirstDestination(page: Page): Promise<void> {
  await page.locator('.space--move[data-selectable]').first().click();
  const way = page.locator('[data-guide] fieldset.choice button:not(.btn--on)');
  if ((await page.getByRole('button', { name: 'Confirm move' }).count()) === 0) await way.first().click();
}

test('reloading in the middle of a turn resumes exactly', async ({ page }) => {
  await quietSettings(page);
  await page.goto(`/${playLink(THREE)}`);
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.locator('[data-pool] button[data-die-face]').first().click();
  // Now in the middle of the first turn: the start space is still to choose.
  const active = await activeTitan(page);
  const pool = await page
    .locator('[data-pool] [data-die-face]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-die-face')));
  const log = await page.getByRole('log').textContent();
  await page.reload();
  await expect(page).toHaveURL(/#\/play\/g-[a-z0-9]+$/);
  await expect(page.locator('[data-active]')).toHaveAttribute('data-active', active);
  expect(
    await page
      .locator('[data-pool] [data-die-face]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-die-face'))),
  ).toEqual(pool);
  await expect(page.getByRole('log')).toHaveText(log ?? '');
  await expect(page.locator('.space--move[data-selectable]')).toHaveCount(3); // A1, C1, E1
  // Go on after the reload (the start space, then the die's destination: one Confirm), then reload again.
  await page.locator('[data-space="C1"]').click();
  await pickFirstDestination(page);
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await settled(page);
  const where = await page.locator(`[data-titan="${active}"]`).getAttribute('data-space');
  await page.reload();
  await expect(page.locator(`[data-titan="${active}"]`)).toHaveAttribute('data-space', where ?? '');
  await page.screenshot({ path: `${SHOTS}/07-after-reload.png` });
});

test('undo within the turn, and why it stops at the roll', async ({ page }) => {
  await quietSettings(page);
  await page.goto(`/${playLink(THREE)}`);
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  const before = await page.locator('[data-pool] [data-die-face]').count();
  await page.locator('[data-pool] button[data-die-face]').first().click();
  await page.locator('[data-space="E1"]').click();
  await pickFirstDestination(page);
  await page.getByRole('button', { name: 'Confirm move' }).click();
  const active = await activeTitan(page);
  await settled(page);
  await expect(page.locator(`[data-titan="${active}"]`)).not.toHaveAttribute('data-space', 'E1');
  // The first turn's entry and move were confirmed at once; one Undo takes both back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status')).toContainText('Undone');
  await expect(page.locator(`[data-titan="${active}"]`)).toHaveAttribute('data-space', '');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('[data-pool] [data-die-face]')).toHaveCount(before);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveAttribute(
    'title',
    'Undo is not possible: the dice were rolled.',
  );
  await expect(page.locator('[data-why-disabled]')).toContainText(
    'Undo is not possible: the dice were rolled.',
  );
  await expect(page.locator('[data-pool] [data-die-face]')).toHaveCount(before);
  await page.screenshot({ path: `${SHOTS}/08-undo-refused.png` });
});

test('importing a corrupt save is refused and the game is kept', async ({ page }) => {
  await quietSettings(page);
  await page.goto(`/${playLink(THREE)}`);
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  const log = await page.getByRole('log').textContent();
  const input = page.locator('input[data-import]').first();
  await input.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"titan-race-save","version":1,"setup":'),
  });
  await expect(page.getByRole('alert').first()).toContainText('Import refused');
  await expect(page.getByRole('log')).toHaveText(log ?? '');
  await input.setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello":"world"}'),
  });
  await expect(page.getByRole('alert').first()).toContainText('not a Titan Race save');
  // A save made with rules version 1 (R4.2 and R7.5 changed): refused, the game kept.
  const old = { format: 'titan-race-save', version: 1, setup: THREE, actions: [{ type: 'roll' }] };
  await input.setInputFiles({
    name: 'old.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(old)),
  });
  await expect(page.getByRole('alert').first()).toContainText('This game was made with rules version 1');
  await expect(page.getByRole('alert').first()).toContainText('The current game is kept.');
  await expect(page.getByRole('log')).toHaveText(log ?? '');
  // A well-formed save with an action the engine refuses.
  const bad = {
    format: 'titan-race-save',
    version: 2,
    rules: 2,
    setup: THREE,
    actions: [{ type: 'endTurn' }],
  };
  await input.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  await expect(page.getByRole('alert').first()).toContainText('does not replay');
  await expect(page.getByRole('log')).toHaveText(log ?? '');
  await expect(page.locator('[data-pool] [data-die-face]')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/09-import-refused.png` });
  // A real export loads back.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save to file' }).click(),
  ]);
  const path = await download.path();
  await input.setInputFiles(path!);
  await expect(page.getByRole('status')).toContainText('Saved game loaded');
  await expect(page.getByRole('log')).toHaveText(log ?? '');
});

test('hidden cards are not in the page until shown, and hide again when the turn passes', async ({
  page,
}) => {
  await quietSettings(page);
  await page.goto(`/${playLink(THREE)}`);
  const body = page.locator('body');
  const text = async () => (await body.textContent()) ?? '';
  const hasCard = (t: string) => CARD_NAMES.some((c) => t.includes(c));
  expect(hasCard(await text())).toBe(false);
  const active = await activeTitan(page);
  // The active player's cards are shown from the action bar.
  await expect(page.getByRole('button', { name: 'Show my cards' })).toHaveCount(1);
  await page.locator('[data-action-bar]').getByRole('button', { name: 'Show my cards' }).click();
  const shown = await text();
  expect(hasCard(shown)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/10-cards-shown.png` });
  // Only the player whose turn it is can show cards; others stay hidden, their chips opened or not.
  for (const t of ['grinder', 'slaugg', 'craken'].filter((x) => x !== active)) {
    const chip = page.locator(`[data-titan-panel="${t}"]`);
    await chip.locator('.titan-head').click();
    await expect(chip).toContainText('(face down)');
    await expect(chip.getByRole('button', { name: 'Show my cards' })).toHaveCount(0);
    await chip.locator('.titan-head').click();
  }
  // Finish the turn: the hand hides again.
  while ((await activeTitan(page)) === active) await playOneClick(page);
  const after = await text();
  const logText = (await page.getByRole('log').textContent()) ?? '';
  expect(CARD_NAMES.some((c) => after.replace(logText, '').includes(c))).toBe(false);
});

test('the hand-off screen asks to pass the device', async ({ page }) => {
  await quietSettings(page, { speed: 'off', handoff: true });
  await page.goto(
    `/${playLink({ ...THREE, players: [['grinder'], ['slaugg'], ['craken']] })}&names=Ann,Bob,Cid`,
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Pass the device to');
  await page.screenshot({ path: `${SHOTS}/11-handoff.png` });
  await dialog.getByRole('button').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('works at tablet width with animation and reduced motion', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 768, height: 1024 }, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await page.goto(
    `/${playLink({ circuits: ['moltenchest'], titans: ['rassik', 'ragnarok', 'chtoolhoo', 'craken'], seed: 11 })}`,
  );
  for (let i = 0; i < 14; i++) {
    const did = await playOneClick(page);
    // Reduced motion: the board is settled at once after every action.
    if (did === 'confirm')
      await expect(page.locator('.play')).not.toHaveAttribute('data-animating', 'true', { timeout: 50 });
  }
  // Every space a button right now is at least 40 px wide.
  const sizes = await page
    .locator('[data-selectable="true"] .space-base')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
  for (const w of sizes) expect(w).toBeGreaterThanOrEqual(40);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/12-tablet.png`, fullPage: true });
  await ctx.close();
});

test('moves are animated step by step, then settle where the engine says', async ({ page }) => {
  await quietSettings(page, { speed: 'slow', handoff: false });
  await page.goto(`/${playLink(THREE)}`);
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.locator('[data-pool] button[data-die-face]').first().click();
  // The start space, then the destination from it: one Confirm for both (R9.2, issue 13).
  await page.locator('[data-space="C1"]').click();
  await page.locator('.space--move[data-selectable]').first().click();
  const choice = page.locator('[data-guide] fieldset.choice button');
  if ((await page.getByRole('button', { name: 'Confirm move' }).count()) === 0) await choice.first().click();
  const active = await activeTitan(page);
  await page.getByRole('button', { name: 'Confirm move' }).click();
  await expect(page.locator('.play')).toHaveAttribute('data-animating', 'true');
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${SHOTS}/13-animating.png` });
  await settled(page);
  const where = await page.locator(`[data-titan="${active}"]`).getAttribute('data-space');
  expect(where).not.toBe('C1');
  await expect(page.getByRole('log')).toContainText(`to ${where}`);
});

test('keyboard: a turn played with Tab and Enter only', async ({ page }) => {
  await quietSettings(page);
  await page.goto(`/${playLink(THREE)}`);
  await page.getByRole('button', { name: 'Roll the dice' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-pool] button[data-die-face]').first().focus();
  await page.keyboard.press('Enter');
  const start = page.locator('[data-space="A1"]');
  await start.focus();
  await page.keyboard.press('Enter');
  // Then the destination from A1, and one Confirm for the entry and the move (R9.2).
  const dest = page.locator('.space--move[data-selectable]').first();
  await dest.focus();
  await page.keyboard.press('Enter');
  const way = page.locator('[data-guide] fieldset.choice button:not(.btn--on)');
  if ((await page.getByRole('button', { name: 'Confirm move' }).count()) === 0) {
    await way.first().focus();
    await page.keyboard.press('Enter');
  }
  const active = await activeTitan(page);
  await page.getByRole('button', { name: 'Confirm move' }).focus();
  await page.keyboard.press(' ');
  await settled(page);
  await expect(page.getByRole('log')).toContainText('enters the board on A1');
  await expect(page.getByRole('log')).toContainText('steps from A1');
  await expect(page.locator(`[data-titan="${active}"]`)).not.toHaveAttribute('data-space', 'A1');
});

test('the draft by keyboard: the first Titan rolls, the next takes a die, the last rerolls every die', async ({
  page,
}) => {
  await quietSettings(page);
  await page.goto(`/${playLink({ ...THREE, first: 'grinder' })}`);
  const roll = page.getByRole('button', { name: 'Roll the dice' });
  const rerollAll = page.getByRole('button', { name: 'Reroll all the dice' });
  const dice = page.locator('[data-pool] button[data-die-face]');
  const order = page.getByRole('list', { name: 'The draft of round 1' });
  await expect(order.getByRole('listitem')).toHaveText([
    /Grinder\s*rolls all the dice/,
    /Slaugg\s*takes a die from the pool/,
    /Craken\s*rerolls all the dice/,
  ]);
  await expect(page.locator('.turn-banner')).toContainText('rolls all the dice to open the round');
  await expect(rerollAll).toHaveCount(0);
  await page.locator('.turn').screenshot({ path: `${SHOTS}/14-roll-control.png` });
  await roll.focus();
  await page.keyboard.press('Enter');
  await expect(dice).toHaveCount(3);
  await expect(roll).toHaveCount(0);
  while ((await activeTitan(page)) === 'grinder') await playOneClick(page);
  // Slaugg, in the middle of the round: no roll control, two dice as they lie.
  await expect(page.locator('[data-active]')).toHaveAttribute('data-active', 'slaugg');
  await expect(page.getByRole('button', { name: ROLL_BUTTON })).toHaveCount(0);
  await expect(dice).toHaveCount(2);
  await expect(page.locator('.turn-banner')).toContainText('takes a die from the pool as it lies');
  while ((await activeTitan(page)) === 'slaugg') await playOneClick(page);
  // Craken, last of the round: the last die is not choosable; every die comes back.
  await expect(page.locator('[data-active]')).toHaveAttribute('data-active', 'craken');
  await expect(roll).toHaveCount(0);
  await expect(rerollAll).toBeVisible();
  await expect(dice).toHaveCount(0);
  await expect(page.locator('.turn-banner')).toContainText('last of the round: rerolls all the dice');
  await page.locator('.turn').screenshot({ path: `${SHOTS}/15-reroll-all-control.png` });
  await rerollAll.focus();
  await page.keyboard.press('Enter');
  await expect(dice).toHaveCount(3);
  await expect(page.getByRole('log')).toContainText('Craken, last of the round, rerolls all the dice');
  while ((await activeTitan(page)) === 'craken') await playOneClick(page);
  // Round 2: nothing carried over; Grinder rolls again.
  await expect(page.locator('.turn-banner')).toContainText('Round 2');
  await expect(roll).toBeVisible();
  await expect(page.locator('[data-pool] [data-die-face]')).toHaveCount(0);
});

test('the pentacle: "Reroll on the pentacle (−1 Life)" with its cost, by keyboard, then only the new face', async ({
  page,
}) => {
  await quietSettings(page);
  // Every space but the start row is pentacle: each die move ends on it.
  const spaces: Record<string, string> = {};
  for (let row = 2; row <= 12; row++)
    for (let c = 0; c < 6; c++) if ((c + row) % 2 === 1) spaces[`${'ABCDEF'[c]}${row}`] = 'pentacle';
  const circuit = { id: 'pentacles', name: 'Pentacles', spaces };
  await page.goto(
    `/${playLink({ ...THREE, circuits: [circuit], first: 'grinder', options: { reactions: 'never' } })}`,
  );
  const reroll = page.getByRole('button', { name: 'Reroll on the pentacle (−1 Life)' });
  await page.getByRole('button', { name: 'Roll the dice' }).click();
  await page.locator('[data-pool] button[data-die-face]').first().click();
  await page.locator('[data-space="C1"]').click();
  // The die's move from C1 (entered with it, one Confirm): the preview says a reroll will be offered.
  for (let i = 0; i < 6 && (await reroll.count()) === 0; i++) {
    if ((await page.getByRole('button', { name: 'Confirm move' }).count()) > 0)
      await expect(page.getByLabel('What will happen')).toContainText('Then you may reroll on the pentacle');
    await playOneClick(page);
  }
  await expect(reroll).toBeVisible();
  await expect(page.locator('[data-pending]')).toHaveCount(0);
  // The first turn: no ability or card to offer first (R9.2).
  await expect(page.locator('.turn-hint')).toHaveText(
    "Grinder: your die's action ended on the pentacle. Reroll it (−1 Life) or end the turn.",
  );
  const cost = page.locator('#reroll-cost');
  await expect(cost).toContainText('Life 6 → 5.');
  await expect(cost).toContainText('no ability and no card this turn');
  expect((await reroll.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await page.locator('.turn').screenshot({ path: `${SHOTS}/16-pentacle-reroll.png` });
  await reroll.focus();
  await page.keyboard.press('Enter');
  await expect(reroll).toHaveCount(0);
  await expect(page.locator('[data-guide="die"]')).toContainText('Rerolled on the pentacle — your new');
  await expect(page.locator('[data-titan-panel="grinder"] .life-text')).toHaveText('5/6 Life');
  await expect(page.getByRole('log')).toContainText('Grinder pays 1 Life to reroll its die on the pentacle');
  // Only the new face's move: End turn is disabled until it is done (R9.3).
  await expect(page.getByRole('button', { name: 'End turn' })).toBeDisabled();
  await expect(page.locator('[data-active]')).toHaveAttribute('data-active', 'grinder');
  // The new move ends on the pentacle again: the reroll is offered again.
  for (let i = 0; i < 6 && (await reroll.count()) === 0; i++) await playOneClick(page);
  await expect(reroll).toBeVisible();
  await expect(cost).toContainText('Life 5 → 4.');
});

test.afterAll(() => {
  mkdirSync('test-results', { recursive: true });
  let old: Record<string, unknown> = {};
  try {
    old = JSON.parse(readFileSync('test-results/perf.json', 'utf8'));
  } catch {
    /* first run */
  }
  writeFileSync('test-results/perf.json', JSON.stringify({ ...old, ...perf }, null, 2));
});
