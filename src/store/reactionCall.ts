// The open reaction call: as at a table, nobody is asked about a reaction. When the engine waits on a
// person's reaction (R11.4), the screen says "Reaction?" and names the Titan about to lose Life; its
// player may claim it (and takes the device, privately, and may still decline), or the call goes on by
// itself after a pause — the store then sends the engine's `pass` for them. Claiming tells the table no
// more than saying "wait" does (docs/rulings.md). Bots answer their own reactions as before.
import { CARD_IDS, legalActions } from '../engine';
import type { CardId, GameState } from '../engine/types';
import type { BotSeats } from './saveFile';
import { isBotSeat } from './session';

/** The seat whose reaction is open to a claim now, or -1: a reaction pending for a person's Titan. */
export function callSeat(game: GameState | null, bots: BotSeats): number {
  const p = game?.pending;
  if (!game || !p || p.kind !== 'reaction' || game.winner >= 0) return -1;
  return isBotSeat(game, bots, p.titan) ? -1 : p.titan;
}

/** Whether the open call is on screen (a reaction waits and nobody claimed it yet). */
export function callOpen(st: { game: GameState | null; bots: BotSeats; ui: { claimed?: boolean } }): boolean {
  return callSeat(st.game, st.bots) >= 0 && !st.ui.claimed;
}

/**
 * The cards the rules let answer the reaction pending now, whoever holds what: the engine's own answers
 * for its Titan as if it held one card of every kind (never its real hand), so the call can say in public
 * terms what could answer ("Only a Shield can answer this") — the same words whatever the hands.
 */
export function answeringCards(game: GameState | null): CardId[] {
  const p = game?.pending;
  if (!game || !p || p.kind !== 'reaction') return [];
  const titans = game.titans.map((x, i) => (i === p.titan ? { ...x, hand: [...CARD_IDS] } : x));
  const cards: CardId[] = [];
  for (const a of legalActions({ ...game, titans }))
    if (a.type === 'decide' && a.choice === 'play' && a.card && !cards.includes(a.card)) cards.push(a.card);
  return cards;
}
