// The lab's Suggest view: "what should I change?" — a search over small edits of a
// circuit, scored by simulation against an objective, proved on fresh games (src/sim/suggest).
import { useEffect, useRef } from 'react';
import { CircuitsGone, RunCutNote, SettingsLost } from './ViewNotices';
import type { PlayableCircuit } from '../../editor/library';
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import { TITAN_IDS, type TitanId } from '../../engine/types';
import { OBJECTIVES, type ObjectiveName } from '../../sim/suggest/objective';
import { formatNumber, type MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import { shownCircuitName, TITANS } from '../meta';
import { SuggestResultView } from './SuggestResult';
import { SuggestStale } from './SuggestStale';
import { useSuggestLab } from './useSuggestLab';
import type { SuggestPreset } from './suggestFrom';
import { botLevelName } from './botNames';
import { estimateText, labPace, timeLeftText } from './eta';
import { useSavedReports } from './useSavedReports';
import { SuggestHouseRules } from './SuggestHouseRules';
import { RunLock, RunLockHint } from './RunLock';
import { SeedField } from './SeedField';
import { SavedItem } from './SavedItem';
import { UnreadableRuns } from './UnreadableRuns';
import { parentCircuit } from '../../editor/parent';

const OBJECTIVE_KEY: Record<ObjectiveName, MessageKey> = {
  unfairness: 'suggest.objUnfairness',
  titans: 'suggest.objTitans',
  turnPosition: 'suggest.objTurnPosition',
  length: 'suggest.objLength',
  leadChanges: 'suggest.objLeadChanges',
};

const PHASE_KEY: Record<string, MessageKey> = {
  baseline: 'suggest.phaseBaseline',
  singles: 'suggest.phaseSingles',
  combinations: 'suggest.phaseCombinations',
  fresh: 'suggest.phaseFresh',
  replication: 'suggest.phaseReplication',
};

const num = (v: string, min: number, max: number, fallback: number): number => {
  const x = Number(v);
  return Number.isInteger(x) ? Math.max(min, Math.min(max, x)) : fallback;
};

type SuggestLab = ReturnType<typeof useSuggestLab>;

/** The circuit, Titans, bot, objective, games, seed, spaces per edit and house rules of a search. */
function SuggestFields({ lab, circuits }: { lab: SuggestLab; circuits: PlayableCircuit[] }) {
  const t = useT();
  const { form, set } = lab;
  const toggleTitan = (x: TitanId, on: boolean) =>
    set(
      'titans',
      on ? TITAN_IDS.filter((y) => y === x || form.titans.includes(y)) : form.titans.filter((y) => y !== x),
    );
  const parent = lab.chosen?.parent;
  return (
    <>
      <label className="lab-field">
        {t('lab.circuit')}
        <select
          value={form.circuitId}
          onChange={(e) => set('circuitId', e.target.value)}
          data-testid="suggest-circuit"
        >
          {circuits.map((c) => (
            <option key={c.id} value={c.id}>
              {c.standard ? shownCircuitName(c.name) : c.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="lab-titans">
        <legend>{t('suggest.titans')}</legend>
        {TITAN_IDS.map((x) => (
          <label key={x}>
            <input
              type="checkbox"
              checked={form.titans.includes(x)}
              onChange={(e) => toggleTitan(x, e.target.checked)}
            />{' '}
            {TITANS[x].name}
          </label>
        ))}
      </fieldset>
      <div className="lab-row">
        <label className="lab-field">
          {t('lab.bot')}
          <select value={form.bot} onChange={(e) => set('bot', e.target.value as BotLevel)}>
            {BOT_LEVELS.map((b) => (
              <option key={b} value={b}>
                {botLevelName(b)}
              </option>
            ))}
          </select>
        </label>
        <label className="lab-field">
          {t('suggest.objective')}
          <select
            value={form.objective}
            onChange={(e) => set('objective', e.target.value as ObjectiveName)}
            data-testid="suggest-objective"
          >
            {OBJECTIVES.map((o) => (
              <option key={o} value={o}>
                {t(OBJECTIVE_KEY[o])}
              </option>
            ))}
          </select>
        </label>
        {form.objective === 'length' && (
          <label className="lab-field">
            {t('suggest.target')}
            <input
              type="number"
              min={1}
              max={40}
              value={form.target}
              onChange={(e) => set('target', num(e.target.value, 1, 40, 8))}
            />
          </label>
        )}
        <label className="lab-field">
          {t('suggest.games')}
          <input
            type="number"
            min={4}
            max={100000}
            value={form.games}
            data-testid="suggest-games"
            onChange={(e) => set('games', num(e.target.value, 4, 100000, 400))}
          />
        </label>
        <SeedField value={form.seed} onChange={(v) => set('seed', v)} />
        <label className="lab-field">
          {t('suggest.maxSpaces')}
          <select value={form.maxSpaces} onChange={(e) => set('maxSpaces', Number(e.target.value))}>
            {[1, 2, 3].map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* The house rules the search plays with, whose they are, shown and editable (suggestRules.ts). */}
      <SuggestHouseRules
        laps={form.laps}
        options={form.options}
        onChange={(laps, options) => lab.setRules({ laps, options })}
        balance={lab.balance}
      />
      {parent && (
        <p className="lab-hint" data-testid="suggest-parent">
          {t('lab.changeFromSuggest', { parent: shownCircuitName(parentCircuit(parent).name) })}
        </p>
      )}
    </>
  );
}

/** The search's progress and, once over, what it played and where it was saved. */
function SuggestStatus({ lab }: { lab: SuggestLab }) {
  const t = useT();
  const { status, progress, result } = lab;
  const running = status === 'running';
  const planned = progress.expected ?? progress.total;
  return (
    <>
      {status !== 'idle' && (
        <div className="lab-progress">
          {/* Once the search knows the most games it will play, the bar, the count and the time left
            rest on that (it only comes down), not on the total planned so far (which jumps up). */}
          <progress max={planned || 1} value={progress.done} aria-label={t('suggest.progress')} />
          <span role="status" data-testid="suggest-status">
            {running
              ? t(progress.expected !== undefined ? 'suggest.runningAtMost' : 'suggest.running', {
                  phase: t(PHASE_KEY[progress.phase]),
                  done: formatNumber(progress.done),
                  total: formatNumber(planned),
                }) +
                // Before it (the baseline), the games left are not known: no time left.
                (progress.expected !== undefined
                  ? timeLeftText(progress.done, planned, progress.seconds)
                  : '')
              : status === 'cancelled'
                ? t('suggest.cancelled')
                : status === 'error'
                  ? t('suggest.failed', { message: lab.error ?? '' })
                  : t('suggest.done', {
                      games: formatNumber(result?.result.gamesPlayed ?? 0),
                      seconds: formatNumber(+(result?.seconds ?? 0).toFixed(1)),
                    }) + (lab.saveNote?.ok ? ` ${lab.saveNote.text}` : '')}
          </span>
        </div>
      )}
    </>
  );
}

/** Every finished search, kept in this browser to reopen after a reload. */
function SavedSearches({ lab }: { lab: SuggestLab }) {
  const t = useT();
  return (
    <>
      {/* Every finished search is kept in this browser, to reopen after a reload. */}
      <section className="lab-saved" aria-label={t('suggest.savedList')} data-testid="suggest-saved">
        <h2>{t('suggest.savedList')}</h2>
        {lab.savedError && (
          <p className="lab-error" role="alert">
            {lab.savedError}
          </p>
        )}
        <UnreadableRuns kind="suggest" onError={lab.setSavedError} />
        {lab.saved.length === 0 ? (
          <p className="lab-hint">{t('suggest.noSaved')}</p>
        ) : (
          <ul className="lab-saved-list">
            {lab.saved.map((x) => (
              <SavedItem
                key={x.id}
                s={x}
                detail={t('suggest.savedDetail', {
                  games: formatNumber(x.data.result.gamesPlayed),
                  proven: x.data.result.suggestions.filter((s) => s.holds).length,
                  n: x.data.result.suggestions.length,
                })}
                open={lab.openId === x.id}
                onOpen={() => lab.openSaved(x)}
                onChanged={lab.refresh}
                onError={lab.setSavedError}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function SuggestView(props: {
  circuits: PlayableCircuit[];
  initialId: string | null;
  /** Opened from a Balance verdict (suggestFrom.ts): its form, and its circuit if the list lacks it. */
  preset?: SuggestPreset | null;
}) {
  const t = useT();
  const { preset } = props;
  const circuits =
    preset && !props.circuits.some((c) => c.id === preset.circuit.id)
      ? [...props.circuits, preset.circuit]
      : props.circuits;
  const lab = useSuggestLab(circuits, props.initialId, preset?.form);
  const { saved: balanceSaved } = useSavedReports('balance');
  const { form, status, result } = lab;
  const running = status === 'running';
  const titansOk = form.titans.length >= 3 && form.titans.length <= 6;
  // Opened from Balance's verdict, far down its page: the window kept that scroll, and a phone landed at
  // the Run button with the "filled in from the Balance report" note out of view (play-test 51). The view
  // starts at its top instead, with the focus on that note (the button pressed is gone).
  const fromBalance = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const note = fromBalance.current;
    if (!note) return;
    note.closest('section')?.scrollIntoView?.({ block: 'start' }); // absent in jsdom
    note.focus({ preventScroll: true });
  }, []);
  return (
    <section className="lab-suggest" data-testid="suggest-view">
      <p className="lab-intro">{t('suggest.intro')}</p>
      <SettingsLost dropped={lab.settingsDropped} />
      <CircuitsGone note={lab.circuitsGone} />
      <RunCutNote cut={lab.cut} />
      {preset && (
        <p className="lab-hint" data-testid="suggest-from-balance" ref={fromBalance} tabIndex={-1}>
          {t('suggest.fromBalance')}
          {preset.teamsDropped && ` ${t('suggest.teamsDropped')}`}
        </p>
      )}
      <form
        className="lab-form"
        onSubmit={(e) => {
          e.preventDefault();
          void lab.run();
        }}
      >
        <RunLock running={running}>
          <SuggestFields lab={lab} circuits={lab.circuits} />
        </RunLock>
        <div className="lab-row">
          <button
            type="submit"
            className="primary"
            disabled={running || !titansOk || !lab.chosen}
            aria-describedby={lab.planned > 0 && !running ? 'suggest-estimate' : undefined}
          >
            {t('suggest.run')}
          </button>
          <button type="button" disabled={!running} onClick={lab.cancel}>
            {t('common.cancel')}
          </button>
        </div>
        <RunLockHint running={running} />
        {lab.planned > 0 && !running && (
          <p className="lab-hint" id="suggest-estimate" data-testid="suggest-estimate">
            {t('suggest.atMostGames', { n: lab.planned, total: formatNumber(lab.planned) })}{' '}
            {estimateText(lab.planned, labPace(balanceSaved, lab.saved, [form.bot], 'suggest'), [form.bot])}
          </p>
        )}
        {!titansOk && <p className="lab-error">{t('suggest.titansCount')}</p>}
        <p className="lab-hint">{t('suggest.budget')}</p>
      </form>

      <SuggestStatus lab={lab} />
      {lab.saveNote && !lab.saveNote.ok && (
        <p className="lab-error" role="alert" data-testid="suggest-not-saved">
          {lab.saveNote.text}
        </p>
      )}

      {result && (
        <SuggestStale
          result={result.result}
          circuits={lab.circuits}
          formId={form.circuitId}
          running={running}
          onRun={() => void lab.run()}
        />
      )}
      {result && (
        <SuggestResultView
          result={result.result}
          circuitName={result.circuitName}
          parentName={result.parentName === undefined ? undefined : shownCircuitName(result.parentName)}
        />
      )}

      <SavedSearches lab={lab} />
    </section>
  );
}
