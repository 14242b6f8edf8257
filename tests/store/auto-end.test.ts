// @vitest-environment jsdom
// End turn pressed for the player (issue 20, store/autoEnd.ts): when only `endTurn` is left, the store
// ends the turn after a pause that follows the animation speed; any action, undo or the setting stops it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGameStore, useGame } from '../../src/store/game';
import { GameLibrary, setGameLibrary, type GameRecord } from '../../src/store/games';
import { AUTO_END_READ_MS, autoEndDelayMs, onlyEndTurn } from '../../src/store/autoEnd';
import { SPEED_MS } from '../../src/store/settings';
import { freshCollection } from '../editor/helpers';

const st = () => useGame.getState();

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setGameLibrary(new GameLibrary(freshCollection<GameRecord>()));
  resetGameStore();
  st().setSettings({ handoff: false, autoEnd: true, speed: 'normal' });
  st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 }, [
    'A',
    'B',
    'C',
  ]);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The first turn (R9.2): roll, a die, C1, the first plain move. Then only End turn is legal. */
function firstTurn(): void {
  expect(st().perform({ type: 'roll' })).toBe(true);
  expect(st().perform({ type: 'chooseDie', die: 0 })).toBe(true);
  expect(st().autoEnding).toBe(false); // a move is still to be made
  expect(st().perform({ type: 'enter', space: 'C1' })).toBe(true);
  const move = st().legal.find((a) => a.type === 'dieAction' && !a.extra)!;
  expect(st().perform(move)).toBe(true);
  expect(st().legal.map((a) => a.type)).toEqual(['endTurn']);
}

describe('auto End turn (issue 20)', () => {
  it('ends the turn after the pause, not before', () => {
    firstTurn();
    const active = st().game!.active;
    const wait = autoEndDelayMs('normal', st().anim.events);
    expect(st().autoEnding).toBe(true);
    vi.advanceTimersByTime(wait - 1);
    expect(st().game!.active).toBe(active);
    vi.advanceTimersByTime(1);
    expect(st().game!.active).not.toBe(active);
    expect(st().actions.at(-1)).toEqual({ type: 'endTurn' });
    expect(st().autoEnding).toBe(false);
  });

  it('waits for the tokens at the animation speed: longer when slow, shorter when fast', () => {
    firstTurn();
    const events = st().anim.events;
    const steps = events.filter((e) => e.type === 'moved').length;
    expect(steps).toBeGreaterThan(0);
    expect(autoEndDelayMs('slow', events)).toBe(steps * SPEED_MS.slow + AUTO_END_READ_MS.slow);
    expect(autoEndDelayMs('slow', events)).toBeGreaterThan(autoEndDelayMs('fast', events));
    expect(autoEndDelayMs('off', events)).toBe(AUTO_END_READ_MS.off);
  });

  it('undo during the pause cancels it; the setting off never ends a turn', () => {
    firstTurn();
    const active = st().game!.active;
    expect(st().undo()).toBe(true);
    expect(st().autoEnding).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(st().game!.active).toBe(active);
    st().setSettings({ autoEnd: false });
    expect(st().perform({ type: 'enter', space: 'C1' })).toBe(true);
    const move = st().legal.find((a) => a.type === 'dieAction' && !a.extra)!;
    expect(st().perform(move)).toBe(true);
    expect(st().autoEnding).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(st().game!.active).toBe(active);
  });

  it('waits for the hand-off to be dismissed, then ends', () => {
    st().setSettings({ handoff: true });
    if (st().ui.handoff !== null) st().dismissHandoff();
    firstTurn();
    const active = st().game!.active;
    st().coverTable(); // the table is left: a hand-off is asked on return
    expect(st().ui.handoff).not.toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(st().game!.active).toBe(active);
    st().dismissHandoff();
    expect(st().autoEnding).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(st().game!.active).not.toBe(active);
  });

  it('onlyEndTurn: a discard does not count, an ability or a card does', () => {
    const g = st().game!;
    expect(onlyEndTurn(g, [{ type: 'endTurn' }, { type: 'discardBonus', card: 'elixir' }])).toBe(true);
    expect(onlyEndTurn(g, [{ type: 'endTurn' }, { type: 'playBonus', card: 'elixir' }])).toBe(false);
    expect(onlyEndTurn(g, [{ type: 'endTurn' }, { type: 'ability' }])).toBe(false);
    expect(onlyEndTurn(g, [{ type: 'endTurn' }, { type: 'reroll' }])).toBe(false);
    expect(onlyEndTurn(g, [])).toBe(false);
  });
});
