// Plain SVG charts for the lab: every chart has axes, tick labels, axis titles and a caption.
import type { Interval } from '../../sim/stats';
import { formatNumber, t } from '../../i18n';
import { pct1 } from './i18nText';

/** An axis tick or the fair share: at most one decimal, in the language's way (12.5% / 12,5 %). */
const pct = (x: number) => formatNumber(x, { style: 'percent', maximumFractionDigits: 1 });

function niceMax(x: number): number {
  if (x <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= x) return m * p;
  return 10 * p;
}

export interface WinBar {
  label: string;
  sub?: string;
  colour: string;
  ci: Interval;
  wins: number;
}

/** The y-axis top for win-rate bars (share it between charts drawn side by side). */
export function winScale(bars: WinBar[]): number {
  return Math.min(1, niceMax(Math.max(...bars.map((b) => b.ci.hi), 1 / bars.length) * 1.05));
}

/** Win rate per seat with 95% CI whiskers and the fair-share line (1 / seats). */
/** A chart's two axis titles: y turned along the left edge, x centred under the plot, `bottom` above the foot. */
export function AxisTitles({
  m,
  iw,
  ih,
  H,
  bottom,
  x,
  y,
}: {
  m: { l: number; t: number };
  iw: number;
  ih: number;
  H: number;
  bottom: number;
  x: string;
  y: string;
}) {
  return (
    <>
      <text
        transform={`translate(14 ${m.t + ih / 2}) rotate(-90)`}
        textAnchor="middle"
        className="axis-title"
      >
        {y}
      </text>
      <text x={m.l + iw / 2} y={H - bottom} textAnchor="middle" className="axis-title">
        {x}
      </text>
    </>
  );
}

export function WinRateChart({
  bars,
  games,
  title,
  yMax,
  testId = 'win-chart',
  xTitle,
}: {
  bars: WinBar[];
  games: number;
  title: string;
  yMax?: number;
  testId?: string;
  /** What a bar is (the x axis's title, before the notes on whiskers and the fair share). */
  xTitle?: string;
}) {
  const W = 520;
  const H = 260;
  const m = { l: 52, r: 12, t: 28, b: 58 };
  const iw = W - m.l - m.r;
  const ih = H - m.t - m.b;
  const top = yMax ?? winScale(bars);
  const y = (v: number) => m.t + ih - (v / top) * ih;
  const bw = iw / bars.length;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
  const fair = 1 / bars.length;
  return (
    <figure className="lab-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${title}: ${bars.map((b) => `${b.label} ${pct1(b.ci.rate)}`).join(', ')}`}
        data-testid={testId}
      >
        <text x={W / 2} y={16} textAnchor="middle" className="chart-title">
          {title}
        </text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={m.l} x2={W - m.r} y1={y(tick)} y2={y(tick)} className="grid" />
            <text x={m.l - 6} y={y(tick) + 4} textAnchor="end" className="tick">
              {pct(tick)}
            </text>
          </g>
        ))}
        <line x1={m.l} x2={m.l} y1={m.t} y2={m.t + ih} className="axis" />
        <line x1={m.l} x2={W - m.r} y1={m.t + ih} y2={m.t + ih} className="axis" />
        <line x1={m.l} x2={W - m.r} y1={y(fair)} y2={y(fair)} className="fair" />
        {bars.map((b, i) => {
          const cx = m.l + bw * i + bw / 2;
          const w = Math.min(48, bw * 0.6);
          return (
            <g key={i}>
              <rect
                x={cx - w / 2}
                y={y(b.ci.rate)}
                width={w}
                height={m.t + ih - y(b.ci.rate)}
                fill={b.colour}
                stroke="#0006"
              >
                <title>
                  {t('lab.winBarTip', {
                    label: b.sub ? `${b.label} (${b.sub})` : b.label,
                    n: b.wins,
                    wins: formatNumber(b.wins),
                    games: formatNumber(games),
                    rate: pct(b.ci.rate),
                    lo: pct(b.ci.lo),
                    hi: pct(b.ci.hi),
                  })}
                </title>
              </rect>
              <line x1={cx} x2={cx} y1={y(b.ci.lo)} y2={y(b.ci.hi)} className="whisker" />
              <line x1={cx - 8} x2={cx + 8} y1={y(b.ci.lo)} y2={y(b.ci.lo)} className="whisker" />
              <line x1={cx - 8} x2={cx + 8} y1={y(b.ci.hi)} y2={y(b.ci.hi)} className="whisker" />
              <text x={cx} y={y(b.ci.hi) - 5} textAnchor="middle" className="value">
                {pct1(b.ci.rate)}
              </text>
              <text x={cx} y={m.t + ih + 16} textAnchor="middle" className="tick">
                {b.label}
              </text>
              {b.sub && (
                <text x={cx} y={m.t + ih + 30} textAnchor="middle" className="tick sub">
                  {b.sub}
                </text>
              )}
            </g>
          );
        })}
        <AxisTitles
          m={m}
          iw={iw}
          ih={ih}
          H={H}
          bottom={6}
          y={t('lab.winRateAxis')}
          x={t('lab.winAxisNotes', { what: xTitle ?? t('lab.seatAxis'), fair: pct(fair) })}
        />
      </svg>
    </figure>
  );
}

