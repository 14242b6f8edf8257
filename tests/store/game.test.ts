// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import {
  AUTOSAVE_KEY,
  migrateAutosave,
  resetGameStore,
  undoRefusal,
  undoRefusalProblem,
  useGame,
} from '../../src/store/game';
import { GAME_ID_RE, GameLibrary, setGameLibrary, type GameRecord } from '../../src/store/games';
import { parseSave, RULES_VERSION } from '../../src/store/save';
import { freshCollection } from '../editor/helpers';
import type { GameSetup } from '../../src/engine/types';
import { problemText } from '../../src/i18n/errors';
import { noticeText } from '../../src/ui/game/noticeText';

const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  laps: 1,
};
const st = () => useGame.getState();

/** Roll, take the first die, enter on C1, make the first move offered. */
function firstTurnMoves(): void {
  expect(st().perform({ type: 'roll' })).toBe(true);
  expect(st().perform({ type: 'chooseDie', die: 0 })).toBe(true);
  expect(st().perform({ type: 'enter', space: 'C1' })).toBe(true);
  const move = st().legal.find((a) => a.type === 'dieAction' && !a.extra)!;
  expect(st().perform(move)).toBe(true);
}

let lib: GameLibrary;
afterEach(() => setCatalogue('en', en));
beforeEach(async () => {
  // Writes of the previous test's games land in its own library, not this one.
  await useGame.getState().flushSaves();
  localStorage.clear();
  lib = new GameLibrary(freshCollection<GameRecord>());
  setGameLibrary(lib);
  resetGameStore();
});

async function stored(id: string) {
  await st().flushSaves();
  const r = await lib.get(id);
  if (!r.ok || !r.value) throw new Error('not in the library');
  return r.value;
}

