// The game store (zustand): the current game, the action log, undo within the turn, the event log,
// saving to the games library, export/import, and the UI's selection state. Every change to the game
// goes through the engine's applyAction (session.ts); the store never decides a rule. Saving and other
// tabs: gameSaver.ts and persist.ts.
import { create } from 'zustand';
import type { Action } from '../engine/types';
import { deciderSeat, playerOfSeat } from './guide';
import { callSeat } from './reactionCall';
import { makeSave, parseSave } from './save';
import {
  AUTOSAVE_KEY,
  entryFrom,
  getGameLibrary,
  newGameId,
  notifyLocal,
  type GameEntry,
  type GameLibrary,
  type GameRecord,
} from './games';
import { GameSaver } from './gameSaver';
import {
  describeAction,
  handoffWanted,
  isBotSeat,
  passedTurn,
  replay,
  startSession,
  stepSession,
  type Session,
} from './session';
import { failureText, gameMeta, sentence } from './persist';
import { webStorage } from './storage';
import { derived, initialData, noGame, sessionOf, type GameStore } from './storeTypes';
import { tabSync } from './tabSync';
import { setAside } from './quarantine';
import { uiIntents } from './uiIntents';
import { autoEnder } from './autoEnd';
import { passedUndoable, undoRefusal } from './selectors';
import { t } from '../i18n';

// The store's parts, for the UI and tests that import them from here.
export { describeAction, undoBarrier } from './session';
export { failureText, migrateAutosave, relation } from './persist';
export { MASTER_MS_CHOICES, REACTION_PAUSE_CHOICES, SETTINGS_KEY, SPEED_MS, type Speed } from './settings';
export type { GameStore } from './storeTypes';
export type { BotSeats } from './save';
export { AUTOSAVE_KEY };
export { botDecides, undoRefusal } from './selectors';

export interface GameStoreOptions {
  /** The games library (default: the app's, in IndexedDB). */
  library?: () => GameLibrary;
  /** Where unwritten saves wait across a reload (default: window.sessionStorage). */
  tabStorage?: () => Storage | null;
}

/** The store's fields that a session sets. */
const sessionData = (s: Session) => ({
  game: s.game,
  setup: s.setup,
  names: s.names,
  bots: s.bots,
  actions: s.actions,
  turnHistory: s.turnHistory,
  barrier: s.barrier,
  log: s.log,
  stats: s.stats,
  ...derived(s.game),
});

