// Results of a sweep or a comparison (src/ui/lab/explore.ts). A sweep: win rate per Titan, win rate per
// turn position and game length against the swept value — the three charts share their x axis (the
// values), the two win-rate charts their y axis. A comparison: B − A per Titan and per turn position with
// paired 95% intervals (one symmetric axis for both), the win rates of A and B side by side (one scale),
// both length histograms (same rounds and games axes) and a difference heatmap (B − A per space, a
// diverging colour-blind-safe scale, one legend). docs/lab.md explains them.
import type { TitanId } from '../../engine/types';
import type { DiffRow } from '../../sim/compare';
import { compareHeadline, fairnessHeadline } from '../../sim/compare-headline';
import { CompareFairness } from './CompareFairness';
import { comparisonLabels, courseName } from './savedWords';
import { renderFinding } from '../../sim/verdict-text';
import { TITANS } from '../meta';
import { Histogram, niceMax, WinRateChart, type WinBar } from './charts';
import { DeltaChart, type DeltaRow } from './barCharts';
import { DiffHeatmap } from './DiffHeatmap';
import { sweepKeyLabel } from './sweepLabel';
import { SweepChart, type Series } from './SweepChart';
import { download } from '../download';
import type { ExploreResult } from './explore';
import { t as tx } from '../../i18n';
import { useT } from '../../i18n/useT';
import { fixed, pct1, signedPts } from './i18nText';
import { UI_FORMAT } from './VerdictPanel';

const pct = pct1;
const NEUTRAL = '#7a8ca3';

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

export function ExploreResultView({ result, live }: { result: ExploreResult; live: boolean }) {
  const tr = useT();
  const reports = result.reports;
  const first = reports[0];
  if (!first) return null;
  const titans = Object.keys(first.titans) as TitanId[];
  const fairShare = 1 / titans.length;
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

  if (result.kind === 'sweep') {
    const xs = result.sweep.values;
    const at = (i: number) => (reports[i] && reports[i].played > 0 ? reports[i] : null);
    const titanSeries: Series[] = titans.map((t) => ({
      label: TITANS[t].name,
      colour: TITANS[t].colour,
      points: xs.map((_, i) => {
        const r = at(i)?.titans[t];
        return r ? { y: r.rate, lo: r.ci[0], hi: r.ci[1] } : null;
      }),
    }));
    const positions = Object.keys(first.turnPosition);
    const DASH = [undefined, '6 3', '2 3', '8 3 2 3', '1 2', '10 4'];
    const GREYS = ['#1f2937', '#4b5563', '#6b7280', '#9ca3af', '#374151', '#111827'];
    const posSeries: Series[] = positions.map((p, j) => ({
      label: p === '1' ? tr('lab.firstPosition') : p,
      colour: GREYS[j % GREYS.length],
      dash: DASH[j % DASH.length],
      points: xs.map((_, i) => {
        const r = at(i)?.turnPosition[p];
        return r ? { y: r.rate, lo: r.ci[0], hi: r.ci[1] } : null;
      }),
    }));
    const yWin = Math.min(
      1,
      niceMax(
        Math.max(
          fairShare,
          ...[...titanSeries, ...posSeries].flatMap((s) => s.points.map((p) => p?.hi ?? 0)),
        ) * 1.05,
      ),
    );
    const lenSeries: Series[] = [
      {
        label: tr('lab.meanSd'),
        colour: NEUTRAL,
        points: xs.map((_, i) => {
          const r = at(i);
          return r
            ? { y: r.length.mean, lo: r.length.mean - r.length.sd, hi: r.length.mean + r.length.sd }
            : null;
        }),
      },
    ];
    const yLen = niceMax(Math.max(1, ...lenSeries[0].points.map((p) => p?.hi ?? 0)));
    const key = sweepKeyLabel(result.sweep.key);
    return (
      <article className="lab-result" data-testid="sweep-result" aria-busy={live || undefined}>
        <h2>
          {tr('lab.sweepOf', { key, values: xs.join(', ') })}
          {live ? ` — ${tr('lab.running')}` : result.complete ? '' : ` — ${tr('lab.cancelledPartial')}`}
        </h2>
        <p className="lab-summary">
          {tr('lab.sweepSummary', { course: courseName(first), n: first.games, seed: first.seed })}
        </p>
        {head}
        <div className="lab-columns n2">
          <SweepChart
            title={tr('lab.winRatePerTitan')}
            xTitle={key}
            yTitle={tr('lab.winRateAxis')}
            xs={xs}
            series={titanSeries}
            yMax={yWin}
            percent
            fair={fairShare}
            testId="sweep-titans"
          />
          <SweepChart
            title={tr('lab.winRatePerPosition')}
            xTitle={key}
            yTitle={tr('lab.winRateAxis')}
            xs={xs}
            series={posSeries}
            yMax={yWin}
            percent
            fair={fairShare}
            testId="sweep-positions"
          />
          <SweepChart
            title={tr('lab.gameLength')}
            xTitle={key}
            yTitle={tr('lab.roundsAxis')}
            xs={xs}
            series={lenSeries}
            yMax={yLen}
            percent={false}
            testId="sweep-length"
          />
          <table className="lab-table" data-testid="sweep-table">
            <caption>{tr('lab.sweepTableCaption')}</caption>
            <thead>
              <tr>
                <th>{key}</th>
                {titans.map((t) => (
                  <th key={t}>{TITANS[t].name}</th>
                ))}
                <th>{tr('lab.firstPlayer')}</th>
                <th>{tr('lab.roundsAxis')}</th>
              </tr>
            </thead>
            <tbody>
              {xs.map((v, i) => {
                const r = at(i);
                return (
                  <tr key={v}>
                    <td>{v}</td>
                    {titans.map((t) => (
                      <td key={t}>
                        {r
                          ? `${pct(r.titans[t].rate)} ±${fixed((100 * (r.titans[t].ci[1] - r.titans[t].ci[0])) / 2, 1)}`
                          : '—'}
                      </td>
                    ))}
                    <td>{r ? pct(r.turnPosition['1'].rate) : '—'}</td>
                    <td>{r ? fixed(r.length.mean, 2) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </article>
    );
  }

  const [ra, rb] = reports;
  const c = result.comparison;
  // The lab's own labels in the reader's language, from the reports' courses (savedWords.ts).
  const labels = comparisonLabels(result.labels, reports);
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
        (k) => (k === '1' ? tr('lab.firstPosition') : k),
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
        {c && (
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
                ...Object.entries(c.turnPosition).map(
                  ([k, r]) => [tr('lab.positionN', { n: k }), r] as const,
                ),
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
        )}
        {ra && rb && rb.played > 0 && <DiffHeatmap a={ra} b={rb} labels={labels} />}
      </div>
    </article>
  );
}