/** Game length histogram: games per number of rounds. */
export function Histogram({
  hist,
  title,
  xTitle,
  yTitle,
  range,
  yMax,
}: {
  hist: Record<string, number>;
  title: string;
  xTitle: string;
  yTitle: string;
  /** Shared x range [first, last] bin when histograms are compared side by side. */
  range?: [number, number];
  /** Shared y-axis top (games) when histograms are compared side by side. */
  yMax?: number;
}) {
  const W = 520;
  const H = 240;
  const m = { l: 52, r: 12, t: 28, b: 44 };
  const keys = Object.keys(hist)
    .map(Number)
    .sort((a, b) => a - b);
  const lo = range ? range[0] : keys.length ? keys[0] : 0;
  const hi = range ? range[1] : keys.length ? keys[keys.length - 1] : 1;
  const bins: number[] = [];
  for (let k = lo; k <= hi; k++) bins.push(k);
  const peak = Math.max(1, yMax ?? 0, ...bins.map((k) => hist[k] ?? 0));
  const step = Math.max(1, niceMax(peak / 4));
  const maxY = step * Math.ceil(peak / step);
  const iw = W - m.l - m.r;
  const ih = H - m.t - m.b;
  const bw = iw / Math.max(1, bins.length);
  const y = (v: number) => m.t + ih - (v / maxY) * ih;
  const ticks: number[] = [];
  for (let t = 0; t <= maxY + 1e-9; t += step) ticks.push(t);
  const every = Math.max(1, Math.ceil(bins.length / 14));
  return (
    <figure className="lab-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} data-testid="length-chart">
        <text x={W / 2} y={16} textAnchor="middle" className="chart-title">
          {title}
        </text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={m.l} x2={W - m.r} y1={y(tick)} y2={y(tick)} className="grid" />
            <text x={m.l - 6} y={y(tick) + 4} textAnchor="end" className="tick">
              {Math.round(tick)}
            </text>
          </g>
        ))}
        <line x1={m.l} x2={m.l} y1={m.t} y2={m.t + ih} className="axis" />
        <line x1={m.l} x2={W - m.r} y1={m.t + ih} y2={m.t + ih} className="axis" />
        {bins.map((k, i) => (
          <g key={k}>
            <rect
              x={m.l + i * bw + 1}
              y={y(hist[k] ?? 0)}
              width={Math.max(1, bw - 2)}
              height={m.t + ih - y(hist[k] ?? 0)}
              className="bar"
            >
              <title>
                {t('lab.histTip', { n: hist[k] ?? 0, rounds: k, games: formatNumber(hist[k] ?? 0) })}
              </title>
            </rect>
            {i % every === 0 && (
              <text x={m.l + i * bw + bw / 2} y={m.t + ih + 15} textAnchor="middle" className="tick">
                {k}
              </text>
            )}
          </g>
        ))}
        <AxisTitles m={m} iw={iw} ih={ih} H={H} bottom={6} x={xTitle} y={yTitle} />
      </svg>
    </figure>
  );
}

export { niceMax };
