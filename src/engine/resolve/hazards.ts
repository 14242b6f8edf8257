// R6 traps, R7 the circuits' elements (lava, pirates, fire statues, ice, bonus spaces) and damage aimed
// at spaces (R6.4). Each runs as one op of the resolution loop and queues what follows (damage, slides).
import { ADJACENT, BEFORE, BEHIND } from '../board';
import { shuffle } from '../rng';
import { hasTrap, name, own, plus, removeTrap, titanAtExcept, without, type Ctx } from '../state';
import type { CardId, EngineError, LossCause, SpaceIdx } from '../types';
import { elementEffect, SPARED_WHEN_KO } from '../walk';
import type { Op } from './ops';

const damage = (titan: number, cause: LossCause, by: number): Op => ({
  k: 'damage',
  titan,
  cause,
  by,
  asked: false,
  drain: -1,
});

/** R7.1 lava, R7.2 pirates, R7.3 fire statues, acting on a Titan that entered their space. */
export function element(c: Ctx, t: number, space: SpaceIdx): void {
  const s = c.s;
  const T = s.titans[t];
  if (T.space !== space) return;
  const el = s.course.elements[space];
  // R8.3: a knocked-out Titan loses nothing and pirates ignore it — but a statue it enters still blasts.
  if (T.ko && (elementEffect(el) & SPARED_WHEN_KO) !== 0) return;
  if (el === 'lava') {
    s.stack.push(damage(t, 'lava', -1));
  } else if (el === 'pirates') {
    // R7.2: discard a card or lose 1 Life; the Titan's own player chooses, also when pushed.
    if (T.hand.length === 0) {
      if (c.log) c.ev.push({ type: 'pirates', titan: T.id, choice: 'life' });
      s.stack.push(damage(t, 'pirates', -1));
    } else {
      s.pending = { kind: 'pirates', titan: t, space };
    }
  } else if (el === 'fireStatue') {
    // R7.3: blast the six adjacent spaces; it fires even if the Titan moves on.
    if (c.log) c.ev.push({ type: 'blast', space: name(c, space), titan: T.id });
    hitSpaces(c, t, neighbours(c, space, ADJACENT), 'fire', false);
  }
}

/** R7.6: a Titan still on the ice it entered slides one more step the same way. */
export function iceSlide(c: Ctx, op: Extract<Op, { k: 'ice' }>): void {
  if (c.s.titans[op.titan].space !== op.space) return;
  c.s.stack.push({ k: 'step', titan: op.titan, dir: op.dir, kind: 'slide', own: op.own, by: op.by });
}

/** R6.2: place a trap. An illegal placement refuses the action while it is fresh, else fizzles. */
export function placeTrap(c: Ctx, t: number, space: SpaceIdx): EngineError | null {
  const s = c.s;
  if (hasTrap(s, space) || s.trapSupply <= 0) {
    const why =
      s.trapSupply <= 0 ? 'No trap tokens are left in the supply.' : `${name(c, space)} already has a trap.`;
    if (s.turn.fresh) return { code: 'badTarget', message: why };
    if (c.log) c.ev.push({ type: 'extraFizzled', titan: s.titans[t].id, space: name(c, space) });
    return null;
  }
  if (c.log) c.ev.push({ type: 'trapPlaced', titan: s.titans[t].id, space: name(c, space) });
  const u = titanAtExcept(s, space, -1);
  if (u >= 0) {
    // Placed on a Titan: it springs at once (the token goes straight back to the supply).
    if (c.log) c.ev.push({ type: 'trapSprung', space: name(c, space), titan: s.titans[u].id });
    if (!s.titans[u].ko) s.stack.push(damage(u, 'trap', t));
  } else if (s.course.elements[space] === 'lava') {
    if (c.log) c.ev.push({ type: 'trapSprung', space: name(c, space) });
  } else {
    s.traps = plus(s.traps, space);
    s.trapSupply--;
  }
  return null;
}

