// The balance report (issue 11): which Titan, turn position, ability and card decides races. Pure: runs
// unchanged in Node (the CLI, worker_threads) and in a Web Worker (the lab's Balance view).
//
// Design of a batch of N games (game k, n Titans):
//   - Seats are rotated: game k seats the Titans shifted by r = k mod n, and the first player is the
//     Titan in seat 1 (setup `first`, so the R3.6 roll is skipped), so the seat is the turn position.
//     Every n games each Titan plays each turn position once (R9.1: seat order is turn order). Bot
//     levels are rotated separately, by q = floor(k / n) mod n, so with mixed levels every n² games
//     each level plays each position and each Titan equally often.
//   - Restricted play (Jaffe et al., "Evaluating Competitive Game Balance with Restricted Play",
//     AIIDE 2012): the same N games (same engine and bot seeds) are played again once per Titan with
//     that Titan's ability (R10) forbidden to it alone, and once per card with that card (R11.3)
//     forbidden to one Titan (the restricted Titan rotates so that each Titan is restricted equally
//     often in each position). The difference of its win rate with and without is the value of the
//     ability or card, with a paired 95% interval (Newcombe's method 10).
//   - Forbidding is done here, in the driver, not in the engine: the restricted Titan's bot is shown
//     the position with its ability already used this turn (R10: once per turn, so legalActions offers
//     no `ability`) or without the forbidden card in its hand (so no `playBonus` of it and no Shield
//     reaction with it). Everything else it sees is the real position. The engine's events are checked
//     afterwards: a forbidden use that slipped through is counted in `checks` (expected 0).
import { applyAction, newGame } from '../engine';
import { spaceRow } from '../engine/board';
import { STANDARD_CIRCUITS } from '../engine/circuits';
import { DEFAULT_DECK } from '../engine/data';
import { legalActions } from '../engine';
import { botFor } from '../bots';
import { deciderSeat, type BotLevel } from '../bots/types';
import {
  CARD_IDS,
  RULES_VERSION,
  type Action,
  type CardId,
  type Circuit,
  type CircuitId,
  type GameEvent,
  type GameOptions,
  type GameSetup,
  type GameState,
  type TitanId,
} from '../engine/types';
import pkg from '../../package.json' with { type: 'json' };
import { gameSeed } from './batch';
import { mulberry } from './random';
import { buildReport, type Report } from './report';
import { meanSd, pairedDiff, round, wilson } from './stats';
import { emptyTally, GameTracker, mergeTally, type Tally } from './tally';

/** The app's version (package.json), written into every report. */
export const APP_VERSION: string = pkg.version;

export interface BalanceConfig {
  /** One circuit, or three for a Grand Slam (R2.3). Standard ids or whole circuits. */
  circuits: (CircuitId | Circuit)[];
  /** The Titans, in the seat order of game 0 (3–6). */
  titans: TitanId[];
  /** Bot level per turn position in game 0 (one per Titan); rotated by q = floor(k / n). */
  bots: BotLevel[];
  games: number;
  seed: number;
  laps?: number;
  /** House rules (R12.4). */
  options?: GameOptions;
  /** Teams (R12.3); team-mates must not be neighbours in `titans` (rotation keeps neighbours). */
  teams?: TitanId[][];
  /** Restricted play per ability (default true). */
  abilities?: boolean;
  /** Restricted play per card (default true). */
  cards?: boolean;
  /** Stop a game after this many actions (never reached by the bots in practice). */
  maxActions?: number;
}

/** 'base' (every Titan plays freely), 'ability:<titan>', 'card:<card>'. */
export type JobId = string;

export interface Rate {
  wins: number;
  games: number;
  rate: number;
  ci: [number, number];
}

export interface RestrictedRow {
  /** Win rate of the restricted Titan in the same games, free (`with`) and restricted (`without`). */
  with: number;
  without: number;
  /** with − without: the win-rate points the ability or card is worth to its holder. */
  delta: number;
  /** 95% interval of delta (paired: the same games with and without). */
  ci: [number, number];
  /** Pairs compared (games played both ways). */
  games: number;
  withCi: [number, number];
  withoutCi: [number, number];
}

export interface AbilityRow extends RestrictedRow {
  titan: TitanId;
  /** Uses of the ability per game by that Titan when free. */
  usesPerGame: number;
}

export interface CardRow extends RestrictedRow {
  card: CardId;
  /** Times the card is played per game (all Titans, free play), and dealt or drawn per game. */
  playedPerGame: number;
  receivedPerGame: number;
  /** Share of the copies received that were played (free play). */
  playedShare: number;
}

