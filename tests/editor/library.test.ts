// The circuit library in IndexedDB (fake-indexeddb): saving with revisions, other tabs, failures as
// values, and the one-time move from localStorage.
import { afterEach, describe, expect, it } from 'vitest';
import {
  CircuitLibrary,
  copyName,
  DRAFT_KEY,
  LIBRARY_KEY,
  memoryStorage,
  type LibraryChange,
  type LibraryEntry,
  type LibraryRecord,
  type SaveResult,
  suffixedName,
} from '../../src/editor/library';
import { STANDARD_ORDER } from '../../src/engine/circuits';
import { CIRCUIT_IDS, type Circuit } from '../../src/engine/types';
import type { Collection } from '../../src/store/db';
import { freshCollection, storageFull, storageOff, tabPair } from './helpers';
import { problemText } from '../../src/i18n/errors';

const mine: Circuit = {
  id: 'draft',
  name: 'Lava lane',
  description: 'Hot',
  spaces: { F6: 'lava', E5: 'lava', B4: 'bonus' },
};

function clock() {
  let t = 1_700_000_000_000;
  return () => (t += 1000);
}

async function make(store: Collection<LibraryRecord> = freshCollection(), legacy = memoryStorage()) {
  let r = 0;
  const lib = new CircuitLibrary(store, { legacy, now: clock(), random: () => ((r = (r + 0.137) % 1), r) });
  await lib.load();
  return { lib, store, legacy };
}

function saved(r: SaveResult): LibraryEntry {
  if (!r.ok) throw new Error(`not saved: ${JSON.stringify(r)}`);
  return r.entry;
}

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('circuit library (IndexedDB)', () => {
  it('starts empty and ready', async () => {
    const { lib } = await make();
    expect(lib.state).toBe('ready');
    expect(lib.list()).toEqual([]);
  });

  it('saves a new circuit under a fresh id (never a standard id), revision 1, and gets it back', async () => {
    const { lib, store } = await make();
    const e = saved(await lib.save(mine));
    expect(e.id).toMatch(/^c-[a-z0-9]+$/);
    expect(CIRCUIT_IDS as readonly string[]).not.toContain(e.id);
    expect(e.rev).toBe(1);
    expect(e.circuit.id).toBe(e.id);
    expect(Object.keys(e.circuit.spaces)).toEqual(['B4', 'E5', 'F6']); // lattice order
    expect(lib.get(e.id)!.circuit).toEqual(e.circuit);
    const stored = await store.get(e.id);
    expect(stored.ok && stored.value?.data).toMatchObject({ kind: 'circuit', circuit: e.circuit });
    // the caller's object is not kept by reference
    const copy = structuredClone(mine);
    const e2 = saved(await lib.save(copy));
    copy.spaces.C5 = 'ice';
    expect(lib.get(e2.id)!.circuit.spaces.C5).toBeUndefined();
  });

  it('cleans the name: no zero-width or direction-changing characters, a capped length', async () => {
    const { lib } = await make();
    const e = saved(await lib.save({ ...mine, name: '\u202eevil\u200b  lane\u2066' }));
    expect(e.circuit.name).toBe('evil lane');
    expect(lib.get(e.id)!.circuit.name).toBe('evil lane');
    const long = saved(await lib.save({ ...mine, name: 'x'.repeat(300) }));
    expect(long.circuit.name).toHaveLength(40);
  });

  it('saving with a known id writes the next revision; the draft, a standard or an unknown id make a new entry', async () => {
    const { lib } = await make();
    const a = saved(await lib.save(mine));
    const a2 = saved(await lib.save({ ...mine, name: 'Lava lane 2' }, { id: a.id }));
    expect(a2.id).toBe(a.id);
    expect(a2.rev).toBe(2);
    expect(a2.updatedAt).toBeGreaterThan(a.updatedAt);
    expect(lib.list()).toHaveLength(1);
    expect(saved(await lib.save(mine, { id: 'draft' })).id).not.toBe(a.id);
    expect(saved(await lib.save(mine, { id: 'kaldheira' })).id).toMatch(/^c-/);
    expect(saved(await lib.save(mine, { id: 'c-doesnotexist' })).id).not.toBe('c-doesnotexist');
    expect(lib.list()).toHaveLength(4);
  });

  it('ids stay unique even when the clock and the dice repeat', async () => {
    const lib = new CircuitLibrary(freshCollection(), { now: () => 5, random: () => 0.5 });
    await lib.load();
    const a = saved(await lib.save(mine));
    const b = saved(await lib.save(mine));
    expect(a.id).not.toBe(b.id);
  });

  it('lists the most recently changed first', async () => {
    const { lib } = await make();
    const a = saved(await lib.save({ ...mine, name: 'A' }));
    const b = saved(await lib.save({ ...mine, name: 'B' }));
    expect(lib.list().map((e) => e.circuit.name)).toEqual(['B', 'A']);
    await lib.save({ ...mine, name: 'A again' }, { id: a.id });
    expect(lib.list().map((e) => e.id)).toEqual([a.id, b.id]);
  });

  it('renames (cleaned; an empty name is refused)', async () => {
    const { lib } = await make();
    const a = saved(await lib.save(mine));
    const r = await lib.rename(a.id, '  Magma\u200d run ');
    expect(r.ok && r.entry?.circuit.name).toBe('Magma run');
    expect(lib.get(a.id)!.circuit.name).toBe('Magma run');
    expect(lib.get(a.id)!.circuit.spaces).toEqual(a.circuit.spaces);
    const empty = await lib.rename(a.id, ' \u200b ');
    expect(empty).toEqual({ ok: false, error: { code: 'circuitNeedsName' } });
    expect(!empty.ok && problemText(empty.error)).toBe('A circuit needs a name.');
    expect(await lib.rename('c-nope1234', 'x')).toEqual({ ok: false, error: { code: 'circuitGone' } });
  });

  it('duplicates under a new id with "(copy)", and deletes', async () => {
    const { lib } = await make();
    const a = saved(await lib.save(mine));
    const d = await lib.duplicate(a.id);
    expect(d.ok && d.entry?.id).not.toBe(a.id);
    expect(d.ok && d.entry?.circuit.name).toBe('Lava lane (copy)');
    expect(lib.list()).toHaveLength(2);
    expect((await lib.delete(a.id)).ok).toBe(true);
    expect(lib.get(a.id)).toBeNull();
    expect(lib.list()).toHaveLength(1);
  });

  it('tells subscribers about every change', async () => {
    const { lib } = await make();
    const seen: LibraryChange[] = [];
    const off = lib.subscribe((c) => seen.push(c));
    const a = saved(await lib.save(mine));
    await lib.rename(a.id, 'x');
    await lib.duplicate(a.id);
    await lib.delete(a.id);
    expect(seen).toHaveLength(4);
    expect(seen.every((c) => !c.external)).toBe(true);
    off();
    await lib.save(mine);
    expect(seen).toHaveLength(4);
  });

  it('survives a new library object on the same store (a reload)', async () => {
    const { lib, store } = await make();
    const a = saved(await lib.save(mine));
    const again = new CircuitLibrary(store);
    await again.load();
    expect(again.get(a.id)).toMatchObject({ rev: 1, circuit: { name: 'Lava lane' } });
  });

  it('skips malformed records in the list but never deletes them', async () => {
    const store = freshCollection();
    await store.put('c-bad1', { junk: true } as never, 0);
    await store.put('c-bad2', { kind: 'circuit', circuit: { name: 5, spaces: [] } } as never, 0);
    const { lib } = await make(store);
    expect(lib.list()).toEqual([]);
    await lib.save(mine);
    const all = await store.list();
    expect(all.ok && all.value.length).toBe(3);
  });
});

