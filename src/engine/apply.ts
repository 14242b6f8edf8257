// applyAction: dispatch of the action vocabulary (engine contract, "Actions") and the turn (R9).
import { DIR_INDEX, geometry, parseSpace, START_SPACES } from './board';
import { decide } from './decisions';
import { checkAfterExtra } from './after';
import { chooseDie, dieAction, lastSeat, reroll, roll } from './dice';
import { applyPower } from './powers';
import { enterSpace, entry } from './resolve/move';
import { run } from './resolve/run';
import { startLifeOf } from './setup';
import { cloneState, err, freshTurn, makeCtx, name, show, titanAt, type Ctx } from './state';
import type { Action, EngineError, GameState, Result } from './types';

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const wrong = (message: string): EngineError => ({ code: 'wrongPhase', message });

export function applyAction(state: GameState, action: Action): Result {
  const a = action as unknown;
  if (!isObj(a) || typeof a.type !== 'string')
    return err('unknownAction', 'An action must be an object with a type.');
  if (state.winner >= 0)
    return err('gameOver', `The race is over: ${state.titans[state.winner].id} has won.`);
  if (state.pending && a.type !== 'decide')
    return err(
      'pendingDecision',
      `${state.titans[state.pending.titan].id} must first decide (${state.pending.kind}).`,
    );
  const s = cloneState(state);
  const c = makeCtx(s);
  s.turn.fresh = true;
  const e = dispatch(c, a);
  if (e) return { ok: false, error: e };
  const e2 =
    run(c) ??
    (a.type === 'dieAction' && isObj(a.extra) && a.extra.when === 'after'
      ? checkAfterExtra(c, state, a)
      : null);
  if (e2) return { ok: false, error: e2 };
  return { ok: true, state: s, events: c.ev };
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
  if (s.winner >= 0 || (s.pending && action.type !== 'decide'))
    return { code: 'wrongPhase', message: 'Not legal now.' };
  const a = action as unknown as Record<string, unknown>;
  if (!isObj(a) || typeof a.type !== 'string') return { code: 'unknownAction', message: 'Not an action.' };
  let c = scratch[depth];
  if (!c) c = scratch[depth] = { s, g: geometry(s.course.boards), ev: [], log: false, extraRan: false };
  c.s = s;
  c.g = geometry(s.course.boards);
  c.extraRan = false;
  s.turn.fresh = true;
  depth++;
  try {
    return (
      dispatch(c, a) ??
      run(c) ??
      (input && a.type === 'dieAction' && isObj(a.extra) && a.extra.when === 'after'
        ? checkAfterExtra(c, input, a)
        : null)
    );
  } finally {
    depth--;
  }
}

function dispatch(c: Ctx, a: Record<string, unknown>): EngineError | null {
  switch (a.type) {
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
      return { code: 'unknownAction', message: `Unknown action type "${show(a.type)}".` };
  }
}

/** R9.2: on its first turn, after choosing its die, the Titan enters on an empty start space. */
function enter(c: Ctx, spaceName: unknown): EngineError | null {
  const s = c.s;
  if (s.turn.phase !== 'enter')
    return wrong('Only a Titan that is not on the board yet enters a start space.');
  const sp = parseSpace(spaceName, s.course.boards, 1);
  if (!START_SPACES.includes(sp))
    return { code: 'badSpace', message: 'Enter on one of the start spaces A1, C1 or E1.' };
  const free = START_SPACES.filter((x) => titanAt(s, x) < 0);
  if (titanAt(s, sp) >= 0 && free.length > 0)
    return {
      code: 'badSpace',
      message: `${name(c, sp)} is taken: enter on an empty start space (${free.map((x) => name(c, x)).join(', ')}).`,
    };
  s.turn.phase = 'main';
  s.turn.chain = 0;
  // Entering is the Titan's own movement (R5.7). With every start space taken (rare) it pushes the
  // occupant straight ahead (rulings.md 10).
  const t = s.active;
  enterSpace(c, entry(t, sp, 0, DIR_INDEX.S, 'enter', t, true));
  return null;
}

/** R9.3: the turn ends when its player says so; the next Titan in seat order starts (R4.2, R8.2, R9.4). */
function endTurn(c: Ctx): EngineError | null {
  const s = c.s;
  const turn = s.turn;
  if (turn.phase !== 'main' || !(turn.dieDone || turn.over))
    return wrong(
      turn.phase === 'enter' ? 'Enter the board first.' : 'Perform your die action before ending the turn.',
    );
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
  s.turn = freshTurn();
  const N = s.titans[next];
  N.abilityUsed = false;
  if (c.log) c.ev.push({ type: 'turnStarted', titan: N.id, round: s.round });
  if (N.ko && N.koPassed) {
    N.ko = false;
    N.koPassed = false;
    N.life = startLifeOf(s, next);
    if (c.log) c.ev.push({ type: 'recovered', titan: N.id, life: N.life });
  }
  return null;
}
