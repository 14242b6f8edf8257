// Facts about a race that every reader asks — who decides now, how far each Titan has climbed, the
// standings — said once here and read by the bots, the simulator, the store and the UI.
import { ROWS_PER_BOARD, spaceRow } from './board';
import type { GameState, Summary, TitanId } from './types';

/** The seat whose player must act now: the one a pending decision waits for, else the active Titan. */
export function deciderSeat(s: GameState): number {
  return s.pending ? s.pending.titan : s.active;
}

/** The Titan whose player must act now, read from a Summary. */
export function deciderOf(summary: Summary): TitanId {
  return summary.pending ? summary.pending.titan : summary.active;
}

/** The seat before `seat` in seat order (R4.2: turns follow seat order). */
export function previousSeat(s: GameState, seat = s.active): number {
  const n = s.titans.length;
  return (seat + n - 1) % n;
}

/** Rows in one lap of the course (R2.3: a Grand Slam stacks its boards). */
export function rowsPerLap(s: GameState): number {
  return ROWS_PER_BOARD * s.course.boards;
}

/** Rows from the start to the finishing line: every lap of the race (R2.1). */
export function raceRows(s: GameState): number {
  return s.laps * rowsPerLap(s);
}

/** Rows a seat has climbed, laps included (R2.1); 0 before it enters the board. */
export function rowsClimbed(s: GameState, seat: number): number {
  const t = s.titans[seat];
  return t.space < 0 ? 0 : spaceRow(t.space) + (t.lap - 1) * rowsPerLap(s);
}

/**
 * Rows a seat still has to climb to cross the line, the step off the top counted (R2.1: leaving the top
 * on the last lap finishes): 1 from row 12 of the last lap, 0 only once it has finished. (It said 0 on row
 * 12, and the end screen's "Rows to the line: 0" read as finished for a Titan that was not: play-test 52.)
 */
export function rowsToGo(s: GameState, seat: number): number {
  return Math.max(0, raceRows(s) + 1 - rowsClimbed(s, seat));
}

/** The seats that won: the winner and, in a team game, its team-mates (R12.3); none while the race goes on. */
export function winningSeats(s: GameState): number[] {
  if (s.winner < 0) return [];
  return s.teams?.find((m) => m.includes(s.winner))?.slice() ?? [s.winner];
}

/** The seats in finishing order: the winning side first, then the furthest climbed, then the most Life. */
export function standings(s: GameState): number[] {
  const won = winningSeats(s);
  const top = raceRows(s) + 1;
  const key = (i: number) => (won.includes(i) ? top : rowsClimbed(s, i));
  return s.titans.map((_, i) => i).sort((a, b) => key(b) - key(a) || s.titans[b].life - s.titans[a].life);
}
