// The game store (zustand): the current game, the action log, undo within the turn, the event log,
// saving to the games library, export/import, and the UI's selection state. Every change to the game
// goes through the engine's applyAction (session.ts); the store never decides a rule. Saving and other
// tabs: gameSaver.ts and persist.ts.
import { create } from 'zustand';
import { legalActions, summarize } from '../engine';
import type { Action, CardId, GameEvent, GameSetup, GameState, Summary } from '../engine/types';
import { MAX_NAME } from './names';
import { deciderSeat, playerOfSeat, type Draft, type DraftMode } from './guide';
import { makeSave, parseSave, type BotSeats } from './save';
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
  humanPlayers,
  isBotSeat,
  replay,
  startSession,
  stepSession,
  type Session,
  type Snapshot,
  type Stats,
} from './session';
import { failureText, gameMeta, relation, sentence, sessionStorageOrNull, storage } from './persist';

// The store's pure parts, for the UI and tests that import them from here.
export { describeAction, humanPlayers, isBotSeat, undoBarrier } from './session';
export type { Stats, TitanStats } from './session';
export { failureText, gameMeta, migrateAutosave, relation, sentence } from './persist';
import { DEFAULT_MASTER_MS } from '../bots/types';

export type { BotSeats } from './save';
export { AUTOSAVE_KEY };

export const SETTINGS_KEY = 'titan-race/settings';

export type Speed = 'off' | 'slow' | 'normal' | 'fast';
export const SPEED_MS: Record<Speed, number> = { off: 0, slow: 420, normal: 240, fast: 120 };

export interface Settings {
  speed: Speed;
  /** Show a "Pass the device to …" screen when another player must act. */
  handoff: boolean;
  /** The master bot's thinking time per decision, in ms (MASTER_MS_CHOICES). */
  masterMs: number;
}

/** The choices offered for master's time per decision (the default, 800 ms, keeps a decision under 1 s). */
export const MASTER_MS_CHOICES = [250, 500, 800, 1500, 3000] as const;

export interface Anim {
  seq: number;
  from: GameState | null;
  events: GameEvent[];
}

export interface GameStore {
  /** The library id of the game in the store (its address is '#/play/<id>'). */
  gameId: string | null;
  /** The name its players gave it ('' = named by its circuit in the list). */
  gameName: string;
  createdAt: number;
  /** The game being read from the library ('#/play/<id>' opened), or null. */
  opening: string | null;
  /** Why the last write of this game failed; shown until a write succeeds. The game stays in memory. */
  saveFailure: string | null;
  /** Games this tab kept as copies (old id → new id) after another tab played the same game differently. */
  movedTo: Record<string, string>;
  game: GameState | null;
  setup: GameSetup | null;
  names: string[];
  /** Titans played by bots, next to the setup (and in the save file). */
  bots: BotSeats;
  actions: Action[];
  turnHistory: Snapshot[];
  /** Why undo cannot go back further than the start of turnHistory. */
  barrier: string | null;
  /** The events of each action, in order (the first entry: who plays first). The UI words them. */
  log: GameEvent[][];
  stats: Stats;
  summary: Summary | null;
  legal: Action[];
  anim: Anim;
  /** A refusal or problem to show (engine error messages, undo refusals, bad saves). */
  error: string | null;
  notice: string | null;
  ui: {
    draft: Draft | null;
    /** Player whose hand is shown, or null: all hands face down. */
    revealed: number | null;
    /** Player the device must be passed to (hand-off screen), or null. */
    handoff: number | null;
  };
  settings: Settings;
  /** Per player: how many log entries there were when they last took the device (the hand-off's recap). */
  seen: Record<number, number>;

