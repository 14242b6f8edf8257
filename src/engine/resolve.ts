// R5–R8: resolving movement and its consequences as a stack of small operations kept in GameState.
// Every way of arriving on a space (step, push, slide, jump, swap, ability, card) ends in `arrive`,
// the one place that decides what entering a space does (R7.8). When a player must decide something
// in the middle (pirates, a Shield reaction, the pentacle), the loop stops with `pending` set and the
// rest of the work still on the stack, so any state can be saved, cloned and resumed.
import { ADJACENT, BEFORE, BEHIND, neighbour, DIR_NAMES } from './board';
import { TITAN_COLOUR } from './data';
import { shuffle } from './rng';
import { hasTrap, name, removeTrap, type Ctx } from './state';
import type { EngineError, LossCause, MoveCause, Op, SpaceIdx } from './types';

const JUMP_SUPER = 3; // a super-ramp jumps over 2 spaces (R7.4)
const JUMP_MULTI = 2; // a multi-ramp jumps over 1

/** Run the stack until it is empty, a decision is pending, or someone has won. */
export function run(c: Ctx): EngineError | null {
  const s = c.s;
  while (s.stack.length > 0 && s.winner < 0 && s.pending === null) {
    const op = s.stack.pop()!;
    const e = exec(c, op);
    if (e) return e;
  }
  if (s.pending) s.turn.fresh = false;
  return null;
}

function exec(c: Ctx, op: Op): EngineError | null {
  switch (op.k) {
    case 'step':
      step(c, op);
      return null;
    case 'arrive':
      arrive(c, op.t, op.to, op.lap, op.d, op.c, op.by, op.own);
      return null;
    case 'trap':
      springTrap(c, op.t, op.s);
      return null;
    case 'element':
      element(c, op.t, op.s);
      return null;
    case 'bonus':
      if (c.s.titans[op.t].space === op.s) drawCard(c, op.t);
      return null;
    case 'ice':
      // R7.6: keep sliding in the same direction while on ice.
      if (c.s.titans[op.t].space === op.s)
        c.s.stack.push({ k: 'step', t: op.t, d: op.d, c: 'slide', own: op.own, by: op.by });
      return null;
    case 'dmg':
      loseLife(c, op);
      return null;
    case 'cost':
      payCost(c, op.t, op.cause);
      return null;
    case 'placeTrap':
      return placeTrap(c, op.t, op.s, op.strict);
    case 'strike':
      strike(c, op.t, op.spaces, op.cause, op.titansOnly);
      return null;
    case 'extra':
      return extra(c, op);
    case 'swap':
      swap(c, op.t, op.u, op.d);
      return null;
    case 'actionEnd':
      actionEnd(c, op.t);
      return null;
  }
}

// ---------------------------------------------------------------------------
// R5 movement

/** One step of titan t in direction d: a jump from a ramp (R7.4), a push of the occupant (R5.3), then arrival. */
function step(c: Ctx, op: Extract<Op, { k: 'step' }>): void {
  const s = c.s;
  const g = c.g;
  const t = op.t;
  const d = op.d;
  const from = s.titans[t].space;
  let to = neighbour(g, from, d);
  let lap = g.lapDelta[d * g.size + from];
  let cause: MoveCause =
    op.c === 'own' ? 'step' : op.c === 'push' ? 'push' : op.c === 'slide' ? 'slide' : 'moved';
  if (op.c === 'own') {
    const n = rampJump(s.course.elements[from], d);
    if (n > 0) {
      to = from;
      lap = 0;
      for (let i = 0; i < n; i++) {
        lap += g.lapDelta[d * g.size + to];
        to = neighbour(g, to, d);
      }
      cause = 'jump';
    }
  }
  moveTo(c, t, to, lap, d, cause, op.by, op.own);
}

/** Move titan t onto `to` (reached going in direction d), pushing its occupant first (R5.3). */
export function moveTo(
  c: Ctx,
  t: number,
  to: SpaceIdx,
  lap: number,
  d: number,
  cause: MoveCause,
  by: number,
  own: boolean,
): void {
  const s = c.s;
  const u = titanAtExcept(c, to, t);
  if (u >= 0) {
    // R5.3: the occupant is pushed first (and its own occupant before it); the mover's space counts as
    // empty meanwhile, so a ring of Titans round a column closes on it.
    s.turn.leaving |= 1 << t;
    s.stack.push({ k: 'arrive', t, to, lap, d, c: cause, by, own });
    s.stack.push({ k: 'step', t: u, d, c: 'push', own: false, by: t });
  } else {
    arrive(c, t, to, lap, d, cause, by, own);
  }
}

