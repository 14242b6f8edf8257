// R2 — the course: one circuit, or three stacked into a Grand Slam strip (R2.3).
import { SPACES_PER_BOARD, parseSpace, spaceName } from './board';
import { iceLoops, resolveCircuit, standardCircuit } from './circuits';
import { fault, type Result } from './errors';
import type { Circuit, CourseState, Element } from './types';

export type CourseResult = Result<{ course: CourseState; circuits: Circuit[] }>;

/** A circuit's spaces as [index, element, index, element, …] on board b + 1 of a course of `boards`. */
function parseCells(c: Circuit, boards: number, b: number): (number | Element)[] {
  const out: (number | Element)[] = [];
  for (const [key, el] of Object.entries(c.spaces)) out.push(parseSpace(key, boards, b + 1), el);
  return out;
}

/**
 * parseCells of a standard circuit (given by its id: never changes), parsed once per place (newGame is
 * hot): keyed by the circuit's own object, then by place (0 for a race, 1 + b for board b of three) —
 * no key string built per game.
 */
const standardCache = new Map<Circuit, (number | Element)[][]>();
function standardCells(c: Circuit, boards: number, b: number): (number | Element)[] {
  let places = standardCache.get(c);
  if (!places) standardCache.set(c, (places = []));
  const k = boards === 1 ? 0 : 1 + b;
  return places[k] ?? (places[k] = parseCells(c, boards, b));
}

export function buildCourse(input: unknown): CourseResult {
  if (!Array.isArray(input) || (input.length !== 1 && input.length !== 3)) {
    return {
      ok: false,
      error: fault('setupCircuitCount', 'Choose one circuit for a race, or three for a Grand Slam.', {
        field: 'circuits',
        count: Array.isArray(input) ? input.length : 0,
      }),
    };
  }
  const boards = input.length;
  const circuits: Circuit[] = [];
  const elements: (Element | '')[] = new Array(boards * SPACES_PER_BOARD).fill('');
  for (let b = 0; b < boards; b++) {
    // A standard id is read from the shared table (read only here: the setup keeps the id, the course
    // its own arrays); resolveCircuit's copy is for callers that keep the circuit.
    const std = standardCircuit(input[b]);
    if (std) {
      circuits.push(std);
      const cells = standardCells(std, boards, b);
      for (let k = 0; k < cells.length; k += 2) elements[cells[k] as number] = cells[k + 1] as Element;
      continue;
    }
    const r = resolveCircuit(input[b]);
    if (!r.ok) {
      const where = boards > 1 ? `Board ${b + 1}: ` : '';
      return { ok: false, error: { code: 'badCircuit', message: where + r.error.message } };
    }
    circuits.push(r.circuit);
    const cells = parseCells(r.circuit, boards, b);
    for (let k = 0; k < cells.length; k += 2) elements[cells[k] as number] = cells[k + 1] as Element;
  }
  if (boards > 1) {
    // Each board is valid alone, but stacked boards can close a line of ice across them (R7.6).
    const loop = iceLoops(elements, boards);
    if (loop.length > 0) {
      const at = loop
        .slice(0, 6)
        .map((s) => spaceName(s, boards))
        .join(', ');
      return {
        ok: false,
        error: {
          code: 'badCircuit',
          message: `The stacked boards close a line of ice (${at}…): a Titan would slide forever (R7.6).`,
        },
      };
    }
  }
  return { ok: true, course: { boards, elements, names: circuits.map((c) => c.name) }, circuits };
}