/** Damage aimed at spaces (R6.4): an event, then the hits. */
export function strike(c: Ctx, t: number, spaces: SpaceIdx[], cause: LossCause, titansOnly: boolean): void {
  if (c.log)
    c.ev.push({
      type: 'struck',
      titan: c.s.titans[t].id,
      spaces: spaces.map((x) => name(c, x)),
      cause,
    });
  hitSpaces(c, t, spaces, cause, titansOnly);
}

/** Titans on the spaces lose 1 Life each (queued in order); traps there are destroyed unless titansOnly. */
function hitSpaces(c: Ctx, t: number, spaces: SpaceIdx[], cause: LossCause, titansOnly: boolean): void {
  const s = c.s;
  const targets: number[] = [];
  for (const x of spaces) {
    if (!titansOnly && hasTrap(s, x)) {
      removeTrap(s, x);
      if (c.log) c.ev.push({ type: 'trapDestroyed', space: name(c, x) });
    }
    const u = titanAtExcept(s, x, t);
    if (u >= 0) targets.push(u);
  }
  for (let i = targets.length - 1; i >= 0; i--) s.stack.push(damage(targets[i], cause, t));
}

function neighbours(c: Ctx, space: SpaceIdx, dirs: readonly number[]): SpaceIdx[] {
  return dirs.map((d) => c.g.next[d * c.g.size + space]);
}

/** The red trap or green strike of a die action (R4.1), checked against where the Titan stands now. */
export function extra(c: Ctx, op: Extract<Op, { k: 'extra' }>): EngineError | null {
  const s = c.s;
  const here = s.titans[op.titan].space;
  c.extraRan = true;
  if (!neighbours(c, here, op.face === 'red' ? BEHIND : BEFORE).includes(op.space)) {
    if (s.turn.fresh)
      return {
        code: 'badTarget',
        message: `${name(c, op.space)} is not one of the three spaces ${op.face === 'red' ? 'behind' : 'before'} ${s.titans[op.titan].id} then.`,
      };
    // A decision interrupted the move and changed where it ends: the target fizzles (rulings.md 5).
    if (c.log) c.ev.push({ type: 'extraFizzled', titan: s.titans[op.titan].id, space: name(c, op.space) });
    return null;
  }
  if (op.face === 'red') return placeTrap(c, op.titan, op.space);
  strike(c, op.titan, [op.space], 'strike', false);
  return null;
}

/**
 * R7.7 (v2.1): draw a Bonus card if the hand has room. The moment the deck's last card is drawn, the
 * discard pile is shuffled into the new deck, so cards discarded later go onto the new discard pile. A
 * deck that ran out while the discard pile was empty is formed at the next draw (rulings.md 25). The card
 * in play (GameState.inPlay) is in neither pile, so a draw during its effect never returns it.
 */
export function drawCard(c: Ctx, t: number): void {
  const s = c.s;
  const T = s.titans[t];
  if (T.hand.length >= s.handSize) return;
  if (s.deck.length === 0) reshuffle(c);
  if (s.deck.length === 0) return; // deck and discard both empty: nothing is drawn
  const card = s.deck[0];
  s.deck = without(s.deck, 0);
  own(c, t).hand = plus(T.hand, card);
  if (c.log) c.ev.push({ type: 'cardDrawn', titan: T.id, card });
  if (s.deck.length === 0) reshuffle(c);
}

/** R7.7: the discard pile, shuffled, becomes the deck (nothing happens while it is empty). */
function reshuffle(c: Ctx): void {
  const s = c.s;
  if (s.discard.length === 0) return;
  const deck = s.discard.slice();
  shuffle(s, deck);
  s.deck = deck;
  s.discard = [];
  if (c.log) c.ev.push({ type: 'deckShuffled', size: s.deck.length });
}

/** R7.7 (v2.1): the card in play has had its whole effect ("after you have played it, discard it"). */
export function played(c: Ctx, card: CardId): void {
  const s = c.s;
  if (s.inPlay !== card) return;
  s.inPlay = null;
  s.discard = plus(s.discard, card);
}
