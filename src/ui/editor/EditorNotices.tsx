// The editor's notices: storage trouble, a migrated library, a conflict with another tab, errors (with
// the problems of a refused circuit) and the polite status line.
import type { CircuitEditorState } from './useCircuitEditor';

export function EditorNotices({ ed, onExport }: { ed: CircuitEditorState; onExport: () => void }) {
  const { setNotice } = ed;
  // Writes that failed and a library that could not be read: shown until that write succeeds again.
  const storageTrouble = [ed.readFailure, ed.failures.save, ed.failures.draft];
  const reasons = [...new Set(storageTrouble.filter((m): m is string => !!m))];
  return (
    <div className="editor-notices">
      {reasons.length > 0 && (
        <div role="alert" className="notice notice--error notice--storage" data-storage-warning="">
          <p>{reasons.join(' ')}</p>
          <ul>
            {ed.readFailure && <li>Your saved circuits cannot be shown, and nothing you do here is kept.</li>}
            {ed.failures.save && <li>“Save” did not keep this circuit in My circuits.</li>}
            {ed.failures.draft && <li>Your latest changes would not be here after a reload.</li>}
          </ul>
          <p className="notice-plain">
            This circuit stays on this page until you close it: export it to keep it as a file.
          </p>
          <button type="button" onClick={onExport}>
            Export this circuit
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
          <p>
            Another tab saved “{ed.conflict.theirs.circuit.name}” while you changed it here. Both versions are
            kept if you choose “Keep mine as a copy”.
          </p>
          <div className="buttons">
            <button type="button" className="primary" onClick={() => void ed.keepMineAsCopy()}>
              Keep mine as a copy
            </button>
            <button type="button" onClick={ed.loadTheirs}>
              Load theirs
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
                  {p.message}
                </li>
              ))}
            </ul>
          )}
          <button type="button" onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </div>
      )}
      <p role="status" className="notice notice--info">
        {ed.notice?.kind === 'info' ? ed.notice.text : ''}
      </p>
    </div>
  );
}
