// The board in the Balance view: a heatmap of one per-space figure of the free games — visits,
// Life lost (all causes or one), pushes, knock-outs, traps sprung, cards drawn, start spaces chosen — for
// all Titans or one, with the per-game figure in each space's tooltip and the totals per lane.
import { useMemo, useState } from 'react';
import type { TitanId } from '../../engine/types';
import type { BalanceReport } from '../../sim/balance';
import { BOARD_FIGURES, boardValues, hasFigure, laneTotals, type BoardFigure } from '../../sim/board-figures';
import { LOSS_CAUSES } from '../../sim/tally';
import { BoardView } from '../board/BoardView';
import { TITANS } from '../meta';
import { formatNumber, type MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { courseElements } from './Heatmap';
import { causeLabel } from './ResultPanel';
import { localNames } from './savedWords';

const FIGURE_KEY: Record<BoardFigure, MessageKey> = {
  visits: 'lab.figureVisits',
  lifeLost: 'lab.figureLifeLost',
  pushes: 'lab.figurePushes',
  knockouts: 'lab.figureKnockouts',
  trapsSprung: 'lab.figureTrapsSprung',
  cardsDrawn: 'lab.figureCardsDrawn',
  starts: 'lab.figureStarts',
};

const heatColour = (x: number) => `hsl(${55 - 55 * x}, 90%, ${85 - 50 * x}%)`;
const num = (v: number) => formatNumber(v, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function BoardFigures({ report }: { report: BalanceReport }) {
  const t = useT();
  const [figure, setFigure] = useState<BoardFigure>('visits');
  const [titan, setTitan] = useState<string>('');
  const [cause, setCause] = useState<string>('');
  const circuits = report.reproduce.circuits;
  const boardNames = localNames(
    circuits.map((c) => c.name),
    circuits,
  );
  const elements = useMemo(() => courseElements(circuits), [circuits]);
  const choice = { figure, titan: titan || null, cause: figure === 'lifeLost' && cause ? cause : null };
  const available = hasFigure(report.baseline, choice);
  const { names, values } = boardValues(report.baseline, choice);
  const max = Math.max(0, ...values);
  const label = t(FIGURE_KEY[figure]) + (choice.cause ? ` (${causeLabel(choice.cause)})` : '');
  const lanes = laneTotals(names, values);
  const who = titan ? TITANS[titan as TitanId].name : t('lab.allTitans');
  return (
    <figure className="lab-heatmap lab-board-figures" data-testid="balance-board">
      <figcaption>
        {t('lab.boardTitle', { n: report.played, games: formatNumber(report.played) })}{' '}
        <select
          aria-label={t('lab.boardFigure')}
          value={figure}
          onChange={(e) => setFigure(e.target.value as BoardFigure)}
        >
          {BOARD_FIGURES.map((f) => (
            <option key={f} value={f}>
              {t(FIGURE_KEY[f])}
            </option>
          ))}
        </select>{' '}
        <select aria-label={t('lab.boardTitan')} value={titan} onChange={(e) => setTitan(e.target.value)}>
          <option value="">{t('lab.allTitans')}</option>
          {report.reproduce.titans.map((id) => (
            <option key={id} value={id}>
              {TITANS[id].name}
            </option>
          ))}
        </select>{' '}
        {figure === 'lifeLost' && (
          <select aria-label={t('lab.boardCause')} value={cause} onChange={(e) => setCause(e.target.value)}>
            <option value="">{t('lab.allCauses')}</option>
            {LOSS_CAUSES.map((c) => (
              <option key={c} value={c}>
                {causeLabel(c)}
              </option>
            ))}
          </select>
        )}
      </figcaption>
      {!available ? (
        <p className="lab-hint">{t('lab.figureNotInReport')}</p>
      ) : (
        <>
          <BoardView
            boards={circuits.length}
            elements={elements}
            heat={values.map((v) => (max > 0 ? v / max : 0))}
            heatLabel={label}
            heatText={(s) => t('lab.perGameAt', { value: num(values[s] ?? 0), label })}
            label={t('lab.heatmapOf', {
              label: `${label} — ${who}`,
              course: boardNames.join(' + '),
            })}
            boardNames={circuits.length > 1 ? boardNames : undefined}
          />
          <div className="heat-legend" aria-label={t('lab.colourScale', { max: num(max), label })}>
            <span>0</span>
            <span className="heat-ramp">
              {[0, 0.25, 0.5, 0.75, 1].map((f) => (
                <span key={f} style={{ background: heatColour(f) }} title={num(f * max)} />
              ))}
            </span>
            <span>{t('lab.perGameAt', { value: num(max), label })}</span>
          </div>
          <table className="lab-table lab-lanes" data-testid="balance-lanes">
            <caption>{t('lab.laneTotals', { label, who })}</caption>
            <thead>
              <tr>
                {Object.keys(lanes).map((l) => (
                  <th key={l}>{l}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {Object.entries(lanes).map(([l, v]) => (
                  <td key={l}>{num(v)}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
