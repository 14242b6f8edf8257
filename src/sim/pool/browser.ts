// The Web Worker pool (the lab): persistent module workers running any Job of ./protocol.ts.
import { Dispatcher, type Job, type JobResult, type Pool } from './protocol';

export function browserPool(workers: number, name = 'titan-sim'): Pool {
  const list: Worker[] = [];
  const n = Math.max(1, workers);
  const d = new Dispatcher(n, (w, job: Job) => list[w].postMessage(job));
  for (let i = 0; i < n; i++) {
    const worker = new Worker(new URL('./browser-worker.ts', import.meta.url), {
      type: 'module',
      name: `${name}-${i}`,
    });
    worker.onmessage = (e: MessageEvent<JobResult>) => d.done(i, e.data);
    worker.onerror = (e) => d.fail(e.message || 'simulator worker failed');
    list.push(worker);
  }
  return {
    size: n,
    run: (spec) => d.run(spec),
    close() {
      d.cancel();
      for (const w of list) w.terminate();
    },
  };
}
