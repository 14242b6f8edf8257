// Runs a simulator batch in Web Workers from the page (the lab). Ranges of games go to whichever worker
// is free and every finished range is added at once, so Cancel (an AbortSignal) stops the workers at
// once and keeps every finished game. Game k gets the same seeds as in `npm run sim`, so the same batch
// gives the same report here and on the command line.
import type { BatchConfig } from '../../sim/batch';
import { emptyTally, mergeTally, type Tally } from '../../sim/tally';

export interface RunOptions {
  workers?: number;
  /** Games per range handed to a worker (default 50). */
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

export function runInBrowser(cfg: BatchConfig, opts: RunOptions = {}): Promise<BatchOutcome> {
  const total = cfg.games;
  const size = Math.max(1, opts.chunk ?? 50);
  const ranges: [number, number][] = [];
  for (let from = 0; from < total; from += size) ranges.push([from, Math.min(total, from + size)]);
  const w = Math.max(1, Math.min(opts.workers ?? defaultWorkers(), ranges.length));
  const workers: Worker[] = [];
  const sum = emptyTally(cfg.titans, cfg.circuits.length);
  return new Promise<BatchOutcome>((resolve, reject) => {
    let next = 0;
    let busy = 0;
    let finished = 0;
    let over = false;
    const current = new Array(w).fill(0);
    const stop = () => workers.forEach((x) => x.terminate());
    const end = (cancelled: boolean) => {
      if (over) return;
      over = true;
      stop();
      opts.signal?.removeEventListener('abort', abort);
      resolve({ tally: sum, cancelled });
    };
    const fail = (message: string) => {
      if (over) return;
      over = true;
      stop();
      opts.signal?.removeEventListener('abort', abort);
      reject(new Error(message));
    };
    const abort = () => end(true);
    if (opts.signal?.aborted) return end(true);
    opts.signal?.addEventListener('abort', abort, { once: true });
    const report = () => opts.onProgress?.(finished + current.reduce((a, b) => a + b, 0), total);
    const feed = (i: number) => {
      if (next >= ranges.length) {
        if (busy === 0) end(false);
        return;
      }
      const [from, to] = ranges[next++];
      busy++;
      workers[i].postMessage({ cfg, from, to });
    };
    for (let i = 0; i < w; i++) {
      const worker = new Worker(new URL('../../sim/browser-worker.ts', import.meta.url), {
        type: 'module',
        name: `titan-lab-${i}`,
      });
      workers.push(worker);
      worker.onmessage = (
        e: MessageEvent<{ type: string; done?: number; tally?: Tally; message?: string }>,
      ) => {
        if (over) return;
        const m = e.data;
        if (m.type === 'progress') {
          current[i] = m.done!;
          report();
        } else if (m.type === 'done') {
          mergeTally(sum, m.tally!);
          finished += m.tally!.games;
          current[i] = 0;
          busy--;
          report();
          feed(i);
        } else if (m.type === 'error') fail(m.message ?? 'simulator worker failed');
      };
      worker.onerror = (e) => fail(e.message || 'simulator worker failed');
      feed(i);
    }
  });
}
