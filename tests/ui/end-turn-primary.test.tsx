// @vitest-environment jsdom
// Play-test: with the die's move done, a card chosen to play asks for its target, yet End turn stayed the
// bar's big primary button beside it — the press the eye goes to ended the turn and dropped the card.
// While a card or the ability is being chosen End turn is a quiet button; otherwise it leads as before.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false, autoEnd: false });
  loadPosition({
    setup: { circuits: ['kaldheira'], titans: ['grinder', 'chtoolhoo', 'slaugg'], seed: 1 },
    position: {
      titans: {
        grinder: { space: 'C5', hand: ['thunderbolt'] },
        chtoolhoo: { space: 'D6' },
        slaugg: { space: 'E9' },
      },
      active: 'grinder',
      round: 2,
      dice: ['purple', 'green', 'yellow'],
    },
  });
});

const endTurn = () => screen.getByRole('button', { name: 'End turn' });

describe('End turn gives way while a card or the ability is chosen', () => {
  it('is the primary once the move is done, quiet while a card asks for its target', () => {
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 2 }));
    const move = st().legal.find((a) => a.type === 'dieAction');
    expect(move).toBeDefined();
    act(() => st().perform(move!));
    expect(st().legal.some((a) => a.type === 'endTurn')).toBe(true);
    expect(endTurn()).toHaveClass('btn--primary');
    act(() => st().setDraft('bonus', 'thunderbolt'));
    expect(endTurn()).not.toHaveClass('btn--primary');
    expect(endTurn()).toBeEnabled();
    act(() => st().setDraft(null));
    expect(endTurn()).toHaveClass('btn--primary');
  });
});
