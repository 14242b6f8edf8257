// A saved game as it is stored (IndexedDB, the reload journal, the old one-slot autosave), exported to a
// file and received in a link: one schema for each, read deep through own fields. The schema checks the
// shape — which fields, which kinds, how many — and names only what the engine lists (Titans, bot levels,
// action types). Whether the setup can be played and each action is legal is the engine's to say, when the
// game is replayed (src/engine/parse.ts, src/store/session.ts): nothing here says a rule twice.
import * as v from 'valibot';
import { ACTION_TYPES, RULES_VERSION } from '../engine/types';
import { MAX_ACTIONS, SAVE_FORMAT, SAVE_VERSION } from '../store/saveFile';
import { botLevel, count, finite, list, text, titanId } from './core';

/** A Grand Slam holds a few circuits; a setup never lists more than this (ids or whole circuits). */
const MAX_CIRCUITS = 16;
/** The longest name a save, a link or the home list keeps (names.ts cleans it to the shown length after). */
const MAX_NAME = 1000;

/** A game's setup, as far as its shape: the engine parses every field when the game is built. */
const setupSchema = v.looseObject({
  circuits: v.pipe(list(v.union([text(200), v.looseObject({})]), MAX_CIRCUITS), v.minLength(1)),
  titans: v.pipe(list(titanId, 6), v.minLength(1)),
});

/** Which Titans bots play (a Titan absent is a person's). */
const botSeatsSchema = v.record(titanId, botLevel);

/** Players' names, in seat order. */
const namesSchema = list(text(MAX_NAME), 6);

/** One action: its type and, when given, the Titan it is for. The engine checks the rest when replaying. */
const actionSchema = v.looseObject({ type: v.picklist(ACTION_TYPES), by: v.optional(titanId) });

/** A save file of this version. Fields in the order a refusal is worth naming them. */
export const saveSchema = v.pipe(
  v.looseObject({
    format: v.literal(SAVE_FORMAT),
    version: v.literal(SAVE_VERSION),
    rules: v.literal(RULES_VERSION),
    setup: setupSchema,
    actions: list(actionSchema, MAX_ACTIONS),
    names: v.optional(namesSchema),
    bots: v.optional(botSeatsSchema),
    auto: v.optional(list(count(MAX_ACTIONS), MAX_ACTIONS)),
    claim: v.optional(count(MAX_ACTIONS)),
    savedAt: v.optional(text(100)),
  }),
  // Bots only for Titans of the game.
  v.check(
    (s) => !s.bots || Object.keys(s.bots).every((titan) => (s.setup.titans as string[]).includes(titan)),
  ),
);

/** What the home list shows of a game without replaying it (computed when it was written). */
export const gameMetaSchema = v.looseObject({
  circuit: text(MAX_NAME),
  titans: list(titanId, 6),
  round: count(1_000_000),
  leader: v.nullable(titanId),
  finished: v.boolean(),
});

/**
 * A record of the games library; its `save` is read with saveSchema (a damaged save is still listed). Its
 * name and times are the list's: a wrong one falls back (an unnamed game, time 0) rather than hide a
 * playable save.
 */
export const gameRecordSchema = v.looseObject({
  kind: v.literal('game'),
  save: v.unknown(),
  name: v.fallback(text(MAX_NAME), ''),
  meta: v.optional(v.unknown()),
  createdAt: v.fallback(finite, 0),
  updatedAt: v.fallback(finite, 0),
});
