// master's turn search — information-set MCTS over the decider's own choices, the others modelled as
// players who attack when it pays.
//
// The tree holds only the searching player's decisions up to the end of its turn (the draft, the die's
// move, powers, the reroll, ending the turn; a pending decision of its own). Every other choice — the
// others' turns, their Shield and pirates decisions, and its own decisions once its turn has ended — is
// played by the greedy policy (greedy.ts), which lays traps, strikes and plays cards against the leader
// when its heuristic says it pays: the opponents this bot meets are such players, and a cheap policy of
// its own that never attacks misjudged exactly those positions (docs/lab.md, "Why master loses").
// Each iteration:
//   1. determinise (view.ts): hidden hands, deck order and future dice resampled;
//   2. descend: at a node of its own, UCB1 among the children legal in this world, with progressive
//      widening in the node's candidate order — greedy's one-ply score of each move (the die by its
//      pilot score), computed once, on the first world that reaches the node;
//   3. play on with greedy until the decider's next turn starts (from a decision outside its own turn:
//      until its next turn starts too), in place on the iteration's private copy;
//   4. score there — greedy's heuristic (in rows) through a logistic, or the learned evaluation's win
//      chance of its side — and back the reward up the path.
// The decision is the most visited root child legal in the real position. Deterministic for a given
// state, seed and iteration budget.
import { deciderSeat, legalActions } from '../engine';
import {
  applyInPlace,
  applyMove,
  legalMoves,
  M_CHOOSE,
  M_DISCARD,
  M_END,
  M_REROLL,
  moveAction,
  mulberry,
} from '../engine/search';
import type { Action, GameState } from '../engine/types';
import { greedyOn, makeCtx, rerollValue, scoreAction } from './greedy';
import { DEFAULT_WEIGHTS, evaluate, sideOf } from './heuristic';
import { dieScore } from './pilot';
import type { Rand } from './types';
import { allySeats, determinise } from './view';
import { winChances } from './eval/model';

