// The store's messages are worded when they are said, in the language of the moment (issue 14).
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { describeAction, failureText, undoRefusal } from '../../src/store/game';
import { parseSave } from '../../src/store/save';
import { playerNames, initialForm } from '../../src/ui/game/setupForm';

afterEach(() => setCatalogue('en', en));

describe('store messages in French', () => {
  it('undo refusals, described actions, save refusals and write failures follow the language', () => {
    const none = { turnHistory: [], barrier: null };
    expect(undoRefusal(none)).toBe('There is nothing to undo yet.');
    setCatalogue('fr', fr);
    expect(undoRefusal(none)).toBe('Il n’y a encore rien à annuler.');
    expect(undoRefusal({ turnHistory: [], barrier: 'les dés ont été lancés' })).toBe(
      'Impossible d’annuler : les dés ont été lancés.',
    );
    expect(describeAction({ type: 'endTurn' })).toBe('la fin du tour');
    const r = parseSave('{ not json');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.message).toBe(
        'Ce fichier n’est pas une sauvegarde de Titan Race : ce n’est pas du JSON valide.',
      );
    expect(failureText('Le stockage est plein.', true)).toBe(
      'Le stockage est plein. (cette partie n’a pas été enregistrée) Elle reste ouverte dans cet onglet : exportez-la pour la garder.',
    );
  });

  it('default player names are given in the language of the setup', () => {
    setCatalogue('fr', fr);
    expect(playerNames(initialForm(null).players)).toEqual(['Joueur 1', 'Joueur 2', 'Joueur 3']);
  });
});
