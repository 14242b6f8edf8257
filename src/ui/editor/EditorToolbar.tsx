// The editor's toolbar: start a new circuit (blank or a copy of a standard one), undo and redo, save.
import '../../i18n/editorMessages';
import { useState } from 'react';
import { STANDARD_ORDER } from '../../engine/circuits';
import { CIRCUIT_NAMES } from '../meta';
import { fitName } from '../../store/names';
import type { CircuitId } from '../../engine/types';
import * as M from '../../editor/model';
import { useT } from '../../i18n/useT';
import type { CircuitEditorState } from './useCircuitEditor';
import { standardDescription } from '../circuitText';

export function EditorToolbar({ ed }: { ed: CircuitEditorState }) {
  const t = useT();
  const [startFrom, setStartFrom] = useState<'blank' | CircuitId>('blank');

  const start = () => {
    // A copy is named and described in the page's language, its name within 40 characters (play-test 51:
    // "Kaldheira — the pools of doom (copy)" in French; its description stayed English too).
    const next =
      startFrom === 'blank'
        ? M.blank().circuit
        : M.fromStandard(
            startFrom,
            fitName(CIRCUIT_NAMES[startFrom], (name) => t('editor.copyNamed', { name })),
            standardDescription(startFrom),
          ).circuit;
    ed.load(
      next,
      startFrom === 'blank'
        ? t('editor.startedBlank')
        : t('editor.startedCopy', { name: CIRCUIT_NAMES[startFrom] }),
    );
  };

  return (
    <section className="editor-toolbar" aria-label={t('editor.toolbar')}>
      <div className="group">
        <label>
          {t('editor.startFrom')}{' '}
          <select value={startFrom} onChange={(e) => setStartFrom(e.target.value as 'blank' | CircuitId)}>
            <option value="blank">{t('editor.blankCircuit')}</option>
            {STANDARD_ORDER.map((id) => (
              <option key={id} value={id}>
                {t('editor.copyOf', { name: CIRCUIT_NAMES[id] })}
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
          onClick={ed.undo}
          disabled={!ed.canUndo}
          aria-keyshortcuts="Control+Z"
          title={t('editor.undoTitle')}
        >
          {t('editor.undo')}
        </button>
        <button
          type="button"
          onClick={ed.redo}
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
  );
}
