// R4.1, rulings.md 5: whether a green strike or red trap may go 'after' the move can hang on a hidden
// card — drawn on the way, it decides whether a decision (the pirates' choice, R7.2) interrupts the move.
// Greedy builds its targets on a sampled world (view.ts determinise), so it must drop an 'after' target
// the real position refuses (found by the balance lab: Craken at 1 Life, a bonus space then pirates).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/engine';
import { mulberry } from '../../src/engine/search';
import type { GameState } from '../../src/engine/types';
import { greedy, greedyOn } from '../../src/bots/greedy';
import { determinise } from '../../src/bots/view';

const state = JSON.parse(
  readFileSync(new URL('../fixtures/greedy-after-hidden-card.json', import.meta.url), 'utf8'),
) as GameState;
const seat = state.active;

describe("greedy's 'after' targets and hidden cards (R4.1, rulings.md 5)", () => {
  it('some sampled worlds allow an after-target the real position refuses; greedy never plays one', () => {
    let refusedInSample = 0;
    for (let seed = 1; seed <= 40; seed++) {
      // What greedy would choose in the sampled world alone.
      const raw = greedyOn(determinise(state, seat, mulberry(seed)), seat);
      const rawResult = applyAction(state, raw);
      if (!rawResult.ok) {
        expect(raw.type === 'dieAction' && raw.extra?.when).toBe('after');
        expect(rawResult.error.code).toBe('badTarget');
        refusedInSample++;
      }
      // The bot itself, with the same generator: always an action the real position accepts.
      const chosen = greedy(state, seat, mulberry(seed));
      const result = applyAction(state, chosen);
      expect(result.ok, JSON.stringify(chosen)).toBe(true);
      if (!rawResult.ok)
        expect(chosen).toEqual({ type: 'dieAction', path: (raw as { path: string[] }).path });
      else expect(chosen).toEqual(raw);
    }
    // The case is really exercised (the fixture is the lab's failing position).
    expect(refusedInSample).toBeGreaterThan(0);
  });
});
