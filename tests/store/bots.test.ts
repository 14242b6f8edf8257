// @vitest-environment jsdom
// Bot seats in the store: kept next to the setup and in the save file, hands never shown, no hand-off
// before a bot, and undo back to the last decision point of a person.
import { beforeEach, describe, expect, it } from 'vitest';
import { botDecides, resetGameStore, useGame } from '../../src/store/game';
import { GameLibrary, setGameLibrary, type GameRecord } from '../../src/store/games';
import { freshCollection } from '../editor/helpers';
import { makeSave, parseSave } from '../../src/store/save';
import type { GameSetup } from '../../src/engine/types';
import { legalActions, loadScenario, summarize } from '../../src/engine';
import { problemText } from '../../src/i18n/errors';
import { noticeText } from '../../src/ui/game/noticeText';

const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  laps: 1,
};
const st = () => useGame.getState();
const activeId = () => st().summary!.active;

let lib: GameLibrary;
beforeEach(async () => {
  // Writes of the previous test's games land in its own library, not this one.
  await useGame.getState().flushSaves();
  localStorage.clear();
  lib = new GameLibrary(freshCollection<GameRecord>());
  setGameLibrary(lib);
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});

describe('bots in the store', () => {
  it('keeps the bot seats next to the setup, in the library and in the exported file', async () => {
    const r = st().newGame(SETUP, ['Ann', 'Bob', 'Cid'], { slaugg: 'greedy', craken: 'expert' });
    expect(r.ok).toBe(true);
    expect(st().bots).toEqual({ slaugg: 'greedy', craken: 'expert' });
    await st().flushSaves();
    const auto = await lib.get(r.ok ? r.id : '');
    expect(auto.ok && auto.value?.save?.bots).toEqual({ slaugg: 'greedy', craken: 'expert' });
    const file = st().exportSave();
    expect(JSON.parse(file).bots).toEqual({ slaugg: 'greedy', craken: 'expert' });
    resetGameStore();
    expect(await st().importSave(file)).toBeTruthy();
    expect(st().bots).toEqual({ slaugg: 'greedy', craken: 'expert' });
  });

  it('loads a save without bots: every Titan is played by a person', async () => {
    const old = JSON.stringify({
      format: 'titan-race-save',
      version: 2,
      rules: 2,
      setup: SETUP,
      actions: [{ type: 'roll' }],
      names: ['A', 'B', 'C'],
    });
    expect(await st().importSave(old)).toBeTruthy();
    expect(st().bots).toEqual({});
    expect(st().actions).toHaveLength(1);
    // A game without bots saves no bots field at all (the file stays as before).
    expect(makeSave(SETUP, [], ['A', 'B', 'C'])).not.toHaveProperty('bots');
  });

  it('refuses bots for Titans not in the game or of an unknown level', () => {
    expect(st().newGame(SETUP, undefined, { rassik: 'greedy' }).ok).toBe(false);
    expect(problemText(st().error!)).toMatch(/rassik/);
    expect(st().game).toBeNull();
    const bad = { ...makeSave(SETUP, [], ['A', 'B', 'C']), bots: { grinder: 'genius' } };
    const r = parseSave(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    expect(!r.ok && problemText(r.error)).toMatch(/genius/);
  });

  it('never shows a bot’s hand', () => {
    st().newGame(SETUP, undefined, { grinder: 'greedy', slaugg: 'greedy', craken: 'greedy' });
    expect(botDecides(st())).toBe(true);
    st().reveal();
    expect(st().ui.revealed).toBeNull();
  });

  it('shows no hand-off screen before a bot acts, and none for one person against bots', () => {
    st().setSettings({ handoff: true });
    st().newGame(SETUP, undefined, { grinder: 'greedy', slaugg: 'greedy', craken: 'greedy' });
    expect(st().ui.handoff).toBeNull();
    resetGameStore();
    st().setSettings({ handoff: true });
    // Two persons and a bot: the device is passed between the persons only.
    st().newGame(SETUP, undefined, { craken: 'random' });
    const first = activeId();
    expect(st().ui.handoff).toBe(first === 'craken' ? null : st().game!.active);
  });

  it('a bot’s reaction in the middle of a person’s turn does not ask for the device again (issue 13)', () => {
    // R11.4: Craken (a person) pushes Slaugg into Grinder, a bot holding a Shield, who must decide.
    const r = loadScenario({
      setup: {
        circuits: [{ id: 'qa', name: 'qa', spaces: {} }],
        titans: ['craken', 'slaugg', 'grinder'],
        seed: 11,
        options: { reactions: 'eligible' },
      },
      position: {
        titans: {
          craken: { space: 'C5' },
          slaugg: { space: 'C7' },
          grinder: { space: 'C9', hand: ['shield'] },
        },
        active: 'craken',
        dice: ['red', 'yellow', 'brown'],
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    useGame.setState({
      game: r.state,
      setup: r.state.setup,
      names: ['Ann', 'Bob', 'Cleo'],
      bots: { grinder: 'greedy' },
      actions: [],
      turnHistory: [],
      log: [[]],
      summary: summarize(r.state),
      legal: legalActions(r.state),
      ui: { draft: null, revealed: null, handoff: null, holder: 0 }, // Ann (Craken) has the device
    });
    st().setSettings({ handoff: true });
    st().perform({ type: 'chooseDie', die: 0 });
    st().perform({ type: 'dieAction', path: ['S'] });
    expect(st().game!.pending?.kind).toBe('reaction');
    expect(botDecides(st())).toBe(true);
    expect(st().ui.handoff).toBeNull(); // none before a bot's decision
    st().perform({ type: 'decide', choice: 'pass' });
    // Back to Ann's turn: she still has the device, so no second "Pass the device".
    expect(st().game!.pending).toBeNull();
    expect(st().ui.handoff).toBeNull();
    expect(st().ui.holder).toBe(0);
  });

  it('leaving the table hides every hand and asks for the hand-off on return (issue 13)', () => {
    st().setSettings({ handoff: true });
    st().newGame(SETUP);
    const player = st().ui.handoff;
    st().dismissHandoff();
    st().reveal();
    expect(st().ui.revealed).toBe(player);
    st().coverTable();
    expect(st().ui.revealed).toBeNull();
    expect(st().ui.handoff).toBe(player);
    // One person against bots: nobody to hide the cards from, no hand-off.
    resetGameStore();
    st().setSettings({ handoff: true });
    st().newGame(SETUP, undefined, { grinder: 'greedy', slaugg: 'greedy', craken: 'greedy' });
    st().coverTable();
    expect(st().ui.handoff).toBeNull();
  });

  it('undo goes back to the last decision point of a person, past the bots’ actions', () => {
    st().newGame(SETUP);
    const person = activeId();
    st().perform({ type: 'roll' });
    st().perform({ type: 'chooseDie', die: 0 });
    const beforeEnter = st().game;
    const actionsBeforeEnter = st().actions.length;
    st().perform({ type: 'enter', space: 'C1' });
    // From here a bot plays this Titan (as if its player had handed it over mid-turn).
    useGame.setState({ bots: { [person]: 'greedy' } });
    const move = st().legal.find((a) => a.type === 'dieAction' && !a.extra)!;
    expect(st().perform(move)).toBe(true);
    // Undo takes back the bot's move and the person's "enter" with it.
    expect(st().undo()).toBe(true);
    expect(st().game).toBe(beforeEnter);
    expect(st().actions).toHaveLength(actionsBeforeEnter);
    expect(st().notice).toEqual({ key: 'store.undone', action: { type: 'enter', space: 'C1' } });
    expect(noticeText(st().notice!)).toBe('Undone: entering on C1.');
  });

  it('refuses undo when only bots have played since the last barrier', () => {
    st().newGame(SETUP, undefined, { grinder: 'greedy', slaugg: 'greedy', craken: 'greedy' });
    st().perform({ type: 'roll' });
    st().perform({ type: 'chooseDie', die: 0 });
    const game = st().game;
    expect(st().undo()).toBe(false);
    expect(problemText(st().error!)).toMatch(/only bots have played/);
    expect(st().game).toBe(game);
  });
});