export interface BotLevelRow {
  /** Seats of this level per game. */
  seats: number;
  /** Games won by any seat of this level. */
  wins: number;
  games: number;
  /** Share of games won by a seat of this level (binomial over games), with its interval. */
  rate: number;
  ci: [number, number];
  /** The same per seat (rate / seats): what one seat of this level wins, against the fair share 1/n. */
  perSeatRate: number;
  perSeatCi: [number, number];
}

export interface NotableGame {
  /** 'shortest', 'longest', 'comeback' (the winner furthest behind at half distance), 'best:<titan>'
   * (that Titan's shortest win). */
  label: string;
  /** Game index k (0-based): its setup is balanceSetup(config, k). */
  game: number;
  winner: TitanId;
  rounds: number;
  /** Rows the winner was behind the leader at half distance. */
  behind: number;
}

export interface Reproduce {
  app: 'titan-race-online';
  appVersion: string;
  rulesVersion: number;
  /** Every circuit in full (standard ones included), in course order. */
  circuits: Circuit[];
  titans: TitanId[];
  bots: BotLevel[];
  games: number;
  seed: number;
  laps?: number;
  options?: GameOptions;
  teams?: TitanId[][];
  abilities: boolean;
  cards: boolean;
  /** How game k is set up and seeded, in words. */
  method: string;
}

export interface BalanceReport {
  kind: 'titan-race-balance-report';
  version: 1;
  /** Games planned per batch and games played (fewer when cancelled). */
  games: number;
  played: number;
  /** True when every planned game of every batch was played. */
  complete: boolean;
  seed: number;
  circuits: string[];
  titans: Record<string, Rate>;
  /** Per turn position from the first player ('1' = first). */
  turnPosition: Record<string, Rate>;
  abilities: AbilityRow[];
  cards: CardRow[];
  tension: {
    leadChangesPerGame: number;
    /** Share of won games whose winner was not leading when the leader reached half the race. */
    comebackShare: number;
    comebackCi: [number, number];
    /** Rows between the finish and the runner-up when the race is won (mean, sd). */
    meanWinningMargin: number;
    sdWinningMargin: number;
  };
  byBotLevel: Record<string, BotLevelRow>;
  /** Team wins (only in a team game). */
  teams?: Record<string, Rate>;
  length: { mean: number; sd: number; min: number; max: number; histogram: Record<string, number> };
  /** Free games worth a look, each replayable from (setup, seed, bots): `freeGameSave(reproduce, game)`. */
  notable: NotableGame[];
  /** The free-play batch in the simulator's report format (knock-outs, Life lost, cards, traps, spaces). */
  baseline: Report;
  /** Forbidden uses seen in the engine's events of restricted games (must be 0), and decisions where a
   * restricted bot still asked for a forbidden action and was given another legal one (expected 0). */
  checks: { forbiddenUses: number; substitutes: number };
  reproduce: Reproduce;
}

// ---------------------------------------------------------------------------------------------------------
// The design

export const n = (cfg: { titans: unknown[] }): number => cfg.titans.length;

/** Games per complete rotation: n with one bot level, n² with several. */
export function blockSize(cfg: Pick<BalanceConfig, 'titans' | 'bots'>): number {
  const k = n(cfg);
  return new Set(cfg.bots).size > 1 ? k * k : k;
}

/** `games` rounded up to whole rotations, so each Titan plays each position equally often. */
export function roundGames(cfg: Pick<BalanceConfig, 'titans' | 'bots'>, games: number): number {
  const b = blockSize(cfg);
  return Math.max(b, Math.ceil(games / b) * b);
}

/** Titans and bots by turn position (0 = first player) in game k. */
export function seating(
  cfg: Pick<BalanceConfig, 'titans' | 'bots'>,
  k: number,
): { titans: TitanId[]; bots: BotLevel[]; shift: number } {
  const m = n(cfg);
  const r = k % m;
  const q = Math.floor(k / m) % m;
  return {
    titans: cfg.titans.map((_, p) => cfg.titans[(p + r) % m]),
    bots: cfg.bots.map((_, p) => cfg.bots[(p + q) % m]),
    shift: r,
  };
}

/** Turn position (0 = first) of the Titan with index i (in cfg.titans) in game k. */
export function positionOf(cfg: Pick<BalanceConfig, 'titans'>, i: number, k: number): number {
  const m = n(cfg);
  return (((i - (k % m)) % m) + m) % m;
}

/** The Titan (index in cfg.titans) restricted in game k of a card batch: each Titan once per position every n² games. */
export function cardRestricted(cfg: Pick<BalanceConfig, 'titans'>, k: number): number {
  const m = n(cfg);
  return ((k % m) + Math.floor(k / m)) % m;
}

