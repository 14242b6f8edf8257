// Seats and players: who controls which Titan, and whose decision it is now.
import type { GameState, TitanId } from '../engine/types';

/** The player index controlling a seat. */
export function playerOfSeat(state: GameState, seat: number): number {
  const i = state.players.findIndex((p) => p.includes(seat));
  return i < 0 ? seat : i;
}

export function playerOfTitan(state: GameState, titan: TitanId): number {
  const seat = state.titans.findIndex((t) => t.id === titan);
  return playerOfSeat(state, seat);
}

/** The Titans controlled by the player of a seat. */
export function ownTitans(state: GameState, seat: number): TitanId[] {
  const p = playerOfSeat(state, seat);
  const seats = state.players[p] ?? [seat];
  return seats.map((i) => state.titans[i].id);
}

export { deciderSeat } from '../engine';