describe('working copies', () => {
  it('old ones with nothing unsaved are pruned; the newest and any with unsaved work stay', async () => {
    const { lib, store } = await make();
    const e = saved(await lib.save(mine));
    const blank = { id: 'draft', name: 'New circuit', description: '', spaces: {} };
    const unsaved = { ...mine, id: e.id, spaces: { C5: 'ice' as const } };
    const put = (k: string, circuit: Circuit) => lib.putDraft(k, { circuit, base: null }, 0);
    await put('old1', blank);
    await put('old2', e.circuit);
    await put('old3', unsaved);
    for (let i = 0; i < 3; i++) await put(`new${i}`, blank);
    expect(await lib.pruneDrafts(3)).toBe(2);
    const left = await store.list();
    const ids = left.ok ? left.value.map((s) => s.id).sort() : [];
    expect(ids).toEqual([e.id, 'draft-new0', 'draft-new1', 'draft-new2', 'draft-old3'].sort());
  });
});

describe('two tabs on one library', () => {
  it('a tab hears of another tab’s save, rename and delete', async () => {
    const tabs = tabPair();
    const { lib: a } = await make(tabs.a);
    const { lib: b } = await make(tabs.b);
    const heard: LibraryChange[] = [];
    a.subscribe((c) => heard.push(c));
    const e = saved(await b.save(mine));
    await waitFor(() => a.get(e.id) !== null);
    expect(heard.at(-1)).toEqual({ id: e.id, external: true });
    await b.rename(e.id, 'Renamed');
    await waitFor(() => a.get(e.id)?.circuit.name === 'Renamed');
    await b.delete(e.id);
    await waitFor(() => a.get(e.id) === null);
  });

  it('a save based on an older revision is refused with the newer one; nothing is overwritten', async () => {
    const tabs = tabPair();
    const { lib: a } = await make(tabs.a);
    tabs.hold(); // A does not hear of B's save before its own
    const e = saved(await a.save(mine));
    const { lib: b } = await make(tabs.b);
    saved(await b.save({ ...mine, name: 'B’s version' }, { id: e.id }));
    const stale = await a.save({ ...mine, name: 'A’s version' }, { id: e.id, baseRev: 1 });
    expect(stale.ok).toBe(false);
    expect(!stale.ok && stale.reason === 'conflict' && stale.newer).toMatchObject({
      rev: 2,
      circuit: { name: 'B’s version' },
    });
    const stored = await tabs.a.get(e.id);
    expect(stored.ok && stored.value?.data).toMatchObject({ circuit: { name: 'B’s version' } });
    tabs.release();
  });

  it('a rename on top of another tab’s newer save renames their version, keeping its content', async () => {
    const tabs = tabPair();
    const { lib: a } = await make(tabs.a);
    tabs.hold();
    const e = saved(await a.save(mine));
    const b = new CircuitLibrary(tabs.b);
    await b.load();
    saved(await b.save({ ...mine, spaces: { C5: 'ice' } }, { id: e.id }));
    const r = await a.rename(e.id, 'Renamed in A');
    expect(r.ok).toBe(true);
    expect(a.get(e.id)).toMatchObject({ rev: 3, circuit: { name: 'Renamed in A', spaces: { C5: 'ice' } } });
    tabs.release();
  });
});

