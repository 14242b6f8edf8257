// The editor page's state: the document (model.ts) plus the current tool, the live drag stroke, messages,
// the working draft kept in the browser (a reload never loses work) and shared links in the URL.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { validateCircuit } from '../../engine/circuits';
import type { Circuit, Element } from '../../engine/types';
import * as M from '../../editor/model';
import { getLibrary, isStandardId, type CircuitLibrary } from '../../editor/library';
import { decodeCircuit, shareParam, type Problem } from '../../editor/share';
import { circuitWarnings } from '../../editor/warnings';

/** A palette tool: an element, or null for the eraser. */
export type Tool = Element | null;

export interface Notice {
  kind: 'error' | 'info';
  text: string;
  problems?: Problem[];
}

/** The alert for a refused file or link: a lead-in and the validator's problems, or one sentence. */
export function refusal(r: { message: string; problems: Problem[]; heading?: string }): Notice {
  return r.problems.length && r.heading
    ? { kind: 'error', text: r.heading, problems: r.problems }
    : { kind: 'error', text: r.message };
}

/** Is this circuit id a library entry's id (as opposed to the unsaved draft)? */
export function libraryIdOf(c: Circuit): string | null {
  return c.id && c.id !== M.DRAFT_ID && !isStandardId(c.id) ? c.id : null;
}

function sameContent(a: Circuit, b: Circuit): boolean {
  return (
    a.name === b.name &&
    (a.description ?? '') === (b.description ?? '') &&
    JSON.stringify(M.sortedSpaces(a.spaces)) === JSON.stringify(M.sortedSpaces(b.spaces))
  );
}

function initialState(lib: CircuitLibrary): { editor: M.EditorState; notice: Notice | null } {
  const draft = lib.loadDraft();
  let editor = draft ? M.fromCircuit(draft.circuit) : M.blank();
  let notice: Notice | null = lib.persistent
    ? null
    : {
        kind: 'info',
        text: 'This browser keeps no data for this page (storage is switched off): use Export to keep your circuits.',
      };
  const param = typeof window !== 'undefined' ? shareParam(window.location.hash) : null;
  if (param !== null) {
    const r = decodeCircuit(param);
    if (r.ok) {
      editor = M.replaceCircuit(editor, { ...r.circuit, id: M.DRAFT_ID });
      notice = {
        kind: 'info',
        text: `Opened the shared circuit "${r.circuit.name}". Undo returns to what you had.`,
      };
    } else {
      notice = refusal(r);
    }
  }
  return { editor, notice };
}

