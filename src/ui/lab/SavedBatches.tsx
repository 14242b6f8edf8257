// The batches saved in this browser, to reopen, rename, delete or export.
import { SavedItem } from './SavedItem';
import type { BatchLab } from './useBatchLab';

/** The saved batches of the Batch view, newest first. */
export function SavedBatches({ lab }: { lab: BatchLab }) {
  const { saved, savedError, setSavedError, refresh, openId, openSaved } = lab;
  return (
    <section className="lab-saved" aria-label="Saved batches">
      <h2>Saved batches</h2>
      {savedError && <p className="lab-error">{savedError}</p>}
      {saved.length === 0 ? (
        <p className="lab-hint">No saved batch yet: every run is saved here when it ends.</p>
      ) : (
        <ul className="lab-saved-list">
          {saved.map((x) => (
            <SavedItem
              key={x.id}
              s={x}
              detail={x.data.courses
                .map(
                  (c) =>
                    `${c.played}/${c.reproduce.games} games${c.played < c.reproduce.games ? ' (cancelled)' : ''}`,
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
