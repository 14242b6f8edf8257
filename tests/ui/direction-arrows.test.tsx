// @vitest-environment jsdom
// A direction (Shove, R10; Swiftness Potion) where the action bar is short: each answer shows its arrow
// only (the board is drawn with "ahead" up and offers each direction as the space it leads to), its whole
// words kept as the button's name — six worded directions took three rows on a phone, the last under the
// body's fold. Which form shows is CSS (`.opt-short` where the bar is short); both are in the button.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});

describe('a direction asked (R10 Shove)', () => {
  it('offers six buttons named in words, each showing its arrow alone in the short form', () => {
    loadPosition({
      setup: {
        circuits: [{ id: 'qa', name: 'qa', spaces: {} }],
        titans: ['ragnarok', 'slaugg', 'grinder'],
        seed: 3,
      },
      position: {
        titans: { ragnarok: { space: 'C5' }, slaugg: { space: 'C7' }, grinder: { space: 'F12' } },
        active: 'ragnarok',
        round: 2,
        dice: ['red', 'yellow', 'brown'],
      },
    });
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 0 }));
    act(() => st().setDraft('ability'));
    const group = document.querySelector('fieldset[data-choice="dir"]') as HTMLElement;
    expect(group).not.toBeNull();
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.querySelector('.opt-short')?.textContent).sort()).toEqual(
      ['↑', '↖', '↗', '↓', '↙', '↘'].sort(),
    );
    // The whole words stay each button's accessible name (the arrow is hidden from screen readers).
    expect(screen.getByRole('button', { name: '↑ straight ahead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '↙ diagonally back-left' })).toBeInTheDocument();
    for (const b of buttons) expect(b.querySelector('.opt-short')).toHaveAttribute('aria-hidden', 'true');
    expect(buttons.length).toBe(6);
  });
});
