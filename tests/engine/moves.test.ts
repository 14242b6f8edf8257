// The integer path (moves.ts codes, legal.ts legalMoves, apply.ts applyMove): every legal action as one
// small integer. legalActions is made from the same codes, so what is checked here is that a code says
// everything its action says: applying the code in place gives exactly the state applyAction gives for the
// action, for every legal move of sampled states (every circuit with six Titans and reactions always,
// R11.4; a three-board Grand Slam, R12.2), and no two legal moves of a state share a code.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../../src/engine';
import {
  applyMove,
  cloneState,
  doMove,
  legalMoves,
  moveAction,
  moveType,
  mulberry,
  newUndo,
  undoAction,
} from '../../src/engine/search';
import { ACTION_TYPES } from '../../src/engine/types';
import { SAMPLE_SETUPS } from './sample-setups';

describe('move codes', () => {
  it('applyMove and doMove equal applyAction of the same move for every legal move of sampled states; undo restores', () => {
    const codes: number[] = [];
    const undo = newUndo();
    const seen = new Set<string>();
    let checked = 0;
    for (let i = 0; i < 2 * SAMPLE_SETUPS.length; i++) {
      const rand = mulberry(100 + i);
      let s = newGame({ ...SAMPLE_SETUPS[i % SAMPLE_SETUPS.length], seed: 70 + i });
      for (let n = 0; s.winner < 0 && n < 3000; n++) {
        const k = legalMoves(s, codes);
        const legal = legalActions(s);
        expect(k).toBe(legal.length);
        expect(new Set(codes.slice(0, k)).size).toBe(k);
        if (n % 2 === 0) {
          const before = JSON.stringify(s);
          for (let m = 0; m < k; m++) {
            const code = codes[m];
            expect(code >= 0 && code < 2 ** 30 && Number.isInteger(code)).toBe(true);
            const a = moveAction(s, code);
            expect(a).toEqual(legal[m]);
            expect(ACTION_TYPES[moveType(code)]).toBe(a.type);
            seen.add(a.type);
            const r = applyAction(s, a);
            if (!r.ok) throw new Error(r.error.message);
            const mine = cloneState(s);
            expect(applyMove(mine, code)).toBeNull();
            expect(JSON.stringify(mine)).toBe(JSON.stringify(r.state));
            // do/undo by code: the same state, then the state before, with one record reused throughout
            const world = cloneState(s);
            expect(doMove(world, code, undo)).toBeNull();
            expect(JSON.stringify(world)).toBe(JSON.stringify(r.state));
            undoAction(world, undo);
            expect(JSON.stringify(world)).toBe(before);
            checked++;
          }
          expect(JSON.stringify(s)).toBe(before);
        }
        const r = applyAction(s, legal[Math.floor(rand() * legal.length)]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(3000);
    expect([...seen].sort()).toEqual([...ACTION_TYPES].sort()); // every type of action was coded
  });

  it('a game played by codes alone is the game played by actions (same seed, same choices)', () => {
    const codes: number[] = [];
    for (const setup of SAMPLE_SETUPS) {
      const rand1 = mulberry(5);
      const rand2 = mulberry(5);
      let pub = newGame({ ...setup, seed: 9 });
      const mine = cloneState(pub);
      for (let n = 0; pub.winner < 0 && n < 5000; n++) {
        const legal = legalActions(pub);
        const r = applyAction(pub, legal[Math.floor(rand1() * legal.length)]);
        if (!r.ok) throw new Error(r.error.message);
        pub = r.state;
        const k = legalMoves(mine, codes);
        expect(applyMove(mine, codes[Math.floor(rand2() * k)])).toBeNull();
      }
      expect(JSON.stringify(mine)).toBe(JSON.stringify(pub));
    }
  });

  it('a move that is not legal now is refused once the race is won, and changes nothing', () => {
    const s = cloneState(
      newGame({ circuits: ['kaldheira'], titans: ['rassik', 'grinder', 'craken'], seed: 1 }),
    );
    s.winner = 0;
    const before = JSON.stringify(s);
    expect(applyMove(s, 0)?.reason).toBe('notLegalNow'); // a roll, once the race is won
    expect(JSON.stringify(s)).toBe(before);
  });
});
