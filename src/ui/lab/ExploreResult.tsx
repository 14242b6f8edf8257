// Results of a sweep or a comparison (src/ui/lab/explore.ts). A sweep: win rate per Titan, win rate per
// turn position and game length against the swept value — the three charts share their x axis (the
// values), the two win-rate charts their y axis. A comparison: B − A per Titan and per turn position with
// paired 95% intervals (one symmetric axis for both), the win rates of A and B side by side (one scale),
// both length histograms (same rounds and games axes) and a difference heatmap (B − A per space, a
// diverging colour-blind-safe scale, one legend). docs/lab.md explains them.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TitanId } from '../../engine/types';
import type { BalanceReport } from '../../sim/balance';
import type { DiffRow } from '../../sim/compare';
import { BoardView, R, spaceXY } from '../board/BoardView';
import { TITANS } from '../meta';
import { DeltaChart, Histogram, niceMax, WinRateChart, type DeltaRow, type WinBar } from './charts';
import { download } from '../download';
import type { ExploreResult } from './explore';
import { courseElements, FIGURE_LABEL, figureValues, type SpaceFigure } from './Heatmap';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const pts = (v: number) =>
  `${v > 0 ? '+' : v < 0 ? '−' : ''}${(Math.round(Math.abs(v) * 1000) / 10).toFixed(1)}`;
const NEUTRAL = '#7a8ca3';

interface Series {
  label: string;
  colour: string;
  dash?: string;
  /** Per x value: the point and its interval (null: not played yet). */
  points: ({ y: number; lo: number; hi: number } | null)[];
}

/** A line chart over the swept values: one series per Titan (or position), with 95% whiskers. */
export function SweepChart(props: {
  title: string;
  xTitle: string;
  yTitle: string;
  xs: number[];
  series: Series[];
  yMax: number;
  percent: boolean;
  fair?: number;
  testId: string;
}) {
  const { title, xTitle, yTitle, xs, series, yMax, percent, fair, testId } = props;
  const W = 520;
  const H = 270;
  const m = { l: 56, r: 110, t: 28, b: 46 };
  const iw = W - m.l - m.r;
  const ih = H - m.t - m.b;
  const x = (i: number) => m.l + (xs.length > 1 ? (i / (xs.length - 1)) * iw : iw / 2);
  const y = (v: number) => m.t + ih - (Math.min(v, yMax) / yMax) * ih;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * yMax);
  const fmt = (v: number) => (percent ? `${Math.round(v * 1000) / 10}%` : `${Math.round(v * 10) / 10}`);
  const desc = series
    .map((s) => `${s.label}: ${s.points.map((p, i) => `${xs[i]} → ${p ? fmt(p.y) : '—'}`).join(', ')}`)
    .join('; ');
  return (
    <figure className="lab-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}. ${desc}`} data-testid={testId}>
        <text x={(m.l + W - m.r) / 2} y={16} textAnchor="middle" className="chart-title">
          {title}
        </text>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={m.l} x2={m.l + iw} y1={y(t)} y2={y(t)} className="grid" />
            <text x={m.l - 6} y={y(t) + 4} textAnchor="end" className="tick">
              {fmt(t)}
            </text>
          </g>
        ))}
        <line x1={m.l} x2={m.l} y1={m.t} y2={m.t + ih} className="axis" />
        <line x1={m.l} x2={m.l + iw} y1={m.t + ih} y2={m.t + ih} className="axis" />
        {xs.map((v, i) => (
          <text key={i} x={x(i)} y={m.t + ih + 16} textAnchor="middle" className="tick" data-x={v}>
            {v}
          </text>
        ))}
        {fair !== undefined && (
          <g>
            <line x1={m.l} x2={m.l + iw} y1={y(fair)} y2={y(fair)} className="fair" strokeDasharray="5 4" />
            <text x={m.l + iw + 4} y={y(fair) + 4} className="tick">
              fair {fmt(fair)}
            </text>
          </g>
        )}
        {series.map((s, si) => {
          const off = (si - (series.length - 1) / 2) * 3; // whiskers side by side, not on top of each other
          const path = s.points
            .map((p, i) => (p ? `${x(i) + off},${y(p.y)}` : null))
            .filter(Boolean)
            .join(' L');
          return (
            <g key={s.label} data-series={s.label}>
              {path && (
                <path
                  d={`M${path}`}
                  fill="none"
                  stroke={s.colour}
                  strokeWidth={2.5}
                  strokeDasharray={s.dash}
                />
              )}
              {s.points.map(
                (p, i) =>
                  p && (
                    <g key={i}>
                      <line
                        x1={x(i) + off}
                        x2={x(i) + off}
                        y1={y(p.lo)}
                        y2={y(p.hi)}
                        stroke={s.colour}
                        strokeWidth={1.5}
                      />
                      <circle cx={x(i) + off} cy={y(p.y)} r={4} fill={s.colour} stroke="#fff" strokeWidth={1}>
                        <title>{`${s.label}, ${xs[i]}: ${fmt(p.y)} (${fmt(p.lo)}–${fmt(p.hi)})`}</title>
                      </circle>
                    </g>
                  ),
              )}
            </g>
          );
        })}
        {series.map((s, si) => (
          <g key={s.label} transform={`translate(${m.l + iw + 12} ${m.t + 10 + si * 18})`}>
            <line x1={0} x2={18} y1={0} y2={0} stroke={s.colour} strokeWidth={3} strokeDasharray={s.dash} />
            <text x={22} y={4} className="tick">
              {s.label}
            </text>
          </g>
        ))}
        <text
          transform={`translate(14 ${m.t + ih / 2}) rotate(-90)`}
          textAnchor="middle"
          className="axis-title"
        >
          {yTitle}
        </text>
        <text x={m.l + iw / 2} y={H - 8} textAnchor="middle" className="axis-title">
          {xTitle}
        </text>
      </svg>
    </figure>
  );
}

