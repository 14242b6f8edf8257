// R5 movement in the resolution loop: steps, push lines, swaps — and `arrive`, the one place that does
// what entering a space does (R7.8). Every way of arriving (step, push, slide, jump, swap, entering the
// board, ability, card) goes through `enterSpace` and `arrive`; where a step lands and which effects an
// arrival has are the walker's (walk.ts `land`, `arrival`).
import { DIR_NAMES, OPPOSITE } from '../board';
import { hasTrap, name, own, plus, removeTrap, titanAtExcept, type Ctx } from '../state';
import type { MoveCause } from '../types';
import {
  arrival,
  land,
  type Landing,
  BLAST,
  DRAW,
  LAVA_HIT,
  PIRATES,
  PUSH_HIT,
  SLIDE,
  TRAP_HIT,
} from '../walk';
import type { Op } from './ops';

/** Seats of the line of Titans being pushed (scratch, reused: enterSpace never re-enters itself). */
const line: number[] = [];
/** Scratch records: the step being entered, and the arrivals of a swap or a ring that land together. */
const landing: Landing = { to: -1, lap: 0, jump: false };
const stepEntry = entry(-1, -1, 0, 0, 'step', -1, false);
const together: Take[] = [];

type Take = Extract<Op, { k: 'take' }>;

/**
 * An entry record (who enters which space, how), always made here so that every entry has one shape —
 * the 'take' op's — and the hot path reads them monomorphically. `into` reuses a scratch record.
 */
export function entry(
  titan: number,
  to: number,
  lap: number,
  dir: number,
  cause: MoveCause,
  by: number,
  own: boolean,
  into?: Take,
): Take {
  if (!into) return { k: 'take', titan, to, lap, dir, cause, by, own };
  into.titan = titan;
  into.to = to;
  into.lap = lap;
  into.dir = dir;
  into.cause = cause;
  into.by = by;
  into.own = own;
  return into;
}

/** One step of a Titan (R5.2): where it lands (walk.ts: ramp jumps R7.4 on its own steps), then entering. */
export function step(c: Ctx, op: Extract<Op, { k: 'step' }>): void {
  const s = c.s;
  const t = op.titan;
  // R1.7: each step of a Titan's own movement, and each move by an ability or card, starts a chain
  // reaction; a pushed Titan's slide belongs to the chain that pushed it.
  if (op.kind !== 'slide' || op.own) s.turn.chain = 0;
  const l = land(c.g, s.course.elements, s.titans[t].space, op.dir, op.kind === 'own', landing);
  const cause = l.jump ? 'jump' : op.kind === 'own' ? 'step' : op.kind === 'slide' ? 'slide' : 'moved';
  enterSpace(c, entry(t, l.to, l.lap, op.dir, cause, op.by, op.own, stepEntry));
}

/**
 * A Titan enters a space (R5.3, R7.8 v2.1, R1.7 ruling): the line of Titans standing ahead is pushed one
 * space each, the front Titan first; each pushed Titan's own arrival (push damage, trap, element, bonus,
 * slide) resolves completely before the Titan behind it takes the space it left, so a pusher stands where
 * its push began while the Titan it pushed arrives. A line that runs into a Titan already moving in this
 * chain cannot move: nothing happens and false is returned (a slide then simply stops). A full ring turns
 * as one (its front needs the mover's own space). `e` may be a scratch record: it is copied if kept.
 */
export function enterSpace(c: Ctx, e: Take): boolean {
  const s = c.s;
  const g = c.g;
  const t = e.titan;
  const d = e.dir;
  let n = 0;
  for (let x = e.to; ; x = g.next[d * g.size + x]) {
    const u = titanAtExcept(s, x, t);
    if (u < 0) {
      // A 'take' is waiting only while Titans other than t move in this chain.
      if ((s.turn.chain & ~(1 << t)) !== 0 && reserved(s.stack, x)) return false;
      break;
    }
    if ((s.turn.chain & (1 << u)) !== 0 || n >= s.titans.length) return false;
    line[n++] = u;
  }
  s.turn.chain |= 1 << t;
  if (n === 0) {
    arriveOne(c, e);
    return true;
  }
  for (let i = 0; i < n; i++) s.turn.chain |= 1 << line[i];
  const front = s.titans[line[n - 1]].space;
  if (g.next[d * g.size + front] === s.titans[t].space) {
    ringTurns(c, e, n);
    return true;
  }
  // Queued last first: the mover takes its space last, each pushed Titan after the one in front of it.
  s.stack.push(entry(t, e.to, e.lap, d, e.cause, e.by, e.own));
  for (let i = 0; i < n; i++) {
    const u = line[i];
    const k = d * g.size + s.titans[u].space;
    const pushed = entry(u, g.next[k], g.lapDelta[k], d, 'push', i > 0 ? line[i - 1] : t, false);
    if (i < n - 1) s.stack.push(pushed);
    else arriveOne(c, pushed); // the front Titan moves now; its arrival is queued above the others' takes
  }
  return true;
}

