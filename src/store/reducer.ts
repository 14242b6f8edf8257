// The game store as a pure reducer: (data, intent) → the data that changes. Every change to the game
// goes through the engine (session.ts); what a change sets off — saving, the automatic End turn, other
// tabs, the bots — is the store's effects (game.ts, library.ts), run after the new data is in place.
import { legalActions } from '../engine';
import type { Action, GameEvent } from '../engine/types';
import { endAsked, onlyEndTurn } from './autoEnd';
import { problem, refused, type Problem } from '../i18n/errors';
import { passedUndoable, undoProblem } from './selectors';
import { deciderSeat, playerOfSeat } from './seats';
import { handoffWanted, isBotSeat, passedTurn, stepSession, type Session } from './session';
import { callSeat } from './reactionCall';
import { derived, noGame, sessionOf, type GameData, type Notice } from './storeTypes';

/** Which game of the library a session is shown as. */
interface Shown {
  gameId: string;
  gameName: string;
  createdAt: number;
}

export type Intent =
  /** One action through the engine; with `thenEnd`, the turn ends after the pause (autoEnd.ts). */
  /** `auto`: the store's pass for an open reaction call nobody claimed (undo steps back over it). */
  | { type: 'perform'; action: Action; thenEnd: boolean; auto?: boolean }
  | { type: 'undo' }
  /** Show a session as a game of the library (opened, started, imported, or another tab's version). */
  | { type: 'show'; session: Session; as: Shown; notice: Notice | null }
  | { type: 'refuse'; error: Problem }
  | { type: 'leave' };

export type Patch = Partial<GameData>;

export function reduce(st: GameData, intent: Intent): Patch {
  switch (intent.type) {
    case 'perform':
      return performed(st, intent.action, intent.thenEnd, intent.auto);
    case 'undo':
      return undone(st);
    case 'show':
      return shown(st, intent.session, intent.as, intent.notice);
    case 'refuse':
      return { opening: null, error: intent.error };
    case 'leave':
      return noGame();
  }
}

/** What the store keeps of a session, and what follows from its game. */
function sessionData(s: Session): Patch {
  return {
    game: s.game,
    setup: s.setup,
    names: s.names,
    bots: s.bots,
    actions: s.actions,
    auto: s.auto,
    claim: s.claim,
    turnHistory: s.turnHistory,
    barrier: s.barrier,
    log: s.log,
    stats: s.stats,
    ...derived(s.game),
  };
}

/** A session in place of the one shown: hands hidden and the hand-off asked when another player acts. */
function installed(st: GameData, s: Session, extra: Patch = {}): Patch {
  const prev = st.game;
  const ui = st.ui;
  // An open reaction call (reactionCall.ts) takes nobody's device: it stays with its holder, hands face
  // down, until the reaction's player claims it. When that player already holds the device (no hand-off
  // under way), there is nothing to claim: it is theirs at once, their hand shown as after a claim.
  const call = callSeat(s.game, s.bots);
  if (call >= 0) {
    const player = playerOfSeat(s.game, call);
    const own = ui.handoff === null && ui.holder === player;
    // A call claimed before (a reload, another tab's version): still that player's, never the open call
    // again — their question comes back after the hand-off to them (a reload never decides for them).
    const claimed = !own && s.claim === s.actions.length;
    const pass = claimed && handoffWanted(s.game, s.bots, st.settings.handoff, call);
    return {
      ...sessionData(s),
      ui: own
        ? { ...ui, draft: null, revealed: player, handoff: null, claimed: true, holderSeat: call }
        : claimed
          ? {
              ...ui,
              draft: null,
              revealed: pass ? null : player,
              handoff: pass ? player : null,
              claimed: true,
              holder: player,
              holderSeat: call,
            }
          : { ...ui, draft: null, revealed: null, handoff: null, claimed: false },
      endAfter: null,
      ...extra,
    };
  }
  const seat = deciderSeat(s.game);
  const player = playerOfSeat(s.game, seat);
  const prevPlayer = prev ? playerOfSeat(prev, deciderSeat(prev)) : -1;
  // A bot's decision does not take the device: after a bot's reaction in the middle of a person's turn,
  // that person carries on without a second hand-off.
  const bot = isBotSeat(s.game, s.bots, seat);
  const otherPerson = !bot && (prev === null || player !== ui.holder);
  const changed = prevPlayer !== player || prev === null;
  // No hand-off before a bot's decision, nor when only one person plays against bots.
  const handoff = otherPerson && handoffWanted(s.game, s.bots, st.settings.handoff, seat);
  // The same person now deciding for another of their Titans, the device never passed: say so.
  const lastSeat = ui.holderSeat ?? null;
  const switchedFrom = bot
    ? (ui.switchedFrom ?? null)
    : otherPerson || handoff
      ? null
      : lastSeat !== null && lastSeat !== seat
        ? lastSeat
        : (ui.switchedFrom ?? null);
  return {
    ...sessionData(s),
    ui: {
      draft: null,
      // After a claimed reaction the hands are face down again, as after a call nobody claimed.
      revealed: changed || bot || ui.claimed ? null : ui.revealed,
      handoff: handoff ? player : otherPerson || bot ? null : ui.handoff,
      holder: bot ? ui.holder : player,
      holderSeat: bot ? ui.holderSeat : seat,
      switchedFrom,
    },
    // "Confirm & end turn" holds only for the state its own move left (performed below).
    endAfter: null,
    ...extra,
  };
}

