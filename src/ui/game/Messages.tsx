// What the home page and the play screen share: messages, the save-failure warning and "Load a saved
// game". Kept apart from PlayScreen so the home page does not load the play screen (the first
// page's JavaScript stays small).
import type { ChangeEvent } from 'react';
import { useGame } from '../../store/game';
import { MAX_SAVE_CHARS } from '../../store/saveFile';
import { download, gameFileName } from '../download';
import { useT } from '../../i18n/useT';
import { failureText } from './saveFailureText';
import { noticeText } from './noticeText';
import { problem, problemText } from '../../i18n/errors';
import { explain, useExplained } from './explain';
import { CloseButton } from './CloseButton';

export function ImportButton({ label }: { label?: string }) {
  const t = useT();
  const importSave = useGame((s) => s.importSave);
  const setError = useGame((s) => s.setError);
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    // Refused before it is read: a huge file would hold the page while it loads.
    if (f.size > MAX_SAVE_CHARS * 4) {
      setError(problem('importTooLarge', { size: { size: f.size }, max: { size: MAX_SAVE_CHARS } }));
      return;
    }
    let text: string;
    try {
      text = await f.text();
    } catch {
      setError(problem('importUnreadable'));
      return;
    }
    const id = await importSave(text);
    if (id) window.location.hash = `#/play/${id}`;
  };
  return (
    <label className="btn file-btn">
      {label ?? t('play.loadSaved')}
      <input
        type="file"
        accept=".json,application/json"
        onChange={onFile}
        // Named in full for a screen reader (the header's visible word is only "Load").
        aria-label={t('play.loadSaved')}
        className="visually-hidden"
        data-import=""
      />
    </label>
  );
}

/** The persistent warning when this game could not be written to the library, with Export at hand. */
export function SaveFailure() {
  const failure = useGame((s) => s.saveFailure);
  const hasGame = useGame((s) => s.game !== null);
  const exportSave = useGame((s) => s.exportSave);
  const t = useT();
  if (!failure) return null;
  return (
    <div role="alert" className="msg msg--error save-failure" data-save-failure="">
      <span>{failureText(failure)}</span>
      {hasGame && (
        <button
          type="button"
          className="btn btn--small"
          onClick={() => download(gameFileName(), exportSave())}
        >
          {t('play.exportThis')}
        </button>
      )}
    </div>
  );
}

export function Messages() {
  // The store's problem is worded here, from its code and params, in the language shown now.
  const stated = useGame((s) => s.error);
  const error = stated && problemText(stated);
  // The notice too: worded at each render, so a change of language rewords it.
  const stored = useGame((s) => s.notice);
  const notice = stored && noticeText(stored);
  const clear = useGame((s) => s.clearMessages);
  const clearNotice = useGame((s) => s.clearNotice);
  const about = useExplained((s) => s.text);
  const t = useT();
  return (
    <div className="messages">
      {/* The passing messages — what a thing tapped is, a problem — apart from the notice, which lasts until
          the next action: on the table's side panel they hang over the banner, the notice takes its place in
          the flow under it (table.css). */}
      <div className="messages-passing">
        {/* What a thing tapped on the table is (explain.ts), over the answer to a wrong tap. */}
        <div role="status" className={about ? 'msg msg--about' : 'msg-empty'} data-about="">
          {about && (
            <>
              <span className="msg-about-text">{about}</span>
              <CloseButton label={t('play.dismiss')} onClick={() => explain(null)} />
            </>
          )}
        </div>
        <div role="alert" className={error ? 'msg msg--error' : 'msg-empty'}>
          {error && (
            <>
              <span>{error}</span>
              <CloseButton label={t('play.dismiss')} onClick={clear} />
            </>
          )}
        </div>
      </div>
      {/* The notice has its ✕ too (a 44 px target): on a phone it hangs over the board's foot until the next
          action, and a player who has read it could not take it away (play-test at 360×640). */}
      <div role="status" className={notice ? 'msg msg--notice' : 'msg-empty'}>
        {notice && (
          <>
            <span>{notice}</span>
            <CloseButton label={t('play.dismiss')} onClick={clearNotice} data-dismiss-notice="" />
          </>
        )}
      </div>
    </div>
  );
}
