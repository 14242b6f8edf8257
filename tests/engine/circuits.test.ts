import { describe, it, expect } from 'vitest';
import {
  MAX_CIRCUIT_BYTES,
  STANDARD_CIRCUITS,
  STANDARD_ORDER,
  iceLoops,
  resolveCircuit,
  validateCircuit,
} from '../../src/engine/circuits';
import type { CircuitProblem } from '../../src/engine/circuits';
import {
  DIR_INDEX,
  LOCAL_NAMES,
  SPACES_PER_BOARD,
  geometry,
  localName,
  neighbour,
  parseSpace,
  spaceName,
} from '../../src/engine/board';
import { CIRCUIT_IDS, ELEMENTS } from '../../src/engine/types';
import type { Circuit, CircuitId, Dir, Element } from '../../src/engine/types';

// ---------------------------------------------------------------------------------------------
// helpers

const g1 = geometry(1);
const idx = (name: string): number => parseSpace(name, 1);
/** The spaces entered by single steps from `from` (no ramps, no ice): the rulebook examples' paths. */
function walk(from: string, dirs: Dir[]): string[] {
  let s = idx(from);
  return dirs.map((d) => {
    s = neighbour(g1, s, DIR_INDEX[d]);
    return localName(s);
  });
}
const el = (c: Circuit, space: string): Element | undefined => c.spaces[space];
function elementsOf(
  c: Circuit,
  board = 0,
  into: (Element | '')[] = new Array(SPACES_PER_BOARD).fill(''),
): (Element | '')[] {
  for (const [k, v] of Object.entries(c.spaces)) into[board * SPACES_PER_BOARD + idx(k)] = v;
  return into;
}
function iceBoard(names: string[]): (Element | '')[] {
  const e: (Element | '')[] = new Array(SPACES_PER_BOARD).fill('');
  for (const n of names) e[idx(n)] = 'ice';
  return e;
}
function circuit(
  spaces: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { id: 'test', name: 'Test', spaces, ...extra };
}
function problemsOf(json: unknown): CircuitProblem[] {
  const r = validateCircuit(json);
  expect(r.ok).toBe(false);
  if (r.ok) return [];
  expect(r.error.code).toBe('badCircuit');
  return r.problems;
}

