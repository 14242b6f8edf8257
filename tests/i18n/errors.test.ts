// Engine errors shown to people (issues 14, 22): the engine's code is stable, the sentence follows the
// language and is made from the code, the reason and the params — never from the English message.
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS, REASONS, applyAction, createGame } from '../../src/engine';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { setCatalogue } from '../../src/i18n';
import { engineErrorText, problem, problemText, refused } from '../../src/i18n/errors';

function firstTurnRefusal() {
  const g = createGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 3 });
  if (!g.ok) throw new Error(g.error.message);
  // R9.3: abilities and cards come after the die is chosen.
  const r = applyAction(g.state, { type: 'ability', target: 'C1' });
  if (r.ok) throw new Error('the engine accepted an ability before the die');
  return r.error;
}

describe('engineErrorText (issue 22: from code, reason and params, never from the message)', () => {
  afterEach(() => setCatalogue('en', en));

  it('keeps the engine code and reason, and words the reason in English (R9.3)', () => {
    const e = firstTurnRefusal();
    expect(e).toMatchObject({ code: 'wrongPhase', reason: 'powersAfterDie' });
    expect(engineErrorText(e)).toBe('Abilities and cards come after the die is chosen.');
  });

  it('in French, says the reason’s sentence (R9.3)', () => {
    const e = firstTurnRefusal();
    setCatalogue('fr', fr);
    expect(engineErrorText(e)).toBe('Pouvoirs et cartes viennent après le choix du dé.');
  });

  it('fills the params in, with Titans, cards and faces by their names in the language shown', () => {
    const held = { code: 'notAllowed', reason: 'cardNotHeld', params: { titan: 'grinder', card: 'shield' } };
    expect(engineErrorText(held)).toBe('Grinder holds no Shield.');
    setCatalogue('fr', fr);
    expect(engineErrorText(held)).toBe(`Grinder n’a pas de ${fr['common.cardShield']}.`);
    expect(
      engineErrorText({ code: 'badSpace', reason: 'startTaken', params: { space: 'C1', free: 'A1, E1' } }),
    ).toBe('C1 est occupée\u202f: entrez sur une case de départ libre (A1, E1).');
    expect(engineErrorText({ code: 'setupOutOfRange', params: { field: 'laps', min: 1, max: 9 } })).toBe(
      'laps doit être un nombre entier de 1 à 9.',
    );
  });

  it('never reads the English message; an unknown reason falls back to its code, an unknown code to a general sentence', () => {
    setCatalogue('fr', fr);
    const message = 'C1 is taken (R9.2)';
    expect(engineErrorText({ code: 'badSpace', reason: 'somethingNew', message } as never)).toBe(
      'Cette case ne peut pas servir à cela.',
    );
    expect(engineErrorText({ code: 'somethingNew' })).toBe('Le jeu a refusé cela.');
  });

  it('has a sentence in every language for every code and reason of the engine’s table', () => {
    for (const catalogue of [en, fr])
      for (const key of [...Object.keys(ERRORS), ...Object.keys(REASONS)])
        expect(catalogue, key).toHaveProperty(`errors.${key}`);
  });

  it('a refused setup or action in the store keeps the code and params, worded by the UI', () => {
    expect(problemText(refused({ code: 'setupTitanCount', params: { count: 2 } }))).toBe(
      'A game has 3 to 6 Titans (2 given).',
    );
    // A problem under another is worded into its {problem}, as one sentence.
    expect(problemText(problem('cannotOpen', undefined, problem('damaged')))).toBe(
      'This game cannot be opened: it is damaged.',
    );
  });
});