  /** Start a game: a new record in the library beside the others. */
  newGame(
    setup: GameSetup,
    names?: string[],
    bots?: BotSeats,
  ): { ok: true; id: string } | { ok: false; error: string };
  perform(action: Action): boolean;
  undo(): boolean;
  exportSave(): string;
  /** Load a save file as a new game in the library; its id, or null (with the reason in `error`). */
  importSave(json: string): string | null;
  /** Open the library's game `id` (a reload, '#/play/<id>', Resume). */
  open(id: string): Promise<boolean>;
  /** Called on pagehide: keep unwritten saves in sessionStorage for the reload. */
  stashUnwritten(): void;
  /** Resolves once every write has been tried (tests, and before leaving). */
  flushSaves(): Promise<void>;
  leave(): void;
  setDraft(mode: DraftMode | null, card?: CardId): void;
  pick(key: string, value: string): void;
  unpick(key: string): void;
  reveal(): void;
  hide(): void;
  dismissHandoff(): void;
  setSettings(s: Partial<Settings>): void;
  setError(message: string | null): void;
  clearMessages(): void;
}

function loadSettings(): Settings {
  // Hand-off on by default: on a shared screen, hidden cards stay hidden unless the table opts out (issue 13).
  const def: Settings = { speed: 'normal', handoff: true, masterMs: DEFAULT_MASTER_MS };
  try {
    const raw = storage()?.getItem(SETTINGS_KEY);
    if (!raw) return def;
    const v = JSON.parse(raw) as Partial<Settings>;
    return {
      speed: v.speed && v.speed in SPEED_MS ? v.speed : def.speed,
      handoff: typeof v.handoff === 'boolean' ? v.handoff : def.handoff,
      masterMs: (MASTER_MS_CHOICES as readonly unknown[]).includes(v.masterMs) ? v.masterMs! : def.masterMs,
    };
  } catch {
    return def;
  }
}

// ---------------------------------------------------------------------------

function derived(game: GameState | null): { summary: Summary | null; legal: Action[] } {
  if (!game) return { summary: null, legal: [] };
  return { summary: summarize(game), legal: legalActions(game) };
}

const EMPTY_STATS: Stats = { turns: 0, titans: {} };

export interface GameStoreOptions {
  /** The games library (default: the app's, in IndexedDB). */
  library?: () => GameLibrary;
  /** Where unwritten saves wait across a reload (default: window.sessionStorage). */
  tabStorage?: () => Storage | null;
}

