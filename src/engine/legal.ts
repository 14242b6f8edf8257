// legalActions: every action legal now, complete and ready to apply. Where a move ends (for the red
// trap's and green strike's 'after' targets) is predicted without applying it (plainEnd); the only
// module that may still simulate an action: a full ring of Titans turning (R1.7), left to a copy.
import { dirIndex, geometry, spaceName, type Geometry } from './board';
import { FACE_PATHS, OTHER_FACES } from './data';
import { decisionActions } from './decisions';
import { applyInPlace, START_SPACES } from './apply';
import { beforeTargets, canReroll, needsRoll, zoneOf } from './dice';
import { powerActions } from './powers';
import { rampJump } from './resolve/move';
import { shuffleWith } from './rng';
import { cloneState, hasTrap, plus, titanAt, without } from './state';
import type { Action, CardId, Dir, ExtraTarget, Face, GameState, SpaceIdx } from './types';

export function legalActions(s: GameState): Action[] {
  if (s.winner >= 0) return [];
  if (s.pending) return decisionActions(s);
  const turn = s.turn;
  const T = s.titans[s.active];
  if (turn.phase === 'start') {
    if (needsRoll(s)) return [{ type: 'roll' }];
    return s.pool.map((_, i) => ({ type: 'chooseDie', die: i }));
  }
  if (turn.phase === 'enter') {
    const free = START_SPACES.filter((x) => titanAt(s, x) < 0);
    return (free.length > 0 ? free : START_SPACES).map((x) => ({ type: 'enter', space: nameOf(s, x) }));
  }
  if (turn.over) return [{ type: 'endTurn' }];
  const out: Action[] = [];
  if (!turn.dieDone) dieActions(s, T.die!, out);
  else out.push({ type: 'endTurn' });
  if (canReroll(s)) out.push({ type: 'reroll' });
  powerActions(s, out);
  return out;
}

function nameOf(s: GameState, x: SpaceIdx): string {
  return spaceName(x, s.course.boards);
}

const SINGLE_FACE: Record<Exclude<Face, 'purple'>, readonly Exclude<Face, 'purple'>[]> = {
  red: ['red'],
  blue: ['blue'],
  green: ['green'],
  yellow: ['yellow'],
  brown: ['brown'],
};

// Hot path (bots, playouts): the actions are built as object literals of one shape per combination of
// arguments, and the 'before' targets of a face are listed once for all its paths. Same actions, same
// order as listing, for each path, the plain move, then its 'before' and its 'after' targets.
function dieActions(s: GameState, die: Face, out: Action[]): void {
  const T = s.titans[s.active];
  const purple = die === 'purple';
  const payer = purple && T.id !== 'chtoolhoo';
  const faces = purple ? OTHER_FACES : SINGLE_FACE[die];
  const boards = s.course.boards;
  for (let f = 0; f < faces.length; f++) {
    const face = faces[f];
    const paths = FACE_PATHS[face];
    const hasExtra = face === 'red' || face === 'green';
    const before: ExtraTarget[] = [];
    if (hasExtra)
      for (const x of beforeTargets(s, face)) before.push({ space: spaceName(x, boards), when: 'before' });
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i] as Dir[];
      push(out, purple, face, path, undefined, payer);
      if (!hasExtra) continue;
      for (let k = 0; k < before.length; k++) push(out, purple, face, path, before[k], payer);
      const after = afterTargets(s, face, path);
      for (let k = 0; k < after.length; k++)
        push(out, purple, face, path, { space: spaceName(after[k], boards), when: 'after' }, payer);
    }
  }
}

/** One die action; with `payer`, the purple Life cost paid before, then after (type, path, face, extra, lifeCost). */
function push(
  out: Action[],
  purple: boolean,
  face: Face,
  path: Dir[],
  extra: ExtraTarget | undefined,
  payer: boolean,
): void {
  if (!purple) out.push(extra ? { type: 'dieAction', path, extra } : { type: 'dieAction', path });
  else if (!payer)
    out.push(extra ? { type: 'dieAction', path, face, extra } : { type: 'dieAction', path, face });
  else if (extra) {
    out.push({ type: 'dieAction', path, face, extra, lifeCost: 'before' });
    out.push({ type: 'dieAction', path, face, extra, lifeCost: 'after' });
  } else {
    out.push({ type: 'dieAction', path, face, lifeCost: 'before' });
    out.push({ type: 'dieAction', path, face, lifeCost: 'after' });
  }
}

/**
 * The red trap's or green strike's targets 'after' the move: round the space where the move ends as it
 * runs without interruption (rulings.md 5). None if its own move is cut short by a knock-out or a win.
 * If a decision interrupts the move, the real target is checked when the move ends, so any space of the
 * zone round the predicted end is offered (the end as the move runs with the decisions answered by
 * discarding the first card to the pirates, playing a Shield if held, else passing).
 */
