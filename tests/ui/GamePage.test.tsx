// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AUTOSAVE_KEY, resetGameStore, useGame } from '../../src/store/game';
import { GameLibrary, setGameLibrary, type GameRecord } from '../../src/store/games';
import { freshCollection } from '../editor/helpers';
import { App } from '../../src/ui/App';
import type { GameSetup } from '../../src/engine/types';

/** How long a lazily loaded screen may take to appear (as in SetupScreen.test.tsx). */
const LAZY = 5000;

const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  laps: 1,
};

let lib: GameLibrary;
beforeEach(async () => {
  await useGame.getState().flushSaves();
  localStorage.clear();
  lib = new GameLibrary(freshCollection<GameRecord>());
  setGameLibrary(lib);
  resetGameStore();
  window.history.replaceState(null, '', '/#/');
});

describe('game page routes', () => {
  it('#/play?setup= starts that game at once as a new saved game; the address becomes #/play/<id>', async () => {
    window.history.replaceState(
      null,
      '',
      `/#/play?setup=${encodeURIComponent(JSON.stringify(SETUP))}&names=Ann,Bob,Cid`,
    );
    const { container } = render(<App />);
    // The play and setup screens load lazily (issue 14): on a busy machine that takes more than a second.
    await screen.findByRole('button', { name: 'Roll the dice' }, { timeout: LAZY });
    expect(window.location.hash).toBe(`#/play/${useGame.getState().gameId}`);
    expect(useGame.getState().setup).toMatchObject(SETUP);
    expect(container).toHaveTextContent('Ann');
  });

  it('a broken setup link shows why and falls back to the home screen', async () => {
    window.history.replaceState(null, '', `/#/play?setup=${encodeURIComponent('{"circuits":')}`);
    render(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent('not valid JSON');
    expect(screen.getByRole('button', { name: 'New game' })).toBeInTheDocument();
  });

  it('#/play?setup=null and other shapes: a sentence on the home screen, never a blank page (issue 10)', async () => {
    for (const v of ['null', '[]', '{}', '{"circuits":5,"titans":{"a":1}}']) {
      resetGameStore();
      window.history.replaceState(null, '', `/#/play?setup=${encodeURIComponent(v)}`);
      const { unmount } = render(<App />);
      expect(await screen.findByText(/This link cannot start a game/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'New game' })).toBeInTheDocument();
      expect(useGame.getState().game).toBeNull();
      unmount();
    }
  });

  it('#/play/<id> opens that saved game; a bare #/play goes to the game in this tab', async () => {
    const r = useGame.getState().newGame(SETUP);
    useGame.getState().perform({ type: 'roll' });
    const summary = useGame.getState().summary;
    await useGame.getState().flushSaves();
    resetGameStore();
    window.history.replaceState(null, '', `/#/play/${r.ok ? r.id : ''}`);
    render(<App />);
    await screen.findByRole('log', {}, { timeout: LAZY });
    expect(useGame.getState().summary).toEqual(summary);
    await act(async () => {
      window.location.hash = '#/play';
    });
    await waitFor(() => expect(window.location.hash).toBe(`#/play/${r.ok ? r.id : ''}`));
  });

  it('#/play/<unknown id> says so on the home screen, with the saved games', async () => {
    window.history.replaceState(null, '', '/#/play/g-gone000000');
    render(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent('not in this browser’s saved games');
    expect(screen.getByRole('heading', { name: 'Saved games' })).toBeInTheDocument();
  });

  it('an autosave of the one-slot days made with rules version 1 is listed with the reason, not lost', async () => {
    const old = { format: 'titan-race-save', version: 1, setup: SETUP, actions: [{ type: 'roll' }] };
    localStorage.setItem(AUTOSAVE_KEY, JSON.stringify(old));
    render(<App />);
    const item = await screen.findByText(/Cannot be opened: This game was made with rules version 1/);
    expect(item.closest('[data-saved-game]')).not.toBeNull();
    expect(screen.getByRole('button', { name: /^Export/ })).toBeInTheDocument();
    expect(localStorage.getItem(AUTOSAVE_KEY)).toBeNull();
    expect(useGame.getState().game).toBeNull();
  });

  it('home → setup → start the race', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    await act(async () => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    fireEvent.click(await screen.findByRole('radio', { name: '2 players' }, { timeout: LAZY }));
    fireEvent.change(screen.getByLabelText('Name of player 1'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Grand Slam (three boards, one lap)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the race' }));
    await act(async () => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const st = useGame.getState();
    expect(st.game).not.toBeNull();
    expect(st.setup!.circuits).toHaveLength(3);
    expect(st.setup!.titans).toHaveLength(4);
    expect(st.names[0]).toBe('Ann');
    expect(st.game!.players).toHaveLength(2);
    expect(
      await screen.findByRole('button', { name: 'Roll the dice' }, { timeout: LAZY }),
    ).toBeInTheDocument();
  });
});
