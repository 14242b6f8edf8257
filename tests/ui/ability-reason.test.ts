// Why "Use ability" is greyed, in the engine's own words (play-test: greyed on Rassïk's and Grinder's turns
// with no visible reason).
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, loadScenario, type GameState } from '../../src/engine';
import { NO_USE } from '../../src/engine/titans';
import { hasMessage, setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { abilityReason } from '../../src/ui/game/turnText';

afterEach(() => setCatalogue('en', en));

function position(titans: Record<string, object>, active: string, extra: object = {}): GameState {
  const r = loadScenario({
    setup: { circuits: ['kaldheira'], titans: Object.keys(titans) as never, seed: 1 },
    position: { titans, active, dice: ['blue', 'green', 'yellow'], round: 2, ...extra },
  });
  if (!r.ok) throw new Error(r.error.message);
  const chosen = applyAction(r.state, { type: 'chooseDie', die: 0 });
  if (!chosen.ok) throw new Error(chosen.error.message);
  return chosen.state;
}

describe('abilityReason (R10, R9.2, R7.5)', () => {
  it('names the Titan’s own reason when it has no legal use', () => {
    // Rassïk with nobody behind him cannot kick off (R10).
    const s = position(
      { rassik: { space: 'C5' }, grinder: { space: 'C9' }, slaugg: { space: 'E9' } },
      'rassik',
    );
    expect(abilityReason(s)).toBe('Rassïk needs a Titan behind him to kick off.');
    setCatalogue('fr', fr);
    expect(abilityReason(s)).toBe('Rassïk a besoin d’un Titan derrière lui pour prendre son élan.');
  });
  it('says each Titan’s own reason: Craken with nobody next to him (R10)', () => {
    const s = position(
      { craken: { space: 'C5' }, grinder: { space: 'C9' }, slaugg: { space: 'E9' } },
      'craken',
    );
    const r = applyAction(s, { type: 'ability' });
    expect(r.ok || r.error.params?.why).toBe('noAdjacentToSwap');
    expect(abilityReason(s)).toBe('Craken needs a Titan next to him to swap places with.');
  });
  it('has a sentence in every language for every reason a power can have no use', () => {
    for (const [lang, catalogue] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      setCatalogue(lang, catalogue);
      for (const why of Object.keys(NO_USE))
        expect(hasMessage(`errors.noUse.${why}`), `${lang} ${why}`).toBe(true);
    }
  });
  it('is null when the ability can be used, with or without a target to name', () => {
    // Rassïk with Grinder just behind him (C3 is straight behind C5).
    const s = position(
      { rassik: { space: 'C5' }, grinder: { space: 'C3' }, slaugg: { space: 'E9' } },
      'rassik',
    );
    expect(abilityReason(s)).toBeNull();
    const slaugg = position(
      { slaugg: { space: 'C5' }, grinder: { space: 'C9' }, rassik: { space: 'E9' } },
      'slaugg',
    );
    expect(abilityReason(slaugg)).toBeNull();
  });
});
