// greedy — one ply. Each candidate action is applied to a determinised copy of the state (hidden cards
// and dice resampled, see view.ts) and the resulting state is scored with `evaluate` (heuristic.ts).
// A turn is several actions, so some decisions look one step further to be fair:
//   chooseDie  — a die is worth the best plain move it allows (its own-colour Life included). A purple
//                die skips copying faces that are also in the pool (same move, but purple costs Life);
//   enter      — a start space is worth the best plain move from it;
//   dieAction  — every path is tried plainly (or the one found while choosing the die is reused), then
//                the trap (red) / strike (green) of the best path, before or after the move, on the
//                spaces where it can matter (a Titan or a trap there, or an enemy about to step there);
//                purple pays its Life after the move (the engine's default);
//   afterwards — each ability/card use is tried; the best is taken if it beats ending the turn by
//                MARGIN. Discarding is never chosen (it only empties a slot).
//   reroll     — on the pentacle (R7.5), once the die action ended there: the reroll is worth the mean over
//                the six faces of the best plain move of that face (each face forced in turn, so the
//                engine itself applies the Life paid and any own-colour gain); it is taken if that beats
//                ending the turn by MARGIN and beats every ability/card use. Nothing is allowed after a
//                reroll, so a use that leaves the Titan on the pentacle is also worth "use, then reroll";
//                then the use comes first. Never at 1 Life (the reroll pays the last Life: knocked out,
//                no move) unless every face wins.
// The die is always performed before abilities and cards (greedy's simplification; expert tries both).
// Decisions mid-move: pirates and Shield by comparing both outcomes.
import { forcedAction } from './forced';
import { legalActions, needsRoll } from '../engine';
import {
  applyInPlace,
  cloneState,
  newPredictedMark,
  predictPlainMove,
  restorePredicted,
  writePredicted,
} from '../engine/search';
import { BEFORE, BEHIND, geometry, neighbour, spaceName, type Geometry } from '../engine/board';
import { FACE_PATHS, OTHER_FACES } from '../engine/data';
import { FACES, type Action, type Dir, type Face, type GameState } from '../engine/types';
import { DEFAULT_WEIGHTS, evaluate, sideOf, type Side, type Weights } from './heuristic';
import type { Bot, Rand } from './types';
import { determinise } from './view';
import { winChances, type Model } from './eval/model';

type DieAction = Extract<Action, { type: 'dieAction' }>;

const PLAIN: Record<Face, DieAction[]> = {} as Record<Face, DieAction[]>;
for (const die of FACES) {
  const out: DieAction[] = [];
  const faces = die === 'purple' ? OTHER_FACES : [die];
  for (const face of faces)
    for (const p of FACE_PATHS[face]) {
      // The engine's own path arrays (as legalActions hands them out): found by identity when applied.
      const a: DieAction = { type: 'dieAction', path: p as Dir[] };
      if (die === 'purple') a.face = face;
      out.push(a);
    }
  PLAIN[die] = out;
}

/**
 * The plain die actions (no trap/strike, default purple timing) for a die. Shared objects: do not mutate.
 * A switch, not PLAIN[die]: six names make that keyed load megamorphic (hot: every greedy look-ahead).
 */
export function plainDieActions(die: Face): readonly DieAction[] {
  switch (die) {
    case 'red':
      return PLAIN.red;
    case 'blue':
      return PLAIN.blue;
    case 'green':
      return PLAIN.green;
    case 'yellow':
      return PLAIN.yellow;
    case 'brown':
      return PLAIN.brown;
    case 'purple':
      return PLAIN.purple;
  }
}

/** Resolve decisions left pending by a look-ahead with cheap defaults, so the score sees their cost. */
function settle(s: GameState): GameState {
  for (let guard = 0; s.pending && guard < 8; guard++) {
    const p = s.pending;
    const T = s.titans[p.titan];
    let a: Action;
    if (p.kind === 'pirates')
      a =
        T.life >= 3 || T.hand.length === 0
          ? { type: 'decide', choice: 'life' }
          : { type: 'decide', choice: 'discard', card: T.hand[0] };
    else
      a = T.hand.includes('shield')
        ? { type: 'decide', choice: 'play', card: 'shield' }
        : { type: 'decide', choice: 'pass' };
    // applyAction's state without its events: a private copy changed in place.
    const st = cloneState(s);
    if (applyInPlace(st, a, s)) break;
    s = st;
  }
  return s;
}

