// Issue 23, items 1–3 in the store: a move is never lost (the journal a failing tab CAN write, replayed on
// reload; two tabs with one failing keep both), the database never blocks (versionchange closes, opens
// time out), and a journal that fails the validator is set aside, never fatal.
import { afterEach, describe, expect, it } from 'vitest';
import { createGameStore } from '../../src/store/game';
import { GameLibrary, type GameRecord } from '../../src/store/games';
import { STASH_KEY } from '../../src/store/gameSaver';
import { collection, type Collection } from '../../src/store/db';
import { openStore } from '../../src/store/idbOpen';
import { get } from 'idb-keyval';
import type { GameSetup } from '../../src/engine/types';
import { freshCollection, tabPair, tabStorage, tick } from '../editor/helpers';
import type { SaveFailure } from '../../src/store/game';
import { failureText } from '../../src/ui/game/saveFailureText';
import { problemText } from '../../src/i18n/errors';
import { noticeText } from '../../src/ui/game/noticeText';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';

/** The store's failed write (data) in words, as the page shows it. */
const failed = (f: SaveFailure | null) => (f ? failureText(f) : null);

const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  laps: 1,
};
const FULL = 'The browser’s storage is full, so this could not be saved.';

type Store = ReturnType<typeof createGameStore>;

function tab(store: Collection<GameRecord>, storage = tabStorage()) {
  const lib = new GameLibrary(store);
  const s = createGameStore({ library: () => lib, tabStorage: () => storage as unknown as Storage });
  return { lib, s, st: () => s.getState(), storage };
}

/** A collection whose writes fail (storage full) while `failing.on`; reads go through. */
function failing(store: Collection<GameRecord>) {
  const state = { on: true };
  const c: Collection<GameRecord> = {
    ...store,
    put: (id, data, rev) =>
      state.on
        ? Promise.resolve({ ok: false, reason: 'failed', problem: { code: 'storageFull' }, message: FULL })
        : store.put(id, data, rev),
  };
  return { c, state };
}

async function until(cond: () => boolean, ms = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await tick(5);
  }
}

function start(s: Store, setup = SETUP): string {
  const r = s.getState().newGame(setup, ['Ann', 'Bob', 'Cid']);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.id;
}

const restores: (() => void)[] = [];
afterEach(() => {
  setCatalogue('en', en);
  while (restores.length) restores.pop()!();
});

