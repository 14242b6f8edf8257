// expert — determinised look-ahead through the rest of its turn, the draft and the opponents' replies.
//
// For each candidate action (all of them at a die choice or a decision; at a move or a power, the best
// few by greedy's one-ply score, plus using a power before moving), expert samples `samples` worlds
// consistent with what its player knows (determinise: hidden hands, deck order and future dice
// resampled), applies the candidate, then plays on with the greedy policy for every Titan — its own
// rest of the turn and each opponent's whole turn, which drafts from the dice it left them — until
// its own next turn starts, and scores that position with the greedy heuristic. The candidate with
// the best mean wins. The same sampled worlds serve every candidate (common random numbers), so the
// comparison is not drowned in dice noise. Work is bounded by samples × candidates, plus a wall-clock
// cap (300 ms by default) that only long pathological positions reach. After a move that ended on the
// pentacle, the reroll (R7.5) is one more candidate: each sampled world rolls its own face.
import { forcedAction } from './forced';
import { deciderSeat, legalActions } from '../engine';
import { applyInPlace, cloneState, doAction, newUndo, undoAction } from '../engine/search';
import type { Action, GameState } from '../engine/types';
import { greedyOn, makeCtx, rerollValue, scoreAction, type Scored } from './greedy';
import { DEFAULT_WEIGHTS, evaluate, sideOf, type Weights } from './heuristic';
import type { Bot, Rand } from './types';
import { determinise } from './view';

export interface ExpertOptions {
  /** Sampled worlds per candidate. */
  samples: number;
  /** Candidates kept after greedy's one-ply ranking at a move or a power. */
  candidates: number;
  /** Stop sampling once this many milliseconds are spent (0 = never: fully reproducible). */
  budgetMs: number;
  weights: Weights;
}

const DEFAULT_EXPERT: ExpertOptions = {
  samples: 10,
  candidates: 5,
  budgetMs: 300,
  weights: DEFAULT_WEIGHTS,
};

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
const MAX_ROLLOUT_ACTIONS = 400;
/** expert's do/undo record (one decision at a time per thread). */
const undo = newUndo();

/** A policy for rollouts on a known (already determinised) world: the action for `seat` in `s`. */
export type RolloutPolicy = (s: GameState, seat: number) => Action;

/**
 * Greedy play for every seat on a private copy of `s` (already determinised): to the end of the turn in
 * progress (`'turn'`) or until `seat`'s next turn starts (`'next'`, expert's rollout). Returns the copy.
 * `policy` plays instead of greedy when given (it must pick an action the engine accepts in `s`).
 */
export function playGreedy(
  s: GameState,
  seat: number,
  w: Weights,
  until: 'turn' | 'next',
  policy?: RolloutPolicy,
): GameState {
  s = cloneState(s); // a private copy, changed in place below
  // Still inside its own turn: finish it first, then play until its next turn starts.
  let myTurnEnded = !(s.active === seat && s.turn.phase !== 'start');
  for (let n = 0; n < MAX_ROLLOUT_ACTIONS && s.winner < 0; n++) {
    if (until === 'next' && myTurnEnded && s.active === seat && s.turn.phase === 'start' && !s.pending) break;
    const a = policy ? policy(s, deciderSeat(s)) : greedyOn(s, deciderSeat(s), w);
    if (a.type === 'endTurn' && s.active === seat) myTurnEnded = true;
    // In place on the private copy: greedy only picks actions applyAction accepted in this very
    // state, so the search path gives the same states without a copy and events per action.
    if (applyInPlace(s, a)) break; // never (it would be an engine fault)
    if (until === 'turn' && a.type === 'endTurn') break;
  }
  return s;
}

/** Expert's rollout: greedy play until `seat`'s next turn starts; the heuristic score there. */
function rollout(s: GameState, seat: number, w: Weights): number {
  const end = playGreedy(s, seat, w, 'next');
  return evaluate(end, seat, w, sideOf(end, seat));
}

