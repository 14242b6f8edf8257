// The lab's saved runs (IndexedDB `labReports`, src/ui/lab/reports.ts) and its imported sweep and
// comparison files: each kind parsed deep, so a record the lab lists is one its views can draw. A record
// that fails is listed as unreadable (with Delete and Export), never drawn.
import * as v from 'valibot';
import { ELEMENTS } from '../engine/types';
import type { SavedReport } from '../ui/lab/reports';
import type { ExploreResult } from '../ui/lab/explore';
import { CANDIDATE_KINDS } from '../sim/suggest/edits';
import { OBJECTIVES } from '../sim/suggest/objective';
import { botLevel, count, dict, finite, list, MAX_LAB_GAMES, pair, seed, text, titanId } from './core';
import { balanceReportSchema, batchReproduceSchema, circuitSchema, simReportSchema } from './report';

const report = balanceReportSchema();

const autoName = v.optional(v.looseObject({ imported: v.optional(v.boolean()) }));
const head = {
  name: text(1000),
  auto: autoName,
  createdAt: finite,
  seconds: v.optional(v.pipe(finite, v.minValue(0))),
};

// ---------------------------------------------------------------------------------------------------------
// Sweeps and comparisons

const sweepSchema = v.looseObject({
  key: text(200),
  values: v.pipe(list(v.pipe(finite, v.integer()), 100), v.minLength(1)),
});

const diffRow = v.looseObject({
  a: finite,
  b: finite,
  diff: finite,
  ci: pair,
  games: count(),
  discordant: v.optional(v.tuple([count(), count()])),
});
const gap = v.looseObject({ gap: finite, rate: finite });
const comparisonSchema = v.looseObject({
  labels: v.tuple([text(1000), text(1000)]),
  games: count(),
  titans: dict(diffRow, 6),
  turnPosition: dict(diffRow, 6),
  rounds: v.looseObject({ a: finite, b: finite }),
  roundsDiff: v.looseObject({ diff: finite, ci: pair, games: count() }),
  fairness: v.optional(
    v.looseObject({ fair: finite, a: gap, b: gap, diff: finite, ci: pair, answer: text(40), games: count() }),
  ),
});

const reports = v.pipe(list(report, 100), v.minLength(1));

export const exploreResultSchema = v.variant('kind', [
  v.looseObject({ kind: v.literal('sweep'), sweep: sweepSchema, reports, complete: v.boolean() }),
  v.looseObject({
    kind: v.literal('compare'),
    labels: v.tuple([text(1000), text(1000)]),
    reports: v.pipe(reports, v.length(2)),
    comparison: v.nullable(comparisonSchema),
    complete: v.boolean(),
  }),
]) as unknown as v.GenericSchema<unknown, ExploreResult>;

/** An exported sweep (`titan-race-balance-sweep`) or comparison file, from the lab or the CLI's --out. */
export const exploreExportSchema = v.variant('kind', [
  v.looseObject({ kind: v.literal('titan-race-balance-sweep'), sweep: sweepSchema, reports }),
  v.pipe(
    v.looseObject({
      kind: v.literal('titan-race-balance-comparison'),
      reports: v.pipe(reports, v.length(2)),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed && !v.is(comparisonSchema, dataset.value)) addIssue({ message: 'comparison' });
    }),
  ),
]);

// ---------------------------------------------------------------------------------------------------------
// Suggest

const paint = v.picklist([...ELEMENTS, 'plain']);
const edit = v.looseObject({ space: text(10), from: paint, to: paint });
const question = v.looseObject({ p: finite, key: text(100), rate: finite });
const fairness = v.looseObject({
  games: count(),
  fair: finite,
  titans: question,
  turnPosition: question,
  unfair: v.boolean(),
});
const suggestion = v.looseObject({
  circuit: circuitSchema,
  edits: list(edit, 36 * 3),
  kind: v.picklist(CANDIDATE_KINDS),
  searched: finite,
  after: finite,
  delta: finite,
  ci: pair,
  holds: v.boolean(),
  left: fairness,
  replicated: v.optional(v.looseObject({ diff: finite, ci: pair, games: count() })),
});
const range = v.tuple([count(), count()]);
const suggestResultSchema = v.looseObject({
  objective: v.picklist(OBJECTIVES),
  target: v.optional(finite),
  before: finite,
  suggestions: list(suggestion, 100),
  diagnosis: v.looseObject({
    code: v.picklist(['improved', 'noise', 'turnOrder', 'abilities', 'both', 'none']),
    titans: finite,
    turnPosition: finite,
    noise: finite,
  }),
  searchGames: range,
  freshGames: range,
  candidates: count(),
  gamesPlayed: count(),
  failed: list(v.looseObject({ edits: list(edit, 108), message: text() }), 1000),
  undoAll: v.optional(list(edit, 36 * 3)),
});

const suggestForm = v.looseObject({
  circuitId: text(200),
  titans: v.pipe(list(titanId, 6), v.minLength(1)),
  bot: botLevel,
  objective: v.picklist(OBJECTIVES),
  target: finite,
  games: v.pipe(count(MAX_LAB_GAMES), v.minValue(1)),
  seed,
  maxSpaces: count(3),
  laps: v.optional(count(100)),
  options: v.optional(v.looseObject({})),
});

// ---------------------------------------------------------------------------------------------------------
// The saved record

const course = v.looseObject({
  names: list(text(1000), 3),
  report: simReportSchema,
  reproduce: batchReproduceSchema(),
  seconds: v.pipe(finite, v.minValue(0)),
  played: count(),
});

export const savedReportSchema = v.variant('kind', [
  v.looseObject({ kind: v.literal('balance'), ...head, report }),
  v.looseObject({ kind: v.literal('batch'), ...head, courses: v.pipe(list(course, 2), v.minLength(1)) }),
  v.looseObject({ kind: v.literal('explore'), ...head, result: exploreResultSchema }),
  v.looseObject({
    kind: v.literal('suggest'),
    ...head,
    seconds: v.pipe(finite, v.minValue(0)),
    circuitName: text(1000),
    parentName: v.optional(text(1000)),
    form: suggestForm,
    result: suggestResultSchema,
  }),
]) as unknown as v.GenericSchema<unknown, SavedReport>;

/**
 * A replay link's payload (`#/lab?replay=`, ui/lab/replayLink.ts): a simulated game named by its run's
 * Titans, bots, games and seed and its number k. The circuits, laps, options and teams are the engine's
 * to judge (createGame), so they are not described twice here.
 */
export const replayLinkSchema = v.looseObject({
  v: v.literal(1),
  kind: v.picklist(['balance', 'batch']),
  cfg: v.looseObject({
    titans: list(titanId, 6),
    bots: list(botLevel, 6),
    games: v.pipe(count(MAX_LAB_GAMES), v.minValue(1)),
    seed,
  }),
  k: count(MAX_LAB_GAMES),
});
