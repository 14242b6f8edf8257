// A circuit's parent (src/editor/parent.ts): recorded when a copy is made from a standard circuit or a
// saved one, kept through edits, saves, a reload of the library, files and share links; never sent on to
// the engine; untrusted parents refused.
import { describe, expect, it } from 'vitest';
import { CircuitLibrary, memoryStorage } from '../../src/editor/library';
import * as M from '../../src/editor/model';
import { parentCircuit, parentOf, readParent, withoutParent } from '../../src/editor/parent';
import { decodeCircuit, encodeCircuit, parseCircuitText, circuitToJson } from '../../src/editor/share';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import { freshCollection } from './helpers';

describe('the parent of a copy', () => {
  it('a copy of a standard circuit names it by id, through edits', () => {
    let s = M.fromStandard('kaldheira');
    expect(parentOf(s.circuit)).toBe('kaldheira');
    s = M.paint(s, 'E3', 'multiRamp');
    s = M.setName(s, 'Ramp test');
    expect(parentOf(s.circuit)).toBe('kaldheira');
    expect(parentCircuit('kaldheira').spaces).toEqual(STANDARD_CIRCUITS.kaldheira.spaces);
  });

  it('a duplicated saved circuit names it inline, and the library keeps it after a reload', async () => {
    const store = freshCollection();
    const lib = new CircuitLibrary(store, { legacy: memoryStorage() });
    await lib.load();
    const a = await lib.save({ id: 'draft', name: 'Lava lane', spaces: { F6: 'lava' } });
    if (!a.ok) throw new Error('not saved');
    const d = await lib.duplicate(a.entry.id);
    if (!d.ok || !d.entry) throw new Error('not duplicated');
    expect(parentOf(d.entry.circuit)).toEqual({ id: a.entry.id, name: 'Lava lane', spaces: { F6: 'lava' } });
    const again = new CircuitLibrary(store, { legacy: memoryStorage() });
    await again.load();
    expect(parentOf(again.get(d.entry.id)!.circuit)).toEqual(parentOf(d.entry.circuit));
    // The saved circuit changed later: the copy's parent stays as it was when copied.
    await lib.save({ ...a.entry.circuit, spaces: {} }, { id: a.entry.id });
    expect(parentOf(lib.get(d.entry.id)!.circuit)).toEqual({
      id: a.entry.id,
      name: 'Lava lane',
      spaces: { F6: 'lava' },
    });
  });

  it('files and share links carry "parent", as npm run balance reads it', () => {
    const c = M.paint(M.fromStandard('kaldheira'), 'E3', 'multiRamp').circuit;
    const json = JSON.parse(circuitToJson(c));
    expect(json.parent).toBe('kaldheira');
    const back = parseCircuitText(circuitToJson(c), 'c.json');
    expect(back.ok && parentOf(back.circuit)).toBe('kaldheira');
    const link = decodeCircuit(encodeCircuit(c));
    expect(link.ok && parentOf(link.circuit)).toBe('kaldheira');
    const inline = { ...json, parent: { id: 'p', name: 'P', spaces: { C5: 'lava' } } };
    const r = parseCircuitText(JSON.stringify(inline), 'c.json');
    expect(r.ok && parentOf(r.circuit)).toEqual({ id: 'p', name: 'P', spaces: { C5: 'lava' } });
  });

  it('a parent that is not a circuit is no parent; the circuit itself still loads', () => {
    for (const bad of ['atlantis', 42, { id: 'x', name: 'X', spaces: { Z9: 'lava' } }, null, [1]]) {
      expect(readParent(bad)).toBeUndefined();
      const r = parseCircuitText(JSON.stringify({ id: 'c', name: 'C', spaces: {}, parent: bad }), 'c.json');
      expect(r.ok).toBe(true);
      expect(r.ok && parentOf(r.circuit)).toBeUndefined();
    }
  });

  it('withoutParent gives the contract circuit alone (for the engine and a report)', () => {
    const c = M.fromStandard('kaldheira').circuit;
    expect(Object.keys(withoutParent(c)).sort()).toEqual(['description', 'id', 'name', 'spaces']);
    expect(parentOf(c)).toBe('kaldheira');
  });
});
