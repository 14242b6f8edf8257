// The lab's Balance view (#/lab?view=balance): the balance report of src/sim/balance.ts run in Web
// Workers with live partial results — win rate per Titan and per turn position with seats rotated, the
// value of each ability and card by restricted play, tension, bot levels — saved in IndexedDB after
// every run (a cancelled one keeps its finished games), reopened, renamed, deleted, exported as JSON
// or CSV and imported again. docs/lab.md explains every figure.
import { balanceJobs } from '../../sim/balance';
import type { PlayableCircuit } from '../../editor/library';
import { HouseRules } from './HouseRules';
import { ExploreResultView } from './ExploreResult';
import { BalanceResult } from './BalanceResult';
import { BalanceCourseFields, BalanceTitansFields } from './BalanceSetup';
import { ExploreFields } from './ExploreFields';
import { BalanceSavedList } from './BalanceSavedList';
import { useBalanceLab, type BalanceLab } from './useBalanceLab';
import { useReportLink } from './useReportLink';
import { BOT_LEVELS } from '../../bots/types';
import type { Form } from './balanceForm';
import { useT } from '../../i18n/useT';
import { RunProgress } from './RunProgress';
import { RunLock, RunLockHint } from './RunLock';
import { SeedField } from './SeedField';
import { CircuitsGone, RunCutNote, SettingsLost } from './ViewNotices';
import { formatNumber, t } from '../../i18n';
import { suggestFromReport, type SuggestPreset } from './suggestFrom';
import { estimateText, labPace } from './eta';
import { useSavedReports } from './useSavedReports';
import { botLevelName } from './botNames';
import { problemText } from '../../i18n/errors';
import { shownCircuitName } from '../meta';

/** Games, seed, which restrictions and the second family, then Run and Cancel. */
function RunFields({ lab }: { lab: BalanceLab }) {
  const t = useT();
  const { form, set, mode, made, running, cancel } = lab;
  const num = (v: string) => Math.max(1, Math.min(100000, Number(v) || 1));
  return (
    <div className="lab-row">
      <RunLock running={running}>
        <label className="lab-field">
          {t('lab.gamesPerBatch')}
          <input
            type="number"
            min={1}
            max={100000}
            value={form.games}
            onChange={(e) => set('games', num(e.target.value))}
          />
        </label>
        <SeedField value={form.seed} onChange={(v) => set('seed', v)} />
        {mode === 'report' && (
          <>
            <label className="lab-check">
              <input
                type="checkbox"
                checked={form.abilities}
                onChange={(e) => set('abilities', e.target.checked)}
              />{' '}
              {t('lab.valueAbilities')}
            </label>
            <label className="lab-check">
              <input type="checkbox" checked={form.cards} onChange={(e) => set('cards', e.target.checked)} />{' '}
              {t('lab.valueCards')}
            </label>
            <label className="lab-field">
              {t('lab.crossCheckField')}
              <select
                value={form.cross ?? ''}
                onChange={(e) => set('cross', e.target.value as Form['cross'])}
              >
                <option value="">{t('lab.crossNone')}</option>
                {BOT_LEVELS.filter((l) => l !== 'random').map((l) => (
                  <option key={l} value={l}>
                    {botLevelName(l)}
                  </option>
                ))}
              </select>
            </label>
            {form.cross && (
              <label className="lab-field">
                {t('lab.crossGames')}
                <input
                  type="number"
                  min={1}
                  max={100000}
                  value={form.crossGames ?? 40}
                  onChange={(e) => set('crossGames', num(e.target.value))}
                />
              </label>
            )}
          </>
        )}
      </RunLock>
      <button type="submit" className="primary" disabled={running || !made.ok}>
        {runLabel(lab)}
      </button>
      <button type="button" disabled={!running} onClick={cancel}>
        {t('common.cancel')}
      </button>
    </div>
  );
}

