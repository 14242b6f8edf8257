// applyAction: dispatch of the action vocabulary (engine contract, "Actions") and the turn (R9).
import { DIR_INDEX, geometry, parseSpace, START_SPACES } from './board';
import { decide } from './decisions';
import { checkAfterExtra } from './after';
import { chooseDie, dieAction, lastSeat, queueDie, reroll, roll } from './dice';
import { type CardUse } from './bonus';
import { facePaths } from './data';
import {
  decideCard,
  decideChoice,
  DECIDE_CHOICES,
  dieCost,
  dieMoveFace,
  diePath,
  dieSpace,
  dieWhen,
  M_ABILITY,
  M_CHOOSE,
  M_DECIDE,
  M_DIE,
  M_DISCARD,
  M_END,
  M_ENTER,
  M_PLAY,
  M_REROLL,
  M_ROLL,
  moveCard,
  moveDie,
  moveSpace,
  unpackUse,
} from './moves';
import { applyPower, discardCard, playCard, runAbility } from './powers';
import { deciderSeat } from './race';
import { enterSpace, entry } from './resolve/move';
import { run } from './resolve/run';
import { startLifeOf } from './setup';
import { refusal, refuse, type EngineError, type Result } from './errors';
import {
  copyTurn,
  freshTurn,
  makeCtx,
  name,
  own,
  privateCtx,
  shareTitans,
  show,
  titanAt,
  type Ctx,
} from './state';
import type { Action, GameState, SpaceIdx } from './types';

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

export function applyAction(state: GameState, action: Action): Result {
  const input = action as unknown;
  // The type is read once and passed on: actions come in many shapes, so every read of a field of
  // theirs is a megamorphic load (a stub-cache lookup, measured with callgrind).
  const type = isObj(input) ? input.type : undefined;
  if (typeof type !== 'string')
    return refuse(refusal('notAnAction', 'An action must be an object with a type.'));
  const refused = refusedAtOnce(state, type);
  if (refused) return refuse(refused);
  const copy = shareTitans(state);
  const context = makeCtx(copy);
  copy.turn.fresh = true;
  const a = input as Record<string, unknown>;
  const error =
    dispatch(context, a, type, true) ??
    run(context) ??
    (type === 'dieAction' && isObj(a.extra) && a.extra.when === 'after'
      ? checkAfterExtra(context, state, a)
      : null);
  if (error) return refuse(error);
  return { ok: true, state: copy, events: context.ev };
}

/** What refuses an action whatever it is: the race is over, or a decision waits for another answer. */
function refusedAtOnce(state: GameState, type: string): EngineError | null {
  if (state.winner >= 0) {
    const winner = state.titans[state.winner].id;
    return { code: 'gameOver', message: `The race is over: ${winner} has won.`, params: { titan: winner } };
  }
  if (state.pending && type !== 'decide') {
    const decider = state.titans[state.pending.titan].id;
    return {
      code: 'pendingDecision',
      message: `${decider} must first decide (${state.pending.kind}).`,
      params: { titan: decider, kind: state.pending.kind },
    };
  }
  return null;
}

/**
 * An action that names who makes it (`by`) for a Titan who does not act now — the active one, or the one
 * a pending decision waits for — is refused. Each case of dispatch reads `by` itself: one read site per
 * action type stays monomorphic (a single shared read of it measured 3–5% of applyAction).
 */
function wrongActor(s: GameState, by: unknown): EngineError | null {
  if (by === undefined) return null;
  const actor = s.titans[deciderSeat(s)].id;
  if (by === actor) return null;
  return {
    code: 'notYourTurn',
    message: `It is ${actor}'s turn to act, not ${show(by)}'s.`,
    params: { titan: actor, by: show(by) },
  };
}

/**
 * applyInPlace's working contexts, one per nesting depth, reused from call to call (search reads no
 * events). A check inside applyInPlace may itself apply a move on a copy (dice.ts checkAfterExtra →
 * afterTargets' rare simulation), so each depth has its own context and no caller's is overwritten.
 */
const scratch: Ctx[] = [];
let depth = 0;

/**
 * Internal, for search (bots' look-ahead, playouts): apply an action that `legalActions(s)` offered to
 * `s` itself — no copy, events dropped. `s` must be the caller's private copy (`cloneState`); the public
 * contract (`applyAction`) stays pure. Without `input` the action is trusted to be legal: an 'after'
 * trap/strike whose move was interrupted is not re-checked against the state before it; with `input`
 * (the state `s` was copied from) it is, as applyAction does, so any action is accepted exactly when
 * applyAction accepts it. Returns the engine's error if the action is refused; `s` may then be
 * half-changed and must be dropped.
 */
