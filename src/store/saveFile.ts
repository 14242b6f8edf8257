// Saved games: the setup (with its seed) and the list of actions, versioned. Small and replayable:
// loading replays the actions through the engine, so a save can never smuggle in an illegal state.
// A save records the rules version it was played under (the engine's GameState.v): the same actions
// replayed under other rules would be another game, so a save of rules version 1 is refused.
// This module is what the first page needs (the file's type, writing one, its size caps); reading one
// through its schema is save.ts, loaded when a save is first read (saveReader.ts).
import { RULES_VERSION, type Action, type GameSetup, type GameState, type TitanId } from '../engine/types';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/types';
import { clip, describeValue } from './validate';
import { problem, type Problem } from '../i18n/errors';

export const SAVE_FORMAT = 'titan-race-save';
/** Version 2 of the file adds `rules`; every version-1 file was played under rules version 1. */
export const SAVE_VERSION = 2;
/** No real game comes near this many actions. */
export const MAX_ACTIONS = 50_000;
/** The rules this game plays: the engine's state version. */
export { RULES_VERSION };

/** Which Titans bots play, and at what level (absent: a person plays it). */
export type BotSeats = Partial<Record<TitanId, BotLevel>>;

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  /** The rules version the game was played under (the engine's GameState.v). */
  rules: GameState['v'];
  setup: GameSetup;
  actions: Action[];
  /** Player names, in the order of the setup's players (or of the seats). Optional. */
  names?: string[];
  /** Titans played by bots (absent: every Titan is a person's). */
  bots?: BotSeats;
  /**
   * Indices in `actions` of the passes the store sent for an open reaction call nobody claimed (absent:
   * none). Undo steps back over those, and only those, so it works the same after a reload.
   */
  auto?: number[];
  /**
   * The open reaction call at the end of `actions` was claimed (its value: the number of actions, so it
   * is dropped with any later action). The claim is public — the table saw the name tapped — and a reload
   * must give the claimer back their question, never pass for them (docs/rulings.md 33).
   */
  claim?: number;
  savedAt?: string;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A save of the longest real game is ≈ 100 kB; larger files are refused before they are parsed. */
export const MAX_SAVE_CHARS = 1_000_000;
/** The validator's caps for a save: a save nests ≈ 8 deep (custom circuits in the setup included). */
export const SAVE_CAPS = { chars: MAX_SAVE_CHARS, depth: 24, nodes: 600_000 };

/** Why a bots map is not acceptable for these Titans, or null when it is. */
export function botsProblem(bots: unknown, titans: readonly unknown[]): Problem | null {
  if (!isObject(bots)) return problem('botsNotAMap');
  for (const [titan, level] of Object.entries(bots)) {
    // Echoed input is cut, and a level is described, never stringified (a deep list would overflow).
    if (!titans.includes(titan)) return problem('botsNotATitan', { titan: clip(titan) });
    if (!isBotLevel(level))
      return problem('botsBadLevel', {
        level: describeValue(level),
        titan: clip(titan),
        levels: BOT_LEVELS.join(', '),
      });
  }
  return null;
}

export function makeSave(
  setup: GameSetup,
  actions: readonly Action[],
  names: readonly string[],
  bots: BotSeats = {},
  auto: readonly number[] = [],
  claim: number | null = null,
): SaveFile {
  const save: SaveFile = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    rules: RULES_VERSION,
    setup,
    actions: actions.slice(),
    names: names.slice(),
    savedAt: new Date().toISOString(),
  };
  if (Object.keys(bots).length > 0) save.bots = { ...bots };
  if (auto.length > 0) save.auto = auto.slice();
  if (claim !== null && claim === actions.length) save.claim = claim;
  return save;
}
