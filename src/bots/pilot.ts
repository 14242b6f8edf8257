// master's own cheap playout policy ("pilot"): a few rules read from the engine's data, so the Titans of
// a playout race roughly the way players do instead of wandering at random. It is master's alone: it
// uses none of greedy's heuristic (no card values, no danger look-ahead, no leader weights) — only where
// a die's path ends (rows climbed) and what it costs on the way (Life lost to traps, lava and pirates).
//
//   - roll when that is the only action (R4.2);
//   - choose the die whose best path climbs most (purple: the best other face, less its Life cost);
//   - perform that path (no trap or strike, purple's cost after the move);
//   - once the die is done, end the turn (sometimes use a random power instead);
//   - anything else (start spaces, decisions, the random share): a uniformly random legal action.
//
// A path is scored by walking it with the engine's walker (walk.ts: wraps R1.4, R1.5, ramps R7.4, ice
// slides R7.6), ignoring the Titans it would push (R5.3): rows climbed, laps included, less the Life it costs
// (a trap R6.3 or lava R7.1 one Life; pirates R7.2 one Life without a card, half a row with one),
// worse at low Life, and a knock-out (R5.7) costs a turn's worth of rows. A win (R2.2) beats everything.
import { legalActions, rowsPerLap } from '../engine';
import { geometry, spaceRow } from '../engine/board';
import { FACE_PATHS, OTHER_FACES, TITAN_COLOUR } from '../engine/data';
import {
  arrival,
  DRAW,
  hasTrap,
  LAVA_HIT,
  newWalk,
  nextArrival,
  PIRATES,
  startWalk,
  TRAP_HIT,
} from '../engine/search';
import type { Action, Dir, Face, GameState } from '../engine/types';
import type { Rand } from './types';

const WIN = 1000;
const KO = -6;

/** The pilot's score of the active Titan moving along `path` from where it stands. */
export function pathScore(s: GameState, path: readonly Dir[], purpleCost: boolean, t = s.active): number {
  const T = s.titans[t];
  const g = geometry(s.course.boards);
  const els = s.course.elements;
  const rows = rowsPerLap(s);
  let life = T.life;
  let hits = 0;
  let extra = 0;
  let hand = T.hand.length;
  // The engine's walker (ramps, ice, wraps, laps); what each arrival costs is the pilot's own estimate.
  const w = startWalk(walk, T.space, T.lap);
  while (nextArrival(w, g, els, path)) {
    if (w.lap > s.laps) return WIN;
    const fx = arrival(els[w.x], hasTrap(s, w.x), false);
    if (fx & TRAP_HIT) hits++;
    if (fx & LAVA_HIT) hits++;
    else if (fx & PIRATES) {
      if (hand > 0) {
        hand--;
        extra -= 0.5;
      } else hits++;
    } else if ((fx & DRAW) !== 0 && hand < s.handSize) {
      hand++;
      extra += 0.5;
    }
  }
  if (purpleCost) hits++;
  life -= hits;
  if (life <= 0) return KO;
  const climbed = spaceRow(w.x) - spaceRow(T.space) + (w.lap - T.lap) * rows;
  return climbed + extra - 0.5 * hits - (hits > 0 && life <= 2 ? 1 : 0);
}
const walk = newWalk();

/** The best plain path of a face for Titan t (the active one by default), and its score. */
function bestPath(
  s: GameState,
  face: Exclude<Face, 'purple'>,
  purpleCost: boolean,
  out: { score: number },
  t = s.active,
) {
  let best: readonly Dir[] = FACE_PATHS[face][0];
  let bestScore = -Infinity;
  for (const p of FACE_PATHS[face]) {
    const v = pathScore(s, p, purpleCost, t);
    if (v > bestScore) {
      bestScore = v;
      best = p;
    }
  }
  out.score = bestScore;
  return best;
}

const scratch = { score: 0 };

/** A die's worth to the active Titan: its best path's score (purple: the best of the other faces). */
export function dieScore(s: GameState, die: Face): number {
  const T = s.titans[s.active];
  // Off the board: every die enters from the bottom row alike; only the own colour's Life counts.
  const own = die === TITAN_COLOUR[T.id] && T.id !== 'chtoolhoo' && T.life < T.maxLife ? 0.5 : 0;
  if (T.space < 0) return own + (die === 'purple' ? 0 : 1);
  if (die !== 'purple') {
    bestPath(s, die, false, scratch);
    return scratch.score + own;
  }
  const cost = T.id !== 'chtoolhoo';
  let best = -Infinity;
  for (const f of OTHER_FACES) {
    bestPath(s, f, cost, scratch);
    if (scratch.score > best) best = scratch.score;
  }
  return best;
}

/** The die move the pilot makes: the best plain path of the Titan's die (purple: of the best face). */
function pilotMove(s: GameState): Action {
  const T = s.titans[s.active];
  const die = T.die!;
  if (die !== 'purple') return { type: 'dieAction', path: bestPath(s, die, false, scratch) as Dir[] };
  const cost = T.id !== 'chtoolhoo';
  let best: Action | null = null;
  let bestScore = -Infinity;
  for (const f of OTHER_FACES) {
    const p = bestPath(s, f, cost, scratch);
    if (scratch.score > bestScore) {
      bestScore = scratch.score;
      best = cost
        ? { type: 'dieAction', face: f, path: p as Dir[], lifeCost: 'after' }
        : { type: 'dieAction', face: f, path: p as Dir[] };
    }
  }
  return best!;
}

export interface PilotOptions {
  /** The chance of a uniformly random legal action instead of the pilot's rule. */
  epsilon: number;
  /** The chance that a Titan whose die is done ends its turn at once (else a random legal action). */
  stop: number;
}

/**
 * The playout's next action in `s`, or null if there is none. Calls legalActions only where the pilot has
 * no rule of its own (decisions, start spaces, the random share).
 */
export function pilotAction(s: GameState, rand: Rand, o: PilotOptions): Action | null {
  if (s.winner >= 0) return null;
  const turn = s.turn;
  if (!s.pending && rand() >= o.epsilon) {
    if (turn.phase === 'start') {
      if (!s.rolled) return { type: 'roll' };
      let best = 0;
      let bestScore = -Infinity;
      for (let i = 0; i < s.pool.length; i++) {
        if (i > 0 && s.pool.indexOf(s.pool[i]) < i) continue;
        const v = dieScore(s, s.pool[i]);
        if (v > bestScore) {
          bestScore = v;
          best = i;
        }
      }
      return { type: 'chooseDie', die: best };
    }
    if (turn.phase === 'main') {
      if (turn.over) return { type: 'endTurn' };
      if (!turn.dieDone) return pilotMove(s);
      if (rand() < o.stop) return { type: 'endTurn' };
    }
  }
  const legal = legalActions(s);
  if (legal.length === 0) return null;
  return legal[Math.floor(rand() * legal.length)];
}
