// R4 the draft, R9 the turn, and the action vocabulary: applyAction / legalActions.
import {
  BEFORE,
  BEHIND,
  DIR_INDEX,
  boardOf,
  geometry,
  neighbour,
  parseSpace,
  spaceAt,
  spaceName,
} from './board';
import { FACE_PATHS } from './data';
import { applyPower, decideReaction, powerActions } from './powers';
import { arrive, ownColourGain, run } from './resolve';
import { rollFace } from './rng';
import { startLifeOf } from './setup';
import {
  cloneState,
  discardFromHand,
  err,
  freshTurn,
  hasTrap,
  makeCtx,
  name,
  show,
  titanAt,
  without,
  type Ctx,
} from './state';
import type { Action, Dir, EngineError, Face, GameState, Op, Result, SpaceIdx } from './types';

const START_SPACES = [spaceAt(1, 0), spaceAt(1, 2), spaceAt(1, 4)]; // A1, C1, E1 (R9.2)
const OTHER_FACES = ['red', 'blue', 'green', 'yellow', 'brown'] as const;

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** R4.2: a roll is due when nothing was rolled yet or fewer than two dice are left in the pool. */
export function needsRoll(s: GameState): boolean {
  return !s.rolled || s.pool.length < 2;
}

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
  const e2 = run(c);
  if (e2) return { ok: false, error: e2 };
  return { ok: true, state: s, events: c.ev };
}

function dispatch(c: Ctx, a: Record<string, unknown>): EngineError | null {
  const s = c.s;
  const T = s.titans[s.active];
  const phase = s.turn.phase;
  switch (a.type) {
    case 'roll': {
      if (phase !== 'start') return wrong('The dice are rolled only at the start of a turn.');
      if (!needsRoll(s))
        return wrong('Choose a die from the pool: a roll is due only when fewer than two dice are left.');
      // R4.2: every die comes back, from the pool and from every Titan's board.
      for (const t of s.titans) t.die = null;
      const faces: Face[] = [];
      for (let i = 0; i < s.titans.length; i++) faces.push(rollFace(s));
      s.pool = faces;
      s.rolled = true;
      c.ev.push({ type: 'diceRolled', titan: T.id, faces: faces.slice() });
      return null;
    }
    case 'chooseDie': {
      if (phase !== 'start' || s.turn.dieChosen) return wrong('A die has already been chosen this turn.');
      if (needsRoll(s)) return wrong('Roll the dice first: fewer than two dice are left in the pool.');
      const n = a.die;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n >= s.pool.length)
        return {
          code: 'badDie',
          message: `There is no die number ${show(n)} in the pool (0 to ${s.pool.length - 1}).`,
        };
      const face = s.pool[n];
      s.pool = without(s.pool, n);
      T.die = face;
      s.turn.dieChosen = true;
      c.ev.push({ type: 'dieChosen', titan: T.id, face });
      if (T.ko) {
        // R8.2 / R4.4: a knocked-out Titan still takes a die, then passes.
        T.koPassed = true;
        s.turn.phase = 'main';
        s.turn.over = true;
        c.ev.push({ type: 'passed', titan: T.id });
        return null;
      }
      ownColourGain(c, s.active);
      s.turn.phase = T.space < 0 ? 'enter' : 'main';
      return null;
    }
    case 'enter':
      return enter(c, a.space);
    case 'dieAction':
      return dieAction(c, a);
    case 'decide':
      return decide(c, a);
    case 'endTurn':
      return endTurn(c);
    case 'ability':
    case 'playBonus':
    case 'discardBonus':
      if (phase !== 'main') return wrong('Abilities and cards come after the die is chosen (R9.3).');
      return applyPower(c, a as Action);
    default:
      return { code: 'unknownAction', message: `Unknown action type "${show(a.type)}".` };
  }
}

