// One editor tab's session: the document being edited (model.ts), its working copy in the library's store
// (so a reload or a crash never loses work), saving to My circuits, and what happens when another tab
// changes the same records. Pure TypeScript (no React): the page reads `getSnapshot()` and calls the
// intents; tests drive two sessions as two tabs.
//
// - Each tab keeps its own working copy (`draft-<key>`, the key in sessionStorage so a reload finds it);
//   a new tab starts from the newest working copy of any tab. If another tab writes this tab's record
//   (a duplicated tab shares the key), this tab moves its copy to a new key: nothing is written over.
// - A library circuit open here that another tab saves (or renames) is reloaded when this tab has no
//   unsaved changes; with unsaved changes, the two are combined field by field (name, description,
//   spaces) when they changed different ones, else the tab offers "Keep mine as a copy" / "Load theirs".
//   A Save based on an older revision is refused by the store and goes the same way.
// - A write that fails is reported in `failures` (shown until that kind of write succeeds); the circuit
//   stays in memory.
import '../i18n/editorMessages';
import type { Circuit } from '../engine/types';
import type { Stored, WriteResult } from '../store/db';
import { cleanName } from '../store/names';
import { parseJson } from '../store/validate';
import {
  copyName,
  draftFrom,
  type DraftRecord,
  isStandardId,
  type Base,
  type CircuitLibrary,
  type KeyValueStorage,
  type LibraryChange,
  type LibraryEntry,
} from './library';
import * as M from './model';
import { t } from '../i18n';
import { problem, type Problem as Failure } from '../i18n/errors';
import type { Problem } from './share';

const TAB_KEY = 'titanRace.editorTab';
/**
 * An IndexedDB write still in flight when the page unloads (a reload right after an edit) may never
 * commit, so on `pagehide` the tab puts its unwritten working copy in sessionStorage, which is written at
 * once; the next start of the same tab takes it and writes it properly.
 */
const STASH_KEY = 'titanRace.editorStash';

export interface Notice {
  kind: 'error' | 'info';
  text: string;
  problems?: Problem[];
}

interface Failures {
  /** The working copy could not be written (worded where it is shown). */
  draft?: Failure;
  /** The last Save (or Keep mine as a copy) could not be written. */
  save?: Failure;
}

interface Conflict {
  /** The library id both tabs changed. */
  id: string;
  /** What the other tab saved. */
  theirs: LibraryEntry;
}

export interface EditorSnapshot {
  /** The working copy has been read (until then the page shows that it is opening it). */
  ready: boolean;
  editor: M.EditorState;
  notice: Notice | null;
  failures: Failures;
  conflict: Conflict | null;
  /** Changes whenever the library changes (forces fresh lists). */
  libVersion: number;
}

/** Is this circuit id a library entry's id (as opposed to the unsaved draft)? */
export function libraryIdOf(c: Circuit): string | null {
  return c.id && c.id !== M.DRAFT_ID && !isStandardId(c.id) ? c.id : null;
}

function spacesKey(c: Circuit): string {
  return JSON.stringify(M.sortedSpaces(c.spaces));
}

export function sameContent(a: Circuit, b: Circuit): boolean {
  return (
    a.name === b.name && (a.description ?? '') === (b.description ?? '') && spacesKey(a) === spacesKey(b)
  );
}

/** `b` is `a` with only its name changed. */
function isRenameOnly(a: Circuit, b: Circuit): boolean {
  return (
    a.name !== b.name && (a.description ?? '') === (b.description ?? '') && spacesKey(a) === spacesKey(b)
  );
}

export type MergeResult = { kind: 'theirs' } | { kind: 'merged'; circuit: Circuit } | { kind: 'conflict' };

/**
 * Three-way merge of a circuit changed here (`mine`) and in another tab (`theirs`) since `base`, field by
 * field: name, description, spaces (as a whole). 'theirs' when nothing changed here; 'conflict' when both
 * changed the same field differently.
 */