/** How many spaces a step from this element in direction d lands away (0 = not a jump). */
function rampJump(el: string, d: number): number {
  if (el === 'multiRamp') return d <= 2 ? JUMP_MULTI : 0;
  if (el === 'superRampL') return d === 1 ? JUMP_SUPER : 0;
  if (el === 'superRampR') return d === 2 ? JUMP_SUPER : 0;
  return 0;
}

function titanAtExcept(c: Ctx, space: SpaceIdx, except: number): number {
  const s = c.s;
  const ts = s.titans;
  for (let i = 0; i < ts.length; i++) {
    if (i !== except && ts[i].space === space && (s.turn.leaving & (1 << i)) === 0) return i;
  }
  return -1;
}

/**
 * R7.8 — entering a space: take it (lap change if an edge was crossed, R1.5; finishing, R2.2), then
 * push damage (R5.5), trap (R6.3), the circuit's element (R7.1–R7.3), bonus draw (R7.7), ice slide (R7.6).
 */
export function arrive(
  c: Ctx,
  t: number,
  to: SpaceIdx,
  lap: number,
  d: number,
  cause: MoveCause,
  by: number,
  own: boolean,
): void {
  if (place(c, t, to, lap, d, cause, by) && !finished(c, t)) queueEffects(c, t, to, d, cause, by, own);
}

/** Put titan t on `to` and report it; returns true. The caller checks for a finish. */
function place(c: Ctx, t: number, to: SpaceIdx, lap: number, d: number, cause: MoveCause, by: number): true {
  const s = c.s;
  const T = s.titans[t];
  const from = T.space;
  T.space = to;
  s.turn.leaving &= ~(1 << t);
  c.ev.push({
    type: 'moved',
    titan: T.id,
    from: from >= 0 ? name(c, from) : null,
    to: name(c, to),
    dir: DIR_NAMES[d],
    cause,
    ...(by >= 0 && by !== t ? { by: s.titans[by].id } : {}),
  });
  if (lap !== 0) {
    T.lap += lap;
    c.ev.push({ type: 'lap', titan: T.id, lap: T.lap });
  }
  return true;
}

/** R2.2: leaving the top on the last lap wins at once, whatever is still to resolve. */
function finished(c: Ctx, t: number): boolean {
  if (c.s.titans[t].lap <= c.s.laps) return false;
  win(c, t);
  return true;
}

/** Queue the arrival effects in reverse, so they resolve in R7.8 order and each can stop for a decision. */
function queueEffects(
  c: Ctx,
  t: number,
  to: SpaceIdx,
  d: number,
  cause: MoveCause,
  by: number,
  own: boolean,
): void {
  const s = c.s;
  const el = s.course.elements[to];
  const st = s.stack;
  if (el === 'ice') st.push({ k: 'ice', t, s: to, d, own, by });
  else if (el === 'bonus') st.push({ k: 'bonus', t, s: to });
  else if (el === 'lava' || el === 'pirates' || el === 'fireStatue') st.push({ k: 'element', t, s: to });
  if (hasTrap(s, to)) st.push({ k: 'trap', t, s: to });
  if (cause === 'push' && (s.turn.pushed & (1 << t)) === 0) {
    s.turn.pushed |= 1 << t;
    st.push({ k: 'dmg', t, cause: 'push', by, asked: false, gain: -1 });
  }
}

function win(c: Ctx, t: number): void {
  const s = c.s;
  s.winner = t;
  s.stack = [];
  s.pending = null;
  const team = s.teams?.find((m) => m.includes(t)) ?? null;
  c.ev.push({
    type: 'won',
    titan: s.titans[t].id,
    team: team ? team.map((i) => s.titans[i].id).sort() : null,
  });
}

/** R10 Craken: both land by one step towards the other's old space; neither is pushed; effects act on both. */
function swap(c: Ctx, t: number, u: number, d: number): void {
  const s = c.s;
  const g = c.g;
  const a = s.titans[t].space;
  const b = s.titans[u].space;
  const back = OPPOSITE_DIR[d];
  s.titans[u].space = -1; // both move at once: t lands on b as u leaves it
  place(c, t, b, g.lapDelta[d * g.size + a], d, 'swap', t);
  s.titans[u].space = b;
  place(c, u, a, g.lapDelta[back * g.size + b], back, 'swap', t);
  if (finished(c, t) || finished(c, u)) return;
  // Effects act on both on arrival: Craken's first (queued last).
  queueEffects(c, u, a, back, 'swap', t, false);
  queueEffects(c, t, b, d, 'swap', t, false);
}
const OPPOSITE_DIR = [3, 5, 4, 0, 2, 1];

// ---------------------------------------------------------------------------
// R6 traps, R7 elements

function springTrap(c: Ctx, t: number, space: SpaceIdx): void {
  const s = c.s;
  const T = s.titans[t];
  if (T.space !== space || !hasTrap(s, space)) return;
  removeTrap(s, space);
  c.ev.push({ type: 'trapSprung', space: name(c, space), titan: T.id });
  // R6.3: a knocked-out Titan springs it without losing Life.
  if (!T.ko) s.stack.push({ k: 'dmg', t, cause: 'trap', by: -1, asked: false, gain: -1 });
}