const wrong = (message: string): EngineError => ({ code: 'wrongPhase', message });

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
  const u = titanAt(s, sp);
  if (u >= 0) {
    // Every start space is taken (rare): the newcomer steps in from below and pushes the occupant [ruling].
    s.stack.push({ k: 'arrive', t: s.active, to: sp, lap: 0, d: 0, c: 'enter', by: s.active, own: false });
    s.stack.push({ k: 'step', t: u, d: 0, c: 'push', own: false, by: s.active });
    return null;
  }
  arrive(c, s.active, sp, 0, DIR_INDEX.S, 'enter', s.active, false);
  return null;
}

/** R4.1 / R5: perform the chosen die as a queue of own steps with the red/green extra and purple's cost. */
function dieAction(c: Ctx, a: Record<string, unknown>): EngineError | null {
  const s = c.s;
  const t = s.active;
  const T = s.titans[t];
  if (s.turn.phase === 'enter') return wrong('Enter the board on A1, C1 or E1 first.');
  if (s.turn.phase !== 'main' || s.turn.over) return wrong('There is no die action to perform now.');
  if (s.turn.dieDone) return wrong("This turn's die action is already done.");
  const die = T.die!;
  let face: Exclude<Face, 'purple'>;
  if (die === 'purple') {
    if (!OTHER_FACES.includes(a.face as never))
      return { code: 'badAction', message: 'Purple copies one of the other five faces: say which (face).' };
    face = a.face as Exclude<Face, 'purple'>;
  } else {
    if (a.face !== undefined && a.face !== die)
      return { code: 'badAction', message: `Your die shows ${die}; only purple copies another face.` };
    face = die;
  }
  const path = a.path;
  if (
    !Array.isArray(path) ||
    !FACE_PATHS[face].some((p) => p.length === path.length && p.every((d, i) => d === path[i]))
  )
    return {
      code: 'illegalPath',
      message: `${face} moves ${FACE_PATHS[face].map((p) => p.join(' ')).join(' or ')}; ${JSON.stringify(path)} is not one of them.`,
    };
  let extra: { s: SpaceIdx; when: 'before' | 'after' } | null = null;
  if (a.extra !== undefined) {
    const x = a.extra;
    if (face !== 'red' && face !== 'green')
      return { code: 'badAction', message: `The ${face} face has no trap or strike to place.` };
    if (!isObj(x) || (x.when !== 'before' && x.when !== 'after'))
      return { code: 'badAction', message: "extra needs a space and when: 'before' or 'after'." };
    const sp = parseSpace(x.space, s.course.boards, boardOf(T.space));
    if (sp < 0) return { code: 'badSpace', message: `${show(x.space)} is not a space of this course.` };
    extra = { s: sp, when: x.when };
  }
  let costWhen: 'before' | 'after' | null = null;
  if (a.lifeCost !== undefined && a.lifeCost !== 'before' && a.lifeCost !== 'after')
    return { code: 'badAction', message: "lifeCost is 'before' or 'after'." };
  if (die === 'purple' && T.id !== 'chtoolhoo')
    costWhen = (a.lifeCost as 'before' | 'after' | undefined) ?? 'after';

  s.turn.pushed = 0;
  const ops: Op[] = [];
  if (costWhen === 'before') ops.push({ k: 'cost', t, cause: 'purple', own: true });
  if (extra?.when === 'before')
    ops.push({ k: 'extra', t, face: face as 'red', s: extra.s, own: true, strict: true });
  for (const d of path as Dir[]) ops.push({ k: 'step', t, d: DIR_INDEX[d], c: 'own', own: true, by: t });
  if (extra?.when === 'after')
    ops.push({ k: 'extra', t, face: face as 'red', s: extra.s, own: true, strict: true });
  if (costWhen === 'after') ops.push({ k: 'cost', t, cause: 'purple', own: true });
  ops.push({ k: 'actionEnd', t, own: true });
  for (let i = ops.length - 1; i >= 0; i--) s.stack.push(ops[i]);
  return null;
}