/**
 * Is space x waiting for a Titan of this chain (a 'take' on the stack)? A pushed or sliding Titan stops
 * rather than enter it, as it stops rather than push a Titan of the chain (R1.7, rulings.md 19, 23).
 */
function reserved(stack: readonly Op[], x: number): boolean {
  for (let i = stack.length - 1; i >= 0; i--) {
    const op = stack[i];
    if (op.k === 'take' && op.to === x) return true;
  }
  return false;
}

/**
 * `e.titan` takes `e.to`, then arrives. The space is free unless something came round onto it while the
 * Titans ahead arrived: the Titan then stays where it is (R1.7: one Titan per space, rulings.md 24).
 */
export function take(c: Ctx, e: Take): void {
  if (titanAtExcept(c.s, e.to, e.titan) < 0) arriveOne(c, e);
}

/** Place one Titan on its free space and let it arrive: `arrive` for one (the hot path: no loops). */
function arriveOne(c: Ctx, e: Take): void {
  const t = e.titan;
  place(c, t, e.to, e.lap, e.dir, e.cause, e.by);
  const trapped = springTrap(c, t);
  if (!finished(c, t)) queueArrival(c, e, trapped);
}

/** R1.7 ruling 1: a full ring of Titans turns as one; their new spaces act front Titan first, the mover's last. */
function ringTurns(c: Ctx, e: Take, n: number): void {
  const s = c.s;
  const g = c.g;
  const d = e.dir;
  for (let i = n - 1; i >= 0; i--) {
    const u = line[i];
    const from = s.titans[u].space;
    const k = d * g.size + from;
    const by = i > 0 ? line[i - 1] : e.titan;
    place(c, u, g.next[k], g.lapDelta[k], d, 'push', by);
    together[n - 1 - i] = entry(u, g.next[k], 0, d, 'push', by, false);
  }
  place(c, e.titan, e.to, e.lap, d, e.cause, e.by);
  together[n] = entry(e.titan, e.to, e.lap, d, e.cause, e.by, e.own);
  arrive(c, together, n + 1);
}

/** Put titan t on `to` and report it (R1.5 lap change). `arrive` follows. */
function place(c: Ctx, t: number, to: number, lap: number, d: number, cause: MoveCause, by: number): void {
  const s = c.s;
  const T = own(c, t);
  const from = T.space;
  T.space = to;
  // R7.5: any move of the active Titan ends its chance to reroll on the pentacle.
  if (t === s.active) s.turn.rerollAt = -1;
  if (c.log) logMove(c, t, from, to, d, cause, by);
  if (lap !== 0) {
    T.lap += lap;
    if (c.log) c.ev.push({ type: 'lap', titan: T.id, lap: T.lap });
  }
}

/** place's event (public path only; out of line so that place stays small enough to inline). */
function logMove(c: Ctx, t: number, from: number, to: number, d: number, cause: MoveCause, by: number): void {
  const T = c.s.titans[t];
  // Two literals rather than a spread of an optional `by` (public path: one event per move).
  const f = from >= 0 ? name(c, from) : null;
  c.ev.push(
    by >= 0 && by !== t
      ? {
          type: 'moved',
          titan: T.id,
          from: f,
          to: name(c, to),
          dir: DIR_NAMES[d],
          cause,
          by: c.s.titans[by].id,
        }
      : { type: 'moved', titan: T.id, from: f, to: name(c, to), dir: DIR_NAMES[d], cause },
  );
}

