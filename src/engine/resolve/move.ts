// R5 movement: steps, ramp jumps, push lines, swaps — and `enterSpace`/`arrive`, the one place that
// decides what entering a space does (R7.8). Every way of arriving (step, push, slide, jump, swap,
// entering the board, ability, card) goes through them.
import { DIR_NAMES, OPPOSITE } from '../board';
import { hasTrap, name, removeTrap, titanAtExcept, type Ctx } from '../state';
import type { MoveCause, SpaceIdx } from '../types';
import type { Op } from './ops';

const JUMP_SUPER = 3; // a super-ramp jumps over 2 spaces (R7.4)
const JUMP_MULTI = 2; // a multi-ramp jumps over 1

/** Seats of the line of Titans being pushed (scratch, reused: enterSpace never re-enters itself). */
const line: number[] = [];

/** One step of a Titan (R5.2): a jump from a ramp on its own step (R7.4), then entering the space. */
export function step(c: Ctx, op: Extract<Op, { k: 'step' }>): void {
  const s = c.s;
  const g = c.g;
  const t = op.titan;
  const d = op.dir;
  // R1.7: each step of a Titan's own movement, and each move by an ability or card, starts a chain
  // reaction; a pushed Titan's slide belongs to the chain that pushed it.
  if (op.kind !== 'slide' || op.own) s.turn.chain = 0;
  const from = s.titans[t].space;
  let to = g.next[d * g.size + from];
  let lap = g.lapDelta[d * g.size + from];
  let cause: MoveCause = op.kind === 'own' ? 'step' : op.kind === 'slide' ? 'slide' : 'moved';
  if (op.kind === 'own') {
    const n = rampJump(s.course.elements[from], d);
    if (n > 0) {
      to = from;
      lap = 0;
      for (let i = 0; i < n; i++) {
        lap += g.lapDelta[d * g.size + to];
        to = g.next[d * g.size + to];
      }
      cause = 'jump';
    }
  }
  enterSpace(c, t, to, lap, d, cause, op.by, op.own);
}

/** How many spaces a step from this element in direction d lands away (0 = not a jump). */
export function rampJump(el: string, d: number): number {
  if (el === 'multiRamp') return d <= 2 ? JUMP_MULTI : 0;
  if (el === 'superRampL') return d === 1 ? JUMP_SUPER : 0;
  if (el === 'superRampR') return d === 2 ? JUMP_SUPER : 0;
  return 0;
}

/**
 * Titan t enters `to`, reached going in direction d (R5.3, R1.7 ruling): the line of Titans standing
 * ahead moves at once, one space each, so no two ever share a space; then their new spaces act on
 * them front Titan first, the mover's last. A line that runs into a Titan already moved in this chain
 * cannot move: nothing happens and false is returned (a slide then simply stops). A full ring turns
 * as one: the mover's own space is free for the last Titan of the line.
 */
export function enterSpace(
  c: Ctx,
  t: number,
  to: SpaceIdx,
  lap: number,
  d: number,
  cause: MoveCause,
  by: number,
  own: boolean,
): boolean {
  const s = c.s;
  const g = c.g;
  let n = 0;
  for (let x = to; ; x = g.next[d * g.size + x]) {
    const u = titanAtExcept(s, x, t);
    if (u < 0) break;
    if ((s.turn.chain & (1 << u)) !== 0 || n >= s.titans.length) return false;
    line[n++] = u;
  }
  // Front Titan first: each moves into a space its front neighbour has just left. A trap springs as a
  // Titan lands on it (the token goes at once, so no state shows a Titan on a trap); its Life loss
  // waits for its turn in R7.8 order.
  let trapped = 0;
  for (let i = n - 1; i >= 0; i--) {
    const u = line[i];
    const from = s.titans[u].space;
    place(c, u, g.next[d * g.size + from], g.lapDelta[d * g.size + from], d, 'push', i > 0 ? line[i - 1] : t);
    if (springTrap(c, u)) trapped |= 1 << u;
    s.turn.chain |= 1 << u;
  }
  place(c, t, to, lap, d, cause, by);
  if (springTrap(c, t)) trapped |= 1 << t;
  s.turn.chain |= 1 << t;
  // R2.2: a Titan over the line wins at once (the front one first).
  for (let i = n - 1; i >= 0; i--) if (finished(c, line[i])) return true;
  if (finished(c, t)) return true;
  // Queued in reverse, so the front Titan's space acts first and the mover's last.
  queueEffects(c, t, to, d, cause, by, own, (trapped & (1 << t)) !== 0);
  for (let i = 0; i < n; i++) {
    const u = line[i];
    queueEffects(
      c,
      u,
      s.titans[u].space,
      d,
      'push',
      i > 0 ? line[i - 1] : t,
      false,
      (trapped & (1 << u)) !== 0,
    );
  }
  return true;
}