function element(c: Ctx, t: number, space: SpaceIdx): void {
  const s = c.s;
  const T = s.titans[t];
  if (T.space !== space) return;
  const el = s.course.elements[space];
  // R8.3: a knocked-out Titan loses nothing and pirates ignore it — but a statue it enters still blasts.
  if (T.ko && el !== 'fireStatue') return;
  if (el === 'lava') {
    s.stack.push({ k: 'dmg', t, cause: 'lava', by: -1, asked: false, gain: -1 });
  } else if (el === 'pirates') {
    // R7.2: discard a card or lose 1 Life; the Titan's own player chooses, also when pushed.
    if (T.hand.length === 0) {
      c.ev.push({ type: 'pirates', titan: T.id, choice: 'life' });
      s.stack.push({ k: 'dmg', t, cause: 'pirates', by: -1, asked: false, gain: -1 });
    } else {
      s.pending = { kind: 'pirates', titan: t, space };
    }
  } else if (el === 'fireStatue') {
    // R7.3: blast the six adjacent spaces; it fires even if the Titan moves on.
    c.ev.push({ type: 'blast', space: name(c, space), titan: T.id });
    const targets: number[] = [];
    for (const d of ADJACENT) {
      const x = neighbour(c.g, space, d);
      if (hasTrap(s, x)) {
        removeTrap(s, x);
        c.ev.push({ type: 'trapDestroyed', space: name(c, x) });
      }
      const u = titanAtExcept(c, x, t);
      if (u >= 0) targets.push(u);
    }
    for (let i = targets.length - 1; i >= 0; i--)
      s.stack.push({ k: 'dmg', t: targets[i], cause: 'fire', by: t, asked: false, gain: -1 });
  }
}

/** R6.2: place a trap. `strict`: an illegal placement refuses the whole action (only while it is fresh). */
function placeTrap(c: Ctx, t: number, space: SpaceIdx, strict: boolean): EngineError | null {
  const s = c.s;
  if (hasTrap(s, space) || s.trapSupply <= 0) {
    const why =
      s.trapSupply <= 0 ? 'No trap tokens are left in the supply.' : `${name(c, space)} already has a trap.`;
    if (strict && s.turn.fresh) return { code: 'badTarget', message: why };
    c.ev.push({ type: 'extraFizzled', titan: s.titans[t].id, space: name(c, space) });
    return null;
  }
  c.ev.push({ type: 'trapPlaced', titan: s.titans[t].id, space: name(c, space) });
  const u = titanAtExcept(c, space, -1);
  if (u >= 0) {
    // Placed on a Titan: it springs at once (the token goes straight back to the supply).
    c.ev.push({ type: 'trapSprung', space: name(c, space), titan: s.titans[u].id });
    if (!s.titans[u].ko) s.stack.push({ k: 'dmg', t: u, cause: 'trap', by: t, asked: false, gain: -1 });
  } else if (s.course.elements[space] === 'lava') {
    c.ev.push({ type: 'trapSprung', space: name(c, space) });
  } else {
    s.traps = s.traps.concat(space);
    s.trapSupply--;
  }
  return null;
}

/** Damage aimed at spaces (R6.4): Titans there lose 1 Life; traps are destroyed unless titansOnly. */
function strike(c: Ctx, t: number, spaces: SpaceIdx[], cause: LossCause, titansOnly: boolean): void {
  const s = c.s;
  c.ev.push({ type: 'struck', titan: s.titans[t].id, spaces: spaces.map((x) => name(c, x)), cause });
  const targets: number[] = [];
  for (const x of spaces) {
    if (!titansOnly && hasTrap(s, x)) {
      removeTrap(s, x);
      c.ev.push({ type: 'trapDestroyed', space: name(c, x) });
    }
    const u = titanAtExcept(c, x, t);
    if (u >= 0) targets.push(u);
  }
  for (let i = targets.length - 1; i >= 0; i--)
    s.stack.push({ k: 'dmg', t: targets[i], cause, by: t, asked: false, gain: -1 });
}

/** The red trap or green strike of a die action (R4.1), validated against where the Titan stands now. */
function extra(c: Ctx, op: Extract<Op, { k: 'extra' }>): EngineError | null {
  const s = c.s;
  const here = s.titans[op.t].space;
  const zone = op.face === 'red' ? BEHIND : BEFORE;
  let inZone = false;
  for (const d of zone) if (neighbour(c.g, here, d) === op.s) inZone = true;
  if (!inZone) {
    if (s.turn.fresh)
      return {
        code: 'badTarget',
        message: `${name(c, op.s)} is not one of the three spaces ${op.face === 'red' ? 'behind' : 'before'} ${s.titans[op.t].id} at that moment.`,
      };
    c.ev.push({ type: 'extraFizzled', titan: s.titans[op.t].id, space: name(c, op.s) });
    return null;
  }
  if (op.face === 'red') return placeTrap(c, op.t, op.s, true);
  strike(c, op.t, [op.s], 'strike', false);
  return null;
}