/** The cards in the deck (R11.3, or the house deck) that a hand can hold. */
export function deckCards(cfg: Pick<BalanceConfig, 'options'>): CardId[] {
  if (cfg.options?.handSize === 0) return [];
  const deck = cfg.options?.deck ?? DEFAULT_DECK;
  return CARD_IDS.filter((c) => (deck[c] ?? 0) > 0);
}

/** The batches of a report: free play first, then one per restricted ability and card. */
export function balanceJobs(cfg: BalanceConfig): JobId[] {
  const jobs: JobId[] = ['base'];
  if (cfg.abilities !== false) for (const t of cfg.titans) jobs.push(`ability:${t}`);
  if (cfg.cards !== false) for (const c of deckCards(cfg)) jobs.push(`card:${c}`);
  return jobs;
}

/** The engine setup of game k (the same for every batch: restricted play changes only the bots). */
export function balanceSetup(cfg: BalanceConfig, k: number): GameSetup {
  const { titans } = seating(cfg, k);
  const setup: GameSetup = { circuits: cfg.circuits, titans, seed: gameSeed(cfg.seed, k), first: titans[0] };
  if (cfg.laps !== undefined) setup.laps = cfg.laps;
  if (cfg.options) setup.options = cfg.options;
  if (cfg.teams) setup.teams = cfg.teams;
  return setup;
}

// ---------------------------------------------------------------------------------------------------------
// Playing

export interface Restriction {
  /** Seat (turn position) of the restricted Titan in this game, or -1. */
  seat: number;
  ability: boolean;
  card: CardId | null;
}

export function restrictionOf(cfg: BalanceConfig, job: JobId, k: number): Restriction {
  if (job.startsWith('ability:')) {
    const i = cfg.titans.indexOf(job.slice(8) as TitanId);
    return { seat: positionOf(cfg, i, k), ability: true, card: null };
  }
  if (job.startsWith('card:')) {
    const i = cardRestricted(cfg, k);
    return { seat: positionOf(cfg, i, k), ability: false, card: job.slice(5) as CardId };
  }
  return { seat: -1, ability: false, card: null };
}

/** What the restricted Titan's bot is shown: its ability used this turn, or the card out of its hand. */
export function restrictedView(s: GameState, r: Restriction): GameState {
  const T = s.titans[r.seat];
  if (r.ability) {
    if (T.abilityUsed) return s;
    const titans = s.titans.slice();
    titans[r.seat] = { ...T, abilityUsed: true };
    return { ...s, titans };
  }
  const card = r.card!;
  // A pirate attack may still take the card (discarding is not playing it, R7.2).
  if (!T.hand.includes(card) || s.pending?.kind === 'pirates') return s;
  const hand = T.hand.filter((c) => c !== card);
  const titans = s.titans.slice();
  titans[r.seat] = { ...T, hand };
  // The card goes to the view's discard pile, so the cards the bot cannot see add up as before.
  return { ...s, titans, discard: [...s.discard, ...T.hand.filter((c) => c === card)] };
}

export function forbidden(a: Action, r: Restriction): boolean {
  if (r.ability) return a.type === 'ability';
  if (a.type === 'playBonus') return a.card === r.card;
  if (a.type === 'decide') return a.choice === 'play' && a.card === r.card;
  return false;
}

/** Per-game figures of the free-play batch besides the simulator's tally. */
export interface BaseExtra {
  /** Games won by the Titan in each turn position (0 = first). */
  winsByPosition: number[];
  leadChanges: number;
  /** Won games in which some Titan reached half the race, and those won by a Titan not leading then. */
  halfGames: number;
  comebacks: number;
  margins: number;
  marginSum: number;
  marginSqSum: number;
  abilityUses: Record<string, number>;
  /** Cards received per card: dealt at setup (R3.3) or drawn (R7.7). */
  cardsReceivedByCard: Record<string, number>;
  winsByTeam: Record<string, number>;
}

export function emptyExtra(cfg: Pick<BalanceConfig, 'titans'>): BaseExtra {
  return {
    winsByPosition: cfg.titans.map(() => 0),
    leadChanges: 0,
    halfGames: 0,
    comebacks: 0,
    margins: 0,
    marginSum: 0,
    marginSqSum: 0,
    abilityUses: {},
    cardsReceivedByCard: {},
    winsByTeam: {},
  };
}

