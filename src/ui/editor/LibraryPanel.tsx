// The designer's library: saved circuits with open, rename, duplicate and delete. Every action is a write to
// the browser's storage that can fail: a failure is shown, and the list shows what is really stored.
import '../../i18n/editorMessages';
import { useMemo, useState } from 'react';
import { validateCircuit } from '../../engine/circuits';
import type { ActionResult, CircuitLibrary, LibraryEntry } from '../../editor/library';
import { MAX_NAME } from '../../store/names';
import { typedName } from '../nameInput';
import { currentLang } from '../../i18n';
import { useT } from '../../i18n/useT';
import { problemText } from '../../i18n/errors';

function when(ms: number): string {
  try {
    return new Date(ms).toLocaleString(currentLang(), { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return new Date(ms).toISOString();
  }
}

interface Props {
  lib: CircuitLibrary;
  /** Changes whenever the library changes (forces a fresh list). */
  version: number;
  currentId: string | null;
  onOpen: (e: LibraryEntry) => void;
  onError: (text: string) => void;
  onInfo: (text: string) => void;
}

export function LibraryPanel({ lib, version, currentId, onOpen, onError, onInfo }: Props) {
  const t = useT();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const entries = useMemo(() => lib.list(), [lib, version]);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  /** Run a library action; its failure is shown in the alert (nothing is thrown or swallowed). */
  const act = async (f: () => Promise<ActionResult>, done: (r: ActionResult & { ok: true }) => void) => {
    const r = await f();
    if (r.ok) done(r);
    else onError(problemText(r.error));
  };

  return (
    <section className="editor-panel editor-library" aria-labelledby="editor-library-h">
      <h2 id="editor-library-h">{t('editor.myCircuits')}</h2>
      {lib.state === 'unreadable' && (
        <p className="library-unreadable" data-library-unreadable="">
          {lib.readProblem && problemText(lib.readProblem)} {t('editor.libraryUnreadable')}
        </p>
      )}
      {entries.length === 0 ? (
        lib.state === 'loading' ? (
          <p className="muted" aria-busy="true">
            {t('editor.readingLibrary')}
          </p>
        ) : lib.state === 'ready' ? (
          <p className="muted">{t('editor.libraryEmpty')}</p>
        ) : null
      ) : (
        <ul className="library-list" aria-label={t('editor.savedCircuits')}>
          {entries.map((e) => {
            const name = e.circuit.name || t('editor.noName');
            const valid = validateCircuit(e.circuit).ok;
            const count = Object.keys(e.circuit.spaces).length;
            return (
              <li key={e.id} data-library-id={e.id} aria-current={e.id === currentId ? 'true' : undefined}>
                {renaming?.id === e.id ? (
                  <form
                    className="library-rename"
                    onSubmit={(ev) => {
                      ev.preventDefault();
                      void act(
                        () => lib.rename(e.id, renaming.name),
                        (r) => {
                          setRenaming(null);
                          onInfo(t('editor.renamed', { name: r.entry?.circuit.name ?? renaming.name }));
                        },
                      );
                    }}
                  >
                    <label>
                      {t('editor.newNameFor', { name })}
                      <input
                        autoFocus
                        value={renaming.name}
                        maxLength={MAX_NAME}
                        onChange={(ev) => setRenaming({ id: e.id, name: typedName(ev.target.value) })}
                        onKeyDown={(ev) => ev.key === 'Escape' && setRenaming(null)}
                      />
                    </label>
                    <button type="submit">{t('editor.renameOk')}</button>
                    <button type="button" onClick={() => setRenaming(null)}>
                      {t('common.cancel')}
                    </button>
                  </form>
                ) : (
                  <div className="library-entry">
                    <span className="library-name">{name}</span>
                    <span className="library-meta">
                      {t('editor.spaces', { n: count })} ·{' '}
                      {valid ? t('editor.entryValid') : t('editor.entryProblems')} · {when(e.updatedAt)}
                      {e.id === currentId ? ` · ${t('editor.openNow')}` : ''}
                    </span>
                  </div>
                )}
                {deleting === e.id ? (
                  <div
                    className="library-actions"
                    role="group"
                    aria-label={t('editor.deleteQuestion', { name })}
                  >
                    <span>{t('editor.deleteForGood', { name })}</span>
                    <button
                      type="button"
                      className="danger"
                      onClick={() =>
                        void act(
                          () => lib.delete(e.id),
                          () => {
                            setDeleting(null);
                            onInfo(t('editor.deleted', { name }));
                          },
                        )
                      }
                    >
                      {t('editor.yesDelete')}
                    </button>
                    <button type="button" onClick={() => setDeleting(null)}>
                      {t('editor.keepIt')}
                    </button>
                  </div>
                ) : (
                  renaming?.id !== e.id && (
                    <div className="library-actions" role="group" aria-label={name}>
                      <button
                        type="button"
                        aria-label={t('editor.openName', { name })}
                        onClick={() => onOpen(e)}
                      >
                        {t('editor.open')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('editor.renameName', { name })}
                        onClick={() => setRenaming({ id: e.id, name: e.circuit.name })}
                      >
                        {t('editor.rename')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('editor.duplicateName', { name })}
                        onClick={() =>
                          void act(
                            () => lib.duplicate(e.id),
                            (r) => onInfo(t('editor.savedCopy', { name: r.entry?.circuit.name ?? name })),
                          )
                        }
                      >
                        {t('editor.duplicate')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('editor.deleteName', { name })}
                        onClick={() => setDeleting(e.id)}
                      >
                        {t('editor.delete')}
                      </button>
                    </div>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