export interface Scored {
  action: Action;
  score: number;
  state: GameState | null;
}

/** Who is deciding, with what weights, and for which side (precomputed once per decision). */
export interface Ctx {
  seat: number;
  w: Weights;
  side: Side;
  g: Geometry;
  /** Judge positions by this learned evaluation instead of the heuristic (null: the heuristic). */
  model: Model | null;
}

export function makeCtx(
  s: GameState,
  seat: number,
  w: Weights = DEFAULT_WEIGHTS,
  model: Model | null = null,
): Ctx {
  return { seat, w, side: sideOf(s, seat), g: geometry(s.course.boards), model };
}

const chances = new Float64Array(6);

/**
 * How good `s` is for the side of `c.seat`: the heuristic (rows of progress), or with a model the
 * log-odds of the side's chance to win (a scale on which MARGIN is a small step, as on the heuristic's).
 */
function judge(s: GameState, c: Ctx): number {
  if (!c.model) return evaluate(s, c.seat, c.w, c.side);
  if (s.winner >= 0) return (c.side.allies >> s.winner) & 1 ? c.w.win - s.round : -c.w.win + s.round;
  winChances(s, chances, c.model);
  let p = 0;
  for (let i = 0; i < s.titans.length; i++) if ((c.side.allies >> i) & 1) p += chances[i];
  p = Math.min(Math.max(p, 1e-9), 1 - 1e-9);
  return Math.log(p / (1 - p));
}

function score(s: GameState, c: Ctx): number {
  return judge(s.pending ? settle(s) : s, c);
}

/** applyAction's state without its events: a private copy changed in place; null when refused. */
function applied(s: GameState, a: Action): GameState | null {
  const st = cloneState(s);
  return applyInPlace(st, a, s) ? null : st;
}

export function scoreAction(s: GameState, a: Action, c: Ctx): Scored {
  const st = applied(s, a);
  if (!st) return { action: a, score: -Infinity, state: null };
  return { action: a, score: score(st, c), state: st };
}

// The plain move found while choosing the die, reused by the dieAction decision that follows, keyed by
// a fingerprint of what a plain move's score depends on (public state and hand sizes).
const memo = new Map<number, { fp: number[]; action: Action }>();

/** What a plain move's score depends on, as numbers (no string per decision: this runs every turn). */
function fingerprint(s: GameState, out: number[]): number[] {
  out.length = 0;
  out.push(
    s.round,
    s.active,
    s.turn.phase === 'main' ? 2 : s.turn.phase === 'enter' ? 1 : 0,
    s.course.names.length,
    s.traps.length,
  );
  for (const x of s.traps) out.push(x);
  for (const t of s.titans)
    out.push(t.space, t.lap, t.life, t.ko ? 1 : 0, t.die ? FACES.indexOf(t.die) : -1, t.hand.length);
  return out;
}
const scratchPrint: number[] = [];

