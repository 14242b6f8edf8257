// The greedy heuristic: how good a state is for one side, in "rows of progress" units.
//
//   score(side) = V(best own/allied Titan) − LEADER · max V(enemy) − FIELD · mean V(enemy)
//   V(titan)    = ROW · progress                      progress = rows climbed, laps included
//               + LIFE[life]  (concave: the last points matter most; knocked out = LIFE_KO)
//               + card value of the hand (own hand by card, others by count: their cards are hidden)
//               − HAZARD · danger of the three spaces before it (trap, lava, pirates)
//               + BONUS_AHEAD if a bonus space is before it and its hand has room
//   a won game is ±WIN.
//
// Harm to leaders comes from the LEADER term: damaging or pushing back the best enemy raises the score
// more than hurting a trailing one. Trap placement pays off through the enemies' HAZARD term.
import { BEFORE, geometry, type Geometry } from '../engine/board';
import { rowsClimbed } from '../engine';
import type { CardId, GameState } from '../engine/types';
import { allySeats, ownSeats } from './view';

export interface Weights {
  row: number;
  /** Value of Life 0..6 (index = Life). */
  life: number[];
  /** A knocked-out Titan: misses a turn, then recovers to full Life. */
  ko: number;
  card: Record<CardId, number>;
  /** An unseen card in another hand. */
  unknownCard: number;
  hazard: number;
  bonusAhead: number;
  leader: number;
  field: number;
  win: number;
}

export const DEFAULT_WEIGHTS: Weights = {
  row: 1,
  life: [0, 1.2, 2.3, 3.2, 3.9, 4.4, 4.7],
  ko: 0.2,
  card: {
    tribalTrap: 0.5,
    swiftnessPotion: 0.9,
    shield: 0.8,
    fireBomb: 0.7,
    thunderbolt: 0.7,
    mimicry: 0.5,
    elixir: 1.0,
    leapfrog: 0.9,
    repel: 0.6,
    quake: 0.5,
  },
  unknownCard: 0.7,
  hazard: 0.35,
  bonusAhead: 0.15,
  leader: 0.6,
  field: 0.3,
  win: 1000,
};

/** Per course: the element danger of the three spaces before each space, and whether a bonus is among them. */
interface CourseAhead {
  danger: Float64Array;
  bonus: Uint8Array;
}
const aheadCache = new WeakMap<object, CourseAhead>();
/** The last course asked for (nearly every call: one game at a time), before the WeakMap. */
let lastCourse: object | null = null;
let lastAhead: CourseAhead | null = null;

function courseAhead(s: GameState, g: Geometry): CourseAhead {
  if (s.course === lastCourse) return lastAhead!;
  let c = aheadCache.get(s.course);
  if (!c) c = aheadFor(s, g);
  lastCourse = s.course;
  lastAhead = c;
  return c;
}

function aheadFor(s: GameState, g: Geometry): CourseAhead {
  const el = s.course.elements;
  const danger = new Float64Array(g.size);
  const bonus = new Uint8Array(g.size);
  for (let x = 0; x < g.size; x++)
    for (let k = 0; k < 3; k++) {
      const e = el[g.next[BEFORE[k] * g.size + x]];
      if (e === 'lava') danger[x] += 1;
      else if (e === 'pirates') danger[x] += 0.6;
      else if (e === 'bonus') bonus[x] = 1;
    }
  const c = { danger, bonus };
  aheadCache.set(s.course, c);
  return c;
}

function danger(s: GameState, g: Geometry, ahead: CourseAhead, space: number): number {
  let d = ahead.danger[space];
  const traps = s.traps;
  if (traps.length > 0)
    for (let k = 0; k < 3; k++) if (traps.indexOf(g.next[BEFORE[k] * g.size + space]) >= 0) d += 1;
  return d;
}

/** V(titan); `handVisible`: the evaluating player sees this hand (else its cards count as unknown). */
export function titanValue(
  s: GameState,
  i: number,
  handVisible: boolean,
  w: Weights = DEFAULT_WEIGHTS,
  g: Geometry = geometry(s.course.boards),
): number {
  return valueWith(s, i, handVisible, w, g, s.titans[i].space >= 0 ? courseAhead(s, g) : null);
}

