// Runs a simulator batch in Web Workers from the page (the lab). Ranges of games go to whichever worker
// is free and every finished range is added at once, so Cancel (an AbortSignal) stops the workers at
// once and keeps every finished game. Game k gets the same seeds as in `npm run sim`, so the same batch
// gives the same report here and on the command line.
import type { BatchConfig } from '../../sim/batch';
import { emptyTally, mergeTally, type Tally } from '../../sim/tally';
import { browserPool } from '../../sim/pool/browser';
import type { JobOutput, JobSpec } from '../../sim/pool/protocol';

export interface RunOptions {
  workers?: number;
  /** Games per range handed to a worker (default 20). */
  chunk?: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export interface BatchOutcome {
  /** Every finished game (all of them unless cancelled). */
  tally: Tally;
  cancelled: boolean;
}

export function defaultWorkers(): number {
  const n = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, n));
}

/**
 * Run every job of `specs` on the lab's one Web Worker pool (src/sim/pool/browser.ts), handing each
 * result to `onResult` as it comes; Cancel (the signal) stops the workers at once and keeps every result
 * already handed over.
 */
export async function runOnPool<K extends JobSpec['kind']>(
  specs: Extract<JobSpec, { kind: K }>[],
  opts: { workers?: number; signal?: AbortSignal; name: string },
  onResult: (value: JobOutput[K], spec: Extract<JobSpec, { kind: K }>) => void,
): Promise<{ cancelled: boolean }> {
  if (opts.signal?.aborted || specs.length === 0) return { cancelled: !!opts.signal?.aborted };
  const pool = browserPool(Math.max(1, Math.min(opts.workers ?? defaultWorkers(), specs.length)), opts.name);
  let cancelled = false;
  const abort = () => {
    cancelled = true;
    pool.close();
  };
  opts.signal?.addEventListener('abort', abort, { once: true });
  try {
    await Promise.all(specs.map((spec) => pool.run<K>(spec).then((v) => !cancelled && onResult(v, spec))));
  } catch (e) {
    if (!cancelled) throw e;
  } finally {
    opts.signal?.removeEventListener('abort', abort);
    pool.close();
  }
  return { cancelled };
}

export async function runInBrowser(cfg: BatchConfig, opts: RunOptions = {}): Promise<BatchOutcome> {
  const total = cfg.games;
  const size = Math.max(1, opts.chunk ?? 20);
  const specs: Extract<JobSpec, { kind: 'batch' }>[] = [];
  for (let from = 0; from < total; from += size)
    specs.push({ kind: 'batch', cfg, from, to: Math.min(total, from + size) });
  const sum = emptyTally(cfg.titans, cfg.circuits.length);
  let done = 0;
  const { cancelled } = await runOnPool(specs, { ...opts, name: 'titan-lab' }, (tally) => {
    mergeTally(sum, tally);
    done += tally.games;
    opts.onProgress?.(done, total);
  });
  return { tally: sum, cancelled };
}
