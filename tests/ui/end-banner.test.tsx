// @vitest-environment jsdom
// Play-test: a Titan pushed over the line on another Titan's turn wins (R2.2, R5.6), but the end's banner
// kept the mover's swatch and colour beside "Race over", so the table read the mover as the winner. The
// end's answers (Rematch, Home, Replay) are the action bar's row of buttons, outside the body that scrolls.
import { beforeEach, expect, it } from 'vitest';
import { act, render, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false, autoEnd: false });
});

it('the end’s banner is the winner’s, and its answers sit in the bar’s row of buttons', () => {
  loadPosition({
    setup: { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 1, laps: 1 },
    position: {
      titans: { grinder: { space: 'C11' }, slaugg: { space: 'C9' }, craken: { space: 'E3' } },
      active: 'slaugg',
      round: 2,
      dice: ['yellow', 'green', 'blue'],
    },
  });
  render(<PlayScreen onHome={() => {}} />);
  act(() => st().perform({ type: 'chooseDie', die: 0 }));
  // Slaugg's yellow die: 2 steps straight, pushing Grinder from C11 over the top on the last lap.
  const move = st().legal.find((a) => a.type === 'dieAction');
  act(() => st().perform(move!));
  expect(st().summary!.winner).toBe('grinder');
  expect(st().summary!.active).toBe('slaugg');
  const banner = document.querySelector('.turn-banner')!;
  expect(banner).toHaveTextContent('Race over');
  expect(banner.querySelector('.titan-swatch')).toHaveTextContent('Gr');
  const bar = within(document.querySelector<HTMLElement>('[data-action-bar]')!);
  for (const name of ['Rematch', 'Home', 'Replay this game']) {
    const b = bar.getByRole('button', { name });
    expect(b.closest('.action-foot')).not.toBeNull();
    expect(b.closest('.action-body')).toBeNull();
  }
});
