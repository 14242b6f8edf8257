// The difference heatmap of a comparison: B − A of a per-space figure over the board of course A, on a
// diverging colour-blind-safe scale with one legend.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { BalanceReport } from '../../sim/balance';
import { BoardView, R, spaceXY } from '../board/BoardView';
import { niceMax } from './charts';
import { courseElements, FIGURE_LABEL, figureValues, type SpaceFigure } from './Heatmap';
import { formatNumber } from '../../i18n';
import { useT } from '../../i18n/useT';

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
  const t = useT();
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
  if (!same) return <p className="lab-hint">{t('lab.noDiffHeatmap')}</p>;
  const label = FIGURE_LABEL[figure];
  const boards = circuits.length;
  const names = circuits.map((c) => c.name);
  const spaceNames = Object.keys(a.baseline.spaces);
  return (
    <figure className="lab-heatmap" data-testid="diff-heatmap">
      <figcaption>
        {t('lab.diffHeatmapCaption', { label, b: labels[1], a: labels[0] })}{' '}
        <select
          aria-label={t('lab.diffHeatmapFigure')}
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
          label={t('lab.diffHeatmapOf', { label, course: names.join(' + ') })}
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
        aria-label={t('lab.diffScale', { max: formatNumber(max), label })}
      >
        <span>{t('lab.lessInB', { max: formatNumber(max) })}</span>
        <span className="heat-ramp">
          {PUOR.map((c, i) => (
            <span
              key={i}
              style={{ background: c }}
              title={(((i / (PUOR.length - 1)) * 2 - 1) * max).toFixed(3)}
            />
          ))}
        </span>
        <span>{t('lab.moreInB', { max: formatNumber(max) })}</span>
        <span> {label}</span>
      </div>
    </figure>
  );
}
