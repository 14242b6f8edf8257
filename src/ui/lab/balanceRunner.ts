// Runs a balance report in Web Workers from the page (the lab's Balance view). Ranges of games go to
// whichever worker is free; every finished range is added to the run at once, so the view can show
// partial results, and Cancel keeps every finished range. Game k gets the same seeds as in
// `npm run balance`, so the same configuration gives the same report here and on the command line.
import {
  addPart,
  balanceChunks,
  balanceJobs,
  buildBalanceReport,
  newRun,
  roundGames,
  type BalanceReport,
  type BalanceConfig,
  type BalanceRun,
} from '../../sim/balance';
import { defaultWorkers, runOnPool } from './runner';
import { crossCheckOf, crossConfig, type CrossCheck } from '../../sim/crosscheck';
import type { BotLevel } from '../../bots/types';

/** The free games again with every seat at `level`, its verdict set beside the report's
 * (null when cancelled). `onProgress` gets the games played of this run. */
export async function runCrossCheck(
  cfg: BalanceConfig,
  report: BalanceReport,
  level: BotLevel,
  games: number,
  opts: { signal?: AbortSignal; onProgress?: (done: number) => void },
): Promise<CrossCheck | null> {
  const c2 = crossConfig(cfg, level, roundGames(cfg, games));
  const out = await runBalanceInBrowser(c2, {
    workers: defaultWorkers(),
    signal: opts.signal,
    onPart: (_r, done) => opts.onProgress?.(done),
  });
  return out.cancelled ? null : crossCheckOf(report, buildBalanceReport(out.run));
}

export interface BalanceRunOptions {
  workers?: number;
  /** Games per range (default 10: small enough that Cancel loses little). */
  chunk?: number;
  signal?: AbortSignal;
  /** After each finished range: the run so far, games played over all batches, and the total. */
  onPart?: (run: BalanceRun, done: number, total: number) => void;
}

export interface BalanceOutcome {
  run: BalanceRun;
  cancelled: boolean;
}

export async function runBalanceInBrowser(
  cfg: BalanceConfig,
  opts: BalanceRunOptions = {},
): Promise<BalanceOutcome> {
  const run = newRun(cfg);
  const jobs = balanceJobs(cfg).length;
  const total = cfg.games * jobs;
  let done = 0;
  const specs = balanceChunks(cfg.games, opts.chunk ?? 10).map(([from, to]) => ({
    kind: 'balance' as const,
    cfg,
    from,
    to,
  }));
  const { cancelled } = await runOnPool(specs, { ...opts, name: 'titan-balance' }, (part) => {
    addPart(run, part);
    done += (part.to - part.from) * jobs;
    opts.onPart?.(run, done, total);
  });
  return { run, cancelled };
}
