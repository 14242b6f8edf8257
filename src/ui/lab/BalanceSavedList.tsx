// The Balance view's saved reports, sweeps and comparisons, and the import of a report file.
import { SavedItem } from './SavedItem';
import { UnreadableRuns } from './UnreadableRuns';
import type { BalanceLab } from './useBalanceLab';
import { useT } from '../../i18n/useT';

/** Every saved run of the Balance view, newest first, to reopen, rename, delete or export. */
export function BalanceSavedList({ lab }: { lab: BalanceLab }) {
  const {
    idle,
    shown,
    setShown,
    saved,
    savedError,
    setSavedError,
    savedExplore,
    exploredId,
    setExploredId,
    setExplored,
    refresh,
    importFile,
  } = lab;
  const t = useT();
  return (
    <section className="lab-saved" aria-label={t('lab.savedReports')}>
      <h2>{t('lab.savedReports')}</h2>
      {/* A refused file or a failed write is announced, not only shown (it sits far below the run). */}
      {savedError && (
        <p className="lab-error" role="alert" data-testid="saved-error">
          {savedError}
        </p>
      )}
      <label className="lab-field">
        {t('lab.importReport')}
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void importFile(f);
            e.target.value = '';
          }}
        />
      </label>
      <UnreadableRuns kind="balance" onError={setSavedError} />
      <UnreadableRuns kind="explore" onError={setSavedError} />
      {saved.length + savedExplore.length === 0 ? (
        <p className="lab-hint">{t('lab.noSavedReport')}</p>
      ) : (
        <ul className="lab-saved-list">
          {savedExplore.map((s) => (
            <SavedItem
              key={s.id}
              s={s}
              detail={t(s.data.result.complete ? 'lab.exploreDetail' : 'lab.exploreDetailCancelled', {
                kind: s.data.result.kind === 'sweep' ? t('lab.kindSweep') : t('lab.kindComparison'),
                games: s.data.result.reports.map((r) => r.played).join(' + '),
                n: s.data.result.reports.reduce((a, r) => a + r.played, 0),
              })}
              open={exploredId === s.id}
              onOpen={() => {
                setShown(null);
                setExplored(s.data.result);
                setExploredId(s.id);
                idle();
              }}
              onChanged={() => void refresh()}
              onError={setSavedError}
            />
          ))}
          {saved.map((s) => (
            <SavedItem
              key={s.id}
              s={s}
              detail={t(s.data.report.complete ? 'lab.playedOf' : 'lab.playedOfCancelled', {
                n: s.data.report.games,
                played: s.data.report.played,
              })}
              open={shown?.id === s.id}
              dated={false}
              onOpen={() => {
                setShown({ report: s.data.report, seconds: s.data.seconds, id: s.id });
                setExplored(null);
                setExploredId(null);
                idle();
              }}
              onChanged={() => void refresh()}
              onError={setSavedError}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
