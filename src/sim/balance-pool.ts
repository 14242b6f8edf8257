// A balance report over worker_threads (Node): ranges of games go to whichever worker is free; each
// range comes back with every batch played on it. Parts add up in any order, so the report depends only
// on the configuration, never on the worker count or the timing.
import { Worker } from 'node:worker_threads';
import {
  addPart,
  balanceChunks,
  balanceJobs,
  newRun,
  type BalanceConfig,
  type BalancePart,
  type BalanceRun,
} from './balance';
import { workerScript } from './node-pool';

export interface BalancePoolOptions {
  workers: number;
  /** Games per range handed to a worker. */
  chunk?: number;
  /** After each range: games played in all batches so far, and the total. */
  onProgress?: (done: number, total: number, run: BalanceRun) => void;
}

export async function runBalanceParallel(cfg: BalanceConfig, opts: BalancePoolOptions): Promise<BalanceRun> {
  const run = newRun(cfg);
  const chunks = balanceChunks(cfg.games, opts.chunk ?? 20);
  const jobs = balanceJobs(cfg).length;
  const total = cfg.games * jobs;
  const w = Math.max(1, Math.min(opts.workers, chunks.length));
  const { url, execArgv } = await workerScript(new URL('./node-balance-worker.ts', import.meta.url));
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from(
      { length: w },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(url, { workerData: { cfg }, execArgv });
          const feed = () => {
            if (next >= chunks.length) {
              void worker.terminate().then(() => resolve());
              return;
            }
            const [from, to] = chunks[next++];
            worker.postMessage({ from, to });
          };
          worker.on('message', (m: { type: string; part?: BalancePart; message?: string }) => {
            if (m.type === 'part') {
              addPart(run, m.part!);
              done += (m.part!.to - m.part!.from) * jobs;
              opts.onProgress?.(done, total, run);
              feed();
            } else {
              void worker.terminate();
              reject(new Error(m.message));
            }
          });
          worker.on('error', reject);
          worker.on('online', feed);
        }),
    ),
  );
  return run;
}