describe('a move is never lost', () => {
  it('a failed save, then a reload: the die chosen is still taken, and stored once storage works', async () => {
    const store = freshCollection<GameRecord>();
    const storage = tabStorage();
    const first = tab(store, storage);
    const id = start(first.s);
    await first.st().flushSaves();
    // From now on every write fails; the tab plays on: roll, then choose a die.
    const f = failing(store);
    const t = tab(f.c, storage);
    expect(await t.st().open(id)).toBe(true);
    t.st().perform({ type: 'roll' });
    await t.st().flushSaves();
    expect(failed(t.st().saveFailure)).toMatch(/could not be saved\. Its moves are kept in this tab/);
    t.st().perform({ type: 'chooseDie', die: 0 });
    const chosen = t.st().game!;
    await t.st().flushSaves();
    // No pagehide (the tab crashed): the journal was written at each move.
    expect(JSON.parse(storage.getItem(STASH_KEY)!)[0].record.save.actions).toHaveLength(2);
    // Reload, still failing: the journaled moves are replayed; the warning comes back with the retry.
    const reloaded = tab(f.c, storage);
    expect(await reloaded.st().open(id)).toBe(true);
    expect(reloaded.st().actions).toHaveLength(2);
    expect(reloaded.st().game).toEqual(chosen);
    await reloaded.st().flushSaves();
    expect(failed(reloaded.st().saveFailure)).toMatch(/Its moves are kept in this tab/);
    // Storage works again: the timer's retry stores them and the warning goes.
    f.state.on = false;
    await until(() => reloaded.st().saveFailure === null, 5000);
    const stored = await tab(store).lib.get(id);
    expect(stored.ok && stored.value!.save!.actions).toHaveLength(2);
    expect(storage.getItem(STASH_KEY)).toBeNull();
  });

  it('sessionStorage failing too: the moves stay in memory and the warning says to export', async () => {
    const store = freshCollection<GameRecord>();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const f = failing(store);
    const t = tab(f.c, broken as never);
    start(t.s);
    t.st().perform({ type: 'roll' });
    await t.st().flushSaves();
    expect(failed(t.st().saveFailure)).toMatch(/It stays open in this tab: export it to keep it\.$/);
    expect(JSON.parse(t.st().exportSave()).actions).toHaveLength(1);
  });

  it('two tabs, A failing to save while B plays other moves: A keeps its moves as “… (this tab’s copy)”, with the warning', async () => {
    const pair = tabPair<GameRecord>();
    const b = tab(pair.b);
    const id = start(b.s);
    await b.st().flushSaves();
    const f = failing(pair.a);
    const a = tab(f.c);
    expect(await a.st().open(id)).toBe(true);
    // A: roll and take die 0 — its writes fail.
    a.st().perform({ type: 'roll' });
    a.st().perform({ type: 'chooseDie', die: 0 });
    await a.st().flushSaves();
    expect(a.st().saveFailure).not.toBeNull();
    const aActions = a.st().actions;
    // B: roll and take die 1 — stored, and A hears of it.
    b.st().perform({ type: 'roll' });
    b.st().perform({ type: 'chooseDie', die: 1 });
    await b.st().flushSaves();
    await until(() => a.st().gameId !== id);
    // A did not switch to B's version: it shows its own moves, as a copy named so, and says so.
    expect(a.st().actions).toEqual(aActions);
    expect(a.st().gameName).toMatch(/\(this tab’s copy\)$/);
    expect(noticeText(a.st().notice!)).toMatch(/Both are kept/);
    expect(a.st().movedTo[id]).toBe(a.st().gameId);
    // The copy cannot be written either: the warning and Export stay; the moves are journaled under it.
    await a.st().flushSaves();
    expect(failed(a.st().saveFailure)).toMatch(/could not be saved/);
    expect(JSON.parse(a.st().exportSave()).actions).toEqual(aActions);
    // Once storage works, both games are in the library.
    f.state.on = false;
    await until(() => a.st().saveFailure === null, 5000);
    const list = await b.lib.list();
    const ids = list.ok ? list.value.map((g) => g.id).sort() : [];
    expect(ids).toEqual([id, a.st().gameId].sort());
    const theirs = await b.lib.get(id);
    expect(theirs.ok && theirs.value!.save!.actions).toEqual(b.st().actions);
  });

  it('two tabs, A failing while B plays on from A’s moves: A follows B (nothing of A is lost)', async () => {
    const pair = tabPair<GameRecord>();
    const b = tab(pair.b);
    const id = start(b.s);
    await b.st().flushSaves();
    const f = failing(pair.a);
    const a = tab(f.c);
    expect(await a.st().open(id)).toBe(true);
    a.st().perform({ type: 'roll' });
    await a.st().flushSaves();
    // B reads A's move by some other way (e.g. exported file): B's game is A's played on.
    b.st().perform({ type: 'roll' });
    b.st().perform({ type: 'chooseDie', die: 2 });
    await b.st().flushSaves();
    await until(() => a.st().actions.length === 2);
    expect(a.st().gameId).toBe(id);
  });
});

