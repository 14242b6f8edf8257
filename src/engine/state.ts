// Small helpers over GameState. applyAction works on a copy (shareTitans: its Titans copied on first
// change, `own`) and mutates it; search mutates a private clone (cloneState) in place. Plain copies, no
// proxies, so the inner loop of bots and simulation stays cheap.
import { geometry, spaceName, type Geometry } from './board';
import type { CardId, GameEvent, GameState, SpaceIdx, TitanState, TurnState } from './types';

export function cloneState(s: GameState): GameState {
  const titans = sameTitans(s.titans);
  for (let i = 0; i < titans.length; i++) titans[i] = cloneTitan(titans[i]);
  return copyState(s, titans);
}

/**
 * applyAction's copy: a new state whose Titans are still the input's own records (copy-on-write, one
 * Titan at a time: `own` copies a Titan the first time the action changes it). Most actions change one
 * Titan of four, and every byte applyAction allocates is paid again by the young-generation collector,
 * whose scavenges were what made the public path slower than before (docs/engine.md).
 */
export function shareTitans(s: GameState): GameState {
  return copyState(s, sameTitans(s.titans));
}

/**
 * A Titans array copied as an array literal of its size (2–6 Titans): packed, like the array setup makes,
 * where `new Array(n)` filled by a loop went through the Array constructor and made a holey array (every
 * read of a Titan then met two array maps); not slice(), a builtin call here. The titans array
 * copy was 8% of an endTurn's applyAction (CPU profile).
 */
function sameTitans(a: readonly TitanState[]): TitanState[] {
  switch (a.length) {
    case 4:
      return [a[0], a[1], a[2], a[3]];
    case 3:
      return [a[0], a[1], a[2]];
    case 2:
      return [a[0], a[1]];
    case 5:
      return [a[0], a[1], a[2], a[3], a[4]];
    case 6:
      return [a[0], a[1], a[2], a[3], a[4], a[5]];
    default:
      return a.slice();
  }
}

function copyState(s: GameState, titans: TitanState[]): GameState {
  const t = s.turn;
  // An explicit literal (not a spread) keeps one hidden class for every state: this is the hot path
  // (measured: a spread made applyAction several times slower). copyPlay below must agree.
  return {
    v: s.v,
    setup: s.setup,
    course: s.course,
    laps: s.laps,
    maxLife: s.maxLife,
    handSize: s.handSize,
    trapTotal: s.trapTotal,
    reactions: s.reactions,
    deckSize: s.deckSize,
    titans,
    players: s.players,
    teams: s.teams,
    // traps, deck, discard, pool and hands are copy-on-write: code that changes one assigns a new array.
    traps: s.traps,
    trapSupply: s.trapSupply,
    deck: s.deck,
    discard: s.discard,
    inPlay: s.inPlay ?? null,
    pool: s.pool,
    rolled: s.rolled,
    rng: s.rng,
    forcedRolls: s.forcedRolls,
    forcedAt: s.forcedAt,
    round: s.round,
    first: s.first,
    active: s.active,
    turn: {
      phase: t.phase,
      dieChosen: t.dieChosen,
      dieDone: t.dieDone,
      cardPlayed: t.cardPlayed,
      rerolled: t.rerolled,
      rerollAt: t.rerollAt,
      over: t.over,
      pushed: t.pushed,
      chain: t.chain,
      fresh: t.fresh,
    },
    stack: s.stack.length === 0 ? [] : s.stack.slice(),
    pending: s.pending ? { ...s.pending } : null,
    winner: s.winner,
  };
}

function cloneTitan(t: TitanState): TitanState {
  return {
    id: t.id,
    space: t.space,
    lap: t.lap,
    life: t.life,
    maxLife: t.maxLife,
    ko: t.ko,
    koPassed: t.koPassed,
    die: t.die,
    abilityUsed: t.abilityUsed,
    hand: t.hand,
  };
}

/**
 * The fields of GameState that buildState sets once and play never changes (cloneState copies their
 * references; undo.ts has nothing to restore in them). Every other field is a play field: copyPlay.
 */
export const SETUP_FIELDS = [
  'v',
  'setup',
  'course',
  'laps',
  'maxLife',
  'handSize',
  'trapTotal',
  'reactions',
  'deckSize',
  'players',
  'teams',
] as const;

/** The fields of GameState that play changes. */
export type PlayFields = Omit<GameState, (typeof SETUP_FIELDS)[number]>;

// The fields, said once for in-place copies: undo.ts saves a state's fields with these and puts them
// back with these. cloneState's literal above is the other list (a literal keeps one hidden class: a
// spread there made applyAction several times slower); tests/engine/undo.test.ts checks the two agree,
// so a field added to GameState, TurnState or TitanState (e.g. the card in play, R7.7) fails a test
// until it is in both. Arrays and objects are copied by reference (copy-on-write, see above).

export function copyPlay(from: PlayFields, to: PlayFields): void {
  to.titans = from.titans;
  to.traps = from.traps;
  to.trapSupply = from.trapSupply;
  to.deck = from.deck;
  to.discard = from.discard;
  to.inPlay = from.inPlay;
  to.pool = from.pool;
  to.rolled = from.rolled;
  to.rng = from.rng;
  to.forcedRolls = from.forcedRolls;
  to.forcedAt = from.forcedAt;
  to.round = from.round;
  to.first = from.first;
  to.active = from.active;
  to.turn = from.turn;
  to.stack = from.stack;
  to.pending = from.pending;
  to.winner = from.winner;
}

