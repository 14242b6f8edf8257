// Undo after an open reaction call nobody claimed (docs/rulings.md 29): the call's pass is nobody's
// decision, so Undo takes back the mover's move — also after a reload, since the save says which passes
// were automatic. A save is built here with the engine: a four-person game played to a move of a later
// round that asks another player's Titan to react (reactions `always`), that move included.
import { test, expect } from '@playwright/test';
import { applyAction, createGame, legalActions } from '../../src/engine';
import { RULES_VERSION, type Action, type GameEvent, type GameState } from '../../src/engine/types';
import { quietSettings } from './helpers';

const SETUP = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  options: { reactions: 'always' },
};
const HIDDEN = new Set(['diceRolled', 'cardDrawn', 'deckShuffled', 'pentacleReroll', 'won', 'turnStarted']);
const reveals = (events: GameEvent[]) => events.some((e) => HIDDEN.has(e.type));
const playerOf = (g: GameState, seat: number) => g.players.findIndex((p) => p.includes(seat));

/** The actions of a game up to a move that opens a call for another player's Titan, whose pass reveals nothing. */
function saveWithCall(): { seed: number; actions: Action[] } {
  for (let seed = 1; seed < 200; seed++) {
    const g = createGame({ ...SETUP, seed });
    if (!g.ok) continue;
    let s = g.state;
    let r = seed;
    const actions: Action[] = [];
    for (let i = 0; i < 2000 && s.winner < 0; i++) {
      const legal = legalActions(s).filter((a) => a.type !== 'reroll');
      const pass = legal.find((a) => a.type === 'decide' && a.choice === 'pass');
      r = (r * 1103515245 + 12345) % 2 ** 31;
      const a = pass ?? legal[r % legal.length];
      const next = applyAction(s, a);
      if (!next.ok) break;
      actions.push(a);
      const p = next.state.pending;
      if (
        a.type === 'dieAction' &&
        s.round > 1 &&
        p?.kind === 'reaction' &&
        playerOf(s, p.titan) !== playerOf(s, s.active) &&
        !reveals(next.events)
      ) {
        const after = applyAction(next.state, { type: 'decide', choice: 'pass' });
        if (after.ok && !reveals(after.events) && after.state.pending?.kind !== 'reaction')
          return { seed, actions };
      }
      s = next.state;
    }
  }
  throw new Error('no game reached the case');
}

test('Undo takes back the move after a call nobody claimed, also after a reload', async ({ page }) => {
  await quietSettings(page);
  const { seed, actions } = saveWithCall();
  const save = {
    format: 'titan-race-save',
    version: 2,
    rules: RULES_VERSION,
    setup: { ...SETUP, seed },
    actions,
    names: ['Ann', 'Bob', 'Cleo', 'Dev'],
  };
  await page.goto('/#/');
  await page
    .locator('input[data-import]')
    .first()
    .setInputFiles({
      name: 'call.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(save)),
    });
  const call = page.locator('[data-reaction-call]');
  await expect(call).toBeVisible();
  await call.getByRole('button', { name: 'Go on' }).click();
  await expect(call).toHaveCount(0);
  const bar = page.locator('[data-action-bar]');
  const undo = bar.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeEnabled();
  // After a reload the game is replayed from its save: the pass is still nobody's decision.
  await page.reload();
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(bar).toContainText('Undone: the move.');
  // Back before the move: the call's Titan is no longer asked, and the move is to be made again.
  await expect(call).toHaveCount(0);
  await expect(page.locator('[data-pending]')).toHaveCount(0);
  await expect(page.locator('[data-guide]')).toBeAttached();
});
