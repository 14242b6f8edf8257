// Writes games to the library one at a time, always the latest state of each game, each write based on
// the revision this tab last read or wrote (src/store/db.ts refuses it if another tab wrote since). What
// happens then is the store's choice (onConflict). A write still in flight when the page unloads may never
// commit, so on `pagehide` the unwritten records go to sessionStorage (`stash`), and opening the game
// again in this tab takes them back (`takeStash`).
import type { GameEntry, GameLibrary, GameRecord } from './games';
import { entryFrom } from './games';

export const STASH_KEY = 'titan-race/unwritten';
/** A stash holds a few saves; a real one is far below this. */
const MAX_STASH = 4_000_000;

export interface SaverEvents {
  onSaved(id: string, rev: number): void;
  onFailure(id: string, message: string): void;
  /** Our write of `ours` was refused: `theirs` (another tab's) is newer. */
  onConflict(id: string, ours: GameRecord, theirs: GameEntry): void;
}

interface Stash {
  id: string;
  base: number;
  record: GameRecord;
}

export class GameSaver {
  private revs = new Map<string, number>();
  private pending = new Map<string, GameRecord>();
  private inflight: Stash | null = null;
  private writing: Promise<void> | null = null;

  constructor(
    private lib: () => GameLibrary,
    private ev: SaverEvents,
  ) {}

  rev(id: string): number {
    return this.revs.get(id) ?? 0;
  }

  setRev(id: string, rev: number): void {
    this.revs.set(id, rev);
  }

  /** Is a write of this game waiting or under way? */
  busy(id: string): boolean {
    return this.pending.has(id) || this.inflight?.id === id;
  }

  save(id: string, record: GameRecord): void {
    this.pending.set(id, record);
    this.writing ??= this.flush().finally(() => (this.writing = null));
  }

  /** Forget a waiting write (its game was resolved another way). */
  drop(id: string): void {
    this.pending.delete(id);
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
      const r = await this.lib().put(id, record, base);
      this.inflight = null;
      if (r.ok) {
        this.revs.set(id, r.rev);
        this.ev.onSaved(id, r.rev);
      } else if (r.reason === 'conflict') {
        const theirs = entryFrom(r.newer);
        // Not a game record any more (cannot happen through this app): keep ours by writing over it.
        if (!theirs) {
          this.revs.set(id, r.newer.rev);
          if (!this.pending.has(id)) this.pending.set(id, record);
        } else {
          this.ev.onConflict(id, this.pending.get(id) ?? record, theirs);
        }
      } else {
        this.ev.onFailure(id, r.message);
      }
    }
  }

  /** On pagehide: keep what is not yet written where this tab finds it after a reload. */
  stash(storage: Storage | null): void {
    const out: Stash[] = [];
    for (const [id, record] of this.pending) out.push({ id, base: this.rev(id), record });
    if (this.inflight && !this.pending.has(this.inflight.id)) out.push(this.inflight);
    if (out.length === 0) return;
    try {
      storage?.setItem(STASH_KEY, JSON.stringify(out));
    } catch {
      // sessionStorage full or off: the IndexedDB writes may still land
    }
  }

  /** The unwritten record of game `id` this tab stashed on its last pagehide, if any (taken once). */
  static takeStash(storage: Storage | null, id: string): Stash | null {
    let text: string | null = null;
    try {
      text = storage?.getItem(STASH_KEY) ?? null;
    } catch {
      return null;
    }
    if (text === null || text.length > MAX_STASH) return null;
    let list: unknown;
    try {
      list = JSON.parse(text);
    } catch {
      return null;
    }
    if (!Array.isArray(list)) return null;
    const i = list.findIndex((s) => typeof s === 'object' && s !== null && (s as Stash).id === id);
    if (i < 0) return null;
    const s = list[i] as Stash;
    list.splice(i, 1);
    try {
      if (list.length) storage?.setItem(STASH_KEY, JSON.stringify(list));
      else storage?.removeItem(STASH_KEY);
    } catch {
      // read-only storage: the stash is taken again next time, which is harmless
    }
    if (typeof s.base !== 'number' || typeof s.record !== 'object' || s.record === null) return null;
    return s;
  }
}
