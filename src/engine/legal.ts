// legalActions: every action legal now, complete and ready to apply. The only module that may simulate
// an action (to predict where a move ends, for the red trap's and green strike's 'after' targets).
import { spaceName } from './board';
import { FACE_PATHS, OTHER_FACES } from './data';
import { decisionActions } from './decisions';
import { applyAction, START_SPACES } from './apply';
import { beforeTargets, canReroll, needsRoll, zoneOf } from './dice';
import { powerActions } from './powers';
import { hasTrap, titanAt } from './state';
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

function dieActions(s: GameState, die: Face, out: Action[]): void {
  const T = s.titans[s.active];
  const purple = die === 'purple';
  const payer = purple && T.id !== 'chtoolhoo';
  const faces = purple ? OTHER_FACES : [die as Exclude<Face, 'purple'>];
  for (const face of faces) {
    for (const p of FACE_PATHS[face]) {
      const path = p as Dir[];
      const extras: ExtraTarget[] = [];
      if (face === 'red' || face === 'green') {
        for (const x of beforeTargets(s, face)) extras.push({ space: nameOf(s, x), when: 'before' });
        for (const x of afterTargets(s, face, path)) extras.push({ space: nameOf(s, x), when: 'after' });
      }
      for (const extra of [undefined, ...extras]) {
        push(out, purple ? face : undefined, path, extra, payer ? 'before' : undefined);
        if (payer) push(out, face, path, extra, 'after');
      }
    }
  }
}

function push(
  out: Action[],
  face: Face | undefined,
  path: Dir[],
  extra: ExtraTarget | undefined,
  lifeCost: 'before' | 'after' | undefined,
): void {
  const a: Extract<Action, { type: 'dieAction' }> = { type: 'dieAction', path };
  if (face) a.face = face;
  if (extra) a.extra = extra;
  if (lifeCost) a.lifeCost = lifeCost;
  out.push(a);
}

/**
 * The red trap's or green strike's targets 'after' the move: round the space where the move ends as it
 * runs without interruption (rulings.md 5). None if its own move is cut short by a knock-out or a win.
 * If a decision interrupts the move, the real target is checked when the move ends, so any space of the
 * zone round the predicted end is offered.
 */
export function afterTargets(s: GameState, face: 'red' | 'green', path: Dir[]): SpaceIdx[] {
  const purple = s.titans[s.active].die === 'purple';
  const r = applyAction(s, purple ? { type: 'dieAction', face, path } : { type: 'dieAction', path });
  if (!r.ok) return [];
  const t = s.active;
  let st = r.state;
  // Stopped for a decision: what matters is only where the Titan is when its own steps are done.
  for (let guard = 0; st.pending && guard < 50; guard++) {
    const d = decisionActions(st);
    const pick =
      d.find((x) => x.type === 'decide' && (x.choice === 'discard' || x.choice === 'play')) ?? d[0];
    const r2 = applyAction(st, pick);
    if (!r2.ok) break;
    st = r2.state;
  }
  if (st.titans[t].ko || st.winner >= 0) return [];
  const interrupted = r.state.pending !== null;
  const out: SpaceIdx[] = [];
  for (const x of zoneOf(s, st.titans[t].space, face))
    if (face === 'green' || interrupted || (st.trapSupply > 0 && !hasTrap(st, x))) out.push(x);
  return out;
}
