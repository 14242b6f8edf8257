// Why "Use ability" is greyed, in the engine's own words (play-test: greyed on Rassïk's and Grinder's turns
// with no visible reason).
import { describe, expect, it } from 'vitest';
import { applyAction, loadScenario, type GameState } from '../../src/engine';
import { abilityReason } from '../../src/ui/game/turnText';

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
    expect(abilityReason(s)).toBe('Rassïk’s ability has no possible use now (rule R10).');
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
