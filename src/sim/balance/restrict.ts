// Restricted play (Jaffe et al. 2012): what the restricted Titan's bot may not do, and the check of
// the engine's events afterwards. The restriction lives in the driver, not the engine.
import type { Action, CardId, GameEvent, GameState, TitanId } from '../../engine/types';
import type { BalanceConfig, JobId } from './config';
import { cardRestricted, positionOf } from './seating';

export interface Restriction {
  /** Seat (turn position) of the restricted Titan in this game, or -1. */
  seat: number;
  ability: boolean;
  card: CardId | null;
}

export function restrictionOf(cfg: BalanceConfig, job: JobId, k: number): Restriction {
  if (job.startsWith('ability:')) {
    const i = cfg.titans.indexOf(job.slice(8) as TitanId);
    return { seat: positionOf(cfg, i, k), ability: true, card: null };
  }
  if (job === 'skill') {
    // Not a restriction: the seat played by the skilled bot (see play.ts), rotating like a card's.
    return { seat: positionOf(cfg, cardRestricted(cfg, k), k), ability: false, card: null };
  }
  if (job.startsWith('card:')) {
    const i = cardRestricted(cfg, k);
    return { seat: positionOf(cfg, i, k), ability: false, card: job.slice(5) as CardId };
  }
  return { seat: -1, ability: false, card: null };
}

/** What the restricted Titan's bot is shown: its ability used this turn (R10: once per turn). For a card,
 * the view without the card in hand is only the fallback used when the bot, shown the real position,
 * chose to play it (play.ts): the Titan keeps seeing and holding it (issue 21). */
export function restrictedView(s: GameState, r: Restriction): GameState {
  const T = s.titans[r.seat];
  if (r.ability) {
    if (T.abilityUsed) return s;
    const titans = s.titans.slice();
    titans[r.seat] = { ...T, abilityUsed: true };
    return { ...s, titans };
  }
  const card = r.card!;
  // A pirate attack may still take the card (discarding is not playing it, R7.2).
  if (!T.hand.includes(card) || s.pending?.kind === 'pirates') return s;
  const hand = T.hand.filter((c) => c !== card);
  const titans = s.titans.slice();
  titans[r.seat] = { ...T, hand };
  // The card goes to the view's discard pile, so the cards the bot cannot see add up as before.
  return { ...s, titans, discard: [...s.discard, ...T.hand.filter((c) => c === card)] };
}

export function forbidden(a: Action, r: Restriction): boolean {
  if (r.ability) return a.type === 'ability';
  if (a.type === 'playBonus') return a.card === r.card;
  if (a.type === 'decide') return a.choice === 'play' && a.card === r.card;
  return false;
}

/** Forbidden uses by the restricted Titan among an action's events (Mimicry borrowing another's ability is allowed). */
export function countForbidden(events: readonly GameEvent[], titan: TitanId, r: Restriction): number {
  let k = 0;
  for (const e of events) {
    if (r.ability && e.type === 'abilityUsed' && e.titan === titan && !e.as) k++;
    else if (r.card && e.type === 'cardPlayed' && e.titan === titan && e.card === r.card) k++;
  }
  return k;
}
