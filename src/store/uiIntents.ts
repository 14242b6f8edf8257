// The store's intents for the UI's own state: the guided choice being made (draft), showing a hand,
// the hand-off, the settings and the messages. None of them changes the game.
import type { StoreApi } from 'zustand';
import { defaultMode, type Draft } from './draft';
import { deciderSeat, playerOfSeat } from './seats';
import { handoffWanted, isBotSeat } from './session';
import { saveSettings } from './settings';
import { handoffRolls, handoffTakesDie } from './selectors';
import { endAsked } from './autoEnd';
import { callSeat } from './reactionCall';
import type { GameStore } from './storeTypes';

type UiIntents = Pick<
  GameStore,
  | 'setDraft'
  | 'pick'
  | 'unpick'
  | 'reveal'
  | 'hide'
  | 'coverTable'
  | 'dismissHandoff'
  | 'setSettings'
  | 'setError'
  | 'clearMessages'
  | 'clearNotice'
>;

/** The store's auto End turn (autoEnd.ts): the hand-off and the settings start or stop it. */
interface Ender {
  schedule(): void;
  cancel(): void;
}

export function uiIntents(
  set: StoreApi<GameStore>['setState'],
  get: () => GameStore,
  ender: Ender = { schedule() {}, cancel() {} },
): UiIntents {
  /** The player turns to an ability or a card during a "Confirm & end turn" pause: the turn stays open. */
  const stayOpen = () => {
    if (!endAsked(get())) return;
    ender.cancel();
    set({ endAfter: null });
  };
  return {
    setDraft(mode, card) {
      if (mode) stayOpen();
      // A pick answers the table: the notice ("Undone: the move.", "Saved game loaded…") has been read, and
      // from 700 px wide it takes room in the bar's flow (table.css), so it goes now, as a problem does.
      set({ ui: { ...get().ui, draft: mode ? { mode, card, picks: {} } : null }, error: null, notice: null });
    },

    pick(key, value) {
      const ui = get().ui;
      const st = get();
      const base: Draft = ui.draft ?? { mode: defaultMode(st.legal) ?? 'die', picks: {} };
      set({
        ui: { ...ui, draft: { ...base, picks: { ...base.picks, [key]: value } } },
        error: null,
        notice: null,
      });
    },

    unpick(key, value) {
      const ui = get().ui;
      if (!ui.draft) return;
      // Changing an earlier choice forgets the later ones.
      const order = [
        'face',
        'dest',
        'path',
        'extra',
        'when',
        'lifeCost',
        'space',
        'target',
        'dir',
        'abilityTarget',
        'abilityDir',
      ];
      // The first turn's start space comes before everything else (enter and move as one choice).
      if (ui.draft.mode === 'enter' && key === 'space') {
        set({ ui: { ...ui, draft: { ...ui.draft, picks: {} } }, error: null });
        return;
      }
      const i = order.indexOf(key);
      const picks: Record<string, string> = {};
      // The first turn's start space stays: it was chosen before the die's move (guideTurn).
      for (const [k, v] of Object.entries(ui.draft.picks))
        if (order.indexOf(k) < i || (ui.draft.mode === 'enter' && k === 'space')) picks[k] = v;
      if (value !== undefined) picks[key] = value;
      set({
        ui: { ...ui, draft: { ...ui.draft, picks } },
        error: null,
        ...(value !== undefined && { notice: null }),
      });
    },

    reveal() {
      const g = get().game;
      if (!g) return;
      // A bot's hand is never shown.
      if (isBotSeat(g, get().bots, deciderSeat(g))) return;
      stayOpen();
      set({ ui: { ...get().ui, revealed: playerOfSeat(g, deciderSeat(g)) } });
    },

    hide() {
      set({ ui: { ...get().ui, revealed: null } });
    },

    coverTable() {
      // Leaving the table (Home, another page): every hand face down, and whoever comes back to this game
      // is asked to pass the device first, as after any change of player.
      const st = get();
      const g = st.game;
      if (!g) return;
      const seat = deciderSeat(g);
      const ask = handoffWanted(g, st.bots, st.settings.handoff, seat);
      ender.cancel();
      set({ ui: { ...st.ui, draft: null, revealed: null, handoff: ask ? playerOfSeat(g, seat) : null } });
    },

    dismissHandoff(then) {
      const roll = then === 'roll' && handoffRolls(get()) !== null;
      const die = typeof then === 'object' && handoffTakesDie(get()) ? then.die : null;
      const st = get();
      const p = st.ui.handoff;
      const seen = p === null ? st.seen : { ...st.seen, [p]: st.log.length };
      // The player who claimed a reaction took the device to react: their hand is shown at once.
      const seat = callSeat(st.game, st.bots);
      const claimer = st.ui.claimed && p !== null && seat >= 0 && playerOfSeat(st.game!, seat) === p;
      set({ ui: { ...st.ui, handoff: null, revealed: claimer ? p : null }, seen });
      // Rolling is all this player can do now (R4.2): the same press rolls.
      if (roll) get().perform({ type: 'roll' });
      // Choosing a die is all this player can do now (R4.2): the same press takes it.
      else if (die !== null) get().perform({ type: 'chooseDie', die });
      else ender.schedule();
    },

    setSettings(patch) {
      const settings = { ...get().settings, ...patch };
      set({ settings, ui: patch.handoff === false ? { ...get().ui, handoff: null } : get().ui });
      if (patch.autoEnd !== undefined || patch.handoff !== undefined) ender.schedule();
      if (!saveSettings(settings)) set({ notice: { key: 'store.settingsNotSaved' } });
    },

    setError(error) {
      set({ error, notice: null });
    },

    clearMessages() {
      set({ error: null, notice: null });
    },

    clearNotice() {
      set({ notice: null });
    },
  };
}
