// An editor tab's session (src/editor/session.ts): its working copy, saving, failures shown and never
// swallowed, and two tabs that never write over each other's newer work.
import { afterEach, describe, expect, it } from 'vitest';
import { CircuitLibrary, type LibraryEntry } from '../../src/editor/library';
import * as M from '../../src/editor/model';
import { EditorSession, mergeCircuits } from '../../src/editor/session';
import type { Circuit } from '../../src/engine/types';
import type { Collection } from '../../src/store/db';
import type { LibraryRecord } from '../../src/editor/library';
import { freshCollection, storageFull, tabPair, tabStorage, tick } from './helpers';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** A tab: a library on `store` and an editor session with its own sessionStorage. */
async function openTab(store: Collection<LibraryRecord>, storage = tabStorage()) {
  const lib = new CircuitLibrary(store);
  const session = new EditorSession(lib, { tabStorage: storage });
  session.attach();
  await session.start();
  return { lib, session, storage, snap: () => session.getSnapshot() };
}

async function until(cond: () => boolean, ms = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await tick(5);
  }
}

const circuitOf = (t: { snap: () => { editor: M.EditorState } }) => t.snap().editor.circuit;

async function saveOk(s: EditorSession): Promise<string> {
  const id = await s.save();
  if (!id) throw new Error(`not saved: ${JSON.stringify(s.getSnapshot().failures)}`);
  return id;
}

describe('working copy', () => {
  it('is written after every change and found again on a reload of the same tab', async () => {
    const store = freshCollection();
    const storage = tabStorage();
    const a = await openTab(store, storage);
    expect(circuitOf(a).name).toBe('New circuit');
    a.session.update((e) => M.paint(e, 'E5', 'lava'));
    a.session.update((e) => M.setName(e, 'Half done'));
    await a.session.settled();
    const again = await openTab(store, storage);
    expect(circuitOf(again)).toMatchObject({ name: 'Half done', spaces: { E5: 'lava' } });
  });

  it('an edit whose write is still in flight when the page unloads is stashed and found on the reload', async () => {
    const store = freshCollection();
    const storage = tabStorage();
    // A store whose writes never finish: as when the page unloads before IndexedDB commits.
    const stuck: Collection<LibraryRecord> = { ...store, put: () => new Promise(() => {}) };
    const a = await openTab(stuck, storage);
    a.session.update((e) => M.paint(e, 'C7', 'ice'));
    a.session.stashUnwritten();
    const again = await openTab(store, storage);
    expect(circuitOf(again).spaces).toMatchObject({ C7: 'ice' });
    await again.session.settled();
    // …and it is written properly, so the next reload finds it without a stash
    const third = await openTab(store, storage);
    expect(circuitOf(third).spaces).toMatchObject({ C7: 'ice' });
  });

  it('a stash of another tab key, or a damaged one, is ignored', async () => {
    const store = freshCollection();
    const storage = tabStorage();
    const a = await openTab(store, storage);
    a.session.update((e) => M.setName(e, 'Written'));
    await a.session.settled();
    storage.setItem('titanRace.editorStash', JSON.stringify({ key: 'someoneelse', data: { circuit: {} } }));
    expect(circuitOf(await openTab(store, storage)).name).toBe('Written');
    storage.setItem('titanRace.editorStash', '{"key":');
    expect(circuitOf(await openTab(store, storage)).name).toBe('Written');
    // Nested past the store's depth cap (store/validate.ts): refused before JSON.parse, not a crash.
    storage.setItem(
      'titanRace.editorStash',
      '{"key":"x","data":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
    );
    expect(circuitOf(await openTab(store, storage)).name).toBe('Written');
    expect(storage.getItem('titanRace.editorStash')).toBeNull(); // taken once, even when unreadable
  });

  it('each tab keeps its own: a reload of one never shows the other’s work', async () => {
    const store = freshCollection();
    const sa = tabStorage();
    const sb = tabStorage();
    const a = await openTab(store, sa);
    a.session.update((e) => M.setName(e, 'A’s circuit'));
    await a.session.settled();
    // A new tab starts from the newest working copy…
    const b = await openTab(store, sb);
    expect(circuitOf(b).name).toBe('A’s circuit');
    // …then each goes its own way
    b.session.update((e) => M.setName(e, 'B’s circuit'));
    await b.session.settled();
    a.session.update((e) => M.paint(e, 'C5', 'ice'));
    await a.session.settled();
    const bReloaded = await openTab(store, sb);
    expect(circuitOf(bReloaded).name).toBe('B’s circuit');
    const aReloaded = await openTab(store, sa);
    expect(circuitOf(aReloaded)).toMatchObject({ name: 'A’s circuit', spaces: { C5: 'ice' } });
  });

  it('a duplicated tab (same key) moves its copy to a record of its own instead of writing over', async () => {
    const tabs = tabPair();
    const shared = tabStorage();
    const a = await openTab(tabs.a, shared);
    a.session.update((e) => M.setName(e, 'Original'));
    await a.session.settled();
    const copy = tabStorage();
    copy.setItem('titanRace.editorTab', shared.getItem('titanRace.editorTab')!);
    const b = await openTab(tabs.b, copy);
    expect(b.session.draftRecord.id).toBe(a.session.draftRecord.id);
    b.session.update((e) => M.setName(e, 'Changed in the duplicate'));
    await b.session.settled();
    await until(() => a.session.draftRecord.id !== b.session.draftRecord.id);
    await a.session.settled();
    const ra = await tabs.a.get(a.session.draftRecord.id);
    const rb = await tabs.a.get(b.session.draftRecord.id);
    expect(ra.ok && ra.value?.data.circuit.name).toBe('Original');
    expect(rb.ok && rb.value?.data.circuit.name).toBe('Changed in the duplicate');
  });
});

