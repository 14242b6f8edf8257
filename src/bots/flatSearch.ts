// The flat search: a one-step improvement of expert's play, scored by a learned evaluation.
//
// At a decision it takes expert's candidates (every die face and decision; at a move or a power the
// best few by greedy's one-ply score, plus a power before moving), samples `worlds` determinised worlds
// shared by every candidate (common random numbers), applies the candidate in each, lets greedy finish
// the turn in progress (`rollout: 'turn'`; or play on to the decider's next turn, `'next'`, as expert
// does) and scores the position by the learned evaluation: its side's chance to win. With an evaluation
// fitted to games of expert players, the others' replies after this turn are folded into the score
// instead of being played out, so many more worlds fit the budget than expert's rollouts allow.
import { forcedAction } from './forced';
import { legalActions } from '../engine';
import { doAction, newUndo, undoAction } from '../engine/search';
import type { Action, GameState } from '../engine/types';
import { candidatesFor, playGreedy, type RolloutPolicy } from './expert';
import { DEFAULT_WEIGHTS } from './heuristic';
import type { Rand } from './types';
import { allySeats, determinise } from './view';
import { winChances, type Model } from './eval/model';

export interface FlatOptions {
  /** Sampled worlds, each shared by every candidate. */
  worlds: number;
  /** Candidates kept after greedy's one-ply ranking at a move or a power (expert keeps 5). */
  candidates: number;
  /** Where a world is scored: when the turn in progress ends, or when the decider's next turn starts. */
  rollout: 'turn' | 'next';
  model: Model;
  /** Stop sampling worlds once this many milliseconds are spent (0 = never: fully reproducible). */
  budgetMs: number;
  /**
   * Rollouts a decision may spend by sequential halving (0: none, every candidate on `worlds` worlds).
   * The candidates are played on fresh shared worlds in rounds, ⌈log₂ n⌉ rounds of an equal share each,
   * and the better half kept after each round, so the close calls get the most worlds.
   */
  halving: number;
  /** Who plays every seat in the rollouts: greedy (undefined), or this policy (lookahead.ts). */
  policy?: RolloutPolicy;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

const undo = newUndo();
const chance = new Float64Array(6);

/** Greedy (or `o.policy`) play on a copy of `s` to the rollout's end (expert's playGreedy); the chance of `allies` to win there. */
function rollout(s: GameState, seat: number, allies: number[], o: FlatOptions): number {
  const end = playGreedy(s, seat, DEFAULT_WEIGHTS, o.rollout, o.policy);
  if (end.winner >= 0) return allies.includes(end.winner) ? 1 : 0;
  winChances(end, chance, o.model);
  let r = 0;
  for (const j of allies) r += chance[j];
  return r;
}

/** Each candidate `which` lists, applied in `world` and rolled out (then undone): its score added to sums. */
function playWorld(
  world: GameState,
  cands: Action[],
  which: readonly number[],
  sums: number[],
  seat: number,
  allies: number[],
  o: FlatOptions,
): void {
  for (const i of which) {
    if (doAction(world, cands[i], undo)) {
      sums[i] -= 1e9; // refused (never for a listed action): never chosen
      continue;
    }
    sums[i] += rollout(world, seat, allies, o);
    undoAction(world, undo);
  }
}

export function flatChoose(state: GameState, seat: number, rand: Rand, o: FlatOptions): Action {
  const forced = forcedAction(state);
  if (forced) return forced;
  const legal = legalActions(state);
  if (legal.length === 1) return legal[0];
  const first = determinise(state, seat, rand);
  const cands = candidatesFor(first, seat, legal, { candidates: o.candidates, weights: DEFAULT_WEIGHTS });
  if (cands.length === 1) return cands[0];
  const allies = allySeats(state, seat);
  if (o.halving > 0) return cands[halve(state, seat, rand, first, cands, allies, o)];
  const t0 = o.budgetMs > 0 ? now() : 0;
  const sums = new Array<number>(cands.length).fill(0);
  const all = cands.map((_, i) => i);
  for (let k = 0; k < o.worlds; k++) {
    playWorld(k === 0 ? first : determinise(state, seat, rand), cands, all, sums, seat, allies, o);
    if (o.budgetMs > 0 && now() - t0 > o.budgetMs) break;
  }
  let best = 0;
  for (let i = 1; i < cands.length; i++) if (sums[i] > sums[best]) best = i;
  return cands[best];
}

/**
 * Sequential halving (Karnin, Koren & Somekh 2013) over the candidates: each round spends an equal share
 * of `o.halving` rollouts on the candidates still in, on worlds shared by all of them (so their sums stay
 * comparable), then keeps the better half (ties: the earlier candidate). The index of the last one left.
 */
function halve(
  state: GameState,
  seat: number,
  rand: Rand,
  first: GameState,
  cands: Action[],
  allies: number[],
  o: FlatOptions,
): number {
  const sums = new Array<number>(cands.length).fill(0);
  let alive = cands.map((_, i) => i);
  const rounds = Math.ceil(Math.log2(cands.length));
  let world: GameState | null = first;
  const t0 = o.budgetMs > 0 ? now() : 0;
  for (let r = 0; r < rounds && alive.length > 1; r++) {
    const per = Math.max(1, Math.floor(o.halving / (alive.length * rounds)));
    for (let k = 0; k < per; k++) {
      playWorld(world ?? determinise(state, seat, rand), cands, alive, sums, seat, allies, o);
      world = null;
      if (o.budgetMs > 0 && now() - t0 > o.budgetMs) break;
    }
    alive.sort((x, y) => sums[y] - sums[x] || x - y);
    alive = alive.slice(0, Math.ceil(alive.length / 2));
    if (o.budgetMs > 0 && now() - t0 > o.budgetMs) break;
  }
  return alive[0];
}
