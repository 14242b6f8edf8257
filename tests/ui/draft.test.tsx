// @vitest-environment jsdom
// The draft on screen (R4.2 v2): the round's first Titan rolls, the middle ones take a die as it lies,
// the last rerolls every die — the Roll control appears only when the engine offers `roll`.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';

const st = () => useGame.getState();
const SETUP = {
  circuits: [{ id: 'qa', name: 'qa', spaces: {} }],
  titans: ['grinder' as const, 'slaugg' as const, 'craken' as const],
  first: 'grinder' as const,
  seed: 3,
  options: { reactions: 'never' as const },
};

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
});

/** Play the active Titan's first turn: first legal die, first start space, first move, end. */
function firstTurn(): void {
  act(() => {
    st().perform({ type: 'chooseDie', die: 0 });
    st().perform(st().legal.find((a) => a.type === 'enter')!);
    st().perform(st().legal.find((a) => a.type === 'dieAction')!);
    st().perform({ type: 'endTurn' });
  });
}

describe('the draft on screen (R4.2)', () => {
  it('first Titan: Roll the dice; middle: no roll, the pool as it lies; last: Reroll all the dice', () => {
    expect(st().newGame(SETUP).ok).toBe(true);
    const { container } = render(<PlayScreen onHome={() => {}} />);
    const roll = () => container.querySelector('button[data-roll]');
    expect(roll()).toHaveAttribute('data-roll', 'first');
    expect(roll()).toHaveTextContent('Roll the dice');
    expect(screen.getByLabelText('The draft of round 1')).toHaveTextContent(
      /Grinder rolls all the dice.*Slaugg takes a die from the pool.*Craken rerolls all the dice/,
    );
    act(() => {
      st().perform({ type: 'roll' });
    });
    expect(roll()).toBeNull();
    firstTurn();
    // Slaugg, in the middle: no roll control, the two dice left to choose from.
    expect(st().summary!.active).toBe('slaugg');
    expect(roll()).toBeNull();
    expect(container.querySelectorAll('[data-pool] button[data-die-face]')).toHaveLength(2);
    firstTurn();
    // Craken, last: every die comes back; the die left over is not offered.
    expect(st().summary!.active).toBe('craken');
    expect(roll()).toHaveAttribute('data-roll', 'last');
    expect(roll()).toHaveTextContent('Reroll all the dice');
    expect(container.querySelectorAll('[data-pool] button[data-die-face]')).toHaveLength(0);
    act(() => {
      st().perform({ type: 'roll' });
    });
    expect(container.querySelectorAll('[data-pool] button[data-die-face]')).toHaveLength(3);
    firstTurn();
    // Round 2: the first Titan rolls afresh.
    expect(st().summary!.round).toBe(2);
    expect(roll()).toHaveAttribute('data-roll', 'first');
  });
});
