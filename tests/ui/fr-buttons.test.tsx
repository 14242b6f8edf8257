// @vitest-environment jsdom
// Play-test in French: while a card was being played the row of buttons read « Annuler » (cancel the card)
// beside « Annuler » (undo), two presses with one name and different effects. Undo is now « Défaire »; no
// two buttons of the action bar share a name while a card or the ability is chosen, in either language.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, within } from '@testing-library/react';
import { useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { loadRoundTwo } from './loadPosition';

const st = () => useGame.getState();

beforeEach(() => {
  loadRoundTwo({ hand: ['swiftnessPotion'] });
});
afterEach(() => {
  setCatalogue('en', en);
});

/** The names of the action bar's buttons, each once: a repeated name is the defect. */
const names = () =>
  within(document.querySelector<HTMLElement>('[data-action-bar]')!)
    .getAllByRole('button')
    .map((b) => b.textContent?.trim() ?? '');

for (const [lang, catalogue, undo] of [
  ['en', en, 'Undo'],
  ['fr', fr, 'Défaire'],
] as const)
  describe(`no two buttons of the action bar share a name (${lang})`, () => {
    beforeEach(() => setCatalogue(lang, catalogue));

    it('while a card is played', () => {
      render(<PlayScreen onHome={() => {}} />);
      act(() => st().perform({ type: 'chooseDie', die: 1 }));
      act(() => st().setDraft('bonus', 'swiftnessPotion'));
      const all = names();
      expect(all).toContain(undo);
      expect(new Set(all).size).toBe(all.length);
    });

    it('while the ability is chosen', () => {
      render(<PlayScreen onHome={() => {}} />);
      act(() => st().perform({ type: 'chooseDie', die: 1 }));
      act(() => st().setDraft('ability'));
      const all = names();
      expect(all).toContain(undo);
      expect(new Set(all).size).toBe(all.length);
    });
  });
