// @vitest-environment jsdom
// The draft (R4.2 v2) on the play screen: who rolls is shown; the roll control appears only when the engine
// offers `roll` — to the round's first Titan ("Roll the dice") and to its last ("Reroll all the dice", every
// die comes back) — and the dice left at the end of a round are not carried into the next.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Action, GameSetup } from '../../src/engine/types';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();
const EMPTY = { id: 'qa', name: 'qa', spaces: {} };
const SETUP: GameSetup = {
  circuits: [EMPTY],
  titans: ['grinder', 'slaugg', 'craken'],
  first: 'grinder',
  seed: 5,
  options: { reactions: 'never' },
};

const rollButton = () => screen.queryByRole('button', { name: 'Roll the dice' });
const rerollAllButton = () => screen.queryByRole('button', { name: 'Reroll all the dice' });
const choosable = (c: HTMLElement) => c.querySelectorAll('[data-pool] button[data-die-face]');
const banner = (c: HTMLElement) => c.querySelector('.turn-banner') as HTMLElement;

/** Play the rest of the active Titan's turn through the store: first die, first start space, first move. */
function finishTurn(): void {
  act(() => {
    const first = (t: Action['type']) => st().legal.find((a) => a.type === t);
    for (const t of ['chooseDie', 'enter', 'dieAction', 'endTurn'] as const) {
      const a = first(t);
      if (a) expect(st().perform(a)).toBe(true);
    }
  });
}

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});

