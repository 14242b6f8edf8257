// Web Worker: bot decisions off the page's thread, so the page never freezes while a bot thinks.
// Message in: { id, state, titan, level, seed } → out: { id, action, ms } or { id, error }.
import { decideNow, type DecideRequest } from './decide';

interface Req extends DecideRequest {
  id: number;
}

self.onmessage = (e: MessageEvent<Req>) => {
  const { id } = e.data;
  const t0 = performance.now();
  try {
    const action = decideNow(e.data);
    (self as unknown as Worker).postMessage({ id, action, ms: performance.now() - t0 });
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, error: String((err as Error)?.message ?? err) });
  }
};
