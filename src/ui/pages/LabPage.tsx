// The playtest lab (#/lab, #/lab?circuit=<id>): a designer picks a course (or a Grand Slam), Titans and
// bot levels, runs a batch of games in Web Workers, and reads win rates with confidence intervals, game
// length, Life lost and a per-space heatmap — for one course, or two side by side — and exports JSON/CSV.
import { useEffect, useMemo, useRef, useState } from 'react';
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import type { Circuit, CircuitId, TitanId } from '../../engine/types';
import { TITAN_IDS } from '../../engine/types';
import { batchGameActions, type BatchConfig } from '../../sim/batch';
import { buildReport, toCSV, type Report } from '../../sim/report';
import { TITANS } from '../meta';
import { Histogram, HBarChart, niceMax, WinRateChart, winScale, type WinBar } from '../lab/charts';
import { FIGURE_LABEL, figureValues, Heatmap, type SpaceFigure } from '../lab/Heatmap';
import { defaultWorkers, runInBrowser } from '../lab/runner';
import { download } from '../download';
import {
  alternateTeams,
  DEFAULT_HOUSE_RULES,
  HouseRules,
  houseRules,
  type HouseRulesForm,
} from '../lab/HouseRules';
import { createGame } from '../../engine';
import { batchFromReproduce, configCSV, reproduceBatch } from '../lab/batchExport';
import { saveReport, type SavedOf } from '../lab/reports';
import { useSavedReports } from '../lab/useSavedReports';
import { SavedItem } from '../lab/SavedItem';
import { shareParam } from '../../editor/share';
import { BalanceView } from '../lab/BalanceView';
import { ReplayChooser, ReplayPanel } from '../lab/ReplayPanel';
import { openReplayLink, replayParam, replayHash, type OpenedReplay } from '../lab/replayLink';
import {
  circuitFromHash,
  SHARED_ID,
  useLabCircuits,
  useSharedCircuit,
  viewFromHash,
} from '../lab/useLabCircuits';
import '../lab/lab.css';

interface Seat {
  titan: TitanId;
  bot: BotLevel;
}
interface Course {
  slam: boolean;
  ids: string[]; // 1, or 3 for Grand Slam
}
interface Result {
  report: Report;
  circuits: (CircuitId | Circuit)[];
  names: string[];
  seconds: number;
  /** The batch as run, for the export (everything needed to rerun it). */
  cfg: BatchConfig;
  /** Games played (fewer than asked when cancelled). */
  played: number;
}

// Partial: a level added to the registry later is listed by its name until it gets a description.
const BOT_TEXT: Partial<Record<BotLevel, string>> = {
  random: 'random — any legal action',
  greedy: 'greedy — best next state (heuristic)',
  expert: 'expert — looks ahead through the replies',
  master: 'master — tree search over sampled worlds (independent of greedy)',
};

const DEFAULT_SEATS: Seat[] = [
  { titan: 'grinder', bot: 'greedy' },
  { titan: 'slaugg', bot: 'greedy' },
  { titan: 'craken', bot: 'greedy' },
  { titan: 'rassik', bot: 'greedy' },
];

