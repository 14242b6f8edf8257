// "Is B fairer than A?" one click away: the figures the comparison's fairness sentence rests on
// (src/sim/compare-fairness.ts) — each side's root-mean-square gap from a fair share and its largest single
// gap, who it is, B − A of the root-mean-square with its paired bootstrap range — and how they were computed.
import type { Comparison } from '../../sim/compare';
import { FAIRNESS_MEASURE, type FairnessGap } from '../../sim/compare-fairness';
import { gapWho } from '../../sim/compare-headline';
import { renderParam } from '../../sim/verdict-text';
import { formatNumber } from '../../i18n';
import { useT } from '../../i18n/useT';
import { UI_FORMAT } from './VerdictPanel';

const points = (v: number) => UI_FORMAT.num(Math.abs(100 * v), 1);
const signed = (v: number) => renderParam({ t: 'pts', v }, UI_FORMAT);

export function CompareFairness({ c, labels }: { c: Comparison; labels: [string, string] }) {
  const t = useT();
  const f = c.fairness;
  if (!f || f.measure !== FAIRNESS_MEASURE) return null;
  const side = (name: string, g: FairnessGap) => (
    <tr>
      <th scope="row">{name}</th>
      <td>{points(g.rms)}</td>
      <td>{points(g.gap)}</td>
      <td>{renderParam(gapWho(g.who), UI_FORMAT)}</td>
      <td>{UI_FORMAT.pct(g.rate)}</td>
    </tr>
  );
  return (
    <details className="verdict-details" data-testid="compare-fairness">
      <summary>{t('lab.compareFairHow')}</summary>
      <table className="lab-table">
        <thead>
          <tr>
            <th scope="col">{t('lab.compareFairColSide')}</th>
            <th scope="col">{t('lab.compareFairColRms')}</th>
            <th scope="col">{t('lab.compareFairColGap')}</th>
            <th scope="col">{t('lab.compareFairColWho')}</th>
            <th scope="col">{t('lab.compareFairColRate')}</th>
          </tr>
        </thead>
        <tbody>
          {side(`A: ${labels[0]}`, f.a)}
          {side(`B: ${labels[1]}`, f.b)}
          <tr>
            <th scope="row">{t('lab.compareFairDiff')}</th>
            <td colSpan={4}>
              {signed(f.diff)} [{signed(f.ci[0])} … {signed(f.ci[1])}]
            </td>
          </tr>
        </tbody>
      </table>
      <p className="lab-hint">
        {t('lab.compareFairMethod', {
          fair: UI_FORMAT.pct(f.fair),
          games: formatNumber(f.games),
          resamples: formatNumber(f.resamples),
          seed: f.seed,
        })}
      </p>
    </details>
  );
}
