// The circuit library: designers' circuits kept in the browser's IndexedDB (one record per circuit in
// `collection('circuits')`, src/store/db.ts), plus the editors' working copies in the same collection, so a
// reload never loses work. Every record has a revision: a write names the revision it is based on and is
// refused if another tab wrote since, so no tab overwrites newer work. Failures come back as values with a
// sentence; nothing is thrown or swallowed.
//
// Reading is synchronous from a cache the library fills when it loads and refreshes when any tab changes a
// record, so other parts of the app (the game setup, the lab) can call:
//   listPlayableCircuits()  – the standard six, then every VALID saved circuit
//   resolveCircuit(id)      – a standard id → the standard circuit; a saved id → its circuit; else null
//   subscribeLibrary(cb)    – called after any change (also from another tab) and once loaded
//   libraryState()          – 'loading' | 'ready' | 'unreadable'
//
// Before this, the library lived in localStorage (`titanRace.circuits.v1`, the working copy in
// `titanRace.editorDraft.v1`); it is moved once into IndexedDB, and the old keys are removed only after
// every record was written.
import '../i18n/editorMessages';
import { STANDARD_CIRCUITS, STANDARD_ORDER, validateCircuit } from '../engine/circuits';
import { CIRCUIT_IDS, type Circuit, type CircuitId, type Element } from '../engine/types';
import { collection, readFailed, type Collection, type Stored, type WriteResult } from '../store/db';
import { cleanName, MAX_NAME } from '../store/names';
import { cloneCircuit, DRAFT_ID, sortedSpaces } from './model';
import { parentFor, parentOf, readParent, withoutParent, withParent, type ParentRef } from './parent';
import { fail, problem, type Problem, type ProblemCode, type Result } from '../i18n/errors';

export const LIBRARY_KEY = 'titanRace.circuits.v1';
export const DRAFT_KEY = 'titanRace.editorDraft.v1';

/** The part of the Web Storage API the migration reads (window.localStorage fits). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A saved circuit as stored: `data` of a `Stored` record whose id is the library id. */
interface CircuitRecord {
  kind: 'circuit';
  circuit: Circuit;
  /** Milliseconds since 1970. */
  updatedAt: number;
}

/** The library entry a working copy was opened from or saved as: its id, revision and content then. */
export interface Base {
  id: string;
  rev: number;
  circuit: Circuit;
}

/** An editor's working copy (record id `draft-<tab key>`). */
export interface DraftRecord {
  kind: 'draft';
  circuit: Circuit;
  base: Base | null;
  updatedAt: number;
}

export type LibraryRecord = CircuitRecord | DraftRecord;

export interface LibraryEntry {
  /** Unique, never a standard circuit id; the circuit's own id is kept equal to it. */
  id: string;
  circuit: Circuit;
  /** Milliseconds since 1970. */
  updatedAt: number;
  /** The record's revision (1 for the first save). */
  rev: number;
}

export interface PlayableCircuit {
  /** A standard id ('kaldheira', …) or a library id ('c-…'). Use it in `#/play?circuit=` and `#/lab?circuit=`. */
  id: string;
  name: string;
  /** The contract's circuit alone (what the engine plays). */
  circuit: Circuit;
  standard: boolean;
  updatedAt?: number;
  /** The circuit it was copied from (parent.ts), when it names one. */
  parent?: ParentRef;
}

export type LibraryState = 'loading' | 'ready' | 'unreadable';

export type SaveResult =
  | { ok: true; entry: LibraryEntry }
  /** Another tab saved this circuit since `baseRev`: nothing was written; `newer` is what it saved. */
  | { ok: false; reason: 'conflict'; newer: LibraryEntry }
  | { ok: false; reason: 'failed'; problem: Problem };

export type ActionResult = Result<{ entry: LibraryEntry | null }>;

export interface LibraryChange {
  /** The record that changed (a library id or a working copy's `draft-…`), or null for "everything". */
  id: string | null;
  /** The change came from another tab. */
  external: boolean;
}

const ID_RE = /^c-[a-z0-9]{4,32}$/;
const DRAFT_RECORD_RE = /^draft-[a-z0-9-]{1,40}$/;
/** How long the library waits for the browser's storage before saying it did not answer. */
const LOAD_TIMEOUT_MS = 5000;

export function isStandardId(id: string): id is CircuitId {
  return (CIRCUIT_IDS as readonly string[]).includes(id);
}

