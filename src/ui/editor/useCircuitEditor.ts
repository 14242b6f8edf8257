// The editor page's state: the session (src/editor/session.ts: the document, its working copy in the
// browser's storage, saving and other tabs) plus the current tool, the live drag stroke, and shared links
// in the URL.
import { replaceAddress } from '../route';
import '../../i18n/editorMessages';
import { t } from '../../i18n';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { validateCircuit } from '../../engine/circuits';
import type { Circuit, Element } from '../../engine/types';
import * as M from '../../editor/model';
import { getLibrary, type LibraryEntry } from '../../editor/library';
import { EditorSession, libraryIdOf, sameContent, type Notice } from '../../editor/session';
import { decodeCircuit, shareParam, type Problem } from '../../editor/share';
import { circuitWarnings } from '../../editor/warnings';
import { problemText } from '../../i18n/errors';
import { linkDamaged, type LoadRefusal } from './problemText';
import { cleanName } from '../../store/names';
import { webStorage } from '../../store/storage';
import { typedName } from '../nameInput';

export { type Notice };

/** A palette tool: an element, or null for the eraser. */
export type Tool = Element | null;

/** The alert for a refused file or link: a lead-in and the validator's problems, or one sentence (a
 * damaged link says the editor kept what it had). */
export function refusal(r: LoadRefusal): Notice {
  const text = problemText(r.error);
  if (r.problems.length) return { kind: 'error', text, problems: r.problems };
  return { kind: 'error', text: linkDamaged(r) ? `${text} ${t('editor.linkKept')}` : text };
}

/**
 * What opening a link says: a change from the lab's Suggest is not "the shared circuit", and it is not in My circuits until saved.
 */
function openedText(hash: string, name: string): string {
  return /[?&]from=suggest(&|$)/.test(hash)
    ? t('editor.openedSuggested', { name })
    : t('editor.openedShared', { name });
}

/** The shared link in the address when the page opens: decoded at once (a refusal shows at once). */
function linkAtStart(): { shared: { circuit: Circuit; text: string } | null; notice: Notice | null } {
  const param = typeof window !== 'undefined' ? shareParam(window.location.hash) : null;
  if (param === null) return { shared: null, notice: null };
  const r = decodeCircuit(param);
  if (!r.ok) return { shared: null, notice: refusal(r) };
  return {
    shared: {
      circuit: r.circuit,
      text: openedText(window.location.hash, r.circuit.name),
    },
    notice: null,
  };
}

/** A shared link opened while the editor is showing ('#/editor?c=…'); then drop the parameter so a reload
 * does not load it again over later edits. */
function useLinkWhileOpen(session: EditorSession): void {
  useEffect(() => {
    const strip = () => {
      if (shareParam(window.location.hash) !== null) {
        replaceAddress(window.location.pathname + window.location.search + '#/editor');
      }
    };
    strip();
    const onHash = () => {
      const param = shareParam(window.location.hash);
      if (param === null) return;
      const r = decodeCircuit(param);
      if (r.ok) {
        session.update((e) => M.replaceCircuit(e, { ...r.circuit, id: M.DRAFT_ID }));
        session.setNotice({
          kind: 'info',
          text: openedText(window.location.hash, r.circuit.name),
        });
      } else {
        session.setNotice(refusal(r));
      }
      strip();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [session]);
}

/** The stroke being dragged over the board: shown at once, committed as one undo step on release. */
function useStroke(session: EditorSession, editor: M.EditorState, tool: Tool) {
  const [stroke, setStroke] = useState<number[] | null>(null);
  const strokeRef = useRef<number[] | null>(null);

  // What the board shows: the document, plus the stroke being dragged (committed on release).
  const shown = useMemo(
    () => (stroke ? M.paintMany(editor, stroke, tool).circuit : editor.circuit),
    [editor, stroke, tool],
  );

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
    session.update((e) => M.paintMany(e, cur, tool));
    return cur;
  }, [session, tool]);

  return { shown, stroke, startStroke, extendStroke, endStroke };
}

export function useCircuitEditor() {
  const lib = getLibrary();
  const [session] = useState(() => {
    const s = new EditorSession(lib, { tabStorage: webStorage('sessionStorage') });
    return s;
  });
  const [link] = useState(linkAtStart);
  const snap = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const { editor, notice, libVersion } = snap;
  const [tool, setTool] = useState<Tool>('lava');

  useEffect(() => {
    if (link.notice) session.setNotice(link.notice);
    const detach = session.attach(link.shared);
    const onHide = () => session.stashUnwritten();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      detach();
    };
  }, [session, link]);

  useLinkWhileOpen(session);

  const { shown, stroke, startStroke, extendStroke, endStroke } = useStroke(session, editor, tool);

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
  const paintSpace = useCallback(
    (space: number) => session.update((e) => M.paint(e, space, tool)),
    [session, tool],
  );

  // -- document -----------------------------------------------------------------------------------------
  const undo = useCallback(() => session.update((e) => M.undo(e)), [session]);
  const redo = useCallback(() => session.update((e) => M.redo(e)), [session]);
  /** While typing: invisible and direction-changing characters never get in (names.ts cleanName). */
  const setName = useCallback((n: string) => session.update((e) => M.setName(e, typedName(n))), [session]);
  const setDescription = useCallback((d: string) => session.update((e) => M.setDescription(e, d)), [session]);
  /** Leaving a field: the name as it is kept (trimmed, spaces collapsed), and a new undo step next time. */
  const endTyping = useCallback(
    () =>
      session.update((e) => {
        const clean = cleanName(e.circuit.name);
        const named = clean !== e.circuit.name && e.typing === 'name' ? M.setName(e, clean) : e;
        return M.endTyping(named);
      }),
    [session],
  );
  const setNotice = useCallback((n: Notice | null) => session.setNotice(n), [session]);

  /** Put another circuit in the editor as one undo step (nothing is lost: Undo brings the old one back). */
  const load = useCallback(
    (c: Circuit, text?: string) => {
      session.update((e) => M.replaceCircuit(e, { ...c, name: cleanName(c.name) }));
      if (text) session.setNotice({ kind: 'info', text });
    },
    [session],
  );

  /** Open a library entry (it becomes the base of later saves). */
  const open = useCallback(
    (e: LibraryEntry) => session.open(e, t('editor.opened', { name: e.circuit.name })),
    [session],
  );

  /** Save to the library (a new entry the first time); resolves to the library id, or null if not saved. */
  const save = useCallback(() => session.save(), [session]);
  const keepMineAsCopy = useCallback(() => session.keepMineAsCopy(), [session]);
  const loadTheirs = useCallback(() => session.loadTheirs(), [session]);

  const readFailure = lib.state === 'unreadable' && lib.readProblem ? problemText(lib.readProblem) : null;

  return {
    lib,
    session,
    ready: snap.ready,
    libVersion,
    editor,
    circuit: editor.circuit,
    shown,
    tool,
    setTool,
    stroke,
    notice,
    setNotice,
    /** Writes that failed (working copy, Save), and a library that could not be read. */
    failures: snap.failures,
    readFailure,
    /** Circuits from before the move to IndexedDB that are still only in localStorage. */
    migrationNote: lib.migrationProblem && problemText(lib.migrationProblem),
    conflict: snap.conflict,
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
    open,
    save,
    keepMineAsCopy,
    loadTheirs,
  };
}

export type CircuitEditorState = ReturnType<typeof useCircuitEditor>;
