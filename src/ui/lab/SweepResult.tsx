// A sweep's results: win rate per Titan, win rate per turn position and game length against the swept
// value — the three charts share their x axis (the values), the two win-rate charts their y axis.
import type { ReactNode } from 'react';
import type { TitanId } from '../../engine/types';
import type { BalanceReport } from '../../sim/balance';
import { courseName } from './savedWords';
import { TITANS } from '../meta';
import { niceMax } from './charts';
import { sweepKeyLabel } from './sweepLabel';
import { SweepChart, type Series } from './SweepChart';
import type { ExploreResult } from './explore';
import { t as tx } from '../../i18n';
import { useT } from '../../i18n/useT';
import { fixed, pct1 as pct } from './i18nText';
import { ScrollBox } from './ScrollBox';

const NEUTRAL = '#7a8ca3';
const DASH = [undefined, '6 3', '2 3', '8 3 2 3', '1 2', '10 4'];
const GREYS = ['#1f2937', '#4b5563', '#6b7280', '#9ca3af', '#374151', '#111827'];

type Sweep = Extract<ExploreResult, { kind: 'sweep' }>;
type At = (i: number) => BalanceReport | null;

/** The three charts' series and their shared y scales. */
function sweepSeries(result: Sweep, titans: TitanId[], at: At) {
  const xs = result.sweep.values;
  const first = result.reports[0];
  const fairShare = 1 / titans.length;
  const titanSeries: Series[] = titans.map((t) => ({
    label: TITANS[t].name,
    colour: TITANS[t].colour,
    points: xs.map((_, i) => {
      const r = at(i)?.titans[t];
      return r ? { y: r.rate, lo: r.ci[0], hi: r.ci[1] } : null;
    }),
  }));
  const positions = Object.keys(first.turnPosition);
  const posSeries: Series[] = positions.map((p, j) => ({
    label: p === '1' ? tx('lab.firstPosition') : p,
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
      Math.max(fairShare, ...[...titanSeries, ...posSeries].flatMap((s) => s.points.map((p) => p?.hi ?? 0))) *
        1.05,
    ),
  );
  const lenSeries: Series[] = [
    {
      label: tx('lab.meanSd'),
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
  return { titanSeries, posSeries, lenSeries, yWin, yLen, fairShare };
}

function SweepTable({
  xs,
  at,
  titans,
  keyLabel,
}: {
  xs: number[];
  at: At;
  titans: TitanId[];
  keyLabel: string;
}) {
  const tr = useT();
  return (
    <ScrollBox label={tr('lab.sweepTableCaption')}>
      <table className="lab-table" data-testid="sweep-table">
        <caption>{tr('lab.sweepTableCaption')}</caption>
        <thead>
          <tr>
            <th>{keyLabel}</th>
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
    </ScrollBox>
  );
}

export function SweepResult({ result, live, head }: { result: Sweep; live: boolean; head: ReactNode }) {
  const tr = useT();
  const reports = result.reports;
  const first = reports[0];
  const titans = Object.keys(first.titans) as TitanId[];
  const xs = result.sweep.values;
  const at: At = (i) => (reports[i] && reports[i].played > 0 ? reports[i] : null);
  const { titanSeries, posSeries, lenSeries, yWin, yLen, fairShare } = sweepSeries(result, titans, at);
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
        <SweepTable xs={xs} at={at} titans={titans} keyLabel={key} />
      </div>
    </article>
  );
}
