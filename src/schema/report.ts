// A balance report and its parts, as they come back from storage, an imported file or a link: every field
// a view or the CLI reads is parsed (finite numbers in range, known Titans, circuits the engine accepts,
// lists and records capped). The same `reproduce` schema serves the lab's links and imports and the CLI's
// --from, so both accept the same seeds, games, Titans and circuits. Fields a later version adds pass
// through untouched (looseObject); a stored verdict is parsed like the rest (the views rebuild it when it
// is absent).
import * as v from 'valibot';
import { createGame } from '../engine';
import { validateCircuit } from '../engine/circuits';
import type { Circuit } from '../engine/types';
import type { BalanceReport, Reproduce } from '../sim/balance';
import type { Report } from '../sim/report';
import {
  botLevel,
  cardId,
  count,
  dict,
  houseOptionEntries,
  finite,
  list,
  MAX_GAMES,
  pair,
  seed,
  share,
  text,
  titanId,
} from './core';

/** A circuit the engine's validator accepts (its own size cap and sentences: src/engine/circuits). */
export const circuitSchema = v.custom<Circuit>((x) => validateCircuit(x).ok);

/** House rules (other keys pass): the engine checks their ranges (createGame) once the whole block is read. */
const optionsSchema = v.looseObject(houseOptionEntries);

const reproduceFields = {
  app: v.optional(text(100)),
  appVersion: v.optional(text(100)),
  /** The git commit (or build hash) of the code that played the games (src/build-info.ts). */
  commit: v.optional(text(100)),
  rulesVersion: v.optional(count(1000)),
  circuits: v.pipe(v.array(circuitSchema), v.minLength(1), v.maxLength(3)),
  titans: v.pipe(v.array(titanId), v.minLength(1), v.maxLength(6)),
  bots: v.pipe(v.array(botLevel), v.minLength(1), v.maxLength(6)),
  seed,
  laps: v.optional(v.pipe(count(100), v.minValue(1))),
  options: v.optional(optionsSchema),
  teams: v.optional(list(list(titanId, 6), 6)),
  method: v.optional(text()),
  parent: v.optional(circuitSchema),
};

/** The engine sets the course up (circuits, Titans, laps, house rules, teams) and the bots fit the seats. */
const playable = (r: {
  circuits: Circuit[];
  titans: string[];
  bots: string[];
  laps?: number;
  options?: unknown;
  teams?: string[][];
}) => {
  if (r.bots.length !== r.titans.length) return false;
  const g = createGame({
    circuits: r.circuits as never,
    titans: r.titans as never,
    laps: r.laps as never,
    options: r.options as never,
    teams: r.teams as never,
    seed: 1,
  });
  return g.ok;
};

/** A balance report's `reproduce`, with `games` up to `maxGames` (the CLI's bound, or the lab's). */
export const reproduceSchema = (maxGames = MAX_GAMES) =>
  v.pipe(
    v.looseObject({
      ...reproduceFields,
      games: v.pipe(count(maxGames), v.minValue(1)),
      abilities: v.boolean(),
      cards: v.boolean(),
      skill: v.optional(v.boolean()),
    }),
    v.check((r) => playable(r), 'unplayable'),
  ) as unknown as v.GenericSchema<unknown, Reproduce>;

/** A Batch run's `reproduce` (src/ui/lab/batchExport.ts). */
export const batchReproduceSchema = (maxGames = MAX_GAMES) =>
  v.pipe(
    v.looseObject({
      ...reproduceFields,
      games: v.pipe(count(maxGames), v.minValue(1)),
      rotate: v.boolean(),
      rotateSeats: v.optional(v.boolean()),
    }),
    v.check((r) => playable(r), 'unplayable'),
  );

// ---------------------------------------------------------------------------------------------------------
// Rows

const rate = v.looseObject({ wins: count(), games: count(), rate: share, ci: pair });
const checkedRate = v.pipe(
  rate,
  v.check((r) => r.wins <= r.games, 'wins_over_games'),
);

const restricted = {
  with: share,
  without: share,
  delta: finite,
  ci: pair,
  games: count(),
  withCi: pair,
  withoutCi: pair,
  discordant: v.optional(v.tuple([count(), count()])),
};
const abilityRow = v.looseObject({ ...restricted, titan: titanId, usesPerGame: finite });
const cardRow = v.looseObject({
  ...restricted,
  card: cardId,
  playedPerGame: finite,
  receivedPerGame: finite,
  playedShare: finite,
});

