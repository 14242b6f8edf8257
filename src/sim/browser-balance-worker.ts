// Web Worker entry for the lab's Balance view: plays the ranges of games it is sent (every batch of the
// report on each range) and posts each range's part back; src/ui/lab/balanceRunner.ts hands out ranges.
import { runBalanceRange, type BalanceConfig } from './balance';

let cfg: BalanceConfig | null = null;
self.onmessage = (e: MessageEvent<{ cfg?: BalanceConfig; from?: number; to?: number }>) => {
  const post = (m: unknown) => (self as unknown as Worker).postMessage(m);
  const m = e.data;
  if (m.cfg) cfg = m.cfg;
  if (m.from === undefined || m.to === undefined || !cfg) return;
  try {
    post({ type: 'part', part: runBalanceRange(cfg, m.from, m.to) });
  } catch (err) {
    post({ type: 'error', message: String((err as Error)?.message ?? err) });
  }
};
