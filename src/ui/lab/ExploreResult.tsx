// Results of a sweep or a comparison (src/ui/lab/explore.ts), with their JSON export: SweepResult.tsx
// draws a sweep, CompareResult.tsx a comparison. docs/lab.md explains them.
import { download } from '../download';
import type { ExploreResult } from './explore';
import { useT } from '../../i18n/useT';
import { CompareResult } from './CompareResult';
import { SweepResult } from './SweepResult';

export function ExploreResultView({ result, live }: { result: ExploreResult; live: boolean }) {
  const tr = useT();
  const reports = result.reports;
  if (!reports[0]) return null;
  const exportName =
    result.kind === 'sweep'
      ? `titan-balance-sweep-${result.sweep.key}.json`
      : `titan-balance-comparison.json`;
  const exportData =
    result.kind === 'sweep'
      ? { kind: 'titan-race-balance-sweep', sweep: result.sweep, reports }
      : { ...result.comparison, reports };
  const head = (
    <div className="lab-row lab-result-tools">
      <button
        type="button"
        onClick={() => download(exportName, JSON.stringify(exportData, null, 2), 'application/json')}
      >
        {tr('lab.exportJSON')}
      </button>
    </div>
  );
  return result.kind === 'sweep' ? (
    <SweepResult result={result} live={live} head={head} />
  ) : (
    <CompareResult result={result} live={live} head={head} />
  );
}