const interval = v.looseObject({ rate: finite, lo: finite, hi: finite });
const spaceFigures = v.looseObject({
  visits: count(),
  lifeLost: count(),
  trapsSprung: count(),
  pushes: v.optional(count()),
  knockouts: v.optional(count()),
  cardsDrawn: v.optional(count()),
  starts: v.optional(count()),
  lifeLostByCause: v.optional(dict(count(), 32)),
});
const counts = dict(count());

/** The simulator's report (the CLI's `npm run sim -- --json`, a Batch run, a balance report's baseline). */
export const simReportSchema = v.looseObject({
  games: count(MAX_GAMES),
  finished: count(MAX_GAMES),
  seed,
  circuits: v.pipe(v.array(text(100)), v.minLength(1), v.maxLength(3)),
  titans: v.pipe(v.array(titanId), v.minLength(1), v.maxLength(6)),
  bots: v.pipe(v.array(botLevel), v.maxLength(6)),
  winsByTitan: counts,
  winRateByTitan: dict(interval),
  winsBySeat: list(count(), 6),
  winRateBySeat: list(interval, 6),
  winsByBot: counts,
  winRateByBot: dict(interval),
  winRateByBotAny: v.optional(dict(interval)),
  seatsPerGameByBot: v.optional(dict(finite)),
  rotate: v.boolean(),
  rotateSeats: v.optional(v.boolean()),
  winsByPosition: v.optional(list(count(), 6)),
  winRateByPosition: v.optional(list(interval, 6)),
  rounds: v.looseObject({ mean: finite, sd: finite, min: finite, max: finite, histogram: counts }),
  actionsPerGame: finite,
  knockouts: v.looseObject({ total: count(), perGame: finite, byTitan: counts }),
  lifeLost: v.looseObject({ total: count(), perGame: finite, byCause: counts, byTitan: counts }),
  cards: v.looseObject({
    drawn: count(),
    played: count(),
    drawnPerGame: finite,
    playedPerGame: finite,
    playedByCard: counts,
  }),
  traps: v.looseObject({ placed: count(), sprung: count() }),
  spaces: dict(spaceFigures, 200),
  spacesByTitan: v.optional(dict(dict(spaceFigures, 200), 6)),
  msPerDecision: v.optional(dict(finite, 8)),
  maxMsPerDecision: v.optional(dict(finite, 8)),
}) as unknown as v.GenericSchema<unknown, Report>;

// ---------------------------------------------------------------------------------------------------------
// The verdict (src/sim/verdict.ts)

const testRow = v.looseObject({
  key: text(100),
  rate: finite,
  deviation: finite,
  ci: pair,
  p: finite,
  pAdjusted: finite,
  significant: v.boolean(),
});
const fairnessTest = v.looseObject({
  statistic: finite,
  df: finite,
  p: finite,
  pAdjusted: finite,
  fair: finite,
  largest: v.nullable(testRow),
  rows: list(testRow, 64),
});
type VParamIn = { t: string };
const vparam: v.GenericSchema<VParamIn> = v.variant('t', [
  v.looseObject({ t: v.literal('titan'), id: titanId }),
  v.looseObject({ t: v.literal('position'), v: finite }),
  v.looseObject({ t: v.literal('ability'), id: titanId, v: finite }),
  v.looseObject({ t: v.literal('card'), id: cardId, v: finite }),
  v.looseObject({ t: v.picklist(['pct', 'pts', 'p', 'chance']), v: finite }),
  v.looseObject({ t: v.literal('num'), v: finite, d: count(10) }),
  v.looseObject({ t: v.literal('text'), v: text(1000) }),
  v.looseObject({ t: v.literal('bots'), v: list(botLevel, 6), one: v.optional(v.boolean()) }),
  v.looseObject({
    t: v.literal('list'),
    items: list(
      v.lazy(() => vparam),
      64,
    ),
  }),
]);
const finding = v.looseObject({ key: text(200), params: dict(vparam, 32) });