/** One action: the engine's new state, or its refusal kept as data (nothing else changes). */
function performed(st: GameData, action: Action, thenEnd: boolean, auto = false): Patch {
  const s = sessionOf(st);
  if (!s) return { error: problem('noGame') };
  // A decision in the middle of a "Confirm & end turn" keeps the turn's end asked for (an open reaction
  // call nobody claimed never stops the turn).
  thenEnd ||= action.type === 'decide' && st.endAfter === s.game;
  const r = stepSession(s, action, auto);
  if (!r.ok) return { error: refused(r.error) };
  const ended = endedForMover(st, s, action, r.session, thenEnd);
  if (ended)
    return installed(st, ended.session, {
      error: null,
      notice: null,
      anim: { seq: st.anim.seq + 1, from: s.game, events: [...r.events, ...ended.events] },
      endAfter: null,
    });
  return installed(st, r.session, {
    error: null,
    notice: null,
    anim: { seq: st.anim.seq + 1, from: s.game, events: r.events },
    endAfter: thenEnd ? r.session.game : null,
  });
}

/**
 * Another player holds the device (they claimed a call, or the pirates asked them; an open call that
 * follows is passed in their hands) and has just answered: when all the mover has left is the turn's end
 * the store would make for them anyway — "Confirm & end turn" asked (autoEnd.ts endAsked), or only End
 * turn left with the autoEnd setting on (a knock-out on the way) — the turn ends at once and the device
 * goes straight to whoever acts next, never back to the mover only to see their turn end (play-tests:
 * 5 of 10 claims; then a second call in the claimer's hands, and a mover knocked out). Undo loses
 * nothing: the other player's answer already closed it, and that End turn cannot be undone either (the
 * device is not with the mover, session.ts Snapshot.passedBy).
 */
function endedForMover(
  st: GameData,
  s: Session,
  action: Action,
  after: Session,
  thenEnd: boolean,
): { session: Session; events: GameEvent[] } | null {
  const g0 = s.game;
  if (action.type !== 'decide' || !g0.pending || isBotSeat(g0, s.bots, g0.active)) return null;
  // Who answered: the claimer of the call (its Titan's player), else whoever holds the device.
  const answerer = isBotSeat(g0, s.bots, g0.pending.titan)
    ? null
    : st.ui.claimed
      ? playerOfSeat(g0, g0.pending.titan)
      : st.ui.holder;
  if (answerer === null || answerer === playerOfSeat(g0, g0.active)) return null;
  const g = after.game;
  const legal = legalActions(g);
  const due = thenEnd
    ? endAsked({ game: g, legal, endAfter: g })
    : st.settings.autoEnd && onlyEndTurn(g, legal);
  if (!due) return null;
  const e = stepSession(after, { type: 'endTurn' });
  if (!e.ok) return null;
  const turnHistory = e.session.turnHistory.filter((h) => h.passedBy === undefined);
  return { session: { ...e.session, turnHistory }, events: e.events };
}

/**
 * Back to the last decision point of a person: bots' actions after it are undone with it (a bot would
 * only replay them at once), and so are the passes of open reaction calls nobody claimed (nobody's
 * decision). An End turn is undone only while the device is still with its player.
 */
function undone(st: GameData): Patch {
  const s = sessionOf(st);
  if (!s) return {};
  if (passedTurn(s.turnHistory) !== null && !passedUndoable(st))
    return { error: undoProblem(st) ?? problem('nothingToUndo') };
  let i = s.turnHistory.length - 1;
  // The mover's pass of their own Titan's call too (ruling 32): undone with the move that made it.
  while (i >= 0 && (s.turnHistory[i].byBot || s.turnHistory[i].auto || s.turnHistory[i].own)) i--;
  // The first turn's entry and move are confirmed as one (R9.2, guide.ts guideTurn): one Undo takes both.
  const prev = s.turnHistory[i - 1];
  if (
    i > 0 &&
    s.actions[s.turnHistory[i].actions]?.type === 'dieAction' &&
    s.actions[prev.actions]?.type === 'enter' &&
    prev.actions === s.turnHistory[i].actions - 1
  )
    i--;
  const last = s.turnHistory[i];
  if (!last) return { error: undoProblem(st) ?? problem('nothingToUndo') };
  const restored: Session = {
    ...s,
    game: last.game,
    actions: s.actions.slice(0, last.actions),
    auto: s.auto.filter((n) => n < last.actions),
    claim: null,
    turnHistory: s.turnHistory.slice(0, i),
    barrier: last.barrier,
    log: s.log.slice(0, last.log),
    stats: last.stats,
  };
  const patch = installed(st, restored, {
    error: null,
    notice: { key: 'store.undone', action: s.actions[last.actions] ?? null },
    anim: { seq: st.anim.seq + 1, from: null, events: [] },
  });
  // Back from a passed turn: the device never left its player, so no hand-off to them.
  if (last.passedBy !== undefined)
    patch.ui = { ...patch.ui!, handoff: null, holder: last.passedBy, revealed: null };
  return patch;
}

/** A game of the library shown from its start: nothing of the game shown before carries over. */
function shown(st: GameData, s: Session, as: Shown, notice: Notice | null): Patch {
  return installed({ ...st, game: null }, s, {
    ...as,
    seen: {},
    opening: null,
    saveFailure: null,
    error: null,
    notice,
    anim: { seq: st.anim.seq + 1, from: null, events: [] },
  });
}
