// lookahead — greedy with expert's look-ahead at chosen kinds of decision, on one known world: a cheap
// stand-in for expert as the rollout policy of the flat search (which plays its rollouts on sampled
// worlds, so there is nothing left to sample). At a decision of a kind listed it takes expert's
// candidates (every die face; at a move or a power greedy's best few by one-ply score, plus a power
// before moving; every choice of a pending decision), plays each out with greedy for every seat until
// the decider's next turn starts (expert's rollout) and keeps the best by greedy's heuristic there;
// at the other kinds, and where only one action is offered, it is greedy. One world instead of expert's
// ten, and fewer candidates: a few greedy rollouts a decision.
import { forcedAction } from './forced';
import { legalActions, needsRoll } from '../engine';
import { doAction, newUndo, undoAction } from '../engine/search';
import type { Action, GameState } from '../engine/types';
import { candidatesFor, playGreedy } from './expert';
import { greedyOn } from './greedy';
import { DEFAULT_WEIGHTS, evaluate, sideOf } from './heuristic';

export type DecisionKind = 'draft' | 'move' | 'after' | 'pending';

/** The kind of decision a state asks for (as the ladder and imitate.ts name them). */
export function decisionKind(s: GameState): DecisionKind {
  if (s.pending || s.turn.phase === 'enter') return 'pending';
  if (s.turn.phase === 'start') return 'draft';
  return s.turn.dieDone ? 'after' : 'move';
}

export interface LookaheadOptions {
  /** Candidates kept at a move or a power (greedy's best by one-ply score; expert keeps 5). */
  candidates: number;
  /** The kinds of decision that look ahead; greedy decides the others. */
  kinds: readonly DecisionKind[];
  /**
   * Where each candidate's play-out stops: the end of the turn in progress, the decider's next turn
   * (expert's), or 'draft': the next turn at the draft (the dice left to the others matter), the end of
   * the turn elsewhere.
   */
  until: 'turn' | 'next' | 'draft';
}

export const DEFAULT_LOOKAHEAD: LookaheadOptions = {
  candidates: 3,
  kinds: ['draft', 'move'],
  until: 'next',
};

/** lookahead's do/undo record (one decision at a time per thread; the rollouts below copy). */
const undo = newUndo();

/** The lookahead policy's action for `seat` in `s`, a known world (nothing hidden is resampled). */
export function lookaheadOn(s: GameState, seat: number, o: LookaheadOptions = DEFAULT_LOOKAHEAD): Action {
  if (!o.kinds.includes(decisionKind(s)) || (!s.pending && (needsRoll(s) || s.turn.over)))
    return greedyOn(s, seat);
  const forced = forcedAction(s);
  if (forced) return forced;
  const legal = legalActions(s);
  if (legal.length === 1) return legal[0];
  const cands = candidatesFor(s, seat, legal, { candidates: o.candidates, weights: DEFAULT_WEIGHTS });
  if (cands.length === 1) return cands[0];
  const until = o.until === 'draft' ? (s.turn.phase === 'start' && !s.pending ? 'next' : 'turn') : o.until;
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < cands.length; i++) {
    if (doAction(s, cands[i], undo)) continue; // refused (never for a listed action)
    const end = playGreedy(s, seat, DEFAULT_WEIGHTS, until);
    undoAction(s, undo);
    const v = evaluate(end, seat, DEFAULT_WEIGHTS, sideOf(end, seat));
    if (v > bestScore) {
      bestScore = v;
      best = i;
    }
  }
  return best >= 0 ? cands[best] : greedyOn(s, seat);
}