/** Diverging, colour-blind safe (ColorBrewer PuOr): purple = less in B than in A, orange = more. */
const PUOR = [
  '#542788',
  '#8073ac',
  '#b2abd2',
  '#d8daeb',
  '#f7f7f7',
  '#fee0b6',
  '#fdb863',
  '#e08214',
  '#b35806',
];
export function divergingColour(t: number): string {
  const c = Math.max(-1, Math.min(1, t));
  return PUOR[Math.round(((c + 1) / 2) * (PUOR.length - 1))];
}

/** B − A of a per-space figure over the board of course A, with one legend. */
export function DiffHeatmap(props: { a: BalanceReport; b: BalanceReport; labels: [string, string] }) {
  const { a, b, labels } = props;
  const [figure, setFigure] = useState<SpaceFigure>('visits');
  const circuits = a.reproduce.circuits;
  const same = circuits.length === b.reproduce.circuits.length;
  const elements = useMemo(() => courseElements(circuits), [circuits]);
  const diff = useMemo(() => {
    const va = figureValues(a.baseline, figure);
    const vb = figureValues(b.baseline, figure);
    return va.map((v, i) => (vb[i] ?? 0) - v);
  }, [a, b, figure]);
  const max = niceMax(Math.max(1e-9, ...diff.map(Math.abs)));
  const box = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  useLayoutEffect(() => setSvg(box.current?.querySelector<SVGSVGElement>('svg.board-svg') ?? null), [same]);
  if (!same)
    return (
      <p className="lab-hint">
        No difference heatmap: A and B have a different number of boards, so their spaces do not match.
      </p>
    );
  const label = FIGURE_LABEL[figure];
  const boards = circuits.length;
  const names = circuits.map((c) => c.name);
  const spaceNames = Object.keys(a.baseline.spaces);
  return (
    <figure className="lab-heatmap" data-testid="diff-heatmap">
      <figcaption>
        Difference heatmap, B − A: {label} ({labels[1]} minus {labels[0]}){' '}
        <select
          aria-label="Difference heatmap figure"
          value={figure}
          onChange={(e) => setFigure(e.target.value as SpaceFigure)}
        >
          {(Object.keys(FIGURE_LABEL) as SpaceFigure[]).map((f) => (
            <option key={f} value={f}>
              {FIGURE_LABEL[f]}
            </option>
          ))}
        </select>
      </figcaption>
      <div ref={box}>
        <BoardView
          boards={boards}
          elements={elements}
          legend={false}
          label={`Difference heatmap of ${label}, B − A, on ${names.join(' + ')}`}
          boardNames={boards > 1 ? names : undefined}
        />
      </div>
      {svg &&
        createPortal(
          <g className="diff-layer" pointerEvents="none">
            {diff.map((d, i) => {
              const p = spaceXY(i, boards);
              return (
                <circle
                  key={i}
                  cx={p.x}
                  cy={p.y}
                  r={R - 3}
                  fill={divergingColour(d / max)}
                  opacity={0.85}
                  data-diff-space={spaceNames[i]}
                  data-diff={d.toFixed(4)}
                >
                  <title>{`${spaceNames[i]}: ${d >= 0 ? '+' : '−'}${Math.abs(d).toFixed(3)} ${label} (B − A)`}</title>
                </circle>
              );
            })}
          </g>,
          svg,
        )}
      <div
        className="heat-legend diff-legend"
        data-testid="diff-legend"
        aria-label={`Colour scale: −${max} (less in B) to +${max} (more in B) ${label}`}
      >
        <span>−{max} (less in B)</span>
        <span className="heat-ramp">
          {PUOR.map((c, i) => (
            <span
              key={i}
              style={{ background: c }}
              title={(((i / (PUOR.length - 1)) * 2 - 1) * max).toFixed(3)}
            />
          ))}
        </span>
        <span>+{max} (more in B)</span>
        <span> {label}</span>
      </div>
    </figure>
  );
}

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
    note: `A ${pct(r.a)}, B ${pct(r.b)} over ${r.games} paired games`,
  }));
}

function bar(label: string, r: { wins: number; rate: number; ci: [number, number] }, colour: string): WinBar {
  return { label, colour, wins: r.wins, ci: { rate: r.rate, lo: r.ci[0], hi: r.ci[1] } };
}

