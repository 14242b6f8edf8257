// A record of the games library as the home list and the store see it: the record through its schema
// (src/schema/save.ts), its save through parseSave. A record that fails is still an entry, with the reason,
// so it is listed for Export and Delete and never opened. Loaded with the save's schema (saveReader.ts).
import type { Stored } from './db';
import { GAME_ID_RE, type GameEntry } from './games';
import { cleanName } from './names';
import { parseSave } from './save';
import { parseBy } from '../schema/core';
import { gameMetaSchema, gameRecordSchema } from '../schema/save';
import { problem } from '../i18n/errors';

export { parseSave };

const ownSave = (data: unknown): unknown =>
  typeof data === 'object' && data !== null && Object.prototype.hasOwnProperty.call(data, 'save')
    ? (data as { save: unknown }).save
    : data;

/** A stored record as a list entry (never throws; a damaged record gets a `problem`), null if not a game's. */
export function entryFrom(s: Stored<unknown>): GameEntry | null {
  if (!GAME_ID_RE.test(s.id)) return null;
  const entry: GameEntry = {
    id: s.id,
    rev: s.rev,
    name: '',
    meta: null,
    createdAt: 0,
    updatedAt: 0,
    save: null,
    problem: s.unreadable ?? null,
    raw: ownSave(s.data),
  };
  if (s.unreadable) return entry;
  const record = parseBy(gameRecordSchema, s.data);
  if (!record.ok) return { ...entry, problem: problem('notAGameRecord') };
  const { name, meta, createdAt, updatedAt, save } = record.value;
  const parsed = parseSave(save);
  const facts = parseBy(gameMetaSchema, meta);
  return {
    ...entry,
    name: cleanName(name),
    // The list's facts are computed when the game is written: wrong ones are only left out.
    meta: facts.ok ? { ...facts.value, circuit: cleanName(facts.value.circuit, 120) } : null,
    createdAt,
    updatedAt,
    save: parsed.ok ? parsed.save : null,
    problem: parsed.ok ? null : parsed.error,
  };
}
