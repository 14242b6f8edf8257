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
import { DEFAULT_WEIGHTS, evaluate } from './heuristic';
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
  /** The evaluation's softmax temperature (1: as fitted; above 1 flatter chances). */
  temperature?: number;
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
  /**
   * Racing (0: off): from this many worlds on, a candidate is dropped once the leader's mean lead over it
   * on the worlds both played (paired: common random numbers) is `z` standard errors above 0, and the
   * decision ends when one is left, or at `worlds`. Clear decisions stop early; close calls get the worlds.
   */
  raceFrom: number;
  /** Racing's margin in standard errors of the paired difference. */
  z: number;
  /**
   * Above 0: a rollout's end is judged by greedy's heuristic through a logistic of this many rows
   * instead of by `model` (master without its learned evaluation); 0 or absent: by `model`.
   */
  heuristicScale?: number;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

const undo = newUndo();
const chance = new Float64Array(6);

/** What a rollout needs: who plays it, where it stops, and the evaluation that judges its end. */
export type RolloutOptions = Pick<FlatOptions, 'rollout' | 'policy' | 'model' | 'temperature'>;

/**
 * Greedy (or `o.policy`) play on a copy of `s` to the rollout's end (expert's playGreedy): every Titan's
 * chance to win there into `out` (the winner 1, the others 0 once the race is won).
 */
export function rolloutChances(s: GameState, seat: number, o: RolloutOptions, out: Float64Array): void {
  const end = playGreedy(s, seat, DEFAULT_WEIGHTS, o.rollout, o.policy);
  if (end.winner < 0) return winChances(end, out, o.model, o.temperature);
  out.fill(0, 0, end.titans.length);
  out[end.winner] = 1;
}

