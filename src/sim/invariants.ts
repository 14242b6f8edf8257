// The invariants every position of every game keeps, written once: the property and variant tests check
// them after each action of their random games, and the fuzzer (fuzz.ts) after each action of its own.
import { spaceName } from '../engine/board';
import type { GameState } from '../engine/types';

/**
 * What is broken. R1.7 (two Titans on a space, or a trap and a Titan) is told apart by when it is seen:
 * at rest, while a decision is pending, or in the final position of a won race.
 */
export type InvariantKind =
  | 'titansShare'
  | 'titansShareWhilePending'
  | 'titansShareWhenWon'
  | 'trapAtRest'
  | 'trapWhilePending'
  | 'trapWhenWon'
  | 'life'
  | 'hand'
  | 'traps'
  | 'cards';

/** [kind, sentence] for each invariant `s` breaks; none for a sound position. */
export function invariantProblems(s: GameState): [InvariantKind, string][] {
  const out: [InvariantKind, string][] = [];
  const boards = s.course.boards;
  const when = s.winner >= 0 ? 'WhenWon' : s.pending ? 'WhilePending' : '';
  const note =
    s.winner >= 0
      ? ` (the race is won by ${s.titans[s.winner].id})`
      : s.pending
        ? ` (while ${s.titans[s.pending.titan].id} decides: ${s.pending.kind})`
        : '';
  // R1.7. A Titan mid-step (its move waits on a decision) has left its space already (R5.3).
  const at = new Map<number, string>();
  for (const t of s.titans) {
    if (t.space >= 0) {
      const other = at.get(t.space);
      const where = spaceName(t.space, boards);
      if (other)
        out.push([
          `titansShare${when}` as InvariantKind,
          `${other} and ${t.id} share ${where} (R1.7)${note}`,
        ]);
      else at.set(t.space, t.id);
    }
    // R8.1: Life between 0 and the maximum; knocked out exactly at 0.
    if (t.life < 0 || t.life > t.maxLife) out.push(['life', `${t.id} has ${t.life} Life (R8.1)`]);
    if (t.ko !== (t.life === 0))
      out.push(['life', `${t.id}: knocked out ${t.ko} with ${t.life} Life (R8.1)`]);
    // R11.1: a hand never holds more than the hand size.
    if (t.hand.length > s.handSize) out.push(['hand', `${t.id} holds ${t.hand.length} cards (R11.1)`]);
  }
  for (const x of s.traps) {
    const id = at.get(x);
    if (id)
      out.push([
        (when ? `trap${when}` : 'trapAtRest') as InvariantKind,
        `a trap and ${id} share ${spaceName(x, boards)} (R1.7)${note}`,
      ]);
  }
  // R6.1: traps on the board and in the supply are all the tokens, at most one on a space.
  if (s.traps.length + s.trapSupply !== s.trapTotal)
    out.push(['traps', `${s.traps.length} traps + ${s.trapSupply} in supply, not ${s.trapTotal} (R6.1)`]);
  if (new Set(s.traps).size !== s.traps.length) out.push(['traps', 'two traps on one space (R6.1)']);
  // R7.7: the card being played is in play (neither hand nor discard) until its effect is over.
  const cards =
    s.titans.reduce((n, t) => n + t.hand.length, 0) + s.deck.length + s.discard.length + (s.inPlay ? 1 : 0);
  if (cards !== s.deckSize)
    out.push(['cards', `hands + deck + discard + in play = ${cards} cards, not ${s.deckSize} (R7.7)`]);
  if (!s.pending && s.inPlay) out.push(['cards', 'a card still in play with nothing left to resolve (R7.7)']);
  return out;
}
