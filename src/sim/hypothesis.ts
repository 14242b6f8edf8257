// Significance tests for the balance report's verdict (issue 21): the χ² goodness-of-fit test of win
// counts against the fair share, one-proportion and paired (McNemar) tests, and the Holm and
// Benjamini–Hochberg adjustments for many tests at once. Pure arithmetic; tests/sim/hypothesis.test.ts
// checks it against hand-computed cases.

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms: ~15 significant digits). */
export function lnGamma(x: number): number {
  const g = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const y = x - 1;
  let a = g[0];
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += g[i] / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularised upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a) (series below a + 1, else continued fraction). */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lnPre = -x + a * Math.log(x) - lnGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * Math.exp(lnPre));
  }
  // Lentz's continued fraction for Γ(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.min(1, Math.exp(lnPre) * h);
}

/** P(χ²_df ≥ x): the p-value of a χ² statistic. */
export function chiSquareP(x: number, df: number): number {
  return df > 0 ? gammaQ(df / 2, x / 2) : 1;
}

/** Two-sided p-value of a standard normal z: P(|Z| ≥ |z|) = Q(1/2, z²/2). */
export function normalP(z: number): number {
  return chiSquareP(z * z, 1);
}

/**
 * Pearson's χ² goodness-of-fit test of counts against equal shares (each expected total / k): the
 * statistic, its degrees of freedom k − 1 and p. With every count 0 (no game won) p is 1.
 */
export function chiSquareFair(counts: number[]): { statistic: number; df: number; p: number } {
  const total = counts.reduce((a, b) => a + b, 0);
  const df = counts.length - 1;
  if (total <= 0 || df < 1) return { statistic: 0, df: Math.max(0, df), p: 1 };
  const e = total / counts.length;
  const statistic = counts.reduce((s, o) => s + ((o - e) * (o - e)) / e, 0);
  return { statistic, df, p: chiSquareP(statistic, df) };
}

/** Score test of k successes in n trials against the rate p0: two-sided p (normal approximation). */
export function proportionP(k: number, n: number, p0: number): number {
  if (n <= 0 || p0 <= 0 || p0 >= 1) return 1;
  return normalP((k / n - p0) / Math.sqrt((p0 * (1 - p0)) / n));
}

/** McNemar's test of paired proportions from the discordant pairs b (only first) and c (only second). */
export function mcnemarP(b: number, c: number): number {
  return b + c > 0 ? chiSquareP(((b - c) * (b - c)) / (b + c), 1) : 1;
}

/** Holm's step-down adjustment (controls the family-wise error rate): adjusted p-values, input order. */
export function holm(ps: number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out = new Array<number>(m);
  let run = 0;
  order.forEach(([p, i], j) => {
    run = Math.max(run, Math.min(1, (m - j) * p));
    out[i] = run;
  });
  return out;
}

/** Benjamini–Hochberg step-up adjustment (controls the false discovery rate): adjusted p-values, input order. */
export function bh(ps: number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out = new Array<number>(m);
  let run = 1;
  for (let j = m - 1; j >= 0; j--) {
    const [p, i] = order[j];
    run = Math.min(run, Math.min(1, (m / (j + 1)) * p));
    out[i] = run;
  }
  return out;
}
