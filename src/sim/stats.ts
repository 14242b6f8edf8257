// Small statistics for reports.

export interface Interval {
  /** Successes / trials. */
  rate: number;
  /** 95% Wilson score interval. */
  lo: number;
  hi: number;
}

/** Wilson score interval for k successes in n trials (z = 1.96 for 95%). */
export function wilson(k: number, n: number, z = 1.96): Interval {
  if (n <= 0) return { rate: 0, lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const den = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / den;
  return { rate: p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** Mean and sample standard deviation from a count, a sum and a sum of squares. */
export function meanSd(n: number, sum: number, sumSq: number): { mean: number; sd: number } {
  if (n <= 0) return { mean: 0, sd: 0 };
  const mean = sum / n;
  const v = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
  return { mean, sd: Math.sqrt(v) };
}

export const round = (x: number, digits = 4): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/**
 * 95% interval for the difference p1 − p2 of two proportions measured on the same n pairs (the same
 * games played twice), by Newcombe's method 10 (Newcombe 1998, "Improved confidence intervals for the
 * difference between binomial proportions based on paired data"): Wilson limits of each proportion,
 * combined with the correlation φ of the pairs. `both` = pairs where both succeeded, `onlyFirst`,
 * `onlySecond`, `neither`.
 */
export function pairedDiff(
  both: number,
  onlyFirst: number,
  onlySecond: number,
  neither: number,
  z = 1.96,
): { diff: number; lo: number; hi: number } {
  const a = both;
  const b = onlyFirst;
  const c = onlySecond;
  const d = neither;
  const n = a + b + c + d;
  if (n <= 0) return { diff: 0, lo: -1, hi: 1 };
  const p1 = (a + b) / n;
  const p2 = (a + c) / n;
  const w1 = wilson(a + b, n, z);
  const w2 = wilson(a + c, n, z);
  const den = (a + b) * (c + d) * (a + c) * (b + d);
  const phi = den > 0 ? (a * d - b * c) / Math.sqrt(den) : 0;
  const diff = p1 - p2;
  const dl = (p1 - w1.lo) ** 2 - 2 * phi * (p1 - w1.lo) * (w2.hi - p2) + (w2.hi - p2) ** 2;
  const du = (w1.hi - p1) ** 2 - 2 * phi * (w1.hi - p1) * (p2 - w2.lo) + (p2 - w2.lo) ** 2;
  return {
    diff,
    lo: Math.max(-1, diff - Math.sqrt(Math.max(0, dl))),
    hi: Math.min(1, diff + Math.sqrt(Math.max(0, du))),
  };
}

/**
 * Mean of the paired differences b[i] − a[i] (the same games measured twice) with its 95% normal
 * interval: mean ± z · sd / √n, sd the sample standard deviation of the differences. Pairing removes
 * what the games share, so the interval is much narrower than comparing two independent means.
 */
export function pairedMeanDiff(
  a: readonly number[],
  b: readonly number[],
  z = 1.96,
): { diff: number; lo: number; hi: number; n: number } {
  const n = Math.min(a.length, b.length);
  if (n === 0) return { diff: 0, lo: 0, hi: 0, n: 0 };
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const d = b[i] - a[i];
    sum += d;
    sumSq += d * d;
  }
  const { mean, sd } = meanSd(n, sum, sumSq);
  const half = n > 1 ? (z * sd) / Math.sqrt(n) : 0;
  return { diff: mean, lo: mean - half, hi: mean + half, n };
}
