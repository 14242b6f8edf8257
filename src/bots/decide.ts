// One bot decision, as the game asks for it (used by the Web Worker and by the in-thread fallback).
import type { Action, GameState, TitanId } from '../engine/types';
import { makeExpert } from './expert';
import { greedy } from './greedy';
import { makeMaster } from './master';
import { randomBot } from './random';
import { DEFAULT_MASTER_MS, type Bot, type BotLevel } from './types';
import { mulberry } from '../engine/search';

/** In the game the expert is capped at 300 ms per decision and master searches for a time (Settings);
 * the simulator's bots have fixed budgets for reproducibility. */
const GAME_BOTS: Record<Exclude<BotLevel, 'master'>, Bot> = {
  random: randomBot,
  greedy,
  expert: makeExpert({ budgetMs: 280 }),
};
/** In the game master may race its candidates on up to this many worlds (the lab's 100), within its time. */
const GAME_WORLDS = 400;
const masters = new Map<number, Bot>();
function masterFor(ms: number): Bot {
  let b = masters.get(ms);
  if (!b) masters.set(ms, (b = makeMaster({ timeMs: ms, flatWorlds: GAME_WORLDS })));
  return b;
}

export interface DecideRequest {
  state: GameState;
  titan: TitanId;
  level: BotLevel;
  seed: number;
  /** master's time per decision in ms (default DEFAULT_MASTER_MS). */
  masterMs?: number;
}

export function decideNow(req: DecideRequest): Action {
  const seat = req.state.titans.findIndex((t) => t.id === req.titan);
  if (seat < 0) throw new Error(`No Titan ${req.titan} in this game.`);
  const bot =
    req.level === 'master'
      ? masterFor(clampMasterMs(req.masterMs ?? DEFAULT_MASTER_MS))
      : GAME_BOTS[req.level];
  return bot(req.state, seat, mulberry(req.seed));
}

/** master's time per decision, kept between 50 ms and 10 s whatever a caller sends. */
function clampMasterMs(ms: number): number {
  return Number.isFinite(ms) ? Math.min(10_000, Math.max(50, Math.round(ms))) : DEFAULT_MASTER_MS;
}