/** One batch's part of a range of games. */
export interface BalancePart {
  from: number;
  to: number;
  /** Free play: the simulator's tally and the balance figures. */
  base: Tally;
  extra: BaseExtra;
  /** Per batch: the winner of each game from..to-1 as an index into cfg.titans (-1: not finished). */
  outcomes: Record<JobId, number[]>;
  /** Free play, per game from..to-1: rounds of a won game (0 if unfinished), and how many rows the
   * winner was behind the leader when the leader reached half the race (0: it led or was level). */
  rounds: number[];
  behind: number[];
  forbiddenUses: number;
  substitutes: number;
}

const addRec = (x: Record<string, number>, k: string, v = 1) => {
  x[k] = (x[k] ?? 0) + v;
};

/** Rows climbed so far (R2.1: laps included), 0 before entering. */
function progress(s: GameState, i: number, rowsPerLap: number): number {
  const T = s.titans[i];
  if (T.space < 0) return 0;
  return (T.lap - 1) * rowsPerLap + spaceRow(T.space);
}

/** The seat with the most progress (a tie keeps `prev` if it is among the best, else -1) and that progress. */
function leaderOf(s: GameState, rowsPerLap: number, prev: number): { leader: number; best: number } {
  let best = -1;
  let who: number[] = [];
  for (let i = 0; i < s.titans.length; i++) {
    const p = progress(s, i, rowsPerLap);
    if (p > best) {
      best = p;
      who = [i];
    } else if (p === best) who.push(i);
  }
  if (who.length === 1) return { leader: who[0], best };
  return { leader: who.includes(prev) ? prev : -1, best };
}

/**
 * A free game as played, so the restricted games of the same seed can reuse it until they differ:
 * `states[i]` before decision i, `actions[i]` taken, `randCalls[i]` = draws from the bots' generator
 * after it. Until the restricted Titan's bot decides differently, a restricted game is this game (same
 * states, same bot inputs, so the same decisions and draws), and only the restricted Titan's
 * decisions need a bot; from the first difference on it is played in full.
 */
export interface FreeGame {
  states: GameState[];
  actions: Action[];
  randCalls: number[];
}

interface GameResult {
  /** Winner as an index into cfg.titans, or -1. */
  winner: number;
  /** Rounds of a won game (0 if unfinished). */
  rounds: number;
  /** Rows the winner was behind the leader when the leader reached half the race (free play only). */
  behind: number;
  forbiddenUses: number;
  substitutes: number;
}

/**
 * Play game k of batch `job`. With `base` (free play only) the game is also tallied. Throws if a bot
 * chooses an action the engine refuses (a bug).
 */
