// The one loop that plays or replays a game: every caller (the simulator, the balance lab, the fuzzer,
// the bench, a saved game, the lab's replay) runs its games through these two functions.
import { applyAction, applyInPlace } from './apply';
import type { EngineError } from './errors';
import { deciderSeat } from './race';
import { createGame } from './setup';
import type { Action, GameEvent, GameSetup, GameState } from './types';

/** The action for `seat` (the Titan whose player decides now) in `state`; null stops the playout. */
export type Chooser = (state: GameState, seat: number) => Action | null;

/** After an applied action: the state it made and its events (none on the in-place path). */
export type OnAction = (action: Action, state: GameState, events: readonly GameEvent[]) => void | boolean;

export interface PlayoutOptions {
  /** Stop after this many actions; the default is 20,000 (no game between bots comes near it). */
  maxActions?: number;
  /** Called after each applied action; returning false stops the playout. */
  onAction?: OnAction;
  /**
   * The search path: change `state` itself (the caller's private copy) with no copy and no events per
   * action. The default is the public path, a new state per action.
   */
  inPlace?: boolean;
}

/** Why a playout stopped. */
export type PlayoutEnd = 'won' | 'maxActions' | 'chooser' | 'onAction' | 'refused';

export interface PlayoutResult {
  /** The last state reached (on the in-place path, the state passed in). */
  state: GameState;
  /** Actions applied. */
  actions: number;
  end: PlayoutEnd;
  /** For `refused`: the action the engine refused, and why. */
  refused?: { action: Action; error: EngineError };
}

const NO_EVENTS: readonly GameEvent[] = [];

/** Play from `state` until the race is won: `choose` picks each action for the seat that decides now. */
export function playout(state: GameState, choose: Chooser, options: PlayoutOptions = {}): PlayoutResult {
  const max = options.maxActions ?? 20000;
  const onAction = options.onAction;
  const inPlace = options.inPlace === true;
  let s = state;
  let n = 0;
  let end: PlayoutEnd = 'won';
  while (s.winner < 0) {
    if (n >= max) {
      end = 'maxActions';
      break;
    }
    const a = choose(s, deciderSeat(s));
    if (a === null) {
      end = 'chooser';
      break;
    }
    let events = NO_EVENTS;
    if (inPlace) {
      const error = applyInPlace(s, a);
      if (error) return { state: s, actions: n, end: 'refused', refused: { action: a, error } };
    } else {
      const r = applyAction(s, a);
      if (!r.ok) return { state: s, actions: n, end: 'refused', refused: { action: a, error: r.error } };
      s = r.state;
      events = r.events;
    }
    n++;
    if (onAction && onAction(a, s, events) === false) {
      end = 'onAction';
      break;
    }
  }
  return { state: s, actions: n, end };
}

/** One replayed action: its index, the state before and after it, and its events. */
export interface ReplayStep {
  index: number;
  action: Action;
  before: GameState;
  state: GameState;
  events: GameEvent[];
}

export type ReplayResult =
  | { ok: true; start: GameState; state: GameState }
  /** `at` is the index of the refused action, -1 for a setup the engine refused. */
  | { ok: false; at: number; error: EngineError; state: GameState | null };

/** Apply `actions` in order from `start`, each through the public contract; the first refusal ends it. */
export function replayFrom(
  start: GameState,
  actions: readonly Action[],
  onStep?: (step: ReplayStep) => void,
): ReplayResult {
  let s = start;
  for (let i = 0; i < actions.length; i++) {
    const r = applyAction(s, actions[i]);
    if (!r.ok) return { ok: false, at: i, error: r.error, state: s };
    onStep?.({ index: i, action: actions[i], before: s, state: r.state, events: r.events });
    s = r.state;
  }
  return { ok: true, start, state: s };
}

/** A game rebuilt from its setup and its action list (a save, a simulated game): the same states again. */
export function replay(
  setup: GameSetup,
  actions: readonly Action[],
  onStep?: (step: ReplayStep) => void,
): ReplayResult {
  const g = createGame(setup);
  if (!g.ok) return { ok: false, at: -1, error: g.error, state: null };
  return replayFrom(g.state, actions, onStep);
}
