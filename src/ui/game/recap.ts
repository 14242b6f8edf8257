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

/**
 * The log's lines of `log.slice(from, to)`, the round's headings left to the log. `auto` (the store's, as
 * `logLines` takes it) is moved to the slice's indices, so a call nobody claimed is said there as in the
 * log ("Nobody reacted.").
 */
function sliceLines(
  log: readonly GameEvent[][],
  from: number,
  to: number,
  ctx: FormatContext,
  auto: readonly number[],
): LogLine[] {
  const moved = auto.map((a) => a - from);
  return logLines(log.slice(from, to), ctx, moved).filter((l) => l.kind !== 'turn');
}

/**
 * The log entries from `since` on, split into turns (an entry holding a turnStarted closes its turn).
 * `auto`: the store's passes for calls nobody claimed (see `logLines`).
 */
export function recapOf(
  log: readonly GameEvent[][],
  since: number,
  ctx: FormatContext,
  auto: readonly number[] = [],
): Recap {
  // Each turn as [first entry, entry after its last].
  const turns: [number, number][] = [[since, since]];
  for (let i = since; i < log.length; i++) {
    turns[turns.length - 1][1] = i + 1;
    if (log[i].some((e) => e.type === 'turnStarted')) turns.push([i + 1, i + 1]);
  }
  const lines = turns.map(([from, to]) => sliceLines(log, from, to, ctx, auto));
  let last = lines.length - 1;
  while (last > 0 && lines[last].length === 0) last--;
  return { latest: lines[last] ?? [], earlier: lines.slice(0, last).flat() };
}

/**
 * A person playing with bots: what happened since their own last turn, as the log words it (the turns
 * of the bots between, and anything said during them). `mine` are that person's Titans. Null when the
 * turn being played is not theirs or they had no turn before it. `auto`: as `recapOf`'s.
 */
export function sinceOwnTurn(
  log: readonly GameEvent[][],
  mine: ReadonlySet<string>,
  ctx: FormatContext,
  auto: readonly number[] = [],
): LogLine[] | null {
  // The index of each entry that starts a turn, with whose turn it starts.
  const starts: { at: number; own: boolean }[] = [];
  log.forEach((entry, at) => {
    for (const e of entry) if (e.type === 'turnStarted') starts.push({ at, own: mine.has(e.titan) });
  });
  const now = starts.length - 1;
  if (now < 0 || !starts[now].own) return null;
  // Back to the person's previous turn, then to the turn that followed it (the first other Titan's).
  let prev = now - 1;
  while (prev >= 0 && !starts[prev].own) prev--;
  if (prev < 0 || prev === now - 1) return null;
  const from = starts[prev + 1].at + 1;
  const lines = sliceLines(log, from, starts[now].at + 1, ctx, auto);
  return lines.length > 0 ? lines : null;
}
