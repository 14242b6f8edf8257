// The verdict's arithmetic (issue 21) against hand-computed values: χ² tail probabilities (closed forms
// for even degrees of freedom, and R's pchisq for odd ones), the fairness test, McNemar's and the score
// test, and the Holm and Benjamini–Hochberg adjustments worked by hand.
import { describe, expect, it } from 'vitest';
import {
  bh,
  chiSquareFair,
  chiSquareP,
  holm,
  lnGamma,
  mcnemarP,
  normalP,
  proportionP,
} from '../../src/sim/hypothesis';

describe('χ² tail probabilities', () => {
  it('df = 2: P = exp(−x/2); df = 4: P = exp(−x/2)(1 + x/2)', () => {
    for (const x of [0.1, 1, 2.5, 5.991464547107979, 12, 30]) {
      expect(chiSquareP(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
      expect(chiSquareP(x, 4)).toBeCloseTo(Math.exp(-x / 2) * (1 + x / 2), 12);
    }
    expect(chiSquareP(5.991464547107979, 2)).toBeCloseTo(0.05, 12);
  });

  it('odd df against R (pchisq(x, df, lower.tail = FALSE))', () => {
    expect(chiSquareP(3.841458820694124, 1)).toBeCloseTo(0.05, 10);
    expect(chiSquareP(2, 3)).toBeCloseTo(0.5724067, 7);
    expect(chiSquareP(11.0705, 5)).toBeCloseTo(0.05, 5);
    expect(chiSquareP(0, 3)).toBe(1);
  });

  it('lnGamma: Γ(5) = 24, Γ(1/2) = √π', () => {
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
  });

  it('normal: two-sided p of z = 1.959964 is 0.05', () => {
    expect(normalP(1.959963985)).toBeCloseTo(0.05, 8);
    expect(normalP(0)).toBe(1);
  });
});

describe('tests', () => {
  it('χ² fairness of [30, 20, 25, 25]: ((5² + 5²) / 25) = 2 on 3 df', () => {
    const r = chiSquareFair([30, 20, 25, 25]);
    expect(r.statistic).toBeCloseTo(2, 12);
    expect(r.df).toBe(3);
    expect(r.p).toBeCloseTo(0.5724067, 7);
    expect(chiSquareFair([0, 0, 0]).p).toBe(1);
  });

  it('McNemar of 10 against 2 discordant pairs: (10 − 2)² / 12 = 5.333 on 1 df', () => {
    expect(mcnemarP(10, 2)).toBeCloseTo(chiSquareP(16 / 3, 1), 12);
    expect(mcnemarP(10, 2)).toBeCloseTo(0.020921, 6);
    expect(mcnemarP(0, 0)).toBe(1);
  });

  it('score test of 30/100 against 1/4: z = 0.05 / √(0.1875 / 100) = 1.1547', () => {
    expect(proportionP(30, 100, 0.25)).toBeCloseTo(0.248213, 6);
  });
});

describe('multiple comparisons', () => {
  // Sorted: 0.005 (×4 = 0.02), 0.01 (×3 = 0.03), 0.03 (×2 = 0.06), 0.04 (×1 = 0.04 → kept monotone at 0.06).
  it('Holm by hand', () => {
    const out = holm([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((x, i) => expect(out[i]).toBeCloseTo(x, 12));
    expect(holm([0.5, 0.9])).toEqual([1, 1]);
  });

  // Sorted: 0.04 × 4/4 = 0.04, 0.03 × 4/3 = 0.04, 0.01 × 4/2 = 0.02, 0.005 × 4/1 = 0.02 (step-up minimum).
  it('Benjamini–Hochberg by hand', () => {
    const out = bh([0.01, 0.04, 0.03, 0.005]);
    [0.02, 0.04, 0.04, 0.02].forEach((x, i) => expect(out[i]).toBeCloseTo(x, 12));
  });
});