/** mulberry32: a tiny seeded generator for the fuzz tests (tests only; the engine has its own). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HAZARD: Record<CircuitId, Element[]> = {
  kaldheira: ['lava'],
  deadMansLagoon: ['pirates'],
  banKog: ['fireStatue'],
  moltenchest: ['multiRamp', 'superRampL', 'superRampR'],
  anglieh: ['pentacle'],
  estengaard: ['ice'],
};

// ---------------------------------------------------------------------------------------------

describe('standard circuits (R7)', () => {
  it('STANDARD_ORDER lists the six contract ids in rulebook order, keyed by their own id', () => {
    expect(STANDARD_ORDER).toEqual([...CIRCUIT_IDS]);
    for (const id of STANDARD_ORDER) expect(STANDARD_CIRCUITS[id].id).toBe(id);
  });

  it('names are the rulebook titles', () => {
    expect(STANDARD_ORDER.map((id) => STANDARD_CIRCUITS[id].name)).toEqual([
      'Kaldheira — the pools of doom',
      "Dead Man's Lagoon",
      'The ruins of Ban-Kog',
      'Moltenchest — the forbidden foundry',
      "Ang'lieh — the Eye of the Deep One",
      'The icy plains of Estengaard',
    ]);
  });

  for (const id of CIRCUIT_IDS) {
    describe(id, () => {
      const c = STANDARD_CIRCUITS[id];

      it('passes the validator unchanged', () => {
        const r = validateCircuit(c);
        expect(r.ok ? null : r.error.message).toBeNull();
        if (r.ok) expect(r.circuit).toEqual(c);
      });

      it('has a one-sentence description', () => {
        expect(typeof c.description).toBe('string');
        expect(c.description!.length).toBeGreaterThan(20);
        expect(c.description!.trim().endsWith('.')).toBe(true);
        expect(c.description!.slice(0, -1)).not.toMatch(/[.!?]\s/);
      });

      it('R7: carries only its own effect and bonus spaces, 5–6 of them (R7.7)', () => {
        const values = Object.values(c.spaces);
        for (const v of values) expect(['bonus', ...HAZARD[id]]).toContain(v);
        const bonus = values.filter((v) => v === 'bonus').length;
        expect(bonus).toBeGreaterThanOrEqual(5);
        expect(bonus).toBeLessThanOrEqual(6);
        const effect = values.length - bonus;
        expect(effect).toBeGreaterThanOrEqual(5);
        expect(effect).toBeLessThanOrEqual(id === 'estengaard' ? 12 : 10);
      });

      it('R7: the start spaces A1, C1, E1 are plain', () => {
        for (const s of ['A1', 'C1', 'E1']) expect(el(c, s)).toBeUndefined();
      });

      it('no row is all effect spaces, and every column and diagonal lane meets the effect', () => {
        const effect = Object.keys(c.spaces).filter((k) => c.spaces[k] !== 'bonus');
        const rows = new Map<number, number>();
        for (const k of effect) rows.set(Number(k.slice(1)), (rows.get(Number(k.slice(1))) ?? 0) + 1);
        for (const n of rows.values()) expect(n).toBeLessThan(3);
        // Lanes: six columns (S), three rising-right and three rising-left diagonals (R, L cycles).
        for (const d of [DIR_INDEX.S, DIR_INDEX.R, DIR_INDEX.L]) {
          const seen = new Set<number>();
          for (let s = 0; s < SPACES_PER_BOARD; s++) {
            if (seen.has(s)) continue;
            const lane: string[] = [];
            let t = s;
            do {
              seen.add(t);
              lane.push(localName(t));
              t = neighbour(g1, t, d);
            } while (t !== s);
            if (id !== 'anglieh')
              expect(
                lane.some((n) => effect.includes(n)),
                `lane ${lane.join(' ')}`,
              ).toBe(true);
            expect(
              lane.some((n) => c.spaces[n] === 'bonus') || d === DIR_INDEX.S,
              `bonus on lane ${lane.join(' ')}`,
            ).toBe(true);
          }
        }
      });

      it('is frozen, so nobody edits the shared copy by mistake', () => {
        expect(Object.isFrozen(c)).toBe(true);
        expect(Object.isFrozen(c.spaces)).toBe(true);
      });
    });
  }

  it('R7.1 Kaldheira has lava at E5 and F6; D4 and C3 are plain (Grinder C3 → D4, E5, F6 loses 2)', () => {
    const c = STANDARD_CIRCUITS.kaldheira;
    expect(walk('C3', ['R', 'R', 'R'])).toEqual(['D4', 'E5', 'F6']);
    expect(el(c, 'E5')).toBe('lava');
    expect(el(c, 'F6')).toBe('lava');
    expect(el(c, 'D4')).toBeUndefined();
    expect(el(c, 'C3')).toBeUndefined();
  });

  it("R7.2 Dead Man's Lagoon has pirates at B8 and C9; A7 and D10 are plain (Chtoolhoo A7 → B8, C9, D10)", () => {
    const c = STANDARD_CIRCUITS.deadMansLagoon;
    expect(walk('A7', ['R', 'R', 'R'])).toEqual(['B8', 'C9', 'D10']);
    expect(el(c, 'B8')).toBe('pirates');
    expect(el(c, 'C9')).toBe('pirates');
    expect(el(c, 'A7')).toBeUndefined();
    expect(el(c, 'D10')).toBeUndefined();
  });

  it('R7.3 Ban-Kog has a fire statue at D6; B4, C5 plain; none of the six blasted spaces is a statue', () => {
    const c = STANDARD_CIRCUITS.banKog;
    expect(walk('B4', ['R', 'R'])).toEqual(['C5', 'D6']);
    expect(el(c, 'D6')).toBe('fireStatue');
    expect(el(c, 'B4')).toBeUndefined();
    expect(el(c, 'C5')).toBeUndefined();
    const blasted = [0, 1, 2, 3, 4, 5].map((d) => localName(neighbour(g1, idx('D6'), d))).sort();
    expect(blasted).toEqual(['C5', 'C7', 'D4', 'D8', 'E5', 'E7']);
    for (const s of blasted) expect(el(c, s)).not.toBe('fireStatue');
  });

  it('R7.4 Moltenchest has a super-ramp R at A3; the jumped B4, C5 and the landing D6, then D8, are plain', () => {
    const c = STANDARD_CIRCUITS.moltenchest;
    expect(walk('A3', ['R', 'R', 'R', 'S'])).toEqual(['B4', 'C5', 'D6', 'D8']);
    expect(el(c, 'A3')).toBe('superRampR');
    for (const s of ['B4', 'C5', 'D6', 'D8']) expect(el(c, s)).toBeUndefined();
    const kinds = new Set(Object.values(c.spaces));
    for (const k of ['multiRamp', 'superRampL', 'superRampR'] as const) expect(kinds.has(k)).toBe(true);
  });

  it("R7.5 Ang'lieh has one pentacle group of five connected spaces around the middle", () => {
    const c = STANDARD_CIRCUITS.anglieh;
    const pent = Object.keys(c.spaces).filter((k) => c.spaces[k] === 'pentacle');
    expect(pent.sort()).toEqual(['C5', 'C7', 'D8', 'E5', 'E7']);
    // One group: every pentacle space is adjacent to the pupil D6, which the Eye surrounds.
    const around = [0, 1, 2, 3, 4, 5].map((d) => localName(neighbour(g1, idx('D6'), d)));
    for (const p of pent) expect(around).toContain(p);
  });

  it('R7.6 Estengaard has ice at D4 and D6, D2 and D8 not ice (Craken D2 → D4, slides D6, stops D8)', () => {
    const c = STANDARD_CIRCUITS.estengaard;
    expect(walk('D2', ['S', 'S', 'S'])).toEqual(['D4', 'D6', 'D8']);
    expect(el(c, 'D4')).toBe('ice');
    expect(el(c, 'D6')).toBe('ice');
    expect(el(c, 'D2')).toBeUndefined();
    expect(el(c, 'D8')).toBeUndefined();
  });

  it('R7.6 iceLoops finds nothing on any standard circuit, alone or stacked three high', () => {
    for (const id of CIRCUIT_IDS) expect(iceLoops(elementsOf(STANDARD_CIRCUITS[id]), 1)).toEqual([]);
    const stack = new Array<Element | ''>(3 * SPACES_PER_BOARD).fill('');
    for (let b = 0; b < 3; b++) elementsOf(STANDARD_CIRCUITS.estengaard, b, stack);
    expect(iceLoops(stack, 3)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('validateCircuit: problems, one per fault, each named', () => {
  it('accepts a blank board and returns a clean copy with only id, name, description, spaces', () => {
    const input = {
      id: 'my-Circuit_2',
      name: 'Mine',
      description: '',
      spaces: { C5: 'lava', A1: 'bonus' },
      author: 'me',
    };
    const r = validateCircuit(input);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.circuit).toEqual({
      id: 'my-Circuit_2',
      name: 'Mine',
      description: '',
      spaces: { A1: 'bonus', C5: 'lava' },
    });
    expect(Object.keys(r.circuit)).toEqual(['id', 'name', 'description', 'spaces']);
    expect(r.circuit.spaces).not.toBe(input.spaces);
    expect(validateCircuit({ id: 'b', name: 'Blank', spaces: {} })).toEqual({
      ok: true,
      circuit: { id: 'b', name: 'Blank', spaces: {} },
    });
  });

  it('accepts every element on every one of the 36 spaces', () => {
    for (const name of LOCAL_NAMES)
      for (const e of ELEMENTS) expect(validateCircuit(circuit({ [name]: e })).ok).toBe(true);
  });

  it('notObject: null, numbers, strings, lists', () => {
    for (const v of [null, undefined, 0, 42, 'kaldheira', true, [], [circuit({})]]) {
      const p = problemsOf(v);
      expect(p.map((x) => x.code)).toEqual(['notObject']);
    }
    const r = validateCircuit([1, 2]);
    expect(!r.ok && r.error.message).toMatch(/must be a JSON object.*not a list/);
  });

  it('badId: missing, not text, empty, too long, bad characters', () => {
    for (const id of [undefined, 7, '', 'x'.repeat(41), 'has space', 'é', 'a/b']) {
      const p = problemsOf({ ...(id === undefined ? {} : { id }), name: 'N', spaces: {} });
      expect(p.map((x) => x.code)).toEqual(['badId']);
      expect(p[0].message).toMatch(/"id"/);
    }
    expect(validateCircuit({ id: 'x'.repeat(40), name: 'N', spaces: {} }).ok).toBe(true);
  });

  it('badName: missing, not text, blank, over 80 characters; a bad description too', () => {
    for (const name of [undefined, null, '', '   ', 'n'.repeat(81)]) {
      const p = problemsOf({ id: 'x', ...(name === undefined ? {} : { name }), spaces: {} });
      expect(p.map((x) => x.code)).toEqual(['badName']);
      expect(p[0].message).toMatch(/"name"/);
    }
    expect(validateCircuit({ id: 'x', name: 'n'.repeat(80), spaces: {} }).ok).toBe(true);
    expect(validateCircuit({ id: 'x', name: '🌋'.repeat(80), spaces: {} }).ok).toBe(true); // characters, not UTF-16 units
    for (const description of [3, null, 'd'.repeat(501)]) {
      const p = problemsOf({ id: 'x', name: 'N', description, spaces: {} });
      expect(p.map((x) => x.code)).toEqual(['badName']);
      expect(p[0].message).toMatch(/"description"/);
    }
    expect(validateCircuit({ id: 'x', name: 'N', description: 'd'.repeat(500), spaces: {} }).ok).toBe(true);
  });

  it('badSpaces: missing, a list, null, text', () => {
    for (const spaces of [undefined, [], null, 'E5: lava', 5]) {
      const p = problemsOf({ id: 'x', name: 'N', ...(spaces === undefined ? {} : { spaces }) });
      expect(p.map((x) => x.code)).toEqual(['badSpaces']);
      expect(p[0].message).toMatch(/"spaces"/);
    }
  });

  it('R1.1 offLattice: a space where column + row is even is named in the message', () => {
    const r = validateCircuit(circuit({ B1: 'lava' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      {
        code: 'offLattice',
        space: 'B1',
        message: 'Space B1 is not on the board (a space exists only where column + row is odd).',
      },
    ]);
    expect(r.error.message).toBe(
      'Space B1 is not on the board (a space exists only where column + row is odd).',
    );
  });

  it('offLattice: names that are not board-local capitals A1–F12 (lower case is refused, not normalised)', () => {
    const bad = [
      'b2',
      'A01',
      ' C5',
      'C5 ',
      'G5',
      'A13',
      'B0',
      '2:C5',
      '',
      'C',
      '__proto__',
      'constructor',
      'toString',
    ];
    const p = problemsOf(circuit(Object.fromEntries(bad.map((k) => [k, 'lava']))));
    expect(p.map((x) => x.code)).toEqual(bad.map(() => 'offLattice'));
    expect(p.map((x) => x.space)).toEqual(bad);
    expect(p[0].message).toBe(
      'Space "b2" must be written exactly "B2" (a capital column letter, the row without leading zeros or spaces).',
    );
    expect(p[1].message).toMatch(/"A01" must be written exactly "A1"/);
    expect(p[4].message).toMatch(/"G5" is not a space name/);
    expect(p[5].message).toBe('Space A13 is not on the board: rows run from 1 to 12.');
    expect(p[7].message).toMatch(/"2:C5" has a board prefix/);
  });

  it('unknownElement: the message names the space and the element', () => {
    const r = validateCircuit(circuit({ C5: 'magma' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      { code: 'unknownElement', space: 'C5', message: 'Space C5 has an unknown element "magma".' },
    ]);
    expect(r.error.message).toMatch(
      /^Space C5 has an unknown element "magma"\. The elements are bonus, lava, /,
    );
    for (const v of [
      'Lava',
      '',
      'plain',
      null,
      3,
      {},
      ['lava'],
      'constructor',
      '__proto__',
      'hasOwnProperty',
    ]) {
      const p = problemsOf(circuit({ E5: v }));
      expect(p.map((x) => [x.code, x.space])).toEqual([['unknownElement', 'E5']]);
      expect(p[0].message).toMatch(/^Space E5 /);
    }
  });

  it('reports every problem, in order, and the message quotes the first three', () => {
    const r = validateCircuit({ id: '', name: 5, spaces: { B1: 'lava', C5: 'magma', D4: 'ice', F1: 'x' } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.code, p.space])).toEqual([
      ['badId', undefined],
      ['badName', undefined],
      ['offLattice', 'B1'],
      ['unknownElement', 'C5'],
      ['offLattice', 'F1'],
      ['unknownElement', 'F1'],
    ]);
    expect(r.error.message).toMatch(
      /"id" is empty.*"name" must be text.*Space B1 is not on the board.*There are 3 more problems\.$/,
    );
  });

  it('R7.6 iceLoop: a full column D2..D12 is a closed line in S/BS', () => {
    const spaces = Object.fromEntries(['D2', 'D4', 'D6', 'D8', 'D10', 'D12'].map((k) => [k, 'ice']));
    const r = validateCircuit(circuit(spaces));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      {
        code: 'iceLoop',
        space: 'D2',
        message:
          'The ice at D2, D4, D6, D8, D10, D12 forms a closed line: a Titan would slide forever (R7.6).',
      },
    ]);
    expect(iceLoops(iceBoard(Object.keys(spaces)), 1).map(localName)).toEqual([
      'D2',
      'D4',
      'D6',
      'D8',
      'D10',
      'D12',
    ]);
  });

  it('R7.6 five of the six spaces of a column, or a long diagonal with one gap, are not a loop', () => {
    expect(validateCircuit(circuit({ D2: 'ice', D4: 'ice', D6: 'ice', D8: 'ice', D10: 'ice' })).ok).toBe(
      true,
    );
    const diag = walk('F12', ['R', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R', 'R']);
    expect(diag[11]).toBe('F12');
    const eleven = Object.fromEntries(diag.slice(0, 11).map((k) => [k, 'ice']));
    expect(validateCircuit(circuit(eleven)).ok).toBe(true);
    expect(iceLoops(iceBoard(Object.keys(eleven)), 1)).toEqual([]);
  });

  it('R7.6 iceLoop: a diagonal wraps the side and the top (R1.4, R1.5) and closes after 12 spaces', () => {
    const diag = walk('A1', ['L', 'L', 'L', 'L', 'L', 'L', 'L', 'L', 'L', 'L', 'L', 'L']);
    expect(diag[11]).toBe('A1');
    const spaces = Object.fromEntries(diag.map((k) => [k, 'ice']));
    const p = problemsOf(circuit(spaces));
    expect(p).toHaveLength(1);
    expect(p[0].code).toBe('iceLoop');
    expect(p[0].space).toBe('A1');
    expect(p[0].message).toMatch(/^The ice at A1, F2, E3, .* forms a closed line/);
    // The same set is the BR loop; found once, not twice.
    expect(iceLoops(iceBoard(diag), 1)).toHaveLength(12);
  });

  it('R7.6 two separate loops are two problems; a loop plus other faults lists them all', () => {
    const spaces: Record<string, string> = { B1: 'ice', C5: 'magma' };
    for (const k of ['B2', 'B4', 'B6', 'B8', 'B10', 'B12', 'E1', 'E3', 'E5', 'E7', 'E9', 'E11'])
      spaces[k] = 'ice';
    const p = problemsOf(circuit(spaces));
    expect(p.map((x) => [x.code, x.space])).toEqual([
      ['offLattice', 'B1'],
      ['unknownElement', 'C5'],
      ['iceLoop', 'E1'],
      ['iceLoop', 'B2'],
    ]);
  });

  it('R7.6 / R2.3 a loop across a Grand Slam stack: a column of ice on all three boards is one 18-space line', () => {
    const col = ['D2', 'D4', 'D6', 'D8', 'D10', 'D12'];
    const stack = new Array<Element | ''>(3 * SPACES_PER_BOARD).fill('');
    for (let b = 0; b < 3; b++) for (const n of col) stack[b * SPACES_PER_BOARD + idx(n)] = 'ice';
    const loop = iceLoops(stack, 3);
    expect(loop.map((s) => spaceName(s, 3))).toEqual([1, 2, 3].flatMap((b) => col.map((n) => `${b}:${n}`)));
  });

  it('R7.6 / R2.3 in a stack a column of ice that closes on one board alone slides off into the next board', () => {
    // Boards 1 and 2 each carry a full column D (a loop on its own board), board 3 does not:
    // in the stack, a slide up column D leaves board 2 and stops on board 3's D2.
    const col = ['D2', 'D4', 'D6', 'D8', 'D10', 'D12'];
    const stack = new Array<Element | ''>(3 * SPACES_PER_BOARD).fill('');
    for (const b of [0, 1]) for (const n of col) stack[b * SPACES_PER_BOARD + idx(n)] = 'ice';
    expect(iceLoops(stack, 3)).toEqual([]);
    expect(iceLoops(iceBoard(col), 1)).toHaveLength(6);
  });

  it('R7.6 / R2.3 every stacked loop lies on loops of the single boards (12 rows are a whole number of cycles)', () => {
    // So validating each circuit alone is enough for a Grand Slam: checked on seeded random stacks.
    const rand = rng(20260);
    let stackedLoops = 0;
    for (let trial = 0; trial < 400; trial++) {
      const density = 0.55 + 0.45 * rand();
      const stack: (Element | '')[] = Array.from({ length: 3 * SPACES_PER_BOARD }, () =>
        rand() < density ? 'ice' : '',
      );
      const loop = iceLoops(stack, 3);
      if (loop.length > 0) stackedLoops++;
      for (let b = 0; b < 3; b++) {
        const alone = new Set(iceLoops(stack.slice(b * SPACES_PER_BOARD, (b + 1) * SPACES_PER_BOARD), 1));
        for (const s of loop)
          if (Math.floor(s / SPACES_PER_BOARD) === b) expect(alone.has(s % SPACES_PER_BOARD)).toBe(true);
      }
    }
    expect(stackedLoops).toBeGreaterThan(10);
  });

  it('iceLoops tolerates short arrays and nonsense board counts', () => {
    expect(iceLoops([], 1)).toEqual([]);
    expect(iceLoops(['ice'], 3)).toEqual([]);
    expect(iceLoops(new Array(36).fill('ice'), 0)).toEqual([]);
    expect(iceLoops(new Array(36).fill('ice'), 1.5)).toEqual([]);
    expect(iceLoops(new Array(36).fill('ice'), 1)).toHaveLength(36);
  });

  it(`tooLarge: a 150 kB object is refused (limit ${MAX_CIRCUIT_BYTES} bytes of JSON)`, () => {
    expect(MAX_CIRCUIT_BYTES).toBe(100_000);
    const big = circuit({ C5: 'lava' }, { notes: 'x'.repeat(150_000) });
    const p = problemsOf(big);
    expect(p.map((x) => x.code)).toEqual(['tooLarge']);
    expect(p[0].message).toMatch(
      /^The circuit is 150\d{3} bytes of JSON; the limit is 100000 bytes \(100 kB\)\.$/,
    );
    // Multi-byte text counts in UTF-8 bytes: 40 000 three-byte characters are 120 kB.
    expect(problemsOf(circuit({}, { notes: '€'.repeat(40_000) })).map((x) => x.code)).toEqual(['tooLarge']);
    // Many keys, and huge values of every shape.
    const keys: Record<string, string> = {};
    for (let i = 0; i < 20_000; i++) keys[`K${i}`] = 'lava';
    expect(problemsOf(circuit(keys)).map((x) => x.code)).toEqual(['tooLarge']);
    expect(problemsOf(new Array(60_000).fill(0)).map((x) => x.code)).toEqual(['tooLarge']);
    expect(validateCircuit(circuit({}, { notes: 'x'.repeat(90_000) })).ok).toBe(true);
  });

  it('never throws on prototype tricks, cycles, exotic objects', () => {
    const parsed = JSON.parse('{"__proto__": {"id": "x", "name": "X", "spaces": {}}}');
    expect(problemsOf(parsed).map((p) => p.code)).toEqual(['badId', 'badName', 'badSpaces']);
    const ownProto = JSON.parse('{"id": "x", "name": "X", "spaces": {"__proto__": "lava", "C5": "bonus"}}');
    expect(problemsOf(ownProto).map((p) => [p.code, p.space])).toEqual([['offLattice', '__proto__']]);
    const inherited = Object.create({ id: 'x', name: 'X', spaces: {} });
    expect(problemsOf(inherited).map((p) => p.code)).toEqual(['notObject']);
    const nullProto = Object.assign(Object.create(null), {
      id: 'x',
      name: 'X',
      spaces: Object.assign(Object.create(null), { C5: 'ice' }),
    });
    expect(validateCircuit(nullProto).ok).toBe(true);
    const cyclic: Record<string, unknown> = { id: 'x', name: 'X', spaces: {} };
    cyclic.self = cyclic;
    expect(problemsOf(cyclic).map((p) => p.code)).toEqual(['notObject']);
    expect(problemsOf({ id: 'x', name: 'X', spaces: {}, n: BigInt(1) }).map((p) => p.code)).toEqual([
      'notObject',
    ]);
    const throwing = {
      id: 'x',
      name: 'X',
      get spaces(): never {
        throw new Error('boom');
      },
    };
    expect(problemsOf(throwing).map((p) => p.code)).toEqual(['notObject']);
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    expect(() => validateCircuit(proxy)).not.toThrow();
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => validateCircuit(deep)).not.toThrow();
    expect(() => validateCircuit(() => 1)).not.toThrow();
    expect(() => validateCircuit(Symbol('s'))).not.toThrow();
    expect(problemsOf(new Date(0)).map((p) => p.code)).toEqual(['notObject']);
    expect(problemsOf(new Map()).map((p) => p.code)).toEqual(['notObject']);
  });

  it('fuzz: 500 random and malformed JSON values never throw and always answer ok or badCircuit', () => {
    const rand = rng(7);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
    const keys = [
      ...LOCAL_NAMES,
      'b2',
      'B1',
      'A13',
      'G5',
      '2:C5',
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'valueOf',
      'hasOwnProperty',
      '',
      ' ',
      'id',
      'name',
      'spaces',
    ];
    const values: unknown[] = [
      ...ELEMENTS,
      'magma',
      '',
      null,
      0,
      -1,
      1e308,
      true,
      false,
      'ice',
      'ice',
      'ice',
    ];
    const gen = (depth: number): unknown => {
      const r = rand();
      if (depth > 3 || r < 0.25) return pick(values);
      if (r < 0.35) return Array.from({ length: Math.floor(rand() * 4) }, () => gen(depth + 1));
      if (r < 0.45) return 'x'.repeat(Math.floor(rand() * 120));
      const o: Record<string, unknown> = {};
      const n = Math.floor(rand() * 8);
      for (let i = 0; i < n; i++) o[pick(keys)] = gen(depth + 1);
      return o;
    };
    const mutate = (): unknown => {
      const base: Record<string, unknown> = JSON.parse(JSON.stringify(STANDARD_CIRCUITS[pick(CIRCUIT_IDS)]));
      const spaces = base.spaces as Record<string, unknown>;
      for (let i = Math.floor(rand() * 4); i > 0; i--) {
        const what = rand();
        if (what < 0.3) spaces[pick(keys)] = pick(values);
        else if (what < 0.45) delete base[pick(['id', 'name', 'description', 'spaces'])];
        else if (what < 0.6) base[pick(['id', 'name', 'description', 'spaces', '__proto__'])] = gen(2);
        else if (what < 0.8) spaces[pick(LOCAL_NAMES)] = 'ice';
        else base.id = pick(['', 'a b', 'x'.repeat(50), 'ok-id']);
      }
      return base;
    };
    const codes = new Set([
      'notObject',
      'badId',
      'badName',
      'badSpaces',
      'offLattice',
      'unknownElement',
      'iceLoop',
      'tooLarge',
    ]);
    let oks = 0;
    for (let i = 0; i < 500; i++) {
      const kind = i % 3;
      let value = kind === 0 ? gen(0) : mutate();
      if (kind === 2) value = JSON.parse(JSON.stringify(value) ?? 'null'); // "__proto__" becomes an own key
      let r: ReturnType<typeof validateCircuit> | undefined;
      expect(() => (r = validateCircuit(value))).not.toThrow();
      if (!r) continue;
      if (r.ok) {
        oks++;
        expect(validateCircuit(r.circuit)).toEqual(r);
        expect(Object.keys(r.circuit).every((k) => ['id', 'name', 'description', 'spaces'].includes(k))).toBe(
          true,
        );
      } else {
        expect(r.error.code).toBe('badCircuit');
        expect(typeof r.error.message).toBe('string');
        expect(r.error.message.length).toBeGreaterThan(10);
        expect(r.problems.length).toBeGreaterThan(0);
        for (const p of r.problems) {
          expect(codes.has(p.code)).toBe(true);
          if (p.space !== undefined) expect(p.message).toContain(p.space === '' ? '""' : p.space);
        }
      }
    }
    expect(oks).toBeGreaterThan(20);
  });
});

// ---------------------------------------------------------------------------------------------

describe('resolveCircuit', () => {
  it('a standard id gives a copy of that circuit', () => {
    for (const id of CIRCUIT_IDS) {
      const r = resolveCircuit(id);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.circuit).toEqual(STANDARD_CIRCUITS[id]);
      expect(r.circuit).not.toBe(STANDARD_CIRCUITS[id]);
      r.circuit.spaces.A1 = 'lava';
      expect(STANDARD_CIRCUITS[id].spaces.A1).toBeUndefined();
    }
  });

  it('an unknown id is refused with badCircuit and a message listing the valid ids', () => {
    const r = resolveCircuit('atlantis');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('badCircuit');
    for (const id of CIRCUIT_IDS) expect(r.error.message).toContain(id);
    expect(r.error.message).toMatch(/"atlantis"/);
    const near = resolveCircuit('Kaldheira');
    expect(!near.ok && near.error.message).toMatch(/did you mean "kaldheira"/);
    expect(resolveCircuit('').ok).toBe(false);
    expect(resolveCircuit('__proto__').ok).toBe(false);
    expect(resolveCircuit('toString').ok).toBe(false);
  });

  it('an inline object goes through validateCircuit', () => {
    expect(resolveCircuit({ id: 'lava', name: 'lava', spaces: { E5: 'lava', F6: 'lava' } })).toEqual({
      ok: true,
      circuit: { id: 'lava', name: 'lava', spaces: { E5: 'lava', F6: 'lava' } },
    });
    const r = resolveCircuit({ id: 'x', name: 'X', spaces: { C5: 'magma' } });
    expect(!r.ok && r.problems[0].code).toBe('unknownElement');
    for (const v of [null, 3, [], undefined]) {
      const x = resolveCircuit(v);
      expect(!x.ok && x.error.code).toBe('badCircuit');
    }
  });
});
