// A game session as pure data over the engine: the state, the action list (the save), undo snapshots
// and their barriers, the event log and statistics. Starting, stepping and replaying one never touches
// storage or the UI; the store (game.ts) installs the result.
import { applyAction, createGame } from '../engine';
import { replayFrom } from '../engine/search';
import type { Action, EngineError, GameEvent, GameSetup, GameState, TitanId } from '../engine/types';
import { fail, problem, refused, type Result } from '../i18n/errors';
import { deciderSeat, playerOfSeat } from './seats';
import { botsProblem, type BotSeats, type SaveFile } from './saveFile';
import { t } from '../i18n';

interface TitanStats {
  steps: number;
  pushes: number;
  pushed: number;
  lifeLost: number;
  knockouts: number;
  traps: number;
  cards: number;
}

export interface Stats {
  turns: number;
  titans: Partial<Record<TitanId, TitanStats>>;
}

export interface Snapshot {
  game: GameState;
  actions: number;
  log: number;
  stats: Stats;
  /** The action taken from this snapshot was a bot's (undo skips back over those). */
  byBot: boolean;
  /**
   * The action taken from this snapshot was the store's `pass` for an open reaction call nobody claimed
   * (reactionCall.ts): nobody's decision, so undo steps back over it to the move that made the call.
   */
  auto?: true;
  /**
   * The action taken from this snapshot was a pass of a reaction call about a Titan of the mover's own
   * player (ruling 32: theirs at once, no claim) — "Don't react" or the pass that goes on by itself with
   * nothing playable. Undo steps back over it to the move that made the call, in one press: undoing only
   * the pass would put the same call back, which passes by itself again (docs/rulings.md 32).
   */
  own?: true;
  /** Why undo could not go back past this snapshot (the session's barrier then): undo restores it. */
  barrier: Barrier | null;
  /**
   * The action taken from this snapshot was a person's End turn, by this player (index of players). It
   * can be taken back while the device is still in that player's hands — the next player's hand-off not
   * yet taken, or the next Titan theirs too — and while nothing else has happened, so a move is not
   * locked in by an End turn that came too soon to undo it. Ending a turn reveals nothing.
   */
  passedBy?: number;
}

/** Everything that replaying the action list rebuilds. */
export interface Session {
  game: GameState;
  setup: GameSetup;
  names: string[];
  /** Titans played by bots (the rest by persons). */
  bots: BotSeats;
  actions: Action[];
  /** Indices in `actions` of the passes the store sent for an open reaction call nobody claimed. */
  auto: number[];
  /**
   * The open reaction call was claimed when the session had this many actions (null: not claimed). It
   * holds only while no action follows (the claimer's answer drops it), and is saved, so a reload gives
   * the claimer back their question (reactionCall.ts).
   */
  claim: number | null;
  turnHistory: Snapshot[];
  barrier: Barrier | null;
  log: GameEvent[][];
  stats: Stats;
}

// ---------------------------------------------------------------------------
// Sessions: pure functions over the engine

function emptyStats(game: GameState): Stats {
  const titans: Stats['titans'] = {};
  for (const t of game.titans)
    titans[t.id] = { steps: 0, pushes: 0, pushed: 0, lifeLost: 0, knockouts: 0, traps: 0, cards: 0 };
  return { turns: 1, titans };
}

function addStats(stats: Stats, events: readonly GameEvent[]): Stats {
  const titans: Stats['titans'] = {};
  for (const [k, v] of Object.entries(stats.titans)) titans[k as TitanId] = { ...v! };
  let turns = stats.turns;
  for (const e of events) {
    switch (e.type) {
      case 'moved':
        if ((e.cause === 'step' || e.cause === 'jump') && titans[e.titan]) titans[e.titan]!.steps++;
        if (e.cause === 'push') {
          if (titans[e.titan]) titans[e.titan]!.pushed++;
          if (e.by && titans[e.by]) titans[e.by]!.pushes++;
        }
        break;
      case 'lifeLost':
        if (titans[e.titan]) titans[e.titan]!.lifeLost += e.amount;
        break;
      case 'knockedOut':
        if (titans[e.titan]) titans[e.titan]!.knockouts++;
        break;
      case 'trapPlaced':
        if (titans[e.titan]) titans[e.titan]!.traps++;
        break;
      case 'cardPlayed':
        if (titans[e.titan]) titans[e.titan]!.cards++;
        break;
      case 'turnStarted':
        turns++;
        break;
    }
  }
  return { turns, titans };
}

