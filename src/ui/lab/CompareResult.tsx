// A comparison's results: B − A per Titan and per turn position with paired 95% intervals (one symmetric
// axis for both), the win rates of A and B side by side (one scale), both length histograms (same rounds
// and games axes) and a difference heatmap (B − A per space, a diverging colour-blind-safe scale).
import type { ReactNode } from 'react';
import type { TitanId } from '../../engine/types';
import type { BalanceReport } from '../../sim/balance';
import type { Comparison, DiffRow } from '../../sim/compare';
import { compareHeadline, fairnessHeadline } from '../../sim/compare-headline';
import { CompareFairness } from './CompareFairness';
import { comparisonLabels } from './savedWords';
import { renderFinding } from '../../sim/verdict-text';
import { TITANS } from '../meta';
import { Histogram, niceMax, WinRateChart, type WinBar } from './charts';
import { DeltaChart, type DeltaRow } from './barCharts';
import { DiffHeatmap } from './DiffHeatmap';
import type { ExploreResult } from './explore';
import { t as tx } from '../../i18n';
import { useT } from '../../i18n/useT';
import { fixed, pct1 as pct, signedPts } from './i18nText';
import { UI_FORMAT } from './VerdictPanel';
import { ScrollBox } from './ScrollBox';

type Compare = Extract<ExploreResult, { kind: 'compare' }>;

function diffRows(
  rows: Record<string, DiffRow>,
  name: (k: string) => string,
  colour: (k: string) => string | undefined,
): DeltaRow[] {
  return Object.entries(rows).map(([k, r]) => ({
    label: name(k),
    delta: r.diff,
    lo: r.ci[0],
    hi: r.ci[1],
    colour: colour(k),
    note: tx('lab.pairedNote', { a: pct(r.a), b: pct(r.b), n: r.games }),
  }));
}

function bar(label: string, r: { wins: number; rate: number; ci: [number, number] }, colour: string): WinBar {
  return { label, colour, wins: r.wins, ci: { rate: r.rate, lo: r.ci[0], hi: r.ci[1] } };
}

/** The charts' rows and their shared scales: one symmetric difference axis, one win-rate scale, one
 * histogram range. */
function compareScales(c: Comparison | null, ra: BalanceReport | undefined, rb: BalanceReport | undefined) {
  const titans = Object.keys((ra ?? rb)?.titans ?? {}) as TitanId[];
  const titanDiff = c
    ? diffRows(
        c.titans,
        (k) => TITANS[k as TitanId].name,
        (k) => TITANS[k as TitanId].colour,
      )
    : [];
  const posDiff = c
    ? diffRows(
        c.turnPosition,
        (k) => (k === '1' ? tx('lab.firstPosition') : k),
        () => undefined,
      )
    : [];
  const dMax = niceMax(
    Math.max(0.02, ...[...titanDiff, ...posDiff].flatMap((r) => [Math.abs(r.lo), Math.abs(r.hi)])),
  );
  const barsA = ra ? titans.map((t) => bar(TITANS[t].name, ra.titans[t], TITANS[t].colour)) : [];
  const barsB = rb ? titans.map((t) => bar(TITANS[t].name, rb.titans[t], TITANS[t].colour)) : [];
  const winMax = Math.min(1, niceMax(Math.max(0.3, ...[...barsA, ...barsB].map((b) => b.ci.hi)) * 1.05));
  const keys = [ra, rb].flatMap((r) => (r ? Object.keys(r.length.histogram).map(Number) : []));
  const range: [number, number] = keys.length ? [Math.min(...keys), Math.max(...keys)] : [0, 1];
  const yHist = Math.max(1, ...[ra, rb].flatMap((r) => (r ? Object.values(r.length.histogram) : [])));
  return { titanDiff, posDiff, dMax, barsA, barsB, winMax, range, yHist };
}

