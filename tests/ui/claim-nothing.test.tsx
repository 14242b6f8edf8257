// @vitest-environment jsdom
// R11.4 'always': a player who claimed a reaction call but holds nothing playable was shown "No reaction
// card can be played" beside "Don't react" and had to press it. Nothing is asked of them now: the fact is
// said and the call goes on by itself after the call's pause. That pass counts as their decision (an undo
// barrier, not the unclaimed call's automatic pass, docs/rulings.md 29 and 31), so the table sees exactly
// what it sees when a claimer holding a Shield lets it go: the same pass, barrier and hand-back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import type { CardId } from '../../src/engine/types';
import { openCallOnGrinder } from './reactionCall';
import { SETTLE_MS } from '../../src/ui/useSettled';

const st = () => useGame.getState();
const PAUSE = 1500;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: true, reactionPause: PAUSE });
});
afterEach(() => vi.useRealTimers());

/** The call of `openCallOnGrinder`, claimed by Grinder's player (once it has settled: useSettled.ts). */
function pushed(hand: CardId[]) {
  const view = openCallOnGrinder(hand);
  act(() => vi.advanceTimersByTime(SETTLE_MS));
  fireEvent.click(screen.getByRole('button', { name: 'P3 (Grinder): wait, I answer' }));
  return view;
}
const takeDevice = () => {
  const handoff = document.querySelector('[data-handoff]') as HTMLElement;
  fireEvent.click(within(handoff).getByRole('button', { name: /^I am P3/ }));
};
/** What the table can see after the claimed reaction was answered. */
const seen = () => ({
  pending: st().summary!.pending,
  life: st().summary!.titans.grinder!.life,
  cards: st().summary!.titans.grinder!.hand.length,
  barrier: st().barrier,
  auto: st().auto,
  undo: st().turnHistory.length,
  handoff: st().ui.handoff,
  lastAction: st().actions.at(-1),
});

describe('a claimed reaction with nothing playable (R11.4 always)', () => {
  it('asks nothing: the fact is said, and the call goes on by itself once the claimer holds the device', () => {
    pushed(['elixir']);
    // The pause does not run under the hand-off: the claimer has not seen their hand yet.
    act(() => vi.advanceTimersByTime(PAUSE * 4));
    expect(st().summary!.pending?.kind).toBe('reaction');
    takeDevice();
    const prompt = screen.getByRole('alertdialog');
    expect(prompt).toHaveTextContent('No reaction card can be played now: the game goes on by itself.');
    expect(prompt).not.toHaveTextContent('Play a reaction card?');
    expect(within(prompt).queryByRole('button', { name: "Don't react" })).toBeNull();
    act(() => vi.advanceTimersByTime(PAUSE - 100));
    expect(st().summary!.pending?.kind).toBe('reaction');
    act(() => vi.advanceTimersByTime(200));
    expect(st().summary!.pending).toBeNull();
    expect(st().summary!.titans.grinder!.life).toBe(5);
    expect(st().summary!.titans.grinder!.hand).toEqual(['elixir']);
    expect(st().actions.at(-1)).toEqual({ type: 'decide', choice: 'pass' });
    // The device goes back to the mover's player.
    expect(st().ui.handoff).toBe(0);
  });

  it('looks to the table exactly like a claimer who held a Shield and let it go', () => {
    const first = pushed(['elixir']);
    takeDevice();
    act(() => vi.advanceTimersByTime(PAUSE + 100));
    const nothing = seen();
    first.unmount();
    resetGameStore();
    st().setSettings({ speed: 'off', handoff: true, reactionPause: PAUSE });
    pushed(['shield']);
    takeDevice();
    // Holding a Shield, the claimer is asked, and nothing goes on by itself.
    act(() => vi.advanceTimersByTime(PAUSE * 4));
    expect(st().summary!.pending?.kind).toBe('reaction');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: "Don't react" }));
    expect(seen()).toEqual(nothing);
    // A claimer's pass is their decision: undo does not step back over it (docs/rulings.md 29).
    expect(nothing.barrier).toMatchObject({ key: 'store.barrierDecision', titan: 'grinder' });
    expect(nothing.auto).toEqual([]);
  });

  it('says itself and holds the focus: its one control, Go on, sends the same pass at once', () => {
    const first = pushed(['elixir']);
    takeDevice();
    act(() => vi.advanceTimersByTime(PAUSE + 100));
    const byPause = seen();
    first.unmount();
    resetGameStore();
    st().setSettings({ speed: 'off', handoff: true, reactionPause: PAUSE });
    pushed(['elixir']);
    takeDevice();
    const prompt = screen.getByRole('alertdialog');
    // Announced (a status) and not left without a control: the hand-off's button that held the focus is
    // gone, and the focus is on the prompt's Go on, described by the sentence saying why.
    expect(within(prompt).getByRole('status')).toHaveTextContent('No reaction card can be played now');
    const goOn = within(prompt).getByRole('button', { name: 'Go on' });
    expect(document.activeElement).toBe(goOn);
    expect(goOn).toHaveAccessibleDescription(/^No reaction card can be played now/);
    fireEvent.click(goOn);
    // At once, and what the table sees is the pause's pass: the claimer's decision, the device handed back.
    expect(seen()).toEqual(byPause);
    expect(byPause.barrier).toMatchObject({ key: 'store.barrierDecision', titan: 'grinder' });
    expect(byPause.handoff).toBe(0);
  });
});

describe('a call just shown takes no tap (play-test 49: a late tap claimed the next call)', () => {
  it('its buttons are disabled for a moment, a tap then changes nothing, and then they answer', () => {
    openCallOnGrinder(['shield']);
    const claim = screen.getByRole('button', { name: 'P3 (Grinder): wait, I answer' });
    const goOn = screen.getByRole('button', { name: 'Go on' });
    expect(claim).toBeDisabled();
    expect(goOn).toBeDisabled();
    const before = st().actions.length;
    fireEvent.click(claim);
    fireEvent.click(goOn);
    expect(st().ui.claimed).toBe(false);
    expect(st().actions.length).toBe(before);
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    expect(claim).toBeEnabled();
    fireEvent.click(claim);
    expect(st().ui.claimed).toBe(true);
  });
});

describe('a call that waits until someone presses (the setting 0; play-test 49)', () => {
  it('never goes on by itself: the Shield holder may take their time; Go on still lets it go', () => {
    st().setSettings({ speed: 'off', handoff: true, reactionPause: 0 });
    const { container } = openCallOnGrinder(['shield']);
    const before = st().actions.length;
    act(() => vi.advanceTimersByTime(60_000));
    expect(st().actions.length).toBe(before);
    const call = container.querySelector('[data-reaction-call]')!;
    expect(call).not.toBeNull();
    // No clock runs down: nothing is counting.
    expect(call.querySelector('.reaction-call-clock')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go on' }));
    expect(st().actions.length).toBe(before + 1);
    expect(container.querySelector('[data-reaction-call]')).toBeNull();
  });

  it('a claimer with nothing to play is told to press Go on, not that the game goes on by itself', () => {
    st().setSettings({ speed: 'off', handoff: true, reactionPause: 0 });
    pushed(['swiftnessPotion']);
    takeDevice();
    const before = st().actions.length;
    act(() => vi.advanceTimersByTime(60_000));
    expect(st().actions.length).toBe(before);
    expect(document.querySelector('[data-passes-itself]')).toHaveTextContent(
      'No reaction card can be played now: press Go on.',
    );
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Go on' }));
    expect(st().actions.length).toBe(before + 1);
  });
});
