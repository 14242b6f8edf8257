// The editor's step overlay (src/editor/landings.ts): where each forward step lands, as the engine moves.
import { describe, expect, it } from 'vitest';
import { stepLandings } from '../../src/editor/landings';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import type { Circuit } from '../../src/engine/types';

const circuit = (spaces: Circuit['spaces']): Circuit => ({ id: 't', name: 'T', spaces });
const byDir = (c: Circuit, from: string) =>
  Object.fromEntries((stepLandings(c, from) ?? []).map((l) => [l.dir, l]));

describe('stepLandings', () => {
  it('plain steps: S two rows up, L and R one row up (R1.2), wrapping at the sides (R1.4)', () => {
    const l = byDir(circuit({}), 'A5');
    expect(l.S).toMatchObject({ first: 'A7', end: 'A7', jump: false, slide: [], lap: false });
    expect(l.L).toMatchObject({ first: 'F6', end: 'F6' });
    expect(l.R).toMatchObject({ first: 'B6', end: 'B6' });
  });

  it('R1.6: F12 one step R ends in A1 with a lap', () => {
    expect(byDir(circuit({}), 'F12').R).toMatchObject({ first: 'A1', end: 'A1', lap: true });
  });

  it('R7.6 ice: D2 straight enters D4, slides over D6 and stops on D8', () => {
    const l = byDir(circuit({ D4: 'ice', D6: 'ice' }), 'D2');
    expect(l.S).toEqual({ dir: 'S', first: 'D4', jump: false, slide: ['D6', 'D8'], end: 'D8', lap: false });
    // the diagonal steps miss the ice
    expect(l.L.end).toBe('C3');
    expect(l.R.end).toBe('E3');
  });

  it('R7.4 super-ramp: from A3 pointing R, the R step jumps B4 and C5 and lands on D6; S and L are plain', () => {
    const l = byDir(circuit({ A3: 'superRampR' }), 'A3');
    expect(l.R).toMatchObject({ first: 'D6', jump: true, end: 'D6' });
    expect(l.S).toMatchObject({ first: 'A5', jump: false });
    expect(l.L).toMatchObject({ first: 'F4', jump: false });
  });

  it('R7.4 multi-ramp jumps one space in every forward direction; a jump onto ice slides on (R7.6)', () => {
    const l = byDir(circuit({ C5: 'multiRamp', C9: 'ice', C11: 'ice' }), 'C5');
    expect(l.S).toMatchObject({ first: 'C9', jump: true, slide: ['C11', 'C1'], end: 'C1', lap: true });
    expect(l.L).toMatchObject({ first: 'A7', jump: true, end: 'A7' });
    expect(l.R).toMatchObject({ first: 'E7', jump: true, end: 'E7' });
  });

  it('hazards do not stop the step (lava R7.1, pirates R7.2 answered, a fire statue R7.3)', () => {
    const l = byDir(circuit({ C7: 'lava', B6: 'pirates', D6: 'fireStatue' }), 'C5');
    expect(l.S.end).toBe('C7');
    expect(l.L.end).toBe('B6');
    expect(l.R.end).toBe('D6');
  });

  it('agrees with the engine on every space of the standard circuits (a step always lands somewhere)', () => {
    for (const c of Object.values(STANDARD_CIRCUITS)) {
      for (const from of ['A1', 'C5', 'F12', 'D8']) {
        const l = stepLandings(c, from);
        expect(l, `${c.id} ${from}`).not.toBeNull();
        expect(l!.map((x) => x.dir)).toEqual(['S', 'L', 'R']);
      }
    }
  });

  it('an unplayable circuit or a non-space gives null', () => {
    expect(stepLandings(circuit({}), 'A2')).toBeNull();
    expect(
      stepLandings(circuit({ C5: 'ice', C7: 'ice', C9: 'ice', C11: 'ice', C1: 'ice', C3: 'ice' }), 'A1'),
    ).toBeNull();
  });
});
