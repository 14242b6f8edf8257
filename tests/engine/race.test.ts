// The race facts every layer reads (src/engine/race.ts): who decides, rows climbed and to go, standings.
import { describe, expect, it } from 'vitest';
import {
  deciderOf,
  deciderSeat,
  lastSeat,
  newGame,
  previousSeat,
  raceRows,
  rowsClimbed,
  rowsToGo,
  standings,
  summarize,
  winningSeats,
} from '../../src/engine';
import { parseSpace } from '../../src/engine/board';
import type { GameState } from '../../src/engine/types';

function game(circuits: GameState['setup']['circuits'], laps = 2): GameState {
  return newGame({ circuits, titans: ['grinder', 'slaugg', 'craken', 'rassik'], seed: 5, laps });
}

function place(s: GameState, at: (string | null)[], lap = [1, 1, 1, 1]): GameState {
  return {
    ...s,
    titans: s.titans.map((t, i) => ({
      ...t,
      space: at[i] ? parseSpace(at[i]!, s.course.boards) : -1,
      lap: lap[i],
    })),
  };
}

describe('race facts', () => {
  it('the decider is the pending Titan, else the active one', () => {
    const s = { ...game(['kaldheira']), active: 2 };
    expect(deciderSeat(s)).toBe(2);
    expect(deciderOf(summarize(s))).toBe('craken');
    const p: GameState = { ...s, pending: { kind: 'reaction', titan: 1 } as GameState['pending'] };
    expect(deciderSeat(p)).toBe(1);
    expect(deciderOf(summarize(p))).toBe('slaugg');
  });

  it('the previous seat wraps round the table (R4.2: the last Titan sits before the first)', () => {
    const s = { ...game(['kaldheira']), active: 0, first: 2 };
    expect(previousSeat(s)).toBe(3);
    expect(previousSeat(s, 2)).toBe(1);
    expect(lastSeat(s)).toBe(1);
  });

  it('counts rows climbed with laps (R2.1) and a Grand Slam stack (R2.3)', () => {
    const one = place(game(['kaldheira']), ['A5', 'C5', null, 'B6'], [1, 2, 1, 1]);
    expect([0, 1, 2, 3].map((i) => rowsClimbed(one, i))).toEqual([5, 17, 0, 6]);
    expect(raceRows(one)).toBe(24);
    expect(rowsToGo(one, 1)).toBe(8); // rows 6–12, then the step off the top (R2.1)
    const slam = place(game(['kaldheira', 'kaldheira', 'kaldheira'], 1), ['2:A5', null, null, null]);
    expect(rowsClimbed(slam, 0)).toBe(17);
    expect(raceRows(slam)).toBe(36);
    expect(rowsToGo(slam, 2)).toBe(37);
  });

  it('a Titan on row 12 of its last lap has 1 row to go, not 0: the line is crossed off the top (R2.1)', () => {
    const s = place(game(['kaldheira']), ['B12', 'B12', null, null], [2, 1, 1, 1]);
    expect(raceRows(s)).toBe(24);
    expect(rowsToGo(s, 0)).toBe(1);
    expect(rowsToGo(s, 1)).toBe(13);
    expect(rowsToGo(s, 2)).toBe(25);
  });

  it('standings: the winning side first, then the furthest climbed, then the most Life', () => {
    const s = place(game(['kaldheira']), ['A5', 'C9', 'E5', 'B6']);
    expect(winningSeats(s)).toEqual([]);
    s.titans[0].life = 1;
    expect(standings(s)).toEqual([1, 3, 2, 0]); // 0 and 2 both on row 5: more Life first
    const won: GameState = { ...s, winner: 0 };
    expect(standings(won)).toEqual([0, 1, 3, 2]);
    const teams: GameState = {
      ...won,
      teams: [
        [0, 2],
        [1, 3],
      ],
    };
    expect(winningSeats(teams)).toEqual([0, 2]);
    expect(standings(teams)).toEqual([2, 0, 1, 3]); // the team first, the one with more Life ahead
  });
});
