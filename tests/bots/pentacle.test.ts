// R7.5 (v2): the pentacle reroll is an action of its own, legal after the die action ended on the
// pentacle. Greedy weighs it (mean over the six faces of the best move of the new face, Life paid
// included) against ending the turn and against an ability/card use, which must come first.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, loadScenario, type Action, type GameState } from '../../src/engine';
import { greedy } from '../../src/bots/greedy';
import { expert } from '../../src/bots/expert';
import { mulberry } from '../../src/engine/search';

function apply(s: GameState, ...actions: Action[]): GameState {
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/**
 * Slaugg (seat 1, not a Titan who rolls) takes yellow and moves C3 → C5 → C7, the pentacle. Grinder and
 * Craken stand where neither Slaugg's strike nor a move of his can reach them unless `craken` says so.
 */
function onPentacle(life: number, craken = 'E11', crakenLife = 6): GameState {
  const r = loadScenario({
    setup: {
      circuits: [{ id: 'p', name: 'p', spaces: { C7: 'pentacle' } }],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 3,
      options: { reactions: 'never' },
    },
    position: {
      titans: {
        grinder: { space: 'A11' },
        slaugg: { space: 'C3', life },
        craken: { space: craken, life: crakenLife, lap: 2 },
      },
      active: 'slaugg',
      dice: ['yellow', 'blue'],
    },
  });
  if (!r.ok) throw new Error(r.error.message);
  return apply(r.state, { type: 'chooseDie', die: 0 }, { type: 'dieAction', path: ['S', 'S'] });
}

const SLAUGG = 1;

describe('greedy on the pentacle (R7.5)', () => {
  it('the position offers the reroll', () => {
    const s = onPentacle(6);
    expect(legalActions(s)).toContainEqual({ type: 'reroll' });
  });

  it('rerolls with plenty of Life and nothing better to do', () => {
    const s = onPentacle(6);
    for (let k = 0; k < 4; k++) expect(greedy(s, SLAUGG, mulberry(k))).toEqual({ type: 'reroll' });
  });

  it('never rerolls at 1 Life (the reroll would pay its last Life: knocked out, no move)', () => {
    const s = onPentacle(1);
    expect(legalActions(s)).toContainEqual({ type: 'reroll' });
    for (let k = 0; k < 4; k++) expect(greedy(s, SLAUGG, mulberry(k))).toEqual({ type: 'endTurn' });
    expect(expert(s, SLAUGG, mulberry(5))).not.toEqual({ type: 'reroll' });
  });

  it('uses its ability first when it is worth using, since nothing is allowed after a reroll', () => {
    // Craken, a lap ahead, stands on C9 just before Slaugg with 1 Life: Slaugg's strike knocks him out.
    const s = onPentacle(6, 'C9', 1);
    const first = greedy(s, SLAUGG, mulberry(2));
    expect(first).toEqual({ type: 'ability' });
    const after = apply(s, first);
    expect(after.titans[2].ko).toBe(true);
    expect(legalActions(after)).toContainEqual({ type: 'reroll' });
    expect(greedy(after, SLAUGG, mulberry(2))).toEqual({ type: 'reroll' });
  });
});
