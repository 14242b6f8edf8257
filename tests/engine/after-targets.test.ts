// legalActions predicts where a red/green die move ends (for the 'after' trap or strike, R4.1) without
// copying the state (legal.ts plainEnd), pushes (R5.3, R5.5) and decisions (pirates R7.2, Shields R11.4)
// included. The prediction must give exactly the targets that running the move on a copy gives, on every
// circuit (ramps R7.4, ice R7.6, lava R7.1, pirates R7.2, statues R7.3, bonus draws R7.7), at every Life
// (knock-outs R5.7, purple's cost R4.1), near the line (R2.2), with each reaction mode.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type GameSetup, type GameState } from '../../src/engine';
import { FACE_PATHS } from '../../src/engine/data';
import { afterTargets, simulatedAfterTargets } from '../../src/engine/after';
import { CIRCUIT_IDS, type Dir } from '../../src/engine/types';
import { mulberry } from '../../src/engine/search';

/** The targets a lister writes (out[0 … n)), as a list. */
function targets(
  list: (s: GameState, face: 'red' | 'green', path: Dir[], out: number[]) => number,
  s: GameState,
  face: 'red' | 'green',
  path: Dir[],
): number[] {
  const out: number[] = [];
  return out.slice(0, list(s, face, path, out));
}

function check(s: GameState): number {
  const T = s.titans[s.active];
  if (s.pending || s.winner >= 0 || s.turn.phase !== 'main' || s.turn.over || s.turn.dieDone) return 0;
  let n = 0;
  for (const face of ['red', 'green'] as const) {
    if (T.die !== face && T.die !== 'purple') continue;
    for (const p of FACE_PATHS[face]) {
      const path = p as Dir[];
      expect(targets(afterTargets, s, face, path)).toEqual(targets(simulatedAfterTargets, s, face, path));
      n++;
    }
  }
  return n;
}

describe('after targets predicted without a copy', () => {
  it('equal the simulated ones over random games on every circuit, 3–6 Titans, Grand Slam', () => {
    const setups: GameSetup[] = [];
    for (const c of CIRCUIT_IDS) {
      setups.push({ circuits: [c], titans: ['grinder', 'slaugg', 'craken', 'chtoolhoo'] });
      setups.push({
        circuits: [c],
        titans: ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'],
        options: { reactions: 'always' },
        laps: 1,
      });
      setups.push({
        circuits: [c],
        titans: ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'],
        options: { reactions: 'eligible', handSize: 4 },
      });
    }
    setups.push({
      circuits: ['banKog', 'estengaard', 'anglieh'],
      titans: ['chtoolhoo', 'ragnarok', 'craken'],
    });
    let checked = 0;
    for (let g = 0; g < 12; g++)
      for (let i = 0; i < setups.length; i++) {
        const rand = mulberry(g * 97 + i);
        let s = newGame({ ...setups[i], seed: g * 13 + i });
        for (let n = 0; s.winner < 0 && n < 3000; n++) {
          checked += check(s);
          const l = legalActions(s);
          const r = applyAction(s, l[Math.floor(rand() * l.length)]);
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
        }
      }
    expect(checked).toBeGreaterThan(4000);
  });
});
