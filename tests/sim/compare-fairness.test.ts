// "Is B fairer than A?" (s6): the largest gap of any Titan or turn position from the fair share, on each
// side of a comparison, and B − A with a paired bootstrap interval. Tiny inputs worked out by hand.
import { describe, expect, it } from 'vitest';
import { newRun, positionOf, type BalanceRun } from '../../src/sim/balance';
import { TINY_CONFIG } from './tiny-config';
import { compareRuns } from '../../src/sim/compare';
import { compareFairness, largestGap, rowShifts, winnersOf } from '../../src/sim/compare-fairness';
import { fairnessFinding } from '../../src/sim/compare-headline';
import { ENGLISH, renderFinding } from '../../src/sim/verdict-text';
import { mulberry } from '../../src/engine/search';

const cfg = TINY_CONFIG;
const run = (winners: number[]): BalanceRun => {
  const r = newRun(cfg);
  r.outcomes.base = winners.slice();
  r.rounds = winners.map((w) => (w >= 0 ? 9 : 0));
  return r;
};
const all = [0, 1, 2, 3, 4, 5];

describe('the largest gap from a fair share (compare-fairness.ts)', () => {
  it('Titan 0 wins 4 of 6 games, fair 2: gap 4/6 − 1/3 = 1/3 (Titans before positions on a tie)', () => {
    // Turn positions (R9.1, seat k mod 3 plays first): game k, winner w → (w − k) mod 3:
    // 0, 2, 1, 1, 1, 1 → position 2 also wins 4 of 6; the Titan is named first.
    expect([0, 0, 0, 1, 2, 0].map((w, k) => positionOf(cfg, w, k))).toEqual([0, 2, 1, 1, 1, 1]);
    const g = largestGap(winnersOf(cfg, [0, 0, 0, 1, 2, 0], all), 3);
    expect(g.gap).toBeCloseTo(1 / 3, 12);
    expect(g.rate).toBeCloseTo(4 / 6, 12);
    expect(g.who).toEqual({ kind: 'titan', key: '0' });
  });

  it('each Titan wins twice, always from the first seat to play: position 1 wins 6 of 6, gap 2/3', () => {
    const g = largestGap(winnersOf(cfg, [0, 1, 2, 0, 1, 2], all), 3);
    expect(g.gap).toBeCloseTo(2 / 3, 12);
    expect(g.who).toEqual({ kind: 'position', key: '1' });
  });

  it('an unfinished game (-1) counts in the games, not in the wins: 3 of 4 → gap 3/4 − 1/3', () => {
    const g = largestGap(winnersOf(cfg, [0, -1, 0, 0], [0, 1, 2, 3]), 3);
    expect(g.gap).toBeCloseTo(3 / 4 - 1 / 3, 12);
  });
});

describe('B against A on the same games', () => {
  it('B identical to A: every resampling gives 0, so the interval is [0, 0] and no clear difference', () => {
    const w = winnersOf(cfg, [0, 0, 0, 1, 2, 0], all);
    const f = compareFairness(cfg.titans, w, w, { seed: 7 });
    expect(f.diff).toBe(0);
    expect(f.ci).toEqual([0, 0]);
    expect(f.answer).toBe('same');
  });

  it('A: the first player wins every game (gap 2/3 in every resampling); B: every Titan and position once in 3 → B fairer', () => {
    // B: game k won by Titan 2k mod 3, from position k mod 3 — each Titan and each position wins 2 of 6,
    // gap 0. A resampling of B reaches A's 2/3 only if all six draws fall on one pair {k, k + 3}:
    // 3 · (2/6)^6 = 0.4% of resamplings, under the 2.5% the interval leaves out, so its top is below 0.
    const A = run([0, 1, 2, 0, 1, 2]);
    const B = run([0, 2, 1, 0, 2, 1]);
    const f = compareRuns(A, B, ['A', 'B']).fairness!;
    expect(f.a.gap).toBeCloseTo(2 / 3, 4);
    expect(f.a.who).toEqual({ kind: 'position', key: '1' });
    expect(f.b.gap).toBe(0);
    // The root-mean-square over 3 Titans (all at the fair share) and 3 positions (+2/3, −1/3, −1/3):
    // √((4/9 + 1/9 + 1/9) / 6) = 1/3 on A, 0 on B.
    expect(f.measure).toBe('rms-gap');
    expect(f.a.rms).toBeCloseTo(1 / 3, 4);
    expect(f.b.rms).toBe(0);
    expect(f.diff).toBeCloseTo(-1 / 3, 4);
    expect(f.ci[1]).toBeLessThan(0);
    expect(f.ci[0]).toBeGreaterThanOrEqual(-0.3334);
    expect(f.answer).toBe('fairer');
    // The same the other way round: A is less fair than B, by the mirrored interval.
    const g = compareRuns(B, A, ['B', 'A']).fairness!;
    expect(g.answer).toBe('lessFair');
    expect(g.diff).toBeCloseTo(1 / 3, 4);
  });

  it('names Titans by id, leaves out games not played on both sides, and is the same on every call (seeded)', () => {
    const A = run([0, 0, 0, 1, 2, -2]);
    const B = run([1, 2, 0, 1, 2, 0]);
    const c = compareRuns(A, B, ['A', 'B']);
    const f = c.fairness!;
    // Games 0–4: A's Titan 0 wins 3 of 5 (gap 3/5 − 1/3 = 0.2667).
    expect(f.games).toBe(5);
    expect(f.a.who).toEqual({ kind: 'titan', key: 'grinder' });
    expect(f.a.gap).toBeCloseTo(0.2667, 4);
    expect(f.seed).toBe(cfg.seed);
    expect(f.resamples).toBe(1000);
    expect(compareRuns(A, B, ['A', 'B']).fairness).toEqual(f);
    // The gap is the comparison's own rows read against the fair share: the largest |rate − 1/3| on A.
    const rows = [...Object.values(c.titans), ...Object.values(c.turnPosition)];
    expect(Math.max(...rows.map((r) => Math.abs(r.a - 1 / 3)))).toBeCloseTo(f.a.gap, 3);
    expect(Math.max(...rows.map((r) => Math.abs(r.b - 1 / 3)))).toBeCloseTo(f.b.gap, 3);
  });
});

