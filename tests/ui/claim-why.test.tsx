// @vitest-environment jsdom
// Play-test (3 people on one phone): Cleo claimed a call ("wait, I answer"), was handed the phone and read
// "No reaction card can be played now" without her hand, so she could not see why. The device being hers,
// privately, the prompt now shows her hand as the hand view does and says why in one sentence; Go on, one
// press, hands the device back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import type { CardId } from '../../src/engine/types';
import { SETTLE_MS } from '../../src/ui/useSettled';
import { openCallOnGrinder } from './reactionCall';

const st = () => useGame.getState();

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: true, reactionPause: 0 });
});
afterEach(() => vi.useRealTimers());

/** Craken's red step pushes Slaugg into Grinder, who holds `hand`; P3 claims the call and takes the device. */
function claimed(hand: CardId[]) {
  openCallOnGrinder(hand);
  act(() => vi.advanceTimersByTime(SETTLE_MS));
  fireEvent.click(screen.getByRole('button', { name: 'P3 (Grinder): wait, I answer' }));
  const handoff = document.querySelector('[data-handoff]') as HTMLElement;
  fireEvent.click(within(handoff).getByRole('button', { name: /^I am P3/ }));
  return screen.getByRole('alertdialog');
}

describe('a claim that can play nothing shows the hand and says why', () => {
  it('two cards, neither a Shield: both shown, and the Shield named as what could answer', () => {
    const prompt = claimed(['elixir', 'thunderbolt']);
    // Beside the prompt (on a phone it hangs above the bar, as the turn's hand does).
    const beside = document.querySelector('[data-claim-hand]') as HTMLElement;
    expect(prompt.nextElementSibling).toBe(beside);
    const hand = within(beside).getByRole('list', { name: 'Your cards' });
    expect(
      within(hand)
        .getAllByRole('listitem')
        .map((c) => c.getAttribute('data-card')),
    ).toEqual(['elixir', 'thunderbolt']);
    expect(hand).toHaveTextContent('Elixir');
    expect(beside.querySelector('[data-why-none]')).toHaveTextContent(
      /^Only Shield can answer this, and Grinder holds none: its cards are played on its own turn\.$/,
    );
    // One press hands the device back to the mover's player.
    fireEvent.click(within(prompt).getByRole('button', { name: 'Go on' }));
    expect(st().summary!.pending).toBeNull();
    expect(st().ui.handoff).toBe(0);
    expect(document.querySelector('[data-claim-hand]')).toBeNull();
  });
});