export function mergeCircuits(base: Circuit, mine: Circuit, theirs: Circuit): MergeResult {
  const fields = [
    { get: (c: Circuit) => c.name },
    { get: (c: Circuit) => c.description ?? '' },
    { get: spacesKey },
  ];
  let mineChanged = false;
  for (const f of fields) {
    const b = f.get(base);
    const m = f.get(mine);
    const t = f.get(theirs);
    if (m !== b) {
      mineChanged = true;
      if (t !== b && t !== m) return { kind: 'conflict' };
    }
  }
  if (!mineChanged) return { kind: 'theirs' };
  const pick = (i: number) => (fields[i].get(mine) !== fields[i].get(base) ? mine : theirs);
  const out: Circuit = {
    id: theirs.id,
    name: pick(0).name,
    spaces: { ...pick(2).spaces },
  };
  const d = pick(1).description;
  if (d !== undefined) out.description = d;
  return { kind: 'merged', circuit: out };
}

/** A stash is one circuit (72 spaces) and its base: far below this. */
const MAX_STASH = 200_000;

const toBase = (e: LibraryEntry): Base => ({ id: e.id, rev: e.rev, circuit: M.cloneCircuit(e.circuit) });

function failure(r: WriteResult): Failure | undefined {
  return !r.ok && r.reason === 'failed' ? r.problem : undefined;
}

export interface SessionOptions {
  /** Where the tab's key lives (window.sessionStorage: per tab, survives a reload). */
  tabStorage?: KeyValueStorage | null;
  random?: () => number;
}

export class EditorSession {
  private snap: EditorSnapshot = {
    ready: false,
    editor: M.blank(),
    notice: null,
    failures: {},
    conflict: null,
    libVersion: 0,
  };
  private listeners = new Set<() => void>();
  private bases = new Map<string, Base>();
  private draftKey = '';
  private draftRev = 0;
  private writing = false;
  private dirty = false;
  private savingId: string | null = null;
  private starting: Promise<void> | null = null;
  private offLibrary: (() => void) | null = null;
  private random: () => number;

  constructor(
    readonly lib: CircuitLibrary,
    private options: SessionOptions = {},
  ) {
    this.random = options.random ?? Math.random;
  }

  // -- snapshot ------------------------------------------------------------------------------------------
  getSnapshot = (): EditorSnapshot => this.snap;

  subscribe = (cb: () => void): (() => void) => {
    this.listeners.add(cb);
    return () => void this.listeners.delete(cb);
  };

  private patch(p: Partial<EditorSnapshot>): void {
    this.snap = { ...this.snap, ...p };
    for (const cb of [...this.listeners]) cb();
  }

  /** Listen to the library (call once mounted; returns the detach function). Starts the session once. */
  attach(shared?: { circuit: Circuit; text: string } | null): () => void {
    this.offLibrary?.();
    this.offLibrary = this.lib.subscribe((ch) => this.onLibraryChange(ch));
    void this.start(shared);
    return () => {
      this.offLibrary?.();
      this.offLibrary = null;
    };
  }

  // -- starting: this tab's working copy -----------------------------------------------------------------
  private readKey(): string | null {
    try {
      const k = this.options.tabStorage?.getItem(TAB_KEY) ?? null;
      return k && /^[a-z0-9]{4,32}$/.test(k) ? k : null;
    } catch {
      return null;
    }
  }

  private newKey(): string {
    const k = Array.from({ length: 10 }, () => Math.floor(this.random() * 36).toString(36)).join('');
    try {
      this.options.tabStorage?.setItem(TAB_KEY, k);
    } catch {
      // without sessionStorage a reload starts from the newest working copy, which is usually this one
    }
    return k;
  }

  start(shared?: { circuit: Circuit; text: string } | null): Promise<void> {
    return (this.starting ??= this.doStart(shared ?? null));
  }

  /** Called on `pagehide`: keep a working copy whose write has not finished where a reload finds it. */
  stashUnwritten(): void {
    if (!this.snap.ready || !this.draftKey || (!this.writing && !this.dirty)) return;
    const data = { circuit: this.snap.editor.circuit, base: this.currentBase() };
    try {
      this.options.tabStorage?.setItem(STASH_KEY, JSON.stringify({ key: this.draftKey, data }));
    } catch {
      // sessionStorage full or off: the IndexedDB write may still land
    }
  }

