// R1 — the lattice, directions, wrap and zones.
// Spaces are small integers: index = (globalRow - 1) * 3 + floor(col / 2), where globalRow runs
// 1..12*boards bottom to top through a Grand Slam stack (R2.3). Names ('C5', '2:C5') only at the edges.
import type { Dir, SpaceIdx } from './types';

export const COLS = 'ABCDEF';
export const ROWS_PER_BOARD = 12;
export const SPACES_PER_BOARD = 36;

/** Direction vectors (R1.2), in the order of DIRS: S, L, R, BS, BL, BR. */
const DCOL = [0, -1, 1, 0, -1, 1];
const DROW = [2, 1, 1, -2, -1, -1];
export const DIR_NAMES: readonly Dir[] = ['S', 'L', 'R', 'BS', 'BL', 'BR'];
export const DIR_INDEX: Record<Dir, number> = { S: 0, L: 1, R: 2, BS: 3, BL: 4, BR: 5 };
export const OPPOSITE = [3, 5, 4, 0, 2, 1];

/** DIR_INDEX[d] for a direction name, as a switch (hot path: every step of every predicted move). */
export function dirIndex(d: Dir): number {
  switch (d) {
    case 'S':
      return 0;
    case 'L':
      return 1;
    case 'R':
      return 2;
    case 'BS':
      return 3;
    case 'BL':
      return 4;
    case 'BR':
      return 5;
  }
  return DIR_INDEX[d];
}
/** R1.3 zones as direction indexes. */
export const BEFORE = [1, 0, 2];
export const BEHIND = [4, 3, 5];
export const ADJACENT = [0, 1, 2, 3, 4, 5];

export function spaceRow(s: SpaceIdx): number {
  return Math.floor(s / 3) + 1;
}
export function spaceCol(s: SpaceIdx): number {
  const row = spaceRow(s);
  // Columns with col + row odd: even rows hold B, D, F (1, 3, 5); odd rows A, C, E (0, 2, 4).
  return (s % 3) * 2 + (row % 2 === 0 ? 1 : 0);
}
export function spaceAt(globalRow: number, col: number): SpaceIdx {
  return (globalRow - 1) * 3 + (col >> 1);
}
/** R9.2: the start spaces A1, C1, E1. */
export const START_SPACES: readonly SpaceIdx[] = [spaceAt(1, 0), spaceAt(1, 2), spaceAt(1, 4)];

export function boardOf(s: SpaceIdx): number {
  return Math.floor(s / SPACES_PER_BOARD) + 1;
}

/** 'C5' (board-local), without a board prefix. */
export function localName(s: SpaceIdx): string {
  const row = ((spaceRow(s) - 1) % ROWS_PER_BOARD) + 1;
  return COLS[spaceCol(s)] + row;
}
const NAMES_1: readonly string[] = Array.from({ length: SPACES_PER_BOARD }, (_, s) => localName(s));
const NAMES_3: readonly string[] = Array.from(
  { length: 3 * SPACES_PER_BOARD },
  (_, s) => `${boardOf(s)}:${localName(s)}`,
);

const LOCAL_INDEX = new Map<string, SpaceIdx>(NAMES_1.map((n, i) => [n, i]));
const SLAM_INDEX = new Map<string, SpaceIdx>(NAMES_3.map((n, i) => [n, i]));

/** 'C5' on a single board, '2:C5' in Grand Slam (cached: events name spaces on every step). */
export function spaceName(s: SpaceIdx, boards: number): string {
  return boards > 1 ? NAMES_3[s] : NAMES_1[s];
}

const NAME_RE = /^(?:([1-9]):)?([A-Fa-f])(\d{1,2})$/;
/**
 * Parse 'C5' or '2:C5'. Without a prefix the space is on `defaultBoard`.
 * Returns -1 for anything that is not a space of this course (off the lattice, bad board).
 */
