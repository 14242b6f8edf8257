// Seeded randomness (mulberry32). Its whole state is one uint32 kept in GameState.rng, so a saved or
// cloned state continues with exactly the same rolls and shuffles on every machine.
import type { Face, GameState } from './types';
import { FACES } from './types';

/** mulberry32's output for the advanced state `a`: a float in [0, 1). */
function mix(a: number): number {
  a = Math.imul(a ^ (a >>> 15), a | 1);
  a ^= a + Math.imul(a ^ (a >>> 7), a | 61);
  return ((a ^ (a >>> 14)) >>> 0) / 4294967296;
}

/** Advance the generator; returns a float in [0, 1). */
function nextFloat(state: GameState): number {
  const a = (state.rng + 0x6d2b79f5) | 0;
  state.rng = a >>> 0;
  return mix(a);
}

/**
 * The same generator for drivers outside a game (bots' sampling, the simulator, the bench, tests): its
 * state is held by the returned function instead of a GameState. The only PRNG of the project.
 */
export function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    return mix(a);
  };
}

function nextInt(state: GameState, n: number): number {
  return Math.floor(nextFloat(state) * n);
}

/** One die roll (R4.1): forced results first (setup/scenario `rolls`, O(1) each), then the generator. */
export function rollFace(state: GameState): Face {
  if (state.forcedAt < state.forcedRolls.length) return state.forcedRolls[state.forcedAt++];
  return FACES[nextInt(state, 6)];
}

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(state: GameState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(state, i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
}

/** A seed for a game that did not name one. Not Math.random: crypto where the platform has it. */
export function freshSeed(): number {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint32Array) => Uint32Array } }).crypto;
  if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0];
  return 0x2545f491;
}
