// worker_threads entry for balance reports: plays the ranges of games it is sent, every batch of the
// report for each range, and posts each range's part back (src/sim/balance-pool.ts hands out ranges).
import { parentPort, workerData } from 'node:worker_threads';
import { runBalanceRange, type BalanceConfig } from './balance';

const { cfg } = workerData as { cfg: BalanceConfig };
parentPort!.on('message', (m: { from: number; to: number }) => {
  try {
    parentPort!.postMessage({ type: 'part', part: runBalanceRange(cfg, m.from, m.to) });
  } catch (e) {
    parentPort!.postMessage({ type: 'error', message: String((e as Error)?.stack ?? e) });
  }
});
