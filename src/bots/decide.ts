// One bot decision, as the game asks for it (used by the Web Worker and by the in-thread fallback).
import type { Action, GameState, TitanId } from '../engine/types';
import { makeExpert } from './expert';
import { greedy } from './greedy';
import { randomBot } from './random';
import type { Bot, BotLevel } from './types';
import { mulberry } from '../sim/random';

/** In the game the expert is capped at 300 ms per decision (the simulator's expert is uncapped for reproducibility). */
const GAME_BOTS: Record<BotLevel, Bot> = { random: randomBot, greedy, expert: makeExpert({ budgetMs: 280 }) };

export interface DecideRequest {
  state: GameState;
  titan: TitanId;
  level: BotLevel;
  seed: number;
}

export function decideNow(req: DecideRequest): Action {
  const seat = req.state.titans.findIndex((t) => t.id === req.titan);
  if (seat < 0) throw new Error(`No Titan ${req.titan} in this game.`);
  return GAME_BOTS[req.level](req.state, seat, mulberry(req.seed));
}