export function candidatesFor(
  s: GameState,
  seat: number,
  legal: Action[],
  o: Pick<ExpertOptions, 'candidates' | 'weights'>,
): Action[] {
  if (s.pending) return legal;
  const turn = s.turn;
  if (turn.phase === 'start') {
    // One per distinct face.
    const seen = new Set<string>();
    return legal.filter((a) => {
      if (a.type !== 'chooseDie') return true;
      const f = s.pool[a.die];
      if (seen.has(f)) return false;
      seen.add(f);
      return true;
    });
  }
  if (turn.phase === 'enter') return legal;
  const c = makeCtx(s, seat, o.weights);
  const moves: Scored[] = [];
  const powers: Scored[] = [];
  for (const a of legal) {
    if (a.type === 'endTurn' || a.type === 'discardBonus' || a.type === 'reroll') continue;
    const sc = scoreAction(s, a, c);
    if (a.type === 'dieAction') moves.push(sc);
    else powers.push(sc);
  }
  moves.sort((x, y) => y.score - x.score);
  powers.sort((x, y) => y.score - x.score);
  const out: Action[] = [];
  if (!turn.dieDone) {
    // Distinct paths first (the trap/strike variants of one path are near-duplicates).
    const seenPath = new Set<string>();
    for (const m of moves) {
      const a = m.action as Extract<Action, { type: 'dieAction' }>;
      const key = (a.face ?? '') + a.path.join('');
      if (seenPath.has(key) && out.length >= 2) continue;
      seenPath.add(key);
      out.push(a);
      if (out.length >= o.candidates) break;
    }
    for (const p of powers.slice(0, 2)) out.push(p.action);
  } else {
    out.push({ type: 'endTurn' });
    // R7.5: the pentacle reroll (each sampled world rolls its own face, so the mean over the samples
    // estimates the reroll's worth); an ability or card before it is among the powers below.
    // Never at 1 Life (it pays the last Life: knocked out, no move) unless every face wins.
    if (legal.some((a) => a.type === 'reroll') && (s.titans[seat].life > 1 || rerollValue(s, c) > -Infinity))
      out.push({ type: 'reroll' });
    for (const p of powers.slice(0, o.candidates)) out.push(p.action);
  }
  return out;
}

function expertChoose(state: GameState, seat: number, rand: Rand, o: ExpertOptions = DEFAULT_EXPERT): Action {
  const forced = forcedAction(state);
  if (forced) return forced;
  const legal = legalActions(state);
  if (legal.length === 1) return legal[0];
  const t0 = o.budgetMs > 0 ? now() : 0;
  // Rank on one sampled world (greedy's view), then look ahead on several.
  const first = determinise(state, seat, rand);
  const cands = candidatesFor(first, seat, legal, o);
  if (cands.length === 1) return cands[0];
  const sums = new Array(cands.length).fill(0);
  for (let k = 0; k < o.samples; k++) {
    const world = k === 0 ? first : determinise(state, seat, rand); // a private copy
    for (let i = 0; i < cands.length; i++) {
      // Do, roll out (on its own copy), undo: the world serves every candidate without a copy each.
      if (doAction(world, cands[i], undo)) {
        sums[i] -= 1e9;
        continue;
      }
      sums[i] += rollout(world, seat, o.weights);
      undoAction(world, undo);
    }
    if (o.budgetMs > 0 && now() - t0 > o.budgetMs * 0.8) break;
  }
  let best = 0;
  for (let i = 1; i < cands.length; i++) if (sums[i] > sums[best]) best = i;
  return cands[best];
}

export function makeExpert(o: Partial<ExpertOptions> = {}): Bot {
  const opts = { ...DEFAULT_EXPERT, ...o };
  return (state, seat, rand) => expertChoose(state, seat, rand, opts);
}

/** The sim's expert: no wall-clock cap, so a seed always gives the same games. */
export const expert: Bot = makeExpert({ budgetMs: 0 });
