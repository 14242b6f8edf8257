// The game store (zustand): the session reducer (reducer.ts) with its effects — saving to the games
// library and hearing other tabs (library.ts), the automatic End turn (autoEnd.ts), the bots (bots.ts) —
// and the UI's own intents (uiIntents.ts). Every change to the game goes through the engine's applyAction (session.ts).
// The store decides one thing of its own: how far Undo goes (within the turn, never back past a roll or
// a draw, R9.2's entry and move as one step).
import { create } from 'zustand';
import type { Action } from '../engine/types';
import { callSeat } from './reactionCall';
import { makeSave } from './saveFile';
import { saveReader } from './saveReader';
import { playerOfSeat } from './seats';
import { getGameLibrary, type GameLibrary } from './games';
import { handoffWanted, replay, startSession } from './session';
import { webStorage } from './storage';
import { initialData, sessionOf, type GameStore } from './storeTypes';
import { reduce, type Intent } from './reducer';
import { libraryLink } from './library';
import { uiIntents } from './uiIntents';
import { autoEnder } from './autoEnd';
import { botIntents } from './bots';
import type { chooseAction } from '../bots/client';
import { problem } from '../i18n/errors';

// The store's parts, for the UI and tests that import them from here.
export { undoBarrier } from './session';
export { migrateAutosave, relation } from './persist';
export { MASTER_MS_CHOICES, REACTION_PAUSE_CHOICES, SETTINGS_KEY, SPEED_MS, type Speed } from './settings';
export type { GameStore, SaveFailure } from './storeTypes';
export type { BotSeats } from './saveFile';
export { AUTOSAVE_KEY } from './games';
export { botDecides, undoRefusal, undoRefusalProblem } from './selectors';

export interface GameStoreOptions {
  /** The games library (default: the app's, in IndexedDB). */
  library?: () => GameLibrary;
  /** Where unwritten saves wait across a reload (default: window.sessionStorage). */
  tabStorage?: () => Storage | null;
  /** The bots' decision (default: the bot worker, bots/client.ts). */
  choose?: typeof chooseAction;
}

/** A game store; the app has one (`useGame`), tests make two to play two tabs. */
export function createGameStore(options: GameStoreOptions = {}) {
  const library = options.library ?? getGameLibrary;
  const tabStorage = options.tabStorage ?? (() => webStorage('sessionStorage'));
  return create<GameStore>()((set, get, api) => {
    const ender = autoEnder(get, set);
    /** The reducer's change in place; a new game state cancels the pending automatic End turn. */
    const dispatch = (intent: Intent) => {
      const patch = reduce(get(), intent);
      if (patch.game !== undefined) ender.cancel();
      set(patch);
      return patch;
    };
    const link = libraryLink({ set, get, dispatch, library, tabStorage });

    /** One action through the engine; with `thenEnd`, the turn ends after the pause (autoEnd.ts). */
    const act = (action: Action, thenEnd: boolean, auto = false): boolean => {
      if (sessionOf(get())) ender.cancel();
      const patch = dispatch({ type: 'perform', action, thenEnd, auto });
      if (patch.game === undefined) return false;
      if (typeof performance !== 'undefined' && performance.mark) performance.mark('tr:perform');
      link.persist();
      ender.schedule();
      return true;
    };

    return {
      ...initialData(),

      newGame(setup, names, bots) {
        const r = startSession(setup, names, bots);
        if (!r.ok) {
          set({ error: r.error });
          return r;
        }
        return { ok: true, id: link.installNew(r.session, null) };
      },

      perform: (action) => act(action, false),
      confirmAndEnd: (action) => act(action, true),

      undo() {
        if (!sessionOf(get())) return false;
        ender.cancel();
        const patch = dispatch({ type: 'undo' });
        if (patch.game === undefined) return false;
        link.persist();
        return true;
      },

      exportSave() {
        const s = sessionOf(get());
        return s
          ? JSON.stringify(makeSave(s.setup, s.actions, s.names, s.bots, s.auto, s.claim), null, 1)
          : '';
      },

      async importSave(json) {
        let parseSave: Awaited<ReturnType<typeof saveReader>>['parseSave'];
        try {
          ({ parseSave } = await saveReader());
        } catch {
          set({ error: problem('importRefused', undefined, problem('readerNotLoaded')) });
          return null;
        }
        const parsed = parseSave(json);
        const r = parsed.ok ? replay(parsed.save) : parsed;
        if (!r.ok) {
          set({ error: problem('importRefused', undefined, r.error) });
          return null;
        }
        return link.installNew(r.session, { key: 'store.imported' });
      },

      async open(id) {
        if (get().gameId === id && get().game) return true;
        set({ opening: id, error: null, notice: null });
        return link.open(id);
      },

      stashUnwritten() {
        link.saver.stash();
      },

      flushSaves() {
        return link.saver.settled();
      },

      leave() {
        ender.cancel();
        dispatch({ type: 'leave' });
      },

      claimReaction(call) {
        const st = get();
        const seat = callSeat(st.game, st.bots);
        // A claim is for the call it was shown for: never the one that took its place (rulings 28).
        if (seat < 0 || st.ui.claimed || !st.game || (call !== undefined && call !== st.actions.length))
          return;
        const player = playerOfSeat(st.game, seat);
        const pass = player !== st.ui.holder && handoffWanted(st.game, st.bots, st.settings.handoff, seat);
        // Claiming means "I want to react": the hand is shown at once — after the hand-off when the
        // device changes hands (uiIntents.ts dismissHandoff), so only its player sees it.
        // The claim is saved with the game (session.ts `claim`): a reload gives the claimer their question
        // back, it never reopens the call nor lets it pass for them.
        set({
          claim: st.actions.length,
          ui: {
            ...st.ui,
            claimed: true,
            revealed: pass ? null : player,
            handoff: pass ? player : null,
            holder: player,
            holderSeat: seat,
          },
        });
        link.persist();
      },

      letReactionGo(call) {
        const st = get();
        const seat = callSeat(st.game, st.bots);
        if (seat < 0 || st.ui.claimed || (call !== undefined && call !== st.actions.length)) return false;
        // Nobody's decision: undo may step back over it (session.ts).
        return act({ type: 'decide', choice: 'pass' }, false, true);
      },

      passUnplayable() {
        const st = get();
        if (!st.ui.claimed || callSeat(st.game, st.bots) < 0) return false;
        if (st.legal.some((a) => a.type === 'decide' && a.choice === 'play')) return false;
        // Not `auto`: a claimer's pass is a barrier to undo whether they held a reaction or not.
        return act({ type: 'decide', choice: 'pass' }, false);
      },

      ...uiIntents(set, get, ender),
      ...botIntents(api, options.choose),
    };
  });
}

export const useGame = createGameStore();

/** For tests: reset the store to its initial state. */
export function resetGameStore(): void {
  useGame.setState(initialData());
}
