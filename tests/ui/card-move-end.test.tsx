// @vitest-environment jsdom
// Play-test (the lead at the table): a Bonus card that moves the player's own Titan (Swiftness Potion,
// Leapfrog) lit its path on the board but marked no end and named none, where a die's move rings the space
// it ends on and the preview says "Ends on …" (store/guide.ts, commit 414679a). Now a chosen card or
// ability that moves the Titan has the same end — the engine's preview of that very action — and one that
// moves another Titan (Repel) still has none.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { previewAction } from '../../src/engine';
import { spaceName } from '../../src/engine/board';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadRoundTwo } from './loadPosition';

const st = () => useGame.getState();
const ringed = () =>
  [...document.querySelectorAll('.board-svg .space--selected')].map((e) => e.getAttribute('data-space'));
const lit = () =>
  [...document.querySelectorAll('.board-svg .space--highlighted')].map((e) => e.getAttribute('data-space'));
const endLine = () => document.querySelector('[data-guide] [data-preview-end]')?.textContent ?? null;
const prompt = () => document.querySelector('[data-guide] .guide-prompt')?.textContent ?? '';

/** Where the engine's whole preview of the drafted action leaves the active Titan. */
function engineEnd(): string {
  const r = previewAction(st().game!, currentAction()!);
  if (!r.ok) throw new Error('refused');
  return spaceName(r.state.titans[r.state.active].space, 1);
}

/** The one action the guide has drafted (the store's draft narrowed to it). */
function currentAction() {
  const s = st();
  const card = s.ui.draft?.card;
  const dir = s.ui.draft?.picks.dir;
  return s.legal.find(
    (a) => a.type === 'playBonus' && a.card === card && (dir === undefined || String(a.dir) === dir),
  );
}

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false, autoEnd: false });
});

describe('a card that moves one’s own Titan shows its path and its end, as a die’s move does', () => {
  it('Swiftness Potion straight ahead: C5 → C7 lit, C7 ringed, "Ends on C7"', () => {
    loadRoundTwo({ hand: ['swiftnessPotion'] });
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 1 }));
    act(() => st().setDraft('bonus', 'swiftnessPotion'));
    fireEvent.click(screen.getByRole('button', { name: '↑ straight ahead' }));
    expect(engineEnd()).toBe('C7');
    expect(lit().sort()).toEqual(['C5', 'C7']);
    expect(ringed()).toEqual(['C7']);
    expect(endLine()).toBe('Ends on C7');
    expect(prompt()).toMatch(/^Move to C7: check what will happen/);
  });

  it('Leapfrog over Chtoolhoo on D6: lands on E7, ringed and named', () => {
    loadRoundTwo({ hand: ['leapfrog'] });
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 1 }));
    act(() => st().setDraft('bonus', 'leapfrog'));
    // One Titan before Grinder: the only way is taken, the action drafted at once.
    expect(currentAction()).toBeDefined();
    expect(engineEnd()).toBe('E7');
    expect(lit()).toContain('E7');
    expect(ringed()).toEqual(['E7']);
    expect(endLine()).toBe('Ends on E7');
  });

  it('Repel moves the other Titan: no end of one’s own is named or ringed', () => {
    loadRoundTwo({ hand: ['repel'] });
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 1 }));
    act(() => st().setDraft('bonus', 'repel'));
    // Chtoolhoo (D6) straight back to D4: Grinder stays on C5 (back-left would push him to B4, a move of
    // his own, which is then ringed and named like any other).
    fireEvent.click(screen.getByRole('button', { name: /straight back/ }));
    expect(lit().sort()).toEqual(['D4', 'D6']);
    expect(endLine()).toBeNull();
    expect(ringed()).not.toContain('C5');
    expect(prompt()).not.toMatch(/^Move to/);
  });
});