describe('when the browser’s storage fails', () => {
  it('storage full: a save is refused with a coded problem, nothing thrown, the library unchanged', async () => {
    const { lib, store } = await make();
    const a = saved(await lib.save(mine));
    restore = storageFull();
    const r = await lib.save({ ...mine, name: 'Changed' }, { id: a.id });
    expect(r).toEqual({ ok: false, reason: 'failed', problem: { code: 'storageFull' } });
    expect(!r.ok && r.reason === 'failed' && problemText(r.problem)).toBe(
      'The browser’s storage is full, so this could not be saved.',
    );
    const fresh = await lib.save(mine);
    expect(fresh.ok).toBe(false);
    expect(lib.list()).toHaveLength(1);
    expect(lib.get(a.id)!.circuit.name).toBe('Lava lane');
    const ren = await lib.rename(a.id, 'New name');
    expect(ren).toMatchObject({ ok: false, error: { code: 'couldNotRename' } });
    expect(!ren.ok && problemText(ren.error)).toMatch(/^Could not rename: .*storage is full/);
    const dup = await lib.duplicate(a.id);
    expect(dup.ok).toBe(false);
    restore();
    restore = null;
    const stored = await store.get(a.id);
    expect(stored.ok && stored.value?.data).toMatchObject({ circuit: { name: 'Lava lane' } });
  });

  it('storage off: the library says it could not be read (not that it is empty)', async () => {
    const lib = new CircuitLibrary(storageOff());
    await lib.load();
    expect(lib.state).toBe('unreadable');
    expect(lib.readProblem?.code).toBe('readRefused');
    expect(problemText(lib.readProblem!)).toMatch(/could not be read/);
    expect(lib.listPlayable().map((c) => c.id)).toEqual(STANDARD_ORDER);
    const r = await lib.save(mine);
    expect(r.ok).toBe(false);
  });

  it('IndexedDB refusing to open (a real failure through db.ts) reads as unreadable', async () => {
    const original = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function () {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    restore = () => {
      IDBFactory.prototype.open = original;
    };
    const lib = new CircuitLibrary(freshCollection());
    await lib.load();
    expect(lib.state).toBe('unreadable');
    expect((await lib.save(mine)).ok).toBe(false);
  });
});

describe('the move from localStorage', () => {
  const oldDoc = (entries: unknown[]) => JSON.stringify({ v: 1, entries });
  const old = {
    id: 'c-lr3kq9ab1x',
    circuit: { id: 'c-lr3kq9ab1x', name: 'Old one', spaces: { E5: 'lava' } },
    updatedAt: 1_600_000_000_000,
  };

  it('moves every circuit and the working copy once, then removes the old keys', async () => {
    const legacy = memoryStorage();
    legacy.setItem(LIBRARY_KEY, oldDoc([old, { id: 'c-x', junk: 1 }]));
    legacy.setItem(
      DRAFT_KEY,
      JSON.stringify({
        circuit: { id: 'draft', name: 'Work\u200b in progress', spaces: { C3: 'ice' } },
        libraryId: null,
      }),
    );
    const { lib, store } = await make(freshCollection(), legacy);
    expect(lib.list()).toEqual([{ id: old.id, circuit: old.circuit, updatedAt: old.updatedAt, rev: 1 }]);
    expect(legacy.getItem(LIBRARY_KEY)).toBeNull();
    expect(legacy.getItem(DRAFT_KEY)).toBeNull();
    const d = await lib.newestDraft();
    expect(d?.data.circuit).toMatchObject({ name: 'Work in progress', spaces: { C3: 'ice' } });
    // a second load (another tab) finds nothing more to move and changes nothing
    const again = new CircuitLibrary(store, { legacy });
    await again.load();
    expect(again.list()).toHaveLength(1);
    expect(again.get(old.id)!.rev).toBe(1);
  });

  it('keeps the old data until every record is written: a full disk leaves it in place and still shows it', async () => {
    const legacy = memoryStorage();
    const text = oldDoc([old]);
    legacy.setItem(LIBRARY_KEY, text);
    restore = storageFull();
    const store = freshCollection();
    const { lib } = await make(store, legacy);
    expect(legacy.getItem(LIBRARY_KEY)).toBe(text);
    expect(lib.migrationProblem).toMatchObject({ code: 'circuitsNotMoved', cause: { code: 'storageFull' } });
    expect(problemText(lib.migrationProblem!)).toMatch(/could not be moved.*storage is full/);
    expect(lib.list().map((e) => e.circuit.name)).toEqual(['Old one']);
    restore();
    restore = null;
    // the next visit moves it
    const later = new CircuitLibrary(store, { legacy });
    await later.load();
    expect(later.get(old.id)).toMatchObject({ rev: 1 });
    expect(legacy.getItem(LIBRARY_KEY)).toBeNull();
  });

  it('unreadable old data is set aside, never dropped', async () => {
    const legacy = memoryStorage();
    legacy.setItem(LIBRARY_KEY, '{not json');
    const { lib } = await make(freshCollection(), legacy);
    expect(lib.list()).toEqual([]);
    const kept = [...legacy.data.entries()].find(([k]) => k.startsWith(`${LIBRARY_KEY}.unreadable.`));
    expect(kept?.[1]).toBe('{not json');
  });

  it('two tabs moving at once write each circuit once', async () => {
    const legacy = memoryStorage();
    legacy.setItem(LIBRARY_KEY, oldDoc([old]));
    const store = freshCollection();
    const a = new CircuitLibrary(store, { legacy });
    const b = new CircuitLibrary(store, { legacy });
    await Promise.all([a.load(), b.load()]);
    const all = await store.list();
    expect(all.ok && all.value.filter((s) => s.id === old.id).map((s) => s.rev)).toEqual([1]);
    expect(a.get(old.id)?.circuit.name).toBe('Old one');
    expect(b.get(old.id)?.circuit.name).toBe('Old one');
  });
});

describe('for the game setup and the lab', () => {
  it('listPlayable: the standard six in order, then the valid saved circuits only', async () => {
    const { lib } = await make();
    const good = saved(await lib.save(mine));
    // A closed line of ice (R7.6): D2, D4, …, D12 wraps back to D2.
    const loop: Circuit = { id: 'x', name: 'Loop', spaces: {} };
    for (const r of [2, 4, 6, 8, 10, 12]) loop.spaces[`D${r}`] = 'ice';
    const bad = saved(await lib.save(loop));
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

async function waitFor(cond: () => boolean, ms = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('a copy named with a suffix (play-test lab2)', () => {
  it('a name too long for its suffix is cut after a whole word and marked "…", never mid-word', () => {
    // Suggest's candidate 2 of "Kaldheira — the pools of doom (copy)" was "Kaldheira — the pools of d (candidate 2)".
    expect(suffixedName('Kaldheira — the pools of doom (copy)', ' (candidate 2)')).toBe(
      'Kaldheira — the pools of… (candidate 2)',
    );
    // A dash or a colon before the cut is not left hanging before the mark.
    expect(suffixedName('Lava lane — extraordinarily long', ' (candidate 2)')).toBe(
      'Lava lane… (candidate 2)',
    );
    // One word longer than the room: cut inside it, marked.
    expect(suffixedName('x'.repeat(45), ' (copy)')).toBe(`${'x'.repeat(32)}… (copy)`);
    // A name that fits is kept whole, and every result fits in 40 characters.
    expect(copyName('Kaldheira — the pools of doom')).toBe('Kaldheira — the pools of doom (copy)');
    for (const n of ['Kaldheira — the pools of doom (copy)', 'a b c d e f g h i j k l m n o p q r s t u v'])
      expect(Array.from(suffixedName(n, ' (candidate 10)')).length).toBeLessThanOrEqual(40);
  });
});
