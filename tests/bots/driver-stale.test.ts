import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import { createBotDriver } from '../../src/bots/driver';

const setup = (seed: number) => ({
  circuits: ['kaldheira' as const],
  titans: ['grinder' as const, 'slaugg' as const, 'craken' as const],
  seed,
});

describe('bot driver: a new game while an answer waits', () => {
  it('drops the stale answer and asks about the new game at once', async () => {
    let state: GameState = newGame(setup(1));
    let busy = true;
    const asked: GameState[] = [];
    const played: Action[] = [];
    const driver = createBotDriver({
      getState: () => state,
      botFor: () => 'random',
      perform: (a) => played.push(a),
      isBusy: () => busy,
      choose: async (s) => {
        asked.push(s);
        return { type: 'roll' };
      },
    });
    driver.poke();
    await new Promise((r) => setTimeout(r, 10));
    // The answer for game 1 is ready but the page is busy; then a new game starts.
    state = newGame(setup(2));
    driver.poke();
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBe(state);
    busy = false;
    await new Promise((r) => setTimeout(r, 80));
    expect(played).toEqual([{ type: 'roll' }]);
    driver.stop();
  });
});