export function copyTurn(from: TurnState, to: TurnState): void {
  to.phase = from.phase;
  to.dieChosen = from.dieChosen;
  to.dieDone = from.dieDone;
  to.cardPlayed = from.cardPlayed;
  to.rerolled = from.rerolled;
  to.rerollAt = from.rerollAt;
  to.over = from.over;
  to.pushed = from.pushed;
  to.chain = from.chain;
  to.fresh = from.fresh;
}

export function copyTitan(from: TitanState, to: TitanState): void {
  to.id = from.id;
  to.space = from.space;
  to.lap = from.lap;
  to.life = from.life;
  to.maxLife = from.maxLife;
  to.ko = from.ko;
  to.koPassed = from.koPassed;
  to.die = from.die;
  to.abilityUsed = from.abilityUsed;
  to.hand = from.hand;
}

/** Working context of one applyAction: the mutable clone, its geometry, and the events so far. */
export interface Ctx {
  s: GameState;
  g: Geometry;
  ev: GameEvent[];
  /** Keep events (false on the search path, applyInPlace: no one reads them). */
  log: boolean;
  /** A die action's red trap or green strike ran in this applyAction (dice.ts checkAfterExtra). */
  extraRan: boolean;
  /**
   * Bit t set: Titan t is still the record of the state applyAction was given (`shareTitans`), to be
   * copied by `own` before it changes. Always 0 on the search path, whose state is private throughout.
   */
  shared: number;
}

/** applyAction's context over `shareTitans(input)`: every Titan shared until it changes. */
export function makeCtx(s: GameState): Ctx {
  return {
    s,
    g: geometry(s.course.boards),
    ev: [],
    log: true,
    extraRan: false,
    shared: (1 << s.titans.length) - 1,
  };
}

/** A context over a private state (nothing shared), for simulations on a copy. */
export function privateCtx(s: GameState, log: boolean): Ctx {
  return { s, g: geometry(s.course.boards), ev: [], log, extraRan: false, shared: 0 };
}

/**
 * Titan t, ready to be changed (copy-on-write, see `shareTitans`). Every change to a TitanState made while
 * an action resolves goes through here; take the record from `own` before calling anything that may change
 * it, since the record read earlier may be the input's, left behind by the copy.
 */
export function own(c: Ctx, t: number): TitanState {
  const bit = 1 << t;
  if ((c.shared & bit) === 0) return c.s.titans[t];
  c.shared ^= bit;
  return (c.s.titans[t] = cloneTitan(c.s.titans[t]));
}

/** The seat of the Titan standing on a space, or -1 (R1.7: never more than one). */
export function titanAt(s: GameState, space: SpaceIdx): number {
  return titanAtExcept(s, space, -1);
}

/** The seat of a Titan other than `except` standing on a space, or -1. */
export function titanAtExcept(s: GameState, space: SpaceIdx, except: number): number {
  const ts = s.titans;
  for (let i = 0; i < ts.length; i++) if (i !== except && ts[i].space === space) return i;
  return -1;
}

export function hasTrap(s: GameState, space: SpaceIdx): boolean {
  const traps = s.traps; // a loop: few traps, cheaper than the indexOf call on this hot path
  for (let i = 0; i < traps.length; i++) if (traps[i] === space) return true;
  return false;
}

export function removeTrap(s: GameState, space: SpaceIdx): void {
  const i = s.traps.indexOf(space);
  if (i >= 0) {
    s.traps = without(s.traps, i);
    s.trapSupply++;
  }
}

export function name(c: Ctx, space: SpaceIdx): string {
  return spaceName(space, c.s.course.boards);
}

/** The turn record at the start of a Titan's turn (R9.3). */
export function freshTurn(): TurnState {
  return {
    phase: 'start',
    dieChosen: false,
    dieDone: false,
    cardPlayed: false,
    rerolled: false,
    rerollAt: -1,
    over: false,
    pushed: 0,
    chain: 0,
    fresh: false,
  };
}

/** A value for an error message; never throws, whatever a caller passed (hostile toString, cycles). */
export function show(x: unknown): string {
  if (typeof x === 'string') return x.length > 40 ? `${x.slice(0, 40)}…` : x;
  if (typeof x === 'number' || typeof x === 'boolean' || x === null || x === undefined) return `${x}`;
  try {
    const j = JSON.stringify(x);
    return j === undefined ? typeof x : j.length > 40 ? `${j.slice(0, 40)}…` : j;
  } catch {
    return `(${typeof x})`;
  }
}

/** A copy of the array without item i (arrays in the state are copy-on-write). */
export function without<T>(a: readonly T[], i: number): T[] {
  const n = a.length;
  if (i < 0 || i >= n) {
    const out = a.slice();
    out.splice(i, 1);
    return out;
  }
  // A loop instead of slice + splice: these arrays are short and this runs on every card and trap.
  const out: T[] = [];
  for (let k = 0; k < n; k++) if (k !== i) out.push(a[k]);
  return out;
}

/** A copy of the array with x added at the end (copy-on-write, as `without`). */
export function plus<T>(a: readonly T[], x: T): T[] {
  const out: T[] = [];
  for (let k = 0; k < a.length; k++) out.push(a[k]);
  out.push(x);
  return out;
}

/** Take card i from a hand onto the discard pile. */
export function discardFromHand(c: Ctx, t: number, i: number): CardId {
  const s = c.s;
  const T = own(c, t);
  const card = T.hand[i];
  T.hand = without(T.hand, i);
  s.discard = plus(s.discard, card);
  return card;
}
