// Horizontal bar charts for the lab (Life lost by cause, what an ability or a card is worth).
import { niceMax } from './charts';
import { formatNumber, t } from '../../i18n';
import { signedPts } from './i18nText';

/** Horizontal bars, e.g. Life lost per game by cause. */
export function HBarChart({
  rows,
  title,
  xTitle,
  digits = 2,
  xMax,
}: {
  rows: { label: string; value: number }[];
  title: string;
  xTitle: string;
  digits?: number;
  /** Shared x-axis top when charts are compared side by side. */
  xMax?: number;
}) {
  const W = 520;
  const rowH = 20;
  const m = { l: 96, r: 48, t: 28, b: 40 };
  const H = m.t + m.b + rows.length * rowH;
  const iw = W - m.l - m.r;
  const maxX = xMax ?? niceMax(Math.max(0.01, ...rows.map((r) => r.value)));
  const x = (v: number) => m.l + (v / maxX) * iw;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * maxX);
  return (
    <figure className="lab-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
        <text x={W / 2} y={16} textAnchor="middle" className="chart-title">
          {title}
        </text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={m.t} y2={H - m.b} className="grid" />
            <text x={x(tick)} y={H - m.b + 14} textAnchor="middle" className="tick">
              {formatNumber(+tick.toFixed(2))}
            </text>
          </g>
        ))}
        <line x1={m.l} x2={m.l} y1={m.t} y2={H - m.b} className="axis" />
        <line x1={m.l} x2={W - m.r} y1={H - m.b} y2={H - m.b} className="axis" />
        {rows.map((r, i) => (
          <g key={r.label}>
            <text x={m.l - 6} y={m.t + i * rowH + 14} textAnchor="end" className="tick">
              {r.label}
            </text>
            <rect
              x={m.l}
              y={m.t + i * rowH + 3}
              width={Math.max(0, x(r.value) - m.l)}
              height={rowH - 6}
              className="bar"
            />
            <text x={x(r.value) + 4} y={m.t + i * rowH + 14} className="tick">
              {formatNumber(r.value, { minimumFractionDigits: digits, maximumFractionDigits: digits })}
            </text>
          </g>
        ))}
        <text x={m.l + iw / 2} y={H - 6} textAnchor="middle" className="axis-title">
          {xTitle}
        </text>
      </svg>
    </figure>
  );
}

export interface DeltaRow {
  label: string;
  /** with − without, in win-rate points (a share: 0.05 = 5 points), and its 95% interval. */
  delta: number;
  lo: number;
  hi: number;
  /** Shown in the tooltip. */
  note: string;
  colour?: string;
  /** Significant after the verdict's correction for multiple comparisons (marked * beside the value). */
  significant?: boolean;
}

/**
 * Restricted play: per row, how many win-rate points the ability or card is worth (with − without),
 * as a bar from zero with its 95% interval; one symmetric axis around zero (pass `xMax` to share it).
 */
export function DeltaChart({
  rows,
  title,
  xTitle,
  testId,
  xMax,
}: {
  rows: DeltaRow[];
  title: string;
  xTitle: string;
  testId?: string;
  xMax?: number;
}) {
  const W = 640;
  const rowH = 22;
  // The right margin holds each row's value and interval, readable without hovering.
  // The left margin fits "Poser un piège (Grinder)".
  const m = { l: 160, r: 140, t: 28, b: 40 };
  const H = m.t + m.b + Math.max(1, rows.length) * rowH;
  const iw = W - m.l - m.r;
  const top = xMax ?? niceMax(Math.max(0.02, ...rows.flatMap((r) => [Math.abs(r.lo), Math.abs(r.hi)])));
  const x = (v: number) => m.l + ((Math.max(-top, Math.min(top, v)) + top) / (2 * top)) * iw;
  const ticks = [-1, -0.5, 0, 0.5, 1].map((f) => f * top);
  // Axis ticks: "0", "+12.5", "−25".
  const pts = (v: number) =>
    `${v > 0 ? '+' : v < 0 ? '−' : ''}${formatNumber(Math.round(Math.abs(v) * 1000) / 10)}`;
  return (
    <figure className="lab-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${title}: ${rows.map((r) => t('lab.deltaPoints', { label: r.label, pts: signedPts(r.delta) })).join(', ')}`}
        data-testid={testId}
      >
        <text x={W / 2} y={16} textAnchor="middle" className="chart-title">
          {title}
        </text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={m.t} y2={H - m.b} className={tick === 0 ? 'axis' : 'grid'} />
            <text x={x(tick)} y={H - m.b + 14} textAnchor="middle" className="tick">
              {pts(tick)}
            </text>
          </g>
        ))}
        <line x1={m.l} x2={W - m.r} y1={H - m.b} y2={H - m.b} className="axis" />
        {rows.map((r, i) => {
          const cy = m.t + i * rowH + rowH / 2;
          const x0 = x(0);
          const x1 = x(r.delta);
          return (
            <g key={r.label}>
              <text x={m.l - 6} y={cy + 4} textAnchor="end" className="tick">
                {r.label}
              </text>
              <rect
                x={Math.min(x0, x1)}
                y={cy - 6}
                width={Math.max(1, Math.abs(x1 - x0))}
                height={12}
                fill={r.colour ?? undefined}
                className={r.colour ? undefined : 'bar'}
                stroke="#0006"
              >
                <title>
                  {t('lab.deltaTip', {
                    label: r.label,
                    pts: signedPts(r.delta),
                    lo: signedPts(r.lo),
                    hi: signedPts(r.hi),
                    note: r.note,
                  })}
                </title>
              </rect>
              <text x={W - m.r + 8} y={cy + 4} className="tick delta-value">
                {/* One decimal, rounded as the CLI and the tables round ("+13.0", not "+13"). */}
                {`${signedPts(r.delta)}${r.significant ? '*' : ''} [${signedPts(r.lo)} … ${signedPts(r.hi)}]`}
              </text>
              <line x1={x(r.lo)} x2={x(r.hi)} y1={cy} y2={cy} className="whisker" />
              <line x1={x(r.lo)} x2={x(r.lo)} y1={cy - 5} y2={cy + 5} className="whisker" />
              <line x1={x(r.hi)} x2={x(r.hi)} y1={cy - 5} y2={cy + 5} className="whisker" />
            </g>
          );
        })}
        <text x={m.l + iw / 2} y={H - 6} textAnchor="middle" className="axis-title">
          {xTitle}
        </text>
      </svg>
    </figure>
  );
}
