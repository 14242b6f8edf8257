// @vitest-environment jsdom
// The folded setup sections' summaries (src/ui/game/setupSummary.ts): what the group will play, read
// without unfolding — the Titans in turn order, the course, and what differs from the rulebook.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DECK } from '../../src/engine/data';
import { changeCount, changeTeams, initialForm, moveSeat } from '../../src/ui/game/setupForm';
import { courseSummary, houseSummary, titansSummary } from '../../src/ui/game/setupSummary';
import { setCatalogue } from '../../src/i18n';
import { fr } from '../../src/i18n/catalogues/fr';
import { en } from '../../src/i18n/catalogues/en';

beforeEach(() => localStorage.clear());
afterEach(() => setCatalogue('en', en));

describe('setup summaries', () => {
  it('names the Titans in turn order, and follows a change of seats and teams', () => {
    const f = initialForm(null);
    expect(titansSummary(f)).toBe('Rassïk, Grinder, Craken');
    expect(titansSummary(moveSeat(f, 0, 1))).toBe('Grinder, Rassïk, Craken');
    const four = changeTeams(changeCount(f, 4), '2x2');
    expect(titansSummary(four)).toBe('Rassïk, Grinder, Craken, Slaugg · 2 teams');
  });

  it('names the circuit and laps, or the Grand Slam’s three boards', () => {
    const f = initialForm(null);
    expect(courseSummary(f, ['Kaldheira'])).toBe('Kaldheira · 3 laps');
    expect(courseSummary({ ...f, laps: 1 }, ['Kaldheira'])).toBe('Kaldheira · 1 lap');
    expect(courseSummary({ ...f, slam: true }, ['A', 'B', 'C'])).toBe('Grand Slam: A, B, C');
  });

  it('says "Rulebook rules" until a value differs, then lists what differs', () => {
    const f = initialForm(null);
    // Three people: everyone is asked at a reaction (reactionMode).
    expect(houseSummary(f, true)).toBe('Rulebook rules · Reactions: a call at every trigger');
    const changed = {
      ...f,
      maxLife: 5,
      handSize: 3,
      trapSupply: 1,
      deck: { ...DEFAULT_DECK, shield: DEFAULT_DECK.shield + 1 },
      reactions: 'never' as const,
      seed: '42',
    };
    expect(houseSummary(changed, false)).toBe(
      `Maximum Life 5 · 3 cards in hand · 1 trap · Deck of ${
        Object.values(DEFAULT_DECK).reduce((a, b) => a + b, 0) + 1
      } cards · Reactions off · Seed 42 · No hand-off screen`,
    );
    // A starting Life set to the rules' own value is no change; another value is.
    expect(houseSummary({ ...f, startLife: { rassik: 6 } }, true)).toMatch(/^Rulebook rules/);
    expect(houseSummary({ ...f, startLife: { rassik: 4 } }, true)).toMatch(/^Starting Life changed · /);
  });

  it('in French, with a narrow no-break space before the colon', () => {
    setCatalogue('fr', fr);
    const f = initialForm(null);
    expect(houseSummary(f, true)).toBe('Règles du livret · Réactions\u202f: un appel à chaque occasion');
    expect(courseSummary({ ...f, slam: true }, ['A', 'B', 'C'])).toBe('Grand Chelem\u202f: A, B, C');
    expect(courseSummary(f, ['Kaldheira'])).toBe('Kaldheira · 3 tours de piste');
  });
});
