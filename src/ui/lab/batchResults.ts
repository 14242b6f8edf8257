// The Batch view's runs as data: the configuration a form asks for, the report of a course, the scales
// its charts share, its saved record and exports. Pure functions; useBatchLab.ts holds the state.
import type { BotLevel } from '../../bots/types';
import { createGame } from '../../engine';
import type { Circuit, CircuitId, TitanId } from '../../engine/types';
import type { BatchConfig } from '../../sim/batch';
import { buildReport, toCSV, type Report } from '../../sim/report';
import type { Tally } from '../../sim/tally';
import { ProblemError, refused } from '../../i18n/errors';
import { download } from '../download';
import { batchFromReproduce, configCSV, reproduceBatch } from './batchExport';
import { niceMax, winScale } from './charts';
import { alternateTeams, houseRules, type HouseRulesForm } from './HouseRules';
import type { SavedOf } from './reports';
import { batchName } from './savedName';
import { localNames } from './savedWords';
import { winBars } from './winBars';

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

export interface BatchForm {
  seats: Seat[];
  games: number;
  seed: number;
  rotate: boolean;
  house: HouseRulesForm;
  teams: boolean;
}

/** The batch of one course as the form asks it; throws the engine's refusal of the setup. */
export function batchConfig(f: BatchForm, cs: (CircuitId | Circuit)[]): BatchConfig {
  const { laps, options } = houseRules(f.house);
  const titans = f.seats.map((s) => s.titan);
  const cfg: BatchConfig = {
    circuits: cs,
    titans,
    bots: f.seats.map((s) => s.bot),
    games: f.games,
    seed: f.seed,
    rotate: f.rotate,
  };
  // One level in every seat: the Titans rotate over the seats, seat 1 first, so turn position is
  // measured apart from the Titans (with mixed levels the first player is rolled).
  if (!f.rotate && new Set(cfg.bots).size === 1) cfg.rotateSeats = true;
  if (laps !== undefined) cfg.laps = laps;
  if (options) cfg.options = options;
  const teamList = f.teams ? alternateTeams(titans) : null;
  if (teamList) cfg.teams = teamList;
  const check = createGame({ circuits: cs, titans, laps, options, teams: cfg.teams, seed: 1 });
  // The engine's refusal as data, worded where the run shows it (useRun: thrownText).
  if (!check.ok) throw new ProblemError(refused(check.error));
  return cfg;
}

export function batchReport(cfg: BatchConfig, tally: Tally): Report {
  return buildReport(tally, {
    seed: cfg.seed,
    circuits: cfg.circuits.map((c) => (typeof c === 'string' ? c : c.id)),
    bots: cfg.bots,
    rotate: cfg.rotate,
    rotateSeats: cfg.rotateSeats,
  });
}

/** The scales the charts of courses side by side share. */
export function batchScales(results: readonly Result[]) {
  const lifeMax = niceMax(
    Math.max(
      0.01,
      ...results.flatMap((r) =>
        Object.values(r.report.lifeLost.byCause).map((v) => (r.report.games ? v / r.report.games : 0)),
      ),
    ),
  );
  // Side by side, the length histograms share their rounds axis and their games axis.
  const keys = results.flatMap((r) => Object.keys(r.report.rounds.histogram).map(Number));
  const lengthAxes =
    results.length < 2 || keys.length === 0
      ? null
      : {
          range: [Math.min(...keys), Math.max(...keys)] as [number, number],
          yMax: Math.max(...results.flatMap((r) => Object.values(r.report.rounds.histogram))),
        };
  const winMax = Math.max(0, ...results.map((r) => winScale(winBars(r.report))));
  return { lifeMax, lengthAxes, winMax };
}

/** The record a finished (or cancelled) batch is saved as. */
export function savedBatch(out: readonly Result[]) {
  return {
    kind: 'batch' as const,
    name: batchName(out as Result[]),
    auto: {},
    createdAt: Date.now(),
    courses: out.map((r) => ({
      names: r.names,
      report: r.report,
      reproduce: reproduceBatch(r.cfg),
      seconds: r.seconds,
      played: r.played,
    })),
  };
}

/** A saved batch as results to show. */
export function openedBatch(x: SavedOf<'batch'>): Result[] {
  return x.data.courses.map((c) => ({
    report: c.report,
    circuits: c.reproduce.circuits,
    // A standard circuit in the reader's language, whatever language the run was saved in.
    names: localNames(c.names, c.reproduce.circuits),
    seconds: c.seconds,
    cfg: batchFromReproduce(c.reproduce),
    played: c.played,
  }));
}

export function exportBatchJSON(results: readonly Result[]): void {
  const reports = results.map((r) => ({
    course: r.names,
    ...r.report,
    complete: r.played === r.cfg.games,
    reproduce: reproduceBatch(r.cfg),
  }));
  download('titan-lab-report.json', JSON.stringify({ reports }, null, 2), 'application/json');
}

export function exportBatchCSV(results: readonly Result[]): void {
  const text = results
    .map((r) => `# course: ${r.names.join(' + ')}\n${toCSV(r.report)}\n${configCSV(r.cfg)}`)
    .join('\n');
  download('titan-lab-report.csv', text, 'text/csv');
}