export interface TurnSearchOptions {
  iterations: number;
  /** Wall-clock budget per decision in ms (0 = use iterations). */
  timeMs: number;
  exploration: number;
  /** Progressive widening: a node visited n times has at most ceil(widening · √(n + 1)) children. */
  widening: number;
  /** What scores the position where an iteration stops. */
  leaf: 'heuristic' | 'learned';
  /** The heuristic's scale in rows: reward = 1 / (1 + e^(−score / scale)). */
  scale: number;
  /**
   * Sampled worlds, reused in turn (common random numbers: the children are compared on the same hidden
   * cards and dice); 0 = a fresh world every iteration.
   */
  worlds: number;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
const MAX_ACTIONS = 400;

interface TNode {
  key: number;
  visits: number;
  avail: number;
  sum: number;
  children: TNode[];
  /** Candidate keys, best first (null until the node is first reached). */
  order: number[] | null;
}

const newNode = (key: number): TNode => ({ key, visits: 0, avail: 1, sum: 0, children: [], order: null });

/** The tree's key of a move code: a die by its face (its index differs between rolls), the rest as is. */
type KeyOf = (s: GameState, code: number) => number;

const moves: number[] = [];
const keys: number[] = [];

/** The node's candidate keys, best first: greedy's one-ply score (a die: the pilot's score of its best path). */
function candidateOrder(s: GameState, seat: number, count: number): number[] {
  const c = makeCtx(s, seat);
  const scored: { key: number; score: number }[] = [];
  for (let m = 0; m < count; m++) {
    const code = moves[m];
    const type = code & 15;
    if (type === M_DISCARD) continue; // it only empties a slot of the hand
    const key = keys[m];
    if (scored.some((x) => x.key === key)) continue; // two dice of one face are one edge
    let score: number;
    if (type === M_CHOOSE) score = dieScore(s, s.pool[code >>> 4]);
    else if (type === M_REROLL) score = rerollValue(s, c);
    else score = scoreAction(s, moveAction(s, code), c).score;
    scored.push({ key, score });
  }
  scored.sort((x, y) => y.score - x.score);
  return scored.map((x) => x.key);
}

function reward(
  s: GameState,
  seat: number,
  o: TurnSearchOptions,
  chance: Float64Array,
  allies: number[],
): number {
  if (o.leaf === 'learned') {
    if (s.winner >= 0) return allies.includes(s.winner) ? 1 : 0;
    winChances(s, chance);
    let r = 0;
    for (const j of allies) r += chance[j];
    return r;
  }
  const v = evaluate(s, seat, DEFAULT_WEIGHTS, sideOf(s, seat));
  return 1 / (1 + Math.exp(-v / o.scale));
}

/** Search from `state` for the player of `seat`; the root's children with their visits. */
export function turnSearch(
  state: GameState,
  seat: number,
  rand: Rand,
  o: TurnSearchOptions,
  keyOf: KeyOf,
): TNode {
  const root = newNode(0);
  const t0 = o.timeMs > 0 ? now() : 0;
  const limit = o.timeMs > 0 ? Infinity : Math.max(1, o.iterations);
  const path: TNode[] = [];
  const chance = new Float64Array(6);
  const allies = allySeats(state, seat);
  const ownTurn = state.active === seat && state.turn.phase !== 'start';
  const fromOwnTurn = state.active === seat;
  const worldSeeds: number[] = [];
  for (let k = 0; k < o.worlds; k++) worldSeeds.push(Math.floor(rand() * 4294967296) >>> 0);
  for (let it = 0; it < limit; it++) {
    if (o.timeMs > 0 && it > 0 && now() - t0 >= o.timeMs) break;
    const s = determinise(state, seat, o.worlds > 0 ? mulberry(worldSeeds[it % o.worlds]) : rand);
    path.length = 0;
    path.push(root);
    let node = root;
    let inTree = true;
    // Still inside its own turn (or about to draft): finish it, then play until its next turn starts.
    let turnEnded = !(ownTurn || (fromOwnTurn && state.turn.phase === 'start'));
    let broken = false;
    for (let n = 0; n < MAX_ACTIONS && s.winner < 0; n++) {
      if (turnEnded && s.active === seat && s.turn.phase === 'start' && !s.pending) break;
      const who = deciderSeat(s);
      if (inTree && who === seat) {
        const count = legalMoves(s, moves);
        if (count === 0) break;
        let code = -1;
        if (count === 1) code = moves[0];
        else {
          for (let m = 0; m < count; m++) keys[m] = keyOf(s, moves[m]);
          if (!node.order) node.order = candidateOrder(s, seat, count);
          const grow = node.children.length < Math.ceil(o.widening * Math.sqrt(node.visits + 1));
          let best: TNode | null = null;
          let bestU = -Infinity;
          let bestCode = -1;
          let compatible = 0;
          for (const c of node.children) {
            const m = keys.indexOf(c.key);
            if (m < 0 || m >= count) continue;
            compatible++;
            c.avail++;
            const u = c.sum / c.visits + o.exploration * Math.sqrt(Math.log(c.avail) / c.visits);
            if (u > bestU) {
              bestU = u;
              best = c;
              bestCode = moves[m];
            }
          }
          if (grow || compatible === 0) {
            // The next candidate not yet a child and legal in this world.
            for (const k of node.order) {
              if (node.children.some((c) => c.key === k)) continue;
              const m = keys.indexOf(k);
              if (m < 0 || m >= count) continue;
              best = newNode(k);
              node.children.push(best);
              bestCode = moves[m];
              break;
            }
          }
          if (!best) {
            inTree = false; // nothing the node knows is legal here (a card drawn in this world only)
            continue;
          }
          path.push(best);
          node = best;
          code = bestCode;
        }
        const type = code & 15;
        if (applyMove(s, code)) {
          broken = true;
          break;
        }
        if (type === M_END) {
          turnEnded = true;
          inTree = false;
        } else if (type === M_REROLL || turnEnded) inTree = false; // a new face, or its one decision off-turn
        continue;
      }
      const a: Action = greedyOn(s, who);
      if (a.type === 'endTurn' && s.active === seat) turnEnded = true;
      if (applyInPlace(s, a)) {
        broken = true;
        break;
      }
    }
    if (broken) continue;
    const r = reward(s, seat, o, chance, allies);
    for (const nd of path) {
      nd.visits++;
      nd.sum += r;
    }
  }
  return root;
}

/** The most visited root child legal in `state` (null if none). */
export function turnSearchChoose(
  state: GameState,
  seat: number,
  rand: Rand,
  o: TurnSearchOptions,
  keyOf: KeyOf,
): Action | null {
  const root = turnSearch(state, seat, rand, o, keyOf);
  const count = legalMoves(state, moves);
  let best = -1;
  let bestVisits = -1;
  for (const c of root.children) {
    for (let m = 0; m < count; m++)
      if (keyOf(state, moves[m]) === c.key) {
        if (c.visits > bestVisits) {
          bestVisits = c.visits;
          best = moves[m];
        }
        break;
      }
  }
  return best >= 0 ? moveAction(state, best) : (legalActions(state)[0] ?? null);
}
