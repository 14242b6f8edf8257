// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AUTOSAVE_KEY, resetGameStore, useGame } from '../../src/store/game';
import { App } from '../../src/ui/App';
import type { GameSetup } from '../../src/engine/types';

const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  laps: 1,
};

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  window.history.replaceState(null, '', '/#/');
});

describe('game page routes', () => {
  it('#/play?setup= starts that game at once and the address becomes #/play', async () => {
    window.history.replaceState(
      null,
      '',
      `/#/play?setup=${encodeURIComponent(JSON.stringify(SETUP))}&names=Ann,Bob,Cid`,
    );
    const { container } = render(<App />);
    await screen.findByRole('button', { name: 'Roll the dice' });
    expect(window.location.hash).toBe('#/play');
    expect(useGame.getState().setup).toMatchObject(SETUP);
    expect(container).toHaveTextContent('Ann');
  });

  it('a broken setup link shows why and falls back to the home screen', async () => {
    window.history.replaceState(null, '', `/#/play?setup=${encodeURIComponent('{"circuits":')}`);
    render(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent('not valid JSON');
    expect(screen.getByRole('button', { name: 'New game' })).toBeInTheDocument();
  });

  it('#/play resumes the autosaved game', async () => {
    useGame.getState().newGame(SETUP);
    useGame.getState().perform({ type: 'roll' });
    const summary = useGame.getState().summary;
    resetGameStore();
    window.history.replaceState(null, '', '/#/play');
    render(<App />);
    await screen.findByRole('log');
    expect(useGame.getState().summary).toEqual(summary);
  });

  it('#/play with an autosave made with rules version 1 says so on the home screen, without crashing', async () => {
    const old = { format: 'titan-race-save', version: 1, setup: SETUP, actions: [{ type: 'roll' }] };
    localStorage.setItem(AUTOSAVE_KEY, JSON.stringify(old));
    window.history.replaceState(null, '', '/#/play');
    render(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The autosaved game cannot be resumed: This game was made with rules version 1',
    );
    expect(useGame.getState().game).toBeNull();
    expect(screen.getByRole('button', { name: 'New game' })).toBeInTheDocument();
    // The old autosave is left as it was (a new game replaces it).
    expect(JSON.parse(localStorage.getItem(AUTOSAVE_KEY)!)).toEqual(old);
  });

  it('home → setup → start the race', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    await act(async () => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    fireEvent.click(await screen.findByRole('radio', { name: '2 players' }));
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
    expect(await screen.findByRole('button', { name: 'Roll the dice' })).toBeInTheDocument();
  });
});
