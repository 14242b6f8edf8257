// The decisions every bot makes the same way, before any thought: R4.2's roll, when it is the only
// legal action of the round's first or last Titan, and the end of a turn whose work is done.
import { needsRoll } from '../engine';
import type { Action, GameState } from '../engine/types';

/** The action the state leaves no choice about (no look-ahead, no determinisation), or null. */
export function forcedAction(state: GameState): Action | null {
  if (state.pending) return null;
  if (needsRoll(state)) return { type: 'roll' };
  if (state.turn.phase === 'main' && state.turn.over) return { type: 'endTurn' };
  return null;
}
