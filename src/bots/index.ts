// The bots: `random`, `greedy` (one-ply heuristic) and `expert` (determinised look-ahead through the
// draft and the opponents' replies). See docs/lab.md for what each does.
import { expert } from './expert';
import { greedy } from './greedy';
import { randomBot } from './random';
import type { Bot, BotLevel } from './types';

export const BOTS: Record<BotLevel, Bot> = { random: randomBot, greedy, expert };

export function botFor(level: BotLevel): Bot {
  return BOTS[level];
}

export { BOT_LEVELS, deciderSeat, isBotLevel, type Bot, type BotLevel, type Rand } from './types';
export { evaluate, DEFAULT_WEIGHTS, type Weights } from './heuristic';
export { determinise } from './view';
