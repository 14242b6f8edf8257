// The circuit editor page (#/editor): paint a circuit, check it live, keep it in the library, share it
// as a file or a link, and playtest it in the game setup or the lab. See docs/editor.md.
import '../../i18n/editorMessages';
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
import { elementLabel } from './elementLabel';
import { useT } from '../../i18n/useT';
import { LanguagePicker } from '../LanguagePicker';
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
  const t = useT();
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
  // The tool's name is shown in bold inside the sentence.
  const paintingWith = t('editor.paintingWith').split('{tool}');
  const toolName = ed.tool ? elementLabel(ed.tool) : t('editor.eraser');

  const start = () => {
    const next = startFrom === 'blank' ? M.blank().circuit : M.fromStandard(startFrom).circuit;
    ed.load(
      next,
      startFrom === 'blank'
        ? t('editor.startedBlank')
        : t('editor.startedCopy', { name: STANDARD_CIRCUITS[startFrom].name }),
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
        t('editor.imported', { name: r.circuit.name, file: file.name }),
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
      setNotice({ kind: 'info', text: t('editor.linkCopied') });
    } catch {
      setNotice({
        kind: 'info',
        text: t('editor.copyRefused'),
      });
    }
  };

  // 'balance' first: a designer who edited a circuit asks "is it fair?" before anything else.
  const playtest = async (where: 'play' | 'balance' | 'batch') => {
    if (!ed.valid) {
      setNotice({
        kind: 'error',
        text: t('editor.fixFirst'),
      });
      return;
    }
    const id = await ed.save();
    if (!id) return;
    window.location.hash =
      where === 'play' ? playHash(id) : where === 'balance' ? `${labHash(id)}&view=balance` : labHash(id);
  };

  const exportCircuit = () => download(exportFileName(circuit), circuitToJson(circuit));

  return (
    <main className="editor">
      <header className="editor-header">
        <h1>{t('editor.title')}</h1>
        <nav aria-label={t('editor.pages')}>
          <a href="#/">{t('editor.navGame')}</a> · <a href="#/lab">{t('editor.navLab')}</a>
        </nav>
        <LanguagePicker />
      </header>

      <EditorNotices ed={ed} onExport={exportCircuit} />

      {!ed.ready ? (
        <p className="muted" aria-busy="true">
          {t('editor.opening')}
        </p>
      ) : (
        <>
          <section className="editor-toolbar" aria-label={t('editor.toolbar')}>
            <div className="group">
              <label>
                {t('editor.startFrom')}{' '}
                <select
                  value={startFrom}
                  onChange={(e) => setStartFrom(e.target.value as 'blank' | CircuitId)}
                >
                  <option value="blank">{t('editor.blankCircuit')}</option>
                  {STANDARD_ORDER.map((id) => (
                    <option key={id} value={id}>
                      {t('editor.copyOf', { name: STANDARD_CIRCUITS[id].name })}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={start}>
                {t('editor.new')}
              </button>
            </div>
            <div className="group">
              <button
                type="button"
                onClick={undo}
                disabled={!ed.canUndo}
                aria-keyshortcuts="Control+Z"
                title={t('editor.undoTitle')}
              >
                {t('editor.undo')}
              </button>
              <button
                type="button"
                onClick={redo}
                disabled={!ed.canRedo}
                aria-keyshortcuts="Control+Y"
                title={t('editor.redoTitle')}
              >
                {t('editor.redo')}
              </button>
            </div>
            <div className="group">
              <button type="button" className="primary" onClick={() => void ed.save()}>
                {t('editor.save')}
              </button>
              <span className="save-state" data-testid="save-state">
                {ed.inLibrary
                  ? ed.saved
                    ? t('editor.savedInLibrary')
                    : t('editor.unsaved')
                  : t('editor.notSavedYet')}
              </span>
            </div>
          </section>

          <div className="editor-layout">
            <div className="editor-left">
              <Palette tool={ed.tool} onTool={setTool} />
              <p className="muted editor-hint">
                {paintingWith[0]}
                <strong data-testid="current-tool">{toolName}</strong>
                {paintingWith[1]}
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
              <p className="muted">{t('editor.spacesPainted', { n: count })}</p>
            </div>

            <div className="editor-right">
              <section className="editor-panel" aria-labelledby="editor-about-h">
                <h2 id="editor-about-h">{t('editor.about')}</h2>
                <label className="field">
                  {t('editor.name')}
                  <input
                    value={circuit.name}
                    maxLength={MAX_NAME}
                    onChange={(e) => ed.setName(e.target.value)}
                    onBlur={ed.endTyping}
                  />
                </label>
                <label className="field">
                  {t('editor.description')}
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
                <h2 id="editor-playtest-h">{t('editor.playtest')}</h2>
                <p className="muted">{t('editor.playtestHint')}</p>
                <div className="buttons">
                  <button
                    type="button"
                    className="primary"
                    onClick={() => void playtest('play')}
                    aria-disabled={!ed.valid}
                  >
                    {t('editor.playThis')}
                  </button>
                  <button type="button" onClick={() => void playtest('balance')} aria-disabled={!ed.valid}>
                    {t('editor.checkBalance')}
                  </button>
                  <button type="button" onClick={() => void playtest('batch')} aria-disabled={!ed.valid}>
                    {t('editor.simulate')}
                  </button>
                </div>
              </section>

              <section className="editor-panel" aria-labelledby="editor-share-h">
                <h2 id="editor-share-h">{t('editor.filesAndLinks')}</h2>
                <div className="buttons">
                  <button type="button" onClick={exportCircuit}>
                    {t('editor.export')}
                  </button>
                  <button type="button" onClick={copyLink}>
                    {t('editor.copyLink')}
                  </button>
                </div>
                <label className="field file-field">
                  {t('editor.importCircuit')}
                  <input ref={fileInput} type="file" accept=".json,application/json" onChange={onImport} />
                </label>
                {link && (
                  <label className="field">
                    {t('editor.shareLink')}
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
