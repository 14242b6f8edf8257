// Writes games to the library one at a time, always the latest state of each game, each write based on
// the revision this tab last read or wrote (src/store/db.ts refuses it if another tab wrote since). What
// happens then is the store's choice (onConflict).
//
// A move is never lost: the latest record of every game whose write failed, or is still
// under way, is kept in a journal this tab CAN write — sessionStorage (`titan-race/unwritten`), else memory
// — updated on every move until a write lands, retried on a timer, and taken back when the game is opened
// again in this tab (after a reload: `takeStash`). On `pagehide` the writes still in flight join it too.
import type { GameEntry, GameLibrary, GameRecord } from './games';
import { saveReader } from './saveReader';
import { parseJson } from './validate';
import { problem, type Problem } from '../i18n/errors';

export const STASH_KEY = 'titan-race/unwritten';
/** A journal holds a few saves; a real one is far below this. */
const MAX_STASH = 4_000_000;
const STASH_CAPS = { chars: MAX_STASH, depth: 32, nodes: 2_000_000 };
/** Retries of a failed write: 2 s, doubling, at most every 30 s. */
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 30_000;

export interface SaverEvents {
  onSaved(id: string, rev: number): void;
  /** A write failed; `journal` says where its moves are kept meanwhile. */
  onFailure(id: string, problem: Problem, journal: 'tab' | 'memory'): void;
  /** Our write of `ours` was refused: `theirs` (another tab's) is newer. */
  onConflict(id: string, ours: GameRecord, theirs: GameEntry): void;
}

export interface Stash {
  id: string;
  base: number;
  record: GameRecord;
}

/** What the journal in sessionStorage held, when it was not a journal (for quarantine). */
export type TakenStash = { ok: true; stash: Stash | null } | { ok: false; raw: string; problem: Problem };

export class GameSaver {
  private revs = new Map<string, number>();
  private pending = new Map<string, GameRecord>();
  private inflight: Stash | null = null;
  /** The latest record of each game whose last write failed (the journal in memory). */
  private failed = new Map<string, Stash>();
  /** Every game this saver wrote or tried to: the journal entries it answers for. */
  private touched = new Set<string>();
  private writing: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryMs = RETRY_FIRST_MS;
  private journalIn: 'tab' | 'memory' = 'tab';

  constructor(
    private lib: () => GameLibrary,
    private ev: SaverEvents,
    private tabStorage: () => Storage | null = () => null,
  ) {}

  rev(id: string): number {
    return this.revs.get(id) ?? 0;
  }

  setRev(id: string, rev: number): void {
    this.revs.set(id, rev);
    const f = this.failed.get(id);
    if (f) f.base = rev;
  }

  /** Is a write of this game waiting or under way? */
  busy(id: string): boolean {
    return this.pending.has(id) || this.inflight?.id === id;
  }

  /** Has this game moves that no write has stored yet (its last write failed)? */
  unsaved(id: string): boolean {
    return this.failed.has(id);
  }

  save(id: string, record: GameRecord): void {
    this.touched.add(id);
    this.pending.set(id, record);
    // While the store fails, every move goes to the journal at once (it may be the last chance).
    if (this.failed.has(id)) {
      this.failed.set(id, { id, base: this.rev(id), record });
      this.journal();
    }
    this.writing ??= this.flush().finally(() => (this.writing = null));
  }

  /** Forget a waiting write (its game was resolved another way). */
  drop(id: string): void {
    this.pending.delete(id);
    if (this.failed.delete(id)) this.journal();
  }

