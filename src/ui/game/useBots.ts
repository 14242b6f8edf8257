// Plays the bot seats of the game in the store (docs/lab.md, "Bots in the game"): the bot driver asks the
// bot worker for the decider's action and performs it through the store's perform(), so a bot's turn has
// the same animations, log, autosave and undo barriers as a person's. It waits while tokens move or a
// hand-off screen shows, and plays at a pace set by the animation speed.
import { useEffect, useRef } from 'react';
import { createBotDriver } from '../../bots/driver';
import { SPEED_MS, useGame, type Speed } from '../../store/game';

/** The pause before a bot's action is played: twice a step of the animation (none at speed "off"). */
export function botPaceMs(speed: Speed): number {
  return SPEED_MS[speed] * 2;
}

export function useBotDriver(animating: boolean): void {
  const busy = useRef(animating);
  useEffect(() => {
    busy.current = animating;
  }, [animating]);
  useEffect(() => {
    const driver = createBotDriver({
      getState: () => useGame.getState().game,
      botFor: (titan) => useGame.getState().bots[titan] ?? null,
      perform: (action) => {
        useGame.getState().perform(action);
      },
      isBusy: () => busy.current || useGame.getState().ui.handoff !== null,
      delayMs: () => botPaceMs(useGame.getState().settings.speed),
      masterMs: () => useGame.getState().settings.masterMs,
      onError: (message) => useGame.getState().setError(message),
    });
    const unsubscribe = useGame.subscribe(() => driver.poke());
    driver.poke();
    return () => {
      unsubscribe();
      driver.stop();
    };
  }, []);
}
