// The design of a batch: who sits where in game k, which batches a report plays, and game k's setup.
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import { DEFAULT_DECK } from '../../engine/data';
import { CARD_IDS, type CardId, type GameSetup, type TitanId } from '../../engine/types';
import { gameSeed } from '../batch';
import type { BalanceConfig, JobId } from './config';

export const n = (cfg: { titans: unknown[] }): number => cfg.titans.length;

/** Games per complete rotation: n with one bot level, n² with several. */
export function blockSize(cfg: Pick<BalanceConfig, 'titans' | 'bots'>): number {
  const k = n(cfg);
  return new Set(cfg.bots).size > 1 ? k * k : k;
}

/** `games` rounded up to whole rotations, so each Titan plays each position equally often. */
export function roundGames(cfg: Pick<BalanceConfig, 'titans' | 'bots'>, games: number): number {
  const b = blockSize(cfg);
  return Math.max(b, Math.ceil(games / b) * b);
}

/** Titans and bots by turn position (0 = first player) in game k. */
export function seating(
  cfg: Pick<BalanceConfig, 'titans' | 'bots'>,
  k: number,
): { titans: TitanId[]; bots: BotLevel[]; shift: number } {
  const m = n(cfg);
  const r = k % m;
  const q = Math.floor(k / m) % m;
  return {
    titans: cfg.titans.map((_, p) => cfg.titans[(p + r) % m]),
    bots: cfg.bots.map((_, p) => cfg.bots[(p + q) % m]),
    shift: r,
  };
}

/** Turn position (0 = first) of the Titan with index i (in cfg.titans) in game k. */
export function positionOf(cfg: Pick<BalanceConfig, 'titans'>, i: number, k: number): number {
  const m = n(cfg);
  return (((i - (k % m)) % m) + m) % m;
}

/** The Titan (index in cfg.titans) restricted in game k of a card batch: each Titan once per position every n² games. */
export function cardRestricted(cfg: Pick<BalanceConfig, 'titans'>, k: number): number {
  const m = n(cfg);
  return ((k % m) + Math.floor(k / m)) % m;
}

/** The cards in the deck (R11.3, or the house deck) that a hand can hold. */
export function deckCards(cfg: Pick<BalanceConfig, 'options'>): CardId[] {
  if (cfg.options?.handSize === 0) return [];
  const deck = cfg.options?.deck ?? DEFAULT_DECK;
  return CARD_IDS.filter((c) => (deck[c] ?? 0) > 0);
}

/** The strongest level among the report's bots (BOT_LEVELS order): the skilled seat of the skill batch. */
export function skillLevel(cfg: Pick<BalanceConfig, 'bots'>): BotLevel {
  return cfg.bots.reduce((a, b) => (BOT_LEVELS.indexOf(b) > BOT_LEVELS.indexOf(a) ? b : a), 'random');
}

/** The batches of a report: free play first, then one per restricted ability and card, then the skill
 * batch (when some level is stronger than random). */
export function balanceJobs(cfg: BalanceConfig): JobId[] {
  const jobs: JobId[] = ['base'];
  if (cfg.abilities !== false) for (const t of cfg.titans) jobs.push(`ability:${t}`);
  if (cfg.cards !== false) for (const c of deckCards(cfg)) jobs.push(`card:${c}`);
  if (cfg.skill !== false && skillLevel(cfg) !== 'random') jobs.push('skill');
  return jobs;
}

/** The engine setup of game k (the same for every batch: restricted play changes only the bots). */
export function balanceSetup(cfg: BalanceConfig, k: number): GameSetup {
  const { titans } = seating(cfg, k);
  const setup: GameSetup = { circuits: cfg.circuits, titans, seed: gameSeed(cfg.seed, k), first: titans[0] };
  if (cfg.laps !== undefined) setup.laps = cfg.laps;
  if (cfg.options) setup.options = cfg.options;
  if (cfg.teams) setup.teams = cfg.teams;
  return setup;
}
