// @vitest-environment jsdom
// R11.4, docs/rulings.md 28 (the open reaction call): a claim is bound to the call it was shown for.
// Play-test (two friends on a 768×1024 tablet, Grand Slam): Ana tapped "Ana (…): wait, I answer" for
// Rassïk's push; that call had already gone on by itself, and her tap claimed the NEXT call, for Craken:
// she was handed the device ("Decision for Ana (Craken)"). Here Craken's red step pushes Slaugg into
// Grinder, both holding a card: two calls follow each other in the same place (Grinder's, then Slaugg's).
// A tap (or Enter) aimed at Grinder's call that lands after it closed does nothing to Slaugg's call and says
// "That call had closed"; Slaugg's call still goes on by itself after its pause, or is claimed by a tap
// made for it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { SETTLE_MS } from '../../src/ui/useSettled';
import { LATE_MS } from '../../src/ui/game/ReactionCall';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();
const PAUSE = 1500;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: true, reactionPause: PAUSE });
});
afterEach(() => {
  vi.useRealTimers();
  setCatalogue('en', en);
});

/** Craken pushes Slaugg into Grinder, each its own player and holding a card: Grinder's call is open. */
function twoCalls() {
  loadPosition({
    setup: {
      circuits: [{ id: 'qa', name: 'qa', spaces: {} }],
      titans: ['craken', 'slaugg', 'grinder'],
      seed: 11,
      options: { reactions: 'always' },
    },
    position: {
      titans: {
        craken: { space: 'C5' },
        slaugg: { space: 'C7', hand: ['shield'] },
        grinder: { space: 'C9', hand: ['shield'] },
      },
      active: 'craken',
      dice: ['red', 'yellow', 'brown'],
    },
  });
  render(<PlayScreen onHome={() => {}} />);
  act(() => {
    st().perform({ type: 'chooseDie', die: 0 });
    st().perform({ type: 'dieAction', path: ['S'] });
  });
  expect(claimOf('Grinder')).not.toBeNull();
}

/** The claim button of `titan`'s call (its name says "(Grinder)" in every language), or null. */
const claimOf = (titan: string) => screen.queryByRole('button', { name: new RegExp(`\\(${titan}\\)`) });
const call = () => document.querySelector('[data-reaction-call]');
/** The buttons of the call on screen take taps (useSettled.ts); its pause starts counting then. */
const settle = () => act(() => vi.advanceTimersByTime(SETTLE_MS));
/** Grinder's settled call has 100 ms of its pause left. */
const nearlyOver = () => act(() => vi.advanceTimersByTime(PAUSE - 100));
/** Grinder's call goes on by itself; Slaugg's takes its place and has been shown 50 ms. */
function grinderCloses() {
  act(() => vi.advanceTimersByTime(150));
  expect(st().auto).toHaveLength(1);
  expect(claimOf('Grinder')).toBeNull();
  expect(claimOf('Slaugg')).not.toBeNull();
}

describe('a claim is bound to the call it was shown for (R11.4, rulings 28)', () => {
  it("a tap on Grinder's button arriving after its call went on does not claim Slaugg's call", () => {
    twoCalls();
    settle();
    const grinders = claimOf('Grinder')!;
    const actions = st().actions.length;
    nearlyOver();
    grinderCloses();
    settle();
    // Long after the next call settled: the tap is on the button shown for Grinder.
    act(() => vi.advanceTimersByTime(LATE_MS));
    fireEvent.pointerDown(grinders);
    fireEvent.click(grinders);
    expect(st().ui.claimed).toBe(false);
    expect(st().ui.handoff).toBeNull();
    expect(st().actions.length).toBe(actions + 1);
    // Slaugg's call is still open, and still goes on by itself.
    expect(claimOf('Slaugg')).not.toBeNull();
    act(() => vi.advanceTimersByTime(PAUSE + 50));
    expect(st().auto).toHaveLength(2);
    expect(call()).toBeNull();
  });

  it('a finger down on Grinder’s call whose tap ends on Slaugg’s: nothing claimed, "That call had closed"', () => {
    twoCalls();
    settle();
    nearlyOver();
    fireEvent.pointerDown(claimOf('Grinder')!);
    grinderCloses();
    // A slow press: the finger lifts on the button now in that place (Slaugg's), which takes taps again.
    settle();
    fireEvent.click(claimOf('Slaugg')!);
    expect(st().ui.claimed).toBe(false);
    expect(st().ui.handoff).toBeNull();
    expect(call()).toHaveTextContent('That call had closed.');
    // A tap made for Slaugg's call claims it (after the moment a late tap would have landed).
    act(() => vi.advanceTimersByTime(LATE_MS));
    fireEvent.pointerDown(claimOf('Slaugg')!);
    fireEvent.click(claimOf('Slaugg')!);
    expect(st().ui.claimed).toBe(true);
    expect(st().ui.handoff).toBe(1);
  });

  it('a tap on the next call just after its call went on by itself does nothing and says so', () => {
    twoCalls();
    settle();
    nearlyOver();
    grinderCloses();
    // Slaugg's buttons take taps again (useSettled.ts), but a tap this soon after Grinder's call went on by
    // itself was on its way to Grinder's.
    settle();
    fireEvent.pointerDown(claimOf('Slaugg')!);
    fireEvent.click(claimOf('Slaugg')!);
    expect(st().ui.claimed).toBe(false);
    expect(call()).toHaveTextContent('That call had closed.');
    // "Go on" pressed late by the mover lets nothing go either: Slaugg's Life is not lost unasked.
    const actions = st().actions.length;
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Go on' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go on' }));
    expect(st().actions.length).toBe(actions);
    act(() => vi.advanceTimersByTime(LATE_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Go on' }));
    expect(st().actions.length).toBe(actions + 1);
  });

  it('Enter on the focused claim button of a call that closed claims nothing (the keyboard path)', () => {
    twoCalls();
    settle();
    claimOf('Grinder')!.focus();
    expect(document.activeElement).toBe(claimOf('Grinder'));
    nearlyOver();
    grinderCloses();
    settle();
    act(() => vi.advanceTimersByTime(LATE_MS));
    // The focus did not move onto Slaugg's claim: an Enter (a click on the focused element) claims nothing.
    expect(document.activeElement).not.toBe(claimOf('Slaugg'));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    (document.activeElement as HTMLElement).click();
    expect(st().ui.claimed).toBe(false);
    // The keyboard is still in the call: Tab reaches Slaugg's claim from there.
    expect(call()!.contains(document.activeElement)).toBe(true);
  });

  it('says "That call had closed" in French', () => {
    setCatalogue('fr', fr);
    twoCalls();
    settle();
    nearlyOver();
    grinderCloses();
    settle();
    fireEvent.click(claimOf('Slaugg')!);
    expect(st().ui.claimed).toBe(false);
    expect(call()).toHaveTextContent('Cet appel était déjà clos.');
  });
});
