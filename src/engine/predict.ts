// What a plain die move (no trap or strike, purple's Life cost at its default time) does, predicted
// without applying it: for legalActions' 'after' targets (after.ts) and the bots' one-ply look-ahead
// (greedy). It folds over the walker (walk.ts: where each step lands, what each arrival does) and follows
// the Titans it meets: pushed lines (R5.3, each pushed Titan arriving before its pusher, R7.8) with their
// push damage (R5.5), traps, lava, pirates and bonus draws, and a statue's blast on its neighbours (R7.3).
// It declines — "needs simulation", null — every move in which something it does not decide happens: a
// decision (pirates with cards R7.2, a Shield question R11.4), a pushed Titan's slide, blast or finish, a
// ring of Titans (R1.7), or a draw from a reshuffled deck (R7.7). The caller then applies the action
// (applyInPlace). Internal: not part of the engine contract.
import { geometry } from './board';
import { asksForShield, holdsShield } from './resolve/life';
import { hasTrap, titanAtExcept } from './state';
import type { CardId, Dir, GameState, SpaceIdx } from './types';
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
  SLIDE,
  startWalk,
  TRAP_HIT,
} from './walk';

/** Where the mover ends and what it has then, and what the move did to the others; the rest is unchanged. */
export interface PlainOutcome {
  space: SpaceIdx;
  lap: number;
  life: number;
  ko: boolean;
  /** Over the line (R2.2): the game is won, nothing else matters. */
  won: boolean;
  /** Cards taken from the top of the deck (R7.7), in order; the k-th went to seat `drawers[k]`. */
  drawn: number;
  drawers: number[];
  /**
   * Traps removed: sprung by a Titan landing (R6.3) or destroyed by a statue's blast (R7.3) — the first
   * `goneCount` entries (a count rather than the array's length: no truncation per prediction).
   */
  gone: SpaceIdx[];
  goneCount: number;
  /** The other Titans the move changed (pushed, hurt), one bit per seat; their state by seat below. */
  others: number;
  spaces: SpaceIdx[];
  laps: number[];
  lives: number[];
  kos: boolean[];
}

// The other Titans as the move changes them, by seat (scratch, copied from the state at the first Titan
// met): space, lap, Life, knock-out, hand size, and Shields held (bits).
const pos: SpaceIdx[] = [];
const lapOf: number[] = [];
const lives: number[] = [];
const kos: boolean[] = [];
const hands: number[] = [];
let shields = 0;
let copied = false;
/** Titans pushed so far in this movement (R5.5: push damage the first time only). */
let pushedOnce = 0;
/** Cards taken from the deck so far. */
let top = 0;
/** One push line (scratch). */
const line: number[] = [];

/** One outcome and one walk, reused by every call (read the outcome before the next one). */
const out: PlainOutcome = {
  space: -1,
  lap: 0,
  life: 0,
  ko: false,
  won: false,
  drawn: 0,
  drawers: [],
  gone: [],
  goneCount: 0,
  others: 0,
  spaces: pos,
  laps: lapOf,
  lives,
  kos,
};
const walk = newWalk();

/** The outcome `o` removes the trap on x (sprung or destroyed). */
export function wasGone(o: PlainOutcome, x: SpaceIdx): boolean {
  for (let k = 0; k < o.goneCount; k++) if (o.gone[k] === x) return true;
  return false;
}

/** A trap is on x and the move has not removed it yet. */
function trapLeft(s: GameState, x: SpaceIdx): boolean {
  return hasTrap(s, x) && !wasGone(out, x);
}

function copyTitans(s: GameState): void {
  for (let u = 0; u < s.titans.length; u++) {
    const U = s.titans[u];
    pos[u] = U.space;
    lapOf[u] = U.lap;
    lives[u] = U.life;
    kos[u] = U.ko;
    hands[u] = U.hand.length;
    if (holdsShield(U.hand)) shields |= 1 << u;
  }
  copied = true;
}

