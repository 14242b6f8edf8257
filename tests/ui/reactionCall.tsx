// The reaction call the call tests share (R11.4, calls 'always'): the table rendered on a position where
// Craken's red step pushes Slaugg into Grinder, each Titan its own player's, and the call about Grinder's
// Life is open. Settings (the hand-off, the call's pause) are the test's own.
import { act, fireEvent, render, within, type RenderResult } from '@testing-library/react';
import type { CardId } from '../../src/engine/types';
import { useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadPosition } from './loadPosition';

/**
 * Craken (P1) on C5, Slaugg (P2) on C7, Grinder (P3) on C9 holding `hand`, the pool red, yellow, brown;
 * the table is rendered, Craken takes the red die (P1 taking the device by the hand-off's button when it
 * is on) and steps south. Throws unless the open call is on screen, nobody having claimed it.
 */
export function openCallOnGrinder(hand: CardId[]): RenderResult {
  loadPosition({
    setup: {
      circuits: [{ id: 'qa', name: 'qa', spaces: {} }],
      titans: ['craken', 'slaugg', 'grinder'],
      seed: 11,
      options: { reactions: 'always' },
    },
    position: {
      titans: { craken: { space: 'C5' }, slaugg: { space: 'C7' }, grinder: { space: 'C9', hand } },
      active: 'craken',
      dice: ['red', 'yellow', 'brown'],
    },
  });
  const view = render(<PlayScreen onHome={() => {}} />);
  const st = useGame.getState;
  act(() => st().perform({ type: 'chooseDie', die: 0 }));
  const handoff = view.container.querySelector<HTMLElement>('[data-handoff]');
  // "I am P1 — continue" (« Je suis P1 — continuer »: a test may show the table in French).
  if (handoff) fireEvent.click(within(handoff).getByRole('button', { name: /^(I am|Je suis) P1 —/ }));
  act(() => st().perform({ type: 'dieAction', path: ['S'] }));
  if (!view.container.querySelector('[data-reaction-call]')) throw new Error('no open reaction call');
  return view;
}
