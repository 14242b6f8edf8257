// "Did my change make it fairer?" (s6): a comparison says whether B changes who wins; this says whether B
// is fairer. The measure is the one the Balance verdict's headline names (verdict-headline.ts): the
// largest gap of any Titan's or any turn position's win rate from the fair share 1/n, in points — a figure
// a designer reads as it is ("Grinder wins 34% against a fair 25%"), unlike the χ² statistic, which grows
// with the number of games and has no unit. A and B are compared on the same games (game k of B has the
// seeds and seating of game k of A), so the uncertainty is a paired bootstrap over games
// (bootstrap.ts): B is fairer when the whole 95% interval of B's gap − A's gap lies below 0, less fair
// when it lies above, and otherwise there is no clear difference. The largest of several noisy rates is
// biased upwards on both sides alike (a perfectly fair circuit still shows a gap of a few points), so
// the difference is the figure to read, not either gap against 0.
import { positionOf, type BalanceConfig } from './balance';
import { pairedBootstrap } from './bootstrap';
import { round } from './stats';

/** The Titan (its id) or the turn position ('1' = first) furthest from the fair share. */
export interface GapWho {
  kind: 'titan' | 'position';
  key: string;
}

export interface FairnessGap {
  /** |win rate − 1/n| of `who`, the largest over every Titan and turn position (a share: 0.092 = 9.2 points). */
  gap: number;
  who: GapWho;
  /** That Titan's or position's win rate. */
  rate: number;
}

export interface FairnessComparison {
  measure: 'largest-gap';
  /** The fair share 1/n. */
  fair: number;
  a: FairnessGap;
  b: FairnessGap;
  /** B's gap − A's gap (negative: B is fairer), with its 95% paired bootstrap interval. */
  diff: number;
  ci: [number, number];
  /** 'fairer': the interval lies below 0; 'lessFair': above 0; 'same': it includes 0. */
  answer: 'fairer' | 'lessFair' | 'same';
  games: number;
  resamples: number;
  seed: number;
}

/** Each game's winner as a Titan index and as a turn position (-1: nobody won), for the games in `games`. */
export interface Winners {
  titan: Int8Array;
  position: Int8Array;
}

/** The winners of games `ks` (their numbers k) from a run's outcomes (winner index per game; -1 unfinished). */
export function winnersOf(cfg: Pick<BalanceConfig, 'titans'>, outcomes: number[], ks: number[]): Winners {
  const titan = new Int8Array(ks.length).fill(-1);
  const position = new Int8Array(ks.length).fill(-1);
  ks.forEach((k, j) => {
    const w = outcomes[k];
    if (w >= 0) {
      titan[j] = w;
      position[j] = positionOf(cfg, w, k);
    }
  });
  return { titan, position };
}

/**
 * The largest gap from the fair share over the games `idx` lists (every game when omitted); `counts` is
 * scratch space of 2n entries. Ties go to the first in the order Titans, then turn positions.
 */
export function largestGap(
  w: Winners,
  n: number,
  idx?: Int32Array,
  counts = new Int32Array(2 * n),
): FairnessGap {
  counts.fill(0);
  const games = idx ? idx.length : w.titan.length;
  for (let j = 0; j < games; j++) {
    const k = idx ? idx[j] : j;
    if (w.titan[k] >= 0) {
      counts[w.titan[k]]++;
      counts[n + w.position[k]]++;
    }
  }
  let best = 0;
  for (let i = 1; i < 2 * n; i++)
    if (Math.abs(counts[i] - games / n) > Math.abs(counts[best] - games / n)) best = i;
  const rate = games ? counts[best] / games : 0;
  return {
    gap: games ? Math.abs(rate - 1 / n) : 0,
    who: best < n ? { kind: 'titan', key: String(best) } : { kind: 'position', key: String(best - n + 1) },
    rate,
  };
}

/** A against B on their paired games (the same games k on both sides); `titans` names the Titan indexes. */
export function compareFairness(
  titans: readonly string[],
  a: Winners,
  b: Winners,
  opts: { resamples?: number; seed?: number } = {},
): FairnessComparison {
  const n = titans.length;
  const games = Math.min(a.titan.length, b.titan.length);
  const scratch = new Int32Array(2 * n);
  const named = (g: FairnessGap): FairnessGap => ({
    gap: round(g.gap),
    who: g.who.kind === 'titan' ? { kind: 'titan', key: titans[Number(g.who.key)] } : g.who,
    rate: round(g.rate),
  });
  const ga = largestGap(a, n);
  const gb = largestGap(b, n);
  const resamples = opts.resamples ?? 1000;
  const seed = opts.seed ?? 1;
  const ci = pairedBootstrap(
    games,
    (idx) => largestGap(b, n, idx, scratch).gap - largestGap(a, n, idx, scratch).gap,
    { resamples, seed },
  );
  const lo = round(ci[0]);
  const hi = round(ci[1]);
  return {
    measure: 'largest-gap',
    fair: round(n ? 1 / n : 0),
    a: named(ga),
    b: named(gb),
    diff: round(gb.gap - ga.gap),
    ci: [lo, hi],
    answer: hi < 0 ? 'fairer' : lo > 0 ? 'lessFair' : 'same',
    games,
    resamples,
    seed,
  };
}
