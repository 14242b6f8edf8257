// The slice schema and merge under hostile values: a real slice with any one field replaced (prototype
// keys, nulls in lists, huge or fractional counts, deep nesting) never throws, and whatever merges still
// has every count within its games.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BalanceConfig } from '../../src/sim/balance';
import { runBalanceRange } from '../../src/sim/balance/run';
import { mergeSlices, sliceOf, type BalanceSlice } from '../../src/sim/slices';
import { parseBy } from '../../src/schema/core';
import { reproduceSchema } from '../../src/schema/report';
import { hostile } from './hostile';
import '../../src/i18n/labMessages';
import { problemText } from '../../src/i18n/errors';

const cfg: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'greedy', 'greedy'],
  games: 4,
  seed: 5,
  laps: 1,
  abilities: false,
  cards: false,
};
let a: BalanceSlice;
let b: BalanceSlice;
beforeAll(() => {
  a = JSON.parse(JSON.stringify(sliceOf(cfg, [0, 1], [runBalanceRange(cfg, 0, 2)]))) as BalanceSlice;
  b = JSON.parse(JSON.stringify(sliceOf(cfg, [2, 3], [runBalanceRange(cfg, 2, 4)]))) as BalanceSlice;
}, 60_000);

const KEYS = [
  'range',
  'parts',
  'reproduce',
  'games',
  'outcomes',
  'base',
  'winsByTitan',
  'finished',
  'titans',
  'circuits',
];

describe('hostile slices', () => {
  it('the good pair merges', () => {
    expect(
      mergeSlices([
        { name: 'a', data: a },
        { name: 'b', data: b },
      ]).ok,
    ).toBe(true);
  });

  it('never throw; a merge that succeeds has its wins within its games', () => {
    fc.assert(
      fc.property(hostile(KEYS, a), (x) => {
        const r = mergeSlices([
          { name: 'a', data: x },
          { name: 'b', data: b },
        ]);
        if (!r.ok) {
          expect(r.error.code).toMatch(/^slice/);
          expect(problemText(r.error)).toMatch(/^(a|b|a and b|b and a|games )/);
          return;
        }
        const t = r.run.base;
        expect(t.games).toBe(4);
        expect(t.finished).toBeLessThanOrEqual(t.games);
        const wins = Object.values(t.winsByTitan).reduce((s, w) => s + w, 0);
        expect(wins).toBe(t.finished);
      }),
      { numRuns: 300 },
    );
  });

  it('a reproduce block: seeds, games, Titans and circuits in range or refused', () => {
    fc.assert(
      fc.property(hostile(['seed', 'games', 'titans', 'bots', 'circuits', 'laps'], a.reproduce), (x) => {
        const p = parseBy(reproduceSchema(), x);
        if (!p.ok) return;
        expect(Number.isSafeInteger(p.value.seed) && p.value.seed >= 0 && p.value.seed <= 0xffffffff).toBe(
          true,
        );
        expect(Number.isSafeInteger(p.value.games) && p.value.games >= 1).toBe(true);
        expect(p.value.bots.length).toBe(p.value.titans.length);
      }),
      { numRuns: 300 },
    );
  });
});
