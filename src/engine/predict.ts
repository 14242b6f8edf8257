// What a plain die move (no trap or strike, purple's Life cost at its default time) does to the moving
// Titan, predicted without applying it: for legalActions' 'after' targets (legal.ts) and the bots'
// one-ply look-ahead (greedy). It folds over the walker (walk.ts: where each step lands, what each arrival
// does) and declines — "needs simulation", null — every move in which something it does not decide
// happens: another Titan met (a push R5.3, a statue's blast reaching one R7.3), a decision (pirates with
// cards R7.2, a Shield question R11.4) or a reshuffle of the deck (R7.7). The caller then applies the
// action (applyInPlace). Internal: not part of the engine contract.
import { geometry } from './board';
import { asksForShield } from './resolve/life';
import { hasTrap, titanAtExcept } from './state';
import type { Dir, GameState, SpaceIdx } from './types';
import type { Geometry } from './board';
import {
  arrival,
  BLAST,
  DRAW,
  LAVA_HIT,
  newWalk,
  nextArrival,
  PIRATES,
  PUSH_HIT,
  startWalk,
  TRAP_HIT,
} from './walk';

/** Where the mover ends and what it has then; the rest of the state is as before the move. */
export interface PlainOutcome {
  space: SpaceIdx;
  lap: number;
  life: number;
  ko: boolean;
  /** Over the line (R2.2): the game is won, nothing else matters. */
  won: boolean;
  /** Cards drawn (R7.7), from the top of the deck, in order, onto the end of the hand. */
  drawn: number;
  /** Traps removed: sprung by the mover (R6.3) or destroyed by a statue's blast (R7.3). */
  gone: SpaceIdx[];
}

/** One outcome and one walk, reused by every call (read the outcome before the next one). */
const out: PlainOutcome = { space: -1, lap: 0, life: 0, ko: false, won: false, drawn: 0, gone: [] };
const walk = newWalk();

/** Where the Titans stand as a followed move pushes them, their laps, and one push line (scratch). */
const pos: SpaceIdx[] = [];
const laps: number[] = [];
const line: number[] = [];

/** The seat of a Titan other than t on space y, as the move has pushed them (pos), or -1. */
function otherAt(n: number, t: number, y: SpaceIdx): number {
  for (let u = 0; u < n; u++) if (u !== t && pos[u] === y) return u;
  return -1;
}

/**
 * The outcome of the active Titan's plain die move along `path`, or null when the move needs a simulation
 * (see above). With `pushes` (legal.ts, which needs only where the mover ends) a push is followed when
 * nothing happens to the Titans pushed but their push damage (R5.5) and nobody is asked about a Shield:
 * the outcome then tells the mover's part only. Each arrival resolves as in the loop: the trap's damage, then the element, the bonus draw,
 * the slide (R7.8); a knock-out spares the Titan further Life losses (R8.3) and drops the rest of its own
 * movement and purple's cost (R5.7) but not the space's blast or bonus draw; purple's cost after the move.
 */
export function predictPlainMove(s: GameState, path: readonly Dir[], pushes = false): PlainOutcome | null {
  const t = s.active;
  const T = s.titans[t];
  const g = geometry(s.course.boards);
  const els = s.course.elements;
  const gone = out.gone;
  if (gone.length > 0) gone.length = 0;
  let shield = T.hand.indexOf('shield') >= 0;
  let asks = asksForShield(s, t, T.hand.length, shield);
  let hand = T.hand.length;
  let drawn = 0;
  let life = T.life;
  let ko = false;
  const n = s.titans.length;
  // pos/laps are filled at the first push followed; until then the Titans stand where the state says.
  let pushed = 0;
  const w = startWalk(walk, T.space, T.lap);
  for (let from = w.x; !ko && nextArrival(w, g, els, path); from = w.x) {
    const x = w.x;
    if (pushed === 0 ? titanAtExcept(s, x, t) >= 0 : otherAt(n, t, x) >= 0) {
      // R5.3: a push. Followed only where the Titans pushed do nothing but take their push damage.
      if (!pushes) return null;
      if (pushed === 0)
        for (let u = 0; u < n; u++) {
          pos[u] = s.titans[u].space;
          laps[u] = s.titans[u].lap;
        }
      pushed = followPush(s, g, t, from, x, w.d, pushed);
      if (pushed < 0) return null;
    }
    const trapped = hasTrap(s, x) && gone.indexOf(x) < 0;
    if (trapped) gone.push(x); // sprung on landing (R6.3)
    if (w.lap > s.laps) return outcome(x, w.lap, life, ko, true, drawn); // R2.2
    const fx = arrival(els[x], trapped, false);
    // The Life losses, in R7.8 order; a knocked-out Titan loses nothing more (R8.3).
    if ((fx & TRAP_HIT) !== 0) {
      if (asks) return null; // a Shield question (R11.4)
      if (--life <= 0) ko = true; // R5.7
    }
    if ((fx & (LAVA_HIT | PIRATES)) !== 0 && !ko) {
      if ((fx & PIRATES) !== 0 && hand > 0) return null; // the pirates' choice (R7.2)
      if (asks) return null;
      if (--life <= 0) ko = true;
    }
    if (ko) life = 0;
    if (fx & BLAST) {
      // R7.3: the blast fires even for a knocked-out Titan; traps round it are destroyed.
      for (let a = 0; a < 6; a++) {
        const y = g.next[a * g.size + x];
        if (pushed === 0 ? titanAtExcept(s, y, t) >= 0 : otherAt(n, t, y) >= 0) return null;
        if (hasTrap(s, y) && gone.indexOf(y) < 0) gone.push(y);
      }
    }
    if ((fx & DRAW) !== 0 && hand < s.handSize) {
      // R7.7, also for a knocked-out Titan. A reshuffle (the deck's last card drawn, or drawing from an
      // empty deck, with cards on the discard pile) is not predicted.
      if (drawn < s.deck.length) {
        if (s.deck[drawn++] === 'shield') shield = true;
        hand++;
        asks = asksForShield(s, t, hand, shield);
        if (drawn === s.deck.length && s.discard.length > 0) return null;
      } else if (s.discard.length > 0) return null;
    }
  }
  if (w.slides > g.size) return null; // a closed line of ice: invalid circuit (R7.6)
  // Purple's Life cost after the move, its default time (R4.1); a payment, never asked about.
  if (!ko && T.die === 'purple' && T.id !== 'chtoolhoo' && --life <= 0) {
    life = 0;
    ko = true;
  }
  return outcome(w.x, w.lap, life, ko, false, drawn);
}

