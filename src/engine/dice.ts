// R4 dice: the draft (R4.2), choosing a die (R4.3, R4.4), performing its face (R4.1), and the pentacle
// reroll (R7.5).
import { BEFORE, BEHIND, boardOf, dirIndex, geometry, parseSpace } from './board';
import { FACE_PATHS, facePaths, OTHER_FACES } from './data';
import { ownColourGain, payCost } from './resolve/life';
import { rollFace } from './rng';
import { refusal } from './errors';
import { M_AFTER, M_BEFORE } from './moves';
import { previousSeat } from './race';
import { hasTrap, own, show, without, type Ctx } from './state';
import type { Dir, EngineError, Face, GameState, SpaceIdx } from './types';

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** R4.2: the round's last Titan is the one seated just before the first player. */
export function lastSeat(s: GameState): number {
  return previousSeat(s, s.first);
}

/** R4.2: `roll` is the action due now (the round's first or last Titan, before it has rolled). */
export function needsRoll(s: GameState): boolean {
  return s.winner < 0 && s.pending === null && s.turn.phase === 'start' && !s.rolled;
}

/** R4.2: roll every die of the game; the dice on the Titans' boards come back to the pool. */
export function roll(c: Ctx): EngineError | null {
  const s = c.s;
  if (!needsRoll(s))
    return s.turn.phase !== 'start'
      ? refusal('rollNotAtStart', 'The dice are rolled only at the start of a turn.')
      : refusal(
          'notRoller',
          'Only the round’s first and last Titan roll the dice (R4.2): choose a die from the pool.',
        );
  for (let t = 0; t < s.titans.length; t++) if (s.titans[t].die !== null) own(c, t).die = null;
  const faces: Face[] = [];
  for (let i = 0; i < s.titans.length; i++) faces.push(rollFace(s));
  s.pool = faces;
  s.rolled = true;
  if (c.log) c.ev.push({ type: 'diceRolled', titan: s.titans[s.active].id, faces: faces.slice() });
  return null;
}

/** R4.2–R4.4: take a die from the pool; a knocked-out Titan takes one and passes (R8.2). */
export function chooseDie(c: Ctx, n: unknown): EngineError | null {
  const s = c.s;
  const T = own(c, s.active); // it takes a die (a refused action's copy is dropped)
  if (s.turn.phase !== 'start') return refusal('dieChosen', 'A die has already been chosen this turn.');
  if (!s.rolled) return refusal('rollFirst', 'Roll the dice first (R4.2).');
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n >= s.pool.length)
    return refusal('noDie', `There is no die number ${show(n)} in the pool (0 to ${s.pool.length - 1}).`, {
      die: show(n),
      max: s.pool.length - 1,
    });
  const face = s.pool[n];
  s.pool = without(s.pool, n);
  T.die = face;
  s.turn.dieChosen = true;
  if (c.log) c.ev.push({ type: 'dieChosen', titan: T.id, face });
  if (T.ko) {
    T.koPassed = true;
    s.turn.phase = 'main';
    s.turn.over = true;
    if (c.log) c.ev.push({ type: 'passed', titan: T.id });
    return null;
  }
  ownColourGain(c, s.active);
  s.turn.phase = T.space < 0 ? 'enter' : 'main';
  return null;
}

/** R4.1 / R5: perform the chosen die as queued own steps with the red/green extra and purple's cost. */
export function dieAction(c: Ctx, a: Record<string, unknown>): EngineError | null {
  const s = c.s;
  const t = s.active;
  const T = s.titans[t];
  if (s.turn.phase === 'enter') return refusal('enterFirst', 'Enter the board on A1, C1 or E1 first.');
  if (s.turn.phase !== 'main' || s.turn.over)
    return refusal('noDieAction', 'There is no die action to perform now.');
  if (s.turn.dieDone) return refusal('dieActionDone', "This turn's die action is already done.");
  const die = T.die!;
  let face: Exclude<Face, 'purple'>;
  if (die === 'purple') {
    if (!OTHER_FACES.includes(a.face as never))
      return refusal('purpleNeedsFace', 'Purple copies one of the other five faces: say which (face).');
    face = a.face as Exclude<Face, 'purple'>;
  } else {
    if (a.face !== undefined)
      return refusal('faceOnlyPurple', `Your die shows ${die}; only purple names a face.`, { face: die });
    face = die;
  }
  if (a.lifeCost !== undefined && (die !== 'purple' || (a.lifeCost !== 'before' && a.lifeCost !== 'after')))
    return die === 'purple'
      ? refusal('lifeCostWhen', "lifeCost is 'before' or 'after'.")
      : refusal('lifeCostOnlyPurple', 'Only the purple die has a Life cost.', { face: die });
  const path = a.path;
  if (
    !Array.isArray(path) ||
    // legalActions hands out FACE_PATHS's own arrays: those are found by identity, the rest compared.
    (!facePaths(face).includes(path as Dir[]) &&
      !facePaths(face).some((p) => p.length === path.length && p.every((d, i) => d === path[i])))
  )
    return refusal(
      'wrongPath',
      `${face} moves ${FACE_PATHS[face].map((p) => p.join(' ')).join(' or ')}, not ${show(path)}.`,
      { face },
    );
  let extra: { space: SpaceIdx; when: 'before' | 'after' } | null = null;
  if (a.extra !== undefined) {
    const e = checkExtra(s, face, path as Dir[], a.extra);
    if ('code' in e) return e;
    extra = e;
  }
  const cost = die === 'purple' && T.id !== 'chtoolhoo' ? (a.lifeCost === 'before' ? M_BEFORE : M_AFTER) : 0;
  queueDie(
    c,
    face,
    path as Dir[],
    extra ? (extra.when === 'before' ? M_BEFORE : M_AFTER) : 0,
    extra ? extra.space : -1,
    cost,
  );
  return null;
}

