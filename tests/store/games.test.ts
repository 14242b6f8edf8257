// The games library (issue 10): two tabs on one game never lose either's play, failed writes are shown
// and the game stays in memory, a write cut short by a reload is found again, the one-slot autosave moves
// into the library once, and every record is read defensively.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTOSAVE_KEY, createGameStore, migrateAutosave, relation } from '../../src/store/game';
import { failureText } from '../../src/ui/game/saveFailureText';
import { GameLibrary, setGameLibrary, type GameRecord } from '../../src/store/games';
import { entryFrom } from '../../src/store/gameEntry';
import { makeSave } from '../../src/store/save';
import type { Collection } from '../../src/store/db';
import type { GameSetup } from '../../src/engine/types';
import { freshCollection, storageFull, tabPair, tabStorage, tick } from '../editor/helpers';
import { problem, problemText } from '../../src/i18n/errors';
import type { SaveFailure } from '../../src/store/game';
import { noticeText } from '../../src/ui/game/noticeText';

/** The store's failed write (data) in words, as the page shows it. */
const failed = (f: SaveFailure | null) => (f ? failureText(f) : null);

const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  laps: 1,
};

type Store = ReturnType<typeof createGameStore>;

function tab(store: Collection<GameRecord>, storage = tabStorage()) {
  const lib = new GameLibrary(store);
  const s = createGameStore({ library: () => lib, tabStorage: () => storage as unknown as Storage });
  return { lib, s, st: () => s.getState(), storage };
}

async function until(cond: () => boolean, ms = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await tick(5);
  }
}

/** Roll and take the first die (two actions). */
function rollAndChoose(s: Store): void {
  expect(s.getState().perform({ type: 'roll' })).toBe(true);
  expect(s.getState().perform({ type: 'chooseDie', die: 0 })).toBe(true);
}

function start(s: Store): string {
  const r = s.getState().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
  if (!r.ok) throw new Error(problemText(r.error));
  return r.id;
}

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('two tabs on one game', () => {
  it('a tab that hears the other played on shows the newer game, with a notice', async () => {
    const pair = tabPair<GameRecord>();
    const a = tab(pair.a);
    const b = tab(pair.b);
    const id = start(a.s);
    await a.st().flushSaves();
    expect(await b.st().open(id)).toBe(true);
    rollAndChoose(a.s);
    await a.st().flushSaves();
    await until(() => b.st().actions.length === 2);
    expect(b.st().game).toEqual(a.st().game);
    expect(noticeText(b.st().notice!)).toMatch(/Another tab/);
  });

  it('both tabs played differently: both games are kept, the second as a copy of its own', async () => {
    const pair = tabPair<GameRecord>();
    const a = tab(pair.a);
    const b = tab(pair.b);
    const id = start(a.s);
    await a.st().flushSaves();
    expect(await b.st().open(id)).toBe(true);
    // Neither tab hears the other before it plays.
    pair.hold();
    a.st().perform({ type: 'roll' });
    a.st().perform({ type: 'chooseDie', die: 0 });
    await a.st().flushSaves();
    b.st().perform({ type: 'roll' });
    b.st().perform({ type: 'chooseDie', die: 1 });
    await b.st().flushSaves();
    pair.release();
    await b.st().flushSaves();
    const list = await a.lib.list();
    expect(list.ok && list.value).toHaveLength(2);
    const original = list.ok ? list.value.find((g) => g.id === id)! : null;
    expect(original!.save!.actions).toEqual(a.st().actions);
    const copyId = b.st().gameId!;
    expect(copyId).not.toBe(id);
    expect(b.st().movedTo[id]).toBe(copyId);
    const copy = list.ok ? list.value.find((g) => g.id === copyId)! : null;
    expect(copy!.save!.actions).toEqual(b.st().actions);
    // One name for this tab's copy whichever way the conflict was met (journal.test.ts: the unsaved case).
    expect(copy!.name).toMatch(/\(this tab’s copy\)$/);
    expect(noticeText(b.st().notice!)).toMatch(/Both are kept: this tab’s moves are the copy “.*”/);
  });

  it('a rename in another tab while this tab plays on keeps both the name and the play', async () => {
    const pair = tabPair<GameRecord>();
    const a = tab(pair.a);
    const b = tab(pair.b);
    const id = start(a.s);
    await a.st().flushSaves();
    pair.hold();
    expect((await b.lib.rename(id, 'Friday race')).ok).toBe(true);
    rollAndChoose(a.s);
    await a.st().flushSaves();
    pair.release();
    const r = await a.lib.get(id);
    expect(r.ok && r.value!.name).toBe('Friday race');
    expect(r.ok && r.value!.save!.actions).toHaveLength(2);
    expect(a.st().gameName).toBe('Friday race');
  });

  it('each tab reloads its own game (B starts a game, A plays a move, B reloads)', async () => {
    const pair = tabPair<GameRecord>();
    const a = tab(pair.a);
    const b = tab(pair.b);
    const aId = start(a.s);
    const bId = start(b.s);
    rollAndChoose(a.s);
    await a.st().flushSaves();
    await b.st().flushSaves();
    const bReloaded = tab(pair.b, b.storage);
    expect(await bReloaded.st().open(bId)).toBe(true);
    expect(bReloaded.st().actions).toHaveLength(0);
    const aReloaded = tab(pair.a, a.storage);
    expect(await aReloaded.st().open(aId)).toBe(true);
    expect(aReloaded.st().actions).toHaveLength(2);
  });
});

