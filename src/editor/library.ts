// The circuit library: designers' circuits saved in the browser (localStorage), plus the editor's working
// draft so a reload never loses work. Pure TypeScript over a tiny storage interface, so tests use a fake.
//
// Other parts of the app (the game setup, the lab) call:
//   listPlayableCircuits()  – the standard six, then every VALID saved circuit
//   resolveCircuit(id)      – a standard id → the standard circuit; a saved id → its circuit; else null
//   subscribeLibrary(cb)    – called after any change (also from another tab)
import { STANDARD_CIRCUITS, STANDARD_ORDER, validateCircuit } from '../engine/circuits';
import { CIRCUIT_IDS, type Circuit, type CircuitId } from '../engine/types';
import { cloneCircuit, DRAFT_ID, sortedSpaces } from './model';

export const LIBRARY_KEY = 'titanRace.circuits.v1';
export const DRAFT_KEY = 'titanRace.editorDraft.v1';

/** The part of the Web Storage API the library uses (window.localStorage fits). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface LibraryEntry {
  /** Unique, never a standard circuit id; the circuit's own id is kept equal to it. */
  id: string;
  circuit: Circuit;
  /** Milliseconds since 1970. */
  updatedAt: number;
}

export interface PlayableCircuit {
  /** A standard id ('kaldheira', …) or a library id ('c-…'). Use it in `#/play?circuit=` and `#/lab?circuit=`. */
  id: string;
  name: string;
  circuit: Circuit;
  standard: boolean;
  updatedAt?: number;
}

/** The editor's working copy: survives reloads. `libraryId` is the entry it was opened from or saved as. */
export interface Draft {
  circuit: Circuit;
  libraryId: string | null;
}

export class LibraryError extends Error {}

interface StoredDoc {
  v: 1;
  entries: unknown[];
}

const ID_RE = /^c-[a-z0-9]{4,32}$/;

function isEntry(e: unknown): e is LibraryEntry {
  if (!e || typeof e !== 'object') return false;
  const x = e as Record<string, unknown>;
  const c = x.circuit as Record<string, unknown> | undefined;
  return (
    typeof x.id === 'string' &&
    typeof x.updatedAt === 'number' &&
    !!c &&
    typeof c === 'object' &&
    typeof c.name === 'string' &&
    !!c.spaces &&
    typeof c.spaces === 'object'
  );
}

export function isStandardId(id: string): id is CircuitId {
  return (CIRCUIT_IDS as readonly string[]).includes(id);
}

/** An in-memory storage (tests, or a browser with storage switched off). */
export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => (data.has(k) ? data.get(k)! : null),
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

export class CircuitLibrary {
  private listeners = new Set<() => void>();

  constructor(
    private storage: KeyValueStorage,
    private now: () => number = Date.now,
    private random: () => number = Math.random,
    /** False when the browser keeps nothing (storage switched off): saved circuits last only this visit. */
    readonly persistent = true,
  ) {}

  private read(): StoredDoc {
    const raw = this.storage.getItem(LIBRARY_KEY);
    if (raw === null) return { v: 1, entries: [] };
    try {
      const doc = JSON.parse(raw) as StoredDoc;
      if (doc && Array.isArray(doc.entries)) return doc;
    } catch {
      // fall through
    }
    // Never lose a designer's work: keep the unreadable text aside before anything overwrites it.
    this.storage.setItem(`${LIBRARY_KEY}.unreadable.${this.now()}`, raw);
    this.storage.setItem(LIBRARY_KEY, JSON.stringify({ v: 1, entries: [] }));
    return { v: 1, entries: [] };
  }

  private write(doc: StoredDoc): void {
    try {
      this.storage.setItem(LIBRARY_KEY, JSON.stringify(doc));
    } catch (e) {
      throw new LibraryError(
        `Could not save: the browser refused to store the library (${e instanceof Error ? e.message : String(e)}). Export the circuit to a file to keep it.`,
      );
    }
    this.notify();
  }

  notify(): void {
    for (const cb of [...this.listeners]) cb();
  }