/** The games a balance report plays in all: every measurement, and the parent's free games. */
const plannedGames = (lab: BalanceLab): number =>
  lab.mode === 'report' && lab.made.ok
    ? lab.made.config.games * (balanceJobs(lab.made.config).length + (lab.parent ? 1 : 0))
    : 0;

function runLabel(lab: BalanceLab): string {
  const { mode, made, parent } = lab;
  if (mode === 'sweep') return t('lab.runSweep');
  if (mode === 'compare') return t('lab.runComparison');
  if (!made.ok) return t('lab.runBalance');
  const n = plannedGames(lab);
  // The games in all, so "2,000 × 16" is explained.
  const params = {
    n,
    total: formatNumber(n),
    games: formatNumber(made.config.games),
    jobs: balanceJobs(made.config).length,
  };
  return parent
    ? t('lab.runBalanceGamesParent', { ...params, parent: shownCircuitName(parent.name) })
    : t('lab.runBalanceGames', params);
}

/** Under the form: how long the run should take, why it stops, and games rounded to whole rotations. */
function FormHints({ lab }: { lab: BalanceLab }) {
  const t = useT();
  const { form, made, running, saved } = lab;
  const planned = plannedGames(lab);
  const { saved: searches } = useSavedReports('suggest');
  const pace = planned ? labPace(saved, searches, form.bots, 'balance') : null;
  return (
    <>
      {planned > 0 && !running && (
        <p className="lab-hint" data-testid="balance-estimate">
          {estimateText(planned, pace, form.bots)}
        </p>
      )}
      {!made.ok && <p className="lab-error">{problemText(made.error)}</p>}
      {made.ok && made.config.games !== form.games && (
        <p className="lab-hint">
          {t('lab.roundedGames', { n: made.config.games, games: formatNumber(made.config.games) })}
        </p>
      )}
    </>
  );
}

export function BalanceView({
  circuits,
  initialId,
  onSuggest,
}: {
  circuits: PlayableCircuit[];
  initialId: string | null;
  /** Opens Suggest with this form (LabPage switches the view). */
  onSuggest?: (preset: SuggestPreset) => void;
}) {
  const t = useT();
  const lab = useBalanceLab(circuits, initialId);
  useReportLink(lab);
  const { form, shown, set, explored, running, run, loadSettings } = lab;
  return (
    <section className="lab-balance" aria-label={t('lab.tabBalance')}>
      <p className="lab-intro">{t('lab.balanceIntro')}</p>
      <SettingsLost dropped={lab.settingsDropped} />
      <CircuitsGone note={lab.circuitsGone} />
      <RunCutNote cut={lab.cut} />
      <form
        className="lab-setup"
        onSubmit={(e) => {
          e.preventDefault();
          if (!running) void run();
        }}
      >
        <RunLock running={running}>
          <BalanceCourseFields lab={lab} />
          <BalanceTitansFields lab={lab} />
          <HouseRules value={form.house} onChange={(v) => set('house', v)} slam={form.slam} />
          <ExploreFields lab={lab} />
        </RunLock>
        <RunFields lab={lab} />
        <RunLockHint running={running} />
        <FormHints lab={lab} />
      </form>

      <RunProgress run={lab} label="lab.balanceGamesPlayed" withMessage />

      {explored && <ExploreResultView result={explored} live={running} />}

      {shown && (
        <BalanceResult
          suggest={suggestLink(shown.report, circuits, onSuggest)}
          report={shown.report}
          seconds={shown.seconds}
          live={running}
          parentPending={shown.parentPending}
          onLoadSettings={running ? undefined : () => loadSettings(shown.report)}
        />
      )}

      <BalanceSavedList lab={lab} />
    </section>
  );
}

/** The way on from an unfair verdict to Suggest, when LabPage can open it. */
function suggestLink(
  report: Parameters<typeof suggestFromReport>[0],
  circuits: PlayableCircuit[],
  onSuggest?: (preset: SuggestPreset) => void,
) {
  const preset = onSuggest ? suggestFromReport(report, circuits) : null;
  return preset && onSuggest ? { preset, open: () => onSuggest(preset) } : null;
}