  /** The working copy stashed by this tab's last `pagehide`, if it belongs to `key` (taken once). */
  private takeStash(key: string, rev: number): Stored<DraftRecord> | null {
    let text: string | null = null;
    try {
      text = this.options.tabStorage?.getItem(STASH_KEY) ?? null;
      if (text !== null) this.options.tabStorage?.removeItem(STASH_KEY);
    } catch {
      return null;
    }
    if (text === null) return null;
    // Through the store's checked parse (length, nesting and size caps before JSON.parse), as every
    // other text the app reads back: a tampered stash is dropped, never a frozen or blank page.
    const parsed = parseJson(text, { chars: MAX_STASH });
    if (!parsed.ok) return null;
    const v = parsed.value;
    if (!v || typeof v !== 'object' || (v as { key?: unknown }).key !== key) return null;
    const data = (v as { data?: unknown }).data;
    if (!data || typeof data !== 'object') return null;
    return draftFrom({
      id: `draft-${key}`,
      rev,
      tab: '',
      savedAt: '',
      data: { ...data, kind: 'draft', updatedAt: Date.now() },
    });
  }

  private async doStart(shared: { circuit: Circuit; text: string } | null): Promise<void> {
    await this.lib.load();
    let key = this.readKey();
    let draft = null;
    let stashed = false;
    if (key) {
      const r = await this.lib.getDraft(key);
      if (r.ok && r.value) draft = r.value;
      const stash = this.takeStash(key, draft?.rev ?? 0);
      if (stash) {
        draft = stash;
        stashed = true;
      }
    }
    if (draft && key) {
      this.draftKey = key;
      this.draftRev = draft.rev;
    } else {
      // A new tab (or a browser started again): carry on from the newest working copy, in a record of its own.
      draft = await this.lib.newestDraft();
      key = this.newKey();
      this.draftKey = key;
      this.draftRev = 0;
      // Working copies of long-closed tabs with nothing unsaved in them are not needed any more.
      void this.lib.pruneDrafts();
    }
    let editor = draft ? M.fromCircuit(draft.data.circuit) : M.blank();
    const base = draft?.data.base;
    if (base && base.id === libraryIdOf(editor.circuit)) this.bases.set(base.id, base);
    let notice = this.snap.notice;
    if (shared) {
      editor = M.replaceCircuit(editor, { ...shared.circuit, id: M.DRAFT_ID });
      notice = { kind: 'info', text: shared.text };
    }
    this.patch({ ready: true, editor, notice });
    if (shared || stashed) this.scheduleDraftWrite();
    // The circuit open here may have been saved by another tab while this one was away.
    const id = libraryIdOf(editor.circuit);
    if (id) this.reconcile(id, true);
  }

  // -- editing ------------------------------------------------------------------------------------------
  /** Apply an edit (model.ts function) to the document; the working copy follows. */
  update(f: (e: M.EditorState) => M.EditorState): void {
    if (!this.snap.ready) return;
    this.setEditor(f(this.snap.editor));
  }

  setNotice(notice: Notice | null): void {
    this.patch({ notice });
  }

  private setEditor(editor: M.EditorState, extra: Partial<EditorSnapshot> = {}): void {
    const prev = this.snap.editor;
    if (editor === prev && Object.keys(extra).length === 0) return;
    const conflict =
      extra.conflict !== undefined
        ? extra.conflict
        : this.snap.conflict && this.snap.conflict.id === libraryIdOf(editor.circuit)
          ? this.snap.conflict
          : null;
    this.patch({ ...extra, editor, conflict });
    if (editor.circuit !== prev.circuit) this.scheduleDraftWrite();
  }

  private currentBase(): Base | null {
    const id = libraryIdOf(this.snap.editor.circuit);
    return id ? (this.bases.get(id) ?? null) : null;
  }

  private scheduleDraftWrite(): void {
    this.dirty = true;
    void this.flushDraft();
  }