/** The seat of a Titan other than t on space y as the move has left them, or -1. */
function otherAt(s: GameState, t: number, y: SpaceIdx): number {
  if (!copied) return titanAtExcept(s, y, t);
  for (let u = 0; u < s.titans.length; u++) if (u !== t && pos[u] === y) return u;
  return -1;
}

/** R7.7: seat u draws the deck's next card; '' when nothing can be drawn, null when the card is not foreseen (drawn from a reshuffled deck). */
function drawNext(s: GameState, u: number): CardId | '' | null {
  if (top < s.deck.length) {
    out.drawers[top] = u;
    return s.deck[top++];
  }
  // The deck is out: the discard pile (if any) was shuffled into a new deck when its last card went.
  return s.discard.length > 0 ? null : '';
}

/** Another Titan u loses 1 Life to damage (R8.3: not when knocked out); false if its player would be asked about a Shield (R11.4). */
function hurt(s: GameState, u: number): boolean {
  if (kos[u]) return true;
  if (asksForShield(s, u, hands[u], ((shields >> u) & 1) === 1)) return false;
  if (--lives[u] <= 0) {
    lives[u] = 0;
    kos[u] = true;
  }
  out.others |= 1 << u;
  return true;
}

/**
 * The outcome of the active Titan's plain die move along `path`, or null when the move needs a simulation
 * (see above). Each arrival resolves as in the loop: a push line first (each pushed Titan's arrival in
 * full, the front one first), then the mover's trap, element, bonus draw and slide (R7.8); a knock-out
 * spares the Titan further Life losses (R8.3) and drops the rest of its own movement and purple's cost
 * (R5.7) but not the space's blast or bonus draw; purple's cost comes after the move.
 */
export function predictPlainMove(s: GameState, path: readonly Dir[]): PlainOutcome | null {
  const t = s.active;
  const T = s.titans[t];
  const g = geometry(s.course.boards);
  const els = s.course.elements;
  out.goneCount = 0;
  copied = false;
  shields = 0;
  pushedOnce = 0;
  top = 0;
  out.others = 0;
  // Whether a Life loss of the mover would be asked about (R11.4) is worked out only when one happens:
  // most moves lose none. `drewShield`: a Shield drawn on the way.
  let drewShield = false;
  let hand = T.hand.length;
  let life = T.life;
  let ko = false;
  const w = startWalk(walk, T.space, T.lap);
  for (let from = w.x; !ko && nextArrival(w, g, els, path); from = w.x) {
    const x = w.x;
    if (otherAt(s, t, x) >= 0) {
      if (!copied) copyTitans(s);
      if (!followPush(s, g, t, from, x, w.d)) return null; // R5.3
    }
    const trapped = trapLeft(s, x);
    if (trapped) out.gone[out.goneCount++] = x; // sprung on landing (R6.3)
    if (w.lap > s.laps) return outcome(x, w.lap, life, ko, true); // R2.2
    const fx = arrival(els[x], trapped, false);
    // The Life losses, in R7.8 order; a knocked-out Titan loses nothing more (R8.3).
    if ((fx & TRAP_HIT) !== 0) {
      if (moverAsks(s, t, hand, drewShield)) return null; // a Shield question (R11.4)
      if (--life <= 0) ko = true; // R5.7
    }
    if ((fx & (LAVA_HIT | PIRATES)) !== 0 && !ko) {
      if ((fx & PIRATES) !== 0 && hand > 0) return null; // the pirates' choice (R7.2)
      if (moverAsks(s, t, hand, drewShield)) return null;
      if (--life <= 0) ko = true;
    }
    if (ko) life = 0;
    // R7.3: the blast fires even for a knocked-out Titan: traps round it are destroyed, Titans hurt.
    if ((fx & BLAST) !== 0 && !blast(s, g, t, x)) return null;
    if ((fx & DRAW) !== 0 && hand < s.handSize) {
      // R7.7, also for a knocked-out Titan.
      const card = drawNext(s, t);
      if (card === null) return null;
      if (card !== '') {
        hand++;
        if (card === 'shield') drewShield = true;
      }
    }
  }
  if (w.slides > g.size) return null; // a closed line of ice: invalid circuit (R7.6)
  // Purple's Life cost after the move, its default time (R4.1); a payment, never asked about.
  if (!ko && T.die === 'purple' && T.id !== 'chtoolhoo' && --life <= 0) {
    life = 0;
    ko = true;
  }
  return outcome(w.x, w.lap, life, ko, false);
}