// What a circuit's change did against its parent (src/sim/change.ts): what the Balance view reads of it.
const rowShift = v.looseObject({
  kind: v.picklist(['titan', 'position']),
  key: text(100),
  a: finite,
  b: finite,
  diff: finite,
  ci: pair,
  p: finite,
  pAdjusted: finite,
});
const fairnessGap = v.looseObject({ rms: finite, gap: finite, rate: finite });
const changeSchema = v.looseObject({
  parent: v.looseObject({ id: text(100), name: text(1000) }),
  games: count(MAX_GAMES),
  fairness: v.looseObject({
    measure: v.picklist(['rms-gap', 'largest-gap']),
    a: fairnessGap,
    b: fairnessGap,
    diff: finite,
    ci: pair,
    answer: v.picklist(['fairer', 'lessFair', 'same']),
  }),
  rows: list(rowShift, 64),
  findings: list(finding, 64),
  sentences: list(text(), 64),
  board: v.optional(
    v.looseObject({
      games: count(MAX_GAMES),
      spaces: dict(v.looseObject({ visits: count(), lifeLost: count(), trapsSprung: count() }), 200),
    }),
  ),
});

const verdictSchema = v.looseObject({
  bots: list(botLevel, 6),
  correction: v.picklist(['holm', 'bh']),
  alpha: finite,
  titans: fairnessTest,
  turnPosition: fairnessTest,
  abilities: list(testRow, 64),
  cards: list(testRow, 64),
  length: v.looseObject({ mean: finite, sd: finite, ci: pair, games: count() }),
  leaderCurve: list(v.looseObject({ round: count(), games: count(), rate: finite, ci: pair }), 1000),
  skill: v.nullable(
    v.looseObject({ level: botLevel, against: botLevel, rate: finite, ci: pair, fair: finite, p: finite }),
  ),
  findings: list(finding, 200),
  sentences: list(text(), 200),
  change: v.optional(changeSchema),
});

const crossCheckSchema = v.looseObject({
  bots: list(botLevel, 6),
  games: count(MAX_GAMES),
  played: count(MAX_GAMES),
  titans: dict(checkedRate, 6),
  turnPosition: dict(checkedRate, 6),
  verdict: verdictSchema,
  agreement: list(
    v.looseObject({
      finding: text(40),
      key: v.optional(text(100)),
      a: text(100),
      b: text(100),
      agree: v.boolean(),
    }),
    200,
  ),
});

// ---------------------------------------------------------------------------------------------------------
// The report

export const balanceReportSchema = (maxGames = MAX_GAMES) =>
  v.looseObject({
    kind: v.literal('titan-race-balance-report'),
    version: v.literal(1),
    games: count(maxGames),
    played: count(MAX_GAMES * 40),
    complete: v.boolean(),
    seed,
    circuits: v.pipe(v.array(text(100)), v.minLength(1), v.maxLength(3)),
    titans: v.pipe(dict(checkedRate, 6), v.minEntries(1)),
    turnPosition: v.pipe(dict(checkedRate, 6), v.minEntries(1)),
    abilities: list(abilityRow, 6),
    cards: list(cardRow, 64),
    tension: v.looseObject({
      leadChangesPerGame: finite,
      comebackShare: finite,
      comebackCi: pair,
      meanWinningMargin: finite,
      sdWinningMargin: finite,
      leaderAfterRound: v.optional(
        list(v.looseObject({ round: count(), games: count(), rate: finite, ci: pair }), 1000),
      ),
    }),
    skill: v.optional(
      v.looseObject({
        level: botLevel,
        against: botLevel,
        wins: count(),
        games: count(),
        rate: finite,
        ci: pair,
        fair: finite,
      }),
    ),
    verdict: v.optional(verdictSchema),
    crossCheck: v.optional(crossCheckSchema),
    byBotLevel: dict(
      v.looseObject({
        seats: finite,
        wins: count(),
        games: count(),
        rate: finite,
        ci: pair,
        perSeatRate: finite,
        perSeatCi: pair,
      }),
      8,
    ),
    teams: v.optional(dict(checkedRate, 6)),
    length: v.looseObject({ mean: finite, sd: finite, min: finite, max: finite, histogram: counts }),
    notable: list(
      v.looseObject({ label: text(100), game: count(), winner: titanId, rounds: count(), behind: finite }),
      64,
    ),
    baseline: simReportSchema,
    checks: v.looseObject({ forbiddenUses: count(), substitutes: count() }),
    reproduce: reproduceSchema(maxGames),
  }) as unknown as v.GenericSchema<unknown, BalanceReport>;
