// The worker_threads pool (Node): persistent workers running any Job of ./protocol.ts.
import { Worker } from 'node:worker_threads';
import { workerScript } from '../node-pool';
import { Dispatcher, type Job, type JobResult, type Pool } from './protocol';

export async function nodePool(workers: number): Promise<Pool> {
  const { url, execArgv } = await workerScript(new URL('./node-worker.ts', import.meta.url));
  const list: Worker[] = [];
  const d = new Dispatcher(Math.max(1, workers), (w, job: Job) => list[w].postMessage(job));
  for (let i = 0; i < Math.max(1, workers); i++) {
    const worker = new Worker(url, { execArgv });
    worker.on('message', (r: JobResult) => d.done(i, r));
    worker.on('error', (e) => d.fail(String(e?.message ?? e)));
    list.push(worker);
  }
  return {
    size: list.length,
    run: (spec) => d.run(spec),
    close() {
      d.fail('cancelled');
      for (const w of list) void w.terminate();
    },
  };
}
