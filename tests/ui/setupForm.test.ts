// @vitest-environment jsdom
// The new-game form as data (src/ui/game/setupForm.ts): each change, and the GameSetup it gives the engine.
import { beforeEach, describe, expect, it } from 'vitest';
import { createGame } from '../../src/engine';
import { DEFAULT_DECK } from '../../src/engine/data';
import type { CircuitId } from '../../src/engine/types';
import {
  botSeats,
  buildSetup,
  changeCount,
  changeTeams,
  circuitIds,
  initialForm,
  LAST_PLAYERS_KEY,
  moveSeat,
  patchPlayer,
  pickTitan,
  playerNames,
  reactionMode,
  rememberedPlayers,
  rememberPlayers,
  seatTitans,
  startLifeOf,
  teamModes,
  teamSeats,
} from '../../src/ui/game/setupForm';

const asId = (id: string) => id as CircuitId;

beforeEach(() => localStorage.clear());

describe('setupForm', () => {
  it('opens with three players, one Titan each, and the rulebook values (R12.4)', () => {
    const f = initialForm(null);
    expect(f.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    expect(seatTitans(f)).toHaveLength(3);
    const s = buildSetup(f, 'kaldheira', asId);
    expect(s).toMatchObject({ circuits: ['kaldheira'], laps: 3 });
    expect(s.options).toEqual({ reactions: 'always', maxLife: 6, handSize: 2, trapSupply: 15 });
    expect(createGame(s).ok).toBe(true);
  });

  it('two players play two Titans each, seated A1, B1, A2, B2 (R9.1)', () => {
    const f = changeCount(initialForm(null), 2);
    const [a, b] = f.players;
    expect(seatTitans(f)).toEqual([a.titans[0], b.titans[0], a.titans[1], b.titans[1]]);
    expect(createGame(buildSetup(f, 'kaldheira', asId)).ok).toBe(true);
  });

  it('a new player count keeps the names and who plays them', () => {
    let f = patchPlayer(initialForm(null), 1, { name: 'Bea', by: 'greedy' });
    f = changeCount(f, 5);
    expect(f.players).toHaveLength(5);
    expect(f.players[1]).toMatchObject({ name: 'Bea', by: 'greedy' });
    expect(seatTitans(f)).toHaveLength(5);
  });

  it('choosing a Titan another player has swaps the two', () => {
    const f = initialForm(null);
    const theirs = f.players[2].titans[0];
    const mine = f.players[0].titans[0];
    const g = pickTitan(f, 0, 0, theirs);
    expect(g.players[0].titans[0]).toBe(theirs);
    expect(g.players[2].titans[0]).toBe(mine);
    expect(f.players[0].titans[0]).toBe(mine); // the old form is untouched
  });

  it('seats move one place at a time, never past either end', () => {
    const f = initialForm(null);
    const seats = seatTitans(f);
    expect(seatTitans(moveSeat(f, 1, -1))).toEqual([seats[1], seats[0], seats[2]]);
    expect(moveSeat(f, 0, -1)).toBe(f);
    expect(moveSeat(f, 2, 1)).toBe(f);
  });

  it('teams only with 4 or 6 players, starting with team-mates apart (R12.3)', () => {
    expect(teamModes(3)).toEqual(['none']);
    expect(teamModes(4)).toEqual(['none', '2x2']);
    expect(teamModes(6)).toEqual(['none', '2x3', '3x2']);
    expect(teamSeats('2x2')).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const f = changeTeams(changeCount(initialForm(null), 4), '2x2');
    expect(f.players.map((p) => p.team)).toEqual([0, 1, 0, 1]);
    const s = buildSetup(f, 'kaldheira', asId);
    expect(s.teams).toHaveLength(2);
    expect(createGame(s).ok).toBe(true);
    // Team-mates side by side: the engine refuses it.
    const bad = patchPlayer(patchPlayer(f, 1, { team: 0 }), 2, { team: 1 });
    expect(createGame(buildSetup(bad, 'kaldheira', asId)).ok).toBe(false);
  });

  it('reactions ask everyone when two people play, only holders against bots, unless chosen', () => {
    const f = initialForm(null);
    expect(reactionMode(f)).toBe('always');
    const vsBots = patchPlayer(patchPlayer(f, 1, { by: 'random' }), 2, { by: 'expert' });
    expect(reactionMode(vsBots)).toBe('eligible');
    expect(reactionMode({ ...vsBots, reactions: 'never' })).toBe('never');
    expect(botSeats(vsBots.players)).toEqual({
      [f.players[1].titans[0]]: 'random',
      [f.players[2].titans[0]]: 'expert',
    });
  });

  it('a lower maximum Life lowers the starting Life with it; a changed deck is passed whole', () => {
    const f = { ...initialForm(null), maxLife: 3 };
    for (const t of seatTitans(f)) expect(startLifeOf(f, t)).toBeLessThanOrEqual(3);
    const s = buildSetup({ ...f, deck: { ...DEFAULT_DECK, shield: 0 } }, 'kaldheira', asId);
    expect(s.options?.deck?.shield).toBe(0);
    expect(Object.values(s.options?.startLife ?? {}).every((l) => l! <= 3)).toBe(true);
  });

  it('Grand Slam: three boards, one lap; unchosen boards take the fallback', () => {
    const f = { ...initialForm(null), slam: true, laps: 3 };
    expect(circuitIds(f, 'moltenchest')).toEqual(['moltenchest', 'banKog', 'estengaard']);
    expect(buildSetup(f, 'moltenchest', asId).laps).toBe(1);
    expect(circuitIds({ ...f, slam: false, picked: 'banKog' }, 'moltenchest')).toEqual(['banKog']);
  });

  it('the seed is a whole number when typed, absent when empty', () => {
    expect(buildSetup({ ...initialForm(null), seed: '42' }, 'kaldheira', asId).seed).toBe(42);
    expect(buildSetup(initialForm(null), 'kaldheira', asId).seed).toBeUndefined();
  });

  it('names are cleaned; an empty one becomes "Player n"', () => {
    const f = patchPlayer(patchPlayer(initialForm(null), 0, { name: 'A\u202Eb' }), 1, { name: '  ' });
    expect(playerNames(f.players)).toEqual(['Ab', 'Player 2', 'Player 3']);
  });

  it('remembers the players for the next setup, seating every one of them', () => {
    const f = patchPlayer(changeCount(initialForm(null), 4), 3, { name: 'Dee', by: 'master' });
    rememberPlayers(f.players);
    const again = initialForm(rememberedPlayers());
    expect(again.players.map((p) => [p.name, p.by])).toEqual(f.players.map((p) => [p.name, p.by]));
    expect(seatTitans(again)).toHaveLength(4);
    localStorage.setItem(LAST_PLAYERS_KEY, '[{"name":"x","by":"wizard"},null]');
    expect(rememberedPlayers()!.map((p) => p.by)).toEqual(['person', 'person']);
    localStorage.setItem(LAST_PLAYERS_KEY, 'not json');
    expect(rememberedPlayers()).toBeNull();
  });
});