export function afterTargets(s: GameState, face: 'red' | 'green', path: Dir[]): SpaceIdx[] {
  const end = plainEnd(s, path);
  return end === SIMULATE ? simulatedAfterTargets(s, face, path) : targetsRound(s, face, end);
}

/**
 * The zone round a predicted end (none after a win or knock-out), less the traps the move removed; any
 * space of the zone if a decision interrupted the move (its target is checked when the move ends).
 */
function targetsRound(s: GameState, face: 'red' | 'green', end: number): SpaceIdx[] {
  if (end === NONE) return [];
  const out: SpaceIdx[] = [];
  const supply = s.trapSupply + gone.length;
  for (const x of zoneOf(s, end, face))
    if (face === 'green' || interrupted || (supply > 0 && !(hasTrap(s, x) && gone.indexOf(x) < 0)))
      out.push(x);
  return out;
}
const SIMULATE = -1;
const NONE = -2;
/** Traps the predicted move removes (sprung on the path, destroyed by a statue's blast); scratch. */
const gone: SpaceIdx[] = [];
/**
 * Scratch for plainEnd, per seat as the move changes them: spaces and laps (pushes), Life and
 * knock-outs, hands (the state's own arrays until one changes: copy-on-write, as in the state). And one
 * push line; whether a decision interrupted the move; cards drawn from the deck and put on the discards.
 */
const pos: SpaceIdx[] = [];
const laps: number[] = [];
const lives: number[] = [];
const kos: boolean[] = [];
const hands: (readonly CardId[])[] = [];
let interrupted = false;
let cardPlayed = false;
/**
 * Cards drawn from the deck; the deck a reshuffle made (null: still the state's) and the generator after
 * it; the cards the move puts on the discard pile (after the state's own pile, until a reshuffle).
 */
let drawn = 0;
let redeck: CardId[] | null = null;
let rng = 0;
const discards: CardId[] = [];

/** The seat of a Titan other than t on space y, as plainEnd has moved them (pos), or -1. */
function otherAt(n: number, t: number, y: SpaceIdx): number {
  for (let u = 0; u < n; u++) if (u !== t && pos[u] === y) return u;
  return -1;
}

/** A trap on space x that the predicted move has not removed yet. */
function trapAt(s: GameState, x: SpaceIdx): boolean {
  return hasTrap(s, x) && gone.indexOf(x) < 0;
}

/** R11.4 (resolve/life.ts askReaction): would seat u be asked about a Shield before losing 1 Life? */
function asks(s: GameState, u: number): boolean {
  if (s.reactions === 'never' || s.round <= 1) return false;
  if (u === s.active && (cardPlayed || s.turn.rerolled)) return false;
  return s.reactions === 'always' || hands[u].indexOf('shield') >= 0;
}

/**
 * One damage to seat u (resolve/life.ts loseLife) with the decision the simulation used to take: a
 * Shield question interrupts the move and is answered by playing a Shield if u holds one (no loss),
 * else by passing (R11.3, R11.4). A knocked-out Titan loses nothing (R8.3).
 */
function hurt(s: GameState, u: number): void {
  if (kos[u]) return;
  if (asks(s, u)) {
    interrupted = true;
    const i = hands[u].indexOf('shield');
    if (i >= 0) {
      hands[u] = without(hands[u], i);
      discards.push('shield');
      if (u === s.active) cardPlayed = true; // a reaction on one's own turn is that turn's card
      return;
    }
  }
  if (--lives[u] <= 0) {
    lives[u] = 0;
    kos[u] = true;
  }
}

/**
 * What the space seat u stands on does to it after its push and trap damage (R7.8, resolve/hazards.ts):
 * lava (R7.1), pirates (R7.2: with cards, a decision, answered by discarding the first), a statue's
 * blast on the six spaces round it (R7.3, also from a knocked-out Titan), a bonus draw (R7.7, also for a
 * knocked-out Titan; an empty deck reshuffled from the discards). Ice is the caller's.
 */
