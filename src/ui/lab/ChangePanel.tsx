// "What did my change do?" first in a balance report whose circuit names its parent (src/sim/change.ts):
// the change's sentences in the UI's language — one answer first (fairer, less fair or no clear difference
// by the lab's one measure), then each Titan's and turn position's own moves — then the board's difference
// heatmap, this circuit's per-space figures minus its parent's over the same games.
import type { BalanceReport } from '../../sim/balance';
import { changeFindings } from '../../sim/change';
import { renderFinding } from '../../sim/verdict-text';
import { shownCircuitName } from '../meta';
import { formatNumber } from '../../i18n';
import { useT } from '../../i18n/useT';
import { SpaceDiffHeatmap, type DiffWords } from './DiffHeatmap';
import { UI_FORMAT } from './VerdictPanel';
import { spacesRepainted, versionName } from './previousVersion';

export function ChangePanel({ report, pending }: { report: BalanceReport; pending?: string }) {
  const t = useT();
  const change = report.verdict?.change;
  if (!change) {
    if (!pending) return null;
    return (
      <section className="lab-change" data-testid="verdict-change-pending">
        <p className="lab-hint">
          {t('lab.changePending', { parent: shownCircuitName(pending), games: formatNumber(report.games) })}
        </p>
      </section>
    );
  }
  const parent = versionName(change.parent);
  // Written afresh from the change's data (its fairness and rows), so a change saved with earlier words
  // reads as one made now; the title alone names the version it is measured against.
  const [first, ...rest] = changeFindings(change).map((f) => renderFinding(f, UI_FORMAT));
  const words: DiffWords = {
    caption: (label) => t('lab.changeHeatmapCaption', { label, parent }),
    of: (label, course) => t('lab.changeHeatmapOf', { label, parent, course }),
    less: (max) => t('lab.lessThanParent', { max, parent }),
    more: (max) => t('lab.moreThanParent', { max }),
    scale: (max, label) => t('lab.changeScale', { max, label, parent }),
    short: t('lab.changeHeatmapShort', { parent }),
    ringed: (n) => t('lab.changeRinged', { n }),
    ringedNote: t('lab.changeRingedNote'),
  };
  // What the edit repainted: the report's circuit against the parent it played (a report saved before
  // `reproduce.parent`, or one of several circuits: nothing ringed).
  const played = report.reproduce.circuits;
  const before = report.reproduce.parent;
  const ringed = before && played.length === 1 ? spacesRepainted(before, played[0]) : [];
  return (
    <section
      className="lab-change"
      data-testid="verdict-change"
      aria-label={t('lab.changeTitle', { parent })}
    >
      <h3>{t('lab.changeTitle', { parent })}</h3>
      <p className="change-headline" data-testid="change-headline">
        {first}
      </p>
      <ul className="verdict-sentences">
        {rest.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ul>
      {change.board ? (
        <SpaceDiffHeatmap
          a={change.board}
          b={report.baseline}
          circuits={report.reproduce.circuits}
          words={words}
          testId="change-heatmap"
          ringed={ringed}
        />
      ) : (
        <p className="lab-hint">{t('lab.changeNoBoard')}</p>
      )}
    </section>
  );
}
