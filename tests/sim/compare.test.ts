// Comparisons on the same seeds (issue 11): game k of A is paired with game k of B.
import { describe, expect, it } from 'vitest';
import { addPart, newRun, runBalanceRange, type BalanceConfig } from '../../src/sim/balance';
import { compareRuns, formatComparison } from '../../src/sim/compare';

const cfg: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['craken', 'rassik', 'grinder'],
  bots: ['greedy', 'greedy', 'greedy'],
  games: 6,
  seed: 3,
  laps: 1,
  abilities: false,
  cards: false,
};
const run = (c: BalanceConfig) => addPart(newRun(c), runBalanceRange(c, 0, c.games));

describe('paired comparison', () => {
  it('a course against itself differs by nothing, with an interval around 0', () => {
    const c = compareRuns(run(cfg), run(cfg), ['A', 'A again']);
    expect(c.games).toBe(6);
    for (const r of [...Object.values(c.titans), ...Object.values(c.turnPosition)]) {
      expect(r.diff).toBe(0);
      expect(r.a).toBe(r.b);
      expect(r.ci[0]).toBeLessThanOrEqual(0);
      expect(r.ci[1]).toBeGreaterThanOrEqual(0);
    }
  });

  it('another course: B − A per Titan and per turn position, rates summing to 1 on each side', () => {
    const c = compareRuns(run(cfg), run({ ...cfg, circuits: ['estengaard'] }), ['kaldheira', 'estengaard']);
    const sum = (xs: { a: number; b: number }[], k: 'a' | 'b') => xs.reduce((s, x) => s + x[k], 0);
    expect(sum(Object.values(c.titans), 'a')).toBeCloseTo(1, 3);
    expect(sum(Object.values(c.titans), 'b')).toBeCloseTo(1, 3);
    expect(sum(Object.values(c.turnPosition), 'b')).toBeCloseTo(1, 3);
    for (const r of Object.values(c.titans)) expect(r.diff).toBeCloseTo(r.b - r.a, 3);
    expect(formatComparison(c)).toContain('B = estengaard');
    expect(() => compareRuns(run(cfg), run({ ...cfg, seed: 4 }), ['x', 'y'])).toThrow(
      /same Titans, bots and seed/,
    );
  });
});
