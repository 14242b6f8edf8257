// @vitest-environment jsdom
// With the die's move done, a card chosen to play asks for its target. End turn stayed pressable beside
// that question: pressed, it ended the turn and the card's play was gone without a word (R9.3: each thing
// of the turn is finished before the next begins; docs/rulings.md 30). While a card or the ability asks its
// question End turn is not offered — a quiet, disabled button whose reason says what comes first — and the
// question's Cancel gives it back, the card still in hand. Otherwise End turn leads once the move is done.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadRoundTwo } from './loadPosition';

const st = () => useGame.getState();

beforeEach(() => {
  loadRoundTwo({ hand: ['thunderbolt'] });
});

const endTurn = () => screen.getByRole('button', { name: 'End turn' });
const why = () => document.querySelector('[data-why-disabled]')?.textContent ?? '';

/** Grinder takes the yellow die and makes its move: End turn is legal now. */
function moveDone() {
  render(<PlayScreen onHome={() => {}} />);
  act(() => st().perform({ type: 'chooseDie', die: 2 }));
  const move = st().legal.find((a) => a.type === 'dieAction');
  expect(move).toBeDefined();
  act(() => st().perform(move!));
  expect(st().legal.some((a) => a.type === 'endTurn')).toBe(true);
}

describe('End turn waits while a card or the ability asks its question (R9.3)', () => {
  it('leads once the move is done; not offered while a card asks for its target; back after Cancel', () => {
    moveDone();
    expect(endTurn()).toHaveClass('btn--primary');
    expect(endTurn()).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Show my cards' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(st().ui.draft?.mode).toBe('bonus');
    expect(endTurn()).not.toHaveClass('btn--primary');
    expect(endTurn()).toBeDisabled();
    expect(why()).toContain('End turn: play Thunderbolt or cancel it first');
    expect(endTurn()).toHaveAttribute(
      'title',
      expect.stringContaining('play Thunderbolt or cancel it first'),
    );
    // A press on it does nothing: the turn and the card's question stay.
    fireEvent.click(endTurn());
    expect(st().summary?.active).toBe('grinder');
    expect(st().ui.draft?.mode).toBe('bonus');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(endTurn()).toBeEnabled();
    expect(endTurn()).toHaveClass('btn--primary');
    expect(why()).not.toContain('Thunderbolt');
    expect(st().summary?.titans.grinder?.hand).toEqual(['thunderbolt']);
    fireEvent.click(endTurn());
    expect(st().summary?.active).toBe('chtoolhoo');
  });

  it('the card played, End turn leads again', () => {
    moveDone();
    act(() => st().setDraft('bonus', 'thunderbolt'));
    const play = st().legal.find((a) => a.type === 'playBonus' && a.card === 'thunderbolt');
    act(() => void st().perform(play!));
    expect(endTurn()).toBeEnabled();
    expect(endTurn()).toHaveClass('btn--primary');
  });

  it('not offered while the ability asks its question either', () => {
    moveDone();
    fireEvent.click(screen.getByRole('button', { name: 'Use ability' }));
    expect(endTurn()).toBeDisabled();
    expect(why()).toContain('End turn: use your ability or cancel it first');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel ability' }));
    expect(endTurn()).toBeEnabled();
  });
});