describe('failures are shown, the circuit stays', () => {
  it('storage full: the working copy and Save report it; nothing says saved; a later success clears it', async () => {
    const a = await openTab(freshCollection());
    const id = await saveOk(a.session);
    restore = storageFull();
    a.session.update((e) => M.paint(e, 'E5', 'lava'));
    await a.session.settled();
    // A coded problem in the session; the editor's notice words it (editor-storage.test.tsx).
    expect(a.snap().failures.draft).toEqual({ code: 'storageFull' });
    expect(await a.session.save()).toBeNull();
    expect(a.snap().failures.save).toEqual({ code: 'storageFull' });
    expect(a.snap().notice?.text ?? '').not.toMatch(/Saved/);
    // still on screen, not in the library
    expect(circuitOf(a).spaces).toEqual({ E5: 'lava' });
    expect(a.lib.get(id)!.circuit.spaces).toEqual({});
    restore();
    restore = null;
    expect(await a.session.save()).toBe(id);
    expect(a.snap().failures.save).toBeUndefined();
    a.session.update((e) => M.paint(e, 'F6', 'lava'));
    await a.session.settled();
    expect(a.snap().failures.draft).toBeUndefined();
  });
});

describe('two tabs on the same saved circuit', () => {
  /** A saves "Shared" with E5 lava; B opens it from My circuits. */
  async function twoTabs() {
    const tabs = tabPair();
    const a = await openTab(tabs.a);
    a.session.update((e) => M.setName(M.paint(e, 'E5', 'lava'), 'Shared'));
    const id = await saveOk(a.session);
    const b = await openTab(tabs.b);
    b.session.open(b.lib.get(id)!, 'Opened');
    await b.session.settled();
    return { tabs, a, b, id };
  }

  it('a tab without unsaved changes shows the other tab’s newer save', async () => {
    const { a, b, id } = await twoTabs();
    b.session.update((e) => M.paint(e, 'F6', 'pirates'));
    await saveOk(b.session);
    await until(() => circuitOf(a).spaces.F6 === 'pirates');
    expect(a.snap().notice?.text).toMatch(/Another tab saved a newer version of “Shared”/);
    expect(a.snap().conflict).toBeNull();
    // A's next save builds on B's, never back over it
    a.session.update((e) => M.paint(e, 'A3', 'bonus'));
    await saveOk(a.session);
    expect(a.lib.get(id)!.circuit.spaces).toEqual({ A3: 'bonus', E5: 'lava', F6: 'pirates' });
  });

  it('changes to different fields are combined: a rename in one tab and painting in the other', async () => {
    const { a, b, id } = await twoTabs();
    a.session.update((e) => M.paint(e, 'C5', 'ice')); // unsaved here
    const r = await b.lib.rename(id, 'Renamed in B');
    expect(r.ok).toBe(true);
    await until(() => circuitOf(a).name === 'Renamed in B');
    expect(circuitOf(a).spaces).toEqual({ C5: 'ice', E5: 'lava' });
    await saveOk(a.session);
    expect(a.lib.get(id)!.circuit).toMatchObject({ name: 'Renamed in B', spaces: { C5: 'ice', E5: 'lava' } });
  });

  it('both changed the same thing: "Keep mine as a copy" keeps both', async () => {
    const { a, b, id } = await twoTabs();
    a.session.update((e) => M.paint(e, 'C5', 'ice'));
    b.session.update((e) => M.paint(e, 'B4', 'bonus'));
    await saveOk(b.session);
    await until(() => a.snap().conflict !== null);
    expect(a.snap().conflict).toMatchObject({
      id,
      theirs: { rev: 2, circuit: { spaces: { B4: 'bonus', E5: 'lava' } } },
    });
    expect(circuitOf(a).spaces).toEqual({ C5: 'ice', E5: 'lava' }); // nothing replaced while it asks
    // Save is refused while the question stands
    expect(await a.session.save()).toBeNull();
    expect(a.lib.get(id)!.circuit.spaces).toEqual({ B4: 'bonus', E5: 'lava' });
    await a.session.keepMineAsCopy();
    expect(a.snap().conflict).toBeNull();
    const names = a.lib.list().map((e: LibraryEntry) => [e.circuit.name, e.circuit.spaces]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Shared', { B4: 'bonus', E5: 'lava' }],
        ['Shared (copy)', { C5: 'ice', E5: 'lava' }],
      ]),
    );
    expect(circuitOf(a).name).toBe('Shared (copy)');
  });

  it('"Load theirs" shows theirs; Undo brings mine back', async () => {
    const { a, b } = await twoTabs();
    a.session.update((e) => M.paint(e, 'C5', 'ice'));
    b.session.update((e) => M.paint(e, 'B4', 'bonus'));
    await saveOk(b.session);
    await until(() => a.snap().conflict !== null);
    a.session.loadTheirs();
    expect(circuitOf(a).spaces).toEqual({ B4: 'bonus', E5: 'lava' });
    a.session.update(M.undo);
    expect(circuitOf(a).spaces).toEqual({ C5: 'ice', E5: 'lava' });
  });

  it('a Save based on an older revision (the other tab’s message not heard yet) never writes over it', async () => {
    const { tabs, a, b, id } = await twoTabs();
    tabs.hold();
    b.session.update((e) => M.paint(e, 'B4', 'bonus'));
    await saveOk(b.session);
    a.session.update((e) => M.paint(e, 'C5', 'ice'));
    expect(await a.session.save()).toBeNull();
    expect(a.snap().conflict?.id).toBe(id);
    expect(a.lib.get(id)!.circuit.spaces).toEqual({ B4: 'bonus', E5: 'lava' });
    tabs.release();
  });

  it('a Save whose change does not clash with the newer one saves both', async () => {
    const { tabs, a, b, id } = await twoTabs();
    tabs.hold();
    await b.lib.rename(id, 'Renamed in B');
    a.session.update((e) => M.paint(e, 'C5', 'ice'));
    expect(await a.session.save()).toBe(id);
    expect(a.lib.get(id)!.circuit).toMatchObject({ name: 'Renamed in B', spaces: { C5: 'ice', E5: 'lava' } });
    tabs.release();
  });

  it('deleted in the other tab: it stays open here and Save keeps it again, as a new entry', async () => {
    const { a, b, id } = await twoTabs();
    await b.lib.delete(id);
    await until(() => /deleted/.test(a.snap().notice?.text ?? ''));
    expect(circuitOf(a).name).toBe('Shared');
    const again = await saveOk(a.session);
    expect(again).not.toBe(id);
  });
});

