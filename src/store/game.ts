// The game store (zustand): the current game, the action log, undo within the turn, the event log,
// autosave, export/import, and the UI's selection state. Every change to the game goes through
// the engine's applyAction; the store never decides a rule.
import { create } from 'zustand';
import { applyAction, createGame, legalActions, summarize } from '../engine';
import type { Action, CardId, GameEvent, GameSetup, GameState, Summary, TitanId } from '../engine/types';
import { MAX_NAME, titanName } from './names';
import { deciderSeat, playerOfSeat, type Draft, type DraftMode } from './guide';
import { botsProblem, makeSave, parseSave, type BotSeats, type SaveFile } from './save';
import { spaceRow } from '../engine/board';
import {
  AUTOSAVE_KEY,
  entryFrom,
  getGameLibrary,
  newGameId,
  notifyLocal,
  type GameEntry,
  type GameLibrary,
  type GameMeta,
  type GameRecord,
} from './games';
import { GameSaver } from './gameSaver';
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

export interface TitanStats {
  steps: number;
  pushes: number;
  pushed: number;
  lifeLost: number;
  knockouts: number;
  traps: number;
  cards: number;
}

export interface Stats {
  turns: number;
  titans: Partial<Record<TitanId, TitanStats>>;
}

interface Snapshot {
  game: GameState;
  actions: number;
  log: number;
  stats: Stats;
  /** The action taken from this snapshot was a bot's (undo skips back over those). */
  byBot: boolean;
}

/** Everything that replaying the action list rebuilds. */
interface Session {
  game: GameState;
  setup: GameSetup;
  names: string[];
  /** Titans played by bots (the rest by persons). */
  bots: BotSeats;
  actions: Action[];
  turnHistory: Snapshot[];
  barrier: string | null;
  log: GameEvent[][];
  stats: Stats;
}

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

// ---------------------------------------------------------------------------
// Sessions: pure functions over the engine

function emptyStats(game: GameState): Stats {
  const titans: Stats['titans'] = {};
  for (const t of game.titans)
    titans[t.id] = { steps: 0, pushes: 0, pushed: 0, lifeLost: 0, knockouts: 0, traps: 0, cards: 0 };
  return { turns: 1, titans };
}

function addStats(stats: Stats, events: readonly GameEvent[]): Stats {
  const titans: Stats['titans'] = {};
  for (const [k, v] of Object.entries(stats.titans)) titans[k as TitanId] = { ...v! };
  let turns = stats.turns;
  for (const e of events) {
    switch (e.type) {
      case 'moved':
        if ((e.cause === 'step' || e.cause === 'jump') && titans[e.titan]) titans[e.titan]!.steps++;
        if (e.cause === 'push') {
          if (titans[e.titan]) titans[e.titan]!.pushed++;
          if (e.by && titans[e.by]) titans[e.by]!.pushes++;
        }
        break;
      case 'lifeLost':
        if (titans[e.titan]) titans[e.titan]!.lifeLost += e.amount;
        break;
      case 'knockedOut':
        if (titans[e.titan]) titans[e.titan]!.knockouts++;
        break;
      case 'trapPlaced':
        if (titans[e.titan]) titans[e.titan]!.traps++;
        break;
      case 'cardPlayed':
        if (titans[e.titan]) titans[e.titan]!.cards++;
        break;
      case 'turnStarted':
        turns++;
        break;
    }
  }
  return { turns, titans };
}

function defaultNames(game: GameState): string[] {
  return game.players.map((_, i) => `Player ${i + 1}`);
}

function startSession(
  setup: GameSetup,
  names?: string[],
  bots: BotSeats = {},
): { ok: true; session: Session } | { ok: false; error: string } {
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup))
    return { ok: false, error: 'This is not a game setup.' };
  const botError = botsProblem(bots, Array.isArray(setup.titans) ? setup.titans : []);
  if (botError) return { ok: false, error: `The bots are refused: ${botError}` };
  // A saved game must replay identically: fix the seed now if the setup left it to chance.
  const fixed: GameSetup =
    setup.seed === undefined ? { ...setup, seed: Math.floor(Math.random() * 2 ** 31) } : setup;
  let r: ReturnType<typeof createGame>;
  try {
    r = createGame(fixed);
  } catch (e) {
    return { ok: false, error: `The game could not start: ${(e as Error).message}` };
  }
  if (!r.ok) return { ok: false, error: r.error.message };
  const game = r.state;
  const first = game.titans[game.active].id;
  const opening: GameEvent[] = [];
  if (r.firstRolls && r.firstRolls.length > 0)
    opening.push({ type: 'firstPlayer', titan: first, rolls: r.firstRolls });
  opening.push({ type: 'turnStarted', titan: first, round: game.round || 1 });
  const log: GameEvent[][] = [opening];
  const n = names && names.length === game.players.length ? names.slice() : defaultNames(game);
  return {
    ok: true,
    session: {
      game,
      setup: fixed,
      names: n,
      bots: { ...bots },
      actions: [],
      turnHistory: [],
      barrier: null,
      log,
      stats: emptyStats(game),
    },
  };
}

