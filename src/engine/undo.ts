// Do/undo on the search path: apply an action to a state in place (applyInPlace) and put the state back
// exactly as it was, without copying it. Internal, for look-ahead (the bots): the public contract stays
// pure (applyAction copies).
//
// Why this is cheap: traps, deck, discard, pool, forcedRolls and every hand are copy-on-write (code that
// changes one assigns a new array, state.ts), and the stack's operation records are never changed once
// pushed (resolve/ops.ts), so remembering the references and the scalar fields is enough. An Undo record
// is reused by its owner from one action to the next: a do/undo pair allocates nothing once the record
// has grown to the game's size.
import { applyInPlace } from './apply';
import type { EngineError } from './errors';
import type { Op } from './resolve/ops';
import { freshTurn } from './state';
import type { GameState, TitanState, TurnState } from './types';

// No field is named here: the state's fields are listed once, in cloneState (state.ts). A record keeps
// a shallow copy of the state, of its turn and of each Titan (Object.assign copies whatever fields they
// have), so a field added to GameState, TurnState or TitanState is saved and restored without an edit
// here — as long as it is a number, a string, or an array or object that is replaced, never changed
// in place (state.ts: copy-on-write), like every field today.

/** A reusable record of everything an action may change. Make one with newUndo(), pass it to doAction. */
export interface Undo {
  /** The state's own fields (the references: titans, turn, stack are restored through them). */
  state: GameState;
  turn: TurnState;
  /** The Titan objects themselves, and a copy of each one's fields. */
  titanRefs: TitanState[];
  titans: TitanState[];
  stack: Op[];
}

export function newUndo(): Undo {
  return {
    state: {} as GameState, // filled by every doAction
    turn: freshTurn(), // a record of its own, overwritten by every doAction
    titanRefs: [],
    titans: [],
    stack: [],
  };
}

function mark(s: GameState, u: Undo): void {
  Object.assign(u.state, s);
  Object.assign(u.turn, s.turn);
  const titans = s.titans;
  for (let i = 0; i < titans.length; i++) {
    u.titanRefs[i] = titans[i];
    if (u.titans[i]) Object.assign(u.titans[i], titans[i]);
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

/** Put `s` back as it was before the doAction that filled `u`. */
export function undoAction(s: GameState, u: Undo): void {
  Object.assign(s, u.state); // the same titans array, turn and stack objects as before, refilled below
  Object.assign(s.turn, u.turn);
  for (let i = 0; i < u.titans.length; i++) {
    const titan = u.titanRefs[i];
    s.titans[i] = titan;
    Object.assign(titan, u.titans[i]);
  }
  const stack = s.stack;
  stack.length = 0;
  for (let i = 0; i < u.stack.length; i++) stack.push(u.stack[i]);
}
