// @vitest-environment jsdom
// The guide's question is data (store/guide.ts Prompt), worded when the guide panel renders: a change of
// language on the question shown rewords it at once, though the guide itself is not computed again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';

const st = () => useGame.getState();

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});
afterEach(() => setCatalogue('en', en));

describe('the guide’s question follows the language', () => {
  it('the first turn asks for a start space (R9.2) in English, then in French after a switch', () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 });
    const { container } = render(<PlayScreen onHome={() => {}} />);
    const bar = container.querySelector('[data-action-bar]') as HTMLElement;
    fireEvent.click(bar.querySelector('.action-foot button') as HTMLElement);
    fireEvent.click(bar.querySelector('[data-pool] button[data-die-face]')!);
    const prompt = () => container.querySelector('.guide-prompt')?.textContent ?? '';
    expect(prompt()).toBe('Choose your start space: pick a highlighted space.');
    const guide = container.querySelector('[data-guide]');
    act(() => setCatalogue('fr', fr));
    expect(prompt()).toBe('Choisissez votre case de départ\u202f: sélectionnez une case en surbrillance.');
    // The same guide panel, reworded: nothing was played or chosen.
    expect(container.querySelector('[data-guide]')).toBe(guide);
    expect(st().actions).toHaveLength(2);
  });
});
