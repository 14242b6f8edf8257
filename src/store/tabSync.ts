// Two tabs on one game: what this tab does when another tab wrote the game shown here (heard from the
// library), or when its own write was refused because another tab wrote first (GameSaver's onConflict).
import type { StoreApi } from 'zustand';
import { newGameId, type GameEntry, type GameLibrary, type GameRecord } from './games';
import type { GameSaver } from './gameSaver';
import { fitName } from './names';
import { relation } from './persist';
import { makeSave, type SaveFile } from './saveFile';
import type { Session } from './session';
import type { GameStore, Notice } from './storeTypes';
import { t } from '../i18n';

/**
 * The name of the copy that keeps this tab's moves when another tab played the same game differently
 * (both cases: ours saved or not): "Kaldheira — the pools of… (this tab’s copy)", cut on a whole word.
 * One name for both, so the list and the notices say the same thing.
 */
function tabCopyName(theirs: GameEntry): string {
  return fitName(theirs.name || theirs.meta?.circuit || t('store.game'), (name) =>
    t('safe.thisTabCopy', { name }),
  );
}

/** Theirs is ours with the open reaction call claimed in that tab (ruling 33): the same actions, and a claim. */
function claimedThere(ours: { actions: readonly unknown[] }, theirs: GameEntry): boolean {
  const n = theirs.save?.actions.length;
  return n === ours.actions.length && theirs.save?.claim === n;
}

export interface SyncContext {
  set: StoreApi<GameStore>['setState'];
  get: () => GameStore;
  saver: () => GameSaver;
  library: () => GameLibrary;
  session: () => Session | null;
  /** Show a game read from the library, with a notice. */
  loadEntry: (e: GameEntry, notice: Notice | null) => boolean;
  /** Write the game shown here. */
  persist: () => void;
}

export function tabSync({ set, get, saver: saverOf, library, session, loadEntry, persist }: SyncContext) {
  return {
    onConflict(id: string, ours: GameRecord, theirs: GameEntry) {
      const saver = saverOf();
      // Ours is this tab's own record (made by makeSave, or a stash its schema read): not read again.
      const mine = ours.save as SaveFile;
      const rel = theirs.save ? relation(mine, theirs.save) : 'diverged';
      const current = id === get().gameId;
      if (rel === 'same') {
        // Ours is stored already (by another tab, or an earlier retry of this one): nothing is unsaved.
        saver.setRev(id, theirs.rev);
        if (current) set({ gameName: theirs.name, saveFailure: null });
      } else if (rel === 'ahead') {
        // Another tab renamed it, or is behind: ours is theirs played on. Write ours, with their name.
        saver.setRev(id, theirs.rev);
        saver.save(id, { ...ours, name: theirs.name, createdAt: theirs.createdAt });
        if (current) set({ gameName: theirs.name });
      } else if (rel === 'behind') {
        if (current)
          loadEntry(theirs, {
            key: claimedThere(mine, theirs) ? 'store.otherTabClaimed' : 'store.otherTabPlayedOn',
          });
        else saver.setRev(id, theirs.rev);
      } else {
        // Both tabs played this game differently: keep both; ours becomes a game of its own. Its name is
        // data of the game (worded once, in the language of the moment), not a message.
        const copy = newGameId();
        const name = tabCopyName(theirs);
        saver.setRev(id, theirs.rev);
        saver.save(copy, { ...ours, name, createdAt: Date.now() });
        if (current)
          set({
            gameId: copy,
            gameName: name,
            movedTo: { ...get().movedTo, [id]: copy },
            notice: { key: 'store.otherTabDiverged', params: { name } },
          });
      }
    },

    async onExternal(id: string) {
      const saver = saverOf();
      // A write of ours under way meets the change as a conflict (onConflict) instead.
      if (id !== get().gameId || saver.busy(id)) return;
      const r = await library().get(id);
      if (!r.ok || id !== get().gameId || saver.busy(id)) return;
      const theirs = r.value;
      if (!theirs) {
        saver.setRev(id, 0);
        set({ notice: { key: 'store.otherTabDeleted' } });
        return;
      }
      if (theirs.rev <= saver.rev(id)) return;
      const s = session();
      const rel =
        s && theirs.save
          ? relation(makeSave(s.setup, s.actions, s.names, s.bots, s.auto, s.claim), theirs.save)
          : null;
      // This tab's last write failed: its moves are in the journal only. They are never
      // replaced by the other tab's version unless that version contains them.
      const unsaved = saver.unsaved(id) || get().saveFailure !== null;
      if (rel === 'same') {
        saver.setRev(id, theirs.rev);
        saver.drop(id);
        set({ gameName: theirs.name });
      } else if (rel === 'ahead' && unsaved) {
        // Ours could not be written: it is the newer one. Try again on top of theirs.
        saver.setRev(id, theirs.rev);
        set({ gameName: theirs.name });
        persist();
      } else if (rel === 'diverged' && unsaved) {
        // Both played on: theirs stays where it is, this tab's moves become a copy of their own, shown here.
        // The copy's writes may fail too: the journal, the warning and Export stay until it is stored.
        // Its name is data of the game, worded once like a default player name.
        const copy = newGameId();
        const name = tabCopyName(theirs);
        saver.drop(id);
        saver.setRev(id, theirs.rev);
        saver.setRev(copy, 0);
        set({
          gameId: copy,
          gameName: name,
          createdAt: Date.now(),
          movedTo: { ...get().movedTo, [id]: copy },
          notice: { key: 'safe.keptBoth', params: { name } },
        });
        persist();
      } else if (theirs.save) {
        // Theirs contains ours (or ours was stored and theirs is newer): nothing of this tab is lost.
        saver.drop(id);
        const claimed = rel === 'behind' && s !== null && claimedThere(s, theirs);
        loadEntry(theirs, { key: claimed ? 'store.otherTabClaimed' : 'store.otherTabChanged' });
      }
    },
  };
}