/** Would the mover t's player be asked about a Shield (R11.4), holding `hand` cards after the draws so far? */
function moverAsks(s: GameState, t: number, hand: number, drewShield: boolean): boolean {
  return asksForShield(s, t, hand, drewShield || holdsShield(s.titans[t].hand));
}

/** R7.3: a statue entered by the mover t on x blasts the six spaces round it (traps destroyed, Titans hurt in order). */
function blast(s: GameState, g: Geometry, t: number, x: SpaceIdx): boolean {
  for (let a = 0; a < 6; a++) {
    const y = g.next[a * g.size + x];
    if (trapLeft(s, y)) out.gone[out.goneCount++] = y;
    const u = otherAt(s, t, y);
    if (u < 0) continue;
    if (!copied) copyTitans(s);
    if (!hurt(s, u)) return false;
  }
  return true;
}

/**
 * The line ahead of the mover entering x from `from` going d is pushed one space each (R5.3); each pushed
 * Titan arrives in full — push damage (R5.5), trap, lava or pirates, bonus draw (R7.8) — before the Titan
 * behind takes its space, the front one first. False (declined) when a pushed Titan's space would blast or
 * slide, it crosses the line (R2.2), its player has a choice to make (pirates with cards, a Shield), or the
 * line is a ring (R1.7).
 */
function followPush(s: GameState, g: Geometry, t: number, from: SpaceIdx, x: SpaceIdx, d: number): boolean {
  const n = s.titans.length;
  let m = 0;
  for (let y = x, u = otherAt(s, t, y); u >= 0; y = g.next[d * g.size + y], u = otherAt(s, t, y)) {
    if (m >= n - 1) return false;
    line[m++] = u;
  }
  if (g.next[d * g.size + pos[line[m - 1]]] === from) return false; // a ring turns as one: not predicted
  for (let k = m - 1; k >= 0; k--) {
    const u = line[k];
    const i = d * g.size + pos[u];
    const y = g.next[i];
    const first = ((pushedOnce >> u) & 1) === 0;
    pushedOnce |= 1 << u;
    out.others |= 1 << u;
    pos[u] = y;
    lapOf[u] += g.lapDelta[i];
    if (lapOf[u] > s.laps) return false; // a pushed Titan finishing (R2.2): not predicted
    const trapped = trapLeft(s, y);
    if (trapped) out.gone[out.goneCount++] = y;
    const fx = arrival(s.course.elements[y], trapped, first);
    if ((fx & (BLAST | SLIDE)) !== 0) return false;
    if ((fx & PUSH_HIT) !== 0 && !hurt(s, u)) return false;
    if ((fx & TRAP_HIT) !== 0 && !hurt(s, u)) return false;
    if ((fx & PIRATES) !== 0 && !kos[u] && hands[u] > 0) return false; // its player's choice (R7.2)
    if ((fx & (LAVA_HIT | PIRATES)) !== 0 && !hurt(s, u)) return false;
    if ((fx & DRAW) !== 0 && hands[u] < s.handSize) {
      const card = drawNext(s, u);
      if (card === null) return false;
      if (card !== '') {
        hands[u]++;
        if (card === 'shield') shields |= 1 << u;
      }
    }
  }
  return true;
}

function outcome(space: SpaceIdx, lap: number, life: number, ko: boolean, won: boolean): PlainOutcome {
  out.space = space;
  out.lap = lap;
  out.life = life;
  out.ko = ko;
  out.won = won;
  out.drawn = top;
  return out;
}
