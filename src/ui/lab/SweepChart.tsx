// A line chart over the swept values of a sweep (src/ui/lab/explore.ts), with 95% whiskers.
import { useT } from '../../i18n/useT';
import { AxisTitles } from './charts';

export interface Series {
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
  const t = useT();
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
              {t('lab.fairLine', { value: fmt(fair) })}
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
        <AxisTitles m={m} iw={iw} ih={ih} H={H} bottom={8} x={xTitle} y={yTitle} />
      </svg>
    </figure>
  );
}
