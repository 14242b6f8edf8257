// @vitest-environment jsdom
// Play-test (a new group at the table): "Use your ability — Choose the target" did not say what the target
// was for, and the row of buttons held both "Cancel" and "Cancel ability" (which one undoes what?). Purple's
// title told every Titan "(Chtoolhoo pays nothing)" and told Chtoolhoo himself "It costs 1 Life" (R4.1).
// The preview's reaction point read "(shown: nobody does)": shown what?
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadPosition, loadRoundTwo } from './loadPosition';

const st = () => useGame.getState();
const title = () => document.querySelector('[data-guide] .guide-title')?.textContent ?? '';

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false, autoEnd: false });
});

const position = (active: 'grinder' | 'chtoolhoo') => loadRoundTwo({}, active);

describe('the guide says what is being done, once', () => {
  it('names the ability and what it does (R10), with one way to cancel it', () => {
    position('grinder');
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Use ability' }));
    expect(title()).toBe(
      'Your ability, Lay a trap: Place a trap on an adjacent space (a Titan standing there springs it at once and loses 1 Life).',
    );
    const cancels = screen.getAllByRole('button', { name: /cancel/i }).map((b) => b.textContent);
    expect(cancels).toEqual(['Cancel ability']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel ability' }));
    expect(st().ui.draft?.mode ?? null).not.toBe('ability');
  });

  it('a card keeps its Cancel (no other button cancels it)', () => {
    loadRoundTwo({ life: 3, hand: ['swiftnessPotion'] });
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 1 }));
    act(() => st().setDraft('bonus', 'swiftnessPotion'));
    expect(title()).toMatch(/^Play Swiftness Potion: /);
    expect(screen.getAllByRole('button', { name: /cancel/i }).map((b) => b.textContent)).toEqual(['Cancel']);
  });

  it('purple’s Life cost is said to the Titan who pays it, and Chtoolhoo is told he pays none (R4.1)', () => {
    position('grinder');
    const { unmount } = render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 0 }));
    act(() => st().pick('face', 'yellow'));
    expect(title()).toBe(
      'Your purple die as yellow: 2 steps straight ahead. It costs 1 Life, before or after the move.',
    );
    unmount();
    position('chtoolhoo');
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 0 }));
    act(() => st().pick('face', 'yellow'));
    expect(title()).toBe('Your purple die as yellow: 2 steps straight ahead. Chtoolhoo pays no Life for it.');
  });

  it('the preview says plainly that it assumes nobody reacts at a reaction point (R11.4 always)', () => {
    loadPosition({
      setup: {
        circuits: ['kaldheira'],
        titans: ['grinder', 'chtoolhoo', 'slaugg'],
        seed: 1,
        options: { reactions: 'always' },
      },
      position: {
        titans: {
          grinder: { space: 'C5' },
          chtoolhoo: { space: 'C7', hand: ['elixir'] },
          slaugg: { space: 'E9' },
        },
        active: 'grinder',
        round: 2,
        dice: ['yellow', 'green', 'blue'],
      },
    });
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 0 }));
    // Chtoolhoo holds a card (not which: every holder is asked, R11.4). Yellow: 2 steps straight ahead from C5, pushing Chtoolhoo (R5.3): a reaction point before his loss.
    const line = document.querySelector('.preview [data-decision]');
    expect(line).toHaveTextContent(
      'Every player may react here with a card; what follows assumes nobody does.',
    );
  });
});
