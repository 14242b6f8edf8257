import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { backoffMs, createBotDriver, MAX_FAILURES, type BotFailure } from '../../src/bots/driver';

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
        onError: (f) => reject(new Error(f.why)),
      });
      driver.poke();
    });
    await done;
    expect(state.winner).toBeGreaterThanOrEqual(0);
    expect(performed).toBeGreaterThan(50);
  });

  it("passes master's time per decision (Settings) to the bot", async () => {
    const state: GameState = newGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 8,
    });
    const asked: unknown[] = [];
    const driver = createBotDriver({
      getState: () => state,
      botFor: () => 'master',
      perform: () => {},
      masterMs: () => 1500,
      choose: async (_s, _t, level, opts) => {
        asked.push([level, opts]);
        return { type: 'roll' };
      },
    });
    driver.poke();
    await new Promise((r) => setTimeout(r, 20));
    driver.stop();
    expect(asked).toEqual([['master', expect.objectContaining({ masterMs: 1500 })]]);
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

/** Resolve once `cond` holds (checked every 10 ms); fail after 20 s. */
async function until(cond: () => boolean, ms = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('bot driver failures (issue 10: never a busy loop)', () => {
  it('backs off after a failure, stops after MAX_FAILURES in a row, and starts again on retry()', async () => {
    const state: GameState = newGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 8,
    });
    let asks = 0;
    const errors: [BotFailure, boolean][] = [];
    const times: number[] = [];
    const driver = createBotDriver({
      getState: () => state,
      botFor: () => 'greedy',
      perform: () => {},
      onError: (m, halted) => {
        errors.push([m, halted]);
        driver.poke(); // the store re-renders and pokes on every change, the error message included
      },
      choose: async () => {
        asks++;
        times.push(Date.now());
        throw new Error('worker crashed');
      },
    });
    driver.poke();
    // Waited for, not slept on: the three asks take 750 ms of back-off here, longer on a loaded machine.
    await until(() => driver.halted);
    expect(asks).toBe(MAX_FAILURES);
    expect(errors.map(([, h]) => h)).toEqual([false, false, true]);
    expect(errors[2][0]).toMatchObject({ level: 'greedy', failures: MAX_FAILURES, why: 'worker crashed' });
    expect(driver.halted).toBe(true);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(backoffMs(1) - 5);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(backoffMs(2) - 5);
    driver.poke();
    await new Promise((r) => setTimeout(r, 50));
    expect(asks).toBe(MAX_FAILURES);
    driver.retry();
    await until(() => asks > MAX_FAILURES);
    expect(asks).toBe(MAX_FAILURES + 1);
    driver.stop();
  });
});
