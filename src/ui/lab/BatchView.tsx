// The lab's Batch view (#/lab): a designer picks a course (or a Grand Slam), Titans and bot levels, runs
// a batch of games in Web Workers, and reads win rates with confidence intervals, game length, Life lost
// and a per-space heatmap — for one course, or two side by side — and exports JSON/CSV.
import type { PlayableCircuit } from '../../editor/library';
import { TITANS } from '../meta';
import { FIGURE_LABEL, type SpaceFigure } from './Heatmap';
import { alternateTeams, HouseRules } from './HouseRules';
import { CourseChooser } from './CourseChooser';
import { BatchSeats } from './BatchSeats';
import { ResultPanel } from './ResultPanel';
import { SavedBatches } from './SavedBatches';
import { useBatchLab } from './useBatchLab';

export function BatchView({
  circuits,
  initialId,
}: {
  circuits: PlayableCircuit[];
  initialId: string | null;
}) {
  const lab = useBatchLab(circuits, initialId);
  const {
    options,
    courseA,
    setCourseA,
    compare,
    setCompare,
    courseB,
    setCourseB,
    seats,
    games,
    setGames,
    seed,
    setSeed,
    house,
    setHouse,
    teams,
    setTeams,
    figure,
    setFigure,
    status,
    message,
    progress,
    results,
    abortRef,
    missing,
    run,
    lifeMax,
    lengthAxes,
    winMax,
    scaleMax,
    exportJSON,
    exportCSV,
    running,
  } = lab;
  return (
    <>
      <p className="lab-intro">
        Bots play a batch of complete games in the background. Compare how often each seat wins (with 95%
        confidence intervals), how long the races last, and where Titans get hurt — for one course, or two
        side by side.
      </p>

      <form
        className="lab-setup"
        onSubmit={(e) => {
          e.preventDefault();
          if (!running) void run();
        }}
      >
        <div className="lab-courses">
          <CourseChooser
            legend={compare ? 'Course A' : 'Course'}
            course={courseA}
            onChange={setCourseA}
            options={options}
            testId="course-a"
          />
          {compare && (
            <CourseChooser
              legend="Course B"
              course={courseB}
              onChange={setCourseB}
              options={options}
              testId="course-b"
            />
          )}
        </div>
        <label className="lab-check">
          <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} /> Compare
          two courses side by side
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
          Teams of alternate seats (R12.3):{' '}
          {alternateTeams(seats.map((s) => TITANS[s.titan].name))
            ?.map((t) => t.join(' + '))
            .join(' vs ') ?? 'needs 4 or 6 seats'}
        </label>

        <div className="lab-row">
          <label className="lab-field">
            Games{compare ? ' per course' : ''}
            <input
              type="number"
              min={1}
              max={100000}
              value={games}
              onChange={(e) => setGames(Math.max(1, Math.min(100000, Number(e.target.value) || 1)))}
            />
          </label>
          <label className="lab-field">
            Seed
            <input
              type="number"
              min={0}
              value={seed}
              onChange={(e) => setSeed(Math.max(0, Number(e.target.value) || 0))}
            />
          </label>
          <button type="submit" className="primary" disabled={running || missing.length > 0}>
            Run {games * (compare ? 2 : 1)} games
          </button>
          <button type="button" disabled={!running} onClick={() => abortRef.current?.abort()}>
            Cancel
          </button>
        </div>
        {missing.length > 0 && (
          <p className="lab-error">Unknown circuit: {missing.join(', ')} (not in the library).</p>
        )}
        <p className="lab-hint">
          The same seed gives the same games here and with <code>npm run sim</code>. Expert bots think for a
          while: start with a few dozen games.
        </p>
      </form>

      {(running || status === 'done' || status === 'cancelled' || status === 'error') && (
        <div className="lab-progress">
          <progress max={progress.total} value={progress.done} aria-label="Games played" />
          <span role="status">
            {running
              ? `Playing… ${progress.done} / ${progress.total} games`
              : status === 'done'
                ? `Done: ${progress.total} games.`
                : message}
          </span>
        </div>
      )}

      {results.length > 0 && (
        <section className="lab-results" aria-label="Results">
          <div className="lab-row lab-result-tools">
            <label className="lab-field">
              Heatmap figure
              <select value={figure} onChange={(e) => setFigure(e.target.value as SpaceFigure)}>
                {(Object.keys(FIGURE_LABEL) as SpaceFigure[]).map((f) => (
                  <option key={f} value={f}>
                    {FIGURE_LABEL[f]}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={exportJSON}>
              Export JSON
            </button>
            <button type="button" onClick={exportCSV}>
              Export CSV
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
      )}
      <SavedBatches lab={lab} />
    </>
  );
}