/** An in-memory storage (tests of the migration). */
export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => (data.has(k) ? data.get(k)! : null),
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A clean copy of a circuit read from storage, or null if it is not one: only string fields, only string
 * spaces, a cleaned name. The validator decides later whether it is playable.
 */
function circuitFromData(v: unknown): Circuit | null {
  if (!isObject(v) || typeof v.name !== 'string' || !isObject(v.spaces)) return null;
  const spaces: Record<string, Element> = {};
  for (const [k, e] of Object.entries(v.spaces)) {
    if (typeof e === 'string')
      Object.defineProperty(spaces, k, { value: e, enumerable: true, writable: true });
  }
  const c: Circuit = {
    id: typeof v.id === 'string' ? v.id : DRAFT_ID,
    name: cleanName(v.name),
    spaces: sortedSpaces(spaces),
  };
  if (typeof v.description === 'string') c.description = v.description;
  return withParent(c, readParent(v.parent));
}

function entryFrom(s: Stored<unknown>): LibraryEntry | null {
  if (!ID_RE.test(s.id) || !isObject(s.data) || s.data.kind !== 'circuit') return null;
  const circuit = circuitFromData(s.data.circuit);
  if (!circuit) return null;
  circuit.id = s.id;
  const t = s.data.updatedAt;
  return { id: s.id, circuit, updatedAt: typeof t === 'number' && Number.isFinite(t) ? t : 0, rev: s.rev };
}

function baseFrom(v: unknown): Base | null {
  if (!isObject(v) || typeof v.id !== 'string' || typeof v.rev !== 'number') return null;
  const circuit = circuitFromData(v.circuit);
  return circuit ? { id: v.id, rev: v.rev, circuit } : null;
}

/** A working copy read from storage, cleaned; null if the record is not one. */
export function draftFrom(s: Stored<unknown>): (Stored<DraftRecord> & { data: DraftRecord }) | null {
  if (!DRAFT_RECORD_RE.test(s.id) || !isObject(s.data) || s.data.kind !== 'draft') return null;
  const circuit = circuitFromData(s.data.circuit);
  if (!circuit) return null;
  const t = s.data.updatedAt;
  return {
    ...s,
    data: {
      kind: 'draft',
      circuit,
      base: baseFrom(s.data.base),
      updatedAt: typeof t === 'number' && Number.isFinite(t) ? t : 0,
    },
  };
}

const copyEntry = (e: LibraryEntry): LibraryEntry => ({ ...e, circuit: cloneCircuit(e.circuit) });

function timeout<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(fallback), ms);
    p.then((v) => {
      clearTimeout(t);
      resolve(v);
    });
  });
}

export interface LibraryOptions {
  /** Where the library lived before (localStorage): moved into the store once. */
  legacy?: KeyValueStorage | null;
  now?: () => number;
  random?: () => number;
}

export class CircuitLibrary {
  private entries = new Map<string, LibraryEntry>();
  private listeners = new Set<(c: LibraryChange) => void>();
  private loading: Promise<void> | null = null;
  private now: () => number;
  private random: () => number;
  state: LibraryState = 'loading';
  /** +1 after every change (a snapshot for useSyncExternalStore). */
  version = 0;
  /** Why the library could not be read (state 'unreadable'). */
  readProblem: Problem | null = null;
  /** Circuits saved before the move to IndexedDB that could not be moved yet (shown, kept in place). */
  migrationProblem: Problem | null = null;

