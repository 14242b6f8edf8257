// The game store (zustand): the current game, the action log, undo within the turn, the event log,
// autosave, export/import, and the UI's selection state. Every change to the game goes through
// the engine's applyAction; the store never decides a rule.
import { create } from 'zustand';
import { applyAction, createGame, legalActions, summarize } from '../engine';
import type { Action, CardId, GameEvent, GameSetup, GameState, Summary, TitanId } from '../engine/types';
import { titanName } from './names';
import { deciderSeat, playerOfSeat, type Draft, type DraftMode } from './guide';
import { botsProblem, makeSave, parseSave, type BotSeats, type SaveFile } from './save';
import { DEFAULT_MASTER_MS } from '../bots/types';

export type { BotSeats } from './save';

export const AUTOSAVE_KEY = 'titan-race/autosave';
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

  newGame(setup: GameSetup, names?: string[], bots?: BotSeats): { ok: true } | { ok: false; error: string };
  perform(action: Action): boolean;
  undo(): boolean;
  exportSave(): string;
  importSave(json: string): boolean;
  resume(): boolean;
  hasAutosave(): boolean;
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
  const botError = botsProblem(bots, Array.isArray(setup?.titans) ? setup.titans : []);
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
  const def: Settings = { speed: 'normal', handoff: false, masterMs: DEFAULT_MASTER_MS };
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

function autosave(s: Pick<Session, 'setup' | 'actions' | 'names' | 'bots'>): void {
  try {
    storage()?.setItem(AUTOSAVE_KEY, JSON.stringify(makeSave(s.setup, s.actions, s.names, s.bots)));
  } catch {
    // Storage full or blocked: the game goes on unsaved.
  }
}

// ---------------------------------------------------------------------------

function derived(game: GameState | null): { summary: Summary | null; legal: Action[] } {
  if (!game) return { summary: null, legal: [] };
  return { summary: summarize(game), legal: legalActions(game) };
}

const EMPTY_STATS: Stats = { turns: 0, titans: {} };

export const useGame = create<GameStore>()((set, get) => {
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

  return {
    ...initialData(),

    newGame(setup, names, bots) {
      const r = startSession(setup, names, bots);
      if (!r.ok) {
        set({ error: r.error });
        return { ok: false, error: r.error };
      }
      set({ game: null });
      install(r.session, {
        error: null,
        notice: null,
        anim: { seq: get().anim.seq + 1, from: null, events: [] },
      });
      autosave(r.session);
      return { ok: true };
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
      autosave(r.session);
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
        const why =
          s.turnHistory.length > 0
            ? 'Undo is not possible: only bots have played since the last point where undo stops.'
            : s.barrier
              ? `Undo is not possible: ${s.barrier}.`
              : 'There is nothing to undo yet.';
        set({ error: why });
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
      autosave(restored);
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
        return false;
      }
      const r = replay(parsed.save);
      if (!r.ok) {
        set({ error: `Import refused: ${r.error}. The current game is kept.` });
        return false;
      }
      set({ game: null });
      install(r.session, {
        error: null,
        notice: 'Saved game loaded.',
        anim: { seq: get().anim.seq + 1, from: null, events: [] },
      });
      autosave(r.session);
      return true;
    },

    resume() {
      const raw = storage()?.getItem(AUTOSAVE_KEY);
      if (!raw) {
        set({ error: 'There is no saved game to resume.' });
        return false;
      }
      const parsed = parseSave(raw);
      if (!parsed.ok) {
        set({ error: `The autosaved game cannot be resumed: ${parsed.message}` });
        return false;
      }
      const r = replay(parsed.save);
      if (!r.ok) {
        set({ error: `The autosaved game cannot be resumed: ${r.error}` });
        return false;
      }
      set({ game: null });
      install(r.session, {
        error: null,
        notice: null,
        anim: { seq: get().anim.seq + 1, from: null, events: [] },
      });
      return true;
    },

    hasAutosave() {
      return !!storage()?.getItem(AUTOSAVE_KEY);
    },

    leave() {
      set({
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
      set({ ui: { ...get().ui, handoff: null, revealed: null } });
    },

    setSettings(patch) {
      const settings = { ...get().settings, ...patch };
      set({ settings, ui: patch.handoff === false ? { ...get().ui, handoff: null } : get().ui });
      try {
        storage()?.setItem(SETTINGS_KEY, JSON.stringify(settings));
      } catch {
        /* ignore */
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
  };
}