function decide(c: Ctx, a: Record<string, unknown>): EngineError | null {
  const s = c.s;
  const p = s.pending;
  if (!p) return wrong('There is no decision to make now.');
  s.turn.fresh = false; // work resumed after a decision never refuses the action that started it
  const T = s.titans[p.titan];
  if (p.kind === 'pirates') {
    if (a.choice === 'life') {
      s.pending = null;
      c.ev.push({ type: 'pirates', titan: T.id, choice: 'life' });
      s.stack.push({ k: 'dmg', t: p.titan, cause: 'pirates', by: -1, asked: false, gain: -1 });
      return null;
    }
    if (a.choice === 'discard') {
      const i = T.hand.indexOf(a.card as never);
      if (i < 0) return { code: 'badAction', message: `Discard a card ${T.id} holds: ${T.hand.join(', ')}.` };
      s.pending = null;
      const card = discardFromHand(s, p.titan, i);
      c.ev.push({ type: 'pirates', titan: T.id, choice: 'discard' });
      c.ev.push({ type: 'cardDiscarded', titan: T.id, card });
      return null;
    }
    return {
      code: 'badAction',
      message: "The pirates want a card ('discard' with a card) or 1 Life ('life').",
    };
  }
  if (p.kind === 'pentacle') {
    if (a.choice === 'stop') {
      s.pending = null;
      return null;
    }
    if (a.choice === 'reroll') {
      // R7.5: pay 1 Life, reroll this die, perform the new face; no ability or card afterwards.
      s.pending = null;
      T.life -= 1;
      c.ev.push({ type: 'lifeLost', titan: T.id, amount: 1, life: T.life, cause: 'pentacle' });
      const f = rollFace(s);
      T.die = f;
      c.ev.push({ type: 'pentacleReroll', titan: T.id, face: f });
      ownColourGain(c, p.titan);
      s.turn.dieDone = false;
      s.turn.rerolled = true;
      return null;
    }
    return { code: 'badAction', message: "On the pentacle choose 'reroll' (pay 1 Life) or 'stop'." };
  }
  return decideReaction(c, a);
}

/** R9.3: the turn ends when its player says so; the next Titan in seat order starts (R8.2 recovery, R9.4). */
function endTurn(c: Ctx): EngineError | null {
  const s = c.s;
  const turn = s.turn;
  if (turn.phase !== 'main' || !(turn.dieDone || turn.over))
    return wrong(
      turn.phase === 'enter' ? 'Enter the board first.' : 'Perform your die action before ending the turn.',
    );
  const T = s.titans[s.active];
  c.ev.push({ type: 'turnEnded', titan: T.id });
  const next = (s.active + 1) % s.titans.length;
  if (next === s.first) s.round++;
  s.active = next;
  s.turn = freshTurn();
  const N = s.titans[next];
  N.abilityUsed = false;
  c.ev.push({ type: 'turnStarted', titan: N.id, round: s.round });
  if (N.ko && N.koPassed) {
    N.ko = false;
    N.koPassed = false;
    N.life = startLifeOf(s, next);
    c.ev.push({ type: 'recovered', titan: N.id, life: N.life });
  }
  return null;
}

// ---------------------------------------------------------------------------
// legalActions

export function legalActions(s: GameState): Action[] {
  if (s.winner >= 0) return [];
  if (s.pending) return decisions(s);
  const turn = s.turn;
  const T = s.titans[s.active];
  if (turn.phase === 'start') {
    if (needsRoll(s)) return [{ type: 'roll' }];
    return s.pool.map((_, i) => ({ type: 'chooseDie', die: i }));
  }
  if (turn.phase === 'enter') {
    const free = START_SPACES.filter((x) => titanAt(s, x) < 0);
    return (free.length > 0 ? free : START_SPACES).map((x) => ({ type: 'enter', space: nameOf(s, x) }));
  }
  if (turn.over) return [{ type: 'endTurn' }];
  const out: Action[] = [];
  if (!turn.dieDone) dieActions(s, T.die!, out);
  else out.push({ type: 'endTurn' });
  powerActions(s, out);
  return out;
}

function nameOf(s: GameState, x: SpaceIdx): string {
  return spaceName(x, s.course.boards);
}

