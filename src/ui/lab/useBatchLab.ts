// The lab's Batch view state and its run: a batch of complete games for one course (or two side by
// side) played in Web Workers, saved in this browser when it ends, reopened, exported as JSON or CSV.
import { loadBatchSettings, saveBatchSettings } from './balanceSettings';
import { useEffect, useMemo, useState } from 'react';
import type { Circuit, CircuitId } from '../../engine/types';
import type { PlayableCircuit } from '../../editor/library';
import { shareParam } from '../../editor/share';
import { useRun } from './useRun';
import { figureValues, type SpaceFigure } from './Heatmap';
import { defaultWorkers, runInBrowser } from './runner';
import { DEFAULT_HOUSE_RULES, type HouseRulesForm } from './HouseRules';
import { saveReport, type SavedOf } from './reports';
import { useSavedReports } from './useSavedReports';
import { rememberedOpen, rememberOpen } from './openInTab';
import type { Course } from './CourseChooser';
import { circuitFromHash, SHARED_ID } from './useLabCircuits';
import { namesOf, replaceMissing, useHeldCircuits, useMissingCircuits } from './missingCircuits';
import { t } from '../../i18n';
import { shownCircuitName } from '../meta';
import { useLang } from '../../i18n/useT';
import { problemText } from '../../i18n/errors';
import {
  batchConfig,
  batchReport,
  batchScales,
  exportBatchCSV,
  exportBatchJSON,
  openedBatch,
  savedBatch,
  type Result,
  type Seat,
} from './batchResults';
export type { Result } from './batchResults';

const DEFAULT_SEATS: Seat[] = [
  { titan: 'grinder', bot: 'greedy' },
  { titan: 'slaugg', bot: 'greedy' },
  { titan: 'craken', bot: 'greedy' },
  { titan: 'rassik', bot: 'greedy' },
];

export const DEFAULT_BATCH_FORM = {
  courseA: { slam: false, ids: ['kaldheira'] } as Course,
  compare: false,
  courseB: { slam: false, ids: ['deadMansLagoon'] } as Course,
  seats: DEFAULT_SEATS,
  games: 200,
  seed: 1,
  rotate: false,
  house: DEFAULT_HOUSE_RULES,
  teams: false,
  figure: 'lifeLost' as SpaceFigure,
};

/** The circuits the courses are chosen from, named in the current language, and a course's circuits. */
function useCourses(circuits: PlayableCircuit[]) {
  const lang = useLang();
  const options = useMemo(
    () =>
      circuits.map((c) => ({
        id: c.id,
        name: c.standard ? shownCircuitName(c.name) : t('lab.customCircuit', { name: c.name }),
      })),
    // The names are in the current language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [circuits, lang],
  );
  const byId = useMemo(() => new Map(circuits.map((c) => [c.id, c])), [circuits]);
  const resolve = (c: Course): { circuits: (CircuitId | Circuit)[]; names: string[] } => ({
    circuits: c.ids.map((id) => {
      const p = byId.get(id)!;
      return p.standard ? (p.id as CircuitId) : p.circuit;
    }),
    names: c.ids.map((id) => byId.get(id)?.name ?? id),
  });

  const missingOf = (courses: Course[]) => courses.flatMap((c) => c.ids).filter((id) => !byId.has(id));
  return { options, missingOf, resolve };
}

