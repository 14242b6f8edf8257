// The lab's Batch view (#/lab): a designer picks a course (or a Grand Slam), Titans and bot levels, runs
// a batch of games in Web Workers, and reads win rates with confidence intervals, game length, Life lost
// and a per-space heatmap — for one course, or two side by side — and exports JSON/CSV.
import { CircuitsGone, RunCutNote, SettingsLost } from './ViewNotices';
import type { PlayableCircuit } from '../../editor/library';
import { TITANS } from '../meta';
import { FIGURE_LABEL, type SpaceFigure } from './Heatmap';
import { alternateTeams, HouseRules } from './HouseRules';
import { CourseChooser } from './CourseChooser';
import { BatchSeats } from './BatchSeats';
import { ResultPanel } from './ResultPanel';
import { SavedBatches } from './SavedBatches';
import { useBatchLab, type BatchLab } from './useBatchLab';
import { useT } from '../../i18n/useT';
import { RunProgress } from './RunProgress';
import { RunLock, RunLockHint } from './RunLock';
import { SeedField } from './SeedField';
import { formatNumber } from '../../i18n';
import { versus } from './i18nText';

/** The batch's course(s), seats, house rules, teams, games and seed, and Run / Cancel. */
function BatchForm({ lab }: { lab: BatchLab }) {
  const t = useT();
  const { options, courseA, setCourseA, compare, setCompare, courseB, setCourseB, seats } = lab;
  const { games, setGames, seed, setSeed, house, setHouse, teams, setTeams, cancel, missing, run, running } =
    lab;
  return (
    <form
      className="lab-setup"
      onSubmit={(e) => {
        e.preventDefault();
        if (!running) void run();
      }}
    >
      <RunLock running={running}>
        <div className="lab-courses">
          <CourseChooser
            legend={compare ? t('lab.courseA') : t('lab.course')}
            course={courseA}
            onChange={setCourseA}
            options={options}
            testId="course-a"
          />
          {compare && (
            <CourseChooser
              legend={t('lab.courseB')}
              course={courseB}
              onChange={setCourseB}
              options={options}
              testId="course-b"
            />
          )}
        </div>
        <label className="lab-check">
          <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} />{' '}
          {t('lab.compareCourses')}
        </label>

        <BatchSeats lab={lab} />

        <HouseRules value={house} onChange={setHouse} slam={courseA.slam} />
        <label className="lab-check">
          <input
            type="checkbox"
            checked={teams}
            disabled={!alternateTeams(seats)}
            onChange={(e) => setTeams(e.target.checked)}
          />{' '}
          {t('lab.teamsLabel')}{' '}
          {(() => {
            const teams = alternateTeams(seats.map((s) => TITANS[s.titan].name));
            return teams ? versus(teams) : t('lab.teamsNeedSeats');
          })()}
        </label>
      </RunLock>
      <div className="lab-row">
        <RunLock running={running}>
          <label className="lab-field">
            {compare ? t('lab.gamesPerCourse') : t('lab.games')}
            <input
              type="number"
              min={1}
              max={100000}
              value={games}
              onChange={(e) => setGames(Math.max(1, Math.min(100000, Number(e.target.value) || 1)))}
            />
          </label>
          <SeedField value={seed} onChange={setSeed} />
        </RunLock>
        <button type="submit" className="primary" disabled={running || missing.length > 0}>
          {t('lab.runGames', {
            n: games * (compare ? 2 : 1),
            count: formatNumber(games * (compare ? 2 : 1)),
          })}
        </button>
        <button type="button" disabled={!running} onClick={cancel}>
          {t('common.cancel')}
        </button>
      </div>
      {missing.length > 0 && (
        <p className="lab-error">{t('lab.unknownCircuits', { ids: missing.join(', ') })}</p>
      )}
      <RunLockHint running={running} />
      <p className="lab-hint">{t('lab.batchHint')}</p>
    </form>
  );
}

/** The results: the heatmap's figure, the exports, and one panel per course. */
function BatchResults({ lab }: { lab: BatchLab }) {
  const t = useT();
  const { results, figure, setFigure, scaleMax, winMax, lifeMax, lengthAxes, exportJSON, exportCSV } = lab;
  if (results.length === 0) return null;
  return (
    <section className="lab-results" aria-label={t('lab.results')}>
      <div className="lab-row lab-result-tools">
        <label className="lab-field">
          {t('lab.heatmapFigure')}
          <select value={figure} onChange={(e) => setFigure(e.target.value as SpaceFigure)}>
            {(Object.keys(FIGURE_LABEL) as SpaceFigure[]).map((f) => (
              <option key={f} value={f}>
                {FIGURE_LABEL[f]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={exportJSON}>
          {t('lab.exportJSON')}
        </button>
        <button type="button" onClick={exportCSV}>
          {t('lab.exportCSV')}
        </button>
      </div>
      <div className={`lab-columns n${results.length}`}>
        {results.map((r, i) => (
          <ResultPanel
            key={i}
            result={r}
            figure={figure}
            scaleMax={scaleMax}
            winMax={winMax}
            lifeMax={lifeMax}
            lengthAxes={lengthAxes}
            tag={results.length > 1 ? (i === 0 ? 'A' : 'B') : ''}
          />
        ))}
      </div>
    </section>
  );
}

export function BatchView({
  circuits,
  initialId,
}: {
  circuits: PlayableCircuit[];
  initialId: string | null;
}) {
  const t = useT();
  const lab = useBatchLab(circuits, initialId);
  return (
    <>
      <p className="lab-intro">{t('lab.batchIntro')}</p>
      <SettingsLost dropped={lab.settingsDropped} />
      <CircuitsGone note={lab.circuitsGone} />
      <RunCutNote cut={lab.cut} />
      <BatchForm lab={lab} />
      <RunProgress run={lab} label="lab.gamesPlayed" />
      <BatchResults lab={lab} />
      <SavedBatches lab={lab} />
    </>
  );
}
