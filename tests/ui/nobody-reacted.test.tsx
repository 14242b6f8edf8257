// @vitest-environment jsdom
// Play-test (3 people on one phone): a reaction call closed with nobody answering, and the log said
// nothing of it. The store's pass for an unclaimed call (its `auto` list) is now said in the log, before
// what followed it, in the language shown; a claimed call answered by its player adds no such line.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
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
  st().setSettings({ speed: 'off', handoff: false, reactionPause: 1500 });
});
afterEach(() => {
  vi.useRealTimers();
  setCatalogue('en', en);
});

/**
 * Craken's red step pushes Slaugg into Grinder, who holds a Shield: the call is open. `handoff`: with the
 * hand-off on, P2 having last taken the device before Craken's turn.
 */
function called(handoff = false) {
  if (handoff) st().setSettings({ handoff: true });
  openCallOnGrinder(['shield']);
  if (handoff) useGame.setState({ seen: { ...st().seen, 1: 1 } });
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

describe('the hand-off’s recap of a call nobody reacted to', () => {
  /** The call closes unclaimed, Craken's turn ends, and the device goes to P2 (Slaugg). */
  function recapLines(): string[] {
    called(true);
    // The pause counts once the call's buttons take taps (rulings 28).
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    act(() => vi.advanceTimersByTime(1600));
    expect(st().auto).toHaveLength(1);
    act(() => st().perform({ type: 'endTurn' }));
    expect(st().ui.handoff).toBe(1);
    const recap = document.querySelector('[data-recap-latest]') as HTMLElement;
    return [...recap.querySelectorAll('li')].map((l) => l.textContent ?? '');
  }

  it('says it, once, where the log says it: before the Life it cost', () => {
    const lines = recapLines();
    expect(lines.filter((l) => l === 'Nobody reacted.')).toHaveLength(1);
    const at = lines.indexOf('Nobody reacted.');
    expect(lines[at - 1]).toMatch(/^Slaugg pushes Grinder/);
    expect(lines[at + 1]).toMatch(/^Grinder loses 1 Life/);
    // The log's own lines (the recap is the log's words, its round headings left to the log): here, the
    // whole of Craken's turn, since P2 last held the device.
    const logged = [...document.querySelectorAll('.log-line:not(.log-line--turn)')].map((l) => l.textContent);
    expect(logged.slice(-lines.length)).toEqual(lines);
  });

  it('says it in French', () => {
    setCatalogue('fr', fr);
    const lines = recapLines();
    expect(lines.filter((l) => l === 'Personne n’a réagi.')).toHaveLength(1);
  });
});
