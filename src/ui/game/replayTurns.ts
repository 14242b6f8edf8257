// The replay steps by turn: a finished game is hundreds of actions; a turn is what players
// remember. The steps where a turn starts, and the next or previous one from a step (pure).
import type { ReplayStep } from '../lab/replay';

/** The steps that start a turn: the start, and each step whose action started the next Titan's turn. */
export function turnStarts(steps: readonly Pick<ReplayStep, 'events'>[]): number[] {
  const out = [0];
  for (let i = 1; i < steps.length; i++)
    if (steps[i].events.some((e) => e.type === 'turnStarted' || e.type === 'won')) out.push(i);
  return out;
}

/** The start of the next turn after `at` (or the last step), or of the turn before the one `at` is in. */
export function turnStep(starts: readonly number[], at: number, dir: 1 | -1, last: number): number {
  if (dir > 0) return starts.find((s) => s > at) ?? last;
  for (let i = starts.length - 1; i >= 0; i--) if (starts[i] < at) return starts[i];
  return 0;
}

/** Which turn (1-based) step `at` belongs to. */
export function turnOf(starts: readonly number[], at: number): number {
  let n = 0;
  for (const s of starts) if (s <= at) n++;
  return n;
}
