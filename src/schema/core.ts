// The pieces every boundary schema is built from (valibot), and the one way a schema is applied: a value
// that crosses a boundary — stored, imported, linked, read from the command line — is parsed by its schema
// into a typed value, or refused as data: a reason code and the path of the first field that failed.
// Words are the edge's business (the lab's sentence, the CLI's line). Nothing here throws.
import * as v from 'valibot';
import { BOT_LEVELS } from '../bots/types';
import { CARD_IDS, TITAN_IDS } from '../engine/types';

/** Why a value was refused: valibot's issue type ('integer', 'picklist', 'max_value', 'type'…) and where. */
export interface Refusal {
  code: string;
  /** Dot path of the field, '' for the value itself: 'reproduce.seed', 'suggestions.0.delta'. */
  path: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** Apply a schema: the parsed value, or the first refusal. */
export function parseBy<S extends v.GenericSchema>(schema: S, value: unknown): Parsed<v.InferOutput<S>> {
  let r: v.SafeParseResult<S>;
  try {
    r = v.safeParse(schema, value, { abortEarly: true, abortPipeEarly: true });
  } catch {
    // Only a value with a throwing getter or proxy gets here (never JSON or a structured clone).
    return { ok: false, refusal: { code: 'unreadable', path: '' } };
  }
  if (r.success) return { ok: true, value: r.output };
  const issue = r.issues[0];
  return { ok: false, refusal: { code: issue.type, path: v.getDotPath(issue) ?? '' } };
}

// ---------------------------------------------------------------------------------------------------------
// Sizes: generous for every real value, small enough that nothing built from them can exhaust memory.

/** Games in one run: the CLI's --games bound. */
export const MAX_GAMES = 100_000_000;
/** Games a lab run or a lab link may plan (the lab's form bound). */
export const MAX_LAB_GAMES = 100_000;
/** Entries of any list or record in a report (a histogram of rounds, spaces of a Grand Slam…). */
const MAX_ENTRIES = 10_000;
/** Characters of a name or a sentence. */
const MAX_TEXT = 10_000;

// ---------------------------------------------------------------------------------------------------------
// Numbers

export const finite = v.pipe(v.number(), v.finite());
/** A whole number from 0 to `max`. */
export const count = (max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(max));
/** A share, 0 to 1 (a rate, an interval's end). */
export const share = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));
/** A seed: what every CLI's --seed takes, and so what a lab link may carry. */
export const seed = count(0xffffffff);
/** An interval [lo, hi] of finite numbers. */
export const pair = v.tuple([finite, finite]);

export const text = (max = MAX_TEXT) => v.pipe(v.string(), v.maxLength(max));

// ---------------------------------------------------------------------------------------------------------
// Names the engine knows

export const titanId = v.picklist(TITAN_IDS);
export const cardId = v.picklist(CARD_IDS);
export const botLevel = v.picklist(BOT_LEVELS);

/** A list of at most `max` items. */
export const list = <S extends v.GenericSchema>(item: S, max = MAX_ENTRIES) =>
  v.pipe(v.array(item), v.maxLength(max));

/** A record of at most `max` own keys (valibot reads own keys only and skips __proto__/constructor). */
export const dict = <S extends v.GenericSchema>(item: S, max = MAX_ENTRIES) =>
  v.pipe(v.record(v.string(), item), v.maxEntries(max));

/**
 * The house rules a reproduce block or a stored lab form may carry, field by field (each object schema
 * that holds them says whether other keys pass); the engine checks their ranges when it makes a game.
 */
export const houseOptionEntries = {
  reactions: v.optional(v.picklist(['eligible', 'always', 'never'])),
  maxLife: v.optional(count(1000)),
  handSize: v.optional(count(1000)),
  trapSupply: v.optional(count(1000)),
  startLife: v.optional(dict(count(1000), 16)),
  deck: v.optional(dict(count(1000), 64)),
};
