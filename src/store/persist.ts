// Saving games: what the home list shows of a game, how two saves of one game relate, and the one-time move of the old one-slot autosave into the library (games.ts).
import { rowsClimbed } from '../engine';
import type { GameState, TitanId } from '../engine/types';
import { AUTOSAVE_KEY, getGameLibrary, notifyLocal, type GameMeta, type GameRecord } from './games';
import { SAVE_CAPS, type SaveFile } from './saveFile';
import { saveReader } from './saveReader';
import { parseJson } from './validate';
import { replay } from './session';
import { problem, type Problem } from '../i18n/errors';
import { webStorage } from './storage';

/** What the home list shows of a game, without replaying it. */
export function gameMeta(game: GameState): GameMeta {
  const finished = game.winner >= 0;
  let leader: TitanId | null = finished ? game.titans[game.winner].id : null;
  if (!finished) {
    let best = 0;
    for (let i = 0; i < game.titans.length; i++) {
      const p = rowsClimbed(game, i);
      if (p > best) {
        best = p;
        leader = game.titans[i].id;
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

/** How two saves of the same game relate: is one the other played on? */
export function relation(ours: SaveFile, theirs: SaveFile): 'same' | 'ahead' | 'behind' | 'diverged' {
  if (JSON.stringify(ours.setup) !== JSON.stringify(theirs.setup)) return 'diverged';
  const n = Math.min(ours.actions.length, theirs.actions.length);
  for (let i = 0; i < n; i++)
    if (JSON.stringify(ours.actions[i]) !== JSON.stringify(theirs.actions[i])) return 'diverged';
  if (ours.actions.length === theirs.actions.length) {
    // A claimed reaction call (ruling 33) is one step on from the same call unclaimed: a tab that hears
    // of a claim shows the claimer's question instead of letting the call pass for them.
    const a = ours.claim === ours.actions.length;
    const b = theirs.claim === theirs.actions.length;
    return a === b ? 'same' : a ? 'ahead' : 'behind';
  }
  return ours.actions.length > theirs.actions.length ? 'ahead' : 'behind';
}

let migration: Promise<Problem | null> | null = null;

/**
 * Move the autosave of the one-slot days (localStorage `titan-race/autosave`) into the library, once: the
 * key is removed only after the record was written. A save that no longer replays (older rules) is moved
 * too, and listed with the reason, so it can still be exported. Its id comes from its content, so two
 * tabs migrating at once write one record.
 */
export function migrateAutosave(): Promise<Problem | null> {
  // One migration at a time; once the key is gone, later calls only look for it.
  return (migration ??= (async (): Promise<Problem | null> => {
    const ls = webStorage('localStorage');
    let raw: string | null = null;
    try {
      raw = ls?.getItem(AUTOSAVE_KEY) ?? null;
    } catch {
      return null;
    }
    if (!raw) return null;
    // The one validator first: a value it refuses (not JSON, too deep, too large) is moved as its text,
    // so it is listed as damaged with the reason, exportable exactly, never opened (quarantine).
    const checked = parseJson(raw, { ...SAVE_CAPS, chars: Math.max(SAVE_CAPS.chars, raw.length) });
    const data: unknown = checked.ok ? checked.value : raw;
    let parseSave: Awaited<ReturnType<typeof saveReader>>['parseSave'];
    try {
      ({ parseSave } = await saveReader());
    } catch {
      return problem('autosaveNotMoved', undefined, problem('readerNotLoaded'));
    }
    const parsed = parseSave(data);
    let meta: GameMeta | null = null;
    if (parsed.ok) {
      const r = replay(parsed.save);
      if (r.ok) meta = gameMeta(r.session.game);
    }
    const savedAt = parsed.ok && parsed.save.savedAt ? Date.parse(parsed.save.savedAt) : NaN;
    const when = Number.isFinite(savedAt) ? savedAt : Date.now();
    const record: GameRecord = { kind: 'game', save: data, name: '', meta, createdAt: when, updatedAt: when };
    const w = await getGameLibrary().put(`g-m${hash(raw)}`, record, 0);
    if (w.ok || w.reason === 'conflict') {
      try {
        ls?.removeItem(AUTOSAVE_KEY);
      } catch {
        // left for next time; the same id makes that harmless
      }
      notifyLocal(null);
      return null;
    }
    // Not moved: the old autosave stays where it was, and the next visit tries again.
    return problem('autosaveNotMoved', undefined, w.problem);
  })().finally(() => (migration = null)));
}

/** A short stable hash of a text (FNV-1a), for ids. */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36).padStart(7, '0');
}