/** "Player 1"…: names are data of the game, kept in the language of the setup (a default one is shown in
 * the page's language: ui/playerName.ts). */
function defaultNames(game: GameState): string[] {
  return game.players.map((_, i) => t('setup.defaultName', { n: i + 1 }));
}

export function startSession(
  setup: GameSetup,
  names?: string[],
  bots: BotSeats = {},
): Result<{ session: Session }> {
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) return fail(problem('notASetup'));
  const botError = botsProblem(bots, Array.isArray(setup.titans) ? setup.titans : []);
  if (botError) return fail(problem('botsRefused', undefined, botError));
  // A saved game must replay identically: fix the seed now if the setup left it to chance.
  const fixed: GameSetup =
    setup.seed === undefined ? { ...setup, seed: Math.floor(Math.random() * 2 ** 31) } : setup;
  let r: ReturnType<typeof createGame>;
  try {
    r = createGame(fixed);
  } catch (e) {
    return fail(problem('couldNotStart', { problem: (e as Error).message }));
  }
  if (!r.ok) return fail(refused(r.error));
  const game = r.state;
  const first = game.titans[game.active].id;
  const opening: GameEvent[] = [];
  if (r.firstRolls && r.firstRolls.length > 0)
    opening.push({ type: 'firstPlayer', titan: first, rolls: r.firstRolls });
  opening.push({ type: 'turnStarted', titan: first, round: game.round || 1 });
  const log: GameEvent[][] = [opening];
  const n = names && names.length === game.players.length ? names.slice() : defaultNames(game);
  return {
    ok: true,
    session: {
      game,
      setup: fixed,
      names: n,
      bots: { ...bots },
      actions: [],
      auto: [],
      claim: null,
      turnHistory: [],
      barrier: null,
      log,
      stats: emptyStats(game),
    },
  };
}

/**
 * Why undo cannot go back past an action, as data (a message key and the Titan it names): worded when
 * shown, so it follows a change of language.
 */
export interface Barrier {
  key:
    | 'store.barrierTurnPassed'
    | 'store.barrierRolled'
    | 'store.barrierCardDrawn'
    | 'store.barrierShuffled'
    | 'store.barrierRerolled'
    | 'store.barrierOver'
    | 'store.barrierDecision'
    | 'store.barrierAsked';
  titan?: TitanId;
}

/**
 * Why an action (with its events) closes the door to undo, or null if it can be undone. `auto`: the action
 * is the store's pass for an open reaction call nobody claimed — nobody decided it, so it is no other
 * player's decision (what it set off, a card drawn, still is a barrier).
 */
export function undoBarrier(
  before: GameState,
  action: Action,
  events: readonly GameEvent[],
  after: GameState,
  auto = false,
): Barrier | null {
  for (const e of events) {
    if (e.type === 'turnStarted') return { key: 'store.barrierTurnPassed', titan: e.titan };
    if (e.type === 'diceRolled') return { key: 'store.barrierRolled' };
    if (e.type === 'cardDrawn') return { key: 'store.barrierCardDrawn' };
    if (e.type === 'deckShuffled') return { key: 'store.barrierShuffled' };
    if (e.type === 'pentacleReroll') return { key: 'store.barrierRerolled' };
    if (e.type === 'won') return { key: 'store.barrierOver' };
  }
  if (action.type === 'decide' && before.pending && !auto) {
    const decider = before.pending.titan;
    if (playerOfSeat(before, decider) !== playerOfSeat(before, before.active))
      return { key: 'store.barrierDecision', titan: before.titans[decider].id };
  }
  // A reaction prompt shown only to players who hold a reaction tells everyone they hold one.
  if (after.pending && after.pending.kind === 'reaction' && after.reactions === 'eligible') {
    if (playerOfSeat(after, after.pending.titan) !== playerOfSeat(after, after.active))
      return { key: 'store.barrierAsked', titan: after.titans[after.pending.titan].id };
  }
  return null;
}

/** The player whose End turn is the last thing done (it may still be undone), or null. */
export function passedTurn(history: readonly Snapshot[]): number | null {
  return history[history.length - 1]?.passedBy ?? null;
}