/** A game store; the app has one (`useGame`), tests make two to play two tabs. */
export function createGameStore(options: GameStoreOptions = {}) {
  const library = options.library ?? getGameLibrary;
  const tabStorage = options.tabStorage ?? sessionStorageOrNull;
  return create<GameStore>()((set, get) => {
    /** Install a session; hide hands and offer the hand-off when a different player must act. */
    const install = (s: Session, extra: Partial<GameStore> = {}) => {
      const prev = get().game;
      const prevPlayer = prev ? playerOfSeat(prev, deciderSeat(prev)) : -1;
      const player = playerOfSeat(s.game, deciderSeat(s.game));
      const changed = prevPlayer !== player || prev === null;
      const ui = get().ui;
      // No hand-off before a bot's decision, nor when only one person plays against bots.
      const bot = isBotSeat(s.game, s.bots, deciderSeat(s.game));
      const handoff =
        changed && get().settings.handoff && s.game.winner < 0 && !bot && humanPlayers(s.game, s.bots) > 1;
      set({
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
        ui: {
          draft: null,
          revealed: changed || bot ? null : ui.revealed,
          handoff: handoff ? player : changed ? null : ui.handoff,
        },
        ...extra,
      });
    };
    const session = (): Session | null => {
      const st = get();
      if (!st.game || !st.setup) return null;
      return {
        game: st.game,
        setup: st.setup,
        names: st.names,
        bots: st.bots,
        actions: st.actions,
        turnHistory: st.turnHistory,
        barrier: st.barrier,
        log: st.log,
        stats: st.stats,
      };
    };

    // -- the library: every change is written; other tabs' writes are heard ----------------------------
    const saver = new GameSaver(library, {
      onSaved(id) {
        if (id === get().gameId && get().saveFailure) set({ saveFailure: null });
        notifyLocal(id);
      },
      onFailure(id, message) {
        set({ saveFailure: failureText(message, id === get().gameId) });
      },
      onConflict(id, ours, theirs) {
        const mine = parseSave(ours.save);
        const rel = mine.ok && theirs.save ? relation(mine.save, theirs.save) : 'diverged';
        const current = id === get().gameId;
        if (rel === 'same') {
          saver.setRev(id, theirs.rev);
          if (current) set({ gameName: theirs.name });
        } else if (rel === 'ahead') {
          // Another tab renamed it, or is behind: ours is theirs played on. Write ours, with their name.
          saver.setRev(id, theirs.rev);
          saver.save(id, { ...ours, name: theirs.name, createdAt: theirs.createdAt });
          if (current) set({ gameName: theirs.name });
        } else if (rel === 'behind') {
          if (current) loadEntry(theirs, 'Another tab played on in this game: it is shown here.');
          else saver.setRev(id, theirs.rev);
        } else {
          // Both tabs played this game differently: keep both; ours becomes a game of its own.
          const copy = newGameId();
          const base = Array.from(theirs.name || theirs.meta?.circuit || 'Game').slice(0, MAX_NAME - 12);
          const name = `${base.join('').trim()} (other tab)`;
          saver.setRev(id, theirs.rev);
          saver.save(copy, { ...ours, name, createdAt: Date.now() });
          if (current)
            set({
              gameId: copy,
              gameName: name,
              movedTo: { ...get().movedTo, [id]: copy },
              notice: `Another tab played this game differently. Both are kept: this one is saved as “${name}”.`,
            });
        }
      },
    });

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
      const r = e.save ? replay(e.save) : ({ ok: false, error: e.problem ?? 'it is damaged' } as const);
      if (!r.ok) {
        set({ opening: null, error: `This game cannot be opened: ${sentence(r.error)}` });
        return false;
      }
      saver.setRev(e.id, e.rev);
      set({ game: null });
      install(r.session, {
        gameId: e.id,
        seen: {},
        gameName: e.name,
        createdAt: e.createdAt || Date.now(),
        opening: null,
        saveFailure: null,
        error: null,
        notice,
        anim: { seq: get().anim.seq + 1, from: null, events: [] },
      });
      listen();
      return true;
    };

    /** Show a game that is new to the library (started, or loaded from a file) and write it. */
    const installNew = (session: Session, notice: string | null): string => {
      const id = newGameId();
      set({ game: null });
      install(session, {
        gameId: id,
        seen: {},
        gameName: '',
        createdAt: Date.now(),
        opening: null,
        saveFailure: null,
        error: null,
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
      library().subscribe((id) => void onExternal(id));
    };
    const onExternal = async (id: string) => {
      // A write of ours under way meets the change as a conflict (onConflict) instead.
      if (id !== get().gameId || saver.busy(id)) return;
      const r = await library().get(id);
      if (!r.ok || id !== get().gameId || saver.busy(id)) return;
      const theirs = r.value;
      if (!theirs) {
        saver.setRev(id, 0);
        set({
          notice:
            'Another tab deleted this game from the library. It stays open here: playing on saves it again.',
        });
        return;
      }
      if (theirs.rev <= saver.rev(id)) return;
      const s = session();
      const rel =
        s && theirs.save ? relation(makeSave(s.setup, s.actions, s.names, s.bots), theirs.save) : null;
      if (rel === 'same') {
        saver.setRev(id, theirs.rev);
        set({ gameName: theirs.name });
      } else if (rel === 'ahead' && get().saveFailure) {
        // Ours could not be written: it is the newer one. Try again on top of theirs.
        saver.setRev(id, theirs.rev);
        set({ gameName: theirs.name });
        persist();
      } else if (theirs.save) {
        loadEntry(theirs, 'Another tab changed this game: it is shown here.');
      }
    };

    return {
      ...initialData(),

      newGame(setup, names, bots) {
        const r = startSession(setup, names, bots);
        if (!r.ok) {
          set({ error: r.error });
          return { ok: false, error: r.error };
        }
        const id = installNew(r.session, null);
        return { ok: true, id };
      },

      perform(action) {
        const s = session();
        if (!s) {
          set({ error: 'There is no game in progress.' });
          return false;
        }
        const r = stepSession(s, action);
        if (!r.ok) {
          // Refused: nothing changes but the message.
          set({ error: r.error });
          return false;
        }
        if (typeof performance !== 'undefined' && performance.mark) performance.mark('tr:perform');
        install(r.session, {
          error: null,
          notice: null,
          anim: { seq: get().anim.seq + 1, from: s.game, events: r.events },
        });
        persist();
        return true;
      },

      undo() {
        const s = session();
        if (!s) return false;
        // Back to the last decision point of a person: bots' actions after it are undone with it (a bot
        // would only replay them at once).
        let i = s.turnHistory.length - 1;
        while (i >= 0 && s.turnHistory[i].byBot) i--;
        const last = s.turnHistory[i];
        if (!last) {
          set({ error: undoRefusal(s) ?? 'There is nothing to undo yet.' });
          return false;
        }
        const undone = s.actions[last.actions];
        const restored: Session = {
          ...s,
          game: last.game,
          actions: s.actions.slice(0, last.actions),
          turnHistory: s.turnHistory.slice(0, i),
          log: s.log.slice(0, last.log),
          stats: last.stats,
        };
        install(restored, {
          error: null,
          notice: `Undone: ${describeAction(undone)}.`,
          anim: { seq: get().anim.seq + 1, from: null, events: [] },
        });
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
          set({ error: `Import refused: ${parsed.message} The current game is kept.` });
          return null;
        }
        const r = replay(parsed.save);
        if (!r.ok) {
          set({ error: `Import refused: ${sentence(r.error)} The current game is kept.` });
          return null;
        }
        const id = installNew(r.session, 'Saved game loaded: it is in your saved games now.');
        return id;
      },

      async open(id) {
        if (get().gameId === id && get().game) return true;
        set({ opening: id, error: null, notice: null });
        const r = await library().get(id);
        // Another game was opened meanwhile.
        if (get().opening !== id) return false;
        if (!r.ok) {
          set({ opening: null, error: `This game could not be read: ${r.message}` });
          return false;
        }
        // What this tab had not finished writing when it was reloaded is newer than the record.
        const stash = GameSaver.takeStash(tabStorage(), id);
        const stashed = stash
          ? entryFrom({ id, rev: stash.base, tab: '', savedAt: '', data: stash.record })
          : null;
        if (stash && stashed?.save) {
          const ok = loadEntry(stashed, null);
          if (ok) saver.save(id, stash.record);
          return ok;
        }
        if (!r.value) {
          set({
            opening: null,
            error: 'This game is not in this browser’s saved games: it may have been deleted in another tab.',
          });
          return false;
        }
        return loadEntry(r.value, null);
      },

      stashUnwritten() {
        saver.stash(tabStorage());
      },

      flushSaves() {
        return saver.settled();
      },

      leave() {
        set({
          gameId: null,
          gameName: '',
          opening: null,
          saveFailure: null,
          game: null,
          setup: null,
          bots: {},
          summary: null,
          legal: [],
          ui: { draft: null, revealed: null, handoff: null },
          error: null,
          notice: null,
        });
      },

      setDraft(mode, card) {
        set({ ui: { ...get().ui, draft: mode ? { mode, card, picks: {} } : null }, error: null });
      },

      pick(key, value) {
        const ui = get().ui;
        const st = get();
        const base: Draft = ui.draft ?? { mode: defaultDraftMode(st.legal) ?? 'die', picks: {} };
        set({ ui: { ...ui, draft: { ...base, picks: { ...base.picks, [key]: value } } }, error: null });
      },

      unpick(key) {
        const ui = get().ui;
        if (!ui.draft) return;
        // Changing an earlier choice forgets the later ones.
        const order = [
          'face',
          'dest',
          'path',
          'extra',
          'when',
          'lifeCost',
          'space',
          'target',
          'dir',
          'abilityTarget',
          'abilityDir',
        ];
        // The first turn's start space comes before everything else (enter and move as one choice).
        if (ui.draft.mode === 'enter' && key === 'space') {
          set({ ui: { ...ui, draft: { ...ui.draft, picks: {} } }, error: null });
          return;
        }
        const i = order.indexOf(key);
        const picks: Record<string, string> = {};
        for (const [k, v] of Object.entries(ui.draft.picks)) if (order.indexOf(k) < i) picks[k] = v;
        set({ ui: { ...ui, draft: { ...ui.draft, picks } }, error: null });
      },

      reveal() {
        const g = get().game;
        if (!g) return;
        // A bot's hand is never shown.
        if (isBotSeat(g, get().bots, deciderSeat(g))) return;
        set({ ui: { ...get().ui, revealed: playerOfSeat(g, deciderSeat(g)) } });
      },

      hide() {
        set({ ui: { ...get().ui, revealed: null } });
      },

      dismissHandoff() {
        const p = get().ui.handoff;
        const seen = p === null ? get().seen : { ...get().seen, [p]: get().log.length };
        set({ ui: { ...get().ui, handoff: null, revealed: null }, seen });
      },

      setSettings(patch) {
        const settings = { ...get().settings, ...patch };
        set({ settings, ui: patch.handoff === false ? { ...get().ui, handoff: null } : get().ui });
        try {
          storage()?.setItem(SETTINGS_KEY, JSON.stringify(settings));
        } catch {
          set({
            notice: 'The settings could not be saved in this browser: they apply until this tab is closed.',
          });
        }
      },

      setError(message) {
        set({ error: message, notice: null });
      },

      clearMessages() {
        set({ error: null, notice: null });
      },
    };
  });
}

