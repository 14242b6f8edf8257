// Web Worker entry for the lab: plays games [from, to) of a batch and posts progress and the tally.
import { runRange, type BatchConfig } from './batch';

self.onmessage = (e: MessageEvent<{ cfg: BatchConfig; from: number; to: number }>) => {
  const { cfg, from, to } = e.data;
  const post = (m: unknown) => (self as unknown as Worker).postMessage(m);
  try {
    let last = 0;
    const tally = runRange(cfg, from, to, (done) => {
      if (done - last >= 5 || done === to - from) {
        post({ type: 'progress', done });
        last = done;
      }
    });
    post({ type: 'done', tally });
  } catch (err) {
    post({ type: 'error', message: String((err as Error)?.message ?? err) });
  }
};