export function useCircuitEditor() {
  const lib = getLibrary();
  const [init] = useState(() => initialState(lib));
  const [editor, setEditor] = useState<M.EditorState>(init.editor);
  const [notice, setNotice] = useState<Notice | null>(init.notice);
  const [tool, setTool] = useState<Tool>('lava');
  const [stroke, setStroke] = useState<number[] | null>(null);
  const [libVersion, setLibVersion] = useState(0);
  const strokeRef = useRef<number[] | null>(null);

  useEffect(() => lib.subscribe(() => setLibVersion((v) => v + 1)), [lib]);

  // Keep the working copy so a reload never loses it.
  useEffect(() => {
    lib.saveDraft({ circuit: editor.circuit, libraryId: libraryIdOf(editor.circuit) });
  }, [lib, editor.circuit]);

  // A shared link opened while the editor is showing ('#/editor?c=…'); then drop the parameter so a reload
  // does not load it again over later edits.
  useEffect(() => {
    const strip = () => {
      if (shareParam(window.location.hash) !== null) {
        window.history.replaceState(null, '', window.location.pathname + window.location.search + '#/editor');
      }
    };
    strip();
    const onHash = () => {
      const param = shareParam(window.location.hash);
      if (param === null) return;
      const r = decodeCircuit(param);
      if (r.ok) {
        setEditor((e) => M.replaceCircuit(e, { ...r.circuit, id: M.DRAFT_ID }));
        setNotice({
          kind: 'info',
          text: `Opened the shared circuit "${r.circuit.name}". Undo returns to what you had.`,
        });
      } else {
        setNotice(refusal(r));
      }
      strip();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // What the board shows: the document, plus the stroke being dragged (committed on release).
  const shown = useMemo(
    () => (stroke ? M.paintMany(editor, stroke, tool).circuit : editor.circuit),
    [editor, stroke, tool],
  );

  const validation = useMemo(() => validateCircuit(editor.circuit), [editor.circuit]);
  const problems: Problem[] = useMemo(
    () =>
      validation.ok
        ? []
        : (validation.problems ?? [{ code: validation.error.code, message: validation.error.message }]),
    [validation],
  );
  const warnings = useMemo(() => circuitWarnings(editor.circuit), [editor.circuit]);

  const libraryId = libraryIdOf(editor.circuit);
  const savedEntry = useMemo(
    () => (libraryId ? lib.get(libraryId) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lib, libraryId, libVersion],
  );
  const saved = !!savedEntry && sameContent(savedEntry.circuit, editor.circuit);

  // -- painting ---------------------------------------------------------------------------------------
  const paintSpace = useCallback((space: number) => setEditor((e) => M.paint(e, space, tool)), [tool]);

  const startStroke = useCallback((space: number) => {
    strokeRef.current = [space];
    setStroke([space]);
  }, []);

  const extendStroke = useCallback((space: number) => {
    const cur = strokeRef.current;
    if (!cur || cur.includes(space)) return;
    strokeRef.current = [...cur, space];
    setStroke(strokeRef.current);
  }, []);

  /** Commit the stroke as one undo step. Returns the spaces it covered (empty if there was none). */
  const endStroke = useCallback((): number[] => {
    const cur = strokeRef.current;
    strokeRef.current = null;
    setStroke(null);
    if (!cur) return [];
    setEditor((e) => M.paintMany(e, cur, tool));
    return cur;
  }, [tool]);

  // -- document -----------------------------------------------------------------------------------------
  const undo = useCallback(() => setEditor((e) => M.undo(e)), []);
  const redo = useCallback(() => setEditor((e) => M.redo(e)), []);
  const setName = useCallback((n: string) => setEditor((e) => M.setName(e, n)), []);
  const setDescription = useCallback((d: string) => setEditor((e) => M.setDescription(e, d)), []);
  const endTyping = useCallback(() => setEditor((e) => M.endTyping(e)), []);

  /** Put another circuit in the editor as one undo step (nothing is lost: Undo brings the old one back). */
  const load = useCallback((c: Circuit, text?: string) => {
    setEditor((e) => M.replaceCircuit(e, c));
    if (text) setNotice({ kind: 'info', text });
  }, []);

  /** Save to the library (a new entry the first time); returns the library id, or null on failure. */
  const save = useCallback((): string | null => {
    try {
      const entry = lib.save(editor.circuit, libraryIdOf(editor.circuit));
      setEditor((e) => M.setId(e, entry.id));
      setNotice({ kind: 'info', text: `Saved "${entry.circuit.name}" in your library.` });
      return entry.id;
    } catch (err) {
      setNotice({ kind: 'error', text: err instanceof Error ? err.message : String(err) });
      return null;
    }
  }, [lib, editor.circuit]);

  return {
    lib,
    libVersion,
    editor,
    circuit: editor.circuit,
    shown,
    tool,
    setTool,
    stroke,
    notice,
    setNotice,
    problems,
    valid: validation.ok,
    warnings,
    libraryId,
    /** The library still holds the entry this circuit was saved as. */
    inLibrary: !!savedEntry,
    saved,
    paintSpace,
    startStroke,
    extendStroke,
    endStroke,
    undo,
    redo,
    canUndo: M.canUndo(editor),
    canRedo: M.canRedo(editor),
    setName,
    setDescription,
    endTyping,
    load,
    save,
  };
}

export type CircuitEditorApi = ReturnType<typeof useCircuitEditor>;
