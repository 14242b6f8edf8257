// End turn pressed for the player: when a person's Titan has nothing left to do but end its
// turn — no usable ability, no playable card, no pentacle reroll, only `endTurn` among the legal actions
// (a discard is not counted: it is never needed) — the store ends the turn itself after a short pause, so
// the table sees the move's result first. The pause follows the animation speed: the tokens' steps, then
// a moment to read. Any action, undo or hand-off in between cancels it; the setting `autoEnd` turns it off.
// The same pause ends the turn a player asked to end with their move ("Confirm & end turn", `endAfter`).
import type { Action, GameState } from '../engine/types';
import { deciderSeat } from './seats';
import { isBotSeat } from './session';
import { SPEED_MS, type Speed } from './settings';
import type { GameStore } from './storeTypes';
import type { Guide } from './guide';
import type { Preview } from './preview';

/** The moment to read the result once the tokens stopped, by animation speed (ms). */
export const AUTO_END_READ_MS: Record<Speed, number> = { off: 700, fast: 800, normal: 1000, slow: 1400 };

/** True when the only thing the person deciding now can do is end the turn (a discard aside). */
export function onlyEndTurn(game: GameState, legal: readonly Action[]): boolean {
  if (game.winner >= 0 || game.pending) return false;
  let end = false;
  for (const a of legal) {
    if (a.type === 'endTurn') end = true;
    else if (a.type !== 'discardBonus') return false;
  }
  return end;
}

/**
 * "Confirm & end turn" was pressed and the game is still the very state that move left: End turn is
 * legal, nothing waits for a decision and no pentacle reroll (R7.5) is offered — a choice the move's
 * preview did not show is never skipped for the player.
 */
export function endAsked(st: Pick<GameStore, 'game' | 'legal' | 'endAfter'>): boolean {
  const g = st.game;
  if (!g || st.endAfter !== g || g.winner >= 0 || g.pending) return false;
  return st.legal.some((a) => a.type === 'endTurn') && !st.legal.some((a) => a.type === 'reroll');
}

/** Whether the store should end the turn for the player now (checked when scheduling and when firing). */
function autoEndDue(st: GameStore): boolean {
  const g = st.game;
  if (!g || st.ui.handoff !== null) return false;
  if (isBotSeat(g, st.bots, deciderSeat(g))) return false; // bots end their own turns
  if (endAsked(st)) return true;
  return st.settings.autoEnd && onlyEndTurn(g, st.legal);
}

/**
 * Offer "Confirm & end turn" beside Confirm for a die's move whose preview leaves the player
 * only optional extras (the ability, a card held before the move) — ask only what they can answer: the
 * player sees the whole result and can say now that they want nothing more. Not offered when the result
 * holds something the preview cannot settle for them — a card drawn on the way, a pentacle reroll, the
 * pirates on the way, a win, a knock-out — nor when the store will end the turn by itself anyway.
 */
export function offersConfirmEnd(g: Guide | null, p: Preview | null, autoEnd: boolean): boolean {
  if (!g || g.mode !== 'die' || !g.action || g.entry || !p || !p.ok) return false;
  // A reaction on the way is an open call (reactionCall.ts): unclaimed, it never stops the turn.
  if (p.wins !== null || p.rerollAfter || p.drawsCard || p.decisions.some((d) => d.kind !== 'reaction'))
    return false;
  if (p.ownKnockouts.length > 0) return false;
  return !(autoEnd && p.onlyEndAfter);
}

/** The pause before ending: the last action's token steps at the animation's pace, then a moment to read. */
export function autoEndDelayMs(speed: Speed, events: GameStore['anim']['events']): number {
  let steps = 0;
  for (const e of events) if (e.type === 'moved') steps++;
  return steps * SPEED_MS[speed] + AUTO_END_READ_MS[speed];
}

/** The store's timer: `schedule()` after a change, `cancel()` before any other. */
export function autoEnder(get: () => GameStore, set: (p: Partial<GameStore>) => void) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (get().autoEnding) set({ autoEnding: false });
  };
  const schedule = () => {
    cancel();
    const st = get();
    if (!autoEndDue(st)) return;
    const game = st.game;
    set({ autoEnding: true });
    timer = setTimeout(
      () => {
        timer = null;
        const now = get();
        if (now.autoEnding) set({ autoEnding: false });
        // Only if nothing changed meanwhile (same game state, still nothing else to do).
        if (now.game === game && autoEndDue(now)) now.perform({ type: 'endTurn' });
      },
      autoEndDelayMs(st.settings.speed, st.anim.events),
    );
  };
  return { schedule, cancel };
}
