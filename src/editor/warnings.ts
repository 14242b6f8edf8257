// Design warnings: things that do not make a circuit invalid (the engine's validator decides validity)
// but that a designer probably wants to know. Pure TypeScript.
//
// 1. startSpace — an element on a start space A1, C1 or E1 (R9.2; the standard circuits keep them plain, R7).
// 2. noBonus    — no bonus space at all: nobody ever draws a Bonus card from the board (R7.7).
// 3. damageWall — no damage-free route through the board. Precisely: a Titan entering the board on a
//    start space (A1, C1, E1) and then taking single forward steps S, L, R of its own movement, walked by
//    the engine's walker (walk.ts: side wrap R1.4, ramp jumps R7.4 whose jumped spaces are not entered,
//    ice slides R7.6 whose every space is entered), can never leave the top of
//    the board (R1.5) without entering a HAZARD space: lava, pirates or a fire statue. Traps, pushes and
//    the dice are ignored. Because a forward step gains one or two rows, two consecutive rows made entirely
//    of hazards are the simplest such wall; the check also finds walls broken by ramps or ice, and walls
//    that are not straight bands. The warning names the band of rows just above the highest row a Titan
//    can reach safely, and the hazard spaces in it.
import { geometry, LOCAL_NAMES, localName, parseSpace, spaceRow, ROWS_PER_BOARD } from '../engine/board';
import { arrival, elementEffect, HAZARD, newWalk, nextArrival, startWalk } from '../engine/search';
import { ELEMENTS, type Circuit, type Dir, type Element } from '../engine/types';

type WarningCode = 'startSpace' | 'noBonus' | 'damageWall';

export interface EditorWarning {
  code: WarningCode;
  /** In English (the CLI and tests read it); the UI words it from `code` and `params`. */
  message: string;
  /** What the message names: element, space, rows, spaces — for the UI's translation by code. */
  params?: Record<string, string | number>;
  /** The spaces concerned (board-local names), for highlighting. */
  spaces?: string[];
}

export const START_SPACES = ['A1', 'C1', 'E1'] as const;

/** Elements that cost a Titan entering them Life (or a card), or blast the spaces around them (walk.ts). */
const HAZARDS: ReadonlySet<Element> = new Set<Element>(
  ELEMENTS.filter((e) => (elementEffect(e) & HAZARD) !== 0),
);

const ELEMENT_LABEL: Record<Element, string> = {
  bonus: 'Bonus',
  lava: 'Lava',
  pirates: 'Pirates',
  fireStatue: 'Fire statue',
  ice: 'Ice',
  pentacle: 'Pentacle',
  multiRamp: 'Multi-ramp',
  superRampL: 'Super-ramp left',
  superRampR: 'Super-ramp right',
};

/** The element on each board space index ('' = plain or not an element). */
function elementsOf(c: Circuit): (Element | '')[] {
  return LOCAL_NAMES.map(
    (n) => (c.spaces && typeof c.spaces[n] === 'string' ? c.spaces[n] : '') as Element | '',
  );
}

const FORWARD_STEPS: readonly (readonly Dir[])[] = [['S'], ['L'], ['R']];
const walk = newWalk();

/**
 * Where one forward step from space s ends, walked by the engine's walker (walk.ts: ramps, ice, wraps):
 * 'top' if the Titan leaves the top of the board, 'hurt' if it enters a hazard on the way (or ends on
 * one), else the space it comes to rest on.
 */
function stepFrom(els: (Element | '')[], s: number, path: readonly Dir[]): number | 'top' | 'hurt' {
  const g = geometry(1);
  const w = startWalk(walk, s, 1);
  while (nextArrival(w, g, els, path)) {
    if (w.lap > 1) return 'top';
    if (arrival(els[w.x], false, false) & HAZARD) return 'hurt';
  }
  return w.slides > g.size ? 'hurt' : w.x; // a closed line of ice: invalid anyway (the validator says so)
}

export interface SafeRoute {
  /** Can a Titan get from the start spaces off the top of the board without entering a hazard? */
  passable: boolean;
  /** Space indexes a Titan can reach without entering a hazard. */
  reachable: Set<number>;
}

export function safeRoute(c: Circuit): SafeRoute {
  const els = elementsOf(c);
  const reachable = new Set<number>();
  const queue: number[] = [];
  for (const name of START_SPACES) {
    const s = parseSpace(name, 1);
    // A Titan is placed on its start space (R9.2): a hazard there counts, an ice slide does not start.
    if (HAZARDS.has(els[s] as Element)) continue;
    reachable.add(s);
    queue.push(s);
  }
  let passable = false;
  while (queue.length) {
    const s = queue.shift()!;
    for (const path of FORWARD_STEPS) {
      const to = stepFrom(els, s, path);
      if (to === 'top') passable = true;
      else if (to !== 'hurt' && !reachable.has(to)) {
        reachable.add(to);
        queue.push(to);
      }
    }
  }
  return { passable, reachable };
}

function rowsLabel(a: number, b: number): string {
  return a === b ? `row ${a}` : `rows ${a}–${b}`;
}

export function circuitWarnings(c: Circuit): EditorWarning[] {
  const out: EditorWarning[] = [];
  const spaces = c.spaces && typeof c.spaces === 'object' ? c.spaces : {};

  for (const name of START_SPACES) {
    const e = spaces[name];
    if (e) {
      const label = ELEMENT_LABEL[e as Element] ?? String(e);
      out.push({
        code: 'startSpace',
        message: `${label} on start space ${name}: every Titan begins its race on A1, C1 or E1, which the standard circuits keep plain.`,
        params: { element: String(e), space: name },
        spaces: [name],
      });
    }
  }

  if (!Object.values(spaces).includes('bonus')) {
    out.push({
      code: 'noBonus',
      message: 'No bonus space: nobody will draw a Bonus card during the race.',
    });
  }

  const route = safeRoute({ ...c, spaces });
  if (!route.passable) {
    let top = 0; // highest row reached safely (0 = not even a start space)
    for (const s of route.reachable) top = Math.max(top, spaceRow(s));
    const from = Math.min(top + 1, ROWS_PER_BOARD);
    const to = Math.min(top + 2, ROWS_PER_BOARD);
    const band: string[] = [];
    for (let s = 0; s < LOCAL_NAMES.length; s++) {
      const row = spaceRow(s);
      if (row >= from && row <= to && HAZARDS.has(spaces[localName(s)] as Element)) band.push(localName(s));
    }
    out.push({
      code: 'damageWall',
      message:
        top === 0
          ? 'No Titan can start without damage: A1, C1 and E1 are all lava, pirates or fire statues.'
          : `No Titan can get past ${rowsLabel(from, to)} without damage: every route forward meets lava, pirates or a fire statue${band.length ? ` (${band.join(', ')})` : ''}.`,
      params: top === 0 ? { start: 1 } : { from, to, spaces: band.join(', ') },
      spaces: top === 0 ? START_SPACES.filter((n) => HAZARDS.has(spaces[n] as Element)) : band,
    });
  }
  return out;
}