/**
 * The line ahead of the mover entering x from `from` going d is pushed one space each (R5.3, R7.8 v2.1:
 * each arrives before the Titan behind takes its space), read from the walker's `arrival`: declined (-1)
 * if a pushed Titan's new space does anything but push damage, its damage would ask about a Shield
 * (R11.4), it crosses the line (R2.2), or the line is a ring (R1.7). Returns the Titans pushed so far.
 */
function followPush(
  s: GameState,
  g: Geometry,
  t: number,
  from: SpaceIdx,
  x: SpaceIdx,
  d: number,
  pushed: number,
): number {
  const n = s.titans.length;
  let m = 0;
  for (let y = x, u = otherAt(n, t, y); u >= 0; y = g.next[d * g.size + y], u = otherAt(n, t, y)) {
    if (m >= n - 1) return -1;
    line[m++] = u;
  }
  if (g.next[d * g.size + pos[line[m - 1]]] === from) return -1; // a ring turns as one: not predicted
  for (let k = m - 1; k >= 0; k--) {
    const u = line[k];
    const i = d * g.size + pos[u];
    const y = g.next[i];
    const first = ((pushed >> u) & 1) === 0;
    const fx = arrival(s.course.elements[y], hasTrap(s, y), first);
    if ((fx & ~PUSH_HIT) !== 0 || laps[u] + g.lapDelta[i] > s.laps) return -1;
    const U = s.titans[u];
    if (first && !U.ko && asksForShield(s, u, U.hand.length, U.hand.indexOf('shield') >= 0)) return -1;
    pushed |= 1 << u;
    pos[u] = y;
    laps[u] += g.lapDelta[i];
  }
  return pushed;
}

function outcome(space: SpaceIdx, lap: number, life: number, ko: boolean, won: boolean, drawn: number) {
  out.space = space;
  out.lap = lap;
  out.life = life;
  out.ko = ko;
  out.won = won;
  out.drawn = drawn;
  return out;
}

/** What writePredicted changed in a state, to put it back. Reuse one record. */
export interface PredictedMark {
  space: SpaceIdx;
  lap: number;
  life: number;
  ko: boolean;
  hand: GameState['titans'][number]['hand'];
  traps: SpaceIdx[];
  winner: number;
}

export function newPredictedMark(): PredictedMark {
  return { space: -1, lap: 0, life: 0, ko: false, hand: [], traps: [], winner: -1 };
}

/**
 * Write a predicted outcome onto `s` (the caller's private copy) so it can be evaluated as the state the
 * move leads to — the mover's space, lap, Life, knock-out, drawn cards, the traps gone and the winner —
 * then put it back with restorePredicted. For search only: the deck is left as it was.
 */
export function writePredicted(s: GameState, o: PlainOutcome, m: PredictedMark): void {
  const T = s.titans[s.active];
  m.space = T.space;
  m.lap = T.lap;
  m.life = T.life;
  m.ko = T.ko;
  m.hand = T.hand;
  m.traps = s.traps;
  m.winner = s.winner;
  T.space = o.space;
  T.lap = o.lap;
  T.life = o.life;
  T.ko = o.ko;
  if (o.drawn > 0) T.hand = T.hand.concat(s.deck.slice(0, o.drawn));
  if (o.gone.length > 0) s.traps = s.traps.filter((x) => o.gone.indexOf(x) < 0);
  if (o.won) s.winner = s.active;
}

export function restorePredicted(s: GameState, m: PredictedMark): void {
  const T = s.titans[s.active];
  T.space = m.space;
  T.lap = m.lap;
  T.life = m.life;
  T.ko = m.ko;
  T.hand = m.hand;
  s.traps = m.traps;
  s.winner = m.winner;
}
