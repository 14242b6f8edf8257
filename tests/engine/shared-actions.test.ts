// legalActions hands out the die actions that name no space as shared, read-only (frozen) objects, and
// the red trap's and green strike's targets likewise (legal.ts: no allocation for them per listing). A
// caller that tried to change one would change every later listing: it throws instead (this module is
// strict mode), and the next listing offers the same action unchanged.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type Action, type GameState } from '../../src/engine';
import { mulberry } from '../../src/engine/search';
import { SAMPLE_SETUPS } from './sample-setups';

describe('shared die actions (R4.1)', () => {
  it('are frozen, the same object in every listing, and stay legal after a caller tried to change one', () => {
    let plain = 0;
    let targets = 0;
    for (let i = 0; i < SAMPLE_SETUPS.length; i++) {
      const rand = mulberry(40 + i);
      let s: GameState = newGame({ ...SAMPLE_SETUPS[i], seed: 3 + i });
      for (let n = 0; s.winner < 0 && n < 600; n++) {
        const legal = legalActions(s);
        for (const a of legal) {
          if (a.type !== 'dieAction') continue;
          if (a.extra) {
            expect(Object.isFrozen(a.extra)).toBe(true);
            expect(() => ((a.extra as { space: string }).space = 'A1')).toThrow(TypeError);
            targets++;
          } else {
            expect(Object.isFrozen(a)).toBe(true);
            expect(() => ((a as { path: unknown }).path = ['S'])).toThrow(TypeError);
            expect(legalActions(s)).toContain(a); // the same object again
            plain++;
          }
        }
        const r = applyAction(s, legal[Math.floor(rand() * legal.length)] as Action);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(plain).toBeGreaterThan(100);
    expect(targets).toBeGreaterThan(100);
  });
});

describe('listed actions carry only the fields they use (engine contract: action vocabulary)', () => {
  it('no listed action has an own property set to undefined', () => {
    // A field present as undefined is seen by `in`, Object.keys and strict equality: a caller comparing
    // actions by their keys would read two equal actions as different.
    let seen = 0;
    for (let i = 0; i < SAMPLE_SETUPS.length; i++) {
      const rand = mulberry(70 + i);
      let s: GameState = newGame({ ...SAMPLE_SETUPS[i], seed: 11 + i });
      for (let n = 0; s.winner < 0 && n < 400; n++) {
        const legal = legalActions(s);
        for (const a of legal) {
          for (const [k, v] of Object.entries(a))
            if (v === undefined) throw new Error(`${a.type}.${k} is undefined`);
          seen++;
        }
        const r = applyAction(s, legal[Math.floor(rand() * legal.length)] as Action);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(seen).toBeGreaterThan(1000);
  });
});
