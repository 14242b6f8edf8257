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
import type { Op } from './resolve/ops';
import { freshTurn } from './state';
import type { EngineError, GameState, PendingState, TitanState, TurnState } from './types';

/** What one titan looked like before the action (the object itself is restored in place). */
interface TitanMark {
  ref: TitanState;
  space: number;
  lap: number;
  life: number;
  maxLife: number;
  ko: boolean;
  koPassed: boolean;
  die: TitanState['die'];
  abilityUsed: boolean;
  hand: TitanState['hand'];
}

/** A reusable record of everything an action may change. Make one with newUndo(), pass it to doAction. */
export interface Undo {
  titansRef: TitanState[];
  titans: TitanMark[];
  traps: GameState['traps'];
  trapSupply: number;
  deck: GameState['deck'];
  discard: GameState['discard'];
  inPlay: GameState['inPlay'];
  pool: GameState['pool'];
  rolled: boolean;
  rng: number;
  forcedRolls: GameState['forcedRolls'];
  forcedAt: number;
  round: number;
  first: number;
  active: number;
  turnRef: TurnState;
  turn: TurnState;
  stackRef: Op[];
  stack: Op[];
  pending: PendingState | null;
  winner: number;
}

export function newUndo(): Undo {
  return {
    titansRef: [],
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
    turnRef: null as unknown as TurnState,
    turn: freshTurn(), // a record of its own, overwritten by every doAction
    stackRef: [],
    stack: [],
    pending: null,
    winner: -1,
  };
}

function mark(s: GameState, u: Undo): void {
  const ts = s.titans;
  u.titansRef = ts;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i];
    let m = u.titans[i];
    if (!m) m = u.titans[i] = { ...t, ref: t };
    m.ref = t;
    m.space = t.space;
    m.lap = t.lap;
    m.life = t.life;
    m.maxLife = t.maxLife;
    m.ko = t.ko;
    m.koPassed = t.koPassed;
    m.die = t.die;
    m.abilityUsed = t.abilityUsed;
    m.hand = t.hand;
  }
  u.titans.length = ts.length;
  u.traps = s.traps;
  u.trapSupply = s.trapSupply;
  u.deck = s.deck;
  u.discard = s.discard;
  u.inPlay = s.inPlay;
  u.pool = s.pool;
  u.rolled = s.rolled;
  u.rng = s.rng;
  u.forcedRolls = s.forcedRolls;
  u.forcedAt = s.forcedAt;
  u.round = s.round;
  u.first = s.first;
  u.active = s.active;
  const t = s.turn;
  u.turnRef = t;
  const c = u.turn;
  c.phase = t.phase;
  c.dieChosen = t.dieChosen;
  c.dieDone = t.dieDone;
  c.cardPlayed = t.cardPlayed;
  c.rerolled = t.rerolled;
  c.rerollAt = t.rerollAt;
  c.over = t.over;
  c.pushed = t.pushed;
  c.chain = t.chain;
  c.fresh = t.fresh;
  u.stackRef = s.stack;
  u.stack.length = 0;
  for (let i = 0; i < s.stack.length; i++) u.stack.push(s.stack[i]);
  u.pending = s.pending; // replaced, never changed in place (decisions.ts, hazards.ts)
  u.winner = s.winner;
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
  s.titans = u.titansRef;
  for (let i = 0; i < u.titans.length; i++) {
    const m = u.titans[i];
    const t = m.ref;
    s.titans[i] = t;
    t.space = m.space;
    t.lap = m.lap;
    t.life = m.life;
    t.maxLife = m.maxLife;
    t.ko = m.ko;
    t.koPassed = m.koPassed;
    t.die = m.die;
    t.abilityUsed = m.abilityUsed;
    t.hand = m.hand;
  }
  s.traps = u.traps;
  s.trapSupply = u.trapSupply;
  s.deck = u.deck;
  s.discard = u.discard;
  s.inPlay = u.inPlay;
  s.pool = u.pool;
  s.rolled = u.rolled;
  s.rng = u.rng;
  s.forcedRolls = u.forcedRolls;
  s.forcedAt = u.forcedAt;
  s.round = u.round;
  s.first = u.first;
  s.active = u.active;
  const t = u.turnRef;
  const c = u.turn;
  s.turn = t;
  t.phase = c.phase;
  t.dieChosen = c.dieChosen;
  t.dieDone = c.dieDone;
  t.cardPlayed = c.cardPlayed;
  t.rerolled = c.rerolled;
  t.rerollAt = c.rerollAt;
  t.over = c.over;
  t.pushed = c.pushed;
  t.chain = c.chain;
  t.fresh = c.fresh;
  const st = u.stackRef;
  s.stack = st;
  st.length = 0;
  for (let i = 0; i < u.stack.length; i++) st.push(u.stack[i]);
  s.pending = u.pending;
  s.winner = u.winner;
}