describe('a journal that fails the validator', () => {
  it('30,000-deep junk in the reload backup: set aside in the library, said once, the game opens from the library', async () => {
    const store = freshCollection<GameRecord>();
    const first = tab(store);
    const id = start(first.s);
    await first.st().flushSaves();
    const storage = tabStorage();
    const junk = '['.repeat(30_000) + ']'.repeat(30_000);
    storage.setItem(STASH_KEY, junk);
    const t = tab(store, storage);
    expect(await t.st().open(id)).toBe(true);
    await until(() => t.st().notice?.key === 'safe.setAside');
    expect(noticeText(t.st().notice!)).toMatch(/set aside.*nested too deeply/);
    expect(storage.getItem(STASH_KEY)).toBeNull();
    const list = await t.lib.list();
    const aside = list.ok ? list.value.find((g) => g.id.startsWith('g-q')) : undefined;
    expect(aside).toMatchObject({ save: null, raw: junk, name: 'Set aside: this tab’s reload backup' });
    expect(problemText(aside!.problem!)).toMatch(/nested too deeply/);
  });

  it('a reload backup that is JSON but not a list of saves: set aside, and why is data worded in the language shown', async () => {
    const store = freshCollection<GameRecord>();
    const first = tab(store);
    const id = start(first.s);
    await first.st().flushSaves();
    const storage = tabStorage();
    storage.setItem(STASH_KEY, '{"not":"a list"}');
    const t = tab(store, storage);
    expect(await t.st().open(id)).toBe(true);
    await until(() => t.st().notice?.key === 'safe.setAside');
    expect(t.st().notice).toEqual({ key: 'safe.setAside', why: { code: 'journalNotSaves' } });
    expect(noticeText(t.st().notice!)).toMatch(/set aside.* It is not a list of games to save\.$/);
    setCatalogue('fr', fr);
    expect(noticeText(t.st().notice!)).toMatch(
      /la sauvegarde de rechargement de cet onglet.* Ce n’est pas une liste de parties à enregistrer\.$/,
    );
  });
});

describe('the database never blocks', () => {
  it('closes its connection when another tab deletes the database, and opens again after', async () => {
    const name = `block-test-${Math.random().toString(36).slice(2)}`;
    const c = collection<{ n: number }>(name);
    expect((await c.put('x', { n: 1 }, 0)).ok).toBe(true);
    const deleted = await new Promise<string>((resolve) => {
      const req = indexedDB.deleteDatabase(`titan-race-${name}`);
      req.onsuccess = () => resolve('deleted');
      req.onblocked = () => resolve('blocked');
    });
    expect(deleted).toBe('deleted');
    // The next call opens a new, empty database.
    const r = await c.get('x');
    expect(r).toEqual({ ok: true, value: undefined });
    expect((await c.put('x', { n: 2 }, 0)).ok).toBe(true);
  });

  it('an open that does not answer (a delete blocked by a connection that never closes) times out with a sentence', async () => {
    const dbName = `titan-race-stuck-${Math.random().toString(36).slice(2)}`;
    // An old tab's connection with no versionchange handler.
    const old = await new Promise<IDBDatabase>((resolve) => {
      const req = indexedDB.open(dbName);
      req.onupgradeneeded = () => req.result.createObjectStore('s');
      req.onsuccess = () => resolve(req.result);
    });
    indexedDB.deleteDatabase(dbName);
    restores.push(() => old.close());
    const store = openStore(dbName, 's', 150);
    const t0 = Date.now();
    await expect(get('k', store)).rejects.toMatchObject({ name: 'StorageTimeout' });
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('db.ts words a timeout: “does not answer”', async () => {
    const name = `stuck2-${Math.random().toString(36).slice(2)}`;
    const old = await new Promise<IDBDatabase>((resolve) => {
      const req = indexedDB.open(`titan-race-${name}`);
      req.onupgradeneeded = () => req.result.createObjectStore(name);
      req.onsuccess = () => resolve(req.result);
    });
    indexedDB.deleteDatabase(`titan-race-${name}`);
    restores.push(() => old.close());
    const c = collection(name);
    const r = await c.list();
    expect(r).toMatchObject({ ok: false, problem: { code: 'readTimeout' } });
    expect(!r.ok && problemText(r.problem)).toMatch(/does not answer/);
  }, 10_000);
});
