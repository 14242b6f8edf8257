// Bad input never throws, never changes anything, and always explains itself with a stable code (issue 2).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  ERRORS,
  applyAction,
  createGame,
  legalActions,
  loadScenario,
  newGame,
  type Action,
  type GameState,
} from '../../src/engine';
import { mulberry } from '../../src/engine/search';

const CODES = new Set<string>(Object.keys(ERRORS));

function expectCleanRefusal(r: { ok: boolean; error?: { code: string; message: string } }) {
  expect(r.ok).toBe(false);
  expect(CODES.has(r.error!.code), r.error!.code).toBe(true);
  expect(r.error!.message.length).toBeGreaterThan(10);
}

/** Some states along a random game, to throw junk at. */
function sampleStates(): GameState[] {
  const rand = mulberry(3);
  const out: GameState[] = [];
  let s = newGame({
    circuits: ['deadMansLagoon'],
    titans: ['grinder', 'slaugg', 'craken', 'chtoolhoo'],
    seed: 5,
  });
  for (let i = 0; s.winner < 0; i++) {
    if (i % 7 === 0) out.push(s);
    const legal = legalActions(s);
    const r = applyAction(s, legal[Math.floor(rand() * legal.length)]);
    if (!r.ok) throw new Error('refused');
    s = r.state;
  }
  out.push(s);
  return out;
}

const actionLike = fc.oneof(
  fc.anything(),
  fc.record(
    {
      type: fc.constantFrom<string>(...ACTION_TYPES, 'fly'),
      die: fc.oneof(fc.integer({ min: -3, max: 9 }), fc.double(), fc.string()),
      space: fc.oneof(fc.constantFrom('A1', 'C1', 'B1', 'Z9', '4:C5', ''), fc.string()),
      path: fc.oneof(fc.array(fc.constantFrom('S', 'L', 'R', 'BS', 'X')), fc.anything()),
      face: fc.oneof(
        fc.constantFrom('red', 'blue', 'green', 'yellow', 'brown', 'purple', 'pink'),
        fc.anything(),
      ),
      extra: fc.oneof(
        fc.record({ space: fc.string(), when: fc.constantFrom('before', 'after', 'never') }),
        fc.anything(),
      ),
      target: fc.oneof(fc.constantFrom('A1', 'C3', 'F12', 'G7'), fc.anything()),
      dir: fc.oneof(fc.constantFrom('S', 'L', 'R', 'BS', 'BL', 'BR', 'up'), fc.anything()),
      card: fc.oneof(fc.constantFrom('shield', 'elixir', 'joker'), fc.anything()),
      choice: fc.oneof(
        fc.constantFrom('life', 'discard', 'reroll', 'stop', 'play', 'pass', 'maybe'),
        fc.anything(),
      ),
    },
    { requiredKeys: ['type'] },
  ),
);

describe('applyAction with malformed actions', () => {
  const states = sampleStates();
  it('never throws; refuses with a stable code and leaves the state unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), actionLike, (i, junk) => {
        const s = states[i];
        const before = JSON.stringify(s);
        const r = applyAction(s, junk as Action);
        expect(JSON.stringify(s)).toBe(before);
        if (!r.ok) expectCleanRefusal(r);
        else {
          // Accepted junk must have been a legal action in disguise (extra keys are ignored).
          expect(r.state).not.toBe(s);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses everything after the race is won with gameOver', () => {
    const end = states[states.length - 1];
    expect(end.winner).toBeGreaterThanOrEqual(0);
    const r = applyAction(end, { type: 'endTurn' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('gameOver');
  });
});

describe('loadScenario and createGame with malformed input', () => {
  it('never throw and refuse with a stable code', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const a = loadScenario(junk);
        if (!a.ok) expectCleanRefusal(a);
        const b = createGame(junk);
        if (!b.ok) expectCleanRefusal(b);
      }),
      { numRuns: 2000 },
    );
  });

  const setupLike = fc.record(
    {
      circuits: fc.oneof(
        fc.constant(['kaldheira']),
        fc.array(fc.oneof(fc.constantFrom('kaldheira', 'nowhere'), fc.anything()), { maxLength: 4 }),
      ),
      titans: fc.oneof(
        fc.shuffledSubarray(['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo']),
        fc.array(fc.string()),
      ),
      laps: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.anything()),
      seed: fc.oneof(fc.integer(), fc.anything()),
      first: fc.oneof(fc.constantFrom('grinder', 'nobody'), fc.anything()),
      options: fc.oneof(
        fc.record({
          reactions: fc.constantFrom('eligible', 'always', 'never', 'sometimes'),
          maxLife: fc.integer({ min: -1, max: 30 }),
        }),
        fc.anything(),
      ),
    },
    { requiredKeys: ['circuits', 'titans'] },
  );

  it('near-valid setups are either accepted or refused clearly', () => {
    fc.assert(
      fc.property(setupLike, (setup) => {
        const r = createGame(setup);
        if (!r.ok) expectCleanRefusal(r);
        else expect(r.state.titans.length).toBeGreaterThanOrEqual(3);
        const sc = loadScenario({ setup, position: { titans: {} } });
        expect(sc.ok).toBe(false);
        if (!sc.ok) expectCleanRefusal(sc);
      }),
      { numRuns: 1500 },
    );
  });

  it('names the problem (examples)', () => {
    const msg = (x: unknown) => {
      const r = createGame(x);
      return r.ok ? '' : r.error.message;
    };
    expect(msg({ circuits: ['kaldheira'], titans: ['grinder', 'grinder', 'slaugg'] })).toMatch(/only once/);
    expect(msg({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg'] })).toMatch(/3 to 6 Titans/);
    expect(msg({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'zeus'] })).toMatch(
      /Unknown Titan "zeus"/,
    );
    expect(msg({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], laps: 10 })).toMatch(
      /1 to 9/,
    );
    expect(msg({ circuits: ['kaldheira', 'banKog'], titans: ['grinder', 'slaugg', 'craken'] })).toMatch(
      /three for a Grand Slam/,
    );
  });
});
