// The game store's shape: its data, its intents, and the data before any game (game.ts builds it).
import { legalActions, summarize } from '../engine';
import type { Action, CardId, GameEvent, GameSetup, GameState, Summary } from '../engine/types';
import type { Problem, Result } from '../i18n/errors';
import type { Params } from '../i18n';
import type { Draft, DraftMode } from './draft';
import type { BotSeats } from './saveFile';
import type { Barrier, Session, Snapshot, Stats } from './session';
import { loadSettings, type Settings } from './settings';

interface Anim {
  seq: number;
  from: GameState | null;
  events: GameEvent[];
}

/** A failed write, as data (the page words it, ui/game/saveFailureText.ts): the problem, whether it was
 * the game shown (else an earlier one), and where its moves wait meanwhile. */
export interface SaveFailure {
  problem: Problem;
  current: boolean;
  journal: 'tab' | 'memory';
}

/** The notices the store gives with a message of their own and its params (names are data). */
type NoticeKey =
  | 'store.imported'
  | 'store.settingsNotSaved'
  | 'store.otherTabPlayedOn'
  | 'store.otherTabChanged'
  | 'store.otherTabClaimed'
  | 'store.otherTabDeleted'
  | 'store.otherTabDiverged'
  | 'safe.keptBoth';

/**
 * A notice as data, worded by the page in the language shown (ui/game/noticeText.ts): a message and its
 * params, the action an undo took back, or a damaged value set aside and why.
 */
export type Notice =
  | { key: NoticeKey; params?: Params }
  | { key: 'store.undone'; action: Action | null }
  | { key: 'safe.setAside'; why: Problem };

/** The store's data: what the reducer (reducer.ts) reads and returns. */
export interface GameData {
  /** The library id of the game in the store (its address is '#/play/<id>'). */
  gameId: string | null;
  /** The name its players gave it ('' = named by its circuit in the list). */
  gameName: string;
  createdAt: number;
  /** The game being read from the library ('#/play/<id>' opened), or null. */
  opening: string | null;
  /** Why the last write of this game failed; shown until a write succeeds. The game stays in memory. */
  saveFailure: SaveFailure | null;
  /** Games this tab kept as copies (old id → new id) after another tab played the same game differently. */
  movedTo: Record<string, string>;
  game: GameState | null;
  setup: GameSetup | null;
  names: string[];
  /** Titans played by bots, next to the setup (and in the save file). */
  bots: BotSeats;
  actions: Action[];
  /** Indices in `actions` of the passes sent for an open reaction call nobody claimed (session.ts). */
  auto: number[];
  /** The open reaction call was claimed at this many actions, or null (session.ts; saved). */
  claim: number | null;
  turnHistory: Snapshot[];
  /** Why undo cannot go back further than the start of turnHistory (worded when shown: session.ts). */
  barrier: Barrier | null;
  /** The events of each action, in order (the first entry: who plays first). The UI words them. */
  log: GameEvent[][];
  stats: Stats;
  summary: Summary | null;
  legal: Action[];
  anim: Anim;
  /**
   * The problem to show, as data (an engine refusal, an undo refusal, a bad save, a bot's failure): the
   * UI words it in the language shown (i18n/errors.ts problemText).
   */
  error: Problem | null;
  notice: Notice | null;
  /** True while the page still shows the last action (tokens moving): the bots' next action waits. */
  animating: boolean;
  /** True once the bots gave up after failures in a row (bots.ts), until retryBots(). */
  botsHalted: boolean;
  ui: {
    draft: Draft | null;
    /** Player whose hand is shown, or null: all hands face down. */
    revealed: number | null;
    /** Player the device must be passed to (hand-off screen), or null. */
    handoff: number | null;
    /** The person who last had the device (a bot's decision does not take it), or null: nobody yet. */
    holder: number | null;
    /** The Titan (seat) that person last decided for, or null (absent: null). */
    holderSeat?: number | null;
    /**
     * The Titan (seat) the person deciding now last decided for, when it is another of their Titans and
     * the device never left them (R12.1: two Titans each in a 2-player game; no hand-off between a
     * person's Titans when bots play the Titans between): they must be told they move their other Titan.
     */
    switchedFrom?: number | null;
    /** The open reaction call was claimed by the player who may react (reactionCall.ts; absent: no). */
    claimed?: boolean;
  };
  settings: Settings;
  /** The store will end the turn for the player in a moment: nothing else can be done (autoEnd.ts). */
  autoEnding: boolean;
  /**
   * The state a "Confirm & end turn" left (autoEnd.ts): while the game is still exactly this state, the
   * store ends the turn after the usual pause; any other change forgets it. Null: not asked.
   */
  endAfter: GameState | null;
  /** Per player: how many log entries there were when they last took the device (the hand-off's recap). */
  seen: Record<number, number>;
}

