// @vitest-environment jsdom
// The bots as an effect of the store (store/bots.ts), with no React: while a table is attached, a state
// in which a bot decides makes the store ask the bot client, wait out the pace and the page's animation,
// and perform the answer; one question at a time, aborted by undo, a new game or leaving.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { botDecides, createGameStore } from '../../src/store/game';
import { GameLibrary } from '../../src/store/games';
import { botPaceMs } from '../../src/store/bots';
import { decideNow } from '../../src/bots/decide';
import type { chooseAction, ChooseOptions } from '../../src/bots/client';
import type { Action, GameSetup, GameState, TitanId } from '../../src/engine/types';
import type { BotLevel } from '../../src/bots/types';
import { freshCollection, tabStorage } from '../editor/helpers';

const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  laps: 1,
};
const ALL_BOTS = { grinder: 'greedy', slaugg: 'greedy', craken: 'greedy' } as const;

interface Call {
  state: GameState;
  titan: TitanId;
  level: BotLevel;
  opts: ChooseOptions;
  /** Answer the question (default: what greedy would play). */
  answer(action?: Action): void;
}

/** A bot client under the test's control: every question waits until the test answers it. */
function fakeBots() {
  const calls: Call[] = [];
  let inFlight = 0;
  let most = 0;
  const choose: typeof chooseAction = (state, titan, level, opts = {}) =>
    new Promise<Action>((resolve, reject) => {
      inFlight++;
      most = Math.max(most, inFlight);
      let settled = false;
      const settle = () => {
        if (!settled) inFlight--;
        settled = true;
      };
      opts.signal?.addEventListener('abort', () => {
        settle();
        reject(new DOMException('Bot decision aborted', 'AbortError'));
      });
      calls.push({
        state,
        titan,
        level,
        opts,
        answer: (action = decideNow({ state, titan, level: 'greedy', seed: 1 })) => {
          settle();
          resolve(action);
        },
      });
    });
  return { calls, choose, most: () => most, inFlight: () => inFlight };
}

function table(speed: 'off' | 'normal' = 'normal') {
  const bots = fakeBots();
  const s = createGameStore({
    library: () => new GameLibrary(freshCollection()),
    tabStorage: () => tabStorage() as unknown as Storage,
    choose: bots.choose,
  });
  s.getState().setSettings({ speed, handoff: false, masterMs: 1200 });
  return { s, st: () => s.getState(), bots };
}

