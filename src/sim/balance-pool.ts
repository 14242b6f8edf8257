// A balance report over worker_threads (Node), on the one pool (src/sim/pool): ranges of games go to
// whichever worker is free; each range comes back with every batch played on it. Parts add up in any
// order, so the report depends only on the configuration, never on the worker count or the timing.
import {
  addPart,
  balanceChunks,
  balanceJobs,
  newRun,
  type BalanceConfig,
  type BalancePart,
  type BalanceRun,
} from './balance';
import { nodePool } from './pool/node';

export interface BalancePoolOptions {
  workers: number;
  /** Games per range handed to a worker. */
  chunk?: number;
  /** Only games [from, to) (a slice for `--range`); default all. */
  range?: [number, number];
  /** After each range: games played in all batches so far, and the total. */
  onProgress?: (done: number, total: number, run: BalanceRun) => void;
  /** Each finished range as it comes (a slice keeps them). */
  onPart?: (part: BalancePart) => void;
}

export async function runBalanceParallel(cfg: BalanceConfig, opts: BalancePoolOptions): Promise<BalanceRun> {
  const run = newRun(cfg);
  const [lo, hi] = opts.range ?? [0, cfg.games];
  const chunks = balanceChunks(hi - lo, opts.chunk ?? 20).map(([a, b]) => [a + lo, b + lo] as const);
  const jobs = balanceJobs(cfg).length;
  const total = (hi - lo) * jobs;
  const pool = await nodePool(Math.max(1, Math.min(opts.workers, chunks.length)));
  let done = 0;
  try {
    await Promise.all(
      chunks.map(([from, to]) =>
        pool.run({ kind: 'balance', cfg, from, to }).then((part) => {
          addPart(run, part);
          opts.onPart?.(part);
          done += (part.to - part.from) * jobs;
          opts.onProgress?.(done, total, run);
        }),
      ),
    );
  } finally {
    pool.close();
  }
  return run;
}
