// @vitest-environment jsdom
// Dice say what they do without hovering (issue 20): each die in the pool has its words under it, and
// the die of the choosing Titan's colour is marked "+1 Life" with a heart (R4.3) — not for Chtoolhoo's
// purple (he gains nothing from it), and said differently at full Life. Letters follow the language.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { legalActions, summarize } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { resetGameStore, useGame } from '../../src/store/game';
import { DicePool } from '../../src/ui/game/DicePool';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';

const st = () => useGame.getState();

/** A game where `first` rolls `rolls`; `life` sets its Life before it chooses. */
function pool(first: 'grinder' | 'chtoolhoo', life?: number, rolls = ['red', 'blue', 'green']): HTMLElement {
  st().newGame({
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'chtoolhoo'],
    seed: 5,
    first,
    rolls: rolls as never,
  });
  expect(st().perform({ type: 'roll' })).toBe(true);
  if (life !== undefined) {
    const g = st().game!;
    const game: GameState = {
      ...g,
      titans: g.titans.map((t, i) => (i === g.active ? { ...t, life } : t)),
    };
    useGame.setState({ game, summary: summarize(game), legal: legalActions(game) });
  }
  return render(<DicePool />).container;
}

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
});
afterEach(() => setCatalogue('en', en));

describe('dice in the pool say what they do (issue 20)', () => {
  it('words under every die; Grinder (red) below full Life sees "+1 Life" on the red die only', () => {
    const c = pool('grinder', 4);
    const faces = [...c.querySelectorAll('[data-die-face]')].map((d) => d.getAttribute('data-die-face'));
    expect(faces.length).toBeGreaterThan(0);
    for (const d of c.querySelectorAll('[data-die-face]'))
      expect(d.querySelector('.die-caption')!.textContent!.length).toBeGreaterThan(3);
    const red = c.querySelector('[data-die-face="red"]')!;
    expect(red.querySelector('.die-caption')!.textContent).toBe('1 ahead + trap');
    expect(red.querySelector('[data-die-own]')!.textContent).toBe('♥ +1 Life');
    expect(red.getAttribute('aria-label')).toMatch(/Your colour: \+1 Life\.$/);
    expect(c.querySelectorAll('[data-die-own]').length).toBe(1);
  });

  it('at full Life the own colour is said, without "+1 Life"', () => {
    const c = pool('grinder');
    const own = c.querySelector('[data-die-face="red"] [data-die-own]')!;
    expect(own.getAttribute('data-die-own')).toBe('full');
    expect(own.textContent).not.toContain('+1');
  });

  it("Chtoolhoo's purple is not marked (R4.3), and its words say it is free for him (R4.1)", () => {
    const c = pool('chtoolhoo', 3, ['purple', 'red', 'yellow']);
    const purple = c.querySelector('[data-die-face="purple"]')!;
    expect(purple.querySelector('[data-die-own]')).toBeNull();
    expect(purple.querySelector('.die-caption')!.textContent).toBe('any face, free');
  });

  it('in French the letters and words are French (Ve, J, M, Vi)', () => {
    setCatalogue('fr', fr);
    const c = pool('grinder', 4);
    const letters = [...c.querySelectorAll('.die-letter')].map((e) => e.textContent);
    for (const l of letters) expect(['R', 'B', 'Ve', 'J', 'M', 'Vi']).toContain(l);
    expect(c.querySelector('[data-die-face="red"] .die-caption')!.textContent).toBe('1 devant + piège');
  });
});
