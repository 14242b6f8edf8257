// The hand-off's recap: what happened since a player last took the device, with the latest
// turn in full — never cut in the middle, so the push that caused a Life loss or a question is always
// there — and the turns before it apart (folded: the log has them too).
import type { GameEvent } from '../../engine/types';
import type { FormatContext, LogLine } from '../format';
import { logLines } from './EventLog';

export interface Recap {
  /** Every line of the latest turn that has any (the turn just ended, or the one being played). */
  latest: LogLine[];
  /** The lines of the turns before it, oldest first. */
  earlier: LogLine[];
}

/** The log entries from `since` on, split into turns (an entry holding a turnStarted closes its turn). */
export function recapOf(log: readonly GameEvent[][], since: number, ctx: FormatContext): Recap {
  const turns: GameEvent[][][] = [[]];
  for (const entry of log.slice(since)) {
    turns[turns.length - 1].push(entry);
    if (entry.some((e) => e.type === 'turnStarted')) turns.push([]);
  }
  const lines = turns.map((entries) => logLines(entries, ctx).filter((l) => l.kind !== 'turn'));
  let last = lines.length - 1;
  while (last > 0 && lines[last].length === 0) last--;
  return { latest: lines[last] ?? [], earlier: lines.slice(0, last).flat() };
}
