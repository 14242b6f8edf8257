// Plays the bot seats of the game in the store (docs/lab.md, "Bots in the game"): the bot driver asks the
// bot worker for the decider's action and performs it through the store's perform(), so a bot's turn has
// the same animations, log, autosave and undo barriers as a person's. It waits while tokens move or a
// hand-off screen shows, and plays at a pace set by the animation speed.
import { useEffect, useRef, useState } from 'react';
import { createBotDriver } from '../../bots/driver';
import { SPEED_MS, useGame, type Speed } from '../../store/game';

/** The pause before a bot's action is played: twice a step of the animation (none at speed "off"). */
function botPaceMs(speed: Speed): number {
  return SPEED_MS[speed] * 2;
}

/** Plays the bots; `halted` once the driver gave up after repeated errors, until `retry()`. */
export function useBotDriver(animating: boolean): { halted: boolean; retry: () => void } {
  const busy = useRef(animating);
  const [halted, setHalted] = useState(false);
  const driverRef = useRef<ReturnType<typeof createBotDriver> | null>(null);
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
      onError: (message, stopped) => {
        useGame.getState().setError(message);
        if (stopped) setHalted(true);
      },
    });
    driverRef.current = driver;
    const unsubscribe = useGame.subscribe(() => driver.poke());
    driver.poke();
    return () => {
      unsubscribe();
      driver.stop();
      driverRef.current = null;
    };
  }, []);
  const retry = () => {
    setHalted(false);
    useGame.getState().setError(null);
    driverRef.current?.retry();
  };
  return { halted, retry };
}