  /** Call `cb` after every change; returns the unsubscribe function. */
  subscribe(cb: () => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  /** Saved circuits, most recently changed first. */
  list(): LibraryEntry[] {
    return this.read()
      .entries.filter(isEntry)
      .map((e) => ({ id: e.id, circuit: cloneCircuit(e.circuit), updatedAt: e.updatedAt }))
      .sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id));
  }

  get(id: string): LibraryEntry | null {
    const e = this.read().entries.find((x) => isEntry(x) && x.id === id) as LibraryEntry | undefined;
    return e ? { id: e.id, circuit: cloneCircuit(e.circuit), updatedAt: e.updatedAt } : null;
  }

  private newId(taken: Set<string>): string {
    for (;;) {
      const id = `c-${this.now().toString(36)}${Math.floor(this.random() * 36 ** 4)
        .toString(36)
        .padStart(4, '0')}`;
      if (!taken.has(id) && !isStandardId(id)) return id;
    }
  }

  /**
   * Save a circuit. With the id of an existing entry, that entry is overwritten; otherwise (no id, the
   * draft id, a standard id or an unknown id) a new entry is made with a fresh id. Returns the entry.
   */
  save(circuit: Circuit, id?: string | null): LibraryEntry {
    const doc = this.read();
    const idx = id ? doc.entries.findIndex((x) => isEntry(x) && x.id === id) : -1;
    const taken = new Set(doc.entries.filter(isEntry).map((x) => x.id));
    const entryId = idx >= 0 ? id! : this.newId(taken);
    const c = cloneCircuit(circuit);
    c.id = entryId;
    c.spaces = sortedSpaces(c.spaces);
    const entry: LibraryEntry = { id: entryId, circuit: c, updatedAt: this.now() };
    if (idx >= 0) doc.entries[idx] = entry;
    else doc.entries.push(entry);
    this.write(doc);
    return { ...entry, circuit: cloneCircuit(c) };
  }

  rename(id: string, name: string): LibraryEntry {
    const e = this.get(id);
    if (!e) throw new LibraryError(`No saved circuit "${id}".`);
    const trimmed = name.trim();
    if (!trimmed) throw new LibraryError('A circuit needs a name.');
    return this.save({ ...e.circuit, name: trimmed }, id);
  }

  duplicate(id: string): LibraryEntry {
    const e = this.get(id);
    if (!e) throw new LibraryError(`No saved circuit "${id}".`);
    return this.save({ ...e.circuit, name: `${e.circuit.name} (copy)` });
  }

  delete(id: string): boolean {
    const doc = this.read();
    const before = doc.entries.length;
    doc.entries = doc.entries.filter((x) => !(isEntry(x) && x.id === id));
    if (doc.entries.length === before) return false;
    this.write(doc);
    return true;
  }

  loadDraft(): Draft | null {
    const raw = this.storage.getItem(DRAFT_KEY);
    if (!raw) return null;
    try {
      const d = JSON.parse(raw) as Draft;
      const c = d?.circuit as unknown as Record<string, unknown>;
      if (!c || typeof c.name !== 'string' || !c.spaces || typeof c.spaces !== 'object') return null;
      return {
        circuit: cloneCircuit(d.circuit),
        libraryId: typeof d.libraryId === 'string' ? d.libraryId : null,
      };
    } catch {
      return null;
    }
  }

  /** Keep the editor's working copy. Failing to store it is not fatal (the editor keeps running). */
  saveDraft(draft: Draft): boolean {
    try {
      this.storage.setItem(DRAFT_KEY, JSON.stringify({ circuit: draft.circuit, libraryId: draft.libraryId }));
      return true;
    } catch {
      return false;
    }
  }

  /** The standard six (in STANDARD_ORDER), then every saved circuit the engine's validator accepts. */
  listPlayable(): PlayableCircuit[] {
    const out: PlayableCircuit[] = STANDARD_ORDER.map((id) => ({
      id,
      name: STANDARD_CIRCUITS[id].name,
      circuit: STANDARD_CIRCUITS[id],
      standard: true,
    }));
    for (const e of this.list()) {
      const v = validateCircuit(e.circuit);
      if (v.ok)
        out.push({
          id: e.id,
          name: e.circuit.name,
          circuit: e.circuit,
          standard: false,
          updatedAt: e.updatedAt,
        });
    }
    return out;
  }

  /** A standard id → the standard circuit; a saved id → the saved circuit if valid; else null. */
  resolve(id: string): Circuit | null {
    if (isStandardId(id)) return STANDARD_CIRCUITS[id];
    const e = this.get(id);
    return e && validateCircuit(e.circuit).ok ? e.circuit : null;
  }
}

export { DRAFT_ID, ID_RE as LIBRARY_ID_PATTERN };

function browserStorage(): KeyValueStorage | null {
  try {
    if (typeof window !== 'undefined' && window.localStorage) {
      const probe = '__titanRace_probe__';
      window.localStorage.setItem(probe, '1');
      window.localStorage.removeItem(probe);
      return window.localStorage;
    }
  } catch {
    // storage switched off: fall back to memory
  }
  return null;
}

let shared: CircuitLibrary | null = null;

/** The app's library on window.localStorage (an in-memory one where there is none). */
export function getLibrary(): CircuitLibrary {
  if (!shared) {
    const storage = browserStorage();
    shared = new CircuitLibrary(storage ?? memoryStorage(), Date.now, Math.random, storage !== null);
    if (typeof window !== 'undefined') {
      // Another tab changed the library: tell this tab's listeners.
      window.addEventListener('storage', (ev) => {
        if (ev.key === LIBRARY_KEY || ev.key === null) shared?.notify();
      });
    }
  }
  return shared;
}

/** Tests: use another library (e.g. on memoryStorage()) as the app's library; null restores the default. */
export function setLibraryForTests(lib: CircuitLibrary | null): void {
  shared = lib;
}

export const listSavedCircuits = (): LibraryEntry[] => getLibrary().list();
export const getSavedCircuit = (id: string): LibraryEntry | null => getLibrary().get(id);
export const saveCircuit = (circuit: Circuit, id?: string | null): LibraryEntry =>
  getLibrary().save(circuit, id);
export const renameCircuit = (id: string, name: string): LibraryEntry => getLibrary().rename(id, name);
export const duplicateCircuit = (id: string): LibraryEntry => getLibrary().duplicate(id);
export const deleteCircuit = (id: string): boolean => getLibrary().delete(id);
export const listPlayableCircuits = (): PlayableCircuit[] => getLibrary().listPlayable();
export const resolveCircuit = (id: string): Circuit | null => getLibrary().resolve(id);
export const subscribeLibrary = (cb: () => void): (() => void) => getLibrary().subscribe(cb);
