// What a plain die move (no trap or strike, purple's Life cost at its default time) does to the moving
// Titan, predicted without applying it — for the bots' one-ply look-ahead, which scores every plain move
// of every die (greedy). Only the moves that involve no other Titan and no decision are predicted, step
// by step exactly as resolve/ runs them; for the rest the caller applies the action (applyInPlace).
// Internal: not part of the engine contract.
import { dirIndex, geometry } from './board';
import { asksWithHand } from './decisions';
import { rampJump } from './resolve/move';
import { hasTrap, titanAtExcept } from './state';
import type { Dir, GameState, SpaceIdx } from './types';

/** Where the mover ends and what it has then; the rest of the state is as before the move. */
export interface PlainOutcome {
  space: SpaceIdx;
  lap: number;
  life: number;
  ko: boolean;
  /** Over the line (R2.2): the game is won, nothing else matters. */
  won: boolean;
  /** Cards drawn (R7.7), from the top of the deck, in order, onto the end of the hand. */
  drawn: number;
  /** Traps removed: sprung by the mover (R6.3) or destroyed by a statue's blast (R7.3). */
  gone: SpaceIdx[];
}

/** One outcome, reused by every call (read it before the next one). */
const out: PlainOutcome = { space: -1, lap: 0, life: 0, ko: false, won: false, drawn: 0, gone: [] };

/**
 * The outcome of the active Titan's plain die move along `path`, or null when the move involves another
 * Titan (a push R5.3, a statue's blast reaching one R7.3), a decision (pirates with cards R7.2, a Shield
 * question R11.4) or a reshuffle of the deck (R7.7). Same order as the resolution loop: on each space
 * the trap's damage, then the element (R7.8); a knock-out drops the rest of the own movement and purple's
 * cost (R5.7) but not the space's bonus draw or blast; purple's cost after the move (R4.1).
 */
export function predictPlainMove(s: GameState, path: readonly Dir[]): PlainOutcome | null {
  const t = s.active;
  const T = s.titans[t];
  const turn = s.turn;
  const g = geometry(s.course.boards);
  const el = s.course.elements;
  const gone = out.gone;
  if (gone.length > 0) gone.length = 0;
  // R11.4 (resolve/life.ts askReaction): would a Life loss of the mover stop for a Shield question?
  const mayAsk = s.reactions !== 'never' && s.round > 1 && !turn.cardPlayed && !turn.rerolled;
  let asks = mayAsk && asksWithHand(s.reactions, T.hand);
  let hand = T.hand.length;
  let drawn = 0;
  let x = T.space;
  let lap = T.lap;
  let life = T.life;
  let ko = false;
  for (let i = 0; i < path.length && !ko; i++) {
    const d = dirIndex(path[i]);
    let jump = rampJump(el[x], d) || 1; // R7.4: an own step from a ramp lands beyond the jumped spaces
    for (let slide = 0; ; slide++) {
      if (slide > g.size) return null; // ice lines never close (R7.6); only a guard
      for (; jump > 0; jump--) {
        const k = d * g.size + x;
        x = g.next[k];
        lap += g.lapDelta[k];
      }
      jump = 1; // a slide is one step, never a jump
      if (titanAtExcept(s, x, t) >= 0) return null; // a push (R5.3)
      const trapped = hasTrap(s, x) && gone.indexOf(x) < 0;
      if (trapped) gone.push(x); // sprung on landing (R6.3)
      if (lap > s.laps) return outcome(x, lap, life, ko, true, drawn); // R2.2
      const e = el[x];
      let hits = trapped ? 1 : 0;
      if (e === 'lava') hits++;
      else if (e === 'pirates' && hits < life) {
        // R7.2, unless the trap has just knocked the Titan out (R8.3).
        if (hand > 0) return null;
        hits++;
      }
      for (; hits > 0 && !ko; hits--) {
        if (asks) return null;
        if (--life <= 0) {
          life = 0;
          ko = true; // R5.7
        }
      }
      if (e === 'fireStatue') {
        // R7.3: the blast fires even on a knocked-out Titan; traps round it are destroyed.
        for (let a = 0; a < 6; a++) {
          const y = g.next[a * g.size + x];
          if (titanAtExcept(s, y, t) >= 0) return null;
          if (hasTrap(s, y) && gone.indexOf(y) < 0) gone.push(y);
        }
      } else if (e === 'bonus' && hand < s.handSize) {
        // R7.7, also for a knocked-out Titan. An empty deck is refilled from the discards: not predicted.
        if (drawn < s.deck.length) {
          if (s.deck[drawn++] === 'shield' || s.reactions === 'always') asks = mayAsk;
          hand++;
        } else if (s.discard.length > 0) return null;
      }
      if (ko || e !== 'ice') break;
    }
  }
  // Purple's Life cost after the move, its default time (R4.1); a payment, never asked about.
  if (!ko && T.die === 'purple' && T.id !== 'chtoolhoo' && --life <= 0) {
    life = 0;
    ko = true;
  }
  return outcome(x, lap, life, ko, false, drawn);
}

function outcome(space: SpaceIdx, lap: number, life: number, ko: boolean, won: boolean, drawn: number) {
  out.space = space;
  out.lap = lap;
  out.life = life;
  out.ko = ko;
  out.won = won;
  out.drawn = drawn;
  return out;
}