export function applyInPlace(s: GameState, action: Action, input?: GameState): EngineError | null {
  const a = action as unknown as Record<string, unknown>;
  const type = isObj(a) ? a.type : undefined;
  if (typeof type !== 'string') return refusal('notAnAction', 'Not an action.');
  if (s.winner >= 0 || (s.pending && type !== 'decide')) return refusal('notLegalNow', 'Not legal now.');
  let c = scratch[depth];
  if (!c) c = scratch[depth] = privateCtx(s, false);
  c.s = s;
  c.g = geometry(s.course.boards);
  c.extraRan = false;
  s.turn.fresh = true;
  depth++;
  try {
    return (
      dispatch(c, a, type, input !== undefined) ??
      run(c) ??
      (input && type === 'dieAction' && isObj(a.extra) && a.extra.when === 'after'
        ? checkAfterExtra(c, input, a)
        : null)
    );
  } finally {
    depth--;
  }
}

/**
 * The integer path, for search: apply move `code` (moves.ts), one that `legalMoves(s, …)` listed, to `s`
 * itself — as applyInPlace does with the same action trusted, without reading an action object. Returns
 * the engine's error if the action is refused; `s` may then be half-changed and must be dropped.
 */
export function applyMove(s: GameState, code: number): EngineError | null {
  if (s.winner >= 0 || (s.pending && (code & 15) !== M_DECIDE))
    return refusal('notLegalNow', 'Not legal now.');
  let c = scratch[depth];
  if (!c) c = scratch[depth] = privateCtx(s, false);
  c.s = s;
  c.g = geometry(s.course.boards);
  c.extraRan = false;
  s.turn.fresh = true;
  depth++;
  try {
    return performMove(c, code) ?? run(c);
  } finally {
    depth--;
  }
}

function performMove(c: Ctx, code: number): EngineError | null {
  const s = c.s;
  switch (code & 15) {
    case M_ROLL:
      return roll(c);
    case M_CHOOSE:
      return chooseDie(c, moveDie(code));
    case M_ENTER:
      enterOn(c, moveSpace(code));
      return null;
    case M_DIE: {
      const T = s.titans[s.active];
      const face = dieMoveFace(code, T.die!);
      queueDie(c, face, facePaths(face)[diePath(code)], dieWhen(code), dieSpace(code), dieCost(code));
      return null;
    }
    case M_ABILITY:
      runAbility(c, unpackUse(code, 4));
      return null;
    case M_PLAY: {
      const card = moveCard(code);
      const use: CardUse = unpackUse(code, 8);
      if (card === 'mimicry') use.inner = unpackUse(code, 19);
      playCard(c, s.titans[s.active].hand.indexOf(card), use);
      return null;
    }
    case M_DISCARD:
      discardCard(c, s.titans[s.active].hand.indexOf(moveCard(code)));
      return null;
    case M_REROLL:
      return reroll(c);
    case M_DECIDE:
      return decide(c, decideRecord(code));
    case M_END:
      return endTurn(c);
    default:
      return refusal('unknownType', `Unknown move ${code}.`, { type: String(code) });
  }
}

/** A decision's answer as the record decisions.ts reads, one per code (made once, never handed out). */
const decideRecords = new Map<number, Record<string, unknown>>();
function decideRecord(code: number): Record<string, unknown> {
  let r = decideRecords.get(code);
  if (!r) {
    const card = decideCard(code);
    r = { type: 'decide', choice: DECIDE_CHOICES[decideChoice(code)], card: card ?? undefined };
    decideRecords.set(code, r);
  }
  return r;
}

/**
 * Perform the action. `checkActor`: refuse an action whose `by` names a Titan who does not act now
 * (applyAction, and applyInPlace with `input`); trusted search skips it (legal actions carry no `by`).
 */
function dispatch(c: Ctx, a: Record<string, unknown>, type: string, checkActor: boolean): EngineError | null {
  return (checkActor ? byRefused(c.s, a, type) : null) ?? perform(c, a, type);
}

/**
 * The actor check, a switch of its own: each case reads `by` itself, so that one read site per action
 * type stays monomorphic (a single shared read measured 3–5% of applyAction), and `perform` stays as
 * small as the trusted search path needs (inlined into applyInPlace: fewer instruction-cache misses,
 * measured with callgrind's cache simulation).
 */