/**
 * What entering a space does (R7.8), for the Titans that have just been placed on their new spaces —
 * one, or the two of a swap / the whole of a ring landing together, first listed resolving first:
 * each trap springs as its Titan lands (R6.3: the token goes at once, so no state shows a Titan on a
 * trap); a Titan over the line wins at once (R2.2); then each one's effects (walk.ts `arrival`) are
 * queued, its Life loss waiting for its turn in R7.8 order.
 */
function arrive(c: Ctx, es: readonly Take[], n: number): void {
  let trapped = 0;
  for (let i = 0; i < n; i++) if (springTrap(c, es[i].titan)) trapped |= 1 << i;
  for (let i = 0; i < n; i++) if (finished(c, es[i].titan)) return;
  // Queued in reverse, so the first listed resolves first.
  for (let i = n - 1; i >= 0; i--) queueArrival(c, es[i], (trapped & (1 << i)) !== 0);
}

/** Queue what entering its space does to e's Titan (walk.ts arrival bits), its first push noted (R5.5). */
function queueArrival(c: Ctx, e: Take, trapped: boolean): void {
  const s = c.s;
  const t = e.titan;
  const first = e.cause === 'push' && (s.turn.pushed & (1 << t)) === 0;
  if (first) s.turn.pushed |= 1 << t;
  const x = s.titans[t].space;
  queueEffects(c, e, arrival(s.course.elements[x], trapped, first));
}

/** The arrival's effects as ops, pushed last first so they resolve in R7.8 order; each can stop for a decision. */
function queueEffects(c: Ctx, e: Take, fx: number): void {
  const st = c.s.stack;
  const t = e.titan;
  const space = c.s.titans[t].space;
  if (fx & SLIDE) st.push({ k: 'ice', titan: t, space, dir: e.dir, own: e.own, by: e.by });
  if (fx & DRAW) st.push({ k: 'bonus', titan: t, space });
  if (fx & (LAVA_HIT | PIRATES | BLAST)) st.push({ k: 'element', titan: t, space });
  if (fx & TRAP_HIT) st.push({ k: 'damage', titan: t, cause: 'trap', by: -1, asked: false, drain: -1 });
  if (fx & PUSH_HIT) st.push({ k: 'damage', titan: t, cause: 'push', by: e.by, asked: false, drain: -1 });
}

/** R2.2: leaving the top on the last lap wins at once, whatever is still to resolve. */
function finished(c: Ctx, t: number): boolean {
  return c.s.titans[t].lap > c.s.laps && win(c, t);
}

/** Titan t has won (R2.2): the race and whatever was still to resolve are over. */
function win(c: Ctx, t: number): true {
  const s = c.s;
  s.winner = t;
  s.stack = [];
  s.pending = null;
  if (s.inPlay) {
    // R7.7: the race is over, and with it the effect of the card in play.
    s.discard = plus(s.discard, s.inPlay);
    s.inPlay = null;
  }
  const team = s.teams?.find((m) => m.includes(t)) ?? null;
  if (c.log)
    c.ev.push({
      type: 'won',
      titan: s.titans[t].id,
      team: team ? team.map((i) => s.titans[i].id).sort() : null,
    });
  return true;
}

/** R6.3: a Titan landing on a trap springs it: the token returns to the supply at once. */
function springTrap(c: Ctx, t: number): boolean {
  const s = c.s;
  const space = s.titans[t].space;
  if (!hasTrap(s, space)) return false;
  removeTrap(s, space);
  if (c.log) c.ev.push({ type: 'trapSprung', space: name(c, space), titan: s.titans[t].id });
  return true;
}

/**
 * R10 Craken: both land by one step towards the other's old space at once; neither is pushed; both
 * arrive together, Craken's effects first. Craken's arrival is his own movement (R5.7), the other's not.
 */
export function swap(c: Ctx, t: number, u: number, d: number): void {
  const s = c.s;
  const g = c.g;
  const a = s.titans[t].space;
  const b = s.titans[u].space;
  const back = OPPOSITE[d];
  s.turn.chain = (1 << t) | (1 << u);
  const lapT = g.lapDelta[d * g.size + a];
  const lapU = g.lapDelta[back * g.size + b];
  place(c, t, b, lapT, d, 'swap', t);
  place(c, u, a, lapU, back, 'swap', t);
  together[0] = entry(t, b, lapT, d, 'swap', t, true);
  together[1] = entry(u, a, lapU, back, 'swap', t, false);
  arrive(c, together, 2);
}
