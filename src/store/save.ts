// Saved games: the setup (with its seed) and the list of actions, versioned. Small and replayable:
// loading replays the actions through the engine, so a save can never smuggle in an illegal state.
// A save records the rules version it was played under (the engine's GameState.v): the same actions
// replayed under other rules would be another game, so a save of rules version 1 is refused.
import {
  ACTION_TYPES,
  RULES_VERSION,
  type Action,
  type GameSetup,
  type GameState,
  type TitanId,
} from '../engine/types';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/types';
import { cleanName } from './names';
import { checkValue, clip, describeValue, parseJson } from './validate';
import { formatNumber, t } from '../i18n';

/** Which Titans bots play, and at what level (absent: a person plays it). */
export type BotSeats = Partial<Record<TitanId, BotLevel>>;

export const SAVE_FORMAT = 'titan-race-save';
/** Version 2 of the file adds `rules`; every version-1 file was played under rules version 1. */
export const SAVE_VERSION = 2;
/** The rules this game plays: the engine's state version. */
export { RULES_VERSION };

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  version: typeof SAVE_VERSION;
  /** The rules version the game was played under (the engine's GameState.v). */
  rules: GameState['v'];
  setup: GameSetup;
  actions: Action[];
  /** Player names, in the order of `setup.players` (or of the seats). Optional. */
  names?: string[];
  /** Titans played by bots (absent: every Titan is a person's). */
  bots?: BotSeats;
  savedAt?: string;
}

export type ParsedSave = { ok: true; save: SaveFile } | { ok: false; message: string };

const KNOWN_TYPES = new Set<string>(ACTION_TYPES);

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A save of the longest real game is ≈ 100 kB; larger files are refused before they are parsed. */
export const MAX_SAVE_CHARS = 1_000_000;
/** No real game comes near this many actions. */
const MAX_ACTIONS = 50_000;
/** The validator's caps for a save: a save nests ≈ 8 deep (custom circuits in the setup included). */
export const SAVE_CAPS = { chars: MAX_SAVE_CHARS, depth: 24, nodes: 600_000 };

/** "6.1 MB", "420 kB": a size as a person reads it. */
export function sizeText(chars: number): string {
  return chars >= 1_000_000 ? `${(chars / 1_000_000).toFixed(1)} MB` : `${Math.ceil(chars / 1000)} kB`;
}

/**
 * Check the shape of a save file (text or already parsed). The engine then checks every action when it
 * is replayed. Player names come back cleaned (src/store/names.ts).
 */
export function parseSave(input: string | unknown): ParsedSave {
  let data: unknown = input;
  // The one validator (validate.ts) first: size and nesting are capped before anything walks the value.
  if (typeof input === 'string') {
    if (input.length > MAX_SAVE_CHARS)
      return {
        ok: false,
        message: t('store.saveTooLarge', { size: sizeText(input.length), max: sizeText(MAX_SAVE_CHARS) }),
      };
    const parsed = parseJson(input, SAVE_CAPS, t('safe.thisSave'));
    if (!parsed.ok)
      return {
        ok: false,
        message: parsed.error.code === 'notJson' ? t('store.saveNotJson') : parsed.error.message,
      };
    data = parsed.value;
  } else {
    const checked = checkValue(input, SAVE_CAPS, t('safe.thisSave'));
    if (!checked.ok) return { ok: false, message: checked.error.message };
  }
  if (!isObject(data)) return { ok: false, message: t('store.saveNotASave') };
  if (data.format !== SAVE_FORMAT) return { ok: false, message: t('store.saveUnknownFormat') };
  // A version-1 file (or an engine state of version 1) was played under rules version 1.
  const stateV = isObject(data.state) ? data.state.v : undefined;
  if (data.version === 1) return { ok: false, message: oldRules(1) };
  if (typeof stateV === 'number' && stateV !== RULES_VERSION) return { ok: false, message: oldRules(stateV) };
  if (data.version !== SAVE_VERSION)
    return {
      ok: false,
      message:
        typeof data.version === 'number' && data.version > SAVE_VERSION
          ? t('store.saveNewer')
          : t('store.saveNoVersion'),
    };
  if (data.rules !== RULES_VERSION)
    return {
      ok: false,
      message: typeof data.rules === 'number' ? oldRules(data.rules) : t('store.saveNoRules'),
    };
  const setup = data.setup;
  if (!isObject(setup) || !Array.isArray(setup.circuits) || !Array.isArray(setup.titans))
    return { ok: false, message: t('store.saveNoSetup') };
  if (!Array.isArray(data.actions)) return { ok: false, message: t('store.saveNoActions') };
  if (data.actions.length > MAX_ACTIONS)
    return { ok: false, message: t('store.saveTooManyActions', { max: formatNumber(MAX_ACTIONS) }) };
  for (let i = 0; i < data.actions.length; i++) {
    const a = data.actions[i];
    if (!isObject(a) || typeof a.type !== 'string' || !KNOWN_TYPES.has(a.type))
      return { ok: false, message: t('store.saveNotAnAction', { n: i + 1 }) };
  }
  if (
    data.names !== undefined &&
    (!Array.isArray(data.names) || data.names.length > 6 || data.names.some((n) => typeof n !== 'string'))
  )
    return { ok: false, message: t('store.saveBadNames') };
  if (data.bots !== undefined) {
    const problem = botsProblem(data.bots, setup.titans as unknown[]);
    if (problem) return { ok: false, message: t('store.saveDamaged', { problem }) };
  }
  const save = { ...data } as unknown as SaveFile;
  if (Array.isArray(data.names))
    save.names = (data.names as string[]).map((n, i) => cleanName(n) || t('setup.defaultName', { n: i + 1 }));
  return { ok: true, save };
}

/** The sentence that refuses a game played under other rules. */
function oldRules(rules: number): string {
  return t(rules < RULES_VERSION ? 'store.saveOlderRules' : 'store.saveOtherRules', {
    rules,
    current: RULES_VERSION,
  });
}

/** Why a bots map is not acceptable for these Titans, or null when it is. */
export function botsProblem(bots: unknown, titans: readonly unknown[]): string | null {
  if (!isObject(bots)) return t('store.botsNotAMap');
  for (const [titan, level] of Object.entries(bots)) {
    // Echoed input is cut, and a level is described, never stringified (a deep list would overflow).
    if (!titans.includes(titan)) return t('store.botsNotATitan', { titan: clip(titan) });
    if (!isBotLevel(level))
      return t('store.botsBadLevel', {
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
  return save;
}
