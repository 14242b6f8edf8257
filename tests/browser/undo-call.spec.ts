// Undo after an open reaction call nobody claimed (docs/rulings.md 29): the call's pass is nobody's
// decision, so Undo takes back the mover's move — also after a reload, since the save says which passes
// were automatic. A save is built here with the engine: a four-person game played to a move of a later
// round that asks another player's Titan to react (reactions `always`), that move included.
import { test, expect } from '@playwright/test';
import { applyAction } from '../../src/engine';
import { RULES_VERSION, type Action } from '../../src/engine/types';
import { quietSettings } from './helpers';
import { CALL_SETUP, playerOf, playUntil, reveals } from './callGames';

/** The actions of a game up to a move that opens a call for another player's Titan, whose pass reveals nothing. */
function saveWithCall(): { seed: number; actions: Action[] } {
  return playUntil((s, a, next, events) => {
    const p = next.pending;
    if (
      a.type !== 'dieAction' ||
      s.round <= 1 ||
      p?.kind !== 'reaction' ||
      playerOf(s, p.titan) === playerOf(s, s.active) ||
      reveals(events)
    )
      return false;
    const after = applyAction(next, { type: 'decide', choice: 'pass' });
    return after.ok && !reveals(after.events) && after.state.pending?.kind !== 'reaction';
  });
}

test('Undo takes back the move after a call nobody claimed, also after a reload', async ({ page }) => {
  await quietSettings(page);
  const { seed, actions } = saveWithCall();
  const save = {
    format: 'titan-race-save',
    version: 2,
    rules: RULES_VERSION,
    setup: { ...CALL_SETUP, seed },
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