export function ExploreResultView({ result, live }: { result: ExploreResult; live: boolean }) {
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
        Export JSON
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
      label: p === '1' ? '1 (first)' : p,
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
        label: 'mean ± sd',
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
    const key = result.sweep.key;
    return (
      <article className="lab-result" data-testid="sweep-result" aria-busy={live || undefined}>
        <h2>
          Sweep of {key}: {xs.join(', ')}
          {live ? ' — running' : result.complete ? '' : ' — cancelled (partial)'}
        </h2>
        <p className="lab-summary">
          {first.circuits.join(' + ')} · {first.games} games per value, the same seeds for every value · seed{' '}
          {first.seed} · free play (no restricted play)
        </p>
        {head}
        <div className="lab-columns n2">
          <SweepChart
            title="Win rate per Titan"
            xTitle={key}
            yTitle="win rate"
            xs={xs}
            series={titanSeries}
            yMax={yWin}
            percent
            fair={fairShare}
            testId="sweep-titans"
          />
          <SweepChart
            title="Win rate per turn position"
            xTitle={key}
            yTitle="win rate"
            xs={xs}
            series={posSeries}
            yMax={yWin}
            percent
            fair={fairShare}
            testId="sweep-positions"
          />
          <SweepChart
            title="Game length"
            xTitle={key}
            yTitle="rounds"
            xs={xs}
            series={lenSeries}
            yMax={yLen}
            percent={false}
            testId="sweep-length"
          />
          <table className="lab-table" data-testid="sweep-table">
            <caption>Win rate per Titan (95% interval) and mean rounds, per value</caption>
            <thead>
              <tr>
                <th>{key}</th>
                {titans.map((t) => (
                  <th key={t}>{TITANS[t].name}</th>
                ))}
                <th>first player</th>
                <th>rounds</th>
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
                          ? `${pct(r.titans[t].rate)} ±${((100 * (r.titans[t].ci[1] - r.titans[t].ci[0])) / 2).toFixed(1)}`
                          : '—'}
                      </td>
                    ))}
                    <td>{r ? pct(r.turnPosition['1'].rate) : '—'}</td>
                    <td>{r ? r.length.mean.toFixed(2) : '—'}</td>
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
        (k) => (k === '1' ? '1 (first)' : k),
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
        Comparison: A = {result.labels[0]}, B = {result.labels[1]}
        {live ? ' — running' : result.complete ? '' : ' — cancelled (partial)'}
      </h2>
      <p className="lab-summary">
        The same {c?.games ?? ra?.played ?? 0} games (same seeds, same seating) on A and on B · differences
        are B − A in win-rate points with a paired 95% interval · rounds: A {c?.rounds.a ?? '—'}, B{' '}
        {c?.rounds.b ?? '—'}
      </p>
      {head}
      <div className="lab-columns n2">
        {c && (
          <DeltaChart
            rows={titanDiff}
            title="B − A: win rate per Titan"
            xTitle="win-rate points, B − A · whiskers: paired 95% interval"
            testId="compare-titans"
            xMax={dMax}
          />
        )}
        {c && (
          <DeltaChart
            rows={posDiff}
            title="B − A: win rate per turn position"
            xTitle="win-rate points, B − A · whiskers: paired 95% interval"
            testId="compare-positions"
            xMax={dMax}
          />
        )}
        {ra && (
          <WinRateChart
            bars={barsA}
            games={ra.played}
            title={`A: ${result.labels[0]}`}
            yMax={winMax}
            testId="compare-a"
            xTitle="Titan"
          />
        )}
        {rb && (
          <WinRateChart
            bars={barsB}
            games={rb.played}
            title={`B: ${result.labels[1]}`}
            yMax={winMax}
            testId="compare-b"
            xTitle="Titan"
          />
        )}
        {ra && (
          <Histogram
            hist={ra.length.histogram}
            title={`Game length, A`}
            xTitle="rounds until a Titan wins"
            yTitle="games"
            range={range}
            yMax={yHist}
          />
        )}
        {rb && (
          <Histogram
            hist={rb.length.histogram}
            title={`Game length, B`}
            xTitle="rounds until a Titan wins"
            yTitle="games"
            range={range}
            yMax={yHist}
          />
        )}
        {c && (
          <table className="lab-table" data-testid="compare-table">
            <caption>Per Titan and turn position: A, B, B − A (paired 95% interval)</caption>
            <tbody>
              {[
                ...Object.entries(c.titans).map(([k, r]) => [TITANS[k as TitanId].name, r] as const),
                ...Object.entries(c.turnPosition).map(([k, r]) => [`position ${k}`, r] as const),
              ].map(([name, r]) => (
                <tr key={name}>
                  <td>{name}</td>
                  <td>{pct(r.a)}</td>
                  <td>{pct(r.b)}</td>
                  <td>
                    {pts(r.diff)} [{pts(r.ci[0])} … {pts(r.ci[1])}]
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {ra && rb && rb.played > 0 && <DiffHeatmap a={ra} b={rb} labels={result.labels} />}
      </div>
    </article>
  );
}