export function parseSpace(name: unknown, boards: number, defaultBoard = 1): SpaceIdx {
  if (typeof name !== 'string') return -1;
  // The names the engine writes itself ('C5' on board 1, '2:C5'), without the regular expression: these
  // come back in every action legalActions offered.
  const local = LOCAL_INDEX.get(name);
  if (local !== undefined && defaultBoard >= 1 && defaultBoard <= boards)
    return local + (defaultBoard - 1) * SPACES_PER_BOARD;
  if (boards > 1) {
    const full = SLAM_INDEX.get(name);
    if (full !== undefined) return full;
  }
  const m = NAME_RE.exec(name.trim());
  if (!m) return -1;
  const board = m[1] ? Number(m[1]) : defaultBoard;
  const col = COLS.indexOf(m[2].toUpperCase());
  const row = Number(m[3]);
  if (board < 1 || board > boards || row < 1 || row > ROWS_PER_BOARD) return -1;
  if ((col + row) % 2 !== 1) return -1; // R1.1: a space exists only where col + row is odd
  return spaceAt((board - 1) * ROWS_PER_BOARD + row, col);
}

/** Is a board-local name like 'C5' on the lattice? */
export function isLatticeName(name: string): boolean {
  return /^[A-F]\d{1,2}$/.test(name) && parseSpace(name, 1) >= 0;
}

/** All 36 board-local names, bottom row first. */
export const LOCAL_NAMES: readonly string[] = Array.from({ length: SPACES_PER_BOARD }, (_, s) =>
  localName(s),
);

export interface Geometry {
  boards: number;
  size: number;
  /** next[d * size + s]: the space one step in direction d (R1.4, R1.5 wrap). */
  next: Int16Array;
  /** lapDelta[d * size + s]: +1 leaving the top, -1 leaving the bottom, else 0. */
  lapDelta: Int8Array;
}

const geometries = new Map<number, Geometry>();

/** Neighbour tables for a course of 1 or 3 boards, built once and shared (not part of GameState). */
let lastGeometry: Geometry | null = null;

export function geometry(boards: number): Geometry {
  // The last one asked for first: nearly every call asks for the same course size (hot path). The rest
  // is a function of its own so that this one stays small enough for the optimiser to inline it.
  return lastGeometry !== null && lastGeometry.boards === boards ? lastGeometry : geometryOf(boards);
}

function geometryOf(boards: number): Geometry {
  let g = geometries.get(boards);
  if (g) return (lastGeometry = g);
  const size = boards * SPACES_PER_BOARD;
  const rows = boards * ROWS_PER_BOARD;
  const next = new Int16Array(6 * size);
  const lapDelta = new Int8Array(6 * size);
  for (let s = 0; s < size; s++) {
    const row = spaceRow(s);
    const col = spaceCol(s);
    for (let d = 0; d < 6; d++) {
      let r = row + DROW[d];
      const c = (col + DCOL[d] + 6) % 6;
      let lap = 0;
      if (r > rows) {
        r -= rows;
        lap = 1;
      } else if (r < 1) {
        r += rows;
        lap = -1;
      }
      next[d * size + s] = spaceAt(r, c);
      lapDelta[d * size + s] = lap;
    }
  }
  g = { boards, size, next, lapDelta };
  geometries.set(boards, g);
  return (lastGeometry = g);
}

export function neighbour(g: Geometry, s: SpaceIdx, d: number): SpaceIdx {
  return g.next[d * g.size + s];
}

/** The spaces of a zone (BEFORE / BEHIND / ADJACENT) around s. */
export function zone(g: Geometry, s: SpaceIdx, dirs: readonly number[]): SpaceIdx[] {
  const out: SpaceIdx[] = [];
  for (const d of dirs) out.push(g.next[d * g.size + s]);
  return out;
}

/** The direction index from a to an adjacent b, or -1 if they are not adjacent. */
export function dirBetween(g: Geometry, a: SpaceIdx, b: SpaceIdx): number {
  for (let d = 0; d < 6; d++) if (g.next[d * g.size + a] === b) return d;
  return -1;
}
