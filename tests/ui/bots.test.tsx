// @vitest-environment jsdom
// Bots in the game: chosen in the setup or by link, played through the store by the bot driver (in-thread
// here: jsdom has no Worker), with nothing to click and no hidden card shown on a bot's turn.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import type { GameSetup } from '../../src/engine/types';

const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  laps: 1,
};
const st = () => useGame.getState();
const link = (setup: GameSetup, bots?: object) =>
  `/#/play?setup=${encodeURIComponent(JSON.stringify(setup))}` +
  (bots ? `&bots=${encodeURIComponent(JSON.stringify(bots))}` : '');

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
  window.history.replaceState(null, '', '/#/');
});
afterEach(() => {
  window.history.replaceState(null, '', '/#/');
});

describe('bots in the game', () => {
  it('an all-bot game plays itself to the winner through the store', async () => {
    st().newGame(SETUP, undefined, { grinder: 'greedy', slaugg: 'random', craken: 'greedy' });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    await waitFor(() => expect(container.querySelector('[data-winner]')).not.toBeNull(), {
      timeout: 30_000,
    });
    expect(st().summary!.winner).not.toBeNull();
    // Every bot action went through perform(): it is in the action list and worded in the log.
    // (The bots draw fresh seeds, so the game differs from run to run.)
    expect(st().actions.length).toBeGreaterThan(12);
    expect(st().log).toHaveLength(st().actions.length + 1);
    expect(screen.getByRole('log')).toHaveTextContent('enters the board on');
    // Nothing of a bot's hand was ever shown.
    expect(st().ui.revealed).toBeNull();
  }, 40_000);

  it('a bot’s turn has nothing to click and never offers its cards', async () => {
    // Slaugg is a person; the bots play until Slaugg must act.
    st().newGame(SETUP, ['Bot A', 'Ann', 'Bot C'], { grinder: 'greedy', craken: 'greedy' });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    if (st().summary!.active !== 'slaugg') {
      expect(container.querySelector('[data-bot="greedy"]')).not.toBeNull();
      expect(container.querySelector('[data-bot]')).toHaveTextContent('(greedy bot)');
      expect(screen.queryByRole('button', { name: 'Roll the dice' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'End turn' })).toBeNull();
      expect(container.querySelector('[data-selectable]')).toBeNull();
    }
    await waitFor(() => expect(st().summary!.active).toBe('slaugg'), { timeout: 20_000 });
    await waitFor(() => expect(container.querySelector('[data-bot]')).toBeNull());
    expect(container.querySelector('[data-titan-panel="grinder"]')).toHaveTextContent('greedy bot');
    for (const bot of ['grinder', 'craken']) {
      const panel = container.querySelector(`[data-titan-panel="${bot}"]`) as HTMLElement;
      expect(within(panel).queryByRole('button', { name: 'Show my cards' })).toBeNull();
      expect(within(panel).queryByRole('button', { name: 'Use ability' })).toBeNull();
    }
    // Slaugg's player plays as usual.
    expect(st().legal.some((a) => a.type === 'roll' || a.type === 'chooseDie')).toBe(true);
  }, 30_000);

  it('the link takes bots (&bots=) and a new link opened on #/play starts the new game', async () => {
    window.history.replaceState(null, '', link(SETUP));
    render(<App />);
    await screen.findByRole('log');
    expect(window.location.hash).toMatch(/^#\/play\/g-/);
    expect(st().bots).toEqual({});
    const firstGame = st().game;
    const other: GameSetup = { ...SETUP, titans: ['rassik', 'ragnarok', 'chtoolhoo'], seed: 9 };
    // Stop the bots from playing while we look: animation speed does not matter, the game is new.
    await act(async () => {
      window.location.hash = link(other, { rassik: 'greedy' }).slice(1);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(st().setup!.titans).toEqual(['rassik', 'ragnarok', 'chtoolhoo']));
    expect(st().game).not.toBe(firstGame);
    expect(st().bots).toEqual({ rassik: 'greedy' });
    expect(window.location.hash).toMatch(/^#\/play\/g-/);
  });

  it('a link with unreadable bots is refused with a message', async () => {
    window.history.replaceState(null, '', `${link(SETUP)}&bots=%7Bnope`);
    render(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent('bots are not valid JSON');
    expect(st().game).toBeNull();
  });

  it('the setup screen makes a player a bot', async () => {
    window.history.replaceState(null, '', '/#/setup');
    render(<App />);
    fireEvent.change(await screen.findByLabelText('Player 2 played by'), { target: { value: 'expert' } });
    fireEvent.change(screen.getByLabelText('Player 3 played by'), { target: { value: 'random' } });
    expect(screen.getByRole('link', { name: 'Link to this setup' }).getAttribute('href')).toContain('&bots=');
    fireEvent.click(screen.getByRole('button', { name: 'Start the race' }));
    const titans = st().setup!.titans;
    expect(st().bots).toEqual({ [titans[1]]: 'expert', [titans[2]]: 'random' });
  });
});
