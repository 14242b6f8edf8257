// random — a uniformly random choice among legalActions (the baseline).
import { legalActions } from '../engine';
import type { Bot } from './types';

export const randomBot: Bot = (state, _seat, rand) => {
  const legal = legalActions(state);
  return legal[Math.floor(rand() * legal.length)];
};
