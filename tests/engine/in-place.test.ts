// The search path (apply.ts applyInPlace): applying a legal action to a private copy in place gives
// exactly the state the pure applyAction returns, and leaves the state it was copied from untouched
// (engine contract: applyAction never mutates its input; search copies once per iteration, not per
// action). Over random games on every circuit, Grand Slam, 6 Titans, reactions always (R11.4).
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../../src/engine';
import { applyInPlace } from '../../src/engine/apply';
import { cloneState } from '../../src/engine/state';
import { mulberry } from '../../src/engine/search';
import { SAMPLE_SETUPS } from './sample-setups';

describe('applyInPlace', () => {
  it('equals applyAction for every legal action of sampled states; the original is untouched', () => {
    const setups = SAMPLE_SETUPS;
    let checked = 0;
    for (let i = 0; i < 2 * setups.length; i++) {
      const rand = mulberry(i);
      let s = newGame({ ...setups[i % setups.length], seed: 40 + i });
      for (let n = 0; s.winner < 0 && n < 3000; n++) {
        const legal = legalActions(s);
        if (n % 2 === 0) {
          const before = JSON.stringify(s);
          for (const a of legal) {
            const r = applyAction(s, a);
            if (!r.ok) throw new Error(r.error.message);
            const mine = cloneState(s);
            expect(applyInPlace(mine, a)).toBeNull();
            expect(JSON.stringify(mine)).toBe(JSON.stringify(r.state));
            // With `input`, an interrupted 'after' trap or strike is checked by predicting the move
            // again, which may itself apply it on a copy: a nested applyInPlace with its own context.
            const checked2 = cloneState(s);
            expect(applyInPlace(checked2, a, s)).toBeNull();
            expect(JSON.stringify(checked2)).toBe(JSON.stringify(r.state));
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
  });
});
