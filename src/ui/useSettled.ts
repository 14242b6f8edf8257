// A button that appears where another just was must not take the tap aimed at the old one: a reaction
// call that went on by itself put the next call's "wait, I answer" under a late finger, which claimed the
// wrong call (twice in play-test 49), and the automatic end of turn put the hand-off's "undo End turn"
// where "End turn" had been. Such a button is disabled for a moment after what it answers appears.
import { useEffect, useState } from 'react';

/**
 * How long a freshly shown answer ignores taps: longer than a tap already on its way when the screen
 * changed (a reaction time is about 250 ms), shorter than reading anything — at 600 ms a mover tapping
 * "Go on" at once found it still off.
 */
export const SETTLE_MS = 400;

/** False for `ms` after `key` (what the buttons answer) is new, then true. */
export function useSettled(key: unknown, ms = SETTLE_MS): boolean {
  const [settled, setSettled] = useState<unknown>(undefined);
  useEffect(() => {
    const id = setTimeout(() => setSettled(() => key), ms);
    return () => clearTimeout(id);
  }, [key, ms]);
  return settled === key;
}