function arrive(s: GameState, u: number, x: SpaceIdx, n: number, g: Geometry): void {
  const e = s.course.elements[x];
  if (e === 'bonus') {
    if (hands[u].length >= s.handSize) return;
    if (drawn >= (redeck ?? s.deck).length) {
      // An empty deck is refilled from the discards, shuffled by the state's generator (hazards.ts drawCard).
      const pile = redeck === null ? s.discard.concat(discards) : discards.slice();
      if (pile.length === 0) return;
      rng = shuffleWith(redeck === null ? s.rng : rng, pile);
      redeck = pile;
      drawn = 0;
      discards.length = 0;
    }
    hands[u] = plus(hands[u], (redeck ?? s.deck)[drawn++]);
  } else if (e === 'fireStatue') {
    // Traps round it destroyed, then the Titans round it damaged in direction order.
    let hit = 0;
    for (let a = 0; a < 6; a++) {
      const y = g.next[a * g.size + x];
      if (trapAt(s, y)) gone.push(y);
      const v = otherAt(n, u, y);
      if (v >= 0) hit |= 1 << a;
    }
    for (let a = 0; a < 6; a++) if ((hit >> a) & 1) hurt(s, otherAt(n, u, g.next[a * g.size + x]));
  } else if (kos[u]) return;
  else if (e === 'lava') hurt(s, u);
  else if (e === 'pirates') {
    if (hands[u].length === 0) hurt(s, u);
    else {
      interrupted = true;
      discards.push(hands[u][0]);
      hands[u] = without(hands[u], 0);
    }
  }
}

/**
 * Where the active Titan's die move along `path` ends, predicted step by step as resolve/ runs it,
 * without a copy: own steps and ramp jumps (R7.4), ice slides (R7.6), the line of Titans pushed ahead
 * (R5.3), their push damage (R5.5) and slides on ice, traps (R6.3), lava (R7.1), pirates (R7.2), fire
 * statues (R7.3), bonus draws (R7.7) and reshuffles, Shield questions (R11.4), the win (R2.2) and
 * knock-outs (R5.7, purple's cost after the move R4.1). Each step's effects resolve in the loop's order: the pushed Titans' spaces front
 * first, then the mover's (R7.8). A decision sets `interrupted` and is answered as the simulation used to
 * answer it (discard the first card to the pirates, play a Shield if held). NONE when the move ends in a
 * win or a knock-out (no 'after' target); SIMULATE for a full ring of Titans (R1.7), left to a run on a
 * copy. `gone` receives the traps removed on the way.
 */
function plainEnd(s: GameState, path: readonly Dir[]): number {
  if (gone.length > 0) gone.length = 0;
  interrupted = false;
  cardPlayed = s.turn.cardPlayed;
  drawn = 0;
  redeck = null;
  if (discards.length > 0) discards.length = 0; // the length write costs even when empty
  pushed = 0;
  const t = s.active;
  const T = s.titans[t];
  const g = geometry(s.course.boards);
  const el = s.course.elements;
  const n = s.titans.length;
  for (let u = 0; u < n; u++) {
    const U = s.titans[u];
    pos[u] = U.space;
    laps[u] = U.lap;
    lives[u] = U.life;
    kos[u] = U.ko;
    hands[u] = U.hand;
  }
  let x = T.space;
  for (let i = 0; i < path.length; i++) {
    const d = dirIndex(path[i]);
    let jump = rampJump(el[x], d) || 1; // R7.4: an own step from a ramp lands beyond the jumped spaces
    for (let slide = 0; ; slide++) {
      if (slide > g.size) return SIMULATE; // ice lines never close (R7.6); only a guard
      for (; jump > 0; jump--) {
        const k = d * g.size + x;
        x = g.next[k];
        laps[t] += g.lapDelta[k];
      }
      jump = 1;
      chain = 0; // R1.7: each own step (and own slide) starts a chain reaction
      const r = enter(s, t, x, 0, d, g, n, 0);
      if (r !== 0) return r;
      if (moverTrapped) hurt(s, t);
      if (kos[t]) return NONE; // R5.7: knocked out, the rest of the move is lost
      arrive(s, t, x, n, g);
      if (kos[t]) return NONE;
      if (el[x] !== 'ice') break;
    }
  }
  // Purple's Life cost after the move (its default timing) may knock the mover out (R4.1, R5.7).
  if (T.die === 'purple' && T.id !== 'chtoolhoo' && lives[t] <= 1) return NONE;
  return x;
}

const BLOCKED = -3;
/** Titans moved in the current chain reaction (R1.7) and pushed in this movement (R5.5), as bit masks. */
let chain = 0;
let pushed = 0;
/** The mover sprang a trap on the space it entered (set by enter at depth 0). */
let moverTrapped = false;
/** Per depth of enter: the line of Titans it pushes, and the space each one's effects were queued for. */
const lines: number[][] = [];
const spots: SpaceIdx[][] = [];

/**
 * Seat v enters `to` going in direction d (resolve/move.ts enterSpace): the line ahead moves one space
 * each, front first, traps spring as they land, wins are checked front first (R5.3, R6.3, R2.2); then
 * the pushed Titans' queued effects resolve, front first — push damage once per movement (decided as
 * queued), trap damage, and where each still stands its space (R7.8), a pushed Titan on ice sliding on
 * at once (R7.6, depth + 1, in the same chain). At depth 0 v is the mover, whose own effects the caller
 * resolves (moverTrapped); deeper, v is a sliding Titan and its effects resolve here. NONE after a win or
 * the mover's knock-out, SIMULATE for a full ring (R1.7), BLOCKED when the line meets a Titan already
 * moved in this chain (nothing happens), else 0.
 */
