// Saves for the reaction-call specs (claim-reload, undo-call), built with the engine: a four-person game
// on Kaldheira with every reaction asked, played (passing every decision, other choices from a small
// seeded generator) up to the first action `stop` accepts.
import { applyAction, createGame, legalActions } from '../../src/engine';
import type { Action, GameEvent, GameState } from '../../src/engine/types';

export const CALL_SETUP = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  options: { reactions: 'always' },
};

const HIDDEN = new Set(['diceRolled', 'cardDrawn', 'deckShuffled', 'pentacleReroll', 'won', 'turnStarted']);
/** Whether these events bring out something hidden (a roll, a card, a shuffle…): undo cannot cross them. */
export const reveals = (events: GameEvent[]) => events.some((e) => HIDDEN.has(e.type));
export const playerOf = (g: GameState, seat: number) => g.players.findIndex((p) => p.includes(seat));

/** The first seed from `fromSeed` whose game reaches an action `stop` accepts, and the actions to it (included). */
export function playUntil(
  stop: (s: GameState, a: Action, next: GameState, events: GameEvent[]) => boolean,
  fromSeed = 1,
): { seed: number; actions: Action[] } {
  for (let seed = fromSeed; seed < 200; seed++) {
    const g = createGame({ ...CALL_SETUP, seed });
    if (!g.ok) continue;
    let s = g.state;
    let r = seed;
    const actions: Action[] = [];
    for (let i = 0; i < 2000 && s.winner < 0; i++) {
      const legal = legalActions(s).filter((a) => a.type !== 'reroll');
      const pass = legal.find((a) => a.type === 'decide' && a.choice === 'pass');
      r = (r * 1103515245 + 12345) % 2 ** 31;
      const a = pass ?? legal[r % legal.length];
      const next = applyAction(s, a);
      if (!next.ok) break;
      actions.push(a);
      if (stop(s, a, next.state, next.events)) return { seed, actions };
      s = next.state;
    }
  }
  throw new Error('no game reached the case');
}