export function playBalanceGame(
  cfg: BalanceConfig,
  job: JobId,
  k: number,
  base?: { tally: Tally; extra: BaseExtra },
  share?: { record?: FreeGame; replay?: FreeGame },
): GameResult {
  const setup = balanceSetup(cfg, k);
  const seats = seating(cfg, k);
  const r = restrictionOf(cfg, job, k);
  let s = newGame(setup);
  const source = mulberry(setup.seed! ^ 0x5bd1e995);
  let calls = 0;
  const rand = () => {
    calls++;
    return source();
  };
  const record = share?.record;
  const replay = share?.replay;
  if (record) record.states.push(s);
  let shared = !!replay;
  const bots = seats.bots.map(botFor);
  const tracker = base ? new GameTracker(base.tally) : null;
  if (base) for (const T of s.titans) for (const c of T.hand) addRec(base.extra.cardsReceivedByCard, c);
  const rowsPerLap = 12 * cfg.circuits.length;
  const half = (s.laps * rowsPerLap) / 2;
  const max = cfg.maxActions ?? 20000;
  let leader = -1;
  let leaderAtHalf = -2; // -2: nobody has reached half the race yet
  let progressAtHalf: number[] | null = null;
  let leadChanges = 0;
  let forbiddenUses = 0;
  let substitutes = 0;
  let acts = 0;
  for (; s.winner < 0 && acts < max; acts++) {
    const seat = deciderSeat(s);
    if (shared && seat !== r.seat) {
      // The free game's decision: same state, same generator state, so the same action and draws.
      while (calls < replay!.randCalls[acts]) rand();
      s = replay!.states[acts + 1];
      continue;
    }
    let a: Action;
    if (seat === r.seat) {
      a = bots[seat](restrictedView(s, r), seat, rand);
      if (forbidden(a, r)) {
        // The bot built a forbidden action itself: give it the first allowed legal action instead.
        substitutes++;
        a = legalActions(s).find((x) => !forbidden(x, r))!;
      }
    } else a = bots[seat](s, seat, rand);
    if (shared) {
      if (calls === replay!.randCalls[acts] && JSON.stringify(a) === JSON.stringify(replay!.actions[acts])) {
        s = replay!.states[acts + 1];
        continue;
      }
      shared = false;
    }
    const res = applyAction(s, a);
    if (!res.ok)
      throw new Error(
        `balance game ${k} (${job}, seed ${setup.seed}): ${seats.bots[seat]} bot for ${s.titans[seat].id} chose ${JSON.stringify(a)}: ${res.error.code} ${res.error.message}`,
      );
    if (r.seat >= 0) forbiddenUses += countForbidden(res.events, s.titans[r.seat].id, r);
    if (base) {
      tracker!.events(res.events);
      for (const e of res.events) {
        if (e.type === 'abilityUsed' && !e.as) addRec(base.extra.abilityUses, e.titan);
        else if (e.type === 'cardDrawn') addRec(base.extra.cardsReceivedByCard, e.card);
      }
    }
    s = res.state;
    if (record) {
      record.actions.push(a);
      record.randCalls.push(calls);
      record.states.push(s);
    }
    if (base && res.events.some((e) => e.type === 'turnEnded')) {
      const now = leaderOf(s, rowsPerLap, leader);
      if (now.leader >= 0 && leader >= 0 && now.leader !== leader) leadChanges++;
      if (now.leader >= 0) leader = now.leader;
      // The leader when someone first reaches half the race (-1 if two share the lead then).
      if (leaderAtHalf === -2 && now.best >= half) {
        leaderAtHalf = now.leader;
        progressAtHalf = s.titans.map((_, i) => progress(s, i, rowsPerLap));
      }
    }
  }
  const winner = s.winner >= 0 ? cfg.titans.indexOf(s.titans[s.winner].id) : -1;
  const behind =
    s.winner >= 0 && progressAtHalf ? Math.max(0, Math.max(...progressAtHalf) - progressAtHalf[s.winner]) : 0;
  if (base) {
    const t = base.tally;
    t.games++;
    t.actions += acts;
    for (const lv of seats.bots) t.seatsByBot[lv] = (t.seatsByBot[lv] ?? 0) + 1;
    base.extra.leadChanges += leadChanges;
    if (s.winner >= 0) {
      const w = s.winner;
      t.finished++;
      t.winsByTitan[s.titans[w].id]++;
      t.winsBySeat[w]++;
      addRec(t.winsByBot, seats.bots[w]);
      t.roundsSum += s.round;
      t.roundsSqSum += s.round * s.round;
      addRec(t.roundsHist, String(s.round));
      base.extra.winsByPosition[w]++;
      if (leaderAtHalf !== -2) {
        base.extra.halfGames++;
        if (leaderAtHalf !== w) base.extra.comebacks++;
      }
      let second = 0;
      for (let i = 0; i < s.titans.length; i++)
        if (i !== w) second = Math.max(second, progress(s, i, rowsPerLap));
      const margin = s.laps * rowsPerLap + 1 - second;
      base.extra.margins++;
      base.extra.marginSum += margin;
      base.extra.marginSqSum += margin * margin;
      if (cfg.teams) {
        const team = cfg.teams.findIndex((m) => m.includes(s.titans[w].id));
        if (team >= 0) addRec(base.extra.winsByTeam, String(team));
      }
    }
  }
  return { winner, rounds: s.winner >= 0 ? s.round : 0, behind, forbiddenUses, substitutes };
}

/** Forbidden uses by the restricted Titan among an action's events (Mimicry borrowing another's ability is allowed). */
function countForbidden(events: GameEvent[], titan: TitanId, r: Restriction): number {
  let k = 0;
  for (const e of events) {
    if (r.ability && e.type === 'abilityUsed' && e.titan === titan && !e.as) k++;
    else if (r.card && e.type === 'cardPlayed' && e.titan === titan && e.card === r.card) k++;
  }
  return k;
}

/** Play games [from, to) of every batch of the report. */
export function runBalanceRange(
  cfg: BalanceConfig,
  from: number,
  to: number,
  opts: { share?: boolean } = {},
): BalancePart {
  const part: BalancePart = {
    from,
    to,
    base: emptyTally(cfg.titans, cfg.circuits.length),
    extra: emptyExtra(cfg),
    outcomes: {},
    rounds: [],
    behind: [],
    forbiddenUses: 0,
    substitutes: 0,
  };
  const jobs = balanceJobs(cfg);
  for (const job of jobs) part.outcomes[job] = [];
  const share = opts.share !== false;
  for (let k = from; k < to; k++) {
    // Free play first; each restricted game of the same seed reuses it until it differs (FreeGame).
    const free: FreeGame | undefined = share ? { states: [], actions: [], randCalls: [] } : undefined;
    for (const job of jobs) {
      const g =
        job === 'base'
          ? playBalanceGame(cfg, job, k, { tally: part.base, extra: part.extra }, { record: free })
          : playBalanceGame(cfg, job, k, undefined, { replay: free });
      part.outcomes[job].push(g.winner);
      if (job === 'base') {
        part.rounds.push(g.rounds);
        part.behind.push(g.behind);
      }
      part.forbiddenUses += g.forbiddenUses;
      part.substitutes += g.substitutes;
    }
  }
  return part;
}