function CompareTable({ c }: { c: Comparison }) {
  const tr = useT();
  return (
    <ScrollBox label={tr('lab.compareTableCaption')}>
      <table className="lab-table" data-testid="compare-table">
        <caption>{tr('lab.compareTableCaption')}</caption>
        {/* Each column of figures is named. */}
        <thead>
          <tr>
            <th scope="col">{tr('lab.compareColWho')}</th>
            <th scope="col">{tr('lab.compareColA')}</th>
            <th scope="col">{tr('lab.compareColB')}</th>
            <th scope="col">{tr('lab.compareColDiff')}</th>
          </tr>
        </thead>
        <tbody>
          {[
            ...Object.entries(c.titans).map(([k, r]) => [TITANS[k as TitanId].name, r] as const),
            ...Object.entries(c.turnPosition).map(([k, r]) => [tr('lab.positionN', { n: k }), r] as const),
          ].map(([name, r]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{pct(r.a)}</td>
              <td>{pct(r.b)}</td>
              <td>
                {signedPts(r.diff)} [{signedPts(r.ci[0])} … {signedPts(r.ci[1])}]
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

function CompareCharts({ result, labels }: { result: Compare; labels: [string, string] }) {
  const tr = useT();
  const [ra, rb] = result.reports;
  const c = result.comparison;
  const { titanDiff, posDiff, dMax, barsA, barsB, winMax, range, yHist } = compareScales(c, ra, rb);
  return (
    <div className="lab-columns n2">
      {c && (
        <DeltaChart
          rows={titanDiff}
          title={tr('lab.diffPerTitan')}
          xTitle={tr('lab.diffAxis')}
          testId="compare-titans"
          xMax={dMax}
        />
      )}
      {c && (
        <DeltaChart
          rows={posDiff}
          title={tr('lab.diffPerPosition')}
          xTitle={tr('lab.diffAxis')}
          testId="compare-positions"
          xMax={dMax}
        />
      )}
      {ra && (
        <WinRateChart
          bars={barsA}
          games={ra.played}
          title={`A: ${labels[0]}`}
          yMax={winMax}
          testId="compare-a"
          xTitle={tr('lab.titan')}
        />
      )}
      {rb && (
        <WinRateChart
          bars={barsB}
          games={rb.played}
          title={`B: ${labels[1]}`}
          yMax={winMax}
          testId="compare-b"
          xTitle={tr('lab.titan')}
        />
      )}
      {ra && (
        <Histogram
          hist={ra.length.histogram}
          title={tr('lab.gameLengthA')}
          xTitle={tr('lab.roundsUntilWin')}
          yTitle={tr('lab.gamesAxis')}
          range={range}
          yMax={yHist}
        />
      )}
      {rb && (
        <Histogram
          hist={rb.length.histogram}
          title={tr('lab.gameLengthB')}
          xTitle={tr('lab.roundsUntilWin')}
          yTitle={tr('lab.gamesAxis')}
          range={range}
          yMax={yHist}
        />
      )}
      {c && <CompareTable c={c} />}
      {ra && rb && rb.played > 0 && <DiffHeatmap a={ra} b={rb} labels={labels} />}
    </div>
  );
}

export function CompareResult({ result, live, head }: { result: Compare; live: boolean; head: ReactNode }) {
  const tr = useT();
  const [ra] = result.reports;
  const c = result.comparison;
  // The lab's own labels in the reader's language, from the reports' courses (savedWords.ts).
  const labels = comparisonLabels(result.labels, result.reports);
  return (
    <article className="lab-result" data-testid="compare-result" aria-busy={live || undefined}>
      <h2>
        {tr('lab.comparisonTitle', { a: labels[0], b: labels[1] })}
        {live ? ` — ${tr('lab.running')}` : result.complete ? '' : ` — ${tr('lab.cancelledPartial')}`}
      </h2>
      <p className="lab-summary">
        {tr('lab.comparisonSummary', {
          n: c?.games ?? ra?.played ?? 0,
          // "7.66", not "7.658" (the CLI's comparison writes two decimals too).
          a: c ? fixed(c.rounds.a, 2) : '—',
          b: c ? fixed(c.rounds.b, 2) : '—',
        })}
      </p>
      {c && (
        <p className="verdict-headline" data-testid="compare-headline">
          {/* "is B fairer?" first, then "does B change who wins?" */}
          {/* While it plays, fairness waits for the last game (its bootstrap is too slow for every update). */}
          {[...(c.fairness || !live ? [fairnessHeadline(c)] : []), ...compareHeadline(c)]
            .map((f) => renderFinding(f, UI_FORMAT))
            .join(' ')}
        </p>
      )}
      {c && <CompareFairness c={c} labels={labels} />}
      {head}
      <CompareCharts result={result} labels={labels} />
    </article>
  );
}
