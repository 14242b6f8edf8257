// R1.7 fuzz (rules.md v2, "One Titan per space, always"): complete random games on random designer
// circuits dense with ice (30–60 %), with lava, fire statues, pirates, bonus, ramps and the pentacle,
// a maximum Life of 1–3, 3–6 Titans, sometimes a trap-heavy deck and Grand Slam. After every action —
// also while a decision is pending and in the final position — no two Titans share a space and no trap
// shares a space with a Titan; every offered action applies within a bounded number of events; every
// game ends (3,000 actions at most) and never stalls. The core is src/sim/fuzz.ts, also behind
// `npm run fuzz` (README, "Other commands").
import { describe, expect, it } from 'vitest';
import { loadScenario, summarize, type Summary } from '../../src/engine';
import { fuzzSetup, r17Problems, runFuzz, violationCount } from '../../src/sim/fuzz';
import { LOCAL_NAMES } from '../../src/engine/board';

const GAMES = 10_000;

describe('R1.7 fuzz: one Titan per space, bounded resolution, on ice-dense designer circuits', () => {
  it(`${GAMES.toLocaleString('en')} random games`, { timeout: 120_000 }, () => {
    const f = runFuzz({ games: GAMES, seed: 17, maxActionsPerGame: 3000, maxEventsPerAction: 2000 });
    const show = JSON.stringify({ ...f, examples: f.examples.slice(0, 3) }, null, 1);
    // The generator makes valid circuits most of the time; only closed ice lines are refused (R7.6).
    expect(f.games + f.skipped).toBe(GAMES);
    expect(f.games).toBeGreaterThan(GAMES * 0.8);
    expect(f.skipped).toBeGreaterThan(0);
    // Decisions were pending often enough, and knock-outs were common (small maximum Life).
    expect(f.pendingStates).toBeGreaterThan(1000);
    expect(f.knockouts).toBeGreaterThan(f.games);
    // No hang, no stall, nothing offered refused: every game reaches a winner.
    expect(f.finished, show).toBe(f.games);
    expect(f.maxActions).toBeLessThanOrEqual(3000);
    expect(f.maxEvents).toBeLessThanOrEqual(2000);
    // R1.7: no two Titans on a space and no trap under a Titan in any position, also when the race
    // is won mid-move (rulings.md 15) or a decision waits (traps spring as a Titan lands).
    expect(f.violations, show).toEqual({});
    expect(violationCount(f)).toBe(0);
  });
});

describe('the fuzz itself', () => {
  function position(titans: Record<string, string>, traps: string[]): Summary {
    const r = loadScenario({
      setup: { circuits: ['kaldheira'], titans: Object.keys(titans), seed: 1 },
      position: {
        titans: Object.fromEntries(Object.entries(titans).map(([id, space]) => [id, { space }])),
        active: Object.keys(titans)[0],
        dice: [],
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    const sum = summarize(r.state);
    sum.traps = traps;
    return sum;
  }

  it('the R1.7 check sees two Titans on a space and a trap under a Titan, and tells when', () => {
    const sound = position({ grinder: 'C5', slaugg: 'C7', craken: 'E11' }, ['A3']);
    expect(r17Problems(sound, 1)).toEqual([]);
    const shared = {
      ...sound,
      titans: { ...sound.titans, slaugg: { ...sound.titans.slaugg!, space: 'C5' } },
    };
    expect(r17Problems(shared, 1)).toEqual([['titansShare', 'grinder and slaugg share C5']]);
    expect(r17Problems({ ...sound, traps: ['C7'] }, 1)).toEqual([
      ['trapAtRest', 'a trap and slaugg share C7'],
    ]);
    expect(r17Problems({ ...sound, traps: ['C7'], winner: 'slaugg' }, 1)[0][0]).toBe('trapWhenWon');
    const pending = { ...shared, pending: { kind: 'reaction' as const, titan: 'slaugg' as const } };
    expect(r17Problems(pending, 1)[0][0]).toBe('titansShareWhilePending');
    // Grand Slam: the same local name on two boards is two spaces.
    const gs = {
      ...sound,
      titans: { ...sound.titans, slaugg: { ...sound.titans.slaugg!, space: 'C5', board: 2 } },
    };
    expect(r17Problems(gs, 3)).toEqual([]);
    expect(r17Problems({ ...gs, traps: ['2:C5'] }, 3)).toEqual([
      ['trapAtRest', 'a trap and slaugg share 2:C5'],
    ]);
  });

  it('generates ice-dense circuits with small Life and 3–6 Titans, always the same for a seed', () => {
    expect(fuzzSetup(5, 3)).toEqual(fuzzSetup(5, 3));
    for (let k = 0; k < 200; k++) {
      const { setup } = fuzzSetup(5, k);
      expect(setup.titans.length).toBeGreaterThanOrEqual(3);
      expect(setup.titans.length).toBeLessThanOrEqual(6);
      expect(setup.options!.maxLife).toBeGreaterThanOrEqual(1);
      expect(setup.options!.maxLife).toBeLessThanOrEqual(3);
      for (const c of setup.circuits) {
        if (typeof c === 'string') throw new Error('a designer circuit was expected');
        const ice = Object.values(c.spaces).filter((e) => e === 'ice').length / LOCAL_NAMES.length;
        expect(ice).toBeGreaterThan(0.1);
        expect(ice).toBeLessThan(0.85);
      }
    }
  });
});
