// Runs a simulator batch in Web Workers from the page (the lab). Cancel with an AbortSignal: the
// workers are terminated at once. Game k gets the same seeds as in `npm run sim`, so the same batch
// gives the same report here and on the command line.
import type { BatchConfig } from '../../sim/batch';
import { emptyTally, mergeTally, type Tally } from '../../sim/tally';

export interface RunOptions {
  workers?: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export function defaultWorkers(): number {
  const n = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, n));
}

export function runInBrowser(cfg: BatchConfig, opts: RunOptions = {}): Promise<Tally> {
  const total = cfg.games;
  const w = Math.max(1, Math.min(opts.workers ?? defaultWorkers(), total));
  const workers: Worker[] = [];
  const done = new Array(w).fill(0);
  return new Promise<Tally>((resolve, reject) => {
    const tallies: (Tally | null)[] = new Array(w).fill(null);
    let finished = 0;
    const stop = () => workers.forEach((x) => x.terminate());
    const abort = () => {
      stop();
      reject(new DOMException('Batch cancelled', 'AbortError'));
    };
    if (opts.signal?.aborted) return abort();
    opts.signal?.addEventListener('abort', abort, { once: true });
    for (let i = 0; i < w; i++) {
      const from = Math.floor((i * total) / w);
      const to = Math.floor(((i + 1) * total) / w);
      const worker = new Worker(new URL('../../sim/browser-worker.ts', import.meta.url), {
        type: 'module',
        name: `titan-lab-${i}`,
      });
      workers.push(worker);
      worker.onmessage = (
        e: MessageEvent<{ type: string; done?: number; tally?: Tally; message?: string }>,
      ) => {
        const m = e.data;
        if (m.type === 'progress') {
          done[i] = m.done!;
          opts.onProgress?.(
            done.reduce((a, b) => a + b, 0),
            total,
          );
        } else if (m.type === 'done') {
          tallies[i] = m.tally!;
          worker.terminate();
          if (++finished === w) {
            opts.signal?.removeEventListener('abort', abort);
            const sum = emptyTally(cfg.titans, cfg.circuits.length);
            for (const t of tallies) mergeTally(sum, t!);
            resolve(sum);
          }
        } else if (m.type === 'error') {
          stop();
          reject(new Error(m.message));
        }
      };
      worker.onerror = (e) => {
        stop();
        reject(new Error(e.message || 'simulator worker failed'));
      };
      worker.postMessage({ cfg, from, to });
    }
  });
}
