// @vitest-environment jsdom
// Play-test: the reason a Titan's ability has no use now (R10, the engine's params.why: no Titan behind
// Rassïk…) was only in the greyed button's title, and on a phone — where that button gives way — only
// after a press. It is now a line under the row of buttons, said without a press; the turn's own rules
// (first turn R9.2, knocked out, after a reroll) stay in the hint.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();
const line = () => document.querySelector('[data-ability-why]');

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false, autoEnd: false });
});

function rassik(behind: boolean) {
  loadPosition({
    setup: { circuits: ['kaldheira'], titans: ['rassik', 'grinder', 'slaugg'], seed: 1 },
    position: {
      titans: {
        rassik: { space: 'C5' },
        grinder: { space: behind ? 'C3' : 'C9' },
        slaugg: { space: 'E9' },
      },
      active: 'rassik',
      round: 2,
      dice: ['blue', 'green', 'yellow'],
    },
  });
}

describe('the ability’s own reason under the buttons', () => {
  it('is said without a press once the Titan has its die, and describes the greyed button', () => {
    rassik(false);
    render(<PlayScreen onHome={() => {}} />);
    expect(line()).toBeNull(); // no die yet: no ability button
    act(() => st().perform({ type: 'chooseDie', die: 0 }));
    expect(line()).toHaveTextContent('No ability now: Rassïk needs a Titan behind him to kick off.');
    const button = screen.getByRole('button', { name: 'Use ability' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'No ability now: Rassïk needs a Titan behind him to kick off.',
    );
    // It sits under the row of buttons, outside the body that scrolls.
    expect(line()!.closest('.action-body')).toBeNull();
    expect(line()!.previousElementSibling).toHaveClass('action-foot');
  });

  it('is not there when the ability can be used', () => {
    rassik(true);
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 0 }));
    expect(screen.getByRole('button', { name: 'Use ability' })).not.toHaveAttribute('aria-disabled');
    expect(line()).toBeNull();
  });

  it('not for the first turn’s rule (R9.2): the hint and the guide say it', () => {
    st().newGame({
      circuits: ['kaldheira'],
      titans: ['rassik', 'grinder', 'slaugg'],
      seed: 1,
      first: 'rassik',
    });
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'roll' }));
    act(() => st().perform({ type: 'chooseDie', die: 0 }));
    expect(screen.getByRole('button', { name: 'Use ability' })).toHaveAttribute('aria-disabled', 'true');
    expect(line()).toBeNull();
  });
});
