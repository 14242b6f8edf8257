// Paired-difference arithmetic (issue 21 item 6) against hand-computed cases: the mean difference of
// paired values with its normal interval, the suggest objective's paired bootstrap, and a comparison of
// two runs on the same games (B − A per Titan, turn position and rounds).
import { describe, expect, it } from 'vitest';
import { pairedDiff, pairedMeanDiff } from '../../src/sim/stats';
import { objectiveValue, pairedObjective } from '../../src/sim/suggest/objective';
import type { Outcomes } from '../../src/sim/suggest/play';
import { compareRuns } from '../../src/sim/compare';
import { newRun, type BalanceRun } from '../../src/sim/balance';
import { TINY_CONFIG } from './tiny-config';

describe('pairedMeanDiff', () => {
  it('matches a hand computation', () => {
    // d = b − a = [1, 0, 2, 1]: mean 1, sample sd √(2/3) = 0.81650, se = 0.40825, 1.96 · se = 0.80017.
    const r = pairedMeanDiff([8, 9, 10, 11], [9, 9, 12, 12]);
    expect(r.diff).toBe(1);
    expect(r.lo).toBeCloseTo(0.19983, 4);
    expect(r.hi).toBeCloseTo(1.80017, 4);
    expect(r.n).toBe(4);
  });
  it('an identical pair of samples differs by exactly 0', () => {
    expect(pairedMeanDiff([3, 5, 7], [3, 5, 7])).toEqual({ diff: 0, lo: 0, hi: 0, n: 3 });
  });
});

describe("Newcombe's paired interval (method 10)", () => {
  it('matches a hand computation', () => {
    // 10 pairs: both 3, only first 4, only second 1, neither 2. p1 = 0.7, p2 = 0.4, diff 0.3.
    // Wilson 95%: p1 [0.39676, 0.89221], p2 [0.16818, 0.68732]; φ = (3·2 − 4·1)/√(7·3·4·6) = 0.08909.
    // dl² = 0.30323² − 2φ·0.30323·0.28733 + 0.28733² = 0.15898 → lo = 0.3 − 0.39872 = −0.09872.
    // du² = 0.19221² − 2φ·0.19221·0.23182 + 0.23182² = 0.08275 → hi = 0.3 + 0.28767 = 0.58767.
    const r = pairedDiff(3, 4, 1, 2);
    expect(r.diff).toBeCloseTo(0.3, 10);
    expect(r.lo).toBeCloseTo(-0.09872, 4);
    expect(r.hi).toBeCloseTo(0.58766, 4);
  });
});

const outcomes = (titan: number[], rounds: number[] = titan.map(() => 8)): Outcomes => ({
  from: 0,
  titan,
  position: titan.map((t, k) => (t < 0 ? -1 : (t - k + 2 * titan.length) % 2)),
  rounds,
  leadChanges: titan.map(() => 0),
  visits: [],
});

describe('the suggest objective, paired', () => {
  it('unfairness of a hand-made set of games', () => {
    // Two Titans, four games, Titan 0 wins 3 → Titans 75/25 (±25 points). Positions (k = 0..3 with
    // winner positions (t − k) mod 2 = 0, 1, 0, 0): 3 and 1 → ±25. RMS over the four rates: 25.
    const a = outcomes([0, 0, 0, 1]);
    expect(a.position).toEqual([0, 1, 0, 0]);
    expect(objectiveValue({ name: 'titans' }, a, 2)).toBe(25);
    expect(objectiveValue({ name: 'unfairness' }, a, 2)).toBe(25);
  });
  it('a constant difference has a point interval: length 8 → 9 rounds with target 8 is +1 in every resample', () => {
    const a = outcomes([0, 1, 0, 1], [8, 8, 8, 8]);
    const b = outcomes([0, 1, 0, 1], [9, 9, 9, 9]);
    const p = pairedObjective({ name: 'length', target: 8 }, a, b, 2, { resamples: 200 });
    expect(p).toMatchObject({ before: 0, after: 1, delta: 1, ci: [1, 1], games: 4 });
  });
  it('B identical to A gives delta 0 and interval [0, 0]', () => {
    const a = outcomes([0, 0, 1, 0, 1, 1]);
    const p = pairedObjective({ name: 'unfairness' }, a, a, 2, { resamples: 100 });
    expect(p.delta).toBe(0);
    expect(p.ci).toEqual([0, 0]);
  });
});

describe('compareRuns: B − A on the same games', () => {
  const cfg = TINY_CONFIG;
  const run = (winners: number[], rounds: number[]): BalanceRun => {
    const r = newRun(cfg);
    r.outcomes.base = winners.slice();
    r.rounds = rounds.slice();
    return r;
  };
  it('counts the pairs per Titan and pairs the rounds', () => {
    const A = run([0, 0, 1, 2, 0, 1], [8, 9, 8, 10, 9, 8]);
    const B = run([0, 1, 1, 2, 2, 1], [9, 9, 9, 10, 10, 9]);
    const c = compareRuns(A, B, ['A', 'B']);
    // grinder: A wins games 0, 1, 4; B wins game 0 → both 1, only A 2, only B 0, neither 3.
    const g = pairedDiff(1, 0, 2, 3);
    expect(c.titans.grinder.a).toBeCloseTo(0.5, 4);
    expect(c.titans.grinder.b).toBeCloseTo(1 / 6, 4);
    expect(c.titans.grinder.diff).toBeCloseTo(g.diff, 4);
    expect(c.titans.grinder.ci[0]).toBeCloseTo(g.lo, 4);
    // rounds: d = [1, 0, 1, 0, 1, 1], mean 4/6, sd √((4·(1/3)² + 2·(2/3)²)/5) = 0.51640.
    expect(c.roundsDiff.diff).toBeCloseTo(0.667, 3);
    expect(c.roundsDiff.ci[0]).toBeCloseTo(0.667 - (1.96 * 0.5164) / Math.sqrt(6), 2);
    expect(c.roundsDiff.games).toBe(6);
  });
});