describe('renaming in My circuits', () => {
  it('is not undone by the next Save of the open circuit', async () => {
    const a = await openTab(freshCollection());
    a.session.update((e) => M.setName(e, 'Old name'));
    const id = await saveOk(a.session);
    a.session.update((e) => M.paint(e, 'D6', 'fireStatue'));
    await a.lib.rename(id, 'New name');
    await until(() => circuitOf(a).name === 'New name');
    await saveOk(a.session);
    expect(a.lib.get(id)!.circuit).toMatchObject({ name: 'New name', spaces: { D6: 'fireStatue' } });
  });

  it('is not an undo step: Undo (of the painting before it) then Save keeps the new name', async () => {
    const a = await openTab(freshCollection());
    a.session.update((e) => M.setName(e, 'Old name'));
    const id = await saveOk(a.session);
    a.session.update((e) => M.paint(e, 'D6', 'fireStatue'));
    await a.lib.rename(id, 'New name');
    await until(() => circuitOf(a).name === 'New name');
    // The designer undoes the last thing they did in the editor: the painting, not the rename.
    a.session.update((e) => M.undo(e));
    expect(circuitOf(a)).toMatchObject({ name: 'New name', spaces: {} });
    a.session.update((e) => M.redo(e));
    expect(circuitOf(a)).toMatchObject({ name: 'New name', spaces: { D6: 'fireStatue' } });
    await saveOk(a.session);
    expect(a.lib.get(id)!.circuit).toMatchObject({ name: 'New name', spaces: { D6: 'fireStatue' } });
  });

  it('in another tab: the open circuit here takes the name through its history, with a notice', async () => {
    const tabs = tabPair();
    const a = await openTab(tabs.a);
    a.session.update((e) => M.setName(e, 'Old name'));
    const id = await saveOk(a.session);
    const b = await openTab(tabs.b);
    a.session.update((e) => M.paint(e, 'D6', 'fireStatue'));
    await b.lib.rename(id, 'Renamed in B');
    await until(() => circuitOf(a).name === 'Renamed in B');
    expect(a.snap().notice?.text).toMatch(/Another tab renamed “Old name” to “Renamed in B”/);
    a.session.update((e) => M.undo(e));
    expect(circuitOf(a)).toMatchObject({ name: 'Renamed in B', spaces: {} });
    await saveOk(a.session);
    expect(a.lib.get(id)!.circuit.name).toBe('Renamed in B');
  });
});

describe('mergeCircuits', () => {
  const base: Circuit = { id: 'c-aaaa', name: 'B', description: '', spaces: { E5: 'lava' } };
  it('takes theirs when nothing changed here, combines different fields, refuses a clash', () => {
    expect(mergeCircuits(base, base, { ...base, name: 'T' })).toEqual({ kind: 'theirs' });
    expect(
      mergeCircuits(base, { ...base, spaces: { C5: 'ice' } }, { ...base, name: 'T', description: 'd' }),
    ).toEqual({
      kind: 'merged',
      circuit: { id: 'c-aaaa', name: 'T', description: 'd', spaces: { C5: 'ice' } },
    });
    expect(mergeCircuits(base, { ...base, name: 'M' }, { ...base, name: 'T' })).toEqual({ kind: 'conflict' });
    expect(mergeCircuits(base, { ...base, name: 'Same' }, { ...base, name: 'Same' }).kind).toBe('merged');
  });
});