  constructor(
    readonly store: Collection<LibraryRecord>,
    private options: LibraryOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  /** Read the library (once; later calls return the same promise). Moves the old localStorage data first. */
  load(): Promise<void> {
    return (this.loading ??= this.doLoad());
  }

  private async doLoad(): Promise<void> {
    this.store.onChange((id) => void this.refresh(id));
    const legacy = await this.migrate();
    const r = await timeout(this.store.list(), LOAD_TIMEOUT_MS, readFailed(problem('libraryNoAnswer')));
    if (!r.ok) {
      this.state = 'unreadable';
      this.readProblem = r.problem;
    } else {
      for (const s of r.value) {
        const e = entryFrom(s);
        if (e) this.entries.set(e.id, e);
      }
      this.state = 'ready';
    }
    // Circuits that are still only in the old place are shown (and playable) too.
    for (const e of legacy) if (!this.entries.has(e.id)) this.entries.set(e.id, e);
    this.notify({ id: null, external: false });
  }

  /**
   * Move the localStorage library and working copy into the store. The old keys are removed only once every
   * record is written (or was already there, written by another tab). Returns the entries not moved.
   */
  private async migrate(): Promise<LibraryEntry[]> {
    const ls = this.options.legacy;
    if (!ls) return [];
    let rawLib: string | null;
    let rawDraft: string | null;
    try {
      rawLib = ls.getItem(LIBRARY_KEY);
      rawDraft = ls.getItem(DRAFT_KEY);
    } catch {
      return [];
    }
    if (rawLib === null && rawDraft === null) return [];

    const entries: LibraryEntry[] = [];
    let libReadable = rawLib === null;
    if (rawLib !== null) {
      try {
        const doc = JSON.parse(rawLib) as unknown;
        if (isObject(doc) && Array.isArray(doc.entries)) {
          libReadable = true;
          for (const x of doc.entries) {
            if (!isObject(x) || typeof x.id !== 'string') continue;
            const circuit = circuitFromData(x.circuit);
            if (!circuit) continue;
            const id = ID_RE.test(x.id) ? x.id : this.newId();
            circuit.id = id;
            const t = typeof x.updatedAt === 'number' && Number.isFinite(x.updatedAt) ? x.updatedAt : 0;
            entries.push({ id, circuit, updatedAt: t, rev: 0 });
          }
        }
      } catch {
        // unreadable: set aside below, never lost
      }
    }

    let failure: Problem | null = null;
    for (const e of entries) {
      const w = await this.store.put(
        e.id,
        { kind: 'circuit', circuit: e.circuit, updatedAt: e.updatedAt },
        0,
      );
      if (!w.ok && w.reason === 'failed') {
        failure = w.problem;
        break;
      }
    }
    if (!failure && rawDraft !== null) {
      try {
        const d = JSON.parse(rawDraft) as unknown;
        const circuit = isObject(d) ? circuitFromData(d.circuit) : null;
        if (circuit) {
          const w = await this.store.put(
            'draft-legacy',
            { kind: 'draft', circuit, base: null, updatedAt: this.now() },
            0,
          );
          if (!w.ok && w.reason === 'failed') failure = w.problem;
        }
      } catch {
        // an unreadable working copy was never usable: nothing to move
      }
    }
    if (failure) {
      this.migrationProblem = problem('circuitsNotMoved', undefined, failure);
      return entries;
    }
    try {
      if (rawLib !== null && !libReadable) {
        // Never lose a designer's work: keep unreadable text aside instead of dropping it.
        ls.setItem(`${LIBRARY_KEY}.unreadable.${this.now()}`, rawLib);
      }
      ls.removeItem(LIBRARY_KEY);
      ls.removeItem(DRAFT_KEY);
    } catch {
      // the old keys stay; the next load finds every record already there
    }
    return [];
  }

  /** Another tab changed record `id` (or this tab did, through the store): read it again. */
  async refresh(id: string, external = true): Promise<void> {
    if (ID_RE.test(id)) {
      const r = await this.store.get(id);
      if (!r.ok) return;
      const e = r.value ? entryFrom(r.value) : null;
      const cached = this.entries.get(id);
      if (e && (!cached || e.rev >= cached.rev)) this.entries.set(id, e);
      else if (!e) this.entries.delete(id);
    }
    this.notify({ id, external });
  }

  notify(change: LibraryChange = { id: null, external: false }): void {
    this.version++;
    for (const cb of [...this.listeners]) cb(change);
  }

  /** Call `cb` after every change; returns the unsubscribe function. */
  subscribe(cb: (change: LibraryChange) => void): () => void {
    this.listeners.add(cb);
    return () => void this.listeners.delete(cb);
  }

  /** Saved circuits, most recently changed first. */
  list(): LibraryEntry[] {
    return [...this.entries.values()]
      .map(copyEntry)
      .sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id));
  }

  get(id: string): LibraryEntry | null {
    const e = this.entries.get(id);
    return e ? copyEntry(e) : null;
  }

  private newId(): string {
    for (let n = 0; ; n++) {
      const id = `c-${this.now().toString(36)}${Math.floor(this.random() * 36 ** 4)
        .toString(36)
        .padStart(4, '0')}${n >= 8 ? n.toString(36) : ''}`;
      if (!this.entries.has(id) && !isStandardId(id)) return id;
    }
  }

  /**
   * Save a circuit. With the id of a known entry, that entry is written as the revision after `baseRev`
   * (default: the revision this tab knows), and refused if another tab saved since. Otherwise (no id, the
   * draft id, a standard id, a deleted or unknown id) a new entry is made with a fresh id.
   */
  async save(circuit: Circuit, opts: { id?: string | null; baseRev?: number } = {}): Promise<SaveResult> {
    const known = opts.id ? this.entries.get(opts.id) : undefined;
    for (let attempt = 0; ; attempt++) {
      const id = known ? known.id : this.newId();
      const baseRev = known ? (opts.baseRev ?? known.rev) : 0;
      const c = cloneCircuit(circuit);
      c.id = id;
      c.name = cleanName(c.name);
      c.spaces = sortedSpaces(c.spaces);
      const updatedAt = this.now();
      const w = await this.store.put(id, { kind: 'circuit', circuit: c, updatedAt }, baseRev);
      if (w.ok) {
        const entry: LibraryEntry = { id, circuit: c, updatedAt, rev: w.rev };
        this.entries.set(id, entry);
        this.notify({ id, external: false });
        return { ok: true, entry: copyEntry(entry) };
      }
      if (w.reason === 'failed') return { ok: false, reason: 'failed', problem: w.problem };
      const newer = entryFrom(w.newer);
      // A fresh id another tab took a moment ago: try another one.
      if (!known && attempt < 5) continue;
      if (!newer) return { ok: false, reason: 'failed', problem: problem('circuitIdTaken') };
      const cached = this.entries.get(id);
      if (!cached || newer.rev > cached.rev) this.entries.set(id, newer);
      return { ok: false, reason: 'conflict', newer: copyEntry(newer) };
    }
  }

  /** Rename an entry (cleaned; an empty name is refused). A newer save by another tab keeps its content. */
  async rename(id: string, name: string): Promise<ActionResult> {
    const clean = cleanName(name);
    if (!clean) return fail(problem('circuitNeedsName'));
    for (let attempt = 0; attempt < 5; attempt++) {
      const e = this.entries.get(id);
      if (!e) return fail(problem('circuitGone'));
      const r = await this.save({ ...e.circuit, name: clean }, { id, baseRev: e.rev });
      if (r.ok) return { ok: true, entry: r.entry };
      if (r.reason === 'failed') return fail(writeProblem('couldNotRename', r));
      // conflict: the cache now holds the newer version; rename that one
    }
    return fail(problem('couldNotRename', undefined, problem('otherTabKeepsChanging')));
  }

  async duplicate(id: string): Promise<ActionResult> {
    const e = this.entries.get(id);
    if (!e) return fail(problem('circuitGone'));
    // The copy names the saved circuit as it is now as its parent.
    const copy = withParent({ ...e.circuit, name: copyName(e.circuit.name) }, parentFor(e.circuit, false));
    const r = await this.save(copy);
    return r.ok ? { ok: true, entry: r.entry } : fail(writeProblem('couldNotDuplicate', r));
  }

  async delete(id: string): Promise<ActionResult> {
    const w = await this.store.remove(id);
    if (!w.ok) return fail(writeProblem('couldNotDelete', w));
    this.entries.delete(id);
    this.notify({ id, external: false });
    return { ok: true, entry: null };
  }

  // -- working copies --------------------------------------------------------------------------------------

  async getDraft(key: string): Promise<Result<{ value: Stored<DraftRecord> | null }>> {
    const r = await this.store.get(`draft-${key}`);
    if (!r.ok) return fail(r.problem);
    return { ok: true, value: r.value ? draftFrom(r.value) : null };
  }

  /** The most recently written working copy of any tab (a new tab starts from it). */
  async newestDraft(): Promise<Stored<DraftRecord> | null> {
    const r = await this.store.list();
    if (!r.ok) return null;
    let best: Stored<DraftRecord> | null = null;
    for (const s of r.value) {
      const d = draftFrom(s);
      if (d && (!best || d.data.updatedAt > best.data.updatedAt)) best = d;
    }
    return best;
  }

  /**
   * Remove old working copies of closed tabs that hold nothing unsaved: a blank circuit, or exactly the
   * library entry they came from. The newest `keep` and every copy with unsaved work stay.
   */
  async pruneDrafts(keep = 10): Promise<number> {
    const r = await this.store.list();
    if (!r.ok) return 0;
    const drafts = r.value
      .map(draftFrom)
      .filter((d): d is NonNullable<typeof d> => d !== null)
      .sort((a, b) => b.data.updatedAt - a.data.updatedAt)
      .slice(keep);
    let removed = 0;
    for (const d of drafts) {
      const c = d.data.circuit;
      const blank = Object.keys(c.spaces).length === 0 && !c.description && c.name === 'New circuit';
      const entry = this.entries.get(c.id);
      const inLibrary =
        !!entry &&
        entry.circuit.name === c.name &&
        (entry.circuit.description ?? '') === (c.description ?? '') &&
        JSON.stringify(entry.circuit.spaces) === JSON.stringify(sortedSpaces(c.spaces));
      if ((blank || inLibrary) && (await this.store.remove(d.id)).ok) removed++;
    }
    return removed;
  }

  putDraft(
    key: string,
    draft: Omit<DraftRecord, 'kind' | 'updatedAt'>,
    baseRev: number,
  ): Promise<WriteResult> {
    return this.store.put(
      `draft-${key}`,
      { kind: 'draft', circuit: cloneCircuit(draft.circuit), base: draft.base, updatedAt: this.now() },
      baseRev,
    );
  }

  /** The standard six (in STANDARD_ORDER), then every saved circuit the engine's validator accepts. */
  listPlayable(): PlayableCircuit[] {
    const out = standardPlayables();
    for (const e of this.list()) {
      const v = validateCircuit(e.circuit);
      if (!v.ok) continue;
      const parent = parentOf(e.circuit);
      out.push({
        id: e.id,
        name: e.circuit.name,
        circuit: withoutParent(e.circuit),
        standard: false,
        updatedAt: e.updatedAt,
        ...(parent ? { parent } : {}),
      });
    }
    return out;
  }

  /** A standard id → the standard circuit; a saved id → the saved circuit if valid; else null. */
  resolve(id: string): Circuit | null {
    if (isStandardId(id)) return STANDARD_CIRCUITS[id];
    const e = this.get(id);
    return e && validateCircuit(e.circuit).ok ? withoutParent(e.circuit) : null;
  }
}

