// legalActions: every action legal now, complete and ready to apply; legalMoves: the same actions, in the
// same order, as move codes (moves.ts: one small integer each) for search, with no object per action.
// Two listings of one set: each rule's legal uses are enumerated once (dice.ts beforeTargets, after.ts
// afterTargets, titans.ts / bonus.ts uses, decisions.ts offers) and both listings fold over them;
// tests/engine/moves.test.ts checks that they agree action for action. (legalActions made from the codes
// measured 12–17% slower on the public and search paths: building each object from its code costs more
// than building it beside the enumeration.) The only module that may simulate an action (to predict where
// a move ends, for the red trap's and green strike's 'after' targets).
import { SPACES_PER_BOARD, spaceName, START_SPACES } from './board';
import { facePaths, OTHER_FACES } from './data';
import { decisionActions, decisionMoves } from './decisions';
import { afterTargets } from './after';
import { beforeTargets, canReroll, needsRoll } from './dice';
import { dieMove, M_AFTER, M_BEFORE, M_CHOOSE, M_END, M_ENTER, M_REROLL, M_ROLL, OWN_FACE } from './moves';
import { powerActions, powerMoves } from './powers';
import { titanAt } from './state';
import type { Action, Dir, ExtraTarget, Face, GameState, SpaceIdx } from './types';

/**
 * The red trap's and green strike's targets of the face being listed (at most 3 each), written by
 * dice.ts beforeTargets and after.ts afterTargets and read at once: no array per listing. A listing never
 * nests (afterTargets' rare simulation lists no die actions).
 */
const beforeScratch: SpaceIdx[] = [0, 0, 0];
const afterScratch: SpaceIdx[] = [0, 0, 0];

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

// Hot path (bots, playouts): the actions that name no space are the same read-only objects every time
// (PLAIN, frozen: no allocation per listing), the others object literals of one shape per combination of
// arguments with a shared, frozen extra target; a face's 'before' targets are listed once for all its
// paths. Same actions, same order as listing, for each path, the plain move, then its 'before' and its
// 'after' targets.
function dieActions(s: GameState, die: Face, out: Action[]): void {
  const T = s.titans[s.active];
  const purple = die === 'purple';
  const payer = purple && T.id !== 'chtoolhoo';
  const first = purple ? 0 : faceIndex(die);
  const last = purple ? OTHER_FACES.length - 1 : first;
  const names = s.course.boards > 1 ? EXTRA_3 : EXTRA_1;
  for (let f = first; f <= last; f++) {
    const face = OTHER_FACES[f];
    const paths = facePaths(face);
    const hasExtra = face === 'red' || face === 'green';
    const nb = hasExtra ? beforeTargets(s, face, beforeScratch) : 0;
    const plain = PLAIN[f];
    for (let i = 0; i < paths.length; i++) {
      const p = plain[i];
      if (!purple) out[out.length] = p.own;
      else if (!payer) out[out.length] = p.named;
      else {
        out[out.length] = p.before;
        out[out.length] = p.after;
      }
      if (!hasExtra) continue;
      const path = paths[i] as Dir[];
      for (let k = 0; k < nb; k++) push(out, purple, face, path, names[2 * beforeScratch[k]], payer);
      const na = afterTargets(s, face as 'red' | 'green', path, afterScratch);
      for (let k = 0; k < na; k++) push(out, purple, face, path, names[2 * afterScratch[k] + 1], payer);
    }
  }
}

/** A face's index in OTHER_FACES (a switch: see data.ts facePaths). */
function faceIndex(die: Exclude<Face, 'purple'>): number {
  switch (die) {
    case 'red':
      return 0;
    case 'blue':
      return 1;
    case 'green':
      return 2;
    case 'yellow':
      return 3;
    case 'brown':
      return 4;
  }
}

/** A die's plain action along one path: its own face, purple naming the face, purple paying before/after. */
interface PlainDieActions {
  own: Action;
  named: Action;
  before: Action;
  after: Action;
}
const PLAIN: PlainDieActions[][] = OTHER_FACES.map((face) =>
  facePaths(face).map((p) => {
    const path = p as Dir[]; // FACE_PATHS's own arrays: applyAction finds them by identity
    return {
      own: Object.freeze({ type: 'dieAction', path }),
      named: Object.freeze({ type: 'dieAction', path, face }),
      before: Object.freeze({ type: 'dieAction', path, face, lifeCost: 'before' }),
      after: Object.freeze({ type: 'dieAction', path, face, lifeCost: 'after' }),
    };
  }),
);

