// The figures of the free games besides the simulator's tally, and how parts of a run add up.
import { emptyTally, mergeTally, type Tally } from '../tally';
import type { BalanceConfig, JobId } from './config';
import { balanceJobs } from './seating';

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
  /** Per round r (index r − 1): won games with one Titan alone in the lead after round r, and those won
   * by that leader (the leader-after-round-N curve). */
  leaderGames: number[];
  leaderWins: number[];
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
    leaderGames: [],
    leaderWins: [],
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

export const addRec = (x: Record<string, number>, k: string, v = 1) => {
  x[k] = (x[k] ?? 0) + v;
};

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
  (y.leaderGames ?? []).forEach((v, i) => (x.leaderGames[i] = (x.leaderGames[i] ?? 0) + v));
  (y.leaderWins ?? []).forEach((v, i) => (x.leaderWins[i] = (x.leaderWins[i] ?? 0) + v));
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
