// Positions for the search bots' tests: states along a game of greedy bots, and the same public state
// with what its viewer cannot see shuffled (the others' hands, the deck order, the generator).
import { applyAction, deciderSeat, legalActions, newGame } from '../../src/engine';
import { greedy } from '../../src/bots/greedy';
import type { GameState } from '../../src/engine/types';
import { mulberry } from '../../src/engine/search';

/** States along a game of greedy bots where the decider has a real choice. */
export function positions(seed: number, every: number): GameState[] {
  let s = newGame({ circuits: ['deadMansLagoon'], titans: ['grinder', 'slaugg', 'craken', 'rassik'], seed });
  const rand = mulberry(seed);
  const out: GameState[] = [];
  for (let n = 0; s.winner < 0 && n < 400; n++) {
    if (n % every === 0 && legalActions(s).length > 1) out.push(s);
    const r = applyAction(s, greedy(s, deciderSeat(s), rand));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

/** The same public state with the hidden cards of the others, the deck order and the generator changed. */
export function reshuffled(s: GameState, viewer: number, k: number): GameState {
  const unknown = [...s.deck];
  s.titans.forEach((t, i) => i !== viewer && unknown.push(...t.hand));
  const r = mulberry(1000 + k);
  for (let i = unknown.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [unknown[i], unknown[j]] = [unknown[j], unknown[i]];
  }
  const titans = s.titans.map((t, i) =>
    i === viewer ? t : { ...t, hand: unknown.splice(0, t.hand.length) },
  );
  return { ...s, titans, deck: unknown, rng: (s.rng * 7919 + k) >>> 0 };
}
