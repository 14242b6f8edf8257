// The board in a balance report (issue 21): one per-space figure — all Titans or one, Life lost in all
// or by one cause — per game, and its totals per lane (column A–F). Shared by the CLI and the lab.
import type { Report, SpaceFigures } from './report';

export const BOARD_FIGURES = [
  'visits',
  'lifeLost',
  'pushes',
  'knockouts',
  'trapsSprung',
  'cardsDrawn',
  'starts',
] as const;
export type BoardFigure = (typeof BOARD_FIGURES)[number];

export interface FigureChoice {
  figure: BoardFigure;
  /** A Titan id, or null for all Titans. */
  titan: string | null;
  /** With figure 'lifeLost': one cause, or null for every cause. */
  cause: string | null;
}

const one = (f: SpaceFigures | undefined, c: FigureChoice): number => {
  if (!f) return 0;
  if (c.figure === 'lifeLost' && c.cause) return f.lifeLostByCause?.[c.cause] ?? 0;
  return f[c.figure] ?? 0;
};

/** The figure per game, per space (in the report's order: board 1 bottom row first), with the names. */
export function boardValues(r: Report, c: FigureChoice): { names: string[]; values: number[] } {
  const names = Object.keys(r.spaces);
  const src = c.titan ? r.spacesByTitan?.[c.titan] : r.spaces;
  const g = r.games || 1;
  return { names, values: names.map((n) => one(src?.[n], c) / g) };
}

/** Whether the report holds the figure (older reports have visits, Life lost and traps sprung only). */
export function hasFigure(r: Report, c: FigureChoice): boolean {
  if (c.titan && !r.spacesByTitan) return false;
  const first = Object.values(r.spaces)[0];
  if (!first) return false;
  return c.figure === 'lifeLost' && c.cause ? !!first.lifeLostByCause : first[c.figure] !== undefined;
}

/** The lane (column letter) of a space name: 'C5' and '2:C5' are in lane C. */
const laneOf = (space: string): string => space.replace(/^\d+:/, '').charAt(0);

/** Totals per lane A–F of per-space values. */
export function laneTotals(names: string[], values: number[]): Record<string, number> {
  const out: Record<string, number> = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0 };
  names.forEach((n, i) => (out[laneOf(n)] = (out[laneOf(n)] ?? 0) + values[i]));
  return out;
}
