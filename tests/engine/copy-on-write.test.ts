// applyAction's copy shares each Titan's record with the state it was given until the action changes
// that Titan (state.ts shareTitans / own; issue 22: the public path's allocations are what its collector
// pays for). Checked over random games on every circuit, Grand Slam, 6 Titans, reactions always (R11.4):
// the input, frozen deeply, is never written to (a write would throw in this strict-mode module), and a
// Titan's record is shared exactly when its fields are unchanged.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type GameState } from '../../src/engine';
import { mulberry } from '../../src/engine/search';
import { SAMPLE_SETUPS } from './sample-setups';

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('applyAction copies a Titan only when it changes', () => {
  it('never writes to its (frozen) input, and shares exactly the unchanged Titans', () => {
    const setups = SAMPLE_SETUPS;
    let shared = 0;
    let copied = 0;
    for (let i = 0; i < 2 * setups.length; i++) {
      const rand = mulberry(100 + i);
      let s: GameState = newGame({ ...setups[i % setups.length], seed: 7 + i });
      for (let n = 0; s.winner < 0 && n < 3000; n++) {
        deepFreeze(s);
        const legal = legalActions(s);
        for (const a of n % 3 === 0 ? legal : [legal[0]]) {
          const r = applyAction(s, a);
          if (!r.ok) throw new Error(r.error.message);
          for (let t = 0; t < s.titans.length; t++) {
            const unchanged = same(r.state.titans[t], s.titans[t]);
            expect(r.state.titans[t] === s.titans[t], `${a.type}: Titan ${t} shared iff unchanged`).toBe(
              unchanged,
            );
            if (unchanged) shared++;
            else copied++;
          }
        }
        const r = applyAction(s, legal[Math.floor(rand() * legal.length)]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    // Most actions change one Titan: far more records are shared than copied.
    expect(shared).toBeGreaterThan(2 * copied);
  });
});
