// A per-space figure drawn over the board (the shared BoardView's heat layer), with a legend in real units.
import { useMemo } from 'react';
import { createGame } from '../../engine';
import type { Circuit, CircuitId, Element } from '../../engine/types';
import { BoardView } from '../board/BoardView';
import type { Report } from '../../sim/report';
import { formatNumber, t } from '../../i18n';

export type SpaceFigure = 'visits' | 'lifeLost' | 'trapsSprung';
/** The figures' names, in the current language when read (getters: a language switch applies). */
export const FIGURE_LABEL: Record<SpaceFigure, string> = {
  get visits() {
    return t('lab.figureVisits');
  },
  get lifeLost() {
    return t('lab.figureLifeLost');
  },
  get trapsSprung() {
    return t('lab.figureTrapsSprung');
  },
};

/** Per-game value of a figure, per space index (the report lists spaces bottom row first). */
export function figureValues(r: Pick<Report, 'games' | 'spaces'>, figure: SpaceFigure): number[] {
  return Object.values(r.spaces).map((f) => (r.games ? f[figure] / r.games : 0));
}

export function courseElements(circuits: (CircuitId | Circuit)[]): (Element | '')[] {
  const g = createGame({ circuits, titans: ['grinder', 'slaugg', 'craken'], seed: 1 });
  return g.ok ? g.state.course.elements : new Array(36 * circuits.length).fill('');
}

// Same ramp as BoardView's heat layer: light yellow → deep red.
const heatColour = (t: number) => `hsl(${55 - 55 * t}, 90%, ${85 - 50 * t}%)`;

export function Heatmap(props: {
  report: Report;
  circuits: (CircuitId | Circuit)[];
  figure: SpaceFigure;
  scaleMax: number;
  names: string[];
}) {
  const { report, circuits, figure, scaleMax, names } = props;
  const elements = useMemo(() => courseElements(circuits), [circuits]);
  const values = useMemo(() => figureValues(report, figure), [report, figure]);
  const heat = values.map((v) => (scaleMax > 0 ? v / scaleMax : 0));
  const label = FIGURE_LABEL[figure];
  return (
    <figure className="lab-heatmap" data-testid="heatmap">
      <figcaption>
        {t('lab.heatmapCaption', { label, n: report.games, games: formatNumber(report.games) })}
      </figcaption>
      <BoardView
        boards={circuits.length}
        elements={elements}
        heat={heat}
        heatLabel={label}
        heatText={(s) =>
          t('lab.perGameAt', { value: formatNumber(values[s] ?? 0, { maximumFractionDigits: 2 }), label })
        }
        label={t('lab.heatmapOf', { label, course: names.join(' + ') })}
        boardNames={circuits.length > 1 ? names : undefined}
      />
      <div
        className="heat-legend"
        aria-label={t('lab.colourScale', { max: formatNumber(+scaleMax.toFixed(2)), label })}
      >
        <span>0</span>
        <span className="heat-ramp">
          {[0, 0.25, 0.5, 0.75, 1].map((f) => (
            <span
              key={f}
              style={{ background: heatColour(f) }}
              title={formatNumber(+(f * scaleMax).toFixed(2))}
            />
          ))}
        </span>
        <span>
          {formatNumber(scaleMax, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} {label}
        </span>
      </div>
    </figure>
  );
}
