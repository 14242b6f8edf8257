// The one walker: where each step of a Titan lands and what entering a space does. Every
// module that moves a Titan or foresees a move folds over these functions instead of carrying its own
// copy of the rules:
//   - resolve/move.ts (the real move, one op at a time so a decision can stop it): `land` for every
//     step, `arrival` for what each entered space does;
//   - predict.ts (legal.ts 'after' targets, greedy's scoring): `nextArrival` + `arrival`, declining
//     ("needs simulation") whatever it does not decide;
//   - bots/pilot.ts (master's playouts) and editor/warnings.ts (the damage wall): `nextArrival` + `arrival`.
// Pure functions of the board's tables (board.ts geometry) and the circuit's elements; no state changes.
import { dirIndex, type Geometry } from './board';
import type { Dir, Element, SpaceIdx } from './types';

/** The circuit's element per space index ('' = plain), as CourseState.elements. */
export type Elements = readonly (Element | '')[];

/**
 * R7.4: how many spaces a step in direction d from a space holding `el` lands away. Only a Titan's own
 * step jumps (`own`): pushes, slides and moves by an ability or card never do (rulings.md 9). A
 * super-ramp jumps over 2 spaces in its one direction, a multi-ramp over 1 in any forward direction.
 */
export function stepLength(el: Element | '', d: number, own: boolean): number {
  if (!own) return 1;
  if (el === 'multiRamp') return d <= 2 ? 2 : 1;
  if (el === 'superRampL') return d === 1 ? 3 : 1;
  if (el === 'superRampR') return d === 2 ? 3 : 1;
  return 1;
}

/** Where a step lands: the space, the laps crossed on the way (R1.5) and whether it was a ramp jump. */
export interface Landing {
  to: SpaceIdx;
  lap: number;
  jump: boolean;
}

/**
 * One step of a Titan from `from` in direction d: side wrap (R1.4), top/bottom wrap and laps (R1.5),
 * board changes in a Grand Slam stack (R2.3, all in the geometry's tables) and ramp jumps (R7.4: the
 * jumped spaces are not entered). Writes into `out` (callers reuse one record: no allocation per step).
 */
export function land(
  g: Geometry,
  els: Elements,
  from: SpaceIdx,
  d: number,
  own: boolean,
  out: Landing,
): Landing {
  const n = stepLength(els[from], d, own);
  let to = from;
  let lap = 0;
  for (let i = 0; i < n; i++) {
    const k = d * g.size + to;
    lap += g.lapDelta[k];
    to = g.next[k];
  }
  out.to = to;
  out.lap = lap;
  out.jump = n > 1;
  return out;
}

// What entering a space does to the Titan that enters it (R7.8), one bit each, in the order they resolve.
/** R5.5: push damage, the first time the Titan is pushed in this movement. */
export const PUSH_HIT = 1;
/** R6.3: a trap springs (its token goes back at once; the Life loss comes now). */
export const TRAP_HIT = 2;
/** R7.1: lava, 1 Life. */
export const LAVA_HIT = 4;
/** R7.2: pirates, a card or 1 Life (the Titan's own player chooses). */
export const PIRATES = 8;
/** R7.3: a fire statue blasts the six adjacent spaces. */
export const BLAST = 16;
/** R7.7: a bonus space, draw a card if the hand has room. */
export const DRAW = 32;
/** R7.6: ice, slide one more step the same way. */
export const SLIDE = 64;
/** The circuit elements that harm the Titan entering them (the editor's damage wall). */
export const HAZARD = LAVA_HIT | PIRATES | BLAST;
/** R8.3: what a knocked-out Titan is spared (it loses no Life, the pirates ignore it); a blast still fires. */
export const SPARED_WHEN_KO = PUSH_HIT | TRAP_HIT | LAVA_HIT | PIRATES;

/** The part of an arrival that the space's element decides (R7.1–R7.3, R7.6, R7.7). */
export function elementEffect(el: Element | ''): number {
  switch (el) {
    case '':
      return 0; // plain (the commonest: tested first)
    case 'lava':
      return LAVA_HIT;
    case 'pirates':
      return PIRATES;
    case 'fireStatue':
      return BLAST;
    case 'bonus':
      return DRAW;
    case 'ice':
      return SLIDE;
    default:
      return 0; // plain, pentacle (R7.5 acts when the die action ends), ramps (R7.4 act on leaving)
  }
}

/**
 * R7.8: what entering a space does, as bits in resolution order — push damage, trap, the element,
 * bonus draw, ice slide. `trapped`: a trap was on the space (it springs as the Titan lands); `pushed`:
 * this is the first push of the Titan in the current movement (R5.5).
 */
export function arrival(el: Element | '', trapped: boolean, pushed: boolean): number {
  return elementEffect(el) | (trapped ? TRAP_HIT : 0) | (pushed ? PUSH_HIT : 0);
}

/** nextArrival's landing (scratch: read at once). */
const landing: Landing = { to: -1, lap: 0, jump: false };

/** A walk along a path of own steps, one arrival at a time (see nextArrival). Reuse one record. */
export interface Walk {
  /** Where the Titan stands now (its last arrival), and its lap counter. */
  x: SpaceIdx;
  lap: number;
  /** The direction of the last arrival and how it came: an ice slide (else an own step), a ramp jump. */
  d: number;
  slide: boolean;
  jump: boolean;
  /** Steps of the path taken so far. */
  i: number;
  /** The Titan has entered a space since the walk began (a Titan resting on ice does not slide). */
  entered: boolean;
  /** Slides in a row; more than the board's spaces means a closed line of ice (R7.6: invalid). */
  slides: number;
}

export function newWalk(): Walk {
  return {
    x: -1,
    lap: 0,
    d: 0,
    slide: false,
    jump: false,
    i: 0,
    entered: false,
    slides: 0,
  };
}

/** Start a walk of a Titan standing on `from` with lap counter `lap`. */
export function startWalk(w: Walk, from: SpaceIdx, lap: number): Walk {
  w.x = from;
  w.lap = lap;
  w.i = 0;
  w.entered = false;
  w.slides = 0;
  return w;
}

/**
 * The walker: move to the next space entered along `path` — one more slide step the same way while the
 * Titan stands on ice it entered (R7.6: the slide does not count against the die), else the path's next
 * own step (R5.2, ramps R7.4). False when the path is done (or a line of ice closes on itself, which a
 * valid circuit never has). The caller decides what each arrival does (`arrival`) and stops walking where
 * the real move would stop (a knock-out, R5.7) or where it declines to predict.
 */
export function nextArrival(w: Walk, g: Geometry, els: Elements, path: readonly Dir[]): boolean {
  let d: number;
  let own: boolean;
  if (w.entered && (elementEffect(els[w.x]) & SLIDE) !== 0) {
    if (++w.slides > g.size) return false;
    d = w.d;
    own = false;
  } else {
    if (w.i >= path.length) return false;
    d = dirIndex(path[w.i++]);
    own = true;
    w.slides = 0;
  }
  const l = land(g, els, w.x, d, own, landing);
  w.x = l.to;
  w.lap += l.lap;
  w.d = d;
  w.slide = !own;
  w.jump = l.jump;
  w.entered = true;
  return true;
}