describe('game store', () => {
  it('starts a game and fixes a seed when none is given', () => {
    const r = st().newGame({ circuits: ['banKog'], titans: ['rassik', 'grinder', 'craken'] });
    expect(r.ok && r.id).toMatch(GAME_ID_RE);
    expect(st().gameId).toBe(r.ok && r.id);
    expect(typeof st().setup!.seed).toBe('number');
    expect(st().summary!.round).toBe(1);
    expect(st().legal).toEqual([{ type: 'roll' }]);
    expect(st().names).toEqual(['Player 1', 'Player 2', 'Player 3']);
  });

  it('refuses a bad setup with a message', () => {
    const r = st().newGame({ circuits: ['kaldheira'], titans: ['grinder'] } as GameSetup);
    expect(r.ok).toBe(false);
    // Kept as the engine's data: the code says what is wrong, the params say how.
    expect(st().error).toMatchObject({
      code: 'refused',
      refusal: { code: 'setupTitanCount', params: { count: 1 } },
    });
    expect(st().game).toBeNull();
  });

  it('an illegal action shows the engine’s reason and changes nothing', () => {
    st().newGame(SETUP);
    const before = st().game;
    const actions = st().actions;
    expect(st().perform({ type: 'endTurn' })).toBe(false);
    expect(st().error).toMatchObject({
      code: 'refused',
      refusal: { code: 'wrongPhase', reason: 'dieActionFirst' },
    });
    expect(st().game).toBe(before);
    expect(st().actions).toBe(actions);
    expect(st().perform({ type: 'chooseDie', die: 5 })).toBe(false);
    expect(st().game).toBe(before);
  });

  it('keeps a notice as data and words it in the language shown when it is shown', () => {
    st().newGame(SETUP);
    expect(st().perform({ type: 'roll' })).toBe(true);
    expect(st().perform({ type: 'chooseDie', die: 0 })).toBe(true);
    expect(st().undo()).toBe(true);
    const notice = st().notice;
    expect(notice).toEqual({ key: 'store.undone', action: { type: 'chooseDie', die: 0 } });
    expect(noticeText(notice!)).toBe('Undone: the choice of die.');
    // Switched after the notice was given: the same data is reworded, nothing in the store changes.
    setCatalogue('fr', fr);
    expect(st().notice).toBe(notice);
    expect(noticeText(notice!)).toBe('Défait\u202f: le choix du dé.');
  });

  it('a pick or a chosen mode ends the notice, as it ends a problem (it takes the bar’s room from 700 px)', () => {
    st().newGame(SETUP);
    expect(st().perform({ type: 'roll' })).toBe(true);
    expect(st().perform({ type: 'chooseDie', die: 0 })).toBe(true);
    expect(st().undo()).toBe(true);
    expect(st().notice).not.toBeNull();
    st().reveal();
    expect(st().notice, 'showing the hand answers nothing').not.toBeNull();
    expect(st().perform({ type: 'chooseDie', die: 0 })).toBe(true);
    expect(st().undo()).toBe(true);
    st().pick('space', 'C1');
    expect(st().notice).toBeNull();
    expect(st().perform({ type: 'chooseDie', die: 0 })).toBe(true);
    expect(st().undo()).toBe(true);
    expect(st().notice).not.toBeNull();
    st().setDraft('die');
    expect(st().notice).toBeNull();
  });

  it('undoes within the turn but never back past the roll', () => {
    st().newGame(SETUP);
    firstTurnMoves();
    const active = st().summary!.active;
    expect(st().summary!.titans[active]!.space).not.toBe('C1');
    // The first turn's entry and move were confirmed as one (R9.2): one Undo takes both back (issue 20).
    expect(st().undo()).toBe(true);
    expect(st().summary!.titans[active]!.space).toBeNull();
    expect(st().legal.some((a) => a.type === 'enter')).toBe(true);
    expect(noticeText(st().notice!)).toContain('Undone');
    expect(st().undo()).toBe(true); // the choice of die
    expect(st().summary!.dice).toHaveLength(3);
    expect(st().actions).toEqual([{ type: 'roll' }]);
    const game = st().game;
    expect(st().undo()).toBe(false);
    expect(problemText(st().error!)).toBe('Undo is not possible: the dice were rolled.');
    expect(st().game).toBe(game);
    // The refusal keeps the barrier as data: worded again in the language shown.
    expect(st().error).toEqual({ code: 'undoBarrier', params: { barrier: 'store.barrierRolled' } });
    setCatalogue('fr', fr);
    expect(problemText(st().error!)).toBe('Impossible de défaire\u202f: les dés ont été lancés.');
  });

  it('takes back an End turn while the next player has not taken the device (R9.3: ending reveals nothing)', () => {
    st().newGame(SETUP);
    firstTurnMoves();
    const moved = st().game!;
    const mover = st().ui.holder;
    expect(st().perform({ type: 'endTurn' })).toBe(true);
    expect(st().ui.handoff).not.toBe(mover); // the next player's hand-off is up
    expect(st().ui.handoff).not.toBeNull();
    expect(undoRefusal(st())).toBeNull();
    expect(st().undo()).toBe(true);
    expect(st().game).toBe(moved); // back in the turn, as the move left it
    expect(st().ui.handoff).toBeNull(); // the device never left its player: no hand-off to them
    expect(st().ui.holder).toBe(mover);
    expect(st().undo()).toBe(true); // and the turn's own history is back: the move itself
    expect(st().game!.titans[st().game!.active].space).toBe(-1);
  });

  it('cannot undo into the previous player’s turn once the next player took the device or acted', () => {
    st().newGame(SETUP);
    firstTurnMoves();
    expect(st().perform({ type: 'endTurn' })).toBe(true);
    st().dismissHandoff();
    expect(st().undo()).toBe(false);
    expect(problemText(st().error!)).toMatch(/^Undo is not possible: the turn passed to /);
    const refusal = undoRefusal(st());
    // The store's barrier itself (the same value while nothing changes), worded only when shown.
    expect(refusal).toBe(st().barrier);
    expect(problemText(undoRefusalProblem(refusal!))).toMatch(/the turn passed to /);
    // Any action after the End turn closes it too, even with the next hand-off up again later.
    expect(st().perform(st().legal[0])).toBe(true);
    expect(st().turnHistory.some((h) => h.passedBy !== undefined)).toBe(false);
  });

  it('the log keeps every action’s events and undo removes them', () => {
    st().newGame(SETUP);
    expect(st().log).toHaveLength(1); // who plays first + round 1
    firstTurnMoves();
    expect(st().log).toHaveLength(5);
    st().undo(); // the entry and the move (issue 20)
    expect(st().log).toHaveLength(3);
  });

  it('writes every action to the library and opens the game again exactly (issue 10)', async () => {
    const r = st().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
    const id = r.ok ? r.id : '';
    firstTurnMoves();
    const entry = await stored(id);
    expect(entry.save!.actions).toHaveLength(4);
    expect(entry.meta).toMatchObject({
      circuit: expect.stringMatching(/^Kaldheira/),
      round: 1,
      finished: false,
    });
    expect(entry.meta!.titans.slice().sort()).toEqual(['craken', 'grinder', 'slaugg']);
    expect(entry.meta!.leader).toBe(st().summary!.active);
    const summary = st().summary;
    const history = st().turnHistory.length;
    resetGameStore();
    expect(st().game).toBeNull();
    expect(await st().open(id)).toBe(true);
    expect(st().gameId).toBe(id);
    expect(st().summary).toEqual(summary);
    expect(st().names).toEqual(['Ann', 'Bob', 'Cid']);
    // Undo still works after a reload, within the same limits.
    expect(st().turnHistory).toHaveLength(history);
    expect(st().undo()).toBe(true); // the first turn's entry and move (issue 20)
    expect((await stored(id)).save!.actions).toHaveLength(2);
  });

  it('a new game is a new record beside the others; each opens as it was left', async () => {
    const a = st().newGame(SETUP);
    firstTurnMoves();
    const aSummary = st().summary;
    const b = st().newGame({ ...SETUP, seed: 8 });
    expect(a.ok && b.ok && a.id !== b.id).toBe(true);
    await st().flushSaves();
    const list = await lib.list();
    expect(list.ok && list.value.map((g) => g.id).sort()).toEqual([a.ok && a.id, b.ok && b.id].sort());
    expect(await st().open(a.ok ? a.id : '')).toBe(true);
    expect(st().summary).toEqual(aSummary);
  });

  it('opening a game that is not in the library says so and keeps the game shown', async () => {
    st().newGame(SETUP);
    const game = st().game;
    expect(await st().open('g-nothere00')).toBe(false);
    expect(problemText(st().error!)).toMatch(/not in this browser’s saved games/);
    expect(st().game).toBe(game);
  });
  it('exports and imports a save that replays to the same state', async () => {
    st().newGame(SETUP);
    firstTurnMoves();
    const json = st().exportSave();
    const parsed = JSON.parse(json);
    expect(parsed).toMatchObject({ format: 'titan-race-save', version: 2, rules: 2, setup: { seed: 7 } });
    expect(RULES_VERSION).toBe(st().game!.v);
    const summary = st().summary;
    st().newGame({ ...SETUP, seed: 99 });
    const id = await st().importSave(json);
    expect(id).toMatch(GAME_ID_RE);
    expect(st().gameId).toBe(id);
    expect(st().summary).toEqual(summary);
  });

  it('refuses corrupt or foreign saves and keeps the current game', async () => {
    st().newGame(SETUP);
    firstTurnMoves();
    const game = st().game;
    const v2 = { format: 'titan-race-save', version: 2, rules: 2 };
    for (const bad of [
      'not json',
      '{"hello":1}',
      JSON.stringify({ format: 'titan-race-save', version: 3, rules: 2, setup: SETUP, actions: [] }),
      JSON.stringify({ format: 'titan-race-save', version: 2, setup: SETUP, actions: [] }),
      JSON.stringify({ ...v2, setup: SETUP, actions: [{ type: 'fly' }] }),
      JSON.stringify({ ...v2, setup: SETUP, actions: [{ type: 'endTurn' }] }),
      JSON.stringify({ ...v2, setup: { circuits: ['nowhere'], titans: ['grinder'] }, actions: [] }),
    ]) {
      expect(await st().importSave(bad)).toBeNull();
      expect(problemText(st().error!)).toMatch(/^Import refused: .*The current game is kept\.$/);
      expect(st().game).toBe(game);
    }
  });

  describe('a game made with rules version 1 (R4.2 and R7.5 changed in version 2)', () => {
    // A version-1 file: the engine would replay its actions under other rules, as another game.
    const v1File = JSON.stringify({
      format: 'titan-race-save',
      version: 1,
      setup: SETUP,
      actions: [{ type: 'roll' }, { type: 'chooseDie', die: 0 }],
      names: ['Ann', 'Bob', 'Cid'],
    });
    const v1Saves = [
      v1File,
      // A save that states its rules, or carries an engine state of version 1.
      JSON.stringify({ format: 'titan-race-save', version: 2, rules: 1, setup: SETUP, actions: [] }),
      JSON.stringify({
        format: 'titan-race-save',
        version: 2,
        rules: 2,
        state: { v: 1 },
        setup: SETUP,
        actions: [],
      }),
    ];

    it('is refused on import with a sentence saying so, and the current game is kept', async () => {
      st().newGame(SETUP, ['Dee', 'Eve', 'Fay']);
      firstTurnMoves();
      const game = st().game;
      const actions = st().actions;
      const id = st().gameId;
      for (const old of v1Saves) {
        expect(await st().importSave(old)).toBeNull();
        expect(problemText(st().error!)).toMatch(
          /^Import refused: This game was made with rules version 1; .*so it cannot be replayed\. The current game is kept\.$/,
        );
        expect(st().game).toBe(game);
        expect(st().actions).toBe(actions);
        expect(st().names).toEqual(['Dee', 'Eve', 'Fay']);
        expect(st().gameId).toBe(id);
      }
    });

    it('an old autosave is moved into the library once, listed with the reason, and refused when opened', async () => {
      localStorage.setItem(AUTOSAVE_KEY, v1File);
      await migrateAutosave();
      expect(localStorage.getItem(AUTOSAVE_KEY)).toBeNull();
      const list = await lib.list();
      expect(list.ok && list.value).toHaveLength(1);
      const entry = list.ok ? list.value[0] : null;
      expect(problemText(entry!.problem!)).toContain('made with rules version 1');
      // Nothing is lost: the file is kept as it was, for Export.
      expect(entry!.raw).toEqual(JSON.parse(v1File));
      st().newGame(SETUP);
      const game = st().game;
      expect(await st().open(entry!.id)).toBe(false);
      expect(problemText(st().error!)).toContain('made with rules version 1');
      expect(st().game).toBe(game);
    });

    it('parseSave names the rules version, and a save of this version is read', () => {
      for (const old of v1Saves) {
        const r = parseSave(old);
        expect(r.ok).toBe(false);
        expect(!r.ok && problemText(r.error)).toContain('made with rules version 1');
      }
      st().newGame(SETUP);
      expect(parseSave(st().exportSave()).ok).toBe(true);
    });
  });

  it('hides hands when the turn passes and offers the hand-off', () => {
    st().setSettings({ handoff: true });
    st().newGame(SETUP);
    expect(st().ui.handoff).not.toBeNull();
    st().dismissHandoff();
    st().reveal();
    expect(st().ui.revealed).not.toBeNull();
    firstTurnMoves();
    expect(st().ui.revealed).not.toBeNull(); // same player
    st().perform({ type: 'endTurn' });
    expect(st().ui.revealed).toBeNull();
    expect(st().ui.handoff).not.toBeNull();
  });

  it('keeps settings in storage', () => {
    st().setSettings({ speed: 'fast' });
    expect(JSON.parse(localStorage.getItem('titan-race/settings')!)).toMatchObject({ speed: 'fast' });
  });
});
