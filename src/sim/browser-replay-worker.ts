// Web Worker entry for a replay link: plays the linked game again off the page's thread,
// posting the number of moves played (at most every 100 ms) and then the game's actions. The page stops
// it with Worker.terminate() (the player's Cancel, or another link).
import { playLinkedGame, type LinkedGame } from './linked-game';

const post = (m: unknown) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<LinkedGame>) => {
  try {
    let last = 0;
    const game = playLinkedGame(e.data, (moves) => {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      post({ type: 'progress', moves });
    });
    post({ type: 'done', game });
  } catch (err) {
    post({ type: 'error', message: String((err as Error)?.message ?? err) });
  }
};