/** titanValue with the course's table looked up once per evaluation (`ahead`, needed on the board). */
function valueWith(
  s: GameState,
  i: number,
  handVisible: boolean,
  w: Weights,
  g: Geometry,
  ahead: CourseAhead | null,
): number {
  const t = s.titans[i];
  let v = w.row * rowsClimbed(s, i);
  if (t.ko) v += w.ko;
  else v += w.life[t.life < 0 ? 0 : t.life >= w.life.length ? w.life.length - 1 : t.life];
  if (handVisible) for (let k = 0; k < t.hand.length; k++) v += cardWeight(w, t.hand[k]);
  else v += t.hand.length * w.unknownCard;
  if (t.space >= 0 && ahead) {
    v -= w.hazard * danger(s, g, ahead, t.space);
    if (t.hand.length < s.handSize && ahead.bonus[t.space]) v += w.bonusAhead;
  }
  return v;
}

/**
 * w.card[c] (or unknownCard for anything else) through a switch: ten different names make a keyed load
 * megamorphic in V8, a hash lookup per card on every evaluation (callgrind).
 */
function cardWeight(w: Weights, c: CardId): number {
  const k = w.card;
  let v: number | undefined;
  switch (c) {
    case 'tribalTrap':
      v = k.tribalTrap;
      break;
    case 'swiftnessPotion':
      v = k.swiftnessPotion;
      break;
    case 'shield':
      v = k.shield;
      break;
    case 'fireBomb':
      v = k.fireBomb;
      break;
    case 'thunderbolt':
      v = k.thunderbolt;
      break;
    case 'mimicry':
      v = k.mimicry;
      break;
    case 'elixir':
      v = k.elixir;
      break;
    case 'leapfrog':
      v = k.leapfrog;
      break;
    case 'repel':
      v = k.repel;
      break;
    case 'quake':
      v = k.quake;
      break;
    default: {
      // Every card id has its case: a card added to CARD_IDS fails to compile here until it has one.
      const none: never = c;
      void none;
    }
  }
  return v ?? w.unknownCard;
}

/** Bit masks of the seats on the evaluating side (allies) and whose hands it sees (own). */
export interface Side {
  allies: number;
  own: number;
}

/** sideOf's last answer: it depends only on the setup's players and teams (shared by every copy of a game's state). */
let lastPlayers: unknown = null;
let lastTeams: unknown = null;
let lastSeat = -1;
let lastSide: Side = { allies: 0, own: 0 };

export function sideOf(s: GameState, seat: number): Side {
  if (s.players === lastPlayers && s.teams === lastTeams && seat === lastSeat) return lastSide;
  lastSide = sideFor(s, seat);
  lastPlayers = s.players;
  lastTeams = s.teams;
  lastSeat = seat;
  return lastSide;
}

function sideFor(s: GameState, seat: number): Side {
  let allies = 0;
  let own = 0;
  for (const i of allySeats(s, seat)) allies |= 1 << i;
  for (const i of ownSeats(s, seat)) own |= 1 << i;
  return { allies, own };
}

/** The score of state `s` for the side of `seat` (higher is better). */
export function evaluate(
  s: GameState,
  seat: number,
  w: Weights = DEFAULT_WEIGHTS,
  side: Side = sideOf(s, seat),
): number {
  if (s.winner >= 0) return (side.allies >> s.winner) & 1 ? w.win - s.round : -w.win + s.round;
  const g = geometry(s.course.boards);
  let mine = -Infinity;
  let oppMax = -Infinity;
  let oppSum = 0;
  let opps = 0;
  const ahead = courseAhead(s, g);
  for (let i = 0; i < s.titans.length; i++) {
    const v = valueWith(s, i, ((side.own >> i) & 1) === 1, w, g, ahead);
    if ((side.allies >> i) & 1) {
      if (v > mine) mine = v;
    } else {
      if (v > oppMax) oppMax = v;
      oppSum += v;
      opps++;
    }
  }
  if (opps === 0) return mine;
  return mine - w.leader * oppMax - w.field * (oppSum / opps);
}