/** Why an action (with its events) closes the door to undo, or null if it can be undone. */
export function undoBarrier(
  before: GameState,
  action: Action,
  events: readonly GameEvent[],
  after: GameState,
): string | null {
  for (const e of events) {
    if (e.type === 'turnStarted') return `the turn passed to ${titanName(e.titan)}`;
    if (e.type === 'diceRolled') return 'the dice were rolled';
    if (e.type === 'cardDrawn') return 'a card was drawn';
    if (e.type === 'deckShuffled') return 'the deck was shuffled';
    if (e.type === 'pentacleReroll') return 'the die was rerolled on the pentacle';
    if (e.type === 'won') return 'the game is over';
  }
  if (action.type === 'decide' && before.pending) {
    const decider = before.pending.titan;
    if (playerOfSeat(before, decider) !== playerOfSeat(before, before.active))
      return `${titanName(before.titans[decider].id)}'s player made a decision`;
  }
  // A reaction prompt shown only to players who hold a reaction tells everyone they hold one.
  if (after.pending && after.pending.kind === 'reaction' && after.reactions === 'eligible') {
    if (playerOfSeat(after, after.pending.titan) !== playerOfSeat(after, after.active))
      return `${titanName(after.titans[after.pending.titan].id)}'s player was asked about a reaction`;
  }
  return null;
}

function stepSession(
  s: Session,
  action: Action,
): { ok: true; session: Session; events: GameEvent[] } | { ok: false; error: string; code: string } {
  const r = applyAction(s.game, action);
  if (!r.ok) return { ok: false, error: r.error.message, code: r.error.code };
  const stats = addStats(s.stats, r.events);
  const barrier = undoBarrier(s.game, action, r.events, r.state);
  const snapshot: Snapshot = {
    game: s.game,
    actions: s.actions.length,
    log: s.log.length,
    stats: s.stats,
    byBot: isBotSeat(s.game, s.bots, deciderSeat(s.game)),
  };
  return {
    ok: true,
    events: r.events,
    session: {
      ...s,
      game: r.state,
      actions: [...s.actions, action],
      turnHistory: barrier ? [] : [...s.turnHistory, snapshot],
      barrier: barrier ?? s.barrier,
      log: [...s.log, r.events],
      stats,
    },
  };
}

function replay(save: SaveFile): { ok: true; session: Session } | { ok: false; error: string } {
  const start = startSession(save.setup, save.names, save.bots);
  if (!start.ok) return { ok: false, error: `The save's setup is refused: ${start.error}` };
  let s = start.session;
  for (let i = 0; i < save.actions.length; i++) {
    const r = stepSession(s, save.actions[i]);
    if (!r.ok)
      return {
        ok: false,
        error: `The save does not replay: action ${i + 1} (${save.actions[i].type}) is refused — ${r.error}`,
      };
    s = r.session;
  }
  return { ok: true, session: s };
}

// ---------------------------------------------------------------------------
// Storage (the browser's localStorage; absent in Node)

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
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

/** What the home list shows of a game, without replaying it. */
export function gameMeta(game: GameState): GameMeta {
  const finished = game.winner >= 0;
  let leader: TitanId | null = finished ? game.titans[game.winner].id : null;
  if (!finished) {
    let best = 0;
    for (const t of game.titans) {
      if (t.space < 0) continue;
      const p = spaceRow(t.space) + (t.lap - 1) * 12 * game.course.boards;
      if (p > best) {
        best = p;
        leader = t.id;
      }
    }
  }
  return {
    circuit: game.course.names.join(' → '),
    titans: game.titans.map((t) => t.id),
    round: game.round,
    leader,
    finished,
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage !== 'undefined' ? sessionStorage : null;
  } catch {
    return null;
  }
}

/** A message as one sentence: exactly one full stop at the end (engine messages bring their own). */
export function sentence(text: string): string {
  const t = text.trim().replace(/[.\s]+$/, '');
  return /[!?…]$/.test(t) ? t : `${t}.`;
}

