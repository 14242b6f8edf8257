// legalActions: every action legal now, complete and ready to apply. The only module that may simulate
// an action (to predict where a move ends, for the red trap's and green strike's 'after' targets).
import { spaceName } from './board';
import { FACE_PATHS, OTHER_FACES } from './data';
import { decisionActions } from './decisions';
import { applyInPlace, START_SPACES } from './apply';
import { beforeTargets, canReroll, needsRoll, zoneOf } from './dice';
import { powerActions } from './powers';
import { predictPlainMove } from './predict';
import { cloneState, hasTrap, titanAt } from './state';
import type { Action, Dir, ExtraTarget, Face, GameState, SpaceIdx } from './types';

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
/** Traps the predicted move removes (sprung on the path, destroyed by a statue's blast). */
let gone: readonly SpaceIdx[] = [];

/**
 * Where the active Titan's die move along `path` ends, as predict.ts foresees it (the walker: ramp jumps,
 * ice slides, traps, elements, bonus draws, wins and knock-outs exactly as the loop resolves them). NONE
 * when the move ends in a win or a knock-out (no 'after' target; purple's cost after the move counted,
 * R4.1), SIMULATE when the prediction declines (another Titan met, a decision, a reshuffle): the caller
 * then runs the move on a copy. `gone` receives the traps removed on the way.
 */
function plainEnd(s: GameState, path: readonly Dir[]): number {
  const o = predictPlainMove(s, path);
  if (!o) return SIMULATE;
  gone = o.gone;
  return o.won || o.ko ? NONE : o.space;
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
