// What the suggest search minimises (issue 21 item 5): lower is always better, in the unit shown.
//   unfairness    RMS deviation of the Titans' and the turn positions' win rates from the fair share
//                 1/n, in win-rate points (all 2n rates together)
//   titans        the same over the Titans only
//   turnPosition  the same over the turn positions only
//   length        |mean rounds of a won game − target| (rounds)
//   leadChanges   − lead changes per game (more lead changes is better)
// A paired comparison of two circuits on the same games: the difference B − A and a 95% percentile
// bootstrap interval resampling games (src/sim/bootstrap.ts: paired and seeded, so reproducible).
import { pairedBootstrap } from '../bootstrap';
import type { Outcomes } from './play';

export const OBJECTIVES = ['unfairness', 'titans', 'turnPosition', 'length', 'leadChanges'] as const;
export type ObjectiveName = (typeof OBJECTIVES)[number];

export const isObjective = (v: string): v is ObjectiveName => (OBJECTIVES as readonly string[]).includes(v);

export interface Objective {
  name: ObjectiveName;
  /** For `length`: the number of rounds wanted (default 8). */
  target?: number;
}

/** The objective over the games listed in `idx` (indexes into o's arrays; all games when omitted). */
export function objectiveValue(obj: Objective, o: Outcomes, n: number, idx?: ArrayLike<number>): number {
  const games = idx ? idx.length : o.titan.length;
  if (games === 0) return 0;
  const at = (j: number) => (idx ? idx[j] : j);
  if (obj.name === 'length' || obj.name === 'leadChanges') {
    let sum = 0;
    let won = 0;
    for (let j = 0; j < games; j++) {
      const g = at(j);
      if (obj.name === 'leadChanges') sum += o.leadChanges[g];
      else if (o.rounds[g] > 0) {
        sum += o.rounds[g];
        won++;
      }
    }
    if (obj.name === 'leadChanges') return -sum / games;
    return won ? Math.abs(sum / won - (obj.target ?? 8)) : 0;
  }
  const byTitan = new Array<number>(n).fill(0);
  const byPos = new Array<number>(n).fill(0);
  for (let j = 0; j < games; j++) {
    const g = at(j);
    if (o.titan[g] >= 0) byTitan[o.titan[g]]++;
    if (o.position[g] >= 0) byPos[o.position[g]]++;
  }
  const dev = (counts: number[]) => counts.map((c) => (100 * c) / games - 100 / n);
  const devs =
    obj.name === 'titans'
      ? dev(byTitan)
      : obj.name === 'turnPosition'
        ? dev(byPos)
        : [...dev(byTitan), ...dev(byPos)];
  return Math.sqrt(devs.reduce((s, d) => s + d * d, 0) / devs.length);
}

export interface PairedResult {
  before: number;
  after: number;
  /** after − before on the same games (lower objective is better, so a negative delta is a gain). */
  delta: number;
  /** 95% paired bootstrap interval of delta. */
  ci: [number, number];
  games: number;
}

/** Compare B with A on the same games (a and b cover the same game indexes). */
export function pairedObjective(
  obj: Objective,
  a: Outcomes,
  b: Outcomes,
  n: number,
  opts: { resamples?: number; seed?: number } = {},
): PairedResult {
  const games = Math.min(a.titan.length, b.titan.length);
  const before = objectiveValue(obj, a, n);
  const after = objectiveValue(obj, b, n);
  const ci = pairedBootstrap(
    games,
    (idx) => objectiveValue(obj, b, n, idx) - objectiveValue(obj, a, n, idx),
    opts,
  );
  return { before, after, delta: after - before, ci, games };
}