/** The warning for a failed write: db.ts's sentence ("…, so this could not be saved.") naming the game. */
export function failureText(message: string, current: boolean): string {
  const what = current ? 'this game' : 'an earlier game of this tab';
  const named = message
    .replace(/\bthis could not be saved\b/, `${what} could not be saved`)
    .replace(/\brefused to save\b/, `refused to save ${what}`);
  return (
    (named === message ? `${message} (${what} was not saved)` : named) +
    (current ? ' It stays open in this tab: export it to keep it.' : '')
  );
}

/** How two saves of the same game relate: is one the other played on? */
export function relation(ours: SaveFile, theirs: SaveFile): 'same' | 'ahead' | 'behind' | 'diverged' {
  if (JSON.stringify(ours.setup) !== JSON.stringify(theirs.setup)) return 'diverged';
  const n = Math.min(ours.actions.length, theirs.actions.length);
  for (let i = 0; i < n; i++)
    if (JSON.stringify(ours.actions[i]) !== JSON.stringify(theirs.actions[i])) return 'diverged';
  if (ours.actions.length === theirs.actions.length) return 'same';
  return ours.actions.length > theirs.actions.length ? 'ahead' : 'behind';
}

let migration: Promise<void> | null = null;

/**
 * Move the autosave of the one-slot days (localStorage `titan-race/autosave`) into the library, once: the
 * key is removed only after the record was written. A save that no longer replays (older rules) is moved
 * too, and listed with the reason, so it can still be exported. Its id comes from its content, so two
 * tabs migrating at once write one record.
 */
export function migrateAutosave(): Promise<void> {
  // One migration at a time; once the key is gone, later calls only look for it.
  return (migration ??= (async () => {
    const ls = storage();
    let raw: string | null = null;
    try {
      raw = ls?.getItem(AUTOSAVE_KEY) ?? null;
    } catch {
      return;
    }
    if (!raw) return;
    let data: unknown = raw;
    try {
      data = JSON.parse(raw);
    } catch {
      // kept as text: listed as damaged, exportable
    }
    const parsed = parseSave(data);
    let meta: GameMeta | null = null;
    if (parsed.ok) {
      const r = replay(parsed.save);
      if (r.ok) meta = gameMeta(r.session.game);
    }
    const savedAt = parsed.ok && parsed.save.savedAt ? Date.parse(parsed.save.savedAt) : NaN;
    const t = Number.isFinite(savedAt) ? savedAt : Date.now();
    const record: GameRecord = { kind: 'game', save: data, name: '', meta, createdAt: t, updatedAt: t };
    const w = await getGameLibrary().put(`g-m${hash(raw)}`, record, 0);
    if (w.ok || w.reason === 'conflict') {
      try {
        ls?.removeItem(AUTOSAVE_KEY);
      } catch {
        // left for next time; the same id makes that harmless
      }
      notifyLocal(null);
    }
  })().finally(() => (migration = null)));
}

/** A short stable hash of a text (FNV-1a), for ids. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36).padStart(7, '0');
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
        const id = newGameId();
        set({ game: null });
        install(r.session, {
          gameId: id,
          seen: {},
          gameName: '',
          createdAt: Date.now(),
          opening: null,
          saveFailure: null,
          error: null,
          notice: null,
          anim: { seq: get().anim.seq + 1, from: null, events: [] },
        });
        saver.setRev(id, 0);
        persist();
        listen();
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
        const id = newGameId();
        set({ game: null });
        install(r.session, {
          gameId: id,
          seen: {},
          gameName: '',
          createdAt: Date.now(),
          opening: null,
          saveFailure: null,
          error: null,
          notice: 'Saved game loaded: it is in your saved games now.',
          anim: { seq: get().anim.seq + 1, from: null, events: [] },
        });
        saver.setRev(id, 0);
        persist();
        listen();
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

/** True when a bot plays the Titan in this seat. */
export function isBotSeat(game: GameState, bots: BotSeats, seat: number): boolean {
  const t = game.titans[seat];
  return !!t && !!bots[t.id];
}

/** The number of players with at least one Titan played by a person. */
export function humanPlayers(game: GameState, bots: BotSeats): number {
  return game.players.filter((seats) => seats.some((i) => !isBotSeat(game, bots, i))).length;
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

export function describeAction(a: Action | undefined): string {
  if (!a) return 'nothing';
  switch (a.type) {
    case 'roll':
      return 'the roll';
    case 'chooseDie':
      return 'the choice of die';
    case 'enter':
      return `entering on ${a.space}`;
    case 'dieAction':
      return 'the move';
    case 'ability':
      return 'the ability';
    case 'playBonus':
      return 'the card played';
    case 'discardBonus':
      return 'the discard';
    case 'reroll':
      return 'the reroll on the pentacle';
    case 'decide':
      return 'the decision';
    case 'endTurn':
      return 'the end of the turn';
  }
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
