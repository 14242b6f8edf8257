// R2 — the course: one circuit, or three stacked into a Grand Slam strip (R2.3).
import { SPACES_PER_BOARD, parseSpace, spaceName } from './board';
import { iceLoops, resolveCircuit } from './circuits';
import type { Circuit, CourseState, Element, EngineError } from './types';

export type CourseResult =
  { ok: true; course: CourseState; circuits: Circuit[] } | { ok: false; error: EngineError };

export function buildCourse(input: unknown): CourseResult {
  if (!Array.isArray(input) || (input.length !== 1 && input.length !== 3)) {
    return {
      ok: false,
      error: { code: 'badSetup', message: 'Choose one circuit for a race, or three for a Grand Slam.' },
    };
  }
  const boards = input.length;
  const circuits: Circuit[] = [];
  const elements: (Element | '')[] = new Array(boards * SPACES_PER_BOARD).fill('');
  for (let b = 0; b < boards; b++) {
    const r = resolveCircuit(input[b]);
    if (!r.ok) {
      const where = boards > 1 ? `Board ${b + 1}: ` : '';
      return { ok: false, error: { code: 'badCircuit', message: where + r.error.message } };
    }
    circuits.push(r.circuit);
    for (const [key, el] of Object.entries(r.circuit.spaces)) {
      elements[parseSpace(key, boards, b + 1)] = el;
    }
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
