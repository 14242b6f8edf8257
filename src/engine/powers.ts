// Using powers on one's own turn (R9.3): the Titan's ability (titans.ts) and its Bonus card (bonus.ts).
// Each power has one enumerator of its legal uses; legalActions lists exactly those and applyAction
// accepts exactly those, so the two cannot disagree.
import { DIR_INDEX, DIR_NAMES, boardOf, parseSpace, spaceName } from './board';
import { cardOf, type CardUse } from './bonus';
import { CARD_NAME, TITAN_NAME } from './data';
import { refusal, type EngineError } from './errors';
import { discardFromHand, own, show, without, type Ctx } from './state';
import { abilityOf, NO_USE, type NoUse, type Use } from './titans';
import { cardIndex, M_ABILITY, M_DISCARD, M_PLAY, packUse } from './moves';
import type { Action, CardId, Dir, GameState } from './types';
import { CARD_IDS } from './types';

/** Why the active Titan cannot use powers at all right now (R9.2, R9.3, R10, R7.5), or null. */
function powerBlock(s: GameState): 'firstTurnNoPowers' | 'knockedOut' | 'afterReroll' | null {
  const titan = s.titans[s.active];
  if (s.round <= 1) return 'firstTurnNoPowers';
  if (titan.ko || s.turn.over) return 'knockedOut';
  if (s.turn.rerolled) return 'afterReroll';
  return null;
}

/** powerBlock's reason as a refusal (only when an action is refused: the enumerator needs no sentence). */
function blockRefusal(s: GameState, reason: 'firstTurnNoPowers' | 'knockedOut' | 'afterReroll'): EngineError {
  const id = s.titans[s.active].id;
  if (reason === 'firstTurnNoPowers')
    return refusal(reason, 'No abilities or bonus cards during the first turn (R9.2).');
  if (reason === 'knockedOut')
    return refusal(reason, `${TITAN_NAME[id]} is knocked out: the rest of this turn is lost (R5.7, R8.2).`, {
      titan: id,
    });
  return refusal(reason, 'After a pentacle reroll no ability or card may be used this turn (R7.5).');
}

/** A legal use as action arguments ('C5' / 'S'). */
function argsOf(s: GameState, u: Use): { target?: string; dir?: Dir } {
  const out: { target?: string; dir?: Dir } = {};
  if (u.target !== undefined) out.target = spaceName(u.target, s.course.boards);
  if (u.dir !== undefined) out.dir = DIR_NAMES[u.dir];
  return out;
}

/** The ability action of a use (type, target, dir), built as one literal per shape (hot path). */
function abilityAction(s: GameState, u: Use): Action {
  const target = u.target;
  const dir = u.dir;
  if (target === undefined)
    return dir === undefined ? { type: 'ability' } : { type: 'ability', dir: DIR_NAMES[dir] };
  const name = spaceName(target, s.course.boards);
  return dir === undefined
    ? { type: 'ability', target: name }
    : { type: 'ability', target: name, dir: DIR_NAMES[dir] };
}

/** The playBonus action of a card's use (type, card, target, dir), as abilityAction. */
function cardAction(s: GameState, card: CardId, u: Use): Action {
  const target = u.target;
  const dir = u.dir;
  if (target === undefined)
    return dir === undefined ? { type: 'playBonus', card } : { type: 'playBonus', card, dir: DIR_NAMES[dir] };
  const name = spaceName(target, s.course.boards);
  return dir === undefined
    ? { type: 'playBonus', card, target: name }
    : { type: 'playBonus', card, target: name, dir: DIR_NAMES[dir] };
}

export function powerActions(s: GameState, out: Action[]): void {
  if (powerBlock(s)) return;
  const t = s.active;
  const T = s.titans[t];
  if (!T.abilityUsed) {
    const uses = abilityOf(T.id).uses(s, t).uses;
    for (let k = 0; k < uses.length; k++) out.push(abilityAction(s, uses[k]));
  }
  if (s.turn.cardPlayed) return;
  const hand = T.hand;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h];
    if (hand.indexOf(card) < h) continue; // the same card twice offers the same actions once
    const uses = cardOf(card).uses(s, t).uses;
    for (let k = 0; k < uses.length; k++) {
      const u = uses[k];
      if (card === 'mimicry')
        out.push({
          type: 'playBonus',
          card,
          target: spaceName(u.target!, s.course.boards),
          ability: argsOf(s, u.inner!),
        });
      else out.push(cardAction(s, card, u));
    }
    out.push({ type: 'discardBonus', card });
  }
}

/** The powers' legal moves (moves.ts codes), as powerActions lists them from out[n]: the ability's uses, then each card's and its discard. */
export function powerMoves(s: GameState, out: number[], n: number): number {
  if (powerBlock(s)) return n;
  const t = s.active;
  const T = s.titans[t];
  if (!T.abilityUsed) {
    const uses = abilityOf(T.id).uses(s, t).uses;
    for (let k = 0; k < uses.length; k++) out[n++] = M_ABILITY | (packUse(uses[k]) << 4);
  }
  if (s.turn.cardPlayed) return n;
  const hand = T.hand;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h];
    if (hand.indexOf(card) < h) continue; // the same card twice offers the same actions once
    const ci = cardIndex(card);
    const uses = cardOf(card).uses(s, t).uses;
    for (let k = 0; k < uses.length; k++) {
      const u = uses[k];
      const inner = card === 'mimicry' ? packUse(u.inner!) << 19 : 0;
      out[n++] = M_PLAY | (ci << 4) | (packUse(u) << 8) | inner;
    }
    out[n++] = M_DISCARD | (ci << 4);
  }
  return n;
}

