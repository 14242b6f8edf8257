// Engine errors shown to people (issue 14): the engine's code is stable, the sentence follows the
// language; in English the engine's own sentence, which names the spaces and rules.
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, createGame } from '../../src/engine';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { setCatalogue } from '../../src/i18n';
import { engineErrorText } from '../../src/i18n/errors';

function firstTurnRefusal() {
  const g = createGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 3 });
  if (!g.ok) throw new Error(g.error.message);
  // R9.3: abilities and cards come after the die is chosen.
  const r = applyAction(g.state, { type: 'ability', target: 'C1' });
  if (r.ok) throw new Error('the engine accepted an ability before the die');
  return r.error;
}

describe('engineErrorText', () => {
  afterEach(() => setCatalogue('en', en));

  it('keeps the engine code and, in English, its own sentence (R9.3)', () => {
    const e = firstTurnRefusal();
    expect(e.code).toBe('wrongPhase');
    expect(engineErrorText(e)).toBe(e.message);
  });

  it('in French, says the code’s sentence and carries the rule over (R9.3)', () => {
    const e = firstTurnRefusal();
    setCatalogue('fr', fr);
    expect(engineErrorText(e)).toBe('Pas maintenant : cela vient à un autre moment du tour. (règle R9.3)');
  });

  it('in French, names the spaces the engine named, and has a sentence for every code', () => {
    setCatalogue('fr', fr);
    expect(
      engineErrorText({ code: 'badSpace', message: 'C1 is taken: enter on an empty start space (A1, E1).' }),
    ).toBe('Cette case ne peut pas servir à cela. Cases : C1, A1, E1.');
    expect(engineErrorText({ code: 'somethingNew', message: 'Whatever.' })).toBe('Le jeu a refusé cela.');
  });
});