/** A link to another circuit while the lab is open (e.g. from the editor in another tab of the app). */
function useCourseFromLink(setCourse: (c: Course) => void): void {
  useEffect(() => {
    const onHash = () => {
      const want = circuitFromHash() ?? (shareParam(window.location.hash) !== null ? SHARED_ID : null);
      if (want) setCourse({ slam: false, ids: [want] });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [setCourse]);
}

const OPEN_BATCH_KEY = 'titanRace.lab.openBatch';

/** The Batch form, as the designer last left it (balanceSettings.ts); a circuit named in the address wins. */
function useBatchForm(circuits: PlayableCircuit[], initialId: string | null, running: boolean) {
  const [stored] = useState(() => loadBatchSettings(DEFAULT_BATCH_FORM));
  const kept = stored.form;
  const [courseA, setCourseA] = useState<Course>(() =>
    initialId ? { slam: false, ids: [initialId] } : kept.courseA,
  );
  useCourseFromLink(setCourseA);
  const [compare, setCompare] = useState(kept.compare);
  const [courseB, setCourseB] = useState<Course>(kept.courseB);
  const [seats, setSeats] = useState<Seat[]>(kept.seats);
  const [games, setGames] = useState(kept.games);
  const [seed, setSeed] = useState(kept.seed);
  const [rotate, setRotate] = useState(kept.rotate);
  const [house, setHouse] = useState<HouseRulesForm>(kept.house);
  const [teams, setTeams] = useState(kept.teams);
  const [figure, setFigure] = useState<SpaceFigure>(kept.figure);
  // A stored circuit deleted since: each course's default instead (the address's circuit is the page's).
  const circuitsGone = useMissingCircuits(circuits, stored.names, running, (known, apply) => {
    const has = (id: string) => id === initialId || known(id);
    const a = replaceMissing(courseA.ids, has, DEFAULT_BATCH_FORM.courseA.ids[0]);
    const b = replaceMissing(courseB.ids, has, DEFAULT_BATCH_FORM.courseB.ids[0]);
    if (apply && a.swaps.length > 0) setCourseA({ ...courseA, ids: a.ids });
    if (apply && b.swaps.length > 0) setCourseB({ ...courseB, ids: b.ids });
    return [...a.swaps, ...b.swaps];
  });
  useEffect(() => {
    const names = namesOf([...courseA.ids, ...courseB.ids], circuits, stored.names);
    saveBatchSettings({ courseA, compare, courseB, seats, games, seed, rotate, house, teams, figure }, names);
  }, [courseA, compare, courseB, seats, games, seed, rotate, house, teams, figure, circuits, stored.names]);
  return {
    settingsDropped: stored.dropped,
    /** Stored circuits no longer in the library, and what the form uses instead (said once). */
    circuitsGone,
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
  };
}

export function useBatchLab(circuits: PlayableCircuit[], initialId: string | null) {
  const batchRun = useRun({ done: 0, total: 1, seconds: 0 }, 'batch');
  // The form is checked against the library; the view still shows a circuit deleted during a run.
  const { options, missingOf, resolve } = useCourses(useHeldCircuits(circuits, batchRun.running));
  const form = useBatchForm(circuits, initialId, batchRun.running);
  const { courseA, compare, courseB, seats, games, seed, rotate, house, teams, figure } = form;
  const [results, setResults] = useState<Result[]>([]);

  const missing = missingOf([courseA, ...(compare ? [courseB] : [])]);
  const usedTitans = new Set(seats.map((s) => s.titan));

  // Every run that played games is saved in the browser (src/ui/lab/reports.ts), to reopen after a reload.
  const { saved, error: savedError, setError: setSavedError, refresh } = useSavedReports('batch');
  const [openId, setOpenNow] = useState<string | null>(null);
  // The saved run on screen is remembered for this tab: a reload shows it again.
  const setOpenId = (id: string) => {
    setOpenNow(id);
    rememberOpen(OPEN_BATCH_KEY, id);
  };

  async function keep(out: Result[]) {
    const s = await saveReport(savedBatch(out));
    if (s.ok) setOpenId(s.id);
    else setSavedError(t('lab.notSaved', { message: problemText(s.error) }));
    refresh();
  }

  const openSaved = (x: SavedOf<'batch'>) => {
    setResults(openedBatch(x));
    setOpenId(x.id);
    batchRun.idle();
  };

  // Once the saved list first arrives, reopen the run this tab showed (state adjusted while rendering).
  const [reopened, setReopened] = useState(false);
  if (!reopened && saved.length > 0) {
    setReopened(true);
    const id = rememberedOpen(OPEN_BATCH_KEY);
    const x = id ? saved.find((r) => r.id === id) : undefined;
    if (x && results.length === 0) {
      setResults(openedBatch(x));
      setOpenNow(x.id);
    }
  }

  async function run() {
    const courses = compare ? [courseA, courseB] : [courseA];
    setResults([]);
    const total = games * courses.length;
    await batchRun.start({ done: 0, total, seconds: 0 }, async (ctl) => {
      const out: Result[] = [];
      for (let k = 0; k < courses.length; k++) {
        const { circuits: cs, names } = resolve(courses[k]);
        const cfg = batchConfig({ seats, games, seed, rotate, house, teams }, cs);
        const t0 = performance.now();
        const { tally, cancelled } = await runInBrowser(cfg, {
          workers: defaultWorkers(),
          signal: ctl.signal,
          onProgress: (done) => ctl.progress({ done: k * games + done, total, seconds: ctl.seconds() }),
        });
        // Cancel keeps every finished game: a partial report is still a report.
        if (tally.games > 0) {
          out.push({
            report: batchReport(cfg, tally),
            circuits: cs,
            names,
            seconds: (performance.now() - t0) / 1000,
            cfg,
            played: tally.games,
          });
          setResults(out.slice());
        }
        if (cancelled) {
          const kept = out.reduce((a, r) => a + r.played, 0);
          ctl.finish(
            'cancelled',
            kept > 0 ? t('lab.cancelledKept', { n: kept, total }) : t('lab.cancelledNone'),
          );
          if (kept > 0) await keep(out);
          return;
        }
      }
      ctl.finish('done');
      await keep(out);
    });
  }

  const scales = useMemo(() => batchScales(results), [results]);
  const scaleMax = useMemo(
    () => Math.max(0, ...results.flatMap((r) => figureValues(r.report, figure))),
    [results, figure],
  );

  return {
    options,
    ...form,
    status: batchRun.status,
    message: batchRun.message,
    progress: batchRun.progress,
    cancel: batchRun.cancel,
    results,
    missing,
    usedTitans,
    saved,
    savedError,
    setSavedError,
    refresh,
    openId,
    openSaved,
    run,
    ...scales,
    scaleMax,
    exportJSON: () => exportBatchJSON(results),
    exportCSV: () => exportBatchCSV(results),
    running: batchRun.running,
    cut: batchRun.cut,
  };
}

export type BatchLab = ReturnType<typeof useBatchLab>;