/** The name of a copy: "Lava lane (copy)", cut to the longest name kept. */
export function copyName(name: string): string {
  return suffixedName(name, ' (copy)');
}

/**
 * `name` with `suffix`, within a name's 40 characters: a name too long for both is cut after its last
 * whole word that fits and marked "…" ("Kaldheira — the pools of… (candidate 2)"). It was cut mid-word
 * with no mark ("Kaldheira — the pools of d (candidate 2)", play-test lab2).
 */
export function suffixedName(name: string, suffix: string): string {
  return cleanName(`${cutOnWords(cleanName(name), MAX_NAME - Array.from(suffix).length)}${suffix}`);
}

/**
 * `name` in at most `room` characters: as it is when it fits, else cut after its last whole word that
 * fits (trailing dashes and punctuation dropped) and marked "…". Also names the lab's saved reports.
 */
export function cutOnWords(name: string, room: number): string {
  const chars = Array.from(name);
  if (chars.length <= room) return name;
  const cut = chars.slice(0, room - 1).join('');
  // After the last whole word: the cut ends before a space, or at the last space within it.
  const end = chars[room - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  const head = end > 0 ? cut.slice(0, end).replace(/[\s\p{Pd}:,;.]+$/u, '') : cut;
  return `${head || cut}…`;
}

/** A library action that failed to write: the storage's own problem, or another tab saved first. */
function writeProblem(code: ProblemCode, r: { reason: string } & Partial<{ problem: Problem }>): Problem {
  return problem(code, undefined, r.reason === 'failed' && r.problem ? r.problem : problem('otherTabFirst'));
}

function legacyStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

let shared: CircuitLibrary | null = null;

/** The app's library (IndexedDB collection 'circuits'), loading in the background from the first call. */
export function getLibrary(): CircuitLibrary {
  if (!shared) {
    shared = new CircuitLibrary(collection<LibraryRecord>('circuits'), { legacy: legacyStorage() });
    void shared.load();
  }
  return shared;
}

/** Tests: use another library as the app's library; null restores the default. */
export function setLibraryForTests(lib: CircuitLibrary | null): void {
  shared = lib;
}

export const listPlayableCircuits = (): PlayableCircuit[] => getLibrary().listPlayable();
export const resolveCircuit = (id: string): Circuit | null => getLibrary().resolve(id);
export const libraryState = (): LibraryState => getLibrary().state;
export const libraryVersion = (): number => getLibrary().version;
export const subscribeLibrary = (cb: () => void): (() => void) => getLibrary().subscribe(() => cb());

/** The six standard circuits as the lab and the game list them (STANDARD_ORDER): first in every list. */
export function standardPlayables(): PlayableCircuit[] {
  return STANDARD_ORDER.map((id) => ({
    id,
    name: STANDARD_CIRCUITS[id].name,
    circuit: STANDARD_CIRCUITS[id],
    standard: true,
  }));
}
