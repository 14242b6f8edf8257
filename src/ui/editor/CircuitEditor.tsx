// The circuit editor page (#/editor): paint a circuit, check it live, keep it in the library, share it
// as a file or a link, and playtest it in the game setup or the lab. See docs/editor.md.
import '../../i18n/editorMessages';
import { useMemo } from 'react';
import { LOCAL_NAMES } from '../../engine/board';
import { iceLoops } from '../../engine/circuits';
import type { Circuit } from '../../engine/types';
import * as M from '../../editor/model';
import { circuitToJson, exportFileName } from '../../editor/share';
import type { Problem } from '../../editor/share';
import type { EditorWarning } from '../../editor/warnings';
import { elementLabel } from './elementLabel';
import { useT } from '../../i18n/useT';
import { LanguagePicker } from '../LanguagePicker';
import { EditorBoard } from './EditorBoard';
import { LibraryPanel } from './LibraryPanel';
import { Palette } from './Palette';
import { ProblemsPanel } from './ProblemsPanel';
import { EditorNotices } from './EditorNotices';
import { EditorToolbar } from './EditorToolbar';
import { AboutPanel, PlaytestPanel, SharePanel } from './EditorPanels';
import { useCircuitEditor } from './useCircuitEditor';
import { useEditorKeys } from './useEditorKeys';
import { download } from '../download';
import './editor.css';

/** The spaces the board points out: those a problem or warning names (a closed line of ice whole). */
function flaggedSpaces(circuit: Circuit, problems: Problem[], warnings: EditorWarning[]): Set<number> {
  const names = new Set<string>();
  for (const p of problems) if (p.space) names.add(p.space);
  for (const w of warnings) for (const s of w.spaces ?? []) names.add(s);
  // A closed line of ice is named by its first space: point out the whole line.
  const out = new Set<number>(
    problems.some((p) => p.code === 'iceLoop') ? iceLoops(M.elementsArray(circuit), 1) : [],
  );
  for (const n of names) {
    const i = LOCAL_NAMES.indexOf(n);
    if (i >= 0) out.add(i);
  }
  return out;
}

export function CircuitEditor() {
  const t = useT();
  const ed = useCircuitEditor();
  const { circuit, setTool, setNotice } = ed;
  useEditorKeys(ed.undo, ed.redo, setTool);

  const flagged = useMemo(
    () => flaggedSpaces(circuit, ed.problems, ed.warnings),
    [ed.problems, ed.warnings, circuit],
  );

  const count = Object.keys(circuit.spaces).length;
  // The tool's name is shown in bold inside the sentence.
  const paintingWith = t('editor.paintingWith').split('{tool}');
  const toolName = ed.tool ? elementLabel(ed.tool) : t('editor.eraser');
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
          <EditorToolbar ed={ed} />
          <div className="editor-layout">
            <div className="editor-left">
              <Palette tool={ed.tool} onTool={setTool} />
              <p className="muted editor-hint">
                {paintingWith[0]}
                <strong data-testid="current-tool">{toolName}</strong>
                {paintingWith[1]}{' '}
                {/* Not on a touch screen with no keyboard (play-test: "the phone editor shows keyboard instructions"). */}
                <span className="editor-keys">{t('editor.paintKeys')}</span>
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
              <AboutPanel ed={ed} />
              <ProblemsPanel problems={ed.problems} warnings={ed.warnings} />
              <PlaytestPanel ed={ed} />
              <SharePanel ed={ed} onExport={exportCircuit} />
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
