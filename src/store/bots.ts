// The bots as an effect of the store, beside saving (library.ts) and the automatic End turn (autoEnd.ts):
// while a table is attached (the play screen shows the game), whenever the state says a bot decides, the
// bot driver (bots/driver.ts) asks the bot client for its action and performs it through the store's
// perform(), so a bot's turn has the same animations, log, autosave and undo barriers as a person's. It
// waits while the page still shows the last action (`animating`) or a hand-off screen, plays at a pace
// set by the animation speed, asks one question at a time, and aborts it on undo, a new game or leaving.
import type { StoreApi } from 'zustand';
import type { chooseAction } from '../bots/client';
import { createBotDriver, type BotDriver } from '../bots/driver';
import { problem } from '../i18n/errors';
import { titanName } from './names';
import { SPEED_MS, type Speed } from './settings';
import type { GameStore, GameIntents } from './storeTypes';

/** The pause before a bot's action is played: twice a step of the animation (none at speed "off"). */
export function botPaceMs(speed: Speed): number {
  return SPEED_MS[speed] * 2;
}

type BotIntents = Pick<GameIntents, 'attachTable' | 'setAnimating' | 'retryBots'>;

/** The bot worker's client, loaded with the first bot question (the home page never needs it). */
const workerChoose: typeof chooseAction = (...args) =>
  import('../bots/client').then((m) => m.chooseAction(...args));

/** The store's bot effect and its intents; `choose` is the bot client (a fake in tests). */
export function botIntents(api: StoreApi<GameStore>, choose: typeof chooseAction = workerChoose): BotIntents {
  const { getState: get, setState: set } = api;
  let driver: BotDriver | null = null;

  function attachTable(): () => void {
    driver?.stop();
    const mine = createBotDriver({
      getState: () => get().game,
      botFor: (titan) => get().bots[titan] ?? null,
      perform: (action) => {
        get().perform(action);
      },
      isBusy: () => get().animating || get().ui.handoff !== null,
      delayMs: () => botPaceMs(get().settings.speed),
      masterMs: () => get().settings.masterMs,
      choose,
      onError: (f, stopped) => {
        const params = { level: f.level, titan: titanName(f.titan), failures: f.failures, why: f.why };
        set({
          error: problem(stopped ? 'botsStopped' : 'botFailed', params),
          ...(stopped && { botsHalted: true }),
        });
      },
    });
    driver = mine;
    // Every change of the store may be the bots' turn, or the end of what they wait for.
    const unsubscribe = api.subscribe(() => mine.poke());
    mine.poke();
    return () => {
      unsubscribe();
      mine.stop();
      if (driver !== mine) return;
      driver = null;
      set({ botsHalted: false, animating: false });
    };
  }

  return {
    attachTable,
    setAnimating(on: boolean) {
      if (get().animating !== on) set({ animating: on });
    },
    retryBots() {
      set({ botsHalted: false, error: null });
      driver?.retry();
    },
  };
}