describe('the draft on the play screen (R4.2 v2)', () => {
  it('a round: the first Titan rolls, the next takes a die as it lies, the last rerolls every die', () => {
    st().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
    const { container } = render(<PlayScreen onHome={() => {}} />);
    // Who rolls, for the whole round.
    const order = screen.getByRole('list', { name: 'The draft of round 1' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'GrGrinder rolls all the dice',
      'SlSlaugg takes a die from the pool',
      'CrCraken rerolls all the dice',
    ]);
    expect(order.querySelector('[aria-current="step"]')).toHaveAttribute('data-draft-titan', 'grinder');

    // Grinder, first of the round: "Roll the dice".
    expect(st().legal).toEqual([{ type: 'roll' }]);
    expect(rollButton()).toBeInTheDocument();
    expect(rerollAllButton()).toBeNull();
    expect(banner(container)).toHaveTextContent(
      "Round 1: Grinder's turn — rolls all the dice to open the round",
    );
    expect(container.querySelector('[data-pool]')).toHaveTextContent(
      'No dice in the pool: the round starts with a fresh roll of every die.',
    );
    fireEvent.click(rollButton()!);
    expect(choosable(container)).toHaveLength(3);
    expect(rollButton()).toBeNull();
    expect(screen.getByRole('log')).toHaveTextContent(/Grinder rolls all the dice: \w+, \w+ and \w+/);
    finishTurn();

    // Slaugg, in the middle: no roll control at all; it chooses from the two dice as they lie.
    expect(st().summary!.active).toBe('slaugg');
    expect(st().legal.every((a) => a.type === 'chooseDie')).toBe(true);
    expect(rollButton()).toBeNull();
    expect(rerollAllButton()).toBeNull();
    expect(choosable(container)).toHaveLength(2);
    expect(container.querySelector('.turn-hint')).toHaveTextContent(
      'Slaugg: choose a die from the pool as it lies (you do not roll).',
    );
    expect(banner(container)).toHaveTextContent('takes a die from the pool as it lies');
    finishTurn();

    // Craken, last of the round: the one die left is not choosable; every die comes back.
    expect(st().summary!.active).toBe('craken');
    expect(st().legal).toEqual([{ type: 'roll' }]);
    expect(rollButton()).toBeNull();
    expect(rerollAllButton()).toBeInTheDocument();
    expect(choosable(container)).toHaveLength(0);
    expect(container.querySelector('[data-pool]')).toHaveTextContent(
      "The die left in the pool and every die on the Titans' boards come back for the reroll.",
    );
    expect(container.querySelector('.turn-hint')).toHaveTextContent(
      'Craken: you are last this round — reroll all the dice (every die comes back)',
    );
    expect(banner(container)).toHaveTextContent('last of the round: rerolls all the dice');
    expect(st().summary!.titans.grinder!.die).not.toBeNull();
    fireEvent.click(rerollAllButton()!);
    expect(choosable(container)).toHaveLength(3);
    expect(st().summary!.titans.grinder!.die).toBeNull();
    expect(st().summary!.titans.slaugg!.die).toBeNull();
    expect(screen.getByRole('log')).toHaveTextContent(
      /Craken, last of the round, rerolls all the dice — every die comes back: \w+, \w+ and \w+/,
    );
    finishTurn();

    // Round 2: the two dice Craken left are not used; Grinder rolls again from an empty pool.
    expect(st().summary!.round).toBe(2);
    expect(st().summary!.active).toBe('grinder');
    expect(st().summary!.dice).toEqual([]);
    expect(rollButton()).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'The draft of round 2' })).toBeInTheDocument();
    expect(screen.getByRole('log')).toHaveTextContent(
      "Round 2 — Grinder's turn (a new round: the dice left over are not used)",
    );
    // A space clicked before the roll says what to do first.
    fireEvent.click(container.querySelector('.play-board [data-space="C5"]')!);
    expect(screen.getByRole('alert')).toHaveTextContent('C5 cannot be chosen yet: roll the dice first.');
  });

  it('the draft marks whoever takes the next die: the Titan playing only until it has its die', () => {
    st().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
    const { container } = render(<PlayScreen onHome={() => {}} />);
    const order = () => screen.getByRole('list', { name: /^The draft of round/ });
    const current = () => order().querySelector('[aria-current="step"]');
    const play = (...types: Action['type'][]) =>
      act(() => {
        for (const t of types) expect(st().perform(st().legal.find((a) => a.type === t)!)).toBe(true);
      });
    play('roll');
    // Grinder has rolled but not chosen: still his part of the draft.
    expect(current()).toHaveAttribute('data-draft-titan', 'grinder');
    play('chooseDie', 'enter', 'dieAction');
    // Grinder's die is taken and moved, his turn not over: the draft's next is Slaugg (it read "Grinder
    // rolls all the dice", and in the middle of a round "Slaugg takes a die from the pool", meanwhile).
    expect(st().summary!.active).toBe('grinder');
    expect(current()).toHaveAttribute('data-draft-titan', 'slaugg');
    expect(current()).toHaveTextContent('Slaugg takes a die from the pool next');
    play('endTurn', 'chooseDie', 'enter', 'dieAction');
    expect(st().summary!.active).toBe('slaugg');
    expect(current()).toHaveAttribute('data-draft-titan', 'craken');
    expect(current()).toHaveTextContent('Craken rerolls all the dice next');
    play('endTurn', 'roll');
    expect(current()).toHaveAttribute('data-draft-titan', 'craken');
    expect(current()).toHaveTextContent(/^CrCraken rerolls all the dice$/);
    play('chooseDie', 'enter', 'dieAction');
    // The round's last Titan has its die: nobody takes another until the next round's roll.
    expect(current()).toBeNull();
    expect(container.querySelector('.draft-order')).toHaveTextContent(
      'every die is taken: the next round opens with a new roll',
    );
    play('endTurn');
    expect(st().summary!.round).toBe(2);
    expect(current()).toHaveAttribute('data-draft-titan', 'grinder');
  });

  it('a middle Titan never sees a roll control, also with one die left for the next', () => {
    loadPosition({
      setup: SETUP,
      position: {
        titans: { grinder: { space: 'C5', die: 'red' }, slaugg: { space: 'A9' }, craken: { space: 'E11' } },
        active: 'slaugg',
        dice: ['yellow', 'blue'],
      },
    });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    expect(rollButton()).toBeNull();
    expect(rerollAllButton()).toBeNull();
    expect([...choosable(container)].map((d) => d.getAttribute('data-die-face'))).toEqual(['yellow', 'blue']);
    fireEvent.click(choosable(container)[0]);
    expect(st().summary!.titans.slaugg!.die).toBe('yellow');
    expect(rollButton()).toBeNull();
    expect(rerollAllButton()).toBeNull();
  });

  it('the last Titan, before its reroll: only "Reroll all the dice"; the click on a space says so', () => {
    loadPosition({
      setup: SETUP,
      position: {
        titans: {
          grinder: { space: 'C5', die: 'red' },
          slaugg: { space: 'A9', die: 'blue' },
          craken: { space: 'E11' },
        },
        active: 'craken',
        dice: ['brown'],
        rolls: ['yellow', 'green', 'purple'],
      },
    });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    expect(rollButton()).toBeNull();
    const button = rerollAllButton()!;
    expect(button).toHaveClass('btn--big');
    expect(choosable(container)).toHaveLength(0);
    fireEvent.click(container.querySelector('.play-board [data-space="C7"]')!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'C7 cannot be chosen yet: reroll all the dice first.',
    );
    fireEvent.click(button);
    expect([...choosable(container)].map((d) => d.getAttribute('data-die-face'))).toEqual([
      'yellow',
      'green',
      'purple',
    ]);
    expect(st().summary!.titans.grinder!.die).toBeNull();
    expect(rerollAllButton()).toBeNull();
  });

  it('the first Titan who has rolled already chooses from its roll; no second roll', () => {
    loadPosition({
      setup: SETUP,
      position: {
        titans: { grinder: { space: 'C5' }, slaugg: { space: 'A9' }, craken: { space: 'E11' } },
        active: 'grinder',
        dice: ['yellow', 'blue', 'red'],
      },
    });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    expect(rollButton()).toBeNull();
    expect(rerollAllButton()).toBeNull();
    expect(choosable(container)).toHaveLength(3);
    expect(banner(container)).toHaveTextContent('chooses a die from the roll');
  });
});
