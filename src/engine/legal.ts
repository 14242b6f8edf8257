// legalActions: every action legal now, complete and ready to apply. The only module that may simulate
// an action (to predict where a move ends, for the red trap's and green strike's 'after' targets).
import { dirIndex, geometry, spaceName } from './board';
import { FACE_PATHS, OTHER_FACES } from './data';
import { asksWithHand, decisionActions } from './decisions';
import { applyInPlace, START_SPACES } from './apply';
import { beforeTargets, canReroll, needsRoll, zoneOf } from './dice';
import { powerActions } from './powers';
import { rampJump } from './resolve/move';
import { cloneState, hasTrap, titanAt } from './state';
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
 * zone round the predicted end is offered.
 */
export function afterTargets(s: GameState, face: 'red' | 'green', path: Dir[]): SpaceIdx[] {
  const end = plainEnd(s, path);
  return end === SIMULATE ? simulatedAfterTargets(s, face, path) : targetsRound(s, face, end);
}

/** The zone round a predicted end (none after a win or knock-out), less the traps the move removed. */
function targetsRound(s: GameState, face: 'red' | 'green', end: number): SpaceIdx[] {
  if (end === NONE) return [];
  const out: SpaceIdx[] = [];
  const supply = s.trapSupply + gone.length;
  for (const x of zoneOf(s, end, face))
    if (face === 'green' || (supply > 0 && !(hasTrap(s, x) && gone.indexOf(x) < 0))) out.push(x);
  return out;
}
const SIMULATE = -1;
const NONE = -2;
/** Traps the predicted move removes (sprung on the path, destroyed by a statue's blast); scratch. */
const gone: SpaceIdx[] = [];
/** Scratch for plainEnd: the Titans' spaces and laps as the move pushes them, and one push line. */
const pos: SpaceIdx[] = [];
const laps: number[] = [];
const line: number[] = [];

/** The seat of a Titan other than t on space y, as plainEnd has moved them (pos), or -1. */
function otherAt(n: number, t: number, y: SpaceIdx): number {
  for (let u = 0; u < n; u++) if (u !== t && pos[u] === y) return u;
  return -1;
}

/** R11.4: would a pushed Titan (not the active one) be asked about a Shield before its push damage? */
function pushAsks(s: GameState, hand: readonly CardId[]): boolean {
  if (s.reactions === 'never' || s.round <= 1) return false;
  return asksWithHand(s.reactions, hand);
}

/**
 * Where the active Titan's die move along `path` ends, predicted step by step as resolve/ would run
 * it, for the moves that involve no other Titan and no decision: own steps and ramp jumps (R7.4), ice
 * slides (R7.6), traps (R6.3) and lava (R7.1) costing the mover Life, pirates when it has no card
 * (R7.2), fire statues with no Titan round them (R7.3: their blast only destroys traps), bonus draws
 * and the pentacle (which move nobody), the win (R2.2) and knock-outs (R5.7, purple's cost after the
 * move R4.1). NONE when the move ends in a win or a knock-out (no 'after' target); SIMULATE when a
 * Titan stands in the way (R5.3) or the mover could be asked about a Shield (R11.4) — the caller then
 * runs the move on a copy. `gone` receives the traps removed on the way. Same answer, without a copy.
 */
function plainEnd(s: GameState, path: readonly Dir[]): number {
  if (gone.length > 0) gone.length = 0;
  const t = s.active;
  const T = s.titans[t];
  const turn = s.turn;
  // R11.4: would a Life loss of the mover stop the move for a Shield question?
  const mayAsk = s.reactions !== 'never' && s.round > 1 && !turn.cardPlayed && !turn.rerolled;
  let asks = mayAsk && asksWithHand(s.reactions, T.hand);
  let hand = T.hand.length;
  let drawn = 0;
  const g = geometry(s.course.boards);
  const el = s.course.elements;
  let life = T.life;
  let x = T.space;
  let lap = T.lap;
  // Where the other Titans stand as the move pushes them (R5.3), their laps, and who was pushed already.
  const n = s.titans.length;
  for (let u = 0; u < n; u++) {
    pos[u] = s.titans[u].space;
    laps[u] = s.titans[u].lap;
  }
  let pushed = 0;
  for (let i = 0; i < path.length; i++) {
    const d = dirIndex(path[i]);
    let jump = rampJump(el[x], d) || 1; // R7.4: an own step from a ramp lands beyond the jumped spaces
    for (let slide = 0; ; slide++) {
      if (slide > g.size) return SIMULATE; // ice lines never close (R7.6); only a guard
      for (; jump > 0; jump--) {
        const k = d * g.size + x;
        x = g.next[k];
        lap += g.lapDelta[k];
      }
      jump = 1;
      // R5.3: the line of Titans ahead moves one space each, front first. Predicted only when their
      // new spaces do nothing (no trap, element or bonus) and their push damage (R5.5) asks nothing.
      let m = 0;
      for (let y = x, u = otherAt(n, t, y); u >= 0; y = g.next[d * g.size + y], u = otherAt(n, t, y)) {
        if (m >= n - 1) return SIMULATE; // a full ring turns as one (R1.7): left to the simulation
        line[m++] = u;
      }
      for (let k = m - 1; k >= 0; k--) {
        const u = line[k];
        const kk = d * g.size + pos[u];
        pos[u] = g.next[kk];
        laps[u] += g.lapDelta[kk];
        const e = el[pos[u]];
        if (e === 'lava' || e === 'pirates' || e === 'fireStatue' || e === 'ice' || e === 'bonus')
          return SIMULATE;
        if (hasTrap(s, pos[u]) && gone.indexOf(pos[u]) < 0) return SIMULATE;
      }
      for (let k = m - 1; k >= 0; k--) if (laps[line[k]] > s.laps) return NONE; // pushed over the line
      if (lap > s.laps) return NONE; // R2.2: over the line, the race is over
      for (let k = 0; k < m; k++) {
        const u = line[k];
        if ((pushed >> u) & 1) continue;
        pushed |= 1 << u;
        const U = s.titans[u];
        if (!U.ko && pushAsks(s, U.hand)) return SIMULATE;
      }
      const e = el[x];
      let hits = 0;
      if (hasTrap(s, x) && gone.indexOf(x) < 0) {
        gone.push(x);
        hits++;
      }
      if (e === 'lava') hits++;
      else if (e === 'pirates') {
        if (hand > 0) return SIMULATE;
        hits++;
      } else if (e === 'fireStatue') {
        for (let a = 0; a < 6; a++) {
          const y = g.next[a * g.size + x];
          if (otherAt(n, t, y) >= 0) return SIMULATE;
          if (hasTrap(s, y) && gone.indexOf(y) < 0) gone.push(y);
        }
      }
      if (hits > 0) {
        if (asks) return SIMULATE;
        life -= hits;
        if (life <= 0) return NONE; // R5.7: knocked out, the rest of the move is lost
      }
      if (e === 'bonus' && hand < s.handSize) {
        // R7.7: the card it draws may be a Shield (asked about later); a reshuffle is not predicted.
        if (drawn >= s.deck.length) return SIMULATE;
        if (s.deck[drawn++] === 'shield' || s.reactions === 'always') asks = mayAsk;
        hand++;
      }
      if (e !== 'ice') break;
    }
  }
  // Purple's Life cost after the move (its default timing) may knock the mover out (R4.1, R5.7).
  if (T.die === 'purple' && T.id !== 'chtoolhoo' && life <= 1) return NONE;
  return x;
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
