// The difference heatmap of a comparison: B − A of a per-space figure over the board of course A, on a
// diverging colour-blind-safe scale with one legend.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { BalanceReport } from '../../sim/balance';
import type { Report } from '../../sim/report';
import type { Circuit } from '../../engine/types';
import { BoardView, R, spaceXY } from '../board/BoardView';
import { niceMax } from './charts';
import { courseElements, FIGURE_LABEL, figureValues, type SpaceFigure } from './Heatmap';
import { formatNumber } from '../../i18n';
import { useT } from '../../i18n/useT';
import { spacesRepainted } from './previousVersion';
import { localNames } from './savedWords';

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

/** The words around a difference heatmap: a comparison's "B − A", or a change's "now minus its parent". */
export interface DiffWords {
  caption(label: string): string;
  /** The board's accessible name. */
  of(label: string, course: string): string;
  less(max: string): string;
  more(max: string): string;
  scale(max: string, label: string): string;
  /** After each space's figure in its tooltip: "(B − A)". */
  short: string;
  /** The legend's entry for the ringed spaces ("ringed: the 2 spaces your change repainted"). */
  ringed?(n: string): string;
  /** After a ringed space's figure in its tooltip ("repainted by your change"). */
  ringedNote?: string;
}

/** Per-space totals over some games (a report's `baseline`, or a change's parent board). */
type SpaceTotals = Pick<Report, 'games' | 'spaces'>;

/** B − A of a per-space figure over the board of course A, with one legend (a comparison's words). */
export function DiffHeatmap(props: { a: BalanceReport; b: BalanceReport; labels: [string, string] }) {
  const t = useT();
  const { a, b, labels } = props;
  const words: DiffWords = {
    caption: (label) => t('lab.diffHeatmapCaption', { label, b: labels[1], a: labels[0] }),
    of: (label, course) => t('lab.diffHeatmapOf', { label, course }),
    less: (max) => t('lab.lessInB', { max }),
    more: (max) => t('lab.moreInB', { max }),
    scale: (max, label) => t('lab.diffScale', { max, label }),
    short: 'B − A',
    ringed: (n) => t('lab.compareRinged', { n }),
    ringedNote: t('lab.compareRingedNote'),
  };
  const [ca, cb] = [a.reproduce.circuits, b.reproduce.circuits];
  if (ca.length !== cb.length) return <p className="lab-hint">{t('lab.noDiffHeatmap')}</p>;
  // The spaces painted differently on A and B, ringed as the change's heatmap rings what an edit repainted
  // (play-test lab5: Compare's heatmap told them by colour alone). A Grand Slam board by board, its spaces
  // named as the report names them ("2:C5").
  const ringed = ca.every((c, k) => c.spaces && cb[k].spaces)
    ? ca.flatMap((c, k) => spacesRepainted(c, cb[k]).map((s) => (ca.length > 1 ? `${k + 1}:${s}` : s)))
    : [];
  return <SpaceDiffHeatmap a={a.baseline} b={b.baseline} circuits={ca} words={words} ringed={ringed} />;
}

/** `b` − `a` of a per-space figure, per game, over the board of `circuits`, with one legend. */
export function SpaceDiffHeatmap(props: {
  a: SpaceTotals;
  b: SpaceTotals;
  circuits: Circuit[];
  words: DiffWords;
  testId?: string;
  /** Spaces to ring (their local names, "E3"): what the change repainted. Ringed with an outline and named
   * in the legend and each tooltip, not by colour alone (play-test lab4: nothing showed what was edited). */
  ringed?: readonly string[];
}) {
  const t = useT();
  const { a, b, circuits, words } = props;
  const [figure, setFigure] = useState<SpaceFigure>('visits');
  const elements = useMemo(() => courseElements(circuits), [circuits]);
  const diff = useMemo(() => {
    const va = figureValues(a, figure);
    const vb = figureValues(b, figure);
    return va.map((v, i) => (vb[i] ?? 0) - v);
  }, [a, b, figure]);
  const max = niceMax(Math.max(1e-9, ...diff.map(Math.abs)));
  const box = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  useLayoutEffect(() => setSvg(box.current?.querySelector<SVGSVGElement>('svg.board-svg') ?? null), []);
  const label = FIGURE_LABEL[figure];
  const boards = circuits.length;
  const names = localNames(
    circuits.map((c) => c.name),
    circuits,
  );
  const spaceNames = Object.keys(a.spaces);
  const ringed = new Set(props.ringed ?? []);
  return (
    <figure className="lab-heatmap" data-testid={props.testId ?? 'diff-heatmap'}>
      <figcaption>
        {words.caption(label)}{' '}
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
          label={words.of(label, names.join(' + '))}
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
                  <title>{`${spaceNames[i]}: ${d >= 0 ? '+' : '−'}${Math.abs(d).toFixed(3)} ${label} (${words.short})${ringed.has(spaceNames[i]) && words.ringedNote ? ` — ${words.ringedNote}` : ''}`}</title>
                </circle>
              );
            })}
            {diff.map((_, i) => {
              if (!ringed.has(spaceNames[i])) return null;
              const p = spaceXY(i, boards);
              // Two rings, dark outside light, so the mark shows on purple and on orange alike.
              return (
                <g key={`ring-${i}`} data-ringed-space={spaceNames[i]}>
                  <circle cx={p.x} cy={p.y} r={R + 1} fill="none" stroke="#111" strokeWidth={3} />
                  <circle
                    cx={p.x}
                    cy={p.y}
                    r={R - 2}
                    fill="none"
                    stroke="#fff"
                    strokeWidth={1.5}
                    strokeDasharray="4 2"
                  />
                </g>
              );
            })}
          </g>,
          svg,
        )}
      <div
        className="heat-legend diff-legend"
        data-testid="diff-legend"
        aria-label={words.scale(formatNumber(max), label)}
      >
        <span>{words.less(formatNumber(max))}</span>
        <span className="heat-ramp">
          {PUOR.map((c, i) => (
            <span
              key={i}
              style={{ background: c }}
              title={(((i / (PUOR.length - 1)) * 2 - 1) * max).toFixed(3)}
            />
          ))}
        </span>
        <span>{words.more(formatNumber(max))}</span>
        <span> {label}</span>
      </div>
      {ringed.size > 0 && words.ringed && (
        <p className="heat-legend diff-ring-key" data-testid="diff-ring-key">
          <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
            <circle cx="11" cy="11" r="8" fill="#f7f7f7" stroke="#111" strokeWidth="3" />
            <circle cx="11" cy="11" r="5" fill="none" stroke="#fff" strokeWidth="1.5" strokeDasharray="4 2" />
          </svg>
          <span>{words.ringed(formatNumber(ringed.size))}</span>
        </p>
      )}
    </figure>
  );
}
