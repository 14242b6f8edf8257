// The bots: `random`, `greedy` (one-ply heuristic), `expert` (determinised look-ahead through the
// draft and the opponents' replies, on greedy's heuristic) and `master` (information-set Monte Carlo
// tree search, an independent family). See docs/lab.md for what each does.
import { expert } from './expert';
import { greedy } from './greedy';
import { master } from './master';
import { randomBot } from './random';
import type { Bot, BotLevel } from './types';

export const BOTS: Record<BotLevel, Bot> = { random: randomBot, greedy, expert, master };

export function botFor(level: BotLevel): Bot {
  return BOTS[level];
}
