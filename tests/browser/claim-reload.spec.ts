// A claimed reaction call across a reload (docs/rulings.md 33), and where the keyboard is after a hand-off.
// Playtest: Dad tapped "wait, I answer", took the device, the page was reloaded: behind the hand-off the
// open call came back, and 3 s after "I am Dad — continue" it passed by itself — his decision taken from
// him. Now the claim is saved: after the reload the hand-off is his, then his own question. And after a
// hand-off confirmed with Enter the focus is in the question (it dropped to the page body: 22 Tabs to the
// first die).
import { test, expect, type Page } from '@playwright/test';
import { legalActions } from '../../src/engine';
import { RULES_VERSION, type Action, type GameEvent, type GameState } from '../../src/engine/types';
import { quietSettings } from './helpers';
import { CALL_SETUP, playerOf, playUntil, reveals } from './callGames';

const NAMES = ['Ann', 'Bob', 'Cleo', 'Dev'];

/** A save of a seeded game's actions up to the first state `stop` accepts (after round 1). */
function saveUpTo(stop: (s: GameState, a: Action, next: GameState, events: GameEvent[]) => boolean) {
  const { seed, actions } = playUntil((s, a, next, events) => s.round > 1 && stop(s, a, next, events), 2);
  return {
    format: 'titan-race-save',
    version: 2,
    rules: RULES_VERSION,
    setup: { ...CALL_SETUP, seed },
    actions,
    names: NAMES,
  };
}

async function load(page: Page, save: unknown) {
  await page.goto('/#/');
  await page
    .locator('input[data-import]')
    .first()
    .setInputFiles({
      name: 'g.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(save)),
    });
}

test('a claimed call survives a reload: the claimer gets the hand-off and their question, never the open call', async ({
  page,
}) => {
  await quietSettings(page, { speed: 'off', handoff: true, reactionPause: 1500 });
  // A move of a later round that asks another player's Titan, which holds no Shield (so, claimed, it is
  // asked nothing and goes on only after the pause counted once its player holds the device: ruling 31).
  let who = -1;
  const save = saveUpTo((s, a, next, events) => {
    const p = next.pending;
    const ok =
      a.type === 'dieAction' &&
      p?.kind === 'reaction' &&
      playerOf(s, p.titan) !== playerOf(s, s.active) &&
      !reveals(events);
    if (ok) who = playerOf(next, p.titan);
    return ok;
  });
  const name = NAMES[who];
  await load(page, save);
  // Opened: the device goes to the mover first (nobody holds it yet).
  const handoff = page.locator('[data-handoff]');
  if (await handoff.isVisible()) await handoff.getByRole('button').first().click();
  const call = page.locator('[data-reaction-call]');
  await expect(call).toBeVisible();
  await call.locator('[data-claim]').click();
  await expect(handoff).toContainText(`Pass the device to ${name}`);
  await page.screenshot({ path: 'test-results/claim-reload-1-claimed.png' });
  await page.reload();
  // Still his: the hand-off to him, and behind it no open call.
  await expect(handoff).toContainText(`Pass the device to ${name}`);
  await expect(call).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(handoff).toHaveCount(0);
  const prompt = page.locator('[data-pending]');
  await expect(prompt).toBeVisible();
  await expect(call).toHaveCount(0);
  await page.screenshot({ path: 'test-results/claim-reload-2-question.png' });
  // The keyboard is in the question, not on the page body.
  expect(await page.evaluate(() => !!document.activeElement?.closest('[data-action-bar]'))).toBe(true);
});

test('after a turn hand-off confirmed with Enter, the focus is on the first die', async ({ page }) => {
  await quietSettings(page, { speed: 'off', handoff: true });
  // Saved just after a Titan ended its turn, the next Titan (another player's) to take a die of the pool.
  const save = saveUpTo(
    (s, a, next) =>
      a.type === 'endTurn' &&
      !next.pending &&
      playerOf(next, next.active) !== playerOf(s, s.active) &&
      legalActions(next).every((x) => x.type === 'chooseDie'),
  );
  await load(page, save);
  const handoff = page.locator('[data-handoff]');
  await expect(handoff).toBeVisible();
  await handoff.getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  await expect(handoff).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[data-pool]') !== null))
    .toBe(true);
  await page.screenshot({ path: 'test-results/claim-reload-3-focus.png' });
});

test("the header's Load file input is named in full", async ({ page }) => {
  await quietSettings(page);
  await load(
    page,
    saveUpTo((_s, a) => a.type === 'endTurn'),
  );
  // Its wrapping label's visible word is only "Load": the input says what it loads.
  await expect(page.locator('header input[data-import]')).toHaveAccessibleName('Load a saved game');
});

test('a claim made in one tab reaches a second tab on the same game: its hand-off, never the open call passing', async ({
  context,
}) => {
  const a = await context.newPage();
  const b = await context.newPage();
  // A long pause: without the claim, tab B's open call would still be waiting when A claims — and,
  // before the fix, passed for the claimer 5 s later, forking the game.
  for (const p of [a, b]) await quietSettings(p, { speed: 'off', handoff: true, reactionPause: 5000 });
  let who = -1;
  const save = saveUpTo((s, act, next, events) => {
    const p = next.pending;
    const ok =
      act.type === 'dieAction' &&
      p?.kind === 'reaction' &&
      playerOf(s, p.titan) !== playerOf(s, s.active) &&
      !reveals(events);
    if (ok) who = playerOf(next, p.titan);
    return ok;
  });
  await load(a, save);
  await expect(a).toHaveURL(/#\/play\/g-/);
  await b.goto(a.url());
  for (const p of [a, b]) {
    const handoff = p.locator('[data-handoff]');
    if (await handoff.isVisible()) await handoff.getByRole('button').first().click();
    await expect(p.locator('[data-reaction-call]')).toBeVisible();
  }
  await a.locator('[data-claim]').click();
  await expect(b.getByRole('status')).toContainText('claimed in another tab');
  await expect(b.locator('[data-handoff]')).toContainText(`Pass the device to ${NAMES[who]}`);
  await expect(b.locator('[data-reaction-call]')).toHaveCount(0);
  await b.screenshot({ path: 'test-results/claim-tab-b.png' });
  // Past the pause: the call did not pass in either tab (both still hold the claimed question).
  await b.waitForTimeout(5500);
  for (const p of [a, b]) await expect(p.locator('[data-reaction-call]')).toHaveCount(0);
  await expect(a.locator('[data-handoff]')).toContainText(`Pass the device to ${NAMES[who]}`);
});
