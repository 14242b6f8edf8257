// The store's link to the games library, as effects around the reducer: every change of the game shown
// is written (GameSaver), other tabs' writes are heard (tabSync.ts), and a game is opened from this tab's
// journal first, else from the library.
import type { StoreApi } from 'zustand';
import { newGameId, notifyLocal, type GameEntry, type GameLibrary, type GameRecord } from './games';
import { GameSaver } from './gameSaver';
import { gameMeta } from './persist';
import { setAside } from './quarantine';
import { makeSave } from './saveFile';
import { saveReader } from './saveReader';
import { replay, type Session } from './session';
import { sessionOf, type GameStore, type Notice } from './storeTypes';
import { tabSync } from './tabSync';
import type { Intent } from './reducer';
import { fail, problem, type Problem, type Result } from '../i18n/errors';
import { t } from '../i18n';

export interface LibraryLink {
  /** Write the game shown here (after every change of it). */
  persist(): void;
  /** Show a game read from the library (another tab's newer version, or one opened here). */
  loadEntry(e: GameEntry, notice: Notice | null): boolean;
  /** Show a game that is new to the library (started, or loaded from a file) and write it; its id. */
  installNew(session: Session, notice: Notice | null): string;
  /** Open a saved game: this tab's journal first, else the library. */
  open(id: string): Promise<boolean>;
  saver: GameSaver;
}

interface Context {
  set: StoreApi<GameStore>['setState'];
  get: () => GameStore;
  /** Run an intent through the reducer (game.ts): the effects of a change of game stay there. */
  dispatch: (intent: Intent) => void;
  library: () => GameLibrary;
  tabStorage: () => Storage | null;
}

/** Why an entry of the library cannot be shown, or its session. */
function entrySession(e: GameEntry): Result<{ session: Session }> {
  if (e.save) return replay(e.save);
  return fail(problem('cannotOpen', undefined, e.problem ?? problem('damaged')));
}

export function libraryLink({ set, get, dispatch, library, tabStorage }: Context): LibraryLink {
  const record = (s: Session): GameRecord => ({
    kind: 'game',
    save: makeSave(s.setup, s.actions, s.names, s.bots, s.auto, s.claim),
    name: get().gameName,
    meta: gameMeta(s.game),
    createdAt: get().createdAt,
    updatedAt: Date.now(),
  });
  const persist = () => {
    const s = sessionOf(get());
    const id = get().gameId;
    if (s && id) saver.save(id, record(s));
  };

  let listening = false;
  /** Hear other tabs' writes to the game shown here. */
  const listen = () => {
    if (listening) return;
    listening = true;
    library().subscribe((id) => void sync.onExternal(id));
  };

  const loadEntry = (e: GameEntry, notice: Notice | null): boolean => {
    const r = entrySession(e);
    if (!r.ok) {
      const error = r.error.code === 'cannotOpen' ? r.error : problem('cannotOpen', undefined, r.error);
      dispatch({ type: 'refuse', error });
      return false;
    }
    saver.setRev(e.id, e.rev);
    dispatch({
      type: 'show',
      session: r.session,
      as: { gameId: e.id, gameName: e.name, createdAt: e.createdAt || Date.now() },
      notice,
    });
    listen();
    return true;
  };

  const installNew = (session: Session, notice: Notice | null): string => {
    const id = newGameId();
    dispatch({ type: 'show', session, as: { gameId: id, gameName: '', createdAt: Date.now() }, notice });
    saver.setRev(id, 0);
    persist();
    listen();
    return id;
  };

  const sync = tabSync({
    set,
    get,
    saver: () => saver,
    library,
    session: () => sessionOf(get()),
    loadEntry,
    persist,
  });
  const saver = new GameSaver(
    library,
    {
      onSaved(id) {
        if (id === get().gameId && get().saveFailure) set({ saveFailure: null });
        notifyLocal(id);
      },
      onFailure(id, failure, journal) {
        set({ saveFailure: { problem: failure, current: id === get().gameId, journal } });
      },
      onConflict: (id, ours, theirs) => sync.onConflict(id, ours, theirs),
    },
    tabStorage,
  );

  /**
   * A journaled value that fails the validator: kept aside in the library, said once (quarantine.ts). The
   * source's words go into the record's name, which is data.
   */
  const quarantine = (raw: string, why: Problem): Promise<Notice> =>
    setAside(library(), raw, t('safe.sourceJournal')).then((failed) => {
      notifyLocal(null);
      return { key: 'safe.setAside', why: failed ?? why };
    });

  async function openGame(id: string, asides: Promise<Notice>[]): Promise<boolean> {
    // What this tab journaled and had not stored when it was reloaded is newer than the record: taken
    // first, so even a library that cannot be read (blocked, off) loses none of this tab's moves.
    const taken = GameSaver.takeStash(tabStorage(), id);
    if (!taken.ok) asides.push(quarantine(taken.raw, taken.problem));
    const stash = taken.ok ? taken.stash : null;
    if (stash) {
      // A reader that cannot load sets the stash aside (below): kept, never lost.
      const read = await saveReader().catch(() => null);
      const stashed = read?.entryFrom({ id, rev: stash.base, tab: '', savedAt: '', data: stash.record });
      if (stashed?.save && loadEntry(stashed, null)) {
        saver.save(id, stash.record);
        return true;
      }
      const why = stashed?.problem ?? problem(read ? 'damaged' : 'readerNotLoaded');
      asides.push(quarantine(JSON.stringify(stash.record), why));
    }
    const r = await library().get(id);
    // Another game was opened meanwhile.
    if (get().opening !== id) return false;
    if (!r.ok || !r.value) {
      const error = r.ok ? problem('notInLibrary') : problem('couldNotRead', undefined, r.problem);
      dispatch({ type: 'refuse', error });
      return false;
    }
    return loadEntry(r.value, null);
  }

  return {
    persist,
    loadEntry,
    installNew,
    saver,
    async open(id) {
      const asides: Promise<Notice>[] = [];
      const ok = await openGame(id, asides);
      // Say what was set aside once the game shown is settled (opening it clears the notice).
      for (const p of asides) void p.then((notice) => set({ notice }));
      return ok;
    },
  };
}