/** The red trap's or green strike's target on space x: entry 2x 'before', 2x + 1 'after' (1 or 3 boards). */
function extraTargets(boards: number): ExtraTarget[] {
  const out: ExtraTarget[] = [];
  for (let x = 0; x < SPACES_PER_BOARD * boards; x++) {
    const space = spaceName(x, boards);
    out.push(Object.freeze({ space, when: 'before' }), Object.freeze({ space, when: 'after' }));
  }
  return out;
}
const EXTRA_1 = extraTargets(1);
const EXTRA_3 = extraTargets(3);

/** One die action with a target; with `payer`, the purple Life cost paid before, then after (type, path, face, extra, lifeCost). */
function push(
  out: Action[],
  purple: boolean,
  face: Face,
  path: Dir[],
  extra: ExtraTarget,
  payer: boolean,
): void {
  // Indexed stores, not out.push: V8 left push as a builtin call here (callgrind: 3% of the search path).
  if (!purple) out[out.length] = { type: 'dieAction', path, extra };
  else if (!payer) out[out.length] = { type: 'dieAction', path, face, extra };
  else {
    out[out.length] = { type: 'dieAction', path, face, extra, lifeCost: 'before' };
    out[out.length] = { type: 'dieAction', path, face, extra, lifeCost: 'after' };
  }
}

/**
 * The legal moves now as codes (moves.ts), written to out[0 … n) by index, in legalActions' order;
 * returns n. `out` is the caller's, reused from call to call (only the first n entries are this state's).
 */
export function legalMoves(s: GameState, out: number[]): number {
  if (s.winner >= 0) return 0;
  if (s.pending) return decisionMoves(s, out, 0);
  const turn = s.turn;
  const T = s.titans[s.active];
  if (turn.phase === 'start') {
    if (needsRoll(s)) {
      out[0] = M_ROLL;
      return 1;
    }
    const n = s.pool.length;
    for (let i = 0; i < n; i++) out[i] = M_CHOOSE | (i << 4);
    return n;
  }
  if (turn.phase === 'enter') {
    let n = 0;
    for (let k = 0; k < START_SPACES.length; k++)
      if (titanAt(s, START_SPACES[k]) < 0) out[n++] = M_ENTER | (START_SPACES[k] << 4);
    if (n === 0) for (let k = 0; k < START_SPACES.length; k++) out[n++] = M_ENTER | (START_SPACES[k] << 4);
    return n;
  }
  if (turn.over) {
    out[0] = M_END;
    return 1;
  }
  let n = 0;
  if (!turn.dieDone) n = dieMoves(s, T.die!, out, n);
  else out[n++] = M_END;
  if (canReroll(s)) out[n++] = M_REROLL;
  return powerMoves(s, out, n);
}

const PURPLE_FACES = [0, 1, 2, 3, 4] as const; // OTHER_FACES's indices
const OWN = [OWN_FACE] as const;

// Hot path (bots, playouts): for each path, the plain move, then its 'before' and its 'after' targets;
// a face's 'before' targets are listed once for all its paths.
function dieMoves(s: GameState, die: Face, out: number[], n: number): number {
  const T = s.titans[s.active];
  const purple = die === 'purple';
  const payer = purple && T.id !== 'chtoolhoo';
  const faces = purple ? PURPLE_FACES : OWN;
  for (let f = 0; f < faces.length; f++) {
    const fi = faces[f];
    const face = fi === OWN_FACE ? (die as Exclude<Face, 'purple'>) : OTHER_FACES[fi];
    const paths = facePaths(face);
    const hasExtra = face === 'red' || face === 'green';
    const nb = hasExtra ? beforeTargets(s, face, beforeScratch) : 0;
    for (let i = 0; i < paths.length; i++) {
      n = pushMove(out, n, dieMove(fi, i, 0, 0, 0), payer);
      if (!hasExtra) continue;
      for (let k = 0; k < nb; k++) n = pushMove(out, n, dieMove(fi, i, 0, M_BEFORE, beforeScratch[k]), payer);
      const na = afterTargets(s, face as 'red' | 'green', paths[i] as Dir[], afterScratch);
      for (let k = 0; k < na; k++) n = pushMove(out, n, dieMove(fi, i, 0, M_AFTER, afterScratch[k]), payer);
    }
  }
  return n;
}

/** One die move; with `payer`, purple's Life cost paid before, then after. */
function pushMove(out: number[], n: number, code: number, payer: boolean): number {
  if (!payer) {
    out[n] = code;
    return n + 1;
  }
  out[n] = code | (M_BEFORE << 10);
  out[n + 1] = code | (M_AFTER << 10);
  return n + 2;
}
