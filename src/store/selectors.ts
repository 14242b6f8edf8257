// Selectors of the game store that the UI and the bots' driver read.
import { deciderSeat } from './seats';
import { rollDue } from './round';
import { isBotSeat, passedTurn, type Barrier } from './session';
import type { GameStore } from './storeTypes';
import { problem, type Problem } from '../i18n/errors';

/** What undo's checks read (the hand-off matters only after an End turn). */
type UndoView = Pick<GameStore, 'turnHistory' | 'barrier'> & Partial<Pick<GameStore, 'ui'>>;

/**
 * The End turn just made can be undone now (session.ts Snapshot.passedBy): the device is still in the
 * hands of the player who ended the turn — the next player's hand-off is up and not yet taken. Without a
 * hand-off (the setting off) nobody can tell who holds the device, so the turn stays passed.
 */
export function passedUndoable(s: UndoView): boolean {
  const by = passedTurn(s.turnHistory);
  return by !== null && !!s.ui && s.ui.handoff !== null && s.ui.handoff !== by;
}

/**
 * Why undo cannot go back now, as data, or null when it can: a code, or the barrier in the store's data
 * (so the selector's result is the same value while nothing changes: the UI words it).
 */
export type UndoRefusal = 'nothingToUndo' | 'undoOnlyBots' | Barrier;

/** Selector: why undo cannot go back now (the button is disabled with it), or null when it can. */
export function undoRefusal(s: UndoView): UndoRefusal | null {
  const barrier = (): UndoRefusal => s.barrier ?? 'nothingToUndo';
  if (passedTurn(s.turnHistory) !== null) return passedUndoable(s) ? null : barrier();
  // Bots' actions and the passes of open calls nobody claimed are undone only with a person's action.
  if (s.turnHistory.some((h) => !h.byBot && !h.auto && !h.own)) return null;
  return s.turnHistory.some((h) => h.byBot) ? 'undoOnlyBots' : barrier();
}

/** An undo refusal as a problem: a barrier's message key and its Titan are params (errors.ts words them). */
export function undoRefusalProblem(r: UndoRefusal): Problem {
  if (typeof r === 'string') return problem(r);
  return problem('undoBarrier', r.titan ? { barrier: r.key, titan: r.titan } : { barrier: r.key });
}

/** Why undo cannot go back now, as a problem, or null when it can. */
export function undoProblem(s: UndoView): Problem | null {
  const r = undoRefusal(s);
  return r && undoRefusalProblem(r);
}

/**
 * Selector: the hand-off also rolls the dice — the device goes to the player whose turn it is,
 * nothing waits for a decision, and rolling is the only action (R4.2: the round's first Titan rolls, its
 * last rerolls all): 'first' or 'last' as rollDue; null for a plain hand-off.
 */
export function handoffRolls(s: Pick<GameStore, 'game' | 'legal' | 'ui'>): 'first' | 'last' | null {
  const g = s.game;
  if (!g || s.ui.handoff === null || g.pending || g.winner >= 0) return null;
  if (!(g.players[s.ui.handoff] ?? []).includes(g.active)) return null;
  if (s.legal.length === 0 || s.legal.some((a) => a.type !== 'roll')) return null;
  return rollDue(g, s.legal);
}

/**
 * Selector: the hand-off may also take a die — the device goes to the player whose turn it is, nothing
 * waits for a decision, and choosing a die of the pool is all they can do (R4.2, the draft). The dice are
 * public, so the hand-off offers them beside its "continue": one press takes the device and the die.
 */
export function handoffTakesDie(s: Pick<GameStore, 'game' | 'legal' | 'ui'>): boolean {
  const g = s.game;
  if (!g || s.ui.handoff === null || g.pending || g.winner >= 0) return false;
  if (!(g.players[s.ui.handoff] ?? []).includes(g.active)) return false;
  return s.legal.length > 0 && s.legal.every((a) => a.type === 'chooseDie');
}

/** Selector: does a bot decide now (the pending decider, else the active Titan)? */
export function botDecides(s: Pick<GameStore, 'game' | 'bots'>): boolean {
  if (!s.game || s.game.winner >= 0) return false;
  return isBotSeat(s.game, s.bots, deciderSeat(s.game));
}
