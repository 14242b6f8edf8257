// The circuit editor page (#/editor): paint a circuit, check it live, keep it in the library, share it
// as a file or a link, and playtest it in the game setup or the lab. See docs/editor.md.
import { useEffect, useMemo, useRef, useState } from 'react';
import { LOCAL_NAMES } from '../../engine/board';
import { iceLoops, STANDARD_CIRCUITS, STANDARD_ORDER } from '../../engine/circuits';
import type { CircuitId } from '../../engine/types';
import * as M from '../../editor/model';
import {
  circuitToJson,
  exportFileName,
  importCircuitFile,
  labHash,
  playHash,
  shareUrl,
} from '../../editor/share';
import { ELEMENT_LABEL } from '../../editor/warnings';
import { MAX_NAME } from '../../store/names';
import { EditorBoard } from './EditorBoard';
import { LibraryPanel } from './LibraryPanel';
import { Palette, TOOL_KEYS } from './Palette';
import { ProblemsPanel } from './ProblemsPanel';
import { EditorNotices } from './EditorNotices';
import { refusal, useCircuitEditor } from './useCircuitEditor';
import { download } from '../download';
import './editor.css';

function isTextField(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  if (!el || !el.tagName) return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable;
}

export function CircuitEditor() {
  const ed = useCircuitEditor();
  const { circuit, undo, redo, setTool, setNotice } = ed;
  const [startFrom, setStartFrom] = useState<'blank' | CircuitId>('blank');
  const [shared, setShared] = useState<{ url: string; circuit: typeof circuit } | null>(null);
  // The share link shown belongs to the circuit it was made from.
  const link = shared && shared.circuit === circuit ? shared.url : null;
  const fileInput = useRef<HTMLInputElement>(null);

  // Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z (⌘ on a Mac), and 1–9 / 0 for the tools outside text fields.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const k = e.key.toLowerCase();
      if (mod && !e.altKey && (k === 'z' || k === 'y')) {
        if ((e.target as HTMLInputElement | null)?.type === 'file') return;
        e.preventDefault();
        if (k === 'y' || e.shiftKey) redo();
        else undo();
        return;
      }
      if (!mod && !e.altKey && !isTextField(e.target) && e.key in TOOL_KEYS) setTool(TOOL_KEYS[e.key]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo, setTool]);

  const flagged = useMemo(() => {
    const names = new Set<string>();
    for (const p of ed.problems) if (p.space) names.add(p.space);
    for (const w of ed.warnings) for (const s of w.spaces ?? []) names.add(s);
    // A closed line of ice is named by its first space: point out the whole line.
    const out = new Set<number>(
      ed.problems.some((p) => p.code === 'iceLoop') ? iceLoops(M.elementsArray(circuit), 1) : [],
    );
    for (const n of names) {
      const i = LOCAL_NAMES.indexOf(n);
      if (i >= 0) out.add(i);
    }
    return out;
  }, [ed.problems, ed.warnings, circuit]);

  const count = Object.keys(circuit.spaces).length;
  const toolName = ed.tool ? ELEMENT_LABEL[ed.tool] : 'Eraser';

  const start = () => {
    const next = startFrom === 'blank' ? M.blank().circuit : M.fromStandard(startFrom).circuit;
    ed.load(
      next,
      `Started ${startFrom === 'blank' ? 'a blank circuit' : `from a copy of ${STANDARD_CIRCUITS[startFrom].name}`}. Undo returns to what you had.`,
    );
  };

  const onImport = async (ev: React.ChangeEvent<HTMLInputElement>) => {
    const input = ev.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const r = await importCircuitFile(file);
    input.value = ''; // the same file can be chosen again
    if (r.ok) {
      ed.load(
        { ...r.circuit, id: M.DRAFT_ID },
        `Imported "${r.circuit.name}" from ${file.name}. Undo returns to what you had.`,
      );
    } else {
      setNotice(refusal(r));
    }
  };

  const copyLink = async () => {
    const url = shareUrl(circuit, window.location.href);
    setShared({ url, circuit });
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ kind: 'info', text: 'Link copied: whoever opens it gets this circuit in their editor.' });
    } catch {
      setNotice({
        kind: 'info',
        text: 'The browser did not let the page copy: copy the link from the box below.',
      });
    }
  };

  const playtest = async (where: 'play' | 'lab') => {
    if (!ed.valid) {
      setNotice({
        kind: 'error',
        text: 'Fix the problems listed under Checks first: this circuit cannot be played yet.',
      });
      return;
    }
    const id = await ed.save();
    if (id) window.location.hash = where === 'play' ? playHash(id) : labHash(id);
  };

  const exportCircuit = () => download(exportFileName(circuit), circuitToJson(circuit));

  return (
    <main className="editor">
      <header className="editor-header">
        <h1>Circuit editor</h1>
        <nav aria-label="Pages">
          <a href="#/">Game</a> · <a href="#/lab">Lab</a>
        </nav>
      </header>

      <EditorNotices ed={ed} onExport={exportCircuit} />

      {!ed.ready ? (
        <p className="muted" aria-busy="true">
          Opening your working copy…
        </p>
      ) : (
        <>
          <section className="editor-toolbar" aria-label="Circuit">
            <div className="group">
              <label>
                Start from{' '}
                <select
                  value={startFrom}
                  onChange={(e) => setStartFrom(e.target.value as 'blank' | CircuitId)}
                >
                  <option value="blank">Blank circuit</option>
                  {STANDARD_ORDER.map((id) => (
                    <option key={id} value={id}>
                      Copy of {STANDARD_CIRCUITS[id].name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={start}>
                New
              </button>
            </div>
            <div className="group">
              <button
                type="button"
                onClick={undo}
                disabled={!ed.canUndo}
                aria-keyshortcuts="Control+Z"
                title="Undo (Ctrl+Z)"
              >
                Undo
              </button>
              <button
                type="button"
                onClick={redo}
                disabled={!ed.canRedo}
                aria-keyshortcuts="Control+Y"
                title="Redo (Ctrl+Y)"
              >
                Redo
              </button>
            </div>
            <div className="group">
              <button type="button" className="primary" onClick={() => void ed.save()}>
                Save
              </button>
              <span className="save-state" data-testid="save-state">
                {ed.inLibrary ? (ed.saved ? 'Saved in My circuits' : 'Unsaved changes') : 'Not saved yet'}
              </span>
            </div>
          </section>

          <div className="editor-layout">
            <div className="editor-left">
              <Palette tool={ed.tool} onTool={setTool} />
              <p className="muted editor-hint">
                Painting with <strong data-testid="current-tool">{toolName}</strong>. Click a space, or drag
                across spaces; with the keyboard, Tab to the board, move with the arrow keys and press Enter.
                Keys 1–9 pick a tool, 0 the eraser.
              </p>
            </div>

            <div className="editor-centre">
              <EditorBoard
                circuit={ed.shown}
                flagged={flagged}
                onPaint={ed.paintSpace}
                onStrokeStart={ed.startStroke}
                onStrokeExtend={ed.extendStroke}
                onStrokeEnd={ed.endStroke}
              />
              <p className="muted">
                {count} {count === 1 ? 'space' : 'spaces'} painted. Spaces with a problem or a warning are
                highlighted.
              </p>
            </div>

            <div className="editor-right">
              <section className="editor-panel" aria-labelledby="editor-about-h">
                <h2 id="editor-about-h">About this circuit</h2>
                <label className="field">
                  Name
                  <input
                    value={circuit.name}
                    maxLength={MAX_NAME}
                    onChange={(e) => ed.setName(e.target.value)}
                    onBlur={ed.endTyping}
                  />
                </label>
                <label className="field">
                  Description
                  <textarea
                    rows={3}
                    maxLength={500}
                    value={circuit.description ?? ''}
                    onChange={(e) => ed.setDescription(e.target.value)}
                    onBlur={ed.endTyping}
                  />
                </label>
              </section>

              <ProblemsPanel problems={ed.problems} warnings={ed.warnings} />

              <section className="editor-panel" aria-labelledby="editor-playtest-h">
                <h2 id="editor-playtest-h">Playtest</h2>
                <p className="muted">Saves the circuit in My circuits, then opens it.</p>
                <div className="buttons">
                  <button
                    type="button"
                    className="primary"
                    onClick={() => void playtest('play')}
                    aria-disabled={!ed.valid}
                  >
                    Play this circuit
                  </button>
                  <button type="button" onClick={() => void playtest('lab')} aria-disabled={!ed.valid}>
                    Simulate
                  </button>
                </div>
              </section>

              <section className="editor-panel" aria-labelledby="editor-share-h">
                <h2 id="editor-share-h">Files and links</h2>
                <div className="buttons">
                  <button type="button" onClick={exportCircuit}>
                    Export
                  </button>
                  <button type="button" onClick={copyLink}>
                    Copy link
                  </button>
                </div>
                <label className="field file-field">
                  Import circuit
                  <input ref={fileInput} type="file" accept=".json,application/json" onChange={onImport} />
                </label>
                {link && (
                  <label className="field">
                    Share link
                    <input
                      readOnly
                      value={link}
                      onFocus={(e) => e.currentTarget.select()}
                      data-testid="share-link"
                    />
                  </label>
                )}
              </section>

              <LibraryPanel
                lib={ed.lib}
                version={ed.libVersion}
                currentId={ed.libraryId}
                onOpen={ed.open}
                onError={(text) => setNotice({ kind: 'error', text })}
                onInfo={(text) => setNotice({ kind: 'info', text })}
              />
            </div>
          </div>
        </>
      )}
    </main>
  );
}
