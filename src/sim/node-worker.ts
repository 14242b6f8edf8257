// worker_threads entry: plays games [from, to) of a batch and posts progress and the tally back.
import { parentPort, workerData } from 'node:worker_threads';
import { runRange, type BatchConfig } from './batch';

const { cfg, from, to } = workerData as { cfg: BatchConfig; from: number; to: number };
let last = 0;
const tally = runRange(cfg, from, to, (done) => {
  if (done - last >= 10 || done === to - from) {
    parentPort!.postMessage({ type: 'progress', done });
    last = done;
  }
});
parentPort!.postMessage({ type: 'done', tally });
