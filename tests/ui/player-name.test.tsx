// @vitest-environment jsdom
// Play-test 52: a game set up in English and then played in French still said "Player 1" on its chips
// (and its setup form, and its end screen): a default name is kept in the game as data in the language of
// the setup. A seat left with its default is now shown in the page's language; a typed name as typed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { DEFAULT_NAME_FORMS, isDefaultName, playerName } from '../../src/ui/playerName';
import { loadPosition } from './loadPosition';

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  useGame.getState().setSettings({ speed: 'off', handoff: false });
});
afterEach(() => setCatalogue('en', en));

describe('a seat’s default name follows the page’s language', () => {
  it('every catalogue’s default name is one the table recognises', () => {
    for (const c of [en, fr]) expect(DEFAULT_NAME_FORMS).toContain(c['setup.defaultName']);
  });

  it('recognises a default only for its own seat, and never a typed name', () => {
    expect(isDefaultName('Player 2', 1)).toBe(true);
    expect(isDefaultName('Joueur 2', 1)).toBe(true);
    expect(isDefaultName('Player 2', 0)).toBe(false); // a seat moved: a name now
    expect(isDefaultName('Ana', 0)).toBe(false);
    setCatalogue('fr', fr);
    expect(playerName(['Player 1', 'Ana', ''], 0)).toBe('Joueur 1');
    expect(playerName(['Player 1', 'Ana', ''], 1)).toBe('Ana');
    expect(playerName(['Player 1', 'Ana', ''], 2)).toBe('Joueur 3');
    setCatalogue('en', en);
    expect(playerName(['Joueur 1'], 0)).toBe('Player 1');
  });

  it('the chips of a game set up in English read « Joueur 2 » in French, and a typed name stays', () => {
    loadPosition({
      setup: { circuits: ['kaldheira'], titans: ['rassik', 'grinder', 'craken'], seed: 1 },
      position: { titans: { rassik: { space: 'A1' }, grinder: { space: 'C1' }, craken: { space: 'E3' } } },
    });
    useGame.setState({ names: ['Ana', 'Player 2', 'Player 3'] });
    setCatalogue('fr', fr);
    render(<PlayScreen onHome={() => {}} />);
    const chip = (t: string) => document.querySelector(`[data-titan-panel="${t}"]`)!.textContent;
    expect(chip('grinder')).toContain('Joueur 2');
    expect(chip('grinder')).not.toContain('Player 2');
    expect(chip('rassik')).toContain('Ana');
  });
});
