// Play-test s7: the Suggest diagnosis named one part "most of the imbalance" when the Titans and turn order
// were equally far from fair (11.1 against 10.8 points in the lab, 12.9 against 13.1 on the command line).
import { describe, expect, it } from 'vitest';
import { DOMINANT, diagnosisCode } from '../../src/sim/suggest/search';
import { diagnosisText } from '../../src/sim/suggest/format';

describe('the Suggest diagnosis when nothing held', () => {
  it('says "both" when neither part is 1.5× the other and both are beyond chance', () => {
    expect(diagnosisCode('unfairness', { titans: 11.1, turnPosition: 10.8, noise: 2.2 }, false)).toBe('both');
    expect(diagnosisCode('unfairness', { titans: 12.9, turnPosition: 13.1, noise: 3.8 }, false)).toBe('both');
  });

  it('names one part when it is at least 1.5× the other', () => {
    expect(diagnosisCode('unfairness', { titans: 12, turnPosition: 12 / DOMINANT, noise: 2 }, false)).toBe(
      'abilities',
    );
    expect(diagnosisCode('unfairness', { titans: 6, turnPosition: 9.5, noise: 2 }, false)).toBe('turnOrder');
  });

  it('names the larger part when the smaller one is within chance (twice the noise)', () => {
    expect(diagnosisCode('unfairness', { titans: 8, turnPosition: 6, noise: 3.1 }, false)).toBe('abilities');
  });

  it('keeps the other answers: improved, noise, one-sided objectives, none', () => {
    const d = { titans: 11.1, turnPosition: 10.8, noise: 2.2 };
    expect(diagnosisCode('unfairness', d, true)).toBe('improved');
    expect(diagnosisCode('unfairness', { titans: 4, turnPosition: 3, noise: 2.2 }, false)).toBe('noise');
    expect(diagnosisCode('titans', d, false)).toBe('abilities');
    expect(diagnosisCode('turnPosition', d, false)).toBe('turnOrder');
    expect(diagnosisCode('length', d, false)).toBe('none');
  });

  it('the command line says both parts, with the figures', () => {
    const text = diagnosisText({ code: 'both', titans: 12.94, turnPosition: 13.1, noise: 3.8 });
    expect(text).toMatch(/as much from the Titans themselves .* as from turn order/);
    expect(text).not.toMatch(/most of the imbalance/);
    expect(text).toContain('12.9 points from fair, the turn positions’ 13.1');
    // The lab's own sentence (one wording): it says what this search tried, not that no edit could help.
    expect(text).toMatch(/^No edit this search tried helped:/);
  });
});
