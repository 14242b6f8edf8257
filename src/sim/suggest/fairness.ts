// Is what is left still unfair? (play-test s4) After a suggestion, a designer asks whether the circuit is
// now fair or only less unfair. The same two questions as the balance verdict (src/sim/verdict.ts) —
// Pearson's χ² of the wins per Titan and per turn position against equal shares, the two p adjusted
// together by Holm — asked of one circuit's FRESH games (never searched on, so the answer is not biased
// by picking the best of many candidates).
import type { TitanId } from '../../engine/types';
import { chiSquareFair, holm } from '../hypothesis';
import type { Outcomes } from './play';

export const FAIRNESS_ALPHA = 0.05;

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

/** The count furthest from the fair share (the first on a tie, as the verdict's `largest`). */
function furthest(counts: number[], games: number, fair: number): { i: number; rate: number } {
  let best = { i: 0, rate: games ? counts[0] / games : 0 };
  counts.forEach((c, i) => {
    const rate = games ? c / games : 0;
    if (Math.abs(rate - fair) > Math.abs(best.rate - fair)) best = { i, rate };
  });
  return best;
}

export function fairnessOf(o: Outcomes, titans: TitanId[]): Fairness {
  const n = titans.length;
  const games = o.titan.length;
  const byTitan = new Array<number>(n).fill(0);
  const byPos = new Array<number>(n).fill(0);
  for (let g = 0; g < games; g++) {
    if (o.titan[g] >= 0) byTitan[o.titan[g]]++;
    if (o.position[g] >= 0) byPos[o.position[g]]++;
  }
  const [pT, pS] = holm([chiSquareFair(byTitan).p, chiSquareFair(byPos).p]);
  const fair = n ? 1 / n : 0;
  const t = furthest(byTitan, games, fair);
  const s = furthest(byPos, games, fair);
  return {
    games,
    fair,
    titans: { p: pT, key: titans[t.i], rate: t.rate },
    turnPosition: { p: pS, key: String(s.i + 1), rate: s.rate },
    unfair: Math.min(pT, pS) < FAIRNESS_ALPHA,
  };
}
