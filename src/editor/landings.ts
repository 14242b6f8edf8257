// Where each forward step from a space lands (the editor's hover/focus overlay), computed by the engine's
// own movement code, never by a copy of the rules: a throwaway game is set up with the circuit being
// edited (engine `loadScenario`), one Titan on the space, and a blue die whose path starts with the
// direction asked for (R4.1: S L, L S, R S). The die action is applied through the engine (`previewAction`,
// which also answers the pirates' question, R7.2, so the move goes on), and the Titan's own `moved` events
// of that first step are read back:
//
// - the step itself (`step`), or a ramp jump (`jump`, R7.4: jumped spaces are not entered);
// - then every space of an ice slide (`slide`, R7.6), which ends where the slide stops.
//
// The other two Titans a game needs stand where the step cannot reach them; if one is pushed after all,
// the game is set up again with them elsewhere. Pure TypeScript, no DOM.
import { LOCAL_NAMES, ROWS_PER_BOARD } from '../engine/board';
import { applyAction, loadScenario, previewAction } from '../engine';
import type { Action, Circuit, Dir, GameEvent, GameState, SpaceName } from '../engine/types';

type ForwardDir = 'S' | 'L' | 'R';
const FORWARD: readonly ForwardDir[] = ['S', 'L', 'R'];

export interface Landing {
  dir: ForwardDir;
  /** The space the step enters: one step away, or a ramp's landing space. */
  first: SpaceName;
  /** The step was a ramp jump (R7.4). */
  jump: boolean;
  /** Spaces entered sliding on ice after it, in order (R7.6); the last is where the slide ends. */
  slide: SpaceName[];
  /** Where the Titan stands after this step (the slide's end, else `first`). */
  end: SpaceName;
  /** The step (or its slide) crossed the top edge: a lap is completed (R1.5). */
  lap: boolean;
}

/** R4.1: a blue die's path that starts with `d`. */
const BLUE: Record<ForwardDir, Dir[]> = { S: ['S', 'L'], L: ['L', 'S'], R: ['R', 'S'] };
const MOVER = 'grinder';
const OTHERS = ['slaugg', 'craken'] as const;

function setup(circuit: Circuit, from: string, others: [string, string]): GameState | null {
  const r = loadScenario({
    setup: {
      circuits: [{ ...circuit, id: 'landings' }],
      titans: [MOVER, ...OTHERS],
      seed: 1,
      options: { reactions: 'never' },
    },
    position: {
      titans: {
        [MOVER]: { space: from, lap: 1 },
        [OTHERS[0]]: { space: others[0], lap: 1 },
        [OTHERS[1]]: { space: others[1], lap: 1 },
      },
      active: MOVER,
      dice: ['blue', 'blue', 'blue'],
    },
  });
  if (!r.ok) return null;
  const chosen = applyAction(r.state, { type: 'chooseDie', die: 0 });
  return chosen.ok ? chosen.state : null;
}

/** The mover's first step and its slide, read from the engine's events. */
function readStep(events: GameEvent[]): Omit<Landing, 'dir'> | null {
  let first: SpaceName | null = null;
  let jump = false;
  let lap = false;
  const slide: SpaceName[] = [];
  for (const e of events) {
    if (e.type === 'lap' && e.titan === MOVER && first !== null) lap = true;
    if (e.type !== 'moved' || e.titan !== MOVER) continue;
    if (e.cause === 'step' || e.cause === 'jump') {
      if (first !== null) break; // the path's second step: not ours
      first = e.to;
      jump = e.cause === 'jump';
    } else if (e.cause === 'slide' && first !== null) slide.push(e.to);
  }
  if (first === null) return null;
  return { first, jump, slide, end: slide.length ? slide[slide.length - 1] : first, lap };
}

/**
 * Where each forward step (S, L, R) of a Titan's own move from `from` lands on `circuit` (one board).
 * Null when the circuit is not playable (the engine refuses it) or `from` is not a space.
 */
export function stepLandings(circuit: Circuit, from: string): Landing[] | null {
  if (!LOCAL_NAMES.includes(from)) return null;
  const row = (n: string) => Number(n.slice(1));
  const ahead = (n: string) => (row(n) - row(from) + ROWS_PER_BOARD) % ROWS_PER_BOARD;
  const out: Landing[] = [];
  for (const dir of FORWARD) {
    const avoid = new Set<string>([from]);
    let landing: Landing | null = null;
    for (let attempt = 0; attempt < 8 && !landing; attempt++) {
      // Far from the mover first: the rows just behind it are the last a forward step reaches.
      const free = LOCAL_NAMES.filter((n) => !avoid.has(n)).sort((a, b) => ahead(b) - ahead(a));
      if (free.length < 2) return null;
      const others: [string, string] = [free[0], free[1]];
      const s = setup(circuit, from, others);
      if (!s) return null;
      const action: Action = { type: 'dieAction', path: BLUE[dir] };
      const r = previewAction(s, action);
      if (!r.ok) return null;
      const step = readStep(r.events);
      if (!step) return null;
      const pushed = r.events.some(
        (e) => e.type === 'moved' && e.titan !== MOVER && (e.cause === 'push' || e.cause === 'slide'),
      );
      if (pushed) {
        // A Titan stood in the way: set up again with both of them off every space entered this time.
        for (const e of r.events) if (e.type === 'moved') avoid.add(e.to);
        for (const o of others) avoid.add(o);
        continue;
      }
      landing = { dir, ...step };
    }
    if (!landing) return null;
    out.push(landing);
  }
  return out;
}
