import { describe, expect, it } from 'vitest';
import {
  CircuitLibrary,
  DRAFT_KEY,
  LIBRARY_KEY,
  memoryStorage,
  type KeyValueStorage,
} from '../../src/editor/library';
import { STANDARD_ORDER } from '../../src/engine/circuits';
import { CIRCUIT_IDS, type Circuit } from '../../src/engine/types';

const mine: Circuit = {
  id: 'draft',
  name: 'Lava lane',
  description: 'Hot',
  spaces: { F6: 'lava', E5: 'lava', B4: 'bonus' },
};

function make(storage = memoryStorage()) {
  let t = 1_700_000_000_000;
  let r = 0;
  const lib = new CircuitLibrary(
    storage,
    () => (t += 1000),
    () => ((r = (r + 0.137) % 1), r),
  );
  return { lib, storage };
}

describe('circuit library', () => {
  it('starts empty', () => {
    expect(make().lib.list()).toEqual([]);
  });

  it('saves a new circuit under a fresh id that is never a standard id, and gets it back', () => {
    const { lib, storage } = make();
    const e = lib.save(mine);
    expect(e.id).toMatch(/^c-[a-z0-9]+$/);
    expect(CIRCUIT_IDS as readonly string[]).not.toContain(e.id);
    expect(e.circuit.id).toBe(e.id);
    expect(Object.keys(e.circuit.spaces)).toEqual(['B4', 'E5', 'F6']); // lattice order
    expect(lib.get(e.id)!.circuit).toEqual(e.circuit);
    expect(JSON.parse(storage.getItem(LIBRARY_KEY)!).entries).toHaveLength(1);
    // the caller's object is not kept by reference
    mine.spaces.C5 = 'ice';
    expect(lib.get(e.id)!.circuit.spaces.C5).toBeUndefined();
    delete mine.spaces.C5;
  });

  it('saving with an existing id overwrites; with the draft, a standard or an unknown id makes a new entry', () => {
    const { lib } = make();
    const a = lib.save(mine);
    const a2 = lib.save({ ...mine, name: 'Lava lane 2' }, a.id);
    expect(a2.id).toBe(a.id);
    expect(a2.updatedAt).toBeGreaterThan(a.updatedAt);
    expect(lib.list()).toHaveLength(1);
    expect(lib.save(mine, 'draft').id).not.toBe(a.id);
    expect(lib.save(mine, 'kaldheira').id).toMatch(/^c-/);
    expect(lib.save(mine, 'c-doesnotexist').id).not.toBe('c-doesnotexist');
    expect(lib.list()).toHaveLength(4);
  });

  it('ids stay unique even when the clock and the dice repeat', () => {
    const storage = memoryStorage();
    const lib = new CircuitLibrary(
      storage,
      () => 5,
      (() => {
        let n = 0;
        return () => [0.5, 0.5, 0.25][Math.min(n++, 2)];
      })(),
    );
    const a = lib.save(mine);
    const b = lib.save(mine);
    expect(a.id).not.toBe(b.id);
  });

  it('lists the most recently changed first', () => {
    const { lib } = make();
    const a = lib.save({ ...mine, name: 'A' });
    const b = lib.save({ ...mine, name: 'B' });
    expect(lib.list().map((e) => e.circuit.name)).toEqual(['B', 'A']);
    lib.save({ ...mine, name: 'A again' }, a.id);
    expect(lib.list().map((e) => e.id)).toEqual([a.id, b.id]);
  });

  it('renames (trimmed; an empty name is refused)', () => {
    const { lib } = make();
    const a = lib.save(mine);
    expect(lib.rename(a.id, '  Magma run ').circuit.name).toBe('Magma run');
    expect(lib.get(a.id)!.circuit.name).toBe('Magma run');
    expect(() => lib.rename(a.id, '   ')).toThrow(/needs a name/);
    expect(() => lib.rename('c-nope1234', 'x')).toThrow(/No saved circuit/);
  });

  it('duplicates under a new id with "(copy)"', () => {
    const { lib } = make();
    const a = lib.save(mine);
    const d = lib.duplicate(a.id);
    expect(d.id).not.toBe(a.id);
    expect(d.circuit.name).toBe('Lava lane (copy)');
    expect(d.circuit.spaces).toEqual(a.circuit.spaces);
    expect(lib.list()).toHaveLength(2);
  });

  it('deletes', () => {
    const { lib } = make();
    const a = lib.save(mine);
    expect(lib.delete(a.id)).toBe(true);
    expect(lib.delete(a.id)).toBe(false);
    expect(lib.get(a.id)).toBeNull();
  });

  it('tells subscribers about every change', () => {
    const { lib } = make();
    let n = 0;
    const off = lib.subscribe(() => n++);
    const a = lib.save(mine);
    lib.rename(a.id, 'x');
    lib.duplicate(a.id);
    lib.delete(a.id);
    expect(n).toBe(4);
    off();
    lib.save(mine);
    expect(n).toBe(4);
  });

  it('survives a new library object on the same storage (a reload)', () => {
    const { lib, storage } = make();
    const a = lib.save(mine);
    const again = new CircuitLibrary(storage);
    expect(again.get(a.id)!.circuit.name).toBe('Lava lane');
  });

  it('never loses unreadable stored data: it is set aside before anything is written', () => {
    const storage = memoryStorage();
    storage.setItem(LIBRARY_KEY, '{not json');
    const { lib } = make(storage);
    expect(lib.list()).toEqual([]);
    const kept = [...storage.data.entries()].find(([k]) => k.startsWith(`${LIBRARY_KEY}.unreadable.`));
    expect(kept?.[1]).toBe('{not json');
    lib.save(mine);
    expect(lib.list()).toHaveLength(1);
  });

  it('skips malformed entries in the list but keeps them stored', () => {
    const storage = memoryStorage();
    storage.setItem(LIBRARY_KEY, JSON.stringify({ v: 1, entries: [{ id: 'c-bad', junk: true }] }));
    const { lib } = make(storage);
    expect(lib.list()).toEqual([]);
    lib.save(mine);
    expect(JSON.parse(storage.getItem(LIBRARY_KEY)!).entries).toHaveLength(2);
  });

  it('a storage that refuses to write gives a clear error', () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const lib = new CircuitLibrary(full);
    expect(() => lib.save(mine)).toThrow(/Could not save.*Export the circuit/);
    expect(lib.saveDraft({ circuit: mine, libraryId: null })).toBe(false);
  });

  it('keeps the editor draft', () => {
    const { lib, storage } = make();
    expect(lib.loadDraft()).toBeNull();
    lib.saveDraft({ circuit: mine, libraryId: 'c-abcd1234' });
    expect(new CircuitLibrary(storage).loadDraft()).toEqual({ circuit: mine, libraryId: 'c-abcd1234' });
    storage.setItem(DRAFT_KEY, 'garbage');
    expect(lib.loadDraft()).toBeNull();
  });

  it('listPlayable: the standard six in order, then the valid saved circuits only', () => {
    const { lib } = make();
    const good = lib.save(mine);
    // A closed line of ice (R7.6): D2, D4, …, D12 wraps back to D2.
    const loop: Circuit = { id: 'x', name: 'Loop', spaces: {} };
    for (const r of [2, 4, 6, 8, 10, 12]) loop.spaces[`D${r}`] = 'ice';
    const bad = lib.save(loop);
    const p = lib.listPlayable();
    expect(p.slice(0, 6).map((x) => x.id)).toEqual(STANDARD_ORDER);
    expect(p.slice(0, 6).every((x) => x.standard)).toBe(true);
    expect(p.slice(6).map((x) => x.id)).toEqual([good.id]);
    expect(p[6]).toMatchObject({ name: 'Lava lane', standard: false, circuit: { id: good.id } });
    expect(lib.resolve(good.id)?.name).toBe('Lava lane');
    expect(lib.resolve(bad.id)).toBeNull();
    expect(lib.resolve('kaldheira')?.id).toBe('kaldheira');
    expect(lib.resolve('c-missing1')).toBeNull();
  });
});
