// Property tests over complete random games (issue 2): invariants after every action.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  CIRCUIT_IDS,
  legalActions,
  newGame,
  type Action,
  type GameState,
  type TitanId,
} from '../../src/engine';
import { mulberry } from '../../src/engine/search';
import { invariantProblems } from '../../src/sim/invariants';

const ALL: TitanId[] = ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'];

/**
 * The invariants of any state (src/sim/invariants.ts), thrown rather than expected because this runs
 * after ~400,000 actions. A trap under a Titan counts at rest only: while a decision waits the move is
 * not over, and a finished race stops at once (R2.2), so the winner may stand on a trap it never sprang.
 */
function checkInvariants(s: GameState): void {
  for (const [kind, what] of invariantProblems(s))
    if (kind !== 'trapWhilePending' && kind !== 'trapWhenWon')
      throw new Error(`${what} (round ${s.round}, seed ${s.setup.seed})`);
}

/** Plays one complete random game; checks every offered action applies and a refused one changes nothing. */
function playRandom(seed: number, circuit: string, titans: TitanId[], checkAll: boolean): GameState {
  const rand = mulberry(seed ^ 0x5bd1e995);
  let s = newGame({ circuits: [circuit as never], titans, seed });
  checkInvariants(s);
  for (let n = 0; s.winner < 0; n++) {
    if (n > 5000) throw new Error(`game ${seed} on ${circuit} did not end`);
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error('no legal action in an unfinished game');
    if (checkAll)
      for (const a of legal)
        if (!applyAction(s, a).ok) throw new Error(`offered but refused: ${JSON.stringify(a)}`);
    if (n % 17 === 0) {
      // An action that is never legal mid-game must leave the state exactly as it was.
      const before = JSON.stringify(s);
      const bad: Action = { type: 'chooseDie', die: 99 };
      if (applyAction(s, bad).ok || JSON.stringify(s) !== before)
        throw new Error('a refused action changed the state');
    }
    const r = applyAction(s, legal[Math.floor(rand() * legal.length)]);
    if (!r.ok) throw new Error(`offered action refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
    checkInvariants(s);
  }
  return s;
}

describe('random games keep every invariant (R1.7, R6.1, R8.1, R11.1)', () => {
  it(
    '2,000+ complete games from random seeds on every circuit and with 3–6 Titans end with a winner',
    { timeout: 300_000 },
    () => {
      let games = 0;
      const circuits = new Set<string>();
      const sizes = new Set<number>();
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 0xffffffff }),
          fc.constantFrom(...CIRCUIT_IDS),
          fc.shuffledSubarray(ALL, { minLength: 3, maxLength: 6 }),
          (seed, circuit, titans) => {
            const s = playRandom(seed, circuit, titans, games % 20 === 0);
            games++;
            circuits.add(circuit);
            sizes.add(titans.length);
            expect(s.winner).toBeGreaterThanOrEqual(0);
            expect(s.titans[s.winner].lap).toBe(s.laps + 1);
          },
        ),
        { numRuns: 2100 },
      );
      // The games covered what the title claims: every circuit, and tables of 3, 4, 5 and 6 Titans.
      expect([...circuits].sort()).toEqual([...CIRCUIT_IDS].sort());
      expect([...sizes].sort()).toEqual([3, 4, 5, 6]);
    },
  );
});

describe('determinism', () => {
  it('the same setup, seed and actions give identical states', () => {
    const setup = {
      circuits: ['kaldheira' as const],
      titans: ['grinder', 'slaugg', 'craken', 'rassik'] as TitanId[],
      seed: 42,
    };
    const rand = mulberry(7);
    let a = newGame(setup);
    let b = newGame(setup);
    const log: Action[] = [];
    while (a.winner < 0) {
      const legal = legalActions(a);
      const act = legal[Math.floor(rand() * legal.length)];
      log.push(act);
      const ra = applyAction(a, act);
      const rb = applyAction(b, act);
      if (!ra.ok || !rb.ok) throw new Error('refused');
      expect(rb.events).toEqual(ra.events);
      a = ra.state;
      b = rb.state;
    }
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    // Replaying the log from scratch reaches the same end.
    let c = newGame(setup);
    for (const act of log) {
      const r = applyAction(c, act);
      if (!r.ok) throw new Error('refused');
      c = r.state;
    }
    expect(JSON.stringify(c)).toBe(JSON.stringify(a));
  });

  it('a state turned into JSON and back mid-game continues identically', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const rand = mulberry(seed);
      let s = newGame({ circuits: ['anglieh'], titans: ['chtoolhoo', 'ragnarok', 'craken'], seed });
      for (let i = 0; i < 60 && s.winner < 0; i++) {
        const legal = legalActions(s);
        const r = applyAction(s, legal[Math.floor(rand() * legal.length)]);
        if (!r.ok) throw new Error('refused');
        s = r.state;
      }
      let x: GameState = JSON.parse(JSON.stringify(s));
      const r1 = mulberry(seed + 100);
      const r2 = mulberry(seed + 100);
      let y = s;
      while (y.winner < 0) {
        const la = legalActions(y);
        const lb = legalActions(x);
        expect(lb).toEqual(la);
        const i = Math.floor(r1() * la.length);
        expect(Math.floor(r2() * lb.length)).toBe(i);
        const ry = applyAction(y, la[i]);
        const rx = applyAction(x, lb[i]);
        if (!ry.ok || !rx.ok) throw new Error('refused');
        y = ry.state;
        x = rx.state;
      }
      expect(JSON.stringify(x)).toBe(JSON.stringify(y));
    }
  });

  it('the input state is never mutated', () => {
    const rand = mulberry(99);
    let s = newGame({
      circuits: ['estengaard'],
      titans: ['grinder', 'slaugg', 'craken', 'rassik', 'ragnarok'],
      seed: 9,
    });
    while (s.winner < 0) {
      const frozen = JSON.stringify(s);
      const legal = legalActions(s);
      const r = applyAction(s, legal[Math.floor(rand() * legal.length)]);
      expect(JSON.stringify(s)).toBe(frozen);
      if (!r.ok) throw new Error('refused');
      s = r.state;
    }
  });
});