function enter(
  s: GameState,
  v: number,
  to: SpaceIdx,
  lap: number,
  d: number,
  g: Geometry,
  n: number,
  depth: number,
): number {
  if (depth > g.size) return SIMULATE; // only a guard
  const ln = lines[depth] ?? (lines[depth] = []);
  const at = spots[depth] ?? (spots[depth] = []);
  let m = 0;
  for (let y = to, u = otherAt(n, v, y); u >= 0; y = g.next[d * g.size + y], u = otherAt(n, v, y)) {
    if (m >= n - 1) return SIMULATE; // a full ring turns as one (R1.7): left to the simulation
    if ((chain >> u) & 1) return BLOCKED;
    ln[m++] = u;
  }
  let trapped = 0;
  for (let k = m - 1; k >= 0; k--) {
    const u = ln[k];
    const kk = d * g.size + pos[u];
    pos[u] = g.next[kk];
    laps[u] += g.lapDelta[kk];
    if (trapAt(s, pos[u])) {
      gone.push(pos[u]);
      trapped |= 1 << u;
    }
    chain |= 1 << u;
  }
  pos[v] = to;
  laps[v] += lap;
  if (trapAt(s, to)) {
    gone.push(to);
    trapped |= 1 << v;
  }
  chain |= 1 << v;
  for (let k = m - 1; k >= 0; k--) if (laps[ln[k]] > s.laps) return NONE; // pushed over the line
  if (laps[v] > s.laps) return NONE; // R2.2: over the line, the race is over
  let pushHurts = 0;
  for (let k = 0; k < m; k++) {
    const u = ln[k];
    at[k] = pos[u];
    if (((pushed >> u) & 1) === 0) {
      pushed |= 1 << u;
      pushHurts |= 1 << u;
    }
  }
  const t = s.active;
  for (let k = m - 1; k >= 0; k--) {
    const u = ln[k];
    if ((pushHurts >> u) & 1) hurt(s, u);
    if ((trapped >> u) & 1) hurt(s, u);
    const r = spaceActs(s, u, at[k], d, g, n, depth);
    if (r !== 0) return r;
    if (kos[t]) return NONE; // a blast knocked the mover out (R5.7)
  }
  if (depth === 0) {
    moverTrapped = ((trapped >> v) & 1) !== 0;
    return 0;
  }
  if ((trapped >> v) & 1) hurt(s, v);
  const r = spaceActs(s, v, to, d, g, n, depth);
  return r !== 0 ? r : kos[t] ? NONE : 0;
}

/** The element of space y acting on seat u (not the mover), if u still stands there: ice slides it on. */
function spaceActs(
  s: GameState,
  u: number,
  y: SpaceIdx,
  d: number,
  g: Geometry,
  n: number,
  depth: number,
): number {
  if (pos[u] !== y) return 0; // moved on since: resolve/hazards.ts checks where it stands
  if (s.course.elements[y] === 'ice') {
    const k = d * g.size + y;
    const r = enter(s, u, g.next[k], g.lapDelta[k], d, g, n, depth + 1);
    return r === BLOCKED ? 0 : r;
  }
  arrive(s, u, y, n, g);
  return 0;
}

/**
 * afterTargets by running the move on a copy (the rare moves plainEnd cannot predict): one copy, changed
 * in place without events (applyInPlace), since only where the Titan stands afterwards matters.
 */
export function simulatedAfterTargets(s: GameState, face: 'red' | 'green', path: Dir[]): SpaceIdx[] {
  const purple = s.titans[s.active].die === 'purple';
  const st = cloneState(s);
  if (applyInPlace(st, purple ? { type: 'dieAction', face, path } : { type: 'dieAction', path })) return [];
  const t = s.active;
  const interrupted = st.pending !== null;
  // Stopped for a decision: what matters is only where the Titan is when its own steps are done.
  for (let guard = 0; st.pending && guard < 50; guard++) {
    const d = decisionActions(st);
    const pick =
      d.find((x) => x.type === 'decide' && (x.choice === 'discard' || x.choice === 'play')) ?? d[0];
    if (applyInPlace(st, pick)) break;
  }
  if (st.titans[t].ko || st.winner >= 0) return [];
  const out: SpaceIdx[] = [];
  for (const x of zoneOf(s, st.titans[t].space, face))
    if (face === 'green' || interrupted || (st.trapSupply > 0 && !hasTrap(st, x))) out.push(x);
  return out;
}
