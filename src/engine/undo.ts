// Do/undo on the search path: apply an action to a state in place (applyInPlace) and put the state back
// exactly as it was, without copying it. Internal, for look-ahead (the bots): the public contract stays
// pure (applyAction copies).
//
// Why this is cheap: traps, deck, discard, pool, forcedRolls and every hand are copy-on-write (code that
// changes one assigns a new array, state.ts), and the stack's operation records are never changed once
// pushed (resolve/ops.ts), so remembering the references and the scalar fields is enough. An Undo record
// is reused by its owner from one action to the next: a do/undo pair allocates nothing once the record
// has grown to the game's size.
import { applyInPlace, applyMove } from './apply';
import type { EngineError } from './errors';
import type { Op } from './resolve/ops';
import { copyPlay, copyTitan, copyTurn, freshTurn, type PlayFields } from './state';
import type { GameState, TitanState, TurnState } from './types';

/** A reusable record of everything an action may change. Make one with newUndo(), pass it to doAction. */
export interface Undo {
  /** The state's play fields (references: the titans array, turn and stack are refilled through them). */
  play: PlayFields;
  turn: TurnState;
  /** The Titan objects themselves, and a copy of each one's fields. */
  titanRefs: TitanState[];
  titans: TitanState[];
  stack: Op[];
}

export function newUndo(): Undo {
  const empty = freshTurn();
  return {
    play: {
      titans: [],
      traps: [],
      trapSupply: 0,
      deck: [],
      discard: [],
      inPlay: null,
      pool: [],
      rolled: false,
      rng: 0,
      forcedRolls: [],
      forcedAt: 0,
      round: 0,
      first: 0,
      active: 0,
      turn: empty,
      stack: [],
      pending: null,
      winner: -1,
    },
    turn: freshTurn(), // a record of its own, overwritten by every doAction
    titanRefs: [],
    titans: [],
    stack: [],
  };
}

function mark(s: GameState, u: Undo): void {
  copyPlay(s, u.play);
  copyTurn(s.turn, u.turn);
  const titans = s.titans;
  for (let i = 0; i < titans.length; i++) {
    u.titanRefs[i] = titans[i];
    if (u.titans[i]) copyTitan(titans[i], u.titans[i]);
    else u.titans[i] = { ...titans[i] };
  }
  u.titanRefs.length = titans.length;
  u.titans.length = titans.length;
  u.stack.length = 0;
  for (let i = 0; i < s.stack.length; i++) u.stack.push(s.stack[i]); // ops are never changed once pushed
}

/**
 * Apply `action` to `s` in place (applyInPlace: `s` must be the caller's private copy, and the action one
 * that legalActions(s) offered), remembering in `u` how to put `s` back. On a refusal `s` is put back at
 * once and the engine's error returned; otherwise call undoAction(s, u) before reusing `u`.
 */
export function doAction(
  s: GameState,
  action: Parameters<typeof applyInPlace>[1],
  u: Undo,
): EngineError | null {
  mark(s, u);
  const e = applyInPlace(s, action);
  if (e) undoAction(s, u);
  return e;
}

/** doAction for a move code (moves.ts, apply.ts applyMove): the integer path's do; undoAction undoes it. */
export function doMove(s: GameState, code: number, u: Undo): EngineError | null {
  mark(s, u);
  const e = applyMove(s, code);
  if (e) undoAction(s, u);
  return e;
}

/** Put `s` back as it was before the doAction or doMove that filled `u`. */
export function undoAction(s: GameState, u: Undo): void {
  copyPlay(u.play, s); // the same titans array, turn and stack objects as before, refilled below
  copyTurn(u.turn, s.turn);
  for (let i = 0; i < u.titans.length; i++) {
    const titan = u.titanRefs[i];
    s.titans[i] = titan;
    copyTitan(u.titans[i], titan);
  }
  const stack = s.stack;
  stack.length = 0;
  for (let i = 0; i < u.stack.length; i++) stack.push(u.stack[i]);
}