/** Put titan t on `to` and report it (R1.5 lap change). The caller checks for a finish. */
export function place(
  c: Ctx,
  t: number,
  to: SpaceIdx,
  lap: number,
  d: number,
  cause: MoveCause,
  by: number,
): void {
  const s = c.s;
  const T = s.titans[t];
  const from = T.space;
  T.space = to;
  // R7.5: any move of the active Titan ends its chance to reroll on the pentacle.
  if (t === s.active) s.turn.rerollAt = -1;
  if (c.log) {
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
            by: s.titans[by].id,
          }
        : { type: 'moved', titan: T.id, from: f, to: name(c, to), dir: DIR_NAMES[d], cause },
    );
  }
  if (lap !== 0) {
    T.lap += lap;
    if (c.log) c.ev.push({ type: 'lap', titan: T.id, lap: T.lap });
  }
}

/** R2.2: leaving the top on the last lap wins at once, whatever is still to resolve. */
export function finished(c: Ctx, t: number): boolean {
  const s = c.s;
  if (s.titans[t].lap <= s.laps) return false;
  s.winner = t;
  s.stack = [];
  s.pending = null;
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
 * R7.8 — what entering a space does, queued in reverse so it resolves in order and each part can stop
 * for a decision: push damage (R5.5), the trap's damage (R6.3: sprung on landing; a knocked-out Titan
 * loses nothing), the circuit's element (R7.1–R7.3), bonus draw (R7.7), ice slide (R7.6).
 */
export function queueEffects(
  c: Ctx,
  t: number,
  to: SpaceIdx,
  d: number,
  cause: MoveCause,
  by: number,
  own: boolean,
  trapped: boolean,
): void {
  const s = c.s;
  const el = s.course.elements[to];
  const st = s.stack;
  if (el === 'ice') st.push({ k: 'ice', titan: t, space: to, dir: d, own, by });
  else if (el === 'bonus') st.push({ k: 'bonus', titan: t, space: to });
  else if (el === 'lava' || el === 'pirates' || el === 'fireStatue')
    st.push({ k: 'element', titan: t, space: to });
  if (trapped) st.push({ k: 'damage', titan: t, cause: 'trap', by: -1, asked: false, drain: -1 });
  if (cause === 'push' && (s.turn.pushed & (1 << t)) === 0) {
    s.turn.pushed |= 1 << t;
    st.push({ k: 'damage', titan: t, cause: 'push', by, asked: false, drain: -1 });
  }
}

/**
 * R10 Craken: both land by one step towards the other's old space at once; neither is pushed; effects
 * act on both, Craken's first. Craken's arrival is his own movement (R5.7), the other's is not.
 */
export function swap(c: Ctx, t: number, u: number, d: number): void {
  const s = c.s;
  const g = c.g;
  const a = s.titans[t].space;
  const b = s.titans[u].space;
  const back = OPPOSITE[d];
  s.turn.chain = (1 << t) | (1 << u);
  place(c, t, b, g.lapDelta[d * g.size + a], d, 'swap', t);
  place(c, u, a, g.lapDelta[back * g.size + b], back, 'swap', t);
  const trappedT = springTrap(c, t);
  const trappedU = springTrap(c, u);
  if (finished(c, t) || finished(c, u)) return;
  queueEffects(c, u, a, back, 'swap', t, false, trappedU);
  queueEffects(c, t, b, d, 'swap', t, true, trappedT);
}