// ---------------------------------------------------------------------------
// R8 Life and knock-out, R11 Shield reactions

/** Would the Titan's player be asked about a Shield before this loss (R11.2, R11.4)? */
function askReaction(c: Ctx, t: number): boolean {
  const s = c.s;
  if (s.reactions === 'never' || s.round <= 1) return false;
  // A reaction on one's own turn is that turn's card: not after the card was played or a pentacle reroll (R7.5).
  if (t === s.active && (s.turn.cardPlayed || s.turn.rerolled)) return false;
  if (s.reactions === 'always') return true;
  return s.titans[t].hand.indexOf('shield') >= 0;
}

function loseLife(c: Ctx, op: Extract<Op, { k: 'dmg' }>): void {
  const s = c.s;
  const T = s.titans[op.t];
  if (T.ko) return; // R8.3
  if (!op.asked && askReaction(c, op.t)) {
    s.stack.push({ ...op, asked: true });
    s.pending = { kind: 'reaction', titan: op.t, cause: op.cause };
    return;
  }
  T.life -= 1;
  c.ev.push({
    type: 'lifeLost',
    titan: T.id,
    amount: 1,
    life: T.life,
    cause: op.cause,
    ...(op.by >= 0 && op.by !== op.t ? { by: s.titans[op.by].id } : {}),
  });
  if (op.gain >= 0) gainLife(c, op.gain, 1, 'ability');
  if (T.life <= 0) knockOut(c, op.t);
}

/** A Life payment (purple R4.1, pentacle R7.5): not damage, so no Shield. */
function payCost(c: Ctx, t: number, cause: LossCause): void {
  const T = c.s.titans[t];
  if (T.ko) return;
  T.life -= 1;
  c.ev.push({ type: 'lifeLost', titan: T.id, amount: 1, life: T.life, cause });
  if (T.life <= 0) knockOut(c, t);
}

export function gainLife(
  c: Ctx,
  t: number,
  n: number,
  cause: 'ownColour' | 'ability' | 'card' | 'recovery',
): void {
  const T = c.s.titans[t];
  if (T.ko) return;
  const before = T.life;
  T.life = Math.min(T.maxLife, T.life + n);
  if (T.life > before)
    c.ev.push({ type: 'lifeGained', titan: T.id, amount: T.life - before, life: T.life, cause });
}

/**
 * R8.1 knock-out. R5.7: if it is the active Titan during its turn, the rest of its own move, its
 * die action and its turn are lost — drop its queued own work; pushes it started still finish.
 */
function knockOut(c: Ctx, t: number): void {
  const s = c.s;
  const T = s.titans[t];
  T.life = 0;
  T.ko = true;
  T.koPassed = false;
  c.ev.push({ type: 'knockedOut', titan: T.id });
  if (t === s.active && s.turn.phase === 'main') {
    s.turn.over = true;
    s.stack = s.stack.filter((op) => op.k === 'arrive' || !('own' in op) || !op.own || op.t !== t);
  }
}

// ---------------------------------------------------------------------------
// R7.7 bonus draws, R7.5 pentacle

export function drawCard(c: Ctx, t: number): void {
  const s = c.s;
  const T = s.titans[t];
  if (T.hand.length >= s.handSize) return;
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return;
    const deck = s.discard.slice();
    shuffle(s, deck);
    s.deck = deck;
    s.discard = [];
    c.ev.push({ type: 'deckShuffled', size: s.deck.length });
  }
  const card = s.deck[0];
  s.deck = s.deck.slice(1);
  T.hand = T.hand.concat(card);
  c.ev.push({ type: 'cardDrawn', titan: T.id, card });
}

function actionEnd(c: Ctx, t: number): void {
  const s = c.s;
  s.turn.dieDone = true;
  const T = s.titans[t];
  // R7.5: ending a die action on the pentacle offers a reroll for 1 Life (never the last Life [ruling]).
  if (s.course.elements[T.space] === 'pentacle' && !T.ko && T.life >= 2) {
    s.pending = { kind: 'pentacle', titan: t, face: T.die ?? undefined };
  }
}

/** Own-colour Life when a die is chosen or rerolled (R4.3). */
export function ownColourGain(c: Ctx, t: number): void {
  const T = c.s.titans[t];
  if (T.die && T.die === TITAN_COLOUR[T.id] && T.id !== 'chtoolhoo') gainLife(c, t, 1, 'ownColour');
}