function decisions(s: GameState): Action[] {
  const p = s.pending!;
  const T = s.titans[p.titan];
  if (p.kind === 'pirates') {
    const out: Action[] = [{ type: 'decide', choice: 'life' }];
    for (const card of new Set(T.hand)) out.push({ type: 'decide', choice: 'discard', card });
    return out;
  }
  if (p.kind === 'pentacle')
    return [
      { type: 'decide', choice: 'reroll' },
      { type: 'decide', choice: 'stop' },
    ];
  const out: Action[] = [{ type: 'decide', choice: 'pass' }];
  if (T.hand.includes('shield')) out.push({ type: 'decide', choice: 'play', card: 'shield' });
  return out;
}

type ExtraArg = { space: string; when: 'before' | 'after' };

function dieActions(s: GameState, die: Face, out: Action[]): void {
  const T = s.titans[s.active];
  const purple = die === 'purple';
  const payer = purple && T.id !== 'chtoolhoo';
  const faces = purple ? OTHER_FACES : [die as Exclude<Face, 'purple'>];
  const g = geometry(s.course.boards);
  const extras: ExtraArg[] = [];
  for (const face of faces) {
    for (const p of FACE_PATHS[face]) {
      const path = p as Dir[];
      extras.length = 0;
      if (face === 'red' || face === 'green') {
        const zone = face === 'red' ? BEHIND : BEFORE;
        for (const d of zone) {
          const x = neighbour(g, T.space, d);
          if (face === 'green' || (s.trapSupply > 0 && !hasTrap(s, x)))
            extras.push({ space: nameOf(s, x), when: 'before' });
        }
        const end = predictEnd(s, purple ? { type: 'dieAction', face, path } : { type: 'dieAction', path });
        if (end) {
          for (const d of zone) {
            const x = neighbour(g, end.space, d);
            if (face === 'green' || end.interrupted || (end.state.trapSupply > 0 && !hasTrap(end.state, x)))
              extras.push({ space: nameOf(s, x), when: 'after' });
          }
        }
      }
      pushDieAction(out, purple ? face : undefined, path, undefined, payer ? 'before' : undefined);
      if (payer) pushDieAction(out, face, path, undefined, 'after');
      for (const extra of extras) {
        pushDieAction(out, purple ? face : undefined, path, extra, payer ? 'before' : undefined);
        if (payer) pushDieAction(out, face, path, extra, 'after');
      }
    }
  }
}

function pushDieAction(
  out: Action[],
  face: Face | undefined,
  path: Dir[],
  extra: ExtraArg | undefined,
  lifeCost: 'before' | 'after' | undefined,
): void {
  const a: Extract<Action, { type: 'dieAction' }> = { type: 'dieAction', path };
  if (face) a.face = face;
  if (extra) a.extra = extra;
  if (lifeCost) a.lifeCost = lifeCost;
  out.push(a);
}

/**
 * Where the active Titan stands once this action's movement is over, for the 'after' targets of the
 * red trap and green strike. Returns null if its own move is cut short by a knock-out (the extra is
 * then lost anyway). If the move stops for a decision, the real action stops there too and a later
 * invalid target only fizzles, so any target round the predicted end is acceptable.
 */
function predictEnd(
  s: GameState,
  action: Action,
): { space: SpaceIdx; state: GameState; interrupted: boolean } | null {
  const r = applyAction(s, action);
  if (!r.ok) return null;
  const t = s.active;
  if (r.state.titans[t].ko || r.state.winner >= 0) return null;
  // Stopped for a decision: what matters is only where the Titan is when its own steps are done.
  let st = r.state;
  for (let guard = 0; st.pending && guard < 50; guard++) {
    const d = decisions(st);
    const pick =
      d.find(
        (x) => x.type === 'decide' && (x.choice === 'discard' || x.choice === 'play' || x.choice === 'stop'),
      ) ?? d[0];
    const r2 = applyAction(st, pick);
    if (!r2.ok) break;
    st = r2.state;
  }
  if (st.titans[t].ko || st.winner >= 0) return null;
  // The pentacle is offered after the extra, so only an earlier decision means the extra runs later.
  const interrupted = r.state.pending !== null && r.state.pending.kind !== 'pentacle';
  return { space: st.titans[t].space, state: st, interrupted };
}
