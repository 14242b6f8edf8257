// The small edits the suggest search tries: add, remove, move or repaint one to three
// spaces of a one-board circuit. Every candidate circuit goes through the engine's circuit validator
// (src/engine/circuits/validate.ts) and is dropped if it fails (e.g. an ice loop, R7.6). The start
// spaces A1, C1, E1 (R9.2) are never painted: the editor warns against it and the standard circuits
// keep them plain.
import { validateCircuit } from '../../engine/circuits';
import { geometry, LOCAL_NAMES, neighbour } from '../../engine/board';
import { ELEMENTS, type Circuit, type Element } from '../../engine/types';

export type Paint = Element | 'plain';

/** One space changed: `from` what it was to what it becomes. */
export interface SpaceEdit {
  space: string;
  from: Paint;
  to: Paint;
}

/** Every kind of candidate; the saved-search schema reads this list, so a kind added here is never
 * refused as "damaged" when a search is reopened (src/schema/lab.ts). */
export const CANDIDATE_KINDS = ['add', 'remove', 'repaint', 'move', 'combined', 'undo'] as const;

/** A candidate: the edits making it (a move is two: the old space cleared, the new one painted). */
export interface Candidate {
  /** 'undo': one of the designer's edits against the parent taken back (or all of them at once). */
  kind: (typeof CANDIDATE_KINDS)[number];
  edits: SpaceEdit[];
}

const START_SPACES = new Set(['A1', 'C1', 'E1']);

const paintOf = (c: Circuit, space: string): Paint => c.spaces[space] ?? 'plain';

/** The circuit with the edits applied (a fresh object; the id and name are kept). */
export function applyEdits(c: Circuit, edits: readonly SpaceEdit[]): Circuit {
  const spaces: Record<string, Element> = { ...c.spaces };
  for (const e of edits) {
    if (e.to === 'plain') delete spaces[e.space];
    else spaces[e.space] = e.to;
  }
  // Board order (bottom row first), as the validator writes it.
  const ordered: Record<string, Element> = {};
  for (const name of LOCAL_NAMES) if (spaces[name]) ordered[name] = spaces[name];
  return { ...c, spaces: ordered };
}

/** The spaces whose paint differs between two circuits, in board order. */
export function diffCircuits(a: Circuit, b: Circuit): SpaceEdit[] {
  const out: SpaceEdit[] = [];
  for (const space of LOCAL_NAMES) {
    const from = paintOf(a, space);
    const to = paintOf(b, space);
    if (from !== to) out.push({ space, from, to });
  }
  return out;
}

/** Edits sorted in board order (bottom row first), as diffCircuits lists them. */
const inBoardOrder = (edits: readonly SpaceEdit[]): SpaceEdit[] =>
  edits.slice().sort((x, y) => LOCAL_NAMES.indexOf(x.space) - LOCAL_NAMES.indexOf(y.space));

/** A stable key for a candidate (its edits in board order): an undo and an ordinary edit that are the same. */
export function candidateKey(edits: readonly SpaceEdit[]): string {
  return inBoardOrder(edits)
    .map((e) => `${e.space}:${e.to}`)
    .join(',');
}

const isValidEdit = (c: Circuit, edits: readonly SpaceEdit[]): boolean =>
  validateCircuit(applyEdits(c, edits)).ok;

export interface CandidateOptions {
  /** Plain spaces to consider painting: the hottest ones of the baseline heatmap first. */
  hotSpaces: string[];
  /** Elements tried when painting (default every element). */
  palette?: readonly Element[];
}

/**
 * Every single-step candidate on `c`: each painted space removed, repainted in each other element, or
 * moved to a plain neighbouring space; each of the `hotSpaces` painted in each element. Invalid
 * circuits are dropped. Deterministic order.
 */
export function singleCandidates(c: Circuit, opts: CandidateOptions): Candidate[] {
  const palette = opts.palette ?? ELEMENTS;
  const out: Candidate[] = [];
  const g = geometry(1);
  const push = (kind: Candidate['kind'], edits: SpaceEdit[]) => {
    if (isValidEdit(c, edits)) out.push({ kind, edits: inBoardOrder(edits) });
  };
  for (const space of LOCAL_NAMES) {
    const from = paintOf(c, space);
    if (from === 'plain') continue;
    push('remove', [{ space, from, to: 'plain' }]);
    for (const to of palette) if (to !== from) push('repaint', [{ space, from, to }]);
    const s = LOCAL_NAMES.indexOf(space);
    const seen = new Set<number>();
    for (let d = 0; d < 6; d++) {
      const t = neighbour(g, s, d);
      if (t < 0 || t >= LOCAL_NAMES.length || seen.has(t)) continue;
      seen.add(t);
      const dest = LOCAL_NAMES[t];
      if (START_SPACES.has(dest) || paintOf(c, dest) !== 'plain') continue;
      push('move', [
        { space, from, to: 'plain' },
        { space: dest, from: 'plain', to: from },
      ]);
    }
  }
  for (const space of opts.hotSpaces) {
    if (START_SPACES.has(space) || paintOf(c, space) !== 'plain') continue;
    for (const to of palette) push('add', [{ space, from: 'plain', to }]);
  }
  return out;
}

/**
 * Candidates made of two or three of the given ones touching at most `maxSpaces` spaces in all and no
 * space twice, kept only if valid. Deterministic order (pairs, then triples).
 */
export function combine(c: Circuit, singles: Candidate[], maxSpaces = 3): Candidate[] {
  const out: Candidate[] = [];
  const disjoint = (a: SpaceEdit[], b: SpaceEdit[]) => !a.some((x) => b.some((y) => y.space === x.space));
  for (let i = 0; i < singles.length; i++)
    for (let j = i + 1; j < singles.length; j++) {
      const ab = singles[i].edits;
      const cd = singles[j].edits;
      if (!disjoint(ab, cd) || ab.length + cd.length > maxSpaces) continue;
      const pair = [...ab, ...cd];
      if (isValidEdit(c, pair)) out.push({ kind: 'combined', edits: inBoardOrder(pair) });
      for (let k = j + 1; k < singles.length; k++) {
        const ef = singles[k].edits;
        if (!disjoint(pair, ef) || pair.length + ef.length > maxSpaces) continue;
        const triple = [...pair, ...ef];
        if (isValidEdit(c, triple)) out.push({ kind: 'combined', edits: inBoardOrder(triple) });
      }
    }
  return out;
}

/** Plain spaces by visits, hottest first (ties in board order). */
export function hottestPlain(c: Circuit, visits: number[], count: number): string[] {
  return LOCAL_NAMES.map((name, i) => ({ name, v: visits[i] ?? 0, i }))
    .filter((x) => paintOf(c, x.name) === 'plain' && !START_SPACES.has(x.name))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .slice(0, count)
    .map((x) => x.name);
}

/** Most single undos tried: a circuit far from its parent is undone space by space up to this many. */
const MAX_UNDOS = 6;

/**
 * Undoing the designer's edits against the parent: each changed space given back its parent's paint
 * (at most MAX_UNDOS), and all of them at once when there are several. Invalid circuits are dropped.
 */
export function undoCandidates(c: Circuit, parent: Circuit): Candidate[] {
  const edits = diffCircuits(c, parent);
  const out: Candidate[] = edits.slice(0, MAX_UNDOS).map((e) => ({ kind: 'undo', edits: [e] }));
  if (edits.length > 1) out.push({ kind: 'undo', edits });
  return out.filter((x) => isValidEdit(c, x.edits));
}
