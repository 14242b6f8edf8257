// Decisions asked in the middle of resolving (engine contract: `pending`, answered by `decide`). One row
// per kind: what it offers (legalActions) and how an answer applies. The interrupted work waits on the
// stack and resumes after the answer.
import { CARD_NAME, TITAN_NAME } from './data';
import { refusal, type EngineError } from './errors';
import { decideMove, D_DISCARD, D_LIFE, D_PASS, D_PLAY, moveAction } from './moves';
import { discardFromHand, type Ctx } from './state';
import type { Action, GameState, PendingKind, PendingState, ReactionMode } from './types';

interface DecisionKind {
  /** The answers offered (moves.ts codes) from out[n]; returns the new n. */
  offers(s: GameState, p: PendingState, out: number[], n: number): number;
  answer(c: Ctx, p: PendingState, a: Record<string, unknown>): EngineError | null;
}

/**
 * R11.4: is a Titan holding `cards` cards (`holdsShield`: one a Shield) asked about a reaction (before a Life
 * loss), under the table's mode? Predictions track no hand list, so the hand comes as these two facts.
 * `eligible`: only a holder of a Shield. `always`: every card holder — a Titan with an empty hand is never
 * asked, since hand counts are public and asking it would only cost the table a hand-off
 * (docs/rulings.md). `never`: nobody. The turn-state conditions (round 1, own card played) are the caller's.
 */
export function asksWith(mode: ReactionMode, cards: number, holdsShield: boolean): boolean {
  if (mode === 'never') return false;
  return mode === 'always' ? cards > 0 : holdsShield;
}

const DECISIONS: Record<PendingKind, DecisionKind> = {
  /** R7.2: discard one Bonus card or lose 1 Life. */
  pirates: {
    offers(s, p, out, n) {
      out[n++] = decideMove(D_LIFE, null);
      const hand = s.titans[p.titan].hand;
      for (let h = 0; h < hand.length; h++)
        if (hand.indexOf(hand[h]) === h) out[n++] = decideMove(D_DISCARD, hand[h]); // each card once
      return n;
    },
    answer(c, p, a) {
      const s = c.s;
      const T = s.titans[p.titan];
      if (a.choice === 'life') {
        if (a.card !== undefined)
          return refusal('piratesLifeNamesNoCard', 'Losing 1 Life to the pirates names no card.');
        s.pending = null;
        if (c.log) c.ev.push({ type: 'pirates', titan: T.id, choice: 'life' });
        s.stack.push({ k: 'damage', titan: p.titan, cause: 'pirates', by: -1, asked: false, drain: -1 });
        return null;
      }
      if (a.choice === 'discard') {
        const i = T.hand.indexOf(a.card as never);
        if (i < 0)
          return refusal(
            'discardNotHeld',
            `Discard a card ${TITAN_NAME[T.id]} holds: ${T.hand.map((x) => CARD_NAME[x]).join(', ')}.`,
            { titan: T.id },
          );
        s.pending = null;
        const card = discardFromHand(c, p.titan, i);
        if (c.log) c.ev.push({ type: 'pirates', titan: T.id, choice: 'discard' });
        if (c.log) c.ev.push({ type: 'cardDiscarded', titan: T.id, card });
        return null;
      }
      return refusal('piratesChoice', "The pirates want a card ('discard' with a card) or 1 Life ('life').");
    },
  },
  /** R11.3/R11.4: play a Shield against the 1 Life loss waiting on the stack, or pass. */
  reaction: {
    offers(s, p, out, n) {
      out[n++] = decideMove(D_PASS, null);
      if (s.titans[p.titan].hand.includes('shield')) out[n++] = decideMove(D_PLAY, 'shield');
      return n;
    },
    answer(c, p, a) {
      const s = c.s;
      const T = s.titans[p.titan];
      if (a.choice === 'pass') {
        if (a.card !== undefined) return refusal('passNamesNoCard', 'Passing plays no card.');
        s.pending = null;
        return null;
      }
      if (a.choice !== 'play' || a.card !== 'shield')
        return refusal('reactionChoice', "Answer a reaction with 'play' and card 'shield', or 'pass'.");
      const i = T.hand.indexOf('shield');
      if (i < 0) return refusal('noShield', `${TITAN_NAME[T.id]} holds no Shield.`, { titan: T.id });
      const top = s.stack[s.stack.length - 1];
      if (!top || top.k !== 'damage' || top.titan !== p.titan)
        return refusal('noLossWaiting', 'No Life loss is waiting for a Shield.');
      s.stack.pop();
      discardFromHand(c, p.titan, i);
      if (p.titan === s.active) s.turn.cardPlayed = true; // a reaction on one's own turn is that turn's card
      s.pending = null;
      if (c.log) c.ev.push({ type: 'cardPlayed', titan: T.id, card: 'shield' });
      if (c.log) c.ev.push({ type: 'shielded', titan: T.id, cause: top.cause });
      return null;
    },
  },
};

/** The answers to the pending decision as moves (moves.ts codes) from out[n]; returns the new n. */
export function decisionMoves(s: GameState, out: number[], n: number): number {
  const p = s.pending!;
  return DECISIONS[p.kind].offers(s, p, out, n);
}

export function decisionActions(s: GameState): Action[] {
  const codes: number[] = [];
  const n = decisionMoves(s, codes, 0);
  const out: Action[] = [];
  for (let i = 0; i < n; i++) out.push(moveAction(s, codes[i]));
  return out;
}

export function decide(c: Ctx, a: Record<string, unknown>): EngineError | null {
  const p = c.s.pending;
  if (!p) return refusal('noDecision', 'There is no decision to make now.');
  c.s.turn.fresh = false; // work resumed after a decision never refuses the action that started it
  return DECISIONS[p.kind].answer(c, p, a);
}
