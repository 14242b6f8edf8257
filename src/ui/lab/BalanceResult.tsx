// A balance report shown in the lab: what the designer's change did first (when the circuit names its
// parent), the verdict, then win rate per Titan and per turn position, what each ability and card is
// worth, game length, bot levels, notable games and teams, with its exports and replays.
import type { BalanceReport } from '../../sim/balance';
import { formatNumber } from '../../i18n';
import { useT } from '../../i18n/useT';
import { fixed, pct1 } from './i18nText';
import { VerdictPanel } from './VerdictPanel';
import { buildVerdict } from '../../sim/verdict';
import { courseName } from './savedWords';
import type { SuggestPreset } from './suggestFrom';
import { SuggestNext } from './SuggestNext';
import { ChangePanel } from './ChangePanel';
import { BalanceCharts } from './BalanceCharts';
import { BalanceTools, useBalanceReplay } from './BalanceTools';

function Summary({ r, seconds }: { r: BalanceReport; seconds?: number }) {
  const t = useT();
  const tn = r.tension;
  return (
    <p className="lab-summary">
      {t(seconds !== undefined ? 'lab.balanceSummaryTimed' : 'lab.balanceSummary', {
        n: r.games,
        played: formatNumber(r.played),
        games: formatNumber(r.games),
        seconds: fixed(seconds ?? 0, 1),
        seed: r.seed,
        rounds: fixed(r.length.mean, 1),
        leads: fixed(tn.leadChangesPerGame, 1),
        comebacks: pct1(tn.comebackShare),
        margin: fixed(tn.meanWinningMargin, 1),
      })}
      {r.checks.forbiddenUses || r.checks.substitutes
        ? ` · ${t('lab.balanceChecks', { forbidden: r.checks.forbiddenUses, substitutes: r.checks.substitutes })}`
        : ''}
    </p>
  );
}

export function BalanceResult(props: {
  report: BalanceReport;
  seconds?: number;
  live?: boolean;
  /** The parent's name while its games are played (the change comes after them). */
  parentPending?: string;
  onLoadSettings?: () => void;
  /** The verdict found the circuit unfair: Suggest on the same circuit and settings (LabPage opens it). */
  suggest?: { preset: SuggestPreset; open: () => void } | null;
}) {
  const t = useT();
  const { report: r, seconds, live, onLoadSettings, suggest } = props;
  const verdict = r.verdict ?? buildVerdict(r);
  const replay = useBalanceReplay(r);
  return (
    <article
      className="lab-result lab-balance-result"
      data-testid="balance-result"
      aria-busy={live || undefined}
    >
      <h2>
        {courseName(r)}
        {live ? ` — ${t('lab.running')}` : r.complete ? '' : ` — ${t('lab.cancelledPartial')}`}
      </h2>
      {/* What did my change do? First, when the circuit names its parent. */}
      <ChangePanel report={r} pending={props.parentPending} />
      <Summary r={r} seconds={seconds} />
      {!live && !r.complete && r.cards.length > 0 && (
        <p className="lab-warning">{t('lab.cancelledCardsWarning')}</p>
      )}
      <VerdictPanel report={r} />
      {!live && suggest && <SuggestNext preset={suggest.preset} open={suggest.open} />}
      <BalanceTools report={r} live={live} onLoadSettings={onLoadSettings} onReplay={replay.open} />
      {replay.error && <p className="lab-error">{replay.error}</p>}
      {replay.panel}
      <BalanceCharts report={r} verdict={verdict} onReplay={replay.open} />
    </article>
  );
}
