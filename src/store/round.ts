// The round's draft of dice (R4.2) and the pentacle reroll (R7.5), read from the engine's state.
import { applyAction, lastSeat } from '../engine';
import type { Action, GameEvent, GameState, TitanId } from '../engine/types';

/** Who rolls in the draft (R4.2): the round's first Titan, or its last, who rerolls every die. */
export type DraftRole = 'first' | 'middle' | 'last';

/** The active Titan's place in the round's draft. */
export function draftRole(state: GameState): DraftRole {
  return state.active === state.first ? 'first' : state.active === lastSeat(state) ? 'last' : 'middle';
}

/**
 * The seat whose turn in the draft it is: the active Titan until it has its die (its turn still at the
 * start: to roll or to choose), then the next one in the round's order; -1 once the round's last Titan has
 * its die (the draft is over until the next round's roll). Not simply the active Titan: that one keeps the
 * turn long after it took its die, and the draft read "Craken takes a die from the pool" meanwhile.
 */
function draftSeat(state: GameState): number {
  if (state.winner >= 0) return -1;
  if (state.turn.phase === 'start') return state.active;
  return state.active === lastSeat(state) ? -1 : (state.active + 1) % state.titans.length;
}

/**
 * The round's Titans in draft order, from its first player, with each one's part in the draft; `current`
 * marks the one whose turn in the draft it is (draftSeat), none once the draft is over.
 */
export function draftOrder(state: GameState): { titan: TitanId; role: DraftRole; current: boolean }[] {
  const n = state.titans.length;
  const last = lastSeat(state);
  const at = draftSeat(state);
  const out: { titan: TitanId; role: DraftRole; current: boolean }[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (state.first + k) % n;
    out.push({
      titan: state.titans[seat].id,
      role: seat === state.first ? 'first' : seat === last ? 'last' : 'middle',
      current: seat === at,
    });
  }
  return out;
}

/**
 * The roll the active Titan must make now, or null: only when the engine offers `roll` (the round's
 * first Titan rolls, its last rerolls every die — the UI never decides that itself).
 */
export function rollDue(state: GameState, legal: readonly Action[]): 'first' | 'last' | null {
  if (!legal.some((a) => a.type === 'roll')) return null;
  return draftRole(state) === 'last' ? 'last' : 'first';
}

export interface RerollCost {
  titan: TitanId;
  /** Life now, and after paying for the reroll (the engine's figures). */
  before: number;
  after: number;
  /** Paying knocks the Titan out: the reroll never happens and only End turn remains. */
  knocksOut: boolean;
}

/**
 * What the pentacle reroll costs (R7.5), from the engine: the reroll applied to the current state
 * (which it never mutates). Only the payment is read — the new face stays unknown to the player.
 */
export function rerollCost(state: GameState): RerollCost | null {
  const r = applyAction(state, { type: 'reroll' });
  if (!r.ok) return null;
  const t = state.titans[state.active];
  let after = t.life;
  let knocksOut = false;
  for (const e of r.events) {
    if (e.type === 'lifeLost' && e.titan === t.id && e.cause === 'pentacle') after = e.life;
    else if (e.type === 'knockedOut' && e.titan === t.id) knocksOut = true;
  }
  return { titan: t.id, before: t.life, after, knocksOut };
}

/** The active Titan has rerolled on the pentacle this turn (its log since the turn started says so). */
export function rerolledThisTurn(log: readonly (readonly GameEvent[])[], titan: TitanId): boolean {
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i];
    for (let j = entry.length - 1; j >= 0; j--) {
      const e = entry[j];
      if (e.type === 'pentacleReroll' && e.titan === titan) return true;
      if (e.type === 'turnStarted') return false;
    }
  }
  return false;
}
