// master's playout policy (src/bots/pilot.ts): its path score follows the rules it reads (R4.1 paths,
// R7.1 lava, R6.3 traps, R5.7 knock-out, R2.2 the win), and every action it makes is one legalActions
// offers, on every circuit.
import { describe, expect, it } from 'vitest';
import { applyAction, deciderSeat, legalActions, newGame } from '../../src/engine';
import { spaceAt } from '../../src/engine/board';
import { cloneState } from '../../src/engine/state';
import { actionKey } from '../../src/bots/master';
import { pathScore, pilotAction } from '../../src/bots/pilot';
import { CIRCUIT_IDS, type GameState } from '../../src/engine/types';
import { mulberry } from '../../src/engine/search';

/** A plain board (no elements) with the active Titan on `space` at `life`. */
function standing(space: number, life: number, lap = 1): GameState {
  const s = cloneState(
    newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 1 }),
  );
  s.course = { ...s.course, elements: s.course.elements.map(() => '') };
  const T = s.titans[s.active];
  T.space = space;
  T.life = life;
  T.lap = lap;
  // The others out of the way, off the board.
  for (const [i, t] of s.titans.entries()) if (i !== s.active) t.space = -1;
  return s;
}

describe('pilot: master’s own playout policy', () => {
  it('R4.1 a plain path scores the rows it climbs (S two rows, L/R one)', () => {
    const s = standing(spaceAt(3, 2), 6); // C3
    expect(pathScore(s, ['S'], false)).toBe(2);
    expect(pathScore(s, ['S', 'L'], false)).toBe(3);
    expect(pathScore(s, ['S', 'S'], false)).toBe(4);
  });

  it('R7.1 / R5.7 lava costs half a row with Life to spare, and a knock-out at 1 Life is the worst', () => {
    const safe = standing(spaceAt(3, 2), 6);
    safe.course.elements[spaceAt(5, 2)] = 'lava'; // C5, two rows up
    expect(pathScore(safe, ['S'], false)).toBe(1.5);
    const low = cloneState(safe);
    low.titans[low.active].life = 1;
    expect(pathScore(low, ['S'], false)).toBeLessThan(pathScore(low, ['L'], false));
    expect(pathScore(low, ['S'], false)).toBeLessThan(0);
  });

  it('R6.3 a trap on the path costs Life like lava; purple’s cost (R4.1) is counted too', () => {
    const s = standing(spaceAt(3, 2), 2);
    s.traps = [spaceAt(5, 2)];
    expect(pathScore(s, ['S'], false)).toBeLessThan(2);
    expect(pathScore(s, ['S'], true)).toBeLessThan(0); // trap and cost: 2 Life, knocked out
  });

  it('R2.2 a path over the top line on the last lap scores as the win', () => {
    const s = standing(spaceAt(11, 2), 1, 3); // C11 on the last of 3 laps (DEFAULT_LAPS)
    expect(pathScore(s, ['S'], false)).toBeGreaterThan(100);
  });

  it('every action it makes is legal (R4.1, R4.2), on every circuit, with 3–6 Titans', () => {
    const games = [
      ...CIRCUIT_IDS.map((c) => ({ circuits: [c], titans: ['ragnarok', 'chtoolhoo', 'craken', 'rassik'] })),
      { circuits: ['banKog', 'estengaard', 'anglieh'], titans: ['chtoolhoo', 'ragnarok', 'craken'] },
      {
        circuits: ['moltenchest'],
        titans: ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'],
      },
    ];
    for (let g = 0; g < games.length; g++) {
      let s = newGame({ ...(games[g] as Parameters<typeof newGame>[0]), seed: 40 + g });
      const rand = mulberry(g);
      for (let n = 0; s.winner < 0 && n < 3000; n++) {
        const a = pilotAction(s, rand, { epsilon: 0.1, stop: 0.8 })!;
        expect(legalActions(s).map((x) => actionKey(s, x))).toContain(actionKey(s, a));
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message} (seat ${deciderSeat(s)})`);
        s = r.state;
      }
      expect(s.winner).toBeGreaterThanOrEqual(0);
    }
  });
});
