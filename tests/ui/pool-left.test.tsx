// @vitest-environment jsdom
// The dice left in the pool once the Titan on turn has taken its own (R4.2): named as the later Titans' —
// or, after the round's last choice, as unused — and without the own-colour mark (R4.3), which spoke to a
// Titan that can take no other die: "♥ +1 Life" under the red dice left after Grinder took red read as a
// second die to take.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import type { Action, GameSetup } from '../../src/engine/types';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';

const st = () => useGame.getState();
const EMPTY = { id: 'qa', name: 'qa', spaces: {} };
/** Grinder (red) first, two red dice in the first roll: one red is left after his. */
const SETUP: GameSetup = {
  circuits: [EMPTY],
  titans: ['grinder', 'slaugg', 'craken'],
  first: 'grinder',
  seed: 5,
  rolls: ['red', 'red', 'blue'],
  options: { reactions: 'never' },
};

const pool = (c: HTMLElement) => c.querySelector('[data-pool]') as HTMLElement;
const perform = (type: Action['type'], pick?: (a: Action) => boolean) =>
  act(() => {
    const a = st().legal.find((x) => x.type === type && (!pick || pick(x)));
    expect(a, `a legal ${type}`).toBeDefined();
    expect(st().perform(a!)).toBe(true);
  });

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});

describe('the dice left in the pool (R4.2, R4.3)', () => {
  it('before the choice the own colour is marked; after it the pool is the later Titans’, unmarked', () => {
    const made = st().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
    expect(made.ok).toBe(true);
    const { container } = render(<PlayScreen onHome={() => {}} />);
    perform('roll');
    // Grinder chooses: the red dice marked as his own colour, the pool a choice.
    expect(pool(container)).not.toHaveAttribute('data-pool-left');
    expect(pool(container)).toHaveAttribute('aria-label', 'Dice pool');
    expect(pool(container).querySelectorAll('[data-die-own]').length).toBe(2);
    expect(container.querySelector('.pool-left-title')).toBeNull();
    perform('chooseDie', (a) => a.type === 'chooseDie' && st().summary!.dice[a.die] === 'red');
    // His die taken: the red die left is Slaugg's and Craken's to take, and no longer marked for him.
    const left = pool(container);
    expect(left).toHaveAttribute('data-pool-left', '');
    expect(left).toHaveAttribute('aria-label', 'Left in the pool for the Titans after Grinder:');
    expect(container.querySelector('.pool-left-title')).toHaveTextContent(
      'Left in the pool for the Titans after Grinder:',
    );
    expect([...left.querySelectorAll('[data-die-face]')].map((d) => d.getAttribute('data-die-face'))).toEqual(
      ['red', 'blue'],
    );
    expect(left.querySelectorAll('[data-die-own]').length).toBe(0);
    expect(left.querySelectorAll('button').length).toBe(0);
  });

  it('after the round’s last choice the dice left over are said to be unused (R4.2)', () => {
    st().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
    const { container } = render(<PlayScreen onHome={() => {}} />);
    // Grinder's and Slaugg's turns through the store, then Craken, the last, rerolls and chooses.
    for (let turn = 0; turn < 2; turn++)
      act(() => {
        for (const t of ['roll', 'chooseDie', 'enter', 'dieAction', 'endTurn'] as const) {
          const a = st().legal.find((x) => x.type === t);
          if (a) expect(st().perform(a)).toBe(true);
        }
      });
    expect(st().summary!.active).toBe('craken');
    perform('roll');
    expect(pool(container)).not.toHaveAttribute('data-pool-left');
    perform('chooseDie');
    expect(pool(container)).toHaveAttribute(
      'aria-label',
      'Left over, not used: the next round starts with a new roll.',
    );
  });
});