/** Let the answers' promises settle and the fake clock run `ms`. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the store plays its bots as an effect', () => {
  it('asks only while a table is attached, and plays a bot’s action after the pace (no React)', async () => {
    const { st, bots } = table('normal');
    st().newGame(SETUP, undefined, ALL_BOTS);
    await advance(5000);
    expect(bots.calls).toHaveLength(0); // no table: nobody asks
    const detach = st().attachTable();
    expect(bots.calls).toHaveLength(1);
    const [q] = bots.calls;
    expect(q.titan).toBe(st().summary!.pending?.titan ?? st().summary!.active);
    expect(q.level).toBe('greedy');
    expect(q.opts.masterMs).toBe(1200); // master's time per decision, from Settings
    q.answer();
    const pace = botPaceMs('normal');
    expect(pace).toBeGreaterThan(0);
    await advance(pace - 1);
    expect(st().actions).toHaveLength(0); // the think time is honoured
    await advance(1);
    expect(st().actions).toHaveLength(1);
    // The next state is asked about at once, still one question.
    expect(bots.calls).toHaveLength(2);
    detach();
    expect(bots.calls[1].opts.signal?.aborted).toBe(true);
  });

  it('waits for the page’s animation before the next bot action', async () => {
    const { st, bots } = table('off');
    const detach = st().attachTable();
    st().newGame(SETUP, undefined, ALL_BOTS);
    st().setAnimating(true);
    bots.calls[0].answer();
    await advance(1000);
    expect(st().actions).toHaveLength(0); // still animating: held
    st().setAnimating(false);
    await advance(0);
    expect(st().actions).toHaveLength(1);
    detach();
  });

  it('plays several bot actions in a row, one question at a time', async () => {
    const { st, bots } = table('off');
    const detach = st().attachTable();
    st().newGame(SETUP, undefined, ALL_BOTS);
    for (let i = 0; i < 20; i++) {
      expect(bots.inFlight()).toBe(1);
      bots.calls[bots.calls.length - 1].answer();
      await advance(0);
    }
    expect(st().actions).toHaveLength(20);
    expect(bots.most()).toBe(1);
    // Changes that are not a new state of the game ask nothing more.
    const asked = bots.calls.length;
    st().setSettings({ speed: 'fast' });
    st().setAnimating(true);
    st().setAnimating(false);
    expect(bots.calls).toHaveLength(asked);
    detach();
  });

  it('a new game aborts the question under way before asking about the new game', async () => {
    const { st, bots } = table('off');
    const detach = st().attachTable();
    st().newGame(SETUP, undefined, ALL_BOTS);
    const first = bots.calls[0];
    st().newGame({ ...SETUP, seed: 8 }, undefined, ALL_BOTS);
    expect(first.opts.signal?.aborted).toBe(true);
    expect(bots.calls).toHaveLength(2);
    expect(bots.most()).toBe(1);
    first.answer(); // a late answer to the old game is dropped
    await advance(0);
    expect(st().actions).toHaveLength(0);
    detach();
  });

  it('a refused undo keeps the bot’s question; a new state of the game aborts it', async () => {
    const { st, bots } = table('off');
    // Grinder is a person, the others bots: the person's moves are played here, the bots' by the effect.
    const detach = st().attachTable();
    st().newGame(SETUP, undefined, { slaugg: 'greedy', craken: 'greedy' });
    for (let i = 0; i < 400 && !(st().actions.length > 3 && botDecides(st())); i++) {
      if (botDecides(st())) bots.calls[bots.calls.length - 1].answer();
      else if (!st().legal.length)
        st().letReactionGo(); // an open reaction call: nobody claims it
      else {
        const titan = st().summary!.pending?.titan ?? st().summary!.active;
        st().perform(decideNow({ state: st().game!, titan, level: 'greedy', seed: 1 }));
      }
      await advance(0);
    }
    expect(botDecides(st())).toBe(true);
    const q = bots.calls[bots.calls.length - 1];
    expect(q.opts.signal?.aborted).toBe(false);
    // The turn passed to a bot: undo is refused (R9.2 barrier), the state stays, and so does the question.
    const before = st().game;
    if (!st().undo()) {
      expect(st().game).toBe(before);
      expect(q.opts.signal?.aborted).toBe(false);
      expect(bots.calls[bots.calls.length - 1]).toBe(q);
    }
    // Undo is the reducer's new state like any other: the store replaces the game, the question goes.
    st().newGame(SETUP, undefined, { slaugg: 'greedy', craken: 'greedy' });
    expect(q.opts.signal?.aborted).toBe(true);
    q.answer();
    await advance(100);
    expect(bots.most()).toBe(1);
    detach();
  });

  it('leaving aborts the question; a bot that keeps failing halts until retryBots()', async () => {
    const { st, bots } = table('off');
    const detach = st().attachTable();
    st().newGame(SETUP, undefined, ALL_BOTS);
    st().leave();
    expect(bots.calls[0].opts.signal?.aborted).toBe(true);
    detach();

    const failing = createGameStore({
      library: () => new GameLibrary(freshCollection()),
      tabStorage: () => tabStorage() as unknown as Storage,
      choose: () => Promise.reject(new Error('worker died')),
    });
    const f = () => failing.getState();
    f().setSettings({ speed: 'off', handoff: false });
    const off = f().attachTable();
    f().newGame(SETUP, undefined, ALL_BOTS);
    await advance(0);
    expect(f().error).toMatchObject({ code: 'botFailed', params: { failures: 1, why: 'worker died' } });
    await advance(10_000);
    expect(f().botsHalted).toBe(true);
    expect(f().error).toMatchObject({ code: 'botsStopped' });
    f().retryBots();
    expect(f().botsHalted).toBe(false);
    off();
  });
});
