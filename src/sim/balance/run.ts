// Running games: a range of every batch (what a worker does), the chunks, a whole report in this thread.
import type { BotLevel } from '../../bots/types';
import type { Action, GameSetup, TitanId } from '../../engine/types';
import { emptyTally } from '../tally';
import type { BalanceConfig } from './config';
import { addPart, emptyExtra, newRun, type BalancePart, type BalanceRun } from './metrics';
import { playBalanceGame, type FreeGame } from './play';
import { buildBalanceReport } from './report';
import type { BalanceReport } from './schema';
import { balanceJobs, balanceSetup, seating } from './seating';

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
          : playBalanceGame(cfg, job, k, undefined, job === 'skill' ? {} : { replay: free });
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

/**
 * Free game k of a report, replayed (it is deterministic) as the setup and the list of actions the
 * game's saved-game format needs, with the bot level of each Titan.
 */
export function freeGameActions(
  cfg: BalanceConfig,
  k: number,
): { setup: GameSetup; actions: Action[]; bots: Partial<Record<TitanId, BotLevel>> } {
  const record: FreeGame = { states: [], actions: [], randCalls: [] };
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