function CourseChooser(props: {
  legend: string;
  course: Course;
  onChange: (c: Course) => void;
  options: { id: string; name: string }[];
  testId: string;
}) {
  const { course, onChange, options, legend, testId } = props;
  const setMode = (slam: boolean) => {
    const first = course.ids[0] ?? options[0]?.id ?? 'kaldheira';
    onChange({ slam, ids: slam ? [first, course.ids[1] ?? first, course.ids[2] ?? first] : [first] });
  };
  return (
    <fieldset className="lab-course" data-testid={testId}>
      <legend>{legend}</legend>
      <div className="lab-row">
        <label>
          <input type="radio" checked={!course.slam} onChange={() => setMode(false)} /> One circuit
        </label>
        <label>
          <input type="radio" checked={course.slam} onChange={() => setMode(true)} /> Grand Slam (3 boards)
        </label>
      </div>
      {course.ids.map((id, i) => (
        <label key={i} className="lab-field">
          {course.slam ? `Board ${i + 1}${i === 0 ? ' (bottom)' : i === 2 ? ' (top)' : ''}` : 'Circuit'}
          <select
            value={id}
            onChange={(e) => {
              const ids = course.ids.slice();
              ids[i] = e.target.value;
              onChange({ ...course, ids });
            }}
          >
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}

export function LabPage() {
  const shared = useSharedCircuit();
  const circuits = useLabCircuits(shared.circuit);
  const [view, setView] = useState<'batch' | 'balance'>(viewFromHash);
  // A replay link (#/lab?replay=…): the game is played again and shown above the views.
  const [linked, setLinked] = useState<OpenedReplay | null>(() => {
    const p = replayParam(window.location.hash);
    return p === null ? null : openReplayLink(p);
  });
  useEffect(() => {
    const onHash = () => {
      const p = replayParam(window.location.hash);
      if (p !== null) setLinked(openReplayLink(p));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const closeLinked = () => {
    setLinked(null);
    const [path, query] = window.location.hash.split('?');
    const rest = (query ?? '').split('&').filter((p) => p && !p.startsWith('replay='));
    window.history.replaceState(null, '', `${path || '#/lab'}${rest.length ? `?${rest.join('&')}` : ''}`);
  };
  const chooseView = (v: 'batch' | 'balance') => {
    setView(v);
    // Kept in the address (a reload stays in this view), without a hashchange.
    const [path, query] = window.location.hash.split('?');
    const q = new URLSearchParams(query ?? '');
    if (v === 'balance') q.set('view', 'balance');
    else q.delete('view');
    const qs = q.toString().replace(/%2B/g, '+');
    window.history.replaceState(null, '', `${path || '#/lab'}${qs ? `?${qs}` : ''}`);
  };
  const initialId = shared.circuit ? SHARED_ID : circuitFromHash();
  const options = useMemo(
    () => circuits.map((c) => ({ id: c.id, name: c.standard ? c.name : `${c.name} (custom)` })),
    [circuits],
  );
  const byId = useMemo(() => new Map(circuits.map((c) => [c.id, c])), [circuits]);
  const [courseA, setCourseA] = useState<Course>(() => ({ slam: false, ids: [initialId ?? 'kaldheira'] }));
  // A link to another circuit while the lab is open (e.g. from the editor in another tab of the app).
  useEffect(() => {
    const onHash = () => {
      const want = circuitFromHash() ?? (shareParam(window.location.hash) !== null ? SHARED_ID : null);
      if (want) setCourseA({ slam: false, ids: [want] });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const [compare, setCompare] = useState(false);
  const [courseB, setCourseB] = useState<Course>({ slam: false, ids: ['deadMansLagoon'] });
  const [seats, setSeats] = useState<Seat[]>(DEFAULT_SEATS);
  const [games, setGames] = useState(200);
  const [seed, setSeed] = useState(1);
  const [rotate, setRotate] = useState(false);
  const [house, setHouse] = useState<HouseRulesForm>(DEFAULT_HOUSE_RULES);
  const [teams, setTeams] = useState(false);
  const [figure, setFigure] = useState<SpaceFigure>('lifeLost');
  const [status, setStatus] = useState<'idle' | 'running' | 'done' | 'cancelled' | 'error'>('idle');
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState({ done: 0, total: 1 });
  const [results, setResults] = useState<Result[]>([]);
  const abortRef = useRef<AbortController | null>(null);

  const missing = [...courseA.ids, ...(compare ? courseB.ids : [])].filter((id) => !byId.has(id));
  const usedTitans = new Set(seats.map((s) => s.titan));

  const resolve = (c: Course): { circuits: (CircuitId | Circuit)[]; names: string[] } => ({
    circuits: c.ids.map((id) => {
      const p = byId.get(id)!;
      return p.standard ? (p.id as CircuitId) : p.circuit;
    }),
    names: c.ids.map((id) => byId.get(id)?.name ?? id),
  });

  // Every run that played games is saved in the browser (src/ui/lab/reports.ts), to reopen after a reload.
  const { saved, error: savedError, setError: setSavedError, refresh } = useSavedReports('batch');
  const [openId, setOpenId] = useState<string | null>(null);

  async function keep(out: Result[]) {
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const played = out.reduce((a, r) => a + r.played, 0);
    const s = await saveReport({
      kind: 'batch',
      name: `${out.map((r) => r.names.join(' + ')).join(' vs ')} · ${played} games · ${when}`,
      createdAt: Date.now(),
      courses: out.map((r) => ({
        names: r.names,
        report: r.report,
        reproduce: reproduceBatch(r.cfg),
        seconds: r.seconds,
        played: r.played,
      })),
    });
    if (s.ok) setOpenId(s.id);
    else setSavedError(`Not saved: ${s.message}`);
    refresh();
  }

  const openSaved = (x: SavedOf<'batch'>) => {
    setResults(
      x.data.courses.map((c) => ({
        report: c.report,
        circuits: c.reproduce.circuits,
        names: c.names,
        seconds: c.seconds,
        cfg: batchFromReproduce(c.reproduce),
        played: c.played,
      })),
    );
    setOpenId(x.id);
    setStatus('idle');
  };

  async function run() {
    const courses = compare ? [courseA, courseB] : [courseA];
    const ac = new AbortController();
    abortRef.current = ac;
    setStatus('running');
    setMessage('');
    setResults([]);
    const total = games * courses.length;
    setProgress({ done: 0, total });
    const out: Result[] = [];
    const { laps, options } = houseRules(house);
    const titans = seats.map((s) => s.titan);
    const teamList = teams ? alternateTeams(titans) : null;
    try {
      for (let k = 0; k < courses.length; k++) {
        const { circuits: cs, names } = resolve(courses[k]);
        const cfg: BatchConfig = {
          circuits: cs,
          titans,
          bots: seats.map((s) => s.bot),
          games,
          seed,
          rotate,
        };
        if (laps !== undefined) cfg.laps = laps;
        if (options) cfg.options = options;
        if (teamList) cfg.teams = teamList;
        const check = createGame({ circuits: cs, titans, laps, options, teams: cfg.teams, seed: 1 });
        if (!check.ok) throw new Error(check.error.message);
        const t0 = performance.now();
        const { tally, cancelled } = await runInBrowser(cfg, {
          workers: defaultWorkers(),
          signal: ac.signal,
          onProgress: (done) => setProgress({ done: k * games + done, total }),
        });
        // Cancel keeps every finished game: a partial report is still a report.
        if (tally.games > 0) {
          const report = buildReport(tally, {
            seed,
            circuits: cs.map((c) => (typeof c === 'string' ? c : c.id)),
            bots: cfg.bots,
            rotate,
          });
          out.push({
            report,
            circuits: cs,
            names,
            seconds: (performance.now() - t0) / 1000,
            cfg,
            played: tally.games,
          });
          setResults(out.slice());
        }
        if (cancelled) {
          setStatus('cancelled');
          const kept = out.reduce((a, r) => a + r.played, 0);
          setMessage(
            kept > 0
              ? `Cancelled: kept ${kept} finished game${kept === 1 ? '' : 's'} of ${total}.`
              : 'Cancelled before any game finished.',
          );
          if (kept > 0) await keep(out);
          return;
        }
      }
      setStatus('done');
      await keep(out);
    } catch (e) {
      setStatus('error');
      setMessage((e as Error).message);
    } finally {
      abortRef.current = null;
    }
  }

  const lifeMax = useMemo(
    () =>
      niceMax(
        Math.max(
          0.01,
          ...results.flatMap((r) =>
            Object.values(r.report.lifeLost.byCause).map((v) => (r.report.games ? v / r.report.games : 0)),
          ),
        ),
      ),
    [results],
  );
  // Side by side, the length histograms share their rounds axis and their games axis.
  const lengthAxes = useMemo(() => {
    const keys = results.flatMap((r) => Object.keys(r.report.rounds.histogram).map(Number));
    if (results.length < 2 || keys.length === 0) return null;
    const range: [number, number] = [Math.min(...keys), Math.max(...keys)];
    const yMax = Math.max(...results.flatMap((r) => Object.values(r.report.rounds.histogram)));
    return { range, yMax };
  }, [results]);
  const winMax = useMemo(() => Math.max(0, ...results.map((r) => winScale(winBars(r.report)))), [results]);
  const scaleMax = useMemo(
    () => Math.max(0, ...results.flatMap((r) => figureValues(r.report, figure))),
    [results, figure],
  );

  const exportJSON = () =>
    download(
      'titan-lab-report.json',
      JSON.stringify(
        {
          reports: results.map((r) => ({
            course: r.names,
            ...r.report,
            complete: r.played === r.cfg.games,
            reproduce: reproduceBatch(r.cfg),
          })),
        },
        null,
        2,
      ),
      'application/json',
    );
  const exportCSV = () =>
    download(
      'titan-lab-report.csv',
      results
        .map((r) => `# course: ${r.names.join(' + ')}\n${toCSV(r.report)}\n${configCSV(r.cfg)}`)
        .join('\n'),
      'text/csv',
    );

  const running = status === 'running';
  return (
    <main className="lab">
      <header className="lab-header">
        <h1>Playtest lab</h1>
        <nav>
          <a href="#/">Play</a> · <a href="#/editor">Circuit editor</a>
        </nav>
      </header>
      <div className="lab-tabs" role="tablist" aria-label="Lab views">
        <button type="button" role="tab" aria-selected={view === 'batch'} onClick={() => chooseView('batch')}>
          Batch
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={view === 'balance'}
          onClick={() => chooseView('balance')}
        >
          Balance
        </button>
      </div>
      {shared.error && <p className="lab-error">{shared.error}</p>}
      {linked &&
        (linked.ok ? (
          <ReplayPanel
            key={`${linked.k}:${linked.at}:${linked.replay.setup.seed}`}
            replay={linked.replay}
            title={`game #${linked.k} (from a link)`}
            initialAt={linked.at}
            onClose={closeLinked}
          />
        ) : (
          <p className="lab-error" role="alert">
            {linked.message}{' '}
            <button type="button" onClick={closeLinked}>
              Dismiss
            </button>
          </p>
        ))}
      {view === 'balance' ? (
        <BalanceView circuits={circuits} initialId={initialId} />
      ) : (
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
              <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} />{' '}
              Compare two courses side by side
            </label>

            <fieldset className="lab-seats">
              <legend>Seats (turn order; the first player is rolled each game)</legend>
              <table>
                <thead>
                  <tr>
                    <th>Seat</th>
                    <th>Titan</th>
                    <th>Bot</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {seats.map((s, i) => (
                    <tr key={i}>
                      <td>{i + 1}</td>
                      <td>
                        <select
                          aria-label={`Seat ${i + 1} Titan`}
                          value={s.titan}
                          onChange={(e) =>
                            setSeats(
                              seats.map((x, j) => (j === i ? { ...x, titan: e.target.value as TitanId } : x)),
                            )
                          }
                        >
                          {TITAN_IDS.map((t) => (
                            <option key={t} value={t} disabled={t !== s.titan && usedTitans.has(t)}>
                              {TITANS[t].name}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        <select
                          aria-label={`Seat ${i + 1} bot`}
                          value={s.bot}
                          onChange={(e) =>
                            setSeats(
                              seats.map((x, j) => (j === i ? { ...x, bot: e.target.value as BotLevel } : x)),
                            )
                          }
                        >
                          {BOT_LEVELS.map((b) => (
                            <option key={b} value={b}>
                              {BOT_TEXT[b] ?? b}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td>
                        <button
                          type="button"
                          disabled={seats.length <= 3}
                          onClick={() => setSeats(seats.filter((_, j) => j !== i))}
                          aria-label={`Remove seat ${i + 1}`}
                        >
                          Remove
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <button
                type="button"
                disabled={seats.length >= 6}
                onClick={() => {
                  const t = TITAN_IDS.find((x) => !usedTitans.has(x))!;
                  setSeats([...seats, { titan: t, bot: 'greedy' }]);
                }}
              >
                Add a seat
              </button>
              <label className="lab-check">
                <input type="checkbox" checked={rotate} onChange={(e) => setRotate(e.target.checked)} />{' '}
                Rotate the bots one seat per game (compare bot levels fairly)
              </label>
            </fieldset>

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
              The same seed gives the same games here and with <code>npm run sim</code>. Expert bots think for
              a while: start with a few dozen games.
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
          <section className="lab-saved" aria-label="Saved batches">
            <h2>Saved batches</h2>
            {savedError && <p className="lab-error">{savedError}</p>}
            {saved.length === 0 ? (
              <p className="lab-hint">No saved batch yet: every run is saved here when it ends.</p>
            ) : (
              <ul className="lab-saved-list">
                {saved.map((x) => (
                  <SavedItem
                    key={x.id}
                    s={x}
                    detail={x.data.courses
                      .map(
                        (c) =>
                          `${c.played}/${c.reproduce.games} games${c.played < c.reproduce.games ? ' (cancelled)' : ''}`,
                      )
                      .join(', ')}
                    open={openId === x.id}
                    onOpen={() => openSaved(x)}
                    onChanged={refresh}
                    onError={setSavedError}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </main>
  );
}

const ciText = (ci: { rate: number; lo: number; hi: number }) =>
  `${(100 * ci.rate).toFixed(1)}% (${(100 * ci.lo).toFixed(1)}–${(100 * ci.hi).toFixed(1)}%)`;

function winBars(r: Report): WinBar[] {
  return r.titans.map((t, i) => ({
    label: TITANS[t as TitanId].name,
    sub: r.rotate ? 'rotated' : r.bots[i],
    colour: TITANS[t as TitanId].colour,
    ci: r.winRateBySeat[i],
    wins: r.winsBySeat[i],
  }));
}

function ResultPanel(props: {
  result: Result;
  figure: SpaceFigure;
  scaleMax: number;
  winMax: number;
  lifeMax: number;
  lengthAxes: { range: [number, number]; yMax: number } | null;
  tag: string;
}) {
  const { result, figure, scaleMax, winMax, lifeMax, lengthAxes, tag } = props;
  const r = result.report;
  const bars = winBars(r);
  const causes = Object.entries(r.lifeLost.byCause)
    .map(([k, v]) => ({ label: k, value: r.games ? v / r.games : 0 }))
    .filter((x) => x.value > 0)
    .sort((a, b) => b.value - a.value);
  return (
    <article className="lab-result" data-testid="lab-result">
      <h2>
        {tag && <span className="tag">{tag}</span>} {result.names.join(' + ')}
      </h2>
      <p className="lab-summary">
        {r.games} games ({r.finished} finished) in {result.seconds.toFixed(1)} s · {r.rounds.mean.toFixed(1)}{' '}
        rounds on average (sd {r.rounds.sd.toFixed(1)}) · {r.knockouts.perGame.toFixed(2)} knock-outs and{' '}
        {r.lifeLost.perGame.toFixed(1)} Life lost per game · {r.cards.drawnPerGame.toFixed(1)} cards drawn,{' '}
        {r.cards.playedPerGame.toFixed(1)} played per game
      </p>
      <WinRateChart bars={bars} games={r.games} title="Win rate per seat" yMax={winMax} />
      {r.rotate && (
        <table className="lab-table">
          <caption>Wins per bot level (bots rotated over the seats)</caption>
          <thead>
            <tr>
              <th>Bot</th>
              <th>Wins</th>
              <th>Seats</th>
              <th>A seat of this level won (95% CI)</th>
              <th>Win rate of one seat (95% CI)</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(r.winRateByBot).map(([b, ci]) => (
              <tr key={b}>
                <td>{b}</td>
                <td>{r.winsByBot[b]}</td>
                <td>{r.seatsPerGameByBot?.[b] ?? ''}</td>
                <td>{r.winRateByBotAny?.[b] ? ciText(r.winRateByBotAny[b]) : ''}</td>
                <td>{ciText(ci)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Histogram
        hist={r.rounds.histogram}
        title="Game length"
        xTitle="rounds until a Titan wins"
        yTitle="games"
        range={lengthAxes?.range}
        yMax={lengthAxes?.yMax}
      />
      <HBarChart rows={causes} title="Life lost per game, by cause" xTitle="Life per game" xMax={lifeMax} />
      <Heatmap
        report={r}
        circuits={result.circuits}
        figure={figure}
        scaleMax={scaleMax}
        names={result.names}
      />
      <ReplayChooser
        games={result.played}
        load={(k) => batchGameActions(result.cfg, k)}
        linkOf={(k, at) => replayHash({ kind: 'batch', cfg: result.cfg, k, at })}
      />
    </article>
  );
}
