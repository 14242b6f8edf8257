import { describe, expect, it } from 'vitest';
import { circuitWarnings, safeRoute } from '../../src/editor/warnings';
import type { Circuit, Element } from '../../src/engine/types';
import { LOCAL_NAMES } from '../../src/engine/board';

function circuit(spaces: Record<string, Element>): Circuit {
  return { id: 'x', name: 'x', spaces };
}
function row(r: number, e: Element): Record<string, Element> {
  const out: Record<string, Element> = {};
  for (const n of LOCAL_NAMES) if (Number(n.slice(1)) === r) out[n] = e;
  return out;
}
const codes = (c: Circuit) => circuitWarnings(c).map((w) => w.code);

describe('editor warnings', () => {
  it('a circuit with a bonus space and nothing else warns about nothing', () => {
    expect(circuitWarnings(circuit({ B4: 'bonus' }))).toEqual([]);
  });

  it('warns about no bonus space', () => {
    const w = circuitWarnings(circuit({}));
    expect(w.map((x) => x.code)).toEqual(['noBonus']);
    expect(w[0].message).toMatch(/No bonus space/);
  });

  it('warns about each element on a start space, naming it', () => {
    const w = circuitWarnings(circuit({ A1: 'lava', C1: 'bonus', E3: 'ice' }));
    const starts = w.filter((x) => x.code === 'startSpace');
    expect(starts.map((x) => x.spaces)).toEqual([['A1'], ['C1']]);
    expect(starts[0].message).toMatch(/Lava on start space A1/);
    expect(starts[1].message).toMatch(/Bonus on start space C1/);
  });

  it('one full row of lava can be stepped over (S gains two rows): no wall', () => {
    expect(codes(circuit({ ...row(5, 'lava'), B4: 'bonus' }))).toEqual([]);
  });

  it('two consecutive full rows of hazards are a wall, named by rows and spaces', () => {
    const c = circuit({ ...row(5, 'lava'), ...row(6, 'pirates'), B4: 'bonus' });
    const w = circuitWarnings(c);
    expect(w.map((x) => x.code)).toEqual(['damageWall']);
    expect(w[0].message).toMatch(/rows 5–6/);
    expect(w[0].spaces).toEqual(['A5', 'C5', 'E5', 'B6', 'D6', 'F6']);
  });

  it('fire statues count as hazards', () => {
    expect(codes(circuit({ ...row(8, 'fireStatue'), ...row(9, 'lava'), B4: 'bonus' }))).toContain(
      'damageWall',
    );
  });

  it('a ramp before the wall lets a Titan jump it: no wall', () => {
    // Multi-ramp on C3: S from C3 jumps C5 and lands on C7, beyond rows 5–6.
    expect(codes(circuit({ ...row(5, 'lava'), ...row(6, 'lava'), C3: 'multiRamp', B4: 'bonus' }))).toEqual(
      [],
    );
    // Super-ramp right on B4: R jumps C5, D6 and lands on E7.
    expect(codes(circuit({ ...row(5, 'lava'), ...row(6, 'lava'), B4: 'superRampR', D4: 'bonus' }))).toEqual(
      [],
    );
    // Super-ramp right on B4 but stepping left never jumps: still useful only to the right.
    expect(safeRoute(circuit({ ...row(5, 'lava'), ...row(6, 'lava'), B4: 'superRampR' })).passable).toBe(
      true,
    );
  });

  it('ice sliding into a hazard counts as meeting it; ice sliding past the wall does not', () => {
    // Rows 5–6 lava except C5 which is ice: entering C5 slides on S to C7 (plain): passes.
    const walled = { ...row(5, 'lava'), ...row(6, 'lava') };
    expect(safeRoute(circuit({ ...walled, C5: 'ice' })).passable).toBe(true);
    // ...but with C7 lava the slide ends in lava: wall again.
    expect(safeRoute(circuit({ ...walled, C5: 'ice', C7: 'lava' })).passable).toBe(false);
  });

  it('a gap in the band lets Titans through', () => {
    const c = circuit({ ...row(5, 'lava'), ...row(6, 'lava'), D6: 'bonus' });
    // D6 is safe and reachable from C5? no — C5 is lava. From D4 S→D6 (safe). Passable.
    expect(codes(c)).toEqual([]);
  });

  it('a zig-zag wall that is not a straight band is still found', () => {
    // Rows 4 and 5 entirely lava except A5; row 6 and 7 then block what A5 reaches (B6, F6 via wrap, A7).
    const c = circuit({
      ...row(4, 'lava'),
      ...row(5, 'lava'),
      A5: 'bonus',
      B6: 'lava',
      F6: 'lava',
      A7: 'lava',
    });
    const w = circuitWarnings(c).find((x) => x.code === 'damageWall');
    expect(w).toBeDefined();
    expect(w!.message).toMatch(/rows 6–7/);
  });

  it('hazards on all three start spaces: nobody can even start safely', () => {
    const w = circuitWarnings(circuit({ A1: 'lava', C1: 'lava', E1: 'pirates', B4: 'bonus' }));
    expect(w.find((x) => x.code === 'damageWall')!.message).toMatch(/No Titan can start without damage/);
  });

  it('the top rows can be a wall too', () => {
    const w = circuitWarnings(circuit({ ...row(11, 'lava'), ...row(12, 'lava'), B4: 'bonus' }));
    expect(w.find((x) => x.code === 'damageWall')!.message).toMatch(/rows 11–12/);
  });
});
