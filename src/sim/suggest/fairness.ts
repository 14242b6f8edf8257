// Is what is left still unfair? After a suggestion, a designer asks whether the circuit is
// now fair or only less unfair. The same two questions as the balance verdict (src/sim/verdict.ts) —
// Pearson's χ² of the wins per Titan and per turn position against equal shares, the two p adjusted
// together by Holm — asked of one circuit's FRESH games (never searched on, so the answer is not biased
// by picking the best of many candidates).
import type { TitanId } from '../../engine/types';
import type { Rate } from '../balance/schema';
import { ALPHA, fairnessTests, type FairnessTest } from '../verdict';
import type { Outcomes } from './play';

/** The verdict's significance level. */
export const FAIRNESS_ALPHA = ALPHA;

/** One of the two questions: its Holm-adjusted p, and the Titan or turn position furthest from fair. */
export interface FairnessQuestion {
  p: number;
  /** Titan id, or turn position ('1' = the first player). */
  key: string;
  /** Its win rate (0–1). */
  rate: number;
}

export interface Fairness {
  /** Games the tests rest on (the fresh games). */
  games: number;
  /** The fair share 1/n. */
  fair: number;
  titans: FairnessQuestion;
  turnPosition: FairnessQuestion;
  /** Either adjusted p below 0.05: a significant unfairness is left. */
  unfair: boolean;
}

/** Wins per key as the report's rates (the interval is not read by the two questions). */
function rates(keys: string[], wins: number[], games: number): Record<string, Rate> {
  const out: Record<string, Rate> = {};
  keys.forEach((k, i) => {
    const rate = games ? wins[i] / games : 0;
    out[k] = { wins: wins[i], games, rate, ci: [rate, rate] };
  });
  return out;
}

const question = (t: FairnessTest, first: string): FairnessQuestion => ({
  p: t.pAdjusted,
  key: t.largest?.key ?? first,
  rate: t.largest?.rate ?? 0,
});

export function fairnessOf(o: Outcomes, titans: TitanId[]): Fairness {
  const n = titans.length;
  const games = o.titan.length;
  const byTitan = new Array<number>(n).fill(0);
  const byPos = new Array<number>(n).fill(0);
  for (let g = 0; g < games; g++) {
    if (o.titan[g] >= 0) byTitan[o.titan[g]]++;
    if (o.position[g] >= 0) byPos[o.position[g]]++;
  }
  const positions = titans.map((_, i) => String(i + 1));
  const tests = fairnessTests(rates(titans, byTitan, games), rates(positions, byPos, games));
  const t = question(tests.titans, titans[0]);
  const s = question(tests.turnPosition, '1');
  return {
    games,
    fair: n ? 1 / n : 0,
    titans: t,
    turnPosition: s,
    unfair: Math.min(t.p, s.p) < FAIRNESS_ALPHA,
  };
}