/** A game store; the app has one (`useGame`), tests make two to play two tabs. */
export function createGameStore(options: GameStoreOptions = {}) {
  const library = options.library ?? getGameLibrary;
  const tabStorage = options.tabStorage ?? (() => webStorage('sessionStorage'));
  return create<GameStore>()((set, get) => {
    /** Install a session; hide hands and offer the hand-off when a different player must act. */
    const install = (s: Session, extra: Partial<GameStore> = {}) => {
      const prev = get().game;
      const prevPlayer = prev ? playerOfSeat(prev, deciderSeat(prev)) : -1;
      const player = playerOfSeat(s.game, deciderSeat(s.game));
      const ui = get().ui;
      // An open reaction call (reactionCall.ts) takes nobody's device: it stays with its holder, hands
      // face down, until the reaction's player claims it.
      if (callSeat(s.game, s.bots) >= 0) {
        set({
          ...sessionData(s),
          ui: { ...ui, draft: null, revealed: null, handoff: null, claimed: false },
          endAfter: null,
          ...extra,
        });
        return;
      }
      // A bot's decision does not take the device: after a bot's reaction in the middle of a person's
      // turn, that person carries on without a second hand-off (issue 13, point 10).
      const bot = isBotSeat(s.game, s.bots, deciderSeat(s.game));
      const otherPerson = !bot && (prev === null || player !== ui.holder);
      const changed = prevPlayer !== player || prev === null;
      // No hand-off before a bot's decision, nor when only one person plays against bots.
      const handoff =
        otherPerson && handoffWanted(s.game, s.bots, get().settings.handoff, deciderSeat(s.game));
      // The same person now deciding for another of their Titans, the device never passed: say so.
      const seat = deciderSeat(s.game);
      const lastSeat = ui.holderSeat ?? null;
      const switchedFrom = bot
        ? (ui.switchedFrom ?? null)
        : otherPerson || handoff
          ? null
          : lastSeat !== null && lastSeat !== seat
            ? lastSeat
            : (ui.switchedFrom ?? null);
      set({
        ...sessionData(s),
        ui: {
          draft: null,
          revealed: changed || bot ? null : ui.revealed,
          handoff: handoff ? player : otherPerson || bot ? null : ui.handoff,
          holder: bot ? ui.holder : player,
          holderSeat: bot ? ui.holderSeat : seat,
          switchedFrom,
        },
        // "Confirm & end turn" holds only for the state its own move left (act below).
        endAfter: null,
        ...extra,
      });
    };
    const session = (): Session | null => sessionOf(get());
    const ender = autoEnder(get, set);

    /** One action through the engine; with `thenEnd`, the turn ends after the pause (autoEnd.ts). */
    const act = (action: Action, thenEnd: boolean): boolean => {
      const s = session();
      if (!s) {
        set({ refusal: null, error: t('store.noGame') });
        return false;
      }
      ender.cancel();
      // A decision in the middle of a "Confirm & end turn" keeps the turn's end asked for (an open
      // reaction call nobody claimed never stops the turn).
      thenEnd ||= action.type === 'decide' && get().endAfter === s.game;
      const r = stepSession(s, action);
      if (!r.ok) {
        // Refused: nothing changes but the message, kept as the engine's code, reason and params.
        set({ error: null, refusal: r.error });
        return false;
      }
      if (typeof performance !== 'undefined' && performance.mark) performance.mark('tr:perform');
      install(r.session, {
        error: null,
        refusal: null,
        notice: null,
        anim: { seq: get().anim.seq + 1, from: s.game, events: r.events },
        endAfter: thenEnd ? r.session.game : null,
      });
      persist();
      ender.schedule();
      return true;
    };

    // -- the library: every change is written; other tabs' writes are heard ----------------------------
    const sync = tabSync({
      set,
      get,
      saver: () => saver,
      library,
      session: () => session(),
      loadEntry: (e, notice) => loadEntry(e, notice),
      persist: () => persist(),
    });
    const saver = new GameSaver(
      library,
      {
        onSaved(id) {
          if (id === get().gameId && get().saveFailure) set({ saveFailure: null });
          notifyLocal(id);
        },
        onFailure(id, message, journal) {
          set({ saveFailure: failureText(message, id === get().gameId, journal) });
        },
        onConflict: (id, ours, theirs) => sync.onConflict(id, ours, theirs),
      },
      tabStorage,
    );

    /** A journaled value that fails the validator: kept aside in the library, said once (quarantine.ts). */
    const quarantine = (raw: string, problem: string): Promise<string> => {
      const source = t('safe.sourceJournal');
      return setAside(library(), raw, source).then((failed) => {
        notifyLocal(null);
        return t('safe.setAside', { source, problem: failed ?? problem });
      });
    };
    /** Say what was set aside once the game shown is settled (opening it clears the notice). */
    const sayAside = (asides: Promise<string>[]) => {
      for (const p of asides) void p.then((notice) => set({ notice }));
    };

    const record = (s: Session): GameRecord => ({
      kind: 'game',
      save: makeSave(s.setup, s.actions, s.names, s.bots),
      name: get().gameName,
      meta: gameMeta(s.game),
      createdAt: get().createdAt,
      updatedAt: Date.now(),
    });

    const persist = () => {
      const s = session();
      const id = get().gameId;
      if (s && id) saver.save(id, record(s));
    };

    /** Show a game read from the library (another tab's newer version, or one opened here). */
    const loadEntry = (e: GameEntry, notice: string | null): boolean => {
      const r = e.save ? replay(e.save) : ({ ok: false, error: e.problem ?? t('store.damaged') } as const);
      if (!r.ok) {
        set({ opening: null, refusal: null, error: t('store.cannotOpen', { problem: sentence(r.error) }) });
        return false;
      }
      saver.setRev(e.id, e.rev);
      ender.cancel();
      set({ game: null });
      install(r.session, {
        gameId: e.id,
        seen: {},
        gameName: e.name,
        createdAt: e.createdAt || Date.now(),
        opening: null,
        saveFailure: null,
        error: null,
        refusal: null,
        notice,
        anim: { seq: get().anim.seq + 1, from: null, events: [] },
      });
      listen();
      return true;
    };

    /** Show a game that is new to the library (started, or loaded from a file) and write it. */
    const installNew = (session: Session, notice: string | null): string => {
      const id = newGameId();
      ender.cancel();
      set({ game: null });
      install(session, {
        gameId: id,
        seen: {},
        gameName: '',
        createdAt: Date.now(),
        opening: null,
        saveFailure: null,
        error: null,
        refusal: null,
        notice,
        anim: { seq: get().anim.seq + 1, from: null, events: [] },
      });
      saver.setRev(id, 0);
      persist();
      listen();
      return id;
    };

    let listening = false;
    /** Hear other tabs' writes to the game shown here. */
    const listen = () => {
      if (listening) return;
      listening = true;
      library().subscribe((id) => void sync.onExternal(id));
    };
    /** Open a saved game: this tab's journal first, else the library. */
    async function openGame(id: string, asides: Promise<string>[]): Promise<boolean> {
      // What this tab journaled and had not stored when it was reloaded is newer than the record: taken
      // first, so even a library that cannot be read (blocked, off) loses none of this tab's moves.
      const taken = GameSaver.takeStash(tabStorage(), id);
      if (!taken.ok) asides.push(quarantine(taken.raw, taken.problem));
      const stash = taken.ok ? taken.stash : null;
      if (stash) {
        const stashed = entryFrom({ id, rev: stash.base, tab: '', savedAt: '', data: stash.record });
        if (stashed?.save && loadEntry(stashed, null)) {
          saver.save(id, stash.record);
          return true;
        }
        asides.push(quarantine(JSON.stringify(stash.record), stashed?.problem ?? t('store.damaged')));
      }
      const r = await library().get(id);
      // Another game was opened meanwhile.
      if (get().opening !== id) return false;
      if (!r.ok) {
        set({ opening: null, error: t('store.couldNotRead', { problem: r.message }) });
        return false;
      }
      if (!r.value) {
        set({
          opening: null,
          error: t('store.notInLibrary'),
        });
        return false;
      }
      return loadEntry(r.value, null);
    }

    return {
      ...initialData(),

      newGame(setup, names, bots) {
        const r = startSession(setup, names, bots);
        if (!r.ok) {
          // An engine refusal is kept as data (the UI words it); the store's own problems are sentences.
          set(
            typeof r.error === 'string'
              ? { error: r.error, refusal: null }
              : { error: null, refusal: r.error },
          );
          return { ok: false, error: r.error };
        }
        const id = installNew(r.session, null);
        return { ok: true, id };
      },

      perform(action) {
        return act(action, false);
      },

      confirmAndEnd(action) {
        return act(action, true);
      },

      undo() {
        const s = session();
        if (!s) return false;
        ender.cancel();
        // An End turn is undone only while the device is still with its player (selectors.ts).
        if (passedTurn(s.turnHistory) !== null && !passedUndoable(get())) {
          set({ refusal: null, error: undoRefusal(get()) });
          return false;
        }
        // Back to the last decision point of a person: bots' actions after it are undone with it (a bot
        // would only replay them at once).
        let i = s.turnHistory.length - 1;
        while (i >= 0 && s.turnHistory[i].byBot) i--;
        // The first turn's entry and move are confirmed as one (R9.2, guide.ts guideTurn): one Undo takes
        // both back (issue 20).
        const prev = s.turnHistory[i - 1];
        if (
          i > 0 &&
          s.actions[s.turnHistory[i].actions]?.type === 'dieAction' &&
          s.actions[prev.actions]?.type === 'enter' &&
          prev.actions === s.turnHistory[i].actions - 1
        )
          i--;
        const last = s.turnHistory[i];
        if (!last) {
          set({ refusal: null, error: undoRefusal(get()) ?? t('store.nothingToUndo') });
          return false;
        }
        const undone = s.actions[last.actions];
        const restored: Session = {
          ...s,
          game: last.game,
          actions: s.actions.slice(0, last.actions),
          turnHistory: s.turnHistory.slice(0, i),
          barrier: last.barrier,
          log: s.log.slice(0, last.log),
          stats: last.stats,
        };
        install(restored, {
          error: null,
          refusal: null,
          notice: t('store.undone', { action: describeAction(undone) }),
          anim: { seq: get().anim.seq + 1, from: null, events: [] },
        });
        // Back from a passed turn: the device never left its player, so no hand-off to them.
        if (last.passedBy !== undefined)
          set({ ui: { ...get().ui, handoff: null, holder: last.passedBy, revealed: null } });
        persist();
        return true;
      },

      exportSave() {
        const s = session();
        if (!s) return '';
        return JSON.stringify(makeSave(s.setup, s.actions, s.names, s.bots), null, 1);
      },

      importSave(json) {
        const parsed = parseSave(json);
        if (!parsed.ok) {
          set({ refusal: null, error: t('store.importRefused', { problem: parsed.message }) });
          return null;
        }
        const r = replay(parsed.save);
        if (!r.ok) {
          set({ refusal: null, error: t('store.importRefused', { problem: sentence(r.error) }) });
          return null;
        }
        const id = installNew(r.session, t('store.imported'));
        return id;
      },

      async open(id) {
        if (get().gameId === id && get().game) return true;
        set({ opening: id, error: null, refusal: null, notice: null });
        const asides: Promise<string>[] = [];
        const ok = await openGame(id, asides);
        sayAside(asides);
        return ok;
      },

      stashUnwritten() {
        saver.stash();
      },

      flushSaves() {
        return saver.settled();
      },

      leave() {
        ender.cancel();
        set(noGame());
      },

      claimReaction() {
        const st = get();
        const seat = callSeat(st.game, st.bots);
        if (seat < 0 || st.ui.claimed || !st.game) return;
        const player = playerOfSeat(st.game, seat);
        const pass = player !== st.ui.holder && handoffWanted(st.game, st.bots, st.settings.handoff, seat);
        set({
          ui: {
            ...st.ui,
            claimed: true,
            revealed: null,
            handoff: pass ? player : null,
            holder: player,
            holderSeat: seat,
          },
        });
      },

      letReactionGo() {
        const st = get();
        const seat = callSeat(st.game, st.bots);
        if (seat < 0 || st.ui.claimed) return false;
        return act({ type: 'decide', choice: 'pass' }, false);
      },

      ...uiIntents(set, get, ender),
    };
  });
}

export const useGame = createGameStore();

/** For tests: reset the store to its initial state. */
export function resetGameStore(): void {
  useGame.setState(initialData());
}
