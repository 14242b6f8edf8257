// The red trap's and green strike's 'after' targets (R4.1, rulings.md 5): where a die move ends, foreseen
// by predict.ts (the walker) or, when it declines, by running the move on a private copy; and the check
// applyAction makes of an 'after' target once the move has run. Its own module so that apply.ts → here →
// dice.ts / resolve/ has no cycle (the simulation runs the resolution loop directly, not applyInPlace).
import { boardOf, parseSpace } from './board';
import { decide, decisionActions } from './decisions';
import { queueDie, within, zoneAt } from './dice';
import { M_AFTER } from './moves';
import { predictPlainMove, wasGone, type PlainOutcome } from './predict';
import { run } from './resolve/run';
import { refusal } from './errors';
import { hasTrap, makeCtx, shareTitans, show, type Ctx } from './state';
import type { Dir, EngineError, ExtraTarget, GameState, SpaceIdx } from './types';

/**
 * The red trap's or green strike's targets 'after' the move: round the space where the move ends as it
 * runs without interruption (rulings.md 5). None if its own move is cut short by a knock-out or a win.
 * If a decision interrupts the move, the real target is checked when the move ends, so any space of the
 * zone round the predicted end is offered.
 */
export function afterTargets(s: GameState, face: 'red' | 'green', path: Dir[], out: SpaceIdx[]): number {
  const end = plainEnd(s, path);
  return end === SIMULATE ? simulatedAfterTargets(s, face, path, out) : targetsRound(s, face, end, out);
}

/** The zone round a predicted end (none after a win or knock-out), less the traps the move removed. */
function targetsRound(s: GameState, face: 'red' | 'green', end: number, out: SpaceIdx[]): number {
  if (end === NONE) return 0;
  let n = 0;
  const o = last;
  const supply = s.trapSupply + o.goneCount;
  for (let k = 0; k < 3; k++) {
    const x = zoneAt(s, end, face, k);
    if (face === 'green' || (supply > 0 && !(hasTrap(s, x) && !wasGone(o, x)))) out[n++] = x;
  }
  return n;
}
const SIMULATE = -1;
const NONE = -2;
/** The last prediction (plainEnd's), read by targetsRound at once: the traps the move removes. */
let last: PlainOutcome = null as unknown as PlainOutcome;

/**
 * Where the active Titan's die move along `path` ends, as predict.ts foresees it (the walker: ramp jumps,
 * ice slides, traps, elements, bonus draws, wins and knock-outs exactly as the loop resolves them). NONE
 * when the move ends in a win or a knock-out (no 'after' target; purple's cost after the move counted,
 * R4.1), SIMULATE when the prediction declines (another Titan met, a decision, a reshuffle): the caller
 * then runs the move on a copy. `last` keeps the outcome (the traps removed on the way).
 */
function plainEnd(s: GameState, path: readonly Dir[]): number {
  const o = predictPlainMove(s, path);
  if (!o) return SIMULATE;
  last = o;
  return o.won || o.ko ? NONE : o.space;
}

/**
 * afterTargets by running the move on a copy (the rare moves plainEnd cannot predict): one copy, changed
 * in place without events (applyInPlace), since only where the Titan stands afterwards matters.
 */
export function simulatedAfterTargets(
  s: GameState,
  face: 'red' | 'green',
  path: Dir[],
  out: SpaceIdx[],
): number {
  const T = s.titans[s.active];
  const payer = T.die === 'purple' && T.id !== 'chtoolhoo';
  // The resolution loop itself on a copy, without events (apply.ts is not imported: no cycle): the plain
  // move, purple's cost at its default time (after), as legalActions offers it. The copy shares the
  // Titans as applyAction's does (copied by `own` as the move changes them: most moves change one or two).
  const st = shareTitans(s);
  const c = makeCtx(st);
  c.log = false;
  st.turn.fresh = true;
  queueDie(c, face, path, 0, -1, payer ? M_AFTER : 0);
  if (run(c)) return 0;
  const t = s.active;
  const interrupted = st.pending !== null;
  // Stopped for a decision: what matters is only where the Titan is when its own steps are done.
  for (let guard = 0; st.pending && guard < 50; guard++) {
    const d = decisionActions(st);
    const pick =
      d.find((x) => x.type === 'decide' && (x.choice === 'discard' || x.choice === 'play')) ?? d[0];
    if (decide(c, pick as unknown as Record<string, unknown>) ?? run(c)) break;
  }
  if (st.titans[t].ko || st.winner >= 0) return 0;
  let n = 0;
  for (let k = 0; k < 3; k++) {
    const x = zoneAt(s, st.titans[t].space, face, k);
    if (face === 'green' || interrupted || (st.trapSupply > 0 && !hasTrap(st, x))) out[n++] = x;
  }
  return n;
}

/** checkAfterExtra's own scratch for the 'after' targets. */
const checked: SpaceIdx[] = [0, 0, 0];

/**
 * After applyAction resolved a die action with an 'after' trap/strike (rulings.md 5): it must have been
 * placed (checked against the end space then), unless a decision interrupted the move first — then the
 * target must be one legalActions offered. A move that ends in a knock-out or a win has no 'after'.
 */
export function checkAfterExtra(c: Ctx, input: GameState, a: Record<string, unknown>): EngineError | null {
  if (c.extraRan) return null;
  const x = a.extra as ExtraTarget;
  const face = (a.face ?? input.titans[input.active].die) as 'red' | 'green';
  const space = parseSpace(x.space, input.course.boards, boardOf(input.titans[input.active].space));
  const interrupted = c.s.pending !== null;
  if (interrupted && within(checked, afterTargets(input, face, a.path as Dir[], checked), space)) return null;
  return interrupted
    ? refusal(
        'extraOutOfReach',
        `${show(x.space)} is not a space the ${face === 'red' ? 'trap' : 'strike'} can reach after the move.`,
        { space: show(x.space), face, when: 'after' },
      )
    : refusal('nothingAfter', 'This move ends in a knock-out or a win: nothing can be placed after it.');
}