describe('writes that fail say so', () => {
  it('storage full: a persistent warning, the game plays on in memory, Export works; it clears once a write lands', async () => {
    const t = tab(freshCollection<GameRecord>());
    const id = start(t.s);
    await t.st().flushSaves();
    restore = storageFull();
    rollAndChoose(t.s);
    await t.st().flushSaves();
    expect(t.st().saveFailure).toMatchObject({
      problem: { code: 'storageFull' },
      current: true,
      journal: 'tab',
    });
    expect(failed(t.st().saveFailure)).toMatch(
      /^The browser’s storage is full, so this game could not be saved\. /,
    );
    // Issue 23: the moves are journaled in this tab (sessionStorage), and the warning says so.
    expect(failed(t.st().saveFailure)).toMatch(/Its moves are kept in this tab, even across a reload/);
    expect(t.st().actions).toHaveLength(2);
    expect(JSON.parse(t.st().exportSave()).actions).toHaveLength(2);
    restore();
    restore = null;
    t.st().perform(t.st().legal.find((a) => a.type === 'enter')!);
    await t.st().flushSaves();
    expect(t.st().saveFailure).toBeNull();
    const r = await t.lib.get(id);
    expect(r.ok && r.value!.save!.actions).toHaveLength(3);
  });

  it('rename and delete refuse with a coded problem, worded only where it is shown', async () => {
    const t = tab(freshCollection<GameRecord>());
    const gone = await t.lib.rename('g-nothere1', 'Friday race');
    expect(gone).toEqual({ ok: false, error: { code: 'gameGone' } });
    const id = start(t.s);
    await t.st().flushSaves();
    restore = storageFull();
    const full = await t.lib.rename(id, 'Friday race');
    expect(full).toEqual({ ok: false, error: { code: 'storageFull' } });
    if (full.ok) return;
    expect(problemText(problem('renameFailed', { name: 'Kaldheira' }, full.error))).toBe(
      '“Kaldheira” could not be renamed: The browser’s storage is full, so this could not be saved.',
    );
    expect(
      problemText(problem('deleteFailed', { name: 'Kaldheira' }, gone.ok ? undefined : gone.error)),
    ).toBe('“Kaldheira” could not be deleted: This game is not in the library any more.');
  });

  it('an edit still being written when the page unloads is stashed and found by the reload of that tab', async () => {
    const store = freshCollection<GameRecord>();
    // Writes that never finish, as when the page unloads before IndexedDB commits.
    const stuck: Collection<GameRecord> = { ...store, put: () => new Promise(() => {}) };
    const storage = tabStorage();
    const first = tab(store, storage);
    const id = start(first.s);
    await first.st().flushSaves();
    const t = tab(stuck, storage);
    expect(await t.st().open(id)).toBe(true);
    rollAndChoose(t.s);
    t.st().stashUnwritten();
    const reloaded = tab(store, storage);
    expect(await reloaded.st().open(id)).toBe(true);
    expect(reloaded.st().actions).toHaveLength(2);
    await reloaded.st().flushSaves();
    // …and it was written properly.
    const again = tab(store, tabStorage());
    expect(await again.st().open(id)).toBe(true);
    expect(again.st().actions).toHaveLength(2);
  });
});

