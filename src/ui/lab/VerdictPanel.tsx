// The verdict at the top of a balance report: a headline in plain words first (fair or not,
// who wins more than their share, by how much — verdict-headline.ts), its sentences in the UI's
// language (plain odds: "would happen by chance about 1 time in 30"), then, one click away ("How this
// was tested"), the χ² tests with their raw and corrected p, every row marked when significant after the
// stated correction, the leader-after-round-N curve and, when the report has one, a second bot family's verdict beside it.
import type { CardId, TitanId } from '../../engine/types';
import type { BalanceReport } from '../../sim/balance';
import type { AgreementRow } from '../../sim/crosscheck';
import { buildVerdict, type FairnessTest } from '../../sim/verdict';
import { MIN_EXPECTED_WINS, verdictHeadline } from '../../sim/verdict-headline';
import { renderFinding, type VerdictFormat } from '../../sim/verdict-text';
import { formatList, formatNumber, t as tr, type MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { cardName, TITANS } from '../meta';
import { botsQualifier } from './botNames';
import { fixed, pct1, signedPts } from './i18nText';
import { verdictWords } from './savedWords';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The verdict's sentences in the current language. */
export const UI_FORMAT: VerdictFormat = {
  message: (key, params) => tr(key, params),
  titan: (id) => TITANS[id as TitanId]?.name ?? id,
  ability: (id) => {
    const key = `common.abilityName${cap(id)}` as MessageKey;
    return tr(key);
  },
  card: (id) => cardName(id as CardId),
  // Rounded as the CLI's English rounds (toFixed), then written the language's way (i18nText.ts): Intl
  // alone rounds 31.15 up where toFixed gives 31.1, so the lab and the CLI printed different figures.
  num: fixed,
  // Intl's percent style: French "70,0 %" with its space, like the charts.
  pct: pct1,
  list: (items) => formatList(items),
};

const pText = (p: number) =>
  p < 0.001
    ? `< ${formatNumber(0.001)}`
    : `= ${formatNumber(p, { maximumFractionDigits: p < 0.01 ? 3 : 2 })}`;

function TestLine({ name, test, label }: { name: string; test: FairnessTest; label: (k: string) => string }) {
  const t = useT();
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        {t('lab.verdictChi', { x: formatNumber(test.statistic), df: test.df, p: pText(test.p) })}
        {/* The p the sentences' "1 time in N" rests on (Holm over the two questions). */}
        {test.pAdjusted !== undefined && ` · ${t('lab.verdictChiAdjusted', { p: pText(test.pAdjusted) })}`}
      </td>
      <td>
        {test.rows.map((r) => (
          <span key={r.key} className={r.significant ? 'verdict-sig' : undefined}>
            {`${label(r.key)} ${signedPts(r.deviation)}${r.significant ? '*' : ''}`}{' '}
          </span>
        ))}
      </td>
    </tr>
  );
}

function findingLabel(row: AgreementRow): string {
  const key = row.key ?? '';
  switch (row.finding) {
    case 'titan':
      return tr('lab.crossTitan', { titan: TITANS[key as TitanId]?.name ?? key });
    case 'position':
      return tr('lab.crossPosition', { p: key });
    default:
      return tr(`lab.cross${cap(row.finding)}` as MessageKey);
  }
}

function valueLabel(row: AgreementRow, v: string): string {
  if (row.finding === 'strongest' || row.finding === 'weakest') return TITANS[v as TitanId]?.name ?? v;
  if (row.finding === 'bestPosition' || row.finding === 'worstPosition') return v;
  return tr(`lab.crossValue${cap(v)}` as MessageKey);
}

/**
 * Too few second-opinion games for its χ² tests to call anything unfair (the headline's rule, fewer than
 * 5 expected wins per Titan): its "fair" then only means "too few games to tell".
 */
const crossTooFew = (played: number, titans: number): boolean =>
  titans > 0 && played / titans < MIN_EXPECTED_WINS;

