// The store's messages are worded when they are said, in the language of the moment (issue 14).
import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber, setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { applyAction, legalActions, newGame } from '../../src/engine';
import { undoBarrier, undoRefusal as refusalOf, undoRefusalProblem } from '../../src/store/game';
import { describeAction } from '../../src/ui/game/noticeText';
import { failureText } from '../../src/ui/game/saveFailureText';
import { botsProblem, parseSave } from '../../src/store/save';
import { parseJson } from '../../src/store/validate';
import { problemText } from '../../src/i18n/errors';
import { playerNames, initialForm } from '../../src/ui/game/setupForm';
import { guide } from '../../src/store/guide';
import { promptText } from '../../src/ui/game/promptText';
import { problem } from '../../src/i18n/errors';

afterEach(() => setCatalogue('en', en));

/** Undo's refusal as the turn panel words it. */
function undoRefusal(s: Parameters<typeof refusalOf>[0]): string | null {
  const r = refusalOf(s);
  return r && problemText(undoRefusalProblem(r));
}

describe('store messages in French', () => {
  it('undo refusals, described actions, save refusals and write failures follow the language', () => {
    const none = { turnHistory: [], barrier: null };
    expect(undoRefusal(none)).toBe('There is nothing to undo yet.');
    setCatalogue('fr', fr);
    expect(undoRefusal(none)).toBe('Il n’y a encore rien à défaire.');
    expect(undoRefusal({ turnHistory: [], barrier: { key: 'store.barrierRolled' } })).toBe(
      'Impossible de défaire\u202f: les dés ont été lancés.',
    );
    expect(describeAction({ type: 'endTurn' })).toBe('la fin du tour');
    const r = parseSave('{ not json');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(problemText(r.error)).toBe(
        'Ce fichier n’est pas une sauvegarde de Titan Race\u202f: ce n’est pas du JSON valide.',
      );
    expect(failureText({ problem: { code: 'storageFull' }, current: true, journal: 'memory' })).toBe(
      'Le stockage du navigateur est plein\u202f: cette partie n’a pas pu être enregistrée. Elle reste ouverte dans cet onglet\u202f: exportez-la pour la garder.',
    );
    expect(failureText({ problem: { code: 'nothingWritten' }, current: true, journal: 'memory' })).toBe(
      'Rien n’a été écrit. (cette partie n’a pas été enregistrée) Elle reste ouverte dans cet onglet\u202f: exportez-la pour la garder.',
    );
  });

  it('an undo barrier set in one language is read in the language of the moment (play-test)', () => {
    // The barrier is kept as data when the action is played (English here) and worded when shown.
    const before = applyAction(
      newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 1 }),
      {
        type: 'roll',
      },
    );
    expect(before.ok).toBe(true);
    if (!before.ok) return;
    const barrier = undoBarrier(before.state, { type: 'roll' }, before.events, before.state);
    expect(barrier).toEqual({ key: 'store.barrierRolled' });
    const decided = { key: 'store.barrierDecision', titan: 'slaugg' } as const;
    expect(undoRefusal({ turnHistory: [], barrier: decided })).toBe(
      "Undo is not possible: Slaugg's player made a decision.",
    );
    setCatalogue('fr', fr);
    expect(undoRefusal({ turnHistory: [], barrier: decided })).toBe(
      'Impossible de défaire\u202f: le joueur de Slaugg a pris une décision.',
    );
    expect(undoRefusal({ turnHistory: [], barrier })).toBe(
      'Impossible de défaire\u202f: les dés ont été lancés.',
    );
  });

  it('the guide asks with data: a question set in English is worded in French after a switch', () => {
    let s = newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 });
    for (const a of [{ type: 'roll' }, { type: 'chooseDie', die: 0 }] as const) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    // R9.2: the first move enters the board, so the guide asks for a start space.
    const g = guide(s, legalActions(s), { mode: 'enter', picks: {} });
    expect(g.ask?.attr.prompt).toEqual({ key: 'play.askStart' });
    expect(promptText(g.ask!.attr.prompt, 1)).toBe('Choose your start space');
    const click = problem('clickNotHighlighted', { space: 'D2', prompt: g.ask!.attr.prompt });
    expect(problemText(click)).toBe(
      'D2 cannot be chosen: it is not one of the highlighted spaces. Choose your start space.',
    );
    setCatalogue('fr', fr);
    // The same guide and the same problem, worded again: nothing in them was English.
    expect(promptText(g.ask!.attr.prompt, 1)).toBe('Choisissez votre case de départ');
    expect(problemText(click)).toContain('Choisissez votre case de départ');
    expect(problemText(click)).not.toContain('Choose');
  });

  it('a validator refusal made in English names its value and writes its numbers in French after a switch', () => {
    const r = parseJson(`"${'x'.repeat(2000)}"`, { chars: 1000 }, 'safe.thisSave');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(problemText(r.error)).toBe('This save is too large (2,002 characters; at most 1,000).');
    const list = botsProblem({ grinder: [1, 2, 3] }, ['grinder'])!;
    expect(problemText(list)).toContain('“a list of 3”');
    setCatalogue('fr', fr);
    expect(problemText(r.error)).toMatch(/^Cette sauvegarde dépasse la taille permise/);
    expect(problemText(r.error)).toContain(`(${formatNumber(2002)} caractères`);
    expect(problemText(r.error)).not.toContain('2,002');
    expect(problemText(list)).toContain('une liste de 3');
  });

  it('default player names are given in the language of the setup', () => {
    setCatalogue('fr', fr);
    expect(playerNames(initialForm(null).players)).toEqual(['Joueur 1', 'Joueur 2', 'Joueur 3']);
  });
});
