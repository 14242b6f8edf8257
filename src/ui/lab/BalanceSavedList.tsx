// The Balance view's saved reports, sweeps and comparisons, and the import of a report file.
import { SavedItem } from './SavedItem';
import type { BalanceLab } from './useBalanceLab';

/** Every saved run of the Balance view, newest first, to reopen, rename, delete or export. */
export function BalanceSavedList({ lab }: { lab: BalanceLab }) {
  const {
    setStatus,
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
  return (
    <section className="lab-saved" aria-label="Saved reports">
      <h2>Saved reports</h2>
      {savedError && <p className="lab-error">{savedError}</p>}
      <label className="lab-field">
        Import a report (JSON)
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
      {saved.length + savedExplore.length === 0 ? (
        <p className="lab-hint">No saved report yet: every run is saved here when it ends.</p>
      ) : (
        <ul className="lab-saved-list">
          {savedExplore.map((s) => (
            <SavedItem
              key={s.id}
              s={s}
              detail={`${s.data.result.kind === 'sweep' ? 'sweep' : 'comparison'} · ${s.data.result.reports.map((r) => r.played).join(' + ')} games${s.data.result.complete ? '' : ' (cancelled)'}`}
              open={exploredId === s.id}
              onOpen={() => {
                setShown(null);
                setExplored(s.data.result);
                setExploredId(s.id);
                setStatus('idle');
              }}
              onChanged={() => void refresh()}
              onError={setSavedError}
            />
          ))}
          {saved.map((s) => (
            <SavedItem
              key={s.id}
              s={s}
              detail={`${s.data.report.played}/${s.data.report.games} games${s.data.report.complete ? '' : ' (cancelled)'}`}
              open={shown?.id === s.id}
              onOpen={() => {
                setShown({ report: s.data.report, seconds: s.data.seconds, id: s.id });
                setExplored(null);
                setExploredId(null);
                setStatus('idle');
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
