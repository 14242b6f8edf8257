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
  type BalancePart,
  type BalanceRun,
} from '../../sim/balance';
import { defaultWorkers } from './runner';
import { crossCheckOf, crossConfig, type CrossCheck } from '../../sim/crosscheck';
import type { BotLevel } from '../../bots/types';

/** Issue 21: the free games again with every seat at `level`, its verdict set beside the report's
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

export function runBalanceInBrowser(
  cfg: BalanceConfig,
  opts: BalanceRunOptions = {},
): Promise<BalanceOutcome> {
  const run = newRun(cfg);
  const chunks = balanceChunks(cfg.games, opts.chunk ?? 10);
  const jobs = balanceJobs(cfg).length;
  const total = cfg.games * jobs;
  const w = Math.max(1, Math.min(opts.workers ?? defaultWorkers(), chunks.length));
  const workers: Worker[] = [];
  return new Promise<BalanceOutcome>((resolve, reject) => {
    let next = 0;
    let busy = 0;
    let done = 0;
    let over = false;
    const stop = () => workers.forEach((x) => x.terminate());
    const finish = (cancelled: boolean) => {
      if (over) return;
      over = true;
      stop();
      opts.signal?.removeEventListener('abort', abort);
      resolve({ run, cancelled });
    };
    const abort = () => finish(true);
    if (opts.signal?.aborted) return finish(true);
    opts.signal?.addEventListener('abort', abort, { once: true });
    const feed = (worker: Worker) => {
      if (next >= chunks.length) {
        if (busy === 0) finish(false);
        return;
      }
      const [from, to] = chunks[next++];
      busy++;
      worker.postMessage({ from, to });
    };
    for (let i = 0; i < w; i++) {
      const worker = new Worker(new URL('../../sim/browser-balance-worker.ts', import.meta.url), {
        type: 'module',
        name: `titan-balance-${i}`,
      });
      workers.push(worker);
      worker.onmessage = (e: MessageEvent<{ type: string; part?: BalancePart; message?: string }>) => {
        if (over) return;
        const m = e.data;
        if (m.type === 'part') {
          busy--;
          addPart(run, m.part!);
          done += (m.part!.to - m.part!.from) * jobs;
          opts.onPart?.(run, done, total);
          feed(worker);
        } else {
          over = true;
          stop();
          reject(new Error(m.message));
        }
      };
      worker.onerror = (e) => {
        if (over) return;
        over = true;
        stop();
        reject(new Error(e.message || 'balance worker failed'));
      };
      worker.postMessage({ cfg });
      feed(worker);
    }
  });
}