  /** Write the working copy: one write at a time, always the latest state. */
  private async flushDraft(): Promise<void> {
    if (this.writing || !this.snap.ready) return;
    this.writing = true;
    try {
      while (this.dirty) {
        this.dirty = false;
        const r = await this.lib.putDraft(
          this.draftKey,
          { circuit: this.snap.editor.circuit, base: this.currentBase() },
          this.draftRev,
        );
        if (r.ok) {
          this.draftRev = r.rev;
          if (this.snap.failures.draft) this.patch({ failures: { ...this.snap.failures, draft: undefined } });
        } else if (r.reason === 'conflict') {
          // Another tab writes under this tab's key (a duplicated tab): keep ours in a record of its own.
          this.draftKey = this.newKey();
          this.draftRev = 0;
          this.dirty = true;
        } else {
          this.patch({ failures: { ...this.snap.failures, draft: failure(r) } });
        }
      }
    } finally {
      this.writing = false;
    }
  }

  // -- other tabs ------------------------------------------------------------------------------------------
  private onLibraryChange(ch: LibraryChange): void {
    this.patch({ libVersion: this.snap.libVersion + 1 });
    if (!this.snap.ready || ch.id === null) return;
    if (ch.id === `draft-${this.draftKey}`) {
      if (ch.external) {
        this.draftKey = this.newKey();
        this.draftRev = 0;
        this.scheduleDraftWrite();
      }
      return;
    }
    const open = libraryIdOf(this.snap.editor.circuit);
    if (ch.id === open && (ch.external || ch.id !== this.savingId)) this.reconcile(ch.id, ch.external);
  }

  /** The library entry `id`, open here, changed: reload it, combine it with ours, or ask. */
  private reconcile(id: string, external: boolean): void {
    const entry = this.lib.get(id);
    const editor = this.snap.editor;
    const mine = editor.circuit;
    const base = this.bases.get(id) ?? null;
    if (!entry) {
      if (this.lib.state !== 'ready') return;
      this.bases.delete(id);
      this.patch({
        conflict: null,
        notice:
          base && external
            ? {
                kind: 'info',
                text: t('editor.otherTabDeleted', { name: mine.name }),
              }
            : this.snap.notice,
      });
      return;
    }
    if (!base) {
      this.bases.set(id, toBase(entry));
      this.patch({});
      return;
    }
    if (entry.rev <= base.rev) return;
    if (sameContent(mine, entry.circuit)) {
      this.bases.set(id, toBase(entry));
      this.patch({ conflict: null });
      return;
    }
    // A rename in My circuits (here or in another tab) while the name here is still the saved one: the
    // new name goes through the editor's history too, so neither Undo nor the next Save brings back the
    // old name (a rename is a library action, not an edit of the document).
    if (isRenameOnly(base.circuit, entry.circuit) && mine.name === base.circuit.name) {
      this.bases.set(id, toBase(entry));
      const renamed = M.renameThroughHistory(editor, base.circuit.name, entry.circuit.name);
      const notice: Notice | null = external
        ? {
            kind: 'info',
            text: t('editor.otherTabRenamed', { from: base.circuit.name, to: entry.circuit.name }),
          }
        : this.snap.notice;
      this.setEditor(renamed, { notice, conflict: null });
      return;
    }
    const m = mergeCircuits(base.circuit, mine, entry.circuit);
    if (m.kind === 'conflict') {
      this.patch({ conflict: { id, theirs: entry } });
      return;
    }
    this.bases.set(id, toBase(entry));
    const next = m.kind === 'theirs' ? entry.circuit : { ...m.circuit, id };
    const name = entry.circuit.name;
    const notice: Notice | null = !external
      ? this.snap.notice
      : m.kind === 'theirs'
        ? {
            kind: 'info',
            text: t('editor.otherTabNewer', { name }),
          }
        : {
            kind: 'info',
            text: t('editor.otherTabMerged', { name }),
          };
    this.setEditor(M.replaceCircuit(editor, next), { notice, conflict: null });
  }

