import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { createBotDriver } from '../../src/bots/driver';

describe('bot driver (the store-independent loop that plays bot seats)', () => {
  it('plays an all-bot game to the winner through perform()', async () => {
    let state: GameState = newGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 8,
    });
    let performed = 0;
    const done = new Promise<void>((resolve, reject) => {
      const driver = createBotDriver({
        getState: () => state,
        botFor: (t) => (t === 'craken' ? 'random' : 'greedy'),
        perform: (a) => {
          const r = applyAction(state, a);
          if (!r.ok) return reject(new Error(r.error.message));
          state = r.state;
          performed++;
          if (state.winner >= 0) resolve();
          else queueMicrotask(() => driver.poke());
        },
        onError: (m) => reject(new Error(m)),
      });
      driver.poke();
    });
    await done;
    expect(state.winner).toBeGreaterThanOrEqual(0);
    expect(performed).toBeGreaterThan(50);
  });

  it('leaves human seats alone and drops a stale answer', async () => {
    let state: GameState = newGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 8,
    });
    const played: string[] = [];
    const driver = createBotDriver({
      getState: () => state,
      botFor: () => null,
      perform: (a) => played.push(a.type),
    });
    driver.poke();
    await new Promise((r) => setTimeout(r, 20));
    expect(played).toEqual([]);
    const d2 = createBotDriver({
      getState: () => state,
      botFor: () => 'greedy',
      perform: (a) => played.push(a.type),
      choose: async () => {
        state = { ...state }; // the game moved on (e.g. undo) while the bot thought
        return { type: 'roll' };
      },
    });
    d2.poke();
    await new Promise((r) => setTimeout(r, 20));
    expect(played).toEqual([]);
  });
});
