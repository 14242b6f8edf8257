// R8 Life and knock-out: damage (with the Shield reaction, R11.3/R11.4), Life paid as a cost, Life
// gained, and what a knock-out does to the rest of the active Titan's turn (R5.7).
import { titanColour } from '../data';
import { asksWith } from '../decisions';
import { own, type Ctx } from '../state';
import type { GameState, LossCause, TitanState } from '../types';
import type { Op } from './ops';

/**
 * R11.2, R11.4: would Titan t's player be asked about a Shield before a Life loss to damage, holding
 * `cards` cards, a Shield among them or not? The one place this is decided: the loop asks it, predictions
 * (predict.ts) decline a move whose loss would be asked about.
 */
export function asksForShield(s: GameState, t: number, cards: number, holdsShield: boolean): boolean {
  if (s.reactions === 'never' || s.round <= 1) return false;
  // A reaction on one's own turn is that turn's card: not after the card was played or a pentacle reroll (R7.5).
  if (t === s.active && (s.turn.cardPlayed || s.turn.rerolled)) return false;
  return asksWith(s.reactions, cards, holdsShield);
}

/** A Shield is in the hand (a loop: hands are short, and this runs before every Life loss and prediction). */
export function holdsShield(hand: readonly string[]): boolean {
  for (let i = 0; i < hand.length; i++) if (hand[i] === 'shield') return true;
  return false;
}

function askReaction(c: Ctx, t: number): boolean {
  const hand = c.s.titans[t].hand;
  return asksForShield(c.s, t, hand.length, holdsShield(hand));
}

/** 1 Life lost to damage; first asks for a Shield when the rules say so (the op waits on the stack). */
export function loseLife(c: Ctx, op: Extract<Op, { k: 'damage' }>): void {
  const s = c.s;
  if (s.titans[op.titan].ko) return; // R8.3
  if (!op.asked && askReaction(c, op.titan)) {
    s.stack.push({ ...op, asked: true });
    s.pending = { kind: 'reaction', titan: op.titan, cause: op.cause };
    return;
  }
  const T = loseOne(c, op.titan);
  if (c.log)
    c.ev.push(
      op.by >= 0 && op.by !== op.titan
        ? { type: 'lifeLost', titan: T.id, amount: 1, life: T.life, cause: op.cause, by: s.titans[op.by].id }
        : { type: 'lifeLost', titan: T.id, amount: 1, life: T.life, cause: op.cause },
    );
  if (op.drain >= 0) gainLife(c, op.drain, 1, 'ability');
  if (T.life <= 0) knockOut(c, op.titan);
}

/** A Life payment (purple R4.1, pentacle R7.5): not damage, so no Shield. */
export function payCost(c: Ctx, t: number, cause: LossCause): void {
  if (c.s.titans[t].ko) return;
  const T = loseOne(c, t);
  if (c.log) c.ev.push({ type: 'lifeLost', titan: T.id, amount: 1, life: T.life, cause });
  if (T.life <= 0) knockOut(c, t);
}

export function gainLife(
  c: Ctx,
  t: number,
  n: number,
  cause: 'ownColour' | 'ability' | 'card' | 'recovery',
): void {
  const T = c.s.titans[t];
  if (T.ko) return;
  const before = T.life;
  const life = Math.min(T.maxLife, before + n);
  if (life === before) return; // already at its maximum: nothing changes, nothing is said
  own(c, t).life = life;
  if (c.log) c.ev.push({ type: 'lifeGained', titan: T.id, amount: life - before, life, cause });
}

/** One Life off Titan t (damage or a payment); returns its record, now private to this action. */
function loseOne(c: Ctx, t: number): TitanState {
  const T = own(c, t);
  T.life -= 1;
  return T;
}

/** Own-colour Life when a die is chosen or rerolled (R4.3); Chtoolhoo gains nothing from purple. */
export function ownColourGain(c: Ctx, t: number): void {
  const T = c.s.titans[t];
  if (T.die && T.die === titanColour(T.id) && T.id !== 'chtoolhoo') gainLife(c, t, 1, 'ownColour');
}

/**
 * R8.1 knock-out. R5.7: if it is the active Titan during its turn, the rest of its own movement, its
 * die action and its turn are lost — its queued own work is dropped; pushes it started still finish.
 */
function knockOut(c: Ctx, t: number): void {
  const s = c.s;
  const T = own(c, t);
  T.life = 0;
  T.ko = true;
  T.koPassed = false;
  if (c.log) c.ev.push({ type: 'knockedOut', titan: T.id });
  if (t === s.active && s.turn.phase === 'main') {
    s.turn.over = true;
    s.turn.rerollAt = -1;
    s.stack = s.stack.filter((op) => !('own' in op) || !op.own || op.titan !== t);
  }
}
