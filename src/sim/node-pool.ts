// Spread a batch over worker_threads (Node). Game k always gets the same seeds, and tallies are sums, so
// the merged report is the same for any worker count.
// The workers are the one pool's (src/sim/pool/node.ts).
import type { BatchConfig } from './batch';
import { emptyTally, mergeTally, type Tally } from './tally';
import { nodePool } from './pool/node';
export interface PoolOptions {
  workers: number;
  onProgress?: (done: number, total: number) => void;
}

/** A simulator batch over worker_threads, on the one pool (src/sim/pool): ranges of games, summed. */
export async function runParallel(cfg: BatchConfig, opts: PoolOptions): Promise<Tally> {
  const total = cfg.games;
  const w = Math.max(1, Math.min(opts.workers, total || 1));
  const size = Math.max(10, Math.min(200, Math.ceil(total / (4 * w))));
  const pool = await nodePool(w);
  const sum = emptyTally(cfg.titans, cfg.circuits.length);
  let done = 0;
  try {
    const ranges: [number, number][] = [];
    for (let from = 0; from < total; from += size) ranges.push([from, Math.min(total, from + size)]);
    await Promise.all(
      ranges.map(([from, to]) =>
        pool.run({ kind: 'batch', cfg, from, to }).then((t) => {
          mergeTally(sum, t);
          done += to - from;
          opts.onProgress?.(done, total);
        }),
      ),
    );
  } finally {
    pool.close();
  }
  return sum;
}