  /** Resolves once every waiting write has been tried. */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async flush(): Promise<void> {
    for (;;) {
      const next = this.pending.entries().next();
      if (next.done) return;
      const [id, record] = next.value;
      this.pending.delete(id);
      const base = this.rev(id);
      this.inflight = { id, base, record };
      let r = await this.lib().put(id, record, base);
      // Theirs is read through the save's schema: a reader that cannot load is a failed write, retried.
      const read = r.ok || r.reason !== 'conflict' ? null : await saveReader().catch(() => null);
      if (!r.ok && r.reason === 'conflict' && !read)
        r = { ok: false, reason: 'failed', problem: problem('readerNotLoaded') };
      this.inflight = null;
      if (r.ok) {
        this.revs.set(id, r.rev);
        if (this.failed.delete(id)) this.journal();
        this.ev.onSaved(id, r.rev);
      } else if (r.reason === 'conflict') {
        const theirs = read!.entryFrom(r.newer);
        // Not a game record any more (cannot happen through this app): keep ours by writing over it.
        if (!theirs) {
          this.revs.set(id, r.newer.rev);
          if (!this.pending.has(id)) this.pending.set(id, record);
        } else {
          // The conflict handler keeps ours (written on top, or as a copy) or finds it behind theirs.
          if (this.failed.delete(id)) this.journal();
          this.ev.onConflict(id, this.pending.get(id) ?? record, theirs);
        }
      } else {
        this.failed.set(id, { id, base, record: this.pending.get(id) ?? record });
        this.journal();
        this.scheduleRetry();
        this.ev.onFailure(id, r.problem, this.journalIn);
      }
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      for (const [id, f] of this.failed) if (!this.busy(id)) this.save(id, f.record);
      this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
    }, this.retryMs);
    // Node (tests, CLIs): a retry must not keep the process alive.
    (this.retryTimer as { unref?: () => void }).unref?.();
  }

  /**
   * Write the journal: this saver's unstored records (failed, waiting and, with `all`, the one in flight)
   * in place of its older entries; other games' entries (from before a reload) are kept.
   */
  private journal(all = false): void {
    const mine = new Map<string, Stash>(this.failed);
    if (all) {
      if (this.inflight) mine.set(this.inflight.id, this.inflight);
      for (const [id, record] of this.pending) mine.set(id, { id, base: this.rev(id), record });
    }
    const storage = this.tabStorage();
    const taken = readJournal(storage);
    const others = taken.ok ? taken.list.filter((s) => !this.touched.has(s.id) && !mine.has(s.id)) : [];
    const out = [...others, ...mine.values()];
    // No sessionStorage, or full or off: the journal is `failed`, in memory (the warning says to export).
    this.journalIn = storage && writeJournal(storage, out) ? 'tab' : mine.size ? 'memory' : 'tab';
  }

  /** On pagehide: keep what is not yet written where this tab finds it after a reload. */
  stash(): void {
    if (this.failed.size || this.pending.size || this.inflight) this.journal(true);
  }

  /** The unwritten record of game `id` this tab journaled before its last reload, if any (taken once). */
  static takeStash(storage: Storage | null, id: string): TakenStash {
    const taken = readJournal(storage);
    if (!taken.ok) {
      // Not a journal (damaged, or junk written by someone else): removed, and handed back for quarantine.
      try {
        storage?.removeItem(STASH_KEY);
      } catch {
        // read-only storage: found again next time, and set aside again under the same id
      }
      return taken;
    }
    const list = taken.list;
    const i = list.findIndex((s) => s.id === id);
    if (i < 0) return { ok: true, stash: null };
    const [s] = list.splice(i, 1);
    try {
      if (list.length) storage?.setItem(STASH_KEY, JSON.stringify(list));
      else storage?.removeItem(STASH_KEY);
    } catch {
      // read-only storage: the stash is taken again next time, which is harmless
    }
    return { ok: true, stash: s };
  }
}

/** The games this tab journaled and has not stored yet (after a reload: what opening them will save). */
export function journaledGames(storage: Storage | null): Stash[] {
  const j = readJournal(storage);
  return j.ok ? j.list : [];
}

type Journal = { ok: true; list: Stash[] } | { ok: false; raw: string; problem: Problem };

/** Write the journal (an empty one is removed); false when the storage refuses (full, or switched off). */
function writeJournal(storage: Storage, list: readonly Stash[]): boolean {
  try {
    if (list.length) storage.setItem(STASH_KEY, JSON.stringify(list));
    else storage.removeItem(STASH_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The journal in sessionStorage, checked by the one validator (validate.ts) before anything walks it. */
function readJournal(storage: Storage | null): Journal {
  let text: string | null = null;
  try {
    text = storage?.getItem(STASH_KEY) ?? null;
  } catch {
    return { ok: true, list: [] };
  }
  if (text === null) return { ok: true, list: [] };
  const parsed = parseJson(text, STASH_CAPS);
  if (!parsed.ok) return { ok: false, raw: text, problem: parsed.error };
  if (!Array.isArray(parsed.value)) return { ok: false, raw: text, problem: problem('journalNotSaves') };
  const list: Stash[] = [];
  for (const s of parsed.value as unknown[]) {
    const e = s as Partial<Stash> | null;
    if (
      typeof e !== 'object' ||
      e === null ||
      typeof e.id !== 'string' ||
      typeof e.base !== 'number' ||
      typeof e.record !== 'object' ||
      e.record === null
    )
      return { ok: false, raw: text, problem: problem('journalNotSaves') };
    list.push(e as Stash);
  }
  return { ok: true, list };
}
