// Bot vocabulary shared by the bots, the simulator, the Web Worker and the lab.
import type { Action, GameState } from '../engine/types';

export const BOT_LEVELS = ['random', 'greedy', 'expert', 'master'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** master's time per decision in the game, by default (Settings can change it): a decision under 1 s. */
export const DEFAULT_MASTER_MS = 800;

/** A seeded source of floats in [0, 1) (engine/rng.ts `mulberry`, through engine/search.ts): bots never call Math.random. */
export type Rand = () => number;

/**
 * A bot picks one action for `seat` (the Titan that must act now: the pending decider, else the active
 * Titan). It may read only what that Titan's player may see: public state, its own hand(s), and
 * the multiset of cards it cannot see (the deck and other hands are resampled before any lookahead).
 */
export type Bot = (state: GameState, seat: number, rand: Rand) => Action;

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}