export const useGame = createGameStore();

/** Why undo cannot go back now (the button is disabled with this reason), or null when it can. */
export function undoRefusal(s: Pick<GameStore, 'turnHistory' | 'barrier'>): string | null {
  if (s.turnHistory.some((h) => !h.byBot)) return null;
  return s.turnHistory.length > 0
    ? 'Undo is not possible: only bots have played since the last point where undo stops.'
    : s.barrier
      ? `Undo is not possible: ${s.barrier}.`
      : 'There is nothing to undo yet.';
}

/** Selector: does a bot decide now (the pending decider, else the active Titan)? */
export function botDecides(s: Pick<GameStore, 'game' | 'bots'>): boolean {
  if (!s.game || s.game.winner >= 0) return false;
  return isBotSeat(s.game, s.bots, deciderSeat(s.game));
}

function defaultDraftMode(legal: readonly Action[]): DraftMode | null {
  if (legal.some((a) => a.type === 'enter')) return 'enter';
  if (legal.some((a) => a.type === 'dieAction')) return 'die';
  return null;
}

/** For tests: reset the store to its initial state. */
export function resetGameStore(): void {
  useGame.setState(initialData());
}

/** The store's data before any game (the intents are added by the store itself). */
function initialData() {
  return {
    gameId: null,
    gameName: '',
    createdAt: 0,
    opening: null,
    saveFailure: null,
    movedTo: {},
    game: null,
    setup: null,
    names: [],
    bots: {},
    actions: [],
    turnHistory: [],
    barrier: null,
    log: [],
    stats: EMPTY_STATS,
    summary: null,
    legal: [],
    anim: { seq: 0, from: null, events: [] },
    error: null,
    notice: null,
    ui: { draft: null, revealed: null, handoff: null },
    settings: loadSettings(),
    seen: {},
  };
}
