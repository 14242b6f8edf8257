// @vitest-environment jsdom
// Play-test: in a 2-player game each person has two Titans (R12.1, turn order A1, B1, A2, B2). Against a
// bot there is no hand-off between a person's Titans, so nothing told the person they now move their
// other Titan. The store remembers the Titan the device's holder last decided for (`ui.switchedFrom`),
// and the turn banner — the action bar's live heading — says it, only when the Titan changes and the
// person does not.
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { Action, GameSetup } from '../../src/engine/types';
import { resetGameStore, useGame, type BotSeats } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';

const st = () => useGame.getState();
// Ann plays Grinder and Craken, the other player Slaugg and Rassïk.
const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  players: [
    ['grinder', 'craken'],
    ['slaugg', 'rassik'],
  ],
  seed: 5,
  first: 'grinder',
  laps: 1,
};
const VS_BOT: BotSeats = { slaugg: 'random', rassik: 'random' };
const seat = (id: string) => st().game!.titans.findIndex((x) => x.id === id);

/** Plays the active Titan's whole turn through the store (decisions: no reaction, pay the Life). */
function playTurn() {
  const who = st().summary!.active;
  const first = (...types: Action['type'][]) => {
    for (const type of types) {
      const a = st().legal.find(
        (x) => x.type === type && (x.type !== 'decide' || x.choice === 'pass' || x.choice === 'life'),
      );
      if (a) return a;
    }
    return st().legal[0];
  };
  for (let i = 0; i < 30 && st().summary!.active === who; i++)
    expect(st().perform(first('decide', 'roll', 'chooseDie', 'enter', 'dieAction', 'endTurn'))).toBe(true);
  expect(st().summary!.active).not.toBe(who);
}

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: true, autoEnd: false });
});

describe('a person’s other Titan (the store)', () => {
  it('against a bot: remembered at each of the person’s turns, the Titan they played before', () => {
    st().newGame(SETUP, ['Ann', 'Bot'], VS_BOT);
    expect(st().summary!.active).toBe('grinder');
    expect(st().ui.switchedFrom).toBeNull(); // the first Titan of the game
    playTurn(); // Grinder (Ann)
    expect(st().summary!.active).toBe('slaugg');
    playTurn(); // Slaugg (bot): the device stays with Ann
    expect(st().summary!.active).toBe('craken');
    expect(st().ui.handoff).toBeNull();
    expect(st().ui.switchedFrom).toBe(seat('grinder'));
    // It holds through Craken's turn, the same Titan deciding at every step.
    st().perform({ type: 'chooseDie', die: 0 });
    expect(st().ui.switchedFrom).toBe(seat('grinder'));
    playTurn(); // Craken
    playTurn(); // Rassïk (bot)
    expect(st().summary!.active).toBe('grinder');
    expect(st().ui.switchedFrom).toBe(seat('craken'));
  });

  it('two people: never, the device passes (hand-off on or off)', () => {
    for (const handoff of [true, false]) {
      resetGameStore();
      st().setSettings({ handoff });
      st().newGame(SETUP, ['Ann', 'Bob']);
      for (const titan of ['grinder', 'slaugg', 'craken', 'rassik', 'grinder']) {
        expect(st().summary!.active).toBe(titan);
        expect(st().ui.switchedFrom).toBeNull();
        st().dismissHandoff();
        playTurn();
      }
    }
  });

  it('one Titan each against bots: never', () => {
    st().newGame(
      { ...SETUP, players: undefined, titans: ['grinder', 'slaugg', 'craken'] },
      ['Ann', 'B', 'C'],
      {
        slaugg: 'random',
        craken: 'random',
      },
    );
    for (let i = 0; i < 4; i++) {
      expect(st().ui.switchedFrom).toBeNull();
      playTurn();
    }
  });
});

describe('a person’s other Titan (the banner)', () => {
  it('the live heading says it on the other Titan’s turn, not on the first', async () => {
    st().newGame(SETUP, ['Ann', 'Bot'], VS_BOT);
    render(<PlayScreen onHome={() => {}} />);
    const banner = () => screen.getByRole('heading', { level: 2, name: /^Round/ });
    expect(banner()).toHaveAttribute('aria-live', 'polite');
    expect(banner()).toHaveTextContent("Round 1: Grinder's turn");
    expect(banner()).not.toHaveTextContent('other Titan');
    playTurn(); // Grinder; the bot plays Slaugg
    await waitFor(() => expect(st().summary!.active).toBe('craken'), { timeout: 10_000 });
    expect(banner()).toHaveTextContent("Round 1: Craken's turn");
    expect(banner()).toHaveTextContent('(your other Titan, after Grinder)');
    expect(banner().querySelector('[data-other-titan="grinder"]')).not.toBeNull();
  });

  it('two people without the hand-off: nothing said (the person changes)', () => {
    st().setSettings({ handoff: false });
    st().newGame(SETUP, ['Ann', 'Bob']);
    render(<PlayScreen onHome={() => {}} />);
    playTurn();
    playTurn();
    expect(st().summary!.active).toBe('craken');
    expect(document.querySelector('[data-other-titan]')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /^Round/ })).not.toHaveTextContent('other Titan');
  });
});