describe('records read defensively', () => {
  it('a record that is not a save is listed with the reason; junk ids are skipped', () => {
    const base = { rev: 1, tab: '', savedAt: '' };
    expect(entryFrom({ ...base, id: 'draft-x', data: {} })).toBeNull();
    const e = entryFrom({
      ...base,
      id: 'g-abcdef12',
      data: { kind: 'game', save: { nested: [[[]]] }, name: 7 },
    });
    expect(e).toMatchObject({ save: null, name: '', meta: null });
    expect(e!.problem).toEqual({ code: 'saveUnknownFormat' }); // data: the list words it when shown
    expect(problemText(e!.problem!)).toMatch(/not a Titan Race save/);
    const ok = entryFrom({
      ...base,
      id: 'g-abcdef12',
      data: {
        kind: 'game',
        save: makeSave(SETUP, [], ['A\u202Eevil', 'B', 'C']),
        name: 'x\u200By',
        meta: { circuit: 5, titans: 'no', round: -3, leader: 1 },
      },
    });
    expect(ok).toMatchObject({
      problem: null,
      name: 'xy',
      // Facts that fail their schema are left out (the list names the game without them).
      meta: null,
    });
    expect(ok!.save!.names).toEqual(['Aevil', 'B', 'C']);
  });

  it('relation: same, ahead, behind, diverged', () => {
    const s = (n: number, die = 0) =>
      makeSave(SETUP, [{ type: 'roll' }, { type: 'chooseDie', die }].slice(0, n) as never, []);
    expect(relation(s(2), s(2))).toBe('same');
    expect(relation(s(2), s(1))).toBe('ahead');
    expect(relation(s(1), s(2))).toBe('behind');
    expect(relation(s(2, 0), s(2, 1))).toBe('diverged');
    expect(relation(s(0), makeSave({ ...SETUP, seed: 8 }, [], []))).toBe('diverged');
  });

  it('relation: a claimed reaction call is one step on from the same call unclaimed (ruling 33)', () => {
    const acts = [{ type: 'roll' }, { type: 'chooseDie', die: 0 }] as never[];
    const open = makeSave(SETUP, acts, []);
    const claimed = makeSave(SETUP, acts, [], undefined, undefined, 2);
    expect(claimed.claim).toBe(2);
    expect(relation(claimed, open)).toBe('ahead');
    expect(relation(open, claimed)).toBe('behind');
    expect(relation(claimed, claimed)).toBe('same');
    // A claim of an earlier call is no claim (any later action drops it): the same game.
    expect(relation({ ...open, claim: 1 }, open)).toBe('same');
  });
});

describe('the one-slot autosave', () => {
  it('moves into the library once, listed with circuit, Titans, round and leader, and opens exactly', async () => {
    const lib = new GameLibrary(freshCollection<GameRecord>());
    setGameLibrary(lib);
    const donor = tab(freshCollection<GameRecord>());
    start(donor.s);
    rollAndChoose(donor.s);
    donor.st().perform(donor.st().legal.find((a) => a.type === 'enter')!);
    const file = donor.st().exportSave();
    const store: Record<string, string> = { [AUTOSAVE_KEY]: file };
    globalThis.localStorage = {
      getItem: (k: string) => store[k] ?? null,
      setItem: (k: string, v: string) => void (store[k] = v),
      removeItem: (k: string) => void delete store[k],
    } as Storage;
    // A disk that is full: not moved, said, and the old autosave kept for the next try.
    restore = storageFull();
    const notMoved = await migrateAutosave();
    expect(notMoved).toMatchObject({ code: 'autosaveNotMoved', cause: { code: 'storageFull' } });
    expect(problemText(notMoved!)).toMatch(
      /could not be moved into your saved games yet: The browser’s storage is full/,
    );
    expect(store[AUTOSAVE_KEY]).toBe(file);
    restore();
    restore = null;
    expect(await Promise.all([migrateAutosave(), migrateAutosave()])).toEqual([null, null]);
    await migrateAutosave();
    expect(store[AUTOSAVE_KEY]).toBeUndefined();
    const list = await lib.list();
    expect(list.ok && list.value).toHaveLength(1);
    const g = list.ok ? list.value[0] : null;
    expect(g!.meta).toMatchObject({
      round: 1,
      titans: donor.st().game!.titans.map((t) => t.id),
      finished: false,
    });
    expect(g!.meta!.leader).toBe(donor.st().summary!.active);
    const t = tab(lib.store);
    expect(await t.st().open(g!.id)).toBe(true);
    expect(t.st().game).toEqual(donor.st().game);
    // @ts-expect-error the Node test environment had no localStorage
    delete globalThis.localStorage;
  });
});

describe('failureText', () => {
  it('names what could not be saved inside the sentence of db.ts’s problem, by its code', () => {
    expect(failureText({ problem: { code: 'storageFull' }, current: true, journal: 'memory' })).toBe(
      'The browser’s storage is full, so this game could not be saved. It stays open in this tab: export it to keep it.',
    );
    expect(failureText({ problem: { code: 'storageRefused' }, current: false, journal: 'memory' })).toBe(
      'The browser refused to save an earlier game of this tab (storage may be switched off or in private mode).',
    );
    expect(failureText({ problem: { code: 'storageTimeout' }, current: false, journal: 'memory' })).toMatch(
      /does not answer .*, so an earlier game of this tab could not be saved\.$/,
    );
    expect(failureText({ problem: { code: 'nothingWritten' }, current: true, journal: 'memory' })).toMatch(
      /^Nothing was written\. \(this game was not saved\) It stays/,
    );
  });
});