export function VerdictPanel({ report }: { report: BalanceReport }) {
  const t = useT();
  const v = report.verdict ?? buildVerdict(report);
  const tests = v.titans.rows.length + v.turnPosition.rows.length + v.abilities.length + v.cards.length;
  const titanName = (k: string) => TITANS[k as TitanId]?.name ?? k;
  const x = report.crossCheck;
  const headline = verdictHeadline(v, report.played);
  const words = verdictWords(v);
  return (
    <section className="lab-verdict" data-testid="balance-verdict" aria-label={t('lab.verdictTitle')}>
      <h3>{t('lab.verdictTitle')}</h3>
      {headline.length > 0 && (
        <p className="verdict-headline" data-testid="verdict-headline">
          {headline.map((f) => renderFinding(f, UI_FORMAT)).join(' ')}
        </p>
      )}
      <ul className="verdict-sentences">
        {words.items.map((x, i) => (
          <li key={i} lang={'english' in x ? 'en' : undefined}>
            {'english' in x ? x.english : renderFinding(x.finding, UI_FORMAT)}
          </li>
        ))}
      </ul>
      {/* Said once, rather than mixing languages silently. */}
      {words.english > 0 && (
        <p className="lab-hint" data-testid="verdict-old-words">
          {t('lab.oldWords', { n: words.english })}
        </p>
      )}
      <details className="verdict-details">
        <summary>{t('lab.verdictHowTested')}</summary>
        <table className="lab-table verdict-tests">
          <caption>
            {t('lab.verdictTests', {
              correction: t(v.correction === 'holm' ? 'lab.verdictHolm' : 'lab.verdictBH'),
              n: tests,
              alpha: formatNumber(v.alpha),
            })}
          </caption>
          <tbody>
            <TestLine name={t('lab.winRatePerTitan')} test={v.titans} label={titanName} />
            <TestLine name={t('lab.winRatePerPosition')} test={v.turnPosition} label={(k) => k} />
            {v.leaderCurve.length > 0 && (
              <tr>
                <th scope="row">{t('lab.verdictLeaderCurve')}</th>
                <td colSpan={2}>
                  {v.leaderCurve
                    .slice(0, 12)
                    .map((c) =>
                      t('lab.leaderAfter', {
                        round: c.round,
                        rate: formatNumber(c.rate, { style: 'percent' }),
                      }),
                    )
                    .join(' · ')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </details>
      {x && (
        <table className="lab-table verdict-cross" data-testid="balance-crosscheck">
          <caption>
            {t('lab.crossCheckTitle', {
              a: botsQualifier(v.bots),
              b: botsQualifier(x.bots),
              games: x.played,
            })}
            {/* In the caption, read before the table's "fair". */}
            {crossTooFew(x.played, v.titans.rows.length) && (
              <span className="lab-hint cross-too-few" data-testid="crosscheck-too-few">
                {t('lab.crossTooFew', {
                  games: formatNumber(x.played),
                  expected: formatNumber(x.played / v.titans.rows.length, { maximumFractionDigits: 1 }),
                  need: formatNumber(MIN_EXPECTED_WINS * v.titans.rows.length),
                })}
              </span>
            )}
          </caption>
          <thead>
            <tr>
              <th>{t('lab.crossFinding')}</th>
              <th>{botsQualifier(v.bots)}</th>
              <th>{botsQualifier(x.bots)}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {x.agreement.map((row, i) => (
              <tr key={i} className={row.agree ? 'cross-agree' : 'cross-differ'}>
                <td>{findingLabel(row)}</td>
                <td>{valueLabel(row, row.a)}</td>
                <td>{valueLabel(row, row.b)}</td>
                <td>
                  {row.agree
                    ? `✓ ${t('lab.crossAgree')}${row.holdsFor ? ` — ${t('lab.crossHoldsFor', { bots: botsQualifier(row.holdsFor) })}` : ''}`
                    : `≠ ${t('lab.crossDiffer')} — ${t('lab.crossBotDependent')}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {x && (
        <p className="lab-hint" data-testid="crosscheck-means">
          {x.sameFamily &&
            botsQualifier(v.bots) !== botsQualifier(x.bots) &&
            `${t('lab.crossSameFamily', { a: botsQualifier(v.bots), b: botsQualifier(x.bots) })} `}
          {t('lab.crossDifferMeans')}
        </p>
      )}
    </section>
  );
}
