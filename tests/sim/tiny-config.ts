// A balance configuration small enough to write its games' results by hand: three Titans, six games,
// nothing forbidden (the comparison tests build runs from it with chosen winners).
import type { BalanceConfig } from '../../src/sim/balance';

export const TINY_CONFIG: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'greedy', 'greedy'],
  games: 6,
  seed: 1,
  abilities: false,
  cards: false,
};