function samePrint(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * score(applied(s, a)) for a plain die move of the active Titan, without a copy: the engine's prediction
 * (predictPlainMove) written onto `s` itself by the engine (writePredicted) for the evaluation, then put
 * back — `s` is this bot's private copy and nothing else runs meanwhile. Null when the engine declines to
 * predict the move (another Titan or a decision is involved): the caller then applies it.
 */
function predictedScore(s: GameState, a: DieAction, c: Ctx): number | null {
  if (c.seat !== s.active) return null;
  const o = predictPlainMove(s, a.path);
  if (!o) return null;
  writePredicted(s, o, mark);
  const v = judge(s, c);
  restorePredicted(s, mark);
  return v;
}
const mark = newPredictedMark();

/**
 * Best plain move in main phase (die chosen, not yet performed); `skip`: faces purple need not copy.
 * Moves are scored by prediction where the engine can predict them; the best one's state is then made
 * by applying it, unless the caller says it needs only the score and action (`needState` false).
 */
function bestPlainMove(s: GameState, c: Ctx, skip?: readonly Face[], needState = true): Scored | null {
  const T = s.titans[c.seat];
  if (s.turn.over || !T.die || s.turn.dieDone) return null;
  let best: Scored | null = null;
  const plain = plainDieActions(T.die);
  for (let k = 0; k < plain.length; k++) {
    const a = plain[k];
    if (a.face && skip && skip.includes(a.face)) continue;
    const v = predictedScore(s, a, c);
    const sc = v === null ? scoreAction(s, a, c) : { action: a, score: v, state: null };
    if (!best || sc.score > best.score) best = sc;
  }
  if (needState && best && !best.state) best = scoreAction(s, best.action, c);
  return best;
}

/** Value of the position after choosing a die / entering: the best plain move reachable. */
function lookMove(
  s: GameState,
  c: Ctx,
  skip?: readonly Face[],
): { v: number; plan: Scored | null; at: GameState } {
  if (s.winner >= 0 || s.pending || s.turn.over) return { v: score(s, c), plan: null, at: s };
  if (s.turn.phase === 'enter') {
    let best: { v: number; plan: Scored | null; at: GameState } = { v: -Infinity, plan: null, at: s };
    for (const a of legalActions(s)) {
      const st = applied(s, a);
      if (!st) continue;
      const m = lookMove(st, c, skip);
      if (m.v > best.v) best = m;
    }
    return best;
  }
  const m = bestPlainMove(s, c, skip, false); // only its score and action are used
  return m ? { v: m.score, plan: m, at: s } : { v: score(s, c), plan: null, at: s };
}

function chooseDie(s: GameState, c: Ctx): Action {
  let best: Action | null = null;
  let bestScore = -Infinity;
  let plan: { plan: Scored | null; at: GameState } | null = null;
  const seen: Face[] = [];
  for (const a of legalActions(s)) {
    if (a.type !== 'chooseDie') continue;
    const f = s.pool[a.die];
    if (seen.includes(f)) continue;
    seen.push(f);
    const st = applied(s, a);
    if (!st) continue;
    const m = lookMove(st, c, f === 'purple' ? s.pool : undefined);
    if (m.v > bestScore) {
      bestScore = m.v;
      best = a;
      plan = m;
    }
  }
  if (plan && plan.plan && plan.at.turn.phase === 'main')
    memo.set(c.seat, { fp: fingerprint(plan.at, []), action: plan.plan.action });
  return best ?? legalActions(s)[0];
}

/** Could a trap (red) or strike (green) on space x change the score? A Titan or trap there, or (trap) an enemy about to step on it. */
function extraMatters(s: GameState, face: 'red' | 'green', x: number, g: Geometry): boolean {
  for (let i = 0; i < s.titans.length; i++) {
    const t = s.titans[i];
    if (t.space === x) return true;
    if (face === 'red' && t.space >= 0)
      for (const d of BEFORE) if (g.next[d * g.size + t.space] === x) return true;
  }
  return face === 'green' && s.traps.indexOf(x) >= 0;
}

function dieAction(s: GameState, c: Ctx): Action {
  const seat = c.seat;
  const T = s.titans[seat];
  let best: Scored | null = null;
  const m = memo.get(seat);
  if (m) {
    memo.delete(seat);
    if (samePrint(m.fp, fingerprint(s, scratchPrint))) best = scoreAction(s, m.action, c);
  }
  if (!best || !best.state) best = bestPlainMove(s, c)!;
  const p = best;
  const a = p.action as DieAction;
  const face = a.face ?? T.die;
  if ((face === 'red' || face === 'green') && p.state) {
    const g = c.g;
    const boards = s.course.boards;
    const zone = face === 'red' ? BEHIND : BEFORE;
    const endSpace = p.state.titans[seat].space >= 0 ? p.state.titans[seat].space : T.space;
    for (let k = 0; k < 6; k++) {
      const when = k < 3 ? 'before' : 'after';
      const ref = k < 3 ? s : p.state;
      const x = neighbour(g, k < 3 ? T.space : endSpace, zone[k % 3]);
      if (face === 'red' && ref.traps.indexOf(x) >= 0) continue;
      if (!extraMatters(ref, face, x, g)) continue;
      const cand: DieAction = { ...a, extra: { space: spaceName(x, boards), when } };
      const sc = scoreAction(s, cand, c);
      if (sc.score > best.score) best = sc;
    }
  }
  return best.action;
}

function decide(s: GameState, legal: Action[], c: Ctx): Action {
  let best = legal[0];
  let bestScore = -Infinity;
  for (const a of legal) {
    const sc = scoreAction(s, a, c);
    if (sc.score > bestScore) {
      bestScore = sc.score;
      best = a;
    }
  }
  return best;
}

/** Threshold a power must beat "end the turn now" by, so the bot does not spend cards on noise. */
const MARGIN = 0.05;

/** Trap placements (Grinder, Tribal Trap) only where they can matter, as for the red face. */
function worthTrying(s: GameState, a: Action, c: Ctx): boolean {
  if (a.type === 'discardBonus') return false;
  const trap =
    (a.type === 'ability' && s.titans[s.active].id === 'grinder') ||
    (a.type === 'playBonus' && a.card === 'tribalTrap');
  if (trap && 'target' in a && a.target) {
    const x = spaceIndex(s, a.target);
    return x < 0 || extraMatters(s, 'red', x, c.g);
  }
  return true;
}

/** A space's index from the name an action carries ('C5', '2:C5'), -1 if none; one cache per course size (no key built per call). */
const spaceCaches = new Map<number, Map<string, number>>();
function spaceIndex(s: GameState, name: string): number {
  const boards = s.course.boards;
  let cache = spaceCaches.get(boards);
  if (!cache) spaceCaches.set(boards, (cache = new Map()));
  let x = cache.get(name);
  if (x === undefined) {
    x = -1;
    for (let i = 0; i < boards * 36; i++) if (spaceName(i, boards) === name) x = i;
    cache.set(name, x);
  }
  return x;
}

/**
 * applyAction's state after a reroll of `s` with the die forced to `face` (the scenario mechanism
 * `rolls`), without events: a private copy changed in place. Null when refused.
 */
function rerolledTo(s: GameState, face: Face): GameState | null {
  const st = cloneState(s);
  st.forcedRolls = [face];
  st.forcedAt = 0;
  return applyInPlace(st, REROLL) ? null : st;
}
const REROLL: Action = { type: 'reroll' };

/**
 * R7.5: what rerolling on the pentacle is worth now: the mean over the six faces of the position after
 * the reroll (Life paid, own colour gained) and the best plain move of the new face. -Infinity when the
 * reroll is not worth considering: refused, or at 1 Life unless every face wins.
 */
export function rerollValue(s: GameState, c: Ctx): number {
  let sum = 0;
  let wins = 0;
  for (const f of FACES) {
    const st = rerolledTo(s, f);
    if (!st) return -Infinity;
    const m = st.winner < 0 && !st.pending ? bestPlainMove(st, c) : null;
    const end = m && m.state ? m.state : st;
    if (end.winner >= 0 && (c.side.allies >> end.winner) & 1) wins++;
    sum += m && m.state ? m.score : score(st, c);
  }
  if (s.titans[c.seat].life <= 1 && wins < FACES.length) return -Infinity;
  return sum / FACES.length;
}

/** Uses of an ability or card after which "then reroll" is also weighed (the best few by plain score). */
const USE_THEN_REROLL = 3;

function afterMove(s: GameState, legal: Action[], c: Ctx): Action {
  if (legal.length === 1) return legal[0];
  const here = score(s, c);
  let best: Action = { type: 'endTurn' };
  let bestScore = here + MARGIN;
  let canReroll = false;
  const uses: Scored[] = [];
  for (const a of legal) {
    if (a.type === 'reroll') canReroll = true;
    if (a.type === 'endTurn' || a.type === 'reroll' || !worthTrying(s, a, c)) continue;
    const sc = scoreAction(s, a, c);
    uses.push(sc);
    if (sc.score > bestScore) {
      bestScore = sc.score;
      best = a;
    }
  }
  if (!canReroll) return best;
  const rv = rerollValue(s, c);
  if (rv > bestScore) {
    bestScore = rv;
    best = { type: 'reroll' };
  }
  // Nothing is allowed after a reroll: an ability or card worth using goes first, then the reroll.
  uses.sort((x, y) => y.score - x.score);
  for (const u of uses.slice(0, USE_THEN_REROLL)) {
    const st = u.state;
    if (!st || st.winner >= 0 || st.pending || !legalActions(st).some((a) => a.type === 'reroll')) continue;
    const v = rerollValue(st, c);
    if (v > bestScore) {
      bestScore = v;
      best = u.action;
    }
  }
  return best;
}

/** The greedy policy on a state the caller already determinised (used inside expert's look-ahead). */
export function greedyOn(
  s: GameState,
  seat: number,
  w: Weights = DEFAULT_WEIGHTS,
  model: Model | null = null,
): Action {
  const turn = s.turn;
  if (!s.pending) {
    if (needsRoll(s)) return { type: 'roll' };
    if (turn.phase === 'main' && turn.over) return { type: 'endTurn' };
  }
  const c = makeCtx(s, seat, w, model);
  if (s.pending) return decide(s, legalActions(s), c);
  if (turn.phase === 'start') return chooseDie(s, c);
  if (turn.phase === 'enter') {
    let best: Action | null = null;
    let bestScore = -Infinity;
    for (const a of legalActions(s)) {
      const st = applied(s, a);
      if (!st) continue;
      const v = lookMove(st, c).v;
      if (v > bestScore) {
        bestScore = v;
        best = a;
      }
    }
    return best!;
  }
  if (!turn.dieDone) return dieAction(s, c);
  return afterMove(s, legalActions(s), c);
}

/** Greedy; with a model, judging each position by the learned evaluation instead of the heuristic. */
export function makeGreedy(w: Weights = DEFAULT_WEIGHTS, model: Model | null = null): Bot {
  return (state, seat, rand: Rand) => {
    // Forced moves need no look-ahead (and no determinisation).
    const forced = forcedAction(state);
    if (forced) return forced;
    return offeredIn(state, greedyOn(determinise(state, seat, rand), seat, w, model));
  };
}

/**
 * Greedy builds its trap/strike targets itself on a sampled world. Whether an 'after' target is allowed
 * can hang on a hidden card: a card drawn on the way decides whether a decision interrupts the move
 * (rulings.md 5), so a target allowed in the sampled world may be refused in the real one. Such an
 * 'after' target is dropped — the same move without it, always allowed — as a person at the table
 * picks only among the actions offered.
 */
function offeredIn(state: GameState, a: Action): Action {
  if (a.type !== 'dieAction' || a.extra?.when !== 'after') return a;
  for (const x of legalActions(state)) if (sameDieAction(x, a)) return a;
  const plain: DieAction = { type: 'dieAction', path: a.path };
  if (a.face) plain.face = a.face;
  if (a.lifeCost) plain.lifeCost = a.lifeCost;
  return plain;
}

/** Same path, face, extra and purple cost time (the engine's default: after the move, R4.1). */
function sameDieAction(x: Action, a: DieAction): boolean {
  if (x.type !== 'dieAction' || x.face !== a.face || x.path.length !== a.path.length) return false;
  if ((x.lifeCost ?? 'after') !== (a.lifeCost ?? 'after')) return false;
  if (x.extra?.space !== a.extra?.space || x.extra?.when !== a.extra?.when) return false;
  return x.path.every((d, i) => d === a.path[i]);
}

export const greedy: Bot = makeGreedy();
