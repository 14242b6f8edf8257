// The editor's notices: storage trouble, a migrated library, a conflict with another tab, errors (with
// the problems of a refused circuit) and the polite status line.
import '../../i18n/editorMessages';
import type { CircuitEditorState } from './useCircuitEditor';
import { useT } from '../../i18n/useT';
import { problemText } from './problemText';
import { problemText as sayProblem } from '../../i18n/errors';

export function EditorNotices({ ed, onExport }: { ed: CircuitEditorState; onExport: () => void }) {
  const t = useT();
  const { setNotice } = ed;
  // Writes that failed and a library that could not be read: shown until that write succeeds again.
  const { save, draft } = ed.failures;
  const storageTrouble = [ed.readFailure, save && sayProblem(save), draft && sayProblem(draft)];
  const reasons = [...new Set(storageTrouble.filter((m): m is string => !!m))];
  return (
    <div className="editor-notices">
      {reasons.length > 0 && (
        <div role="alert" className="notice notice--error notice--storage" data-storage-warning="">
          <p>{reasons.join(' ')}</p>
          <ul>
            {ed.readFailure && <li>{t('editor.storageRead')}</li>}
            {ed.failures.save && <li>{t('editor.storageSave')}</li>}
            {ed.failures.draft && <li>{t('editor.storageDraft')}</li>}
          </ul>
          <p className="notice-plain">{t('editor.storageKeep')}</p>
          <button type="button" onClick={onExport}>
            {t('editor.exportThis')}
          </button>
        </div>
      )}
      {ed.migrationNote && (
        <p className="notice notice--warn" role="status" data-migration-note="">
          {ed.migrationNote}
        </p>
      )}
      {ed.conflict && (
        <div role="alert" className="notice notice--error notice--conflict" data-conflict={ed.conflict.id}>
          <p>{t('editor.conflict', { name: ed.conflict.theirs.circuit.name })}</p>
          <div className="buttons">
            <button type="button" className="primary" onClick={() => void ed.keepMineAsCopy()}>
              {t('editor.keepMine')}
            </button>
            <button type="button" onClick={ed.loadTheirs}>
              {t('editor.loadTheirs')}
            </button>
          </div>
        </div>
      )}
      {ed.notice?.kind === 'error' && (
        <div role="alert" className="notice notice--error">
          <p>{ed.notice.text}</p>
          {ed.notice.problems && ed.notice.problems.length > 0 && (
            <ul>
              {ed.notice.problems.map((p, i) => (
                <li key={i} data-space={p.space}>
                  {problemText(p)}
                </li>
              ))}
            </ul>
          )}
          <button type="button" onClick={() => setNotice(null)}>
            {t('editor.dismiss')}
          </button>
        </div>
      )}
      <p role="status" className="notice notice--info">
        {ed.notice?.kind === 'info' ? ed.notice.text : ''}
      </p>
    </div>
  );
}