/** The engine's sentence for a power without a legal use (an empty key cannot reach here: no uses). */
function noUse(why: NoUse | ''): string {
  return why === '' ? 'No legal use now.' : NO_USE[why];
}

export function applyPower(c: Ctx, a: Action): EngineError | null {
  const s = c.s;
  if (s.turn.phase !== 'main')
    return refusal('powersAfterDie', 'Abilities and cards come after the die is chosen (R9.3).');
  const block = powerBlock(s);
  if (block) return blockRefusal(s, block);
  if (s.stack.length > 0) return refusal('finishActionFirst', 'Finish the current action first.');
  const t = s.active;
  const T = s.titans[t];
  const board = boardOf(T.space);
  const ar = a as unknown as Record<string, unknown>;
  if (a.type === 'ability') {
    if (T.abilityUsed)
      return refusal('abilityUsed', `${TITAN_NAME[T.id]}'s ability is already used this turn.`, {
        titan: T.id,
      });
    const { uses, why } = abilityOf(T.id).uses(s, t);
    if (uses.length === 0) return refusal('abilityNoUse', noUse(why), { titan: T.id, why });
    const use = match(s, uses, ar, board);
    if (!use) return badArgs(s, uses);
    runAbility(c, use);
    return null;
  }
  if (!CARD_IDS.includes(ar.card as CardId))
    return refusal('unknownCard', `Unknown card "${show(ar.card)}".`, { card: show(ar.card) });
  const card = ar.card as CardId;
  if (s.turn.cardPlayed)
    return refusal('cardPlayed', 'One bonus card per turn (R9.3): this turn has had its card.');
  const i = T.hand.indexOf(card);
  if (i < 0)
    return refusal('cardNotHeld', `${TITAN_NAME[T.id]} holds no ${CARD_NAME[card]}.`, { titan: T.id, card });
  if (a.type === 'discardBonus') {
    discardCard(c, i);
    return null;
  }
  const { uses, why } = cardOf(card).uses(s, t);
  if (uses.length === 0) return refusal('cardNoUse', noUse(why), { titan: T.id, card, why });
  // Mimicry's own arguments are its target and the borrowed ability's; other cards have no `ability`.
  if (card === 'mimicry' ? ar.dir !== undefined : ar.ability !== undefined)
    return card === 'mimicry'
      ? refusal(
          'mimicryArgs',
          "Mimicry takes the Titan's space (target) and the borrowed ability's arguments (ability), no dir.",
        )
      : refusal('borrowsNothing', `${CARD_NAME[card]} borrows no ability.`, { card });
  let use: CardUse | null;
  if (card === 'mimicry') {
    const target = parseSpace(ar.target, s.course.boards, board);
    const inner =
      typeof ar.ability === 'object' && ar.ability !== null ? (ar.ability as Record<string, unknown>) : {};
    const inners = uses.filter((u) => u.target === target).map((u) => u.inner!);
    if (inners.length === 0)
      return refusal(
        'mimicryTarget',
        'Mimicry borrows the ability of an adjacent Titan: name its space (target).',
      );
    const m = match(s, inners, inner, board);
    if (!m) return badArgs(s, inners);
    use = { target, inner: m };
  } else {
    use = match(s, uses, ar, board);
    if (!use) return badArgs(s, uses);
  }
  playCard(c, i, use);
  return null;
}

// What a legal power use does, once checked (applyPower) or trusted (apply.ts applyMove).

/** The active Titan uses its ability. */
export function runAbility(c: Ctx, use: Use): void {
  const s = c.s;
  const t = s.active;
  own(c, t).abilityUsed = true;
  s.turn.pushed = 0;
  const id = s.titans[t].id;
  if (c.log) c.ev.push({ type: 'abilityUsed', titan: id });
  abilityOf(id).run(c, t, use);
}

/** The active Titan discards card i of its hand as its card of the turn (R9.3). */
export function discardCard(c: Ctx, i: number): void {
  const s = c.s;
  const t = s.active;
  const card = discardFromHand(c, t, i);
  s.turn.cardPlayed = true;
  if (c.log) c.ev.push({ type: 'cardDiscarded', titan: s.titans[t].id, card });
}

/** The active Titan plays card i of its hand. */
export function playCard(c: Ctx, i: number, use: CardUse): void {
  const s = c.s;
  const t = s.active;
  const T = own(c, t);
  const card = T.hand[i];
  // R7.7 (v2.1): the card is in play, neither in the hand nor on the discard pile, until its effect is
  // over: the 'played' op under the effect's own ops discards it then.
  T.hand = without(T.hand, i);
  s.inPlay = card;
  s.stack.push({ k: 'played', card });
  s.turn.cardPlayed = true;
  s.turn.pushed = 0;
  if (c.log) c.ev.push({ type: 'cardPlayed', titan: T.id, card });
  cardOf(card).run(c, t, use);
}

/** The legal use matching the action's target/dir, or null. */
function match<U extends Use>(s: GameState, uses: U[], a: Record<string, unknown>, board: number): U | null {
  const target = a.target === undefined ? undefined : parseSpace(a.target, s.course.boards, board);
  const dir =
    typeof a.dir === 'string' && a.dir in DIR_INDEX
      ? DIR_INDEX[a.dir as Dir]
      : a.dir === undefined
        ? undefined
        : -1;
  return uses.find((u) => u.target === target && u.dir === dir) ?? null;
}

function badArgs(s: GameState, uses: Use[]): EngineError {
  const legal = uses
    .slice(0, 8)
    .map((u) => Object.values(argsOf(s, u)).join(' '))
    .join(', ');
  const list = `${legal}${uses.length > 8 ? ', …' : ''}`;
  return refusal('notLegalUse', `Not a legal target or direction here. Legal: ${list}.`, { legal: list });
}