/** Ranges of games for workers: small enough for live progress and for Cancel to keep most games. */
export function balanceChunks(games: number, size = 20): [number, number][] {
  const out: [number, number][] = [];
  for (let from = 0; from < games; from += size) out.push([from, Math.min(games, from + size)]);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Accumulating parts (in any order) and the report

/** Everything played so far: merge parts into it with `addPart`, build a report at any moment. */
export interface BalanceRun {
  cfg: BalanceConfig;
  base: Tally;
  extra: BaseExtra;
  /** Per batch, per game: winner index, -1 unfinished, -2 not played (yet). */
  outcomes: Record<JobId, number[]>;
  /** Free play, per game (see BalancePart). */
  rounds: number[];
  behind: number[];
  forbiddenUses: number;
  substitutes: number;
  /** Games (per batch) played. */
  played: number;
}

export function newRun(cfg: BalanceConfig): BalanceRun {
  const outcomes: Record<JobId, number[]> = {};
  for (const j of balanceJobs(cfg)) outcomes[j] = new Array(cfg.games).fill(-2);
  return {
    cfg,
    base: emptyTally(cfg.titans, cfg.circuits.length),
    extra: emptyExtra(cfg),
    outcomes,
    rounds: new Array(cfg.games).fill(0),
    behind: new Array(cfg.games).fill(0),
    forbiddenUses: 0,
    substitutes: 0,
    played: 0,
  };
}

export function addPart(run: BalanceRun, p: BalancePart): BalanceRun {
  mergeTally(run.base, p.base);
  const x = run.extra;
  const y = p.extra;
  for (let i = 0; i < x.winsByPosition.length; i++) x.winsByPosition[i] += y.winsByPosition[i] ?? 0;
  x.leadChanges += y.leadChanges;
  x.halfGames += y.halfGames;
  x.comebacks += y.comebacks;
  x.margins += y.margins;
  x.marginSum += y.marginSum;
  x.marginSqSum += y.marginSqSum;
  for (const [k, v] of Object.entries(y.abilityUses)) addRec(x.abilityUses, k, v);
  for (const [k, v] of Object.entries(y.cardsReceivedByCard)) addRec(x.cardsReceivedByCard, k, v);
  for (const [k, v] of Object.entries(y.winsByTeam)) addRec(x.winsByTeam, k, v);
  for (const [job, out] of Object.entries(p.outcomes)) {
    const all = run.outcomes[job];
    if (!all) continue;
    out.forEach((w, i) => (all[p.from + i] = w));
  }
  (p.rounds ?? []).forEach((x, i) => (run.rounds[p.from + i] = x));
  (p.behind ?? []).forEach((x, i) => (run.behind[p.from + i] = x));
  run.forbiddenUses += p.forbiddenUses;
  run.substitutes += p.substitutes;
  run.played += p.to - p.from;
  return run;
}

const ci2 = (lo: number, hi: number): [number, number] => [round(lo), round(hi)];

function rate(wins: number, games: number): Rate {
  const w = wilson(wins, games);
  return { wins, games, rate: round(w.rate), ci: ci2(w.lo, w.hi) };
}

/** Compare the restricted Titan's results with and without, over games played in both batches. */
function restricted(base: number[], job: number[], restrictedOf: (k: number) => number): RestrictedRow {
  let both = 0;
  let onlyWith = 0;
  let onlyWithout = 0;
  let neither = 0;
  for (let k = 0; k < base.length; k++) {
    if (base[k] === -2 || job[k] === -2) continue;
    const i = restrictedOf(k);
    const a = base[k] === i;
    const b = job[k] === i;
    if (a && b) both++;
    else if (a) onlyWith++;
    else if (b) onlyWithout++;
    else neither++;
  }
  const games = both + onlyWith + onlyWithout + neither;
  const d = pairedDiff(both, onlyWith, onlyWithout, neither);
  const w1 = wilson(both + onlyWith, games);
  const w2 = wilson(both + onlyWithout, games);
  return {
    with: round(w1.rate),
    without: round(w2.rate),
    delta: round(d.diff),
    ci: ci2(d.lo, d.hi),
    games,
    withCi: ci2(w1.lo, w1.hi),
    withoutCi: ci2(w2.lo, w2.hi),
  };
}

/** Every circuit of the course in full (standard ids resolved), for `reproduce`. */
export function fullCircuits(circuits: (CircuitId | Circuit)[]): Circuit[] {
  return circuits.map((c) => {
    if (typeof c !== 'string') return { ...c, spaces: { ...c.spaces } };
    const s = STANDARD_CIRCUITS[c];
    return { id: s.id, name: s.name, spaces: { ...s.spaces } };
  });
}

export const METHOD =
  'Game k (0-based) of every batch: engine and bot seed gameSeed(seed, k) (src/sim/batch.ts); Titans seated ' +
  'titans shifted by k mod n, the Titan in seat 1 plays first; bot levels by turn position shifted by ' +
  'floor(k / n) mod n. Batches: free play, then each Titan with its ability forbidden, then each card ' +
  'forbidden to the Titan cardRestricted(k) = (k mod n + floor(k / n)) mod n of titans (src/sim/balance.ts).';

export function reproduceOf(cfg: BalanceConfig): Reproduce {
  const r: Reproduce = {
    app: 'titan-race-online',
    appVersion: APP_VERSION,
    rulesVersion: RULES_VERSION,
    circuits: fullCircuits(cfg.circuits),
    titans: cfg.titans.slice(),
    bots: cfg.bots.slice(),
    games: cfg.games,
    seed: cfg.seed,
    abilities: cfg.abilities !== false,
    cards: cfg.cards !== false,
    method: METHOD,
  };
  if (cfg.laps !== undefined) r.laps = cfg.laps;
  if (cfg.options) r.options = cfg.options;
  if (cfg.teams) r.teams = cfg.teams;
  return r;
}

/** The config a report's `reproduce` describes (`npm run balance -- --from report.json`). */
export function configFromReproduce(r: Reproduce): BalanceConfig {
  const cfg: BalanceConfig = {
    circuits: r.circuits.map((c) => ({ ...c, spaces: { ...c.spaces } })),
    titans: r.titans.slice(),
    bots: r.bots.slice(),
    games: r.games,
    seed: r.seed,
    abilities: r.abilities,
    cards: r.cards,
  };
  if (r.laps !== undefined) cfg.laps = r.laps;
  if (r.options) cfg.options = r.options;
  if (r.teams) cfg.teams = r.teams;
  return cfg;
}

export function buildBalanceReport(run: BalanceRun): BalanceReport {
  const { cfg, base, extra } = run;
  const m = n(cfg);
  const baseOut = run.outcomes.base;
  const played = baseOut.filter((w) => w !== -2).length;
  const titans: Record<string, Rate> = {};
  cfg.titans.forEach((t) => (titans[t] = rate(base.winsByTitan[t] ?? 0, played)));
  const turnPosition: Record<string, Rate> = {};
  for (let p = 0; p < m; p++) turnPosition[String(p + 1)] = rate(extra.winsByPosition[p], played);

  const abilities: AbilityRow[] = [];
  for (const [i, t] of cfg.titans.entries()) {
    const job = run.outcomes[`ability:${t}`];
    if (!job) continue;
    abilities.push({
      titan: t,
      ...restricted(baseOut, job, () => i),
      usesPerGame: played ? round((extra.abilityUses[t] ?? 0) / played, 3) : 0,
    });
  }
  const cards: CardRow[] = [];
  for (const c of deckCards(cfg)) {
    const job = run.outcomes[`card:${c}`];
    if (!job) continue;
    const playedN = base.cardsPlayedByCard[c] ?? 0;
    const received = extra.cardsReceivedByCard[c] ?? 0;
    cards.push({
      card: c,
      ...restricted(baseOut, job, (k) => cardRestricted(cfg, k)),
      playedPerGame: played ? round(playedN / played, 3) : 0,
      receivedPerGame: played ? round(received / played, 3) : 0,
      playedShare: received ? round(playedN / received, 3) : 0,
    });
  }

  const byBotLevel: Record<string, BotLevelRow> = {};
  for (const lv of new Set(cfg.bots)) {
    const seats = cfg.bots.filter((b) => b === lv).length;
    const wins = base.winsByBot[lv] ?? 0;
    const w = wilson(wins, played);
    byBotLevel[lv] = {
      seats,
      wins,
      games: played,
      rate: round(w.rate),
      ci: ci2(w.lo, w.hi),
      perSeatRate: round(w.rate / seats),
      perSeatCi: ci2(w.lo / seats, w.hi / seats),
    };
  }

  const len = meanSd(base.finished, base.roundsSum, base.roundsSqSum);
  const keys = Object.keys(base.roundsHist).map(Number);
  const margin = meanSd(extra.margins, extra.marginSum, extra.marginSqSum);
  const comeback = wilson(extra.comebacks, extra.halfGames);
  const baseline = buildReport(base, {
    seed: cfg.seed,
    circuits: cfg.circuits.map((c) => (typeof c === 'string' ? c : c.id)),
    bots: cfg.bots,
    rotate: true,
  });
  const report: BalanceReport = {
    kind: 'titan-race-balance-report',
    version: 1,
    games: cfg.games,
    played,
    complete: Object.values(run.outcomes).every((o) => o.every((w) => w !== -2)),
    seed: cfg.seed,
    circuits: cfg.circuits.map((c) => (typeof c === 'string' ? STANDARD_CIRCUITS[c].name : c.name)),
    titans,
    turnPosition,
    abilities,
    cards,
    tension: {
      leadChangesPerGame: played ? round(extra.leadChanges / played, 3) : 0,
      comebackShare: round(comeback.rate),
      comebackCi: ci2(comeback.lo, comeback.hi),
      meanWinningMargin: round(margin.mean, 3),
      sdWinningMargin: round(margin.sd, 3),
    },
    byBotLevel,
    length: {
      mean: round(len.mean, 3),
      sd: round(len.sd, 3),
      min: keys.length ? Math.min(...keys) : 0,
      max: keys.length ? Math.max(...keys) : 0,
      histogram: { ...base.roundsHist },
    },
    notable: notableGames(run),
    baseline,
    checks: { forbiddenUses: run.forbiddenUses, substitutes: run.substitutes },
    reproduce: reproduceOf(cfg),
  };
  if (cfg.teams) {
    report.teams = {};
    cfg.teams.forEach(
      (m, i) => (report.teams![m.join('+')] = rate(extra.winsByTeam[String(i)] ?? 0, played)),
    );
  }
  return report;
}

/** Shortest and longest won game, biggest comeback, and each Titan's shortest win (lowest k on ties). */
export function notableGames(run: BalanceRun): NotableGame[] {
  const won: number[] = [];
  run.outcomes.base.forEach((w, k) => {
    if (w >= 0) won.push(k);
  });
  if (won.length === 0) return [];
  const row = (label: string, k: number): NotableGame => ({
    label,
    game: k,
    winner: run.cfg.titans[run.outcomes.base[k]],
    rounds: run.rounds[k],
    behind: run.behind[k],
  });
  const best = (better: (a: number, b: number) => boolean, ks: number[]) =>
    ks.reduce((x, k) => (better(k, x) ? k : x), ks[0]);
  const out = [
    row(
      'shortest',
      best((a, b) => run.rounds[a] < run.rounds[b], won),
    ),
    row(
      'longest',
      best((a, b) => run.rounds[a] > run.rounds[b], won),
    ),
  ];
  const comeback = best((a, b) => run.behind[a] > run.behind[b], won);
  if (run.behind[comeback] > 0) out.push(row('comeback', comeback));
  run.cfg.titans.forEach((t, i) => {
    const mine = won.filter((k) => run.outcomes.base[k] === i);
    if (mine.length)
      out.push(
        row(
          `best:${t}`,
          best((a, b) => run.rounds[a] < run.rounds[b], mine),
        ),
      );
  });
  return out;
}

/**
 * Free game k of a report, replayed (it is deterministic) as the setup and the list of actions the
 * game's saved-game format needs, with the bot level of each Titan.
 */
export function freeGameActions(
  cfg: BalanceConfig,
  k: number,
  /** The list the actions are pushed to, one by one (a caller may watch it: src/sim/linked-game.ts). */
  actions: Action[] = [],
): { setup: GameSetup; actions: Action[]; bots: Partial<Record<TitanId, BotLevel>> } {
  const record: FreeGame = { states: [], actions, randCalls: [] };
  playBalanceGame(cfg, 'base', k, undefined, { record });
  const seats = seating(cfg, k);
  const bots: Partial<Record<TitanId, BotLevel>> = {};
  seats.titans.forEach((t, p) => (bots[t] = seats.bots[p]));
  return { setup: balanceSetup(cfg, k), actions: record.actions, bots };
}

/** Play a whole report in this thread (tests, small runs). */
export function runBalance(cfg: BalanceConfig, onChunk?: (run: BalanceRun) => void): BalanceReport {
  const run = newRun(cfg);
  for (const [from, to] of balanceChunks(cfg.games)) {
    addPart(run, runBalanceRange(cfg, from, to));
    onChunk?.(run);
  }
  return buildBalanceReport(run);
}