/** What the UI and the bots ask of the store. */
export interface GameIntents {
  /** Start a game: a new record in the library beside the others. */
  newGame(setup: GameSetup, names?: string[], bots?: BotSeats): Result<{ id: string }>;
  perform(action: Action): boolean;
  /** Perform the move, then end the turn after the usual pause ("Confirm & end turn"). */
  confirmAndEnd(action: Action): boolean;
  undo(): boolean;
  exportSave(): string;
  /** Load a save file as a new game in the library; its id, or null (with the reason in `error`). */
  importSave(json: string): Promise<string | null>;
  /** Open the library's game `id` (a reload, '#/play/<id>', Resume). */
  open(id: string): Promise<boolean>;
  /** Called on pagehide: keep unwritten saves in sessionStorage for the reload. */
  stashUnwritten(): void;
  /** Resolves once every write has been tried (tests, and before leaving). */
  flushSaves(): Promise<void>;
  leave(): void;
  setDraft(mode: DraftMode | null, card?: CardId): void;
  pick(key: string, value: string): void;
  /**
   * Change the choice `key`: forget it and the choices after it; with `value`, choose that instead at once
   * (another destination tapped on the board once one is chosen: as "Change destination" then that space).
   */
  unpick(key: string, value?: string): void;
  reveal(): void;
  hide(): void;
  /** Leave the table: hands face down, and the hand-off asked again on return (games of people). */
  coverTable(): void;
  /**
   * Take the device; with 'roll', also roll the dice when rolling is all the player can do; with a die,
   * also take that die of the pool when choosing one is all they can do.
   */
  dismissHandoff(then?: 'roll' | { die: number }): void;
  /**
   * Claim the open reaction call: its player takes the device (hand-off) and answers privately. With
   * `call` (the number of actions when the call was shown), nothing happens unless that call is still open.
   */
  claimReaction(call?: number): void;
  /**
   * Nobody claimed the open reaction call: the engine's `pass` for its Titan, and the turn goes on. With
   * `call`, only that call: a late "Go on" or pause never lets the next call go (docs/rulings.md 28).
   */
  letReactionGo(call?: number): boolean;
  /**
   * The claimed reaction has nothing its player can play: the engine's `pass`, as a decline (no question
   * to ask them; undo treats it as their decision, so nobody learns they held nothing). False if a card
   * can be played or nothing was claimed.
   */
  passUnplayable(): boolean;
  setSettings(s: Partial<Settings>): void;
  setError(error: Problem | null): void;
  clearMessages(): void;
  /** The notice's ✕: the notice goes, a problem shown with it stays. */
  clearNotice(): void;
  /** The play screen shows the game: the bots play while it is attached (bots.ts); returns detach. */
  attachTable(): () => void;
  /** The page starts or finishes showing an action (its animation). */
  setAnimating(on: boolean): void;
  /** After the bots gave up (botsHalted): clear the error and ask them again. */
  retryBots(): void;
}

export type GameStore = GameData & GameIntents;

// ---------------------------------------------------------------------------

const EMPTY_STATS: Stats = { turns: 0, titans: {} };

/** The store's data before any game (the intents are added by the store itself). */
export function initialData(): GameData {
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
    auto: [],
    claim: null,
    turnHistory: [],
    barrier: null,
    log: [],
    stats: EMPTY_STATS,
    summary: null,
    legal: [],
    anim: { seq: 0, from: null, events: [] },
    error: null,
    notice: null,
    animating: false,
    botsHalted: false,
    ui: { draft: null, revealed: null, handoff: null, holder: null, holderSeat: null, switchedFrom: null },
    settings: loadSettings(),
    autoEnding: false,
    endAfter: null,
    seen: {},
  };
}

/** The store's data once the game is left (the library, settings and messages' history stay). */
export function noGame(): Partial<GameData> {
  return {
    gameId: null,
    gameName: '',
    opening: null,
    saveFailure: null,
    game: null,
    setup: null,
    bots: {},
    claim: null,
    summary: null,
    legal: [],
    ui: { draft: null, revealed: null, handoff: null, holder: null, holderSeat: null, switchedFrom: null },
    autoEnding: false,
    endAfter: null,
    error: null,
    notice: null,
  };
}

/** What the engine says of a game: its summary and legal actions (none without a game). */
export function derived(game: GameState | null): { summary: Summary | null; legal: Action[] } {
  if (!game) return { summary: null, legal: [] };
  return { summary: summarize(game), legal: legalActions(game) };
}

/** The session the store holds, or null without a game. */
export function sessionOf(st: GameData): Session | null {
  if (!st.game || !st.setup) return null;
  return {
    game: st.game,
    setup: st.setup,
    names: st.names,
    bots: st.bots,
    actions: st.actions,
    auto: st.auto,
    claim: st.claim,
    turnHistory: st.turnHistory,
    barrier: st.barrier,
    log: st.log,
    stats: st.stats,
  };
}
