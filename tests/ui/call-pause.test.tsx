// @vitest-environment jsdom
// R11.4, docs/rulings.md 28: how long an open reaction call waits, and what the table sees of it.
// Play-test (two friends sharing a 768×1024 tablet, Grand Slam): the call closed 3.4 s after it appeared,
// its buttons grey for the first 0.4 s and a bar shrinking with no figure; a player lost a Life with
// "Nobody reacted" while the tablet was still being passed. The default pause is now 10 s, counted once the
// buttons take taps, and the strip says how many seconds are left.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { SETTLE_MS } from '../../src/ui/useSettled';
import { openCallOnGrinder } from './reactionCall';

const st = () => useGame.getState();

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetGameStore();
  // Only what the test is not about: the default pause is the one a new table gets.
  st().setSettings({ speed: 'off', handoff: true });
});
afterEach(() => {
  vi.useRealTimers();
  setCatalogue('en', en);
});

/** Craken's red step pushes Slaugg into Grinder, who holds a Shield: Grinder's call is open. */
const called = () => openCallOnGrinder(['shield']);
const call = () => document.querySelector('[data-reaction-call]');
const left = () => document.querySelector('[data-call-left]')?.textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the open call’s pause (R11.4, rulings 28)', () => {
  it('waits 10 s by default, counted once its buttons take taps, and says how long is left', () => {
    expect(st().settings.reactionPause).toBe(10_000);
    called();
    // While the buttons are still off (a tap on its way to what was there before), nothing counts.
    expect(screen.getByRole('button', { name: 'Go on' })).toBeDisabled();
    expect(left()).toBe('No answer: the game goes on in 10 s.');
    advance(SETTLE_MS);
    expect(screen.getByRole('button', { name: 'Go on' })).toBeEnabled();
    expect(left()).toBe('No answer: the game goes on in 10 s.');
    advance(3_100);
    expect(left()).toBe('No answer: the game goes on in 7 s.');
    advance(6_000);
    expect(left()).toBe('No answer: the game goes on in 1 s.');
    expect(call()).not.toBeNull();
    advance(850);
    expect(call()).not.toBeNull();
    advance(100);
    expect(call()).toBeNull();
    expect(st().auto).toHaveLength(1);
  });

  it('"Go on" still lets it go at once: one press, as before', () => {
    called();
    advance(SETTLE_MS);
    const before = st().actions.length;
    fireEvent.click(screen.getByRole('button', { name: 'Go on' }));
    expect(st().actions.length).toBe(before + 1);
    expect(call()).toBeNull();
  });

  it('says the seconds left in French', () => {
    setCatalogue('fr', fr);
    st().setSettings({ reactionPause: 5000 });
    called();
    advance(SETTLE_MS);
    advance(2_100);
    expect(left()).toBe('Sans réponse, la partie continue dans 3 s.');
  });

  it('with "until someone presses" (0) shows no count', () => {
    st().setSettings({ reactionPause: 0 });
    called();
    advance(60_000);
    expect(call()).not.toBeNull();
    expect(left()).toBeUndefined();
  });
});
