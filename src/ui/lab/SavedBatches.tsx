// The batches saved in this browser, to reopen, rename, delete or export.
import { SavedItem } from './SavedItem';
import { UnreadableRuns } from './UnreadableRuns';
import type { BatchLab } from './useBatchLab';
import { useT } from '../../i18n/useT';

/** The saved batches of the Batch view, newest first. */
export function SavedBatches({ lab }: { lab: BatchLab }) {
  const t = useT();
  const { saved, savedError, setSavedError, refresh, openId, openSaved } = lab;
  return (
    <section className="lab-saved" aria-label={t('lab.savedBatches')}>
      <h2>{t('lab.savedBatches')}</h2>
      {/* s7: a refused file or a failed write is announced, not only shown (it sits far below the run). */}
      {savedError && (
        <p className="lab-error" role="alert" data-testid="saved-error">
          {savedError}
        </p>
      )}
      <UnreadableRuns kind="batch" onError={setSavedError} />
      {saved.length === 0 ? (
        <p className="lab-hint">{t('lab.noSavedBatch')}</p>
      ) : (
        <ul className="lab-saved-list">
          {saved.map((x) => (
            <SavedItem
              key={x.id}
              s={x}
              detail={x.data.courses
                .map((c) =>
                  t(c.played < c.reproduce.games ? 'lab.playedOfCancelled' : 'lab.playedOf', {
                    n: c.reproduce.games,
                    played: c.played,
                  }),
                )
                .join(', ')}
              open={openId === x.id}
              onOpen={() => openSaved(x)}
              onChanged={refresh}
              onError={setSavedError}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