/**
 * A checked (dieAction) or trusted (apply.ts applyMove) die action, queued last first straight onto the
 * stack: purple's cost before, the extra before, the steps, purple's cost after, the extra after, the end
 * of the action. `when` and `cost`: 0 none, moves.ts M_BEFORE or M_AFTER. The cost is paid before the 'after'
 * extra so that a cost that knocks the Titan out loses the extra (R5.7, rulings.md 5), as legalActions
 * predicts: it offers no 'after' target then.
 */
export function queueDie(
  c: Ctx,
  face: Exclude<Face, 'purple'>,
  path: readonly Dir[],
  when: number,
  space: SpaceIdx,
  cost: number,
): void {
  const s = c.s;
  const t = s.active;
  s.turn.pushed = 0;
  const st = s.stack;
  st.push({ k: 'actionEnd', titan: t, own: true });
  if (when === M_AFTER) st.push({ k: 'extra', titan: t, face: face as 'red', space, own: true });
  if (cost === M_AFTER) st.push({ k: 'cost', titan: t, cause: 'purple', own: true });
  for (let i = path.length - 1; i >= 0; i--)
    st.push({ k: 'step', titan: t, dir: dirIndex(path[i]), kind: 'own', own: true, by: t });
  if (when === M_BEFORE) st.push({ k: 'extra', titan: t, face: face as 'red', space, own: true });
  if (cost === M_BEFORE) st.push({ k: 'cost', titan: t, cause: 'purple', own: true });
}

/** The red trap's or green strike's target must be one the rules could allow (legalActions offers it). */
function checkExtra(
  s: GameState,
  face: Exclude<Face, 'purple'>,
  path: Dir[],
  x: unknown,
): { space: SpaceIdx; when: 'before' | 'after' } | EngineError {
  if (face !== 'red' && face !== 'green')
    return refusal('noExtra', `The ${face} face has no trap or strike to place.`, { face });
  if (!isObj(x) || (x.when !== 'before' && x.when !== 'after'))
    return refusal('extraShape', "extra needs a space and when: 'before' or 'after'.");
  const T = s.titans[s.active];
  const space = parseSpace(x.space, s.course.boards, boardOf(T.space));
  if (space < 0)
    return refusal('notASpace', `${show(x.space)} is not a space of this course.`, { space: show(x.space) });
  // 'after' targets are checked when the move ends (resolve/hazards.ts extra, checkAfterExtra below):
  // predicting the end here would simulate every such action twice.
  if (x.when === 'before' && !within(checked, beforeTargets(s, face, checked), space))
    return refusal(
      'extraOutOfReach',
      `${show(x.space)} is not a space the ${face === 'red' ? 'trap' : 'strike'} can reach ${x.when} the move.`,
      { space: show(x.space), face, when: x.when },
    );
  return { space, when: x.when };
}

/** The check's own scratch for the 'before' targets (checkExtra reads it at once). */
const checked: SpaceIdx[] = [0, 0, 0];

/** x is among out[0 … n). */
export function within(out: readonly SpaceIdx[], n: number, x: SpaceIdx): boolean {
  for (let k = 0; k < n; k++) if (out[k] === x) return true;
  return false;
}

/**
 * Targets of the red trap (the spaces behind, free of traps) or green strike (before) before moving,
 * written to out[0 … n) (the caller's scratch, at most 3: no array per listing); returns n.
 */
export function beforeTargets(s: GameState, face: 'red' | 'green', out: SpaceIdx[]): number {
  const here = s.titans[s.active].space;
  let n = 0;
  for (let k = 0; k < 3; k++) {
    const x = zoneAt(s, here, face, k);
    if (face === 'green' || (s.trapSupply > 0 && !hasTrap(s, x))) out[n++] = x;
  }
  return n;
}

/** Space k (0–2) of the red trap's zone (the three spaces behind) or the green strike's (the three before), R4.1. */
export function zoneAt(s: GameState, here: SpaceIdx, face: 'red' | 'green', k: number): SpaceIdx {
  const g = geometry(s.course.boards);
  return g.next[(face === 'red' ? BEHIND : BEFORE)[k] * g.size + here];
}

/** R7.5: pay 1 Life and reroll the die on the pentacle; then only the new face's action may follow. */
export function reroll(c: Ctx): EngineError | null {
  const s = c.s;
  const t = s.active;
  const T = own(c, t); // pays a Life and takes a new face (a refused action's copy is dropped)
  if (!canReroll(s))
    return refusal(
      'noReroll',
      'A reroll is only for a Titan whose die action ended on the pentacle and who has not moved since (R7.5).',
    );
  s.turn.rerollAt = -1;
  payCost(c, t, 'pentacle');
  if (T.ko) return null; // paid its last Life: knocked out, turn over (R5.7)
  const f = rollFace(s);
  T.die = f;
  if (c.log) c.ev.push({ type: 'pentacleReroll', titan: T.id, face: f });
  ownColourGain(c, t);
  s.turn.dieDone = false;
  s.turn.rerolled = true;
  return null;
}

export function canReroll(s: GameState): boolean {
  const turn = s.turn;
  return (
    turn.phase === 'main' &&
    !turn.over &&
    turn.dieDone &&
    turn.rerollAt >= 0 &&
    turn.rerollAt === s.titans[s.active].space
  );
}