  // -- saving ---------------------------------------------------------------------------------------------
  /** Save to My circuits (a new entry the first time). Returns the library id, or null if not saved. */
  async save(retry = 0): Promise<string | null> {
    if (!this.snap.ready) return null;
    let editor = this.snap.editor;
    // The name as it will be kept (a name being typed may still end in a space).
    const clean = cleanName(editor.circuit.name);
    if (clean !== editor.circuit.name) {
      editor = M.endTyping(M.setName(editor, clean));
      this.setEditor(editor);
    }
    const c = editor.circuit;
    const id = libraryIdOf(c);
    if (id && this.snap.conflict?.id === id) {
      this.patch({
        notice: {
          kind: 'error',
          text: t('editor.otherTabSavedToo'),
        },
      });
      return null;
    }
    const base = id ? this.bases.get(id) : undefined;
    this.savingId = id;
    const r = await this.lib.save(c, { id, baseRev: base?.rev });
    this.savingId = null;
    if (r.ok) {
      this.bases.set(r.entry.id, toBase(r.entry));
      const now = this.snap.editor;
      // Only the id changes (it may have been edited meanwhile; then it shows as unsaved changes).
      const next = now.circuit.id === c.id ? M.setId(now, r.entry.id) : now;
      this.setEditor(next, {
        failures: { ...this.snap.failures, save: undefined },
        notice: { kind: 'info', text: t('editor.savedName', { name: r.entry.circuit.name }) },
      });
      return r.entry.id;
    }
    if (r.reason === 'conflict') {
      this.reconcile(id!, true);
      // Combined without a clash: save the combination.
      if (!this.snap.conflict && retry < 2) return this.save(retry + 1);
      return null;
    }
    this.patch({ failures: { ...this.snap.failures, save: r.problem }, notice: null });
    return null;
  }

  /** The conflict's answer "Keep mine as a copy": ours becomes a new entry; theirs keeps the id. */
  async keepMineAsCopy(): Promise<void> {
    const c = this.snap.conflict;
    if (!c) return;
    const mine = this.snap.editor.circuit;
    const r = await this.lib.save({ ...mine, name: copyName(mine.name) }, { id: null });
    if (!r.ok) {
      this.patch({
        failures: {
          ...this.snap.failures,
          save: r.reason === 'failed' ? r.problem : problem('copyIdTaken'),
        },
      });
      return;
    }
    this.bases.set(r.entry.id, toBase(r.entry));
    const theirs = this.lib.get(c.id) ?? c.theirs;
    this.setEditor(M.replaceCircuit(this.snap.editor, r.entry.circuit), {
      conflict: null,
      failures: { ...this.snap.failures, save: undefined },
      notice: {
        kind: 'info',
        text: t('editor.keptYours', { mine: r.entry.circuit.name, theirs: theirs.circuit.name }),
      },
    });
  }

  /** The conflict's answer "Load theirs": show the other tab's version (Undo brings ours back). */
  loadTheirs(): void {
    const c = this.snap.conflict;
    if (!c) return;
    const theirs = this.lib.get(c.id) ?? c.theirs;
    this.bases.set(c.id, toBase(theirs));
    this.setEditor(M.replaceCircuit(this.snap.editor, theirs.circuit), {
      conflict: null,
      notice: {
        kind: 'info',
        text: t('editor.showingTheirs', { name: theirs.circuit.name }),
      },
    });
  }

  /** Opening a library entry: the document becomes it, and it is the base of later saves. */
  open(e: LibraryEntry, text: string): void {
    const current = this.lib.get(e.id) ?? e;
    this.bases.set(current.id, toBase(current));
    this.setEditor(M.replaceCircuit(this.snap.editor, current.circuit), {
      notice: { kind: 'info', text },
    });
  }

  /** Tests: the working copy's record id and revision. */
  get draftRecord(): { id: string; rev: number } {
    return { id: `draft-${this.draftKey}`, rev: this.draftRev };
  }

  /** Wait until the working copy is written (tests). */
  async settled(): Promise<void> {
    for (let i = 0; i < 200 && (this.writing || this.dirty); i++) await new Promise((r) => setTimeout(r, 5));
  }
}