function byRefused(s: GameState, a: Record<string, unknown>, type: string): EngineError | null {
  switch (type) {
    case 'roll':
      return wrongActor(s, a.by);
    case 'chooseDie':
      return wrongActor(s, a.by);
    case 'enter':
      return wrongActor(s, a.by);
    case 'dieAction':
      return wrongActor(s, a.by);
    case 'reroll':
      return wrongActor(s, a.by);
    case 'decide':
      return wrongActor(s, a.by);
    case 'endTurn':
      return wrongActor(s, a.by);
    case 'ability':
      return wrongActor(s, a.by);
    case 'playBonus':
      return wrongActor(s, a.by);
    case 'discardBonus':
      return wrongActor(s, a.by);
    default:
      return null; // perform refuses an unknown type
  }
}

function perform(c: Ctx, a: Record<string, unknown>, type: string): EngineError | null {
  switch (type) {
    case 'roll':
      return roll(c);
    case 'chooseDie':
      return chooseDie(c, a.die);
    case 'enter':
      return enter(c, a.space);
    case 'dieAction':
      return dieAction(c, a);
    case 'reroll':
      return reroll(c);
    case 'decide':
      return decide(c, a);
    case 'endTurn':
      return endTurn(c);
    case 'ability':
    case 'playBonus':
    case 'discardBonus':
      return applyPower(c, a as Action);
    default:
      return refusal('unknownType', `Unknown action type "${show(type)}".`, { type: show(type) });
  }
}

/** R9.2: on its first turn, after choosing its die, the Titan enters on an empty start space. */
function enter(c: Ctx, spaceName: unknown): EngineError | null {
  const s = c.s;
  if (s.turn.phase !== 'enter')
    return refusal('alreadyEntered', 'Only a Titan that is not on the board yet enters a start space.');
  const sp = parseSpace(spaceName, s.course.boards, 1);
  if (!START_SPACES.includes(sp))
    return refusal('notStartSpace', 'Enter on one of the start spaces A1, C1 or E1.', {
      space: show(spaceName),
    });
  if (titanAt(s, sp) >= 0) {
    const free = START_SPACES.filter((start) => titanAt(s, start) < 0).map((start) => name(c, start));
    if (free.length > 0)
      return refusal(
        'startTaken',
        `${name(c, sp)} is taken: enter on an empty start space (${free.join(', ')}).`,
        { space: name(c, sp), free: free.join(', ') },
      );
  }
  enterOn(c, sp);
  return null;
}

/** A checked or trusted (applyMove) entry on start space `sp`. */
function enterOn(c: Ctx, sp: SpaceIdx): void {
  const s = c.s;
  s.turn.phase = 'main';
  s.turn.chain = 0;
  // Entering is the Titan's own movement (R5.7). With every start space taken (rare) it pushes the
  // occupant straight ahead (rulings.md 10).
  const t = s.active;
  enterSpace(c, entry(t, sp, 0, DIR_INDEX.S, 'enter', t, true));
}

/** The turn record at the start of a Titan's turn (R9.3), copied into the state's own record. */
const TURN_START = freshTurn();

/** R9.3: the turn ends when its player says so; the next Titan in seat order starts (R4.2, R8.2, R9.4). */
function endTurn(c: Ctx): EngineError | null {
  const s = c.s;
  const turn = s.turn;
  if (turn.phase !== 'main' || !(turn.dieDone || turn.over))
    return turn.phase === 'enter'
      ? refusal('enterFirst', 'Enter the board first.')
      : refusal('dieActionFirst', 'Perform your die action before ending the turn.');
  if (c.log) c.ev.push({ type: 'turnEnded', titan: s.titans[s.active].id });
  const next = (s.active + 1) % s.titans.length;
  if (next === s.first) {
    // R4.2: a new round starts with a fresh roll by the first Titan; the dice left over are not used.
    s.round++;
    s.pool = [];
    s.rolled = false;
  } else if (next === lastSeat(s)) {
    s.rolled = false; // R4.2: the round's last Titan rerolls every die
  }
  s.active = next;
  // The turn record is this action's own (applyAction's copy, or search's private state whose undo puts
  // the fields back): reset in place rather than allocated anew, once a turn on the public path.
  copyTurn(TURN_START, s.turn);
  const N = s.titans[next];
  if (N.abilityUsed) own(c, next).abilityUsed = false;
  if (c.log) c.ev.push({ type: 'turnStarted', titan: N.id, round: s.round });
  if (N.ko && N.koPassed) {
    const R = own(c, next); // R8.2: back on its feet
    R.ko = false;
    R.koPassed = false;
    R.life = startLifeOf(s, next);
    if (c.log) c.ev.push({ type: 'recovered', titan: R.id, life: R.life });
  }
  return null;
}
