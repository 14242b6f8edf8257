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

const ALL: TitanId[] = ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'];

/** The invariants of any state; plain checks (not expect) because this runs after ~400,000 actions. */
function checkInvariants(s: GameState): void {
  const fail = (why: string) => {
    throw new Error(`${why} (round ${s.round}, seed ${s.setup.seed})`);
  };
  const seen = new Set<number>();
  for (let i = 0; i < s.titans.length; i++) {
    const t = s.titans[i];
    // A Titan mid-step (its move waits on a decision) has left its space already (R5.3 rings).
    if (t.space >= 0) {
      if (seen.has(t.space)) fail(`two Titans on space ${t.space} (R1.7)`);
      seen.add(t.space);
    }
    if (t.life < 0 || t.life > t.maxLife) fail(`${t.id} has ${t.life} Life (R8.1)`);
    if (t.ko !== (t.life === 0)) fail(`${t.id}: ko ${t.ko} with ${t.life} Life (R8.1)`);
    if (t.hand.length > s.handSize) fail(`${t.id} holds ${t.hand.length} cards (R11.1)`);
  }
  // R6.1: traps on the board + supply = the token count; a trap and a Titan never share a space at rest
  // (R2.2: a finished race stops at once, so the winner may stand on a trap it never sprang).
  if (s.traps.length + s.trapSupply !== s.trapTotal) fail('traps + supply != 15 (R6.1)');
  if (new Set(s.traps).size !== s.traps.length) fail('two traps on one space');
  if (!s.pending && s.winner < 0)
    for (const x of s.traps) if (seen.has(x)) fail(`trap under a Titan at ${x} (R1.7)`);
  // R7.7 (v2.1): the card being played is in play (neither hand nor discard) until its effect is over.
  const cards =
    s.titans.reduce((n, t) => n + t.hand.length, 0) + s.deck.length + s.discard.length + (s.inPlay ? 1 : 0);
  if (cards !== s.deckSize) fail(`cards: hands + deck + discard + in play = ${cards}, not ${s.deckSize}`);
  if (!s.pending && s.inPlay) fail('a card still in play with nothing left to resolve (R7.7)');
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
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 0xffffffff }),
          fc.constantFrom(...CIRCUIT_IDS),
          fc.shuffledSubarray(ALL, { minLength: 3, maxLength: 6 }),
          (seed, circuit, titans) => {
            const s = playRandom(seed, circuit, titans, games % 20 === 0);
            games++;
            expect(s.winner).toBeGreaterThanOrEqual(0);
            expect(s.titans[s.winner].lap).toBe(s.laps + 1);
          },
        ),
        { numRuns: 2100 },
      );
      expect(games).toBe(2100);
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
