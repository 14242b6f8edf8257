// The balance report's JSON schema (the types; built in report.ts).
import type { BotLevel } from '../../bots/types';
import type { CardId, Circuit, TitanId } from '../../engine/types';
import type { Report } from '../report';
import type { WrittenRunConfig } from '../run-config';
import type { Verdict } from '../verdict';
import type { CrossCheck } from '../crosscheck';

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
  /** Discordant pairs (absent in older reports): games the Titan won only with, only without. */
  discordant?: [number, number];
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

/** The run configuration as a report writes it (every circuit in full), with what played it. */
export interface Reproduce extends WrittenRunConfig {
  app: 'titan-race-online';
  appVersion: string;
  /** The git commit (or build hash) of the code that played the games (src/build-info.ts); absent in
   * older reports. */
  commit?: string;
  rulesVersion: number;
  abilities: boolean;
  cards: boolean;
  /** The skill batch was played (absent in older reports: not played). */
  skill?: boolean;
  /** How game k is set up and seeded, in words. */
  method: string;
  /** The circuit the one circuit was copied from, in full, when the run played it too for the change
   * (src/sim/change.ts): a rerun plays it again. Absent when there was none. */
  parent?: Circuit;
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
    /** Per round r, the won games with one Titan alone in the lead after round r and the share
     * of them that leader won (absent in older reports). */
    leaderAfterRound?: { round: number; games: number; rate: number; ci: [number, number] }[];
  };
  /** The skill batch: how often one seat played by `level` beats `against` bots in every
   * other seat, with the fair share 1/n (absent when not played). */
  skill?: {
    level: BotLevel;
    against: BotLevel;
    wins: number;
    games: number;
    rate: number;
    ci: [number, number];
    fair: number;
  };
  /** The verdict: tests, corrected significance and plain sentences; src/sim/verdict.ts. */
  verdict?: Verdict;
  /** A second bot family's verdict beside this one, when asked for. */
  crossCheck?: CrossCheck;
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
