// The games library: every game has an id and one record in IndexedDB (`collection('games')`,
// src/store/db.ts), so a reload, Back, a second tab or a link never swaps or overwrites a game. A record
// holds the save (setup + actions, replayed by the engine on load), the game's given name, and a few
// facts for the home list (circuit, Titans, round, who leads) computed when it was written.
//
// Records are read through their schema (gameEntry.ts, loaded when the first record is read): a record
// that is not a playable save is still listed, with the reason, so it can be exported or deleted (nothing
// is dropped silently). Failures come back as values.
import type { WriteResult, Collection, ReadResult } from './db';
import { collection, readFailed } from './db';
import { cleanName } from './names';
import type { SaveFile } from './saveFile';
import { saveReader } from './saveReader';
import type { TitanId } from '../engine/types';
import { fail, problem, type Problem, type Result } from '../i18n/errors';

export const AUTOSAVE_KEY = 'titan-race/autosave';
export const GAME_ID_RE = /^g-[a-z0-9]{6,24}$/;

/** What the home list shows without replaying the game. */
export interface GameMeta {
  /** Circuit name(s), e.g. "Kaldheira" or "Kaldheira → Ban-Kog" for a Grand Slam. */
  circuit: string;
  titans: TitanId[];
  round: number;
  /** The winner once finished, else the Titan furthest ahead (null before anyone entered the board). */
  leader: TitanId | null;
  finished: boolean;
}

export interface GameRecord {
  kind: 'game';
  /** A SaveFile as written; checked with parseSave whenever it is read. */
  save: unknown;
  /** The name its players gave it ('' until renamed: the list then names it by circuit). */
  name: string;
  meta: GameMeta | null;
  createdAt: number;
  updatedAt: number;
}

export interface GameEntry {
  id: string;
  rev: number;
  name: string;
  meta: GameMeta | null;
  createdAt: number;
  updatedAt: number;
  /** The save, when it is one; else null and `problem` says why. */
  save: SaveFile | null;
  problem: Problem | null;
  /** The raw record's save, for "Export" even when it is damaged. */
  raw: unknown;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A new game id (not the engine's randomness: ids only need to be unique in this browser). */
export function newGameId(): string {
  const a = new Uint32Array(2);
  globalThis.crypto.getRandomValues(a);
  return `g-${a[0].toString(36)}${a[1].toString(36)}`.slice(0, 20).padEnd(8, '0');
}

export class GameLibrary {
  constructor(readonly store: Collection<GameRecord>) {}

  /** Every game, newest first. */
  async list(): Promise<ReadResult<GameEntry[]>> {
    const r = await this.store.list();
    if (!r.ok || r.value.length === 0) return r.ok ? { ok: true, value: [] } : r;
    const read = await reader();
    if (!read.ok) return read;
    const { entryFrom } = read.value;
    const out: GameEntry[] = [];
    for (const s of r.value) {
      const e = entryFrom(s);
      if (e) out.push(e);
    }
    out.sort((a, b) => b.updatedAt - a.updatedAt || b.createdAt - a.createdAt);
    return { ok: true, value: out };
  }

  async get(id: string): Promise<ReadResult<GameEntry | undefined>> {
    const r = await this.store.get(id);
    if (!r.ok || !r.value) return r.ok ? { ok: true, value: undefined } : r;
    const read = await reader();
    if (!read.ok) return read;
    return { ok: true, value: read.value.entryFrom(r.value) ?? undefined };
  }

  put(id: string, record: GameRecord, baseRev: number): Promise<WriteResult> {
    return this.store.put(id, record, baseRev);
  }

  /** Give a game a name (cleaned); the record's other fields are kept, even if another tab wrote since. */
  async rename(id: string, name: string): Promise<Result> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const r = await this.store.get(id);
      if (!r.ok) return fail(r.problem);
      if (!r.value || !isObject(r.value.data)) return fail(problem('gameGone'));
      const data = { ...(r.value.data as GameRecord), name: cleanName(name) };
      const w = await this.store.put(id, data, r.value.rev);
      if (w.ok) return { ok: true };
      if (w.reason === 'failed') return fail(w.problem);
    }
    return fail(problem('gameKeepsChanging'));
  }

  async remove(id: string): Promise<Result> {
    const w = await this.store.remove(id);
    return w.ok || w.reason !== 'failed' ? { ok: true } : fail(w.problem);
  }

  /** Called when another tab wrote or removed a game. */
  subscribe(listener: (id: string) => void): () => void {
    return this.store.onChange(listener);
  }
}

/** The save reader (saveReader.ts), or the failure to load it as a read failure. */
async function reader(): Promise<ReadResult<Awaited<ReturnType<typeof saveReader>>>> {
  try {
    return { ok: true, value: await saveReader() };
  } catch {
    return readFailed(problem('readerNotLoaded'));
  }
}

let shared: GameLibrary | null = null;
const listeners = new Set<(id: string | null) => void>();

/** The app's games library (one per tab). */
export function getGameLibrary(): GameLibrary {
  if (!shared) {
    shared = new GameLibrary(collection<GameRecord>('games'));
    shared.subscribe((id) => notifyLocal(id));
  }
  return shared;
}

/** For tests: use this library instead (e.g. over a fresh fake-indexeddb collection). */
export function setGameLibrary(lib: GameLibrary | null): void {
  shared = lib;
  if (lib) lib.subscribe((id) => notifyLocal(id));
}

/** Changes to the library from this tab or another (the home list listens). */
export function subscribeGames(cb: (id: string | null) => void): () => void {
  listeners.add(cb);
  return () => void listeners.delete(cb);
}

export function notifyLocal(id: string | null): void {
  for (const l of [...listeners]) l(id);
}