/** Whether `action` can be an automatic pass: a `pass` of a reaction a person's Titan was asked. */
function autoPass(s: Session, action: Action): boolean {
  const p = s.game.pending;
  return (
    action.type === 'decide' &&
    action.choice === 'pass' &&
    p?.kind === 'reaction' &&
    !isBotSeat(s.game, s.bots, p.titan)
  );
}

/** Whether `action` passes a reaction of a person's Titan of the mover's own player (Snapshot.own). */
function ownPass(s: Session, action: Action): boolean {
  const p = s.game.pending;
  return autoPass(s, action) && playerOfSeat(s.game, p!.titan) === playerOfSeat(s.game, s.game.active);
}

/**
 * One action through the engine. `auto`: the store's pass for an open reaction call nobody claimed
 * (honoured only for such a pass); the session records it, and its save too, so undo is the same after a
 * reload.
 */
export function stepSession(
  s: Session,
  action: Action,
  auto = false,
): { ok: true; session: Session; events: GameEvent[] } | { ok: false; error: EngineError } {
  const r = applyAction(s.game, action);
  if (!r.ok) return { ok: false, error: r.error };
  return { ok: true, events: r.events, session: advanceSession(s, action, r, auto) };
}

/** The session after `action`, which the engine applied to `s.game` with this result. */
function advanceSession(
  s: Session,
  action: Action,
  r: { state: GameState; events: GameEvent[] },
  asked = false,
): Session {
  const auto = asked && autoPass(s, action);
  const stats = addStats(s.stats, r.events);
  const barrier = undoBarrier(s.game, action, r.events, r.state, auto);
  const snapshot: Snapshot = {
    game: s.game,
    actions: s.actions.length,
    log: s.log.length,
    stats: s.stats,
    byBot: isBotSeat(s.game, s.bots, deciderSeat(s.game)),
    barrier: s.barrier,
    ...(auto ? { auto: true as const } : {}),
    ...(ownPass(s, action) ? { own: true as const } : {}),
  };
  // Whatever follows a passed turn starts the new turn's history: the End turn can no longer be undone.
  const history = passedTurn(s.turnHistory) === null ? s.turnHistory : [];
  let turnHistory = barrier ? [] : [...history, snapshot];
  if (barrier?.key === 'store.barrierTurnPassed' && action.type === 'endTurn' && !snapshot.byBot)
    turnHistory = [...history, { ...snapshot, passedBy: playerOfSeat(s.game, s.game.active) }];
  return {
    ...s,
    game: r.state,
    actions: [...s.actions, action],
    auto: auto ? [...s.auto, s.actions.length] : s.auto,
    claim: null,
    turnHistory,
    barrier: barrier ?? s.barrier,
    log: [...s.log, r.events],
    stats,
  };
}

export function replay(save: SaveFile): Result<{ session: Session }> {
  const start = startSession(save.setup, save.names, save.bots);
  if (!start.ok) return fail(problem('saveSetupRefused', undefined, start.error));
  let s = start.session;
  const auto = new Set(save.auto ?? []);
  const r = replayFrom(
    s.game,
    save.actions,
    (step) => (s = advanceSession(s, step.action, step, auto.has(step.index))),
  );
  if (!r.ok)
    return fail(
      problem('saveDoesNotReplay', { n: r.at + 1, type: save.actions[r.at].type }, refused(r.error)),
    );
  // A claim holds only for the call still open at the end of the actions (installed, reducer.ts).
  if (save.claim === s.actions.length && s.game.pending?.kind === 'reaction') s = { ...s, claim: save.claim };
  return { ok: true, session: s };
}

/** True when a bot plays the Titan in this seat. */
export function isBotSeat(game: GameState, bots: BotSeats, seat: number): boolean {
  const t = game.titans[seat];
  return !!t && !!bots[t.id];
}

/** The number of players with at least one Titan played by a person. */
function humanPlayers(game: GameState, bots: BotSeats): number {
  return game.players.filter((seats) => seats.some((i) => !isBotSeat(game, bots, i))).length;
}

/**
 * Whether a person deciding now should be handed the device (the hand-off screen): the setting is on, the
 * race goes on, a person (not a bot) decides, and more than one person plays.
 */
export function handoffWanted(game: GameState, bots: BotSeats, enabled: boolean, seat: number): boolean {
  return enabled && game.winner < 0 && !isBotSeat(game, bots, seat) && humanPlayers(game, bots) > 1;
}
