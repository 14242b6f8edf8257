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
