// The lab's Batch view state and its run: a batch of complete games for one course (or two side by
// side) played in Web Workers, saved in this browser when it ends, reopened, exported as JSON or CSV.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BotLevel } from '../../bots/types';
import type { Circuit, CircuitId, TitanId } from '../../engine/types';
import { createGame } from '../../engine';
import type { PlayableCircuit } from '../../editor/library';
import { shareParam } from '../../editor/share';
import type { BatchConfig } from '../../sim/batch';
import { buildReport, toCSV, type Report } from '../../sim/report';
import { download } from '../download';
import { niceMax, winScale } from './charts';
import { figureValues, type SpaceFigure } from './Heatmap';
import { defaultWorkers, runInBrowser } from './runner';
import { alternateTeams, DEFAULT_HOUSE_RULES, houseRules, type HouseRulesForm } from './HouseRules';
import { batchFromReproduce, configCSV, reproduceBatch } from './batchExport';
import { saveReport, type SavedOf } from './reports';
import { useSavedReports } from './useSavedReports';
import type { Course } from './CourseChooser';
import { winBars } from './winBars';
import { circuitFromHash, SHARED_ID } from './useLabCircuits';
import { t } from '../../i18n';
import { useLang } from '../../i18n/useT';
import { batchName } from './savedName';
import { localNames } from './savedWords';
import { engineErrorText } from '../../i18n/errors';

export interface Seat {
  titan: TitanId;
  bot: BotLevel;
}

export interface Result {
  report: Report;
  circuits: (CircuitId | Circuit)[];
  names: string[];
  seconds: number;
  /** The batch as run, for the export (everything needed to rerun it). */
  cfg: BatchConfig;
  /** Games played (fewer than asked when cancelled). */
  played: number;
}

const DEFAULT_SEATS: Seat[] = [
  { titan: 'grinder', bot: 'greedy' },
  { titan: 'slaugg', bot: 'greedy' },
  { titan: 'craken', bot: 'greedy' },
  { titan: 'rassik', bot: 'greedy' },
];

export function useBatchLab(circuits: PlayableCircuit[], initialId: string | null) {
  const lang = useLang();
  const options = useMemo(
    () =>
      circuits.map((c) => ({
        id: c.id,
        name: c.standard ? c.name : t('lab.customCircuit', { name: c.name }),
      })),
    // The names are in the current language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [circuits, lang],
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
  // `seconds`: wall-clock time of the run when `done` was reached (for the time left, eta.ts).
  const [progress, setProgress] = useState({ done: 0, total: 1, seconds: 0 });
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
    const s = await saveReport({
      kind: 'batch',
      name: batchName(out),
      auto: {},
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
    else setSavedError(t('lab.notSaved', { message: s.message }));
    refresh();
  }

  const openSaved = (x: SavedOf<'batch'>) => {
    setResults(
      x.data.courses.map((c) => ({
        report: c.report,
        circuits: c.reproduce.circuits,
        // s6: a standard circuit in the reader's language, whatever language the run was saved in.
        names: localNames(c.names, c.reproduce.circuits),
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
    setProgress({ done: 0, total, seconds: 0 });
    const started = performance.now();
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
        // Issue 21 item 7: one level in every seat → the Titans rotate over the seats, seat 1 first, so
        // turn position is measured apart from the Titans (with mixed levels the first player is rolled).
        if (!rotate && new Set(cfg.bots).size === 1) cfg.rotateSeats = true;
        if (laps !== undefined) cfg.laps = laps;
        if (options) cfg.options = options;
        if (teamList) cfg.teams = teamList;
        const check = createGame({ circuits: cs, titans, laps, options, teams: cfg.teams, seed: 1 });
        if (!check.ok) throw new Error(engineErrorText(check.error));
        const t0 = performance.now();
        const { tally, cancelled } = await runInBrowser(cfg, {
          workers: defaultWorkers(),
          signal: ac.signal,
          onProgress: (done) =>
            setProgress({ done: k * games + done, total, seconds: (performance.now() - started) / 1000 }),
        });
        // Cancel keeps every finished game: a partial report is still a report.
        if (tally.games > 0) {
          const report = buildReport(tally, {
            seed,
            circuits: cs.map((c) => (typeof c === 'string' ? c : c.id)),
            bots: cfg.bots,
            rotate,
            rotateSeats: cfg.rotateSeats,
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
          setMessage(kept > 0 ? t('lab.cancelledKept', { n: kept, total }) : t('lab.cancelledNone'));
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
  return {
    options,
    byId,
    courseA,
    setCourseA,
    compare,
    setCompare,
    courseB,
    setCourseB,
    seats,
    setSeats,
    games,
    setGames,
    seed,
    setSeed,
    rotate,
    setRotate,
    house,
    setHouse,
    teams,
    setTeams,
    figure,
    setFigure,
    status,
    setStatus,
    message,
    setMessage,
    progress,
    setProgress,
    results,
    setResults,
    abortRef,
    missing,
    usedTitans,
    resolve,
    saved,
    savedError,
    setSavedError,
    refresh,
    openId,
    setOpenId,
    keep,
    openSaved,
    run,
    lifeMax,
    lengthAxes,
    winMax,
    scaleMax,
    exportJSON,
    exportCSV,
    running,
  };
}

export type BatchLab = ReturnType<typeof useBatchLab>;
