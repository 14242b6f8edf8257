// @vitest-environment jsdom
// Issue 20: the play screen as a table — one main landmark, the Titans as chips, every decision in the
// action bar (the turn's buttons in a row of their own, a pending prompt, the ability and the cards).
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { CARD_NAME } from '../../src/engine/data';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();
const CARDS = Object.values(CARD_NAME);

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});

describe('the play screen as a table (issue 20)', () => {
  it('has one main landmark holding the board, chips, action bar and log; the header is outside it', async () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    const mains = container.querySelectorAll('main');
    expect(mains).toHaveLength(1);
    const main = mains[0];
    expect(main.querySelector('.play-board [data-space="C5"]')).not.toBeNull();
    expect(main.querySelectorAll('[data-titan-panel]')).toHaveLength(3);
    expect(main.querySelector('[data-action-bar]')).not.toBeNull();
    expect(within(main).getByRole('log')).toBeInTheDocument();
    expect(main.querySelector('header')).toBeNull();
    expect(container.querySelector('header h1')).toHaveTextContent('Titan Race');
    // Headings without a skip: h1 (the page), h2 (the banner, the Titans, the log).
    expect(screen.getByRole('heading', { level: 2, name: /Round 1: .*'s turn/ })).toBeInTheDocument();
    // The Rules dialog (loaded when opened, issue 24) adds no second banner.
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelectorAll('header')).toHaveLength(1);
  });

  it('every answer of the turn sits in the action bar: Roll, the pool, then Confirm beside End turn and Undo', () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    const bar = container.querySelector('[data-action-bar]') as HTMLElement;
    const row = bar.querySelector('.action-foot') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Roll the dice' }));
    fireEvent.click(bar.querySelector('[data-pool] button[data-die-face]')!);
    // Take the first start space and destination offered on the board, then the first way if asked.
    for (let i = 0; i < 4 && !within(row).queryByRole('button', { name: 'Confirm move' }); i++) {
      const s = container.querySelector('.play-board .space--move[data-selectable]');
      if (s) fireEvent.click(s);
      else fireEvent.click(bar.querySelector('[data-guide] fieldset.choice button:not(.btn--on)')!);
    }
    expect(within(row).getByRole('button', { name: 'Confirm move' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'End turn' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    // The guide (question and preview) is in the body, not in the row of buttons.
    expect(row.querySelector('[data-guide]')).toBeNull();
    expect(bar.querySelector('.action-body [data-guide]')).not.toBeNull();
  });

  it('a chip shows Life, lap, place in the draft, die and card count; its details show the ability, never another hand', () => {
    loadPosition({
      setup: { circuits: ['kaldheira'], titans: ['slaugg', 'grinder', 'craken'], seed: 7 },
      position: {
        titans: {
          slaugg: { space: 'C3', life: 4, hand: ['elixir'] },
          grinder: { space: 'C5', hand: ['shield', 'mimicry'] },
          craken: { space: 'E11' },
        },
        active: 'slaugg',
        dice: ['yellow', 'red', 'blue'],
      },
    });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    const chip = (t: string) => container.querySelector(`[data-titan-panel="${t}"]`) as HTMLElement;
    expect(within(chip('slaugg')).getByRole('meter', { name: 'Life' })).toHaveAttribute('aria-valuenow', '4');
    expect(chip('slaugg')).toHaveTextContent('Lap 1 of 3');
    expect(chip('slaugg')).toHaveTextContent('draft #1');
    expect(chip('grinder')).toHaveTextContent('draft #2');
    expect(chip('grinder')).toHaveTextContent('2 cards');
    expect(chip('craken')).toHaveTextContent('0 cards');
    expect(chip('grinder')).toHaveTextContent('no die');
    // Details closed: no ability text; opened: the ability, Grinder's cards face down with no way to show them.
    const toggle = within(chip('grinder')).getByRole('button', { name: /^Grinder/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(chip('grinder')).toHaveTextContent('Lay a trap');
    expect(chip('grinder')).toHaveTextContent('2 cards (face down)');
    expect(within(chip('grinder')).queryByRole('button', { name: 'Show my cards' })).toBeNull();
    expect(CARDS.some((c) => (container.textContent ?? '').includes(c))).toBe(false);
    // The player to act sees their own hand in their chip on purpose, and only then.
    fireEvent.click(within(chip('slaugg')).getByRole('button', { name: /^Slaugg/ }));
    fireEvent.click(within(chip('slaugg')).getByRole('button', { name: 'Show my cards' }));
    expect(chip('slaugg').querySelector('[data-card="elixir"]')).not.toBeNull();
    expect(chip('grinder').querySelector('[data-card]')).toBeNull();
  });

  it('the ability and the cards of the turn are offered in the action bar, with Play beside each card', () => {
    loadPosition({
      setup: { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 },
      position: {
        titans: {
          grinder: { space: 'C5', hand: ['mimicry'] },
          slaugg: { space: 'C7' },
          craken: { space: 'D6' },
        },
        active: 'grinder',
        dice: ['yellow', 'brown', 'green'],
      },
    });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    act(() => {
      st().perform({ type: 'chooseDie', die: 0 });
    });
    const bar = container.querySelector('[data-action-bar]') as HTMLElement;
    expect(within(bar).getByRole('button', { name: 'Use ability' })).toBeEnabled();
    fireEvent.click(within(bar).getByRole('button', { name: 'Show my cards' }));
    const card = bar.querySelector('[data-card="mimicry"]') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // The chip offers no Play: decisions are never in a panel that might be off screen.
    const chip = container.querySelector('[data-titan-panel="grinder"]') as HTMLElement;
    fireEvent.click(within(chip).getByRole('button', { name: /^Grinder/ }));
    expect(within(chip).queryByRole('button', { name: 'Play' })).toBeNull();
    expect(within(chip).queryByRole('button', { name: 'Use ability' })).toBeNull();
  });

  it('a pending decision is asked in the action bar', () => {
    loadPosition({
      setup: {
        circuits: [{ id: 'p', name: 'p', spaces: { B8: 'pirates' } }],
        titans: ['chtoolhoo', 'grinder', 'slaugg'],
        seed: 11,
        options: { reactions: 'never' },
      },
      position: {
        titans: {
          chtoolhoo: { space: 'A7', hand: ['elixir'] },
          grinder: { space: 'E3' },
          slaugg: { space: 'E11' },
        },
        active: 'chtoolhoo',
        dice: ['brown', 'blue', 'yellow'],
      },
    });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    act(() => {
      st().perform({ type: 'chooseDie', die: 0 });
      st().perform({ type: 'dieAction', path: ['R', 'R', 'R'] });
    });
    const bar = container.querySelector('[data-action-bar]') as HTMLElement;
    expect(bar.querySelector('[data-pending="pirates"]')).not.toBeNull();
    expect(bar.querySelector('.turn-banner')).toHaveTextContent('waiting for Chtoolhoo');
  });
});
