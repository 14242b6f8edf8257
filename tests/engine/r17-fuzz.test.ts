// R1.7 fuzz (rules.md v2, "One Titan per space, always"): complete random games on random designer
// circuits dense with ice (30–60 %), with lava, fire statues, pirates, bonus, ramps and the pentacle,
// a maximum Life of 1–3, 3–6 Titans, sometimes a trap-heavy deck and Grand Slam. After every action —
// also while a decision is pending and in the final position — no two Titans share a space and no trap
// shares a space with a Titan; every offered action applies within a bounded number of events; every
// game ends (3,000 actions at most) and never stalls. The core is src/sim/fuzz.ts, also behind
// `npm run fuzz` (README, "Other commands").
import { describe, expect, it } from 'vitest';
import { loadScenario, type GameState } from '../../src/engine';
import { fuzzSetup, runFuzz, violationCount } from '../../src/sim/fuzz';
import { invariantProblems } from '../../src/sim/invariants';
import { LOCAL_NAMES, parseSpace } from '../../src/engine/board';

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
  });
});

describe('the fuzz itself', () => {
  function position(titans: Record<string, string>, traps: string[], circuits = 1): GameState {
    const r = loadScenario({
      setup: { circuits: Array(circuits).fill('kaldheira'), titans: Object.keys(titans), seed: 1, laps: 1 },
      position: {
        titans: Object.fromEntries(Object.entries(titans).map(([id, space]) => [id, { space }])),
        active: Object.keys(titans)[0],
        dice: [],
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    const boards = s.course.boards;
    return { ...s, traps: traps.map((x) => parseSpace(x, boards)), trapSupply: s.trapTotal - traps.length };
  }
  const move = (s: GameState, seat: number, space: string): GameState => ({
    ...s,
    titans: s.titans.map((t, i) => (i === seat ? { ...t, space: parseSpace(space, s.course.boards) } : t)),
  });

  it('the R1.7 check sees two Titans on a space and a trap under a Titan, and tells when', () => {
    const sound = position({ grinder: 'C5', slaugg: 'C7', craken: 'E11' }, ['A3']);
    expect(invariantProblems(sound)).toEqual([]);
    const shared = move(sound, 1, 'C5');
    expect(invariantProblems(shared)).toEqual([['titansShare', 'grinder and slaugg share C5 (R1.7)']]);
    const trapped = position({ grinder: 'C5', slaugg: 'C7', craken: 'E11' }, ['C7']);
    expect(invariantProblems(trapped)).toEqual([['trapAtRest', 'a trap and slaugg share C7 (R1.7)']]);
    expect(invariantProblems({ ...trapped, winner: 1 })[0][0]).toBe('trapWhenWon');
    const pending = { ...shared, pending: { kind: 'reaction', titan: 1 } as GameState['pending'] };
    expect(invariantProblems(pending)[0][0]).toBe('titansShareWhilePending');
    // Grand Slam: the same local name on two boards is two spaces.
    const gs = position({ grinder: 'C5', slaugg: '2:C5', craken: 'E11' }, [], 3);
    expect(invariantProblems(gs)).toEqual([]);
    const gsTrap = position({ grinder: 'C5', slaugg: '2:C5', craken: 'E11' }, ['2:C5'], 3);
    expect(invariantProblems(gsTrap)).toEqual([['trapAtRest', 'a trap and slaugg share 2:C5 (R1.7)']]);
  });

  it('the other invariants: Life (R8.1), hands (R11.1), traps (R6.1), cards (R7.7)', () => {
    const s = position({ grinder: 'C5', slaugg: 'C7', craken: 'E11' }, ['A3']);
    const titan = (patch: Partial<GameState['titans'][number]>): GameState => ({
      ...s,
      titans: s.titans.map((t, i) => (i === 0 ? { ...t, ...patch } : t)),
    });
    expect(invariantProblems(titan({ life: 0 })).map(([k]) => k)).toEqual(['life']);
    expect(invariantProblems(titan({ life: s.titans[0].maxLife + 1 })).map(([k]) => k)).toEqual(['life']);
    expect(invariantProblems({ ...s, trapSupply: s.trapSupply + 1 }).map(([k]) => k)).toEqual(['traps']);
    expect(invariantProblems({ ...s, deck: s.deck.slice(1) }).map(([k]) => k)).toEqual(['cards']);
    const full = titan({
      hand: [...s.titans[0].hand, ...s.deck.slice(0, s.handSize + 1 - s.titans[0].hand.length)],
    });
    expect(
      invariantProblems({ ...full, deck: s.deck.slice(s.handSize + 1 - s.titans[0].hand.length) }).map(
        ([k]) => k,
      ),
    ).toEqual(['hand']);
  });

  it('counts every violation of every kind', () => {
    const f = { violations: { noEnd: 2, trapAtRest: 1 } } as Parameters<typeof violationCount>[0];
    expect(violationCount(f)).toBe(3);
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
