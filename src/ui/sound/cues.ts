// Which sound each event of an action makes, and when. Pure: the events of the store's
// `anim` in, a list of named sounds with their times out; the player (player.ts) schedules them.
import type { GameEvent } from '../../engine/types';

export type SoundName = 'roll' | 'step' | 'push' | 'trap' | 'lava' | 'knockout' | 'lap' | 'win';
export const SOUND_NAMES: SoundName[] = ['roll', 'step', 'push', 'trap', 'lava', 'knockout', 'lap', 'win'];

export interface Cue {
  name: SoundName;
  /** Milliseconds after the action. */
  at: number;
}

/** With no animation (speed off, reduced motion) the sounds of an action still follow each other. */
export const GAP_MS = 90;
/** useAnimatedTokens shows the first move this long after the action, then one every stepMs. */
const FIRST_MOVE_MS = 20;

/**
 * The sounds of an action's events, timed with the tokens' animation: each move when its token moves,
 * what follows a move (a trap, lava, a knock-out, a lap, the win) with it. One sound of a kind at a time.
 */
export function soundCues(events: readonly GameEvent[], stepMs: number): Cue[] {
  const out: Cue[] = [];
  let moves = 0;
  let at = 0;
  const add = (name: SoundName) => {
    if (!out.some((c) => c.name === name && c.at === at)) out.push({ name, at });
  };
  for (const e of events) {
    switch (e.type) {
      case 'diceRolled':
      case 'pentacleReroll':
        add('roll');
        break;
      case 'moved':
        at = stepMs > 0 ? FIRST_MOVE_MS + moves * stepMs : moves * GAP_MS;
        moves++;
        add(e.cause === 'push' ? 'push' : 'step');
        break;
      case 'trapSprung':
        add('trap');
        break;
      case 'lifeLost':
        if (e.cause === 'trap') add('trap');
        else if (e.cause === 'lava') add('lava');
        break;
      case 'knockedOut':
        add('knockout');
        break;
      case 'lap':
        add('lap');
        break;
      case 'won':
        add('win');
        break;
    }
  }
  return out;
}
