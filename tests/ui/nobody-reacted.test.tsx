// @vitest-environment jsdom
// Play-test (3 people on one phone): a reaction call closed with nobody answering, and the log said
// nothing of it. The store's pass for an unclaimed call (its `auto` list) is now said in the log, before
// what followed it, in the language shown; a claimed call answered by its player adds no such line.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { SETTLE_MS } from '../../src/ui/useSettled';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false, reactionPause: 1500 });
});
afterEach(() => {
  vi.useRealTimers();
  setCatalogue('en', en);
});

/** Craken's red step pushes Slaugg into Grinder (each its own player); calls 'always': the call is open. */
function called() {
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
        slaugg: { space: 'C7' },
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
  expect(document.querySelector('[data-reaction-call]')).not.toBeNull();
}

const logTexts = () => [...document.querySelectorAll('.log-line')].map((l) => l.textContent);

describe('a reaction call that closes with nobody reacting', () => {
  it('is said in the log, before the Life it cost', () => {
    called();
    const before = logTexts().length;
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    act(() => vi.advanceTimersByTime(1600));
    expect(st().auto).toHaveLength(1);
    const added = logTexts().slice(before);
    expect(added[0]).toBe('Nobody reacted.');
    expect(added.slice(1).join(' ')).toMatch(/Grinder loses 1 Life/);
    expect(logTexts().filter((l) => l === 'Nobody reacted.')).toHaveLength(1);
  });

  it('is said in French', () => {
    setCatalogue('fr', fr);
    called();
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(logTexts()).toContain('Personne n’a réagi.');
  });

  it('is not said when the call’s player claimed it and answered', () => {
    called();
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    fireEvent.click(screen.getByRole('button', { name: 'P3 (Grinder): wait, I answer' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Play Shield' }));
    expect(st().auto).toEqual([]);
    expect(logTexts()).not.toContain('Nobody reacted.');
  });
});