/** A rollout's chance for `allies` (the decider's side) to win (with `heuristicScale`, greedy's score as one). */
function rollout(s: GameState, seat: number, allies: number[], o: FlatOptions): number {
  if (o.heuristicScale) {
    const end = playGreedy(s, seat, DEFAULT_WEIGHTS, o.rollout, o.policy);
    if (end.winner >= 0) return allies.includes(end.winner) ? 1 : 0;
    return 1 / (1 + Math.exp(-evaluate(end, seat) / o.heuristicScale));
  }
  rolloutChances(s, seat, o, chance);
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

/** A decision to search: the first sampled world, the candidates (two or more) and the decider's allies. */
interface Searched {
  first: GameState;
  cands: Action[];
  allies: number[];
}

/**
 * A decision's candidates: a forced or only legal action alone (no world sampled: `first` null), else
 * expert's candidates, ranked on a first sampled world of the decider's information set.
 */
export function candidateSet(
  state: GameState,
  seat: number,
  rand: Rand,
  o: Pick<FlatOptions, 'candidates'>,
): { first: GameState | null; cands: Action[] } {
  const forced = forcedAction(state);
  if (forced) return { first: null, cands: [forced] };
  const legal = legalActions(state);
  if (legal.length === 1) return { first: null, cands: legal };
  const first = determinise(state, seat, rand);
  return {
    first,
    cands: candidatesFor(first, seat, legal, { candidates: o.candidates, weights: DEFAULT_WEIGHTS }),
  };
}

/** The action when there is nothing to search (forced, one legal action, one candidate), else what to search. */
function prepare(state: GameState, seat: number, rand: Rand, o: FlatOptions): Action | Searched {
  const { first, cands } = candidateSet(state, seat, rand, o);
  if (!first || cands.length === 1) return cands[0];
  return { first, cands, allies: allySeats(state, seat) };
}

/** Every candidate on up to `o.worlds` shared worlds (fewer once `o.budgetMs` is spent): the sums and the worlds played. */
function uniform(
  state: GameState,
  seat: number,
  rand: Rand,
  d: Searched,
  o: FlatOptions,
): { sums: number[]; worlds: number } {
  const t0 = o.budgetMs > 0 ? now() : 0;
  const sums = new Array<number>(d.cands.length).fill(0);
  const all = d.cands.map((_, i) => i);
  let k = 0;
  while (k < o.worlds) {
    playWorld(k === 0 ? d.first : determinise(state, seat, rand), d.cands, all, sums, seat, d.allies, o);
    k++;
    if (o.budgetMs > 0 && now() - t0 > o.budgetMs) break;
  }
  return { sums, worlds: k };
}

export function flatChoose(state: GameState, seat: number, rand: Rand, o: FlatOptions): Action {
  const d = prepare(state, seat, rand, o);
  if (!('cands' in d)) return d;
  const { first, cands, allies } = d;
  if (o.halving > 0) return cands[halve(state, seat, rand, first, cands, allies, o)];
  if (o.raceFrom > 0) return cands[race(state, seat, rand, first, cands, allies, o)];
  const { sums } = uniform(state, seat, rand, d, o);
  let best = 0;
  for (let i = 1; i < cands.length; i++) if (sums[i] > sums[best]) best = i;
  return cands[best];
}

/**
 * Every candidate's mean score over `o.worlds` shared worlds (no racing, no halving; fewer worlds once
 * `o.budgetMs` is spent): a reference for measuring a cheaper search's choices
 * (scripts/profile/regret.ts); null where nothing is searched.
 */
export function flatValues(
  state: GameState,
  seat: number,
  rand: Rand,
  o: FlatOptions,
): { cands: Action[]; means: number[] } | null {
  const d = prepare(state, seat, rand, o);
  if (!('cands' in d)) return null;
  const { sums, worlds } = uniform(state, seat, rand, d, o);
  return { cands: d.cands, means: sums.map((x) => x / worlds) };
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

/**
 * Racing (successive elimination, Even-Dar, Mannor & Mansour 2006, with paired differences): every
 * candidate still in plays each new shared world; from `o.raceFrom` worlds on, any candidate whose paired
 * deficit to the leader (the best mean) is `o.z` standard errors clear of 0 is dropped, as is one that
 * scored exactly as the leader on every one of 3 × `o.raceFrom` worlds or more. The index left, or
 * the best mean after `o.worlds` worlds (or once `o.budgetMs` is spent).
 */
function race(
  state: GameState,
  seat: number,
  rand: Rand,
  first: GameState,
  cands: Action[],
  allies: number[],
  o: FlatOptions,
): number {
  const n = cands.length;
  const scores = new Float64Array(n * o.worlds); // scores[i * worlds + k]: candidate i on world k
  const sums = new Array<number>(n).fill(0);
  let alive = cands.map((_, i) => i);
  const t0 = o.budgetMs > 0 ? now() : 0;
  for (let k = 0; k < o.worlds && alive.length > 1; k++) {
    if (k > 0 && o.budgetMs > 0 && now() - t0 > o.budgetMs) break;
    const world = k === 0 ? first : determinise(state, seat, rand);
    for (const i of alive) {
      let v = -1e9; // refused (never for a listed action): never chosen
      if (!doAction(world, cands[i], undo)) {
        v = rollout(world, seat, allies, o);
        undoAction(world, undo);
      }
      scores[i * o.worlds + k] = v;
      sums[i] += v;
    }
    if (k + 1 >= o.raceFrom) alive = survivors(scores, sums, alive, k + 1, o);
  }
  let best = alive[0];
  for (const i of alive) if (sums[i] > sums[best]) best = i;
  return best;
}

/** The candidates of `alive` not clearly behind the leader after `k` worlds (the leader first among ties). */
function survivors(
  scores: Float64Array,
  sums: number[],
  alive: number[],
  k: number,
  o: FlatOptions,
): number[] {
  let lead = alive[0];
  for (const i of alive) if (sums[i] > sums[lead]) lead = i;
  const kept = [lead];
  for (const i of alive) {
    if (i === lead) continue;
    let sum = 0;
    let sq = 0;
    for (let j = 0; j < k; j++) {
      const d = scores[lead * o.worlds + j] - scores[i * o.worlds + j];
      sum += d;
      sq += d * d;
    }
    const mean = sum / k;
    const se = Math.sqrt(Math.max(0, sq / k - mean * mean) / k);
    // Identical on every world so far: most likely the same position reached another way, but a choice
    // that matters only now and then (a Shield) looks the same for a while: dropped after 3 × raceFrom.
    const behind = se === 0 ? mean > 0 || k >= 3 * o.raceFrom : mean > o.z * se;
    if (!behind) kept.push(i);
  }
  return kept;
}
