// Collections of records in IndexedDB (games, circuits, lab reports), through idb-keyval: a ~1 kB,
// well-kept wrapper whose `update` runs read-and-write in one transaction, which is all a
// compare-and-set needs. Every record carries a revision; a write names the revision it was based on
// and is refused (with the newer record) if another tab wrote since, so no tab overwrites newer work.
// Every failure comes back as a value: a coded problem (i18n/errors.ts words it where it is shown, and
// names the game in it) and its sentence; nothing is swallowed or thrown.
// Tabs hear of each other's writes through a BroadcastChannel.
import { problem, type Problem } from '../i18n/errors';
import { del, entries, get, keys, update, type UseStore } from 'idb-keyval';
import { openStore } from './idbOpen';

export interface Stored<T> {
  id: string;
  /** Revision: 1 for the first write, +1 for each later one. */
  rev: number;
  /** The tab that wrote it last. */
  tab: string;
  savedAt: string;
  data: T;
  /** Set (and `data` absent) when the browser could not read this record: listed with the reason, never fatal. */
  unreadable?: Problem;
}

export type WriteResult =
  | { ok: true; rev: number }
  | { ok: false; reason: 'conflict'; newer: Stored<unknown> }
  | { ok: false; reason: 'failed'; problem: Problem };

export type ReadResult<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** A failed write: its problem (worded where it is shown). */
const failed = (p: Problem): WriteResult => ({ ok: false, reason: 'failed', problem: p });

/** A failed read: its problem (worded where it is shown). */
export const readFailed = (p: Problem): { ok: false; problem: Problem } => ({ ok: false, problem: p });

/** This tab, as other tabs see it in records and messages. */
export const TAB_ID: string = (() => {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  const a = new Uint32Array(4);
  c?.getRandomValues?.(a);
  return Array.from(a, (x) => x.toString(16)).join('-');
})();

export interface Collection<T> {
  list(): Promise<ReadResult<Stored<T>[]>>;
  get(id: string): Promise<ReadResult<Stored<T> | undefined>>;
  /** Write `data` as the revision after `baseRev` (0: a new record); refused if the stored one is newer. */
  put(id: string, data: T, baseRev: number): Promise<WriteResult>;
  remove(id: string): Promise<WriteResult>;
  /** Called when another tab wrote or removed a record of this collection. Returns an unsubscribe. */
  onChange(listener: (id: string) => void): () => void;
}

/** Why a storage call failed, as a problem (worded where it is shown). */
export function storageProblem(e: unknown): Problem {
  const name =
    typeof e === 'object' && e !== null && 'name' in e ? String((e as { name: unknown }).name) : '';
  if (name === 'QuotaExceededError') return problem('storageFull');
  if (name === 'StorageTimeout') return problem('storageTimeout');
  return problem('storageRefused');
}

export function collection<T>(name: string): Collection<T> {
  let store: UseStore | null = null;
  // Closes on `versionchange` and times out (idbOpen.ts): the database never blocks another tab or this one.
  const db = (): UseStore => (store ??= openStore(`titan-race-${name}`, name));
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`titan-race-${name}`) : null;
  const announce = (id: string) => {
    try {
      channel?.postMessage({ tab: TAB_ID, id });
    } catch {
      // A closed channel only means no other tab listens: the write itself succeeded.
    }
  };

  return {
    async list() {
      try {
        const all = await entries<string, Stored<T>>(db());
        return { ok: true, value: all.map(([, v]) => v).filter(isStored) as Stored<T>[] };
      } catch (e) {
        if (isTimeout(e)) return readFailed(readProblem(e));
        // One record the browser cannot read (e.g. nested too deep to deserialize) must not hide the others:
        // read them one by one, and list the unreadable ones with the reason (for Delete).
        return listOneByOne<T>(db(), readProblem(e));
      }
    },
    async get(id) {
      try {
        const v = await get<Stored<T>>(id, db());
        return { ok: true, value: isStored(v) ? v : undefined };
      } catch (e) {
        return readFailed(readProblem(e));
      }
    },
    async put(id, data, baseRev) {
      let result: WriteResult = failed(problem('nothingWritten'));
      try {
        await update<Stored<T> | undefined>(
          id,
          (old) => {
            const current = isStored(old) ? old.rev : 0;
            if (current > baseRev) {
              result = { ok: false, reason: 'conflict', newer: old as Stored<unknown> };
              return old;
            }
            const rev = current + 1;
            result = { ok: true, rev };
            return { id, rev, tab: TAB_ID, savedAt: new Date().toISOString(), data };
          },
          db(),
        );
      } catch (e) {
        return failed(storageProblem(e));
      }
      if (result.ok) announce(id);
      return result;
    },
    async remove(id) {
      try {
        await del(id, db());
      } catch (e) {
        return failed(storageProblem(e));
      }
      announce(id);
      return { ok: true, rev: 0 };
    },
    onChange(listener) {
      if (!channel) return () => {};
      const h = (ev: MessageEvent) => {
        const m = ev.data as { tab?: unknown; id?: unknown } | null;
        if (m && m.tab !== TAB_ID && typeof m.id === 'string') listener(m.id);
      };
      channel.addEventListener('message', h);
      return () => channel.removeEventListener('message', h);
    },
  };
}

function isStored(v: unknown): v is Stored<unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return typeof r.id === 'string' && typeof r.rev === 'number' && 'data' in r;
}

function isTimeout(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'StorageTimeout';
}

async function listOneByOne<T>(store: UseStore, failure: Problem): Promise<ReadResult<Stored<T>[]>> {
  let ids: IDBValidKey[];
  try {
    ids = await keys(store);
  } catch {
    return readFailed(failure);
  }
  const out: Stored<T>[] = [];
  for (const id of ids) {
    if (typeof id !== 'string') continue;
    try {
      const v = await get<Stored<T>>(id, store);
      if (isStored(v)) out.push(v as Stored<T>);
    } catch (e) {
      out.push({ id, rev: 0, tab: '', savedAt: '', data: undefined as T, unreadable: readProblem(e) });
    }
  }
  return { ok: true, value: out };
}

function readProblem(e: unknown): Problem {
  return problem(isTimeout(e) ? 'readTimeout' : 'readRefused');
}