describe('an 8-point paired shift of one row is never "no clear difference"', () => {
  // 2,000 games, 4 Titans rotated over the turn positions (game k: position p holds Titan (p + k) mod 4);
  // A's winners drawn with the first player at 42%, the second 21%, the third 9%, the last 28%.
  const n = 4;
  const games = 2000;
  const titans = ['grinder', 'slaugg', 'craken', 'rassik'];
  const rand = mulberry(2026);
  const pick = (cum: number[]) => {
    const x = rand();
    return cum.findIndex((c) => x < c);
  };
  const posA = Array.from({ length: games }, () => pick([0.42, 0.63, 0.72, 1]));
  const winners = (pos: number[]) => ({
    position: Int8Array.from(pos),
    titan: Int8Array.from(pos.map((p, k) => (p + k) % n)),
  });
  /** B: A with `count` games won from position `from` won from position `to` instead (the same games). */
  const shifted = (from: number, to: number, count: number) => {
    const pos = posA.slice();
    for (let k = 0, moved = 0; k < games && moved < count; k++)
      if (pos[k] === from) {
        pos[k] = to;
        moved++;
      }
    return pos;
  };

  it('the first player +8 points (taken from the last): less fair, and the shift named with its test', () => {
    const f = compareFairness(titans, winners(posA), winners(shifted(3, 0, 160)), { seed: 1 });
    expect(f.answer).toBe('lessFair');
    expect(f.shift).toMatchObject({ kind: 'position', key: '1' });
    expect(f.shift!.diff).toBeCloseTo(0.08, 4);
    expect(f.shift!.pAdjusted).toBeLessThan(0.05);
    const say = renderFinding(fairnessFinding(f), ENGLISH);
    expect(say).toMatch(/^B is less fair than A by the root-mean-square gap/);
  });

  it('a shift that leaves the RMS gap as it was (the last player 28% → 20%, the second 21% → 29%): the row is named', () => {
    const pos = shifted(3, 1, 160);
    const f = compareFairness(titans, winners(posA), winners(pos), { seed: 1 });
    // The RMS barely moves (4 Titans at their shares, position deviations mirrored): no clear change…
    expect(f.answer).toBe('same');
    // …but the sentence is not "no clear difference": it names a row that moved 8 points (the second
    // player's +8 and the last's −8 tie; the first in order is named).
    expect(f.shift).toMatchObject({ kind: 'position', key: '2' });
    expect(f.shift!.diff).toBeCloseTo(0.08, 4);
    const say = renderFinding(fairnessFinding(f), ENGLISH);
    expect(say).not.toMatch(/no clear difference/i);
    expect(say).toContain('but B moves wins: the player in turn position 2 +8.0 points');
  });

  it('the Titans and positions rows: B − A per row, Holm-adjusted McNemar p', () => {
    const rows = rowShifts(titans, winners(posA), winners(shifted(3, 0, 160)));
    expect(rows.map((r) => `${r.kind}:${r.key}`)).toEqual([
      ...titans.map((t) => `titan:${t}`),
      ...['1', '2', '3', '4'].map((p) => `position:${p}`),
    ]);
    // 160 games won only on B by the first player, none only on A: McNemar's χ² = 160, p ≈ 1e-36.
    expect(rows[4].diff).toBeCloseTo(0.08, 4);
    expect(rows[4].p).toBeLessThan(1e-30);
    expect(rows[5].diff).toBe(0);
    expect(rows[5].pAdjusted).toBe(1);
  });
});
