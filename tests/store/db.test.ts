// IndexedDB collections (src/store/db.ts): revisions, compare-and-set between tabs, failures as values.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { collection, storageProblem, TAB_ID } from '../../src/store/db';
import { problemText } from '../../src/i18n/errors';

let n = 0;
const fresh = <T>() => collection<T>(`test-${++n}`);

describe('IndexedDB collections', () => {
  it('writes revisions 1, 2, … and lists and removes records', async () => {
    const c = fresh<{ x: number }>();
    expect(await c.put('a', { x: 1 }, 0)).toEqual({ ok: true, rev: 1 });
    expect(await c.put('a', { x: 2 }, 1)).toEqual({ ok: true, rev: 2 });
    expect(await c.put('b', { x: 3 }, 0)).toEqual({ ok: true, rev: 1 });
    const got = await c.get('a');
    expect(got.ok && got.value?.data).toEqual({ x: 2 });
    expect(got.ok && got.value?.tab).toBe(TAB_ID);
    const all = await c.list();
    expect(all.ok && all.value.map((r) => r.id).sort()).toEqual(['a', 'b']);
    expect((await c.remove('a')).ok).toBe(true);
    const after = await c.get('a');
    expect(after.ok && after.value).toBeUndefined();
  });

  it('never overwrites a newer revision: the stale write is refused with the newer record', async () => {
    const c = fresh<string>();
    await c.put('g', 'first', 0);
    await c.put('g', 'other tab', 1); // another tab moved on to rev 2
    const stale = await c.put('g', 'mine', 1);
    expect(stale.ok).toBe(false);
    expect(!stale.ok && stale.reason === 'conflict' && stale.newer.data).toBe('other tab');
    const kept = await c.get('g');
    expect(kept.ok && kept.value?.data).toBe('other tab');
  });

  it('hears writes of other tabs, not its own', async () => {
    const c = fresh<string>();
    const heard: string[] = [];
    const off = c.onChange((id) => heard.push(id));
    await c.put('own', 'x', 0);
    const other = new BroadcastChannel(`titan-race-test-${n}`);
    other.postMessage({ tab: 'another-tab', id: 'theirs' });
    await new Promise((r) => setTimeout(r, 50));
    off();
    other.close();
    expect(heard).toEqual(['theirs']);
  });

  it('says why a write failed as a code, worded where it is shown', () => {
    expect(storageProblem({ name: 'QuotaExceededError' })).toEqual({ code: 'storageFull' });
    expect(storageProblem({ name: 'StorageTimeout' })).toEqual({ code: 'storageTimeout' });
    expect(storageProblem(new Error('x'))).toEqual({ code: 'storageRefused' });
    expect(problemText(storageProblem({ name: 'QuotaExceededError' }))).toMatch(/storage is full/);
  });
});
