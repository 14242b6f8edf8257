// Play-test s4: the verdict's headline in plain words — fair, unfair by Titan, unfair by turn position,
// both, too few games — in English and French, its numbers taken from the verdict it summarises. The
// win counts are chosen so the right answer is known by hand (χ² sums worked below).
// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import type { BalanceReport } from '../../src/sim/balance';
import { fakeReport } from '../sim/fake-report';
import { chiSquareP } from '../../src/sim/hypothesis';
import { buildVerdict } from '../../src/sim/verdict';
import { MIN_EXPECTED_WINS, verdictHeadline } from '../../src/sim/verdict-headline';
import { ENGLISH, renderFinding } from '../../src/sim/verdict-text';
import { verdictText } from '../../src/sim/verdict-format';
import { UI_FORMAT, VerdictPanel } from '../../src/ui/lab/VerdictPanel';

afterEach(() => setCatalogue('en', en));

const fake = fakeReport;

function english(r: BalanceReport) {
  const v = buildVerdict(r);
  const h = verdictHeadline(v, r.played);
  return { v, h, text: h.map((f) => renderFinding(f, ENGLISH)).join(' ') };
}

// French writes "40,0 %" (a space before %, Intl's percent style, as the charts: play-test s5).
const french = (r: BalanceReport) => {
  setCatalogue('fr', fr);
  const v = buildVerdict(r);
  return verdictHeadline(v, r.played)
    .map((f) => renderFinding(f, UI_FORMAT))
    .join(' ')
    .replace(/\s/g, ' ');
};

describe('the verdict headline (play-test s4)', () => {
  it('fair: every gap 1 point, both χ² = 0.08 on 3 df, Holm-adjusted p = 1', () => {
    // (1² + 1² + 0 + 0) / 25 = 0.08 for both tests; p ≈ 0.994 each, Holm doubles the smaller: 1.
    const r = fake([26, 24, 25, 25], [25, 25, 26, 24]);
    const { v, h, text } = english(r);
    expect(v.titans.p).toBeCloseTo(chiSquareP(0.08, 3), 12);
    expect(h.map((f) => f.key)).toEqual(['lab.headlineFair']);
    // The biggest gap (Grinder +1 ties position 3 +1: the Titans' row is named) and the corrected p.
    expect(h[0].params.gap).toEqual({ t: 'pts', v: v.titans.largest!.deviation });
    expect(h[0].params.p).toEqual({ t: 'p', v: v.titans.pAdjusted });
    expect(v.titans.pAdjusted).toBe(1);
    expect(text).toMatch(/^Fair, as far as 100 games can tell/);
    expect(text).toContain('Grinder winning 26.0% against a fair share of 25.0% (+1.0 points)');
    // p = 1 (Holm's cap): not "almost every time" (play-test lab4), nor "more than 99 times in 100" — a capped
    // value is not a figure (play-test lab5): well within what chance alone gives (play-test
    // lab4); the exact p stays in the finding's params.
    expect(text).toContain('(+1.0 points) — is well within what chance alone gives on a fair circuit.');
    expect(text).not.toContain('times in 100');
    expect(french(r)).toMatch(/^Équitable, autant que 100 parties/);
    expect(french(r)).toContain('Grinder qui gagne 26,0 % pour une part équitable de 25,0 % (+1,0 points)');
  });

  it('unfair by turn position: the first player wins 40% (χ² = 18 on 3 df), the Titans equal', () => {
    // Positions (15² + 0 + 15² + 0) / 25 = 18: p = 4.4e-4, doubled by Holm beside the Titans' p = 1.
    const r = fake([25, 25, 25, 25], [40, 25, 10, 25]);
    const { v, h, text } = english(r);
    expect(v.turnPosition.pAdjusted).toBeCloseTo(2 * chiSquareP(18, 3), 12);
    expect(v.turnPosition.pAdjusted).toBeLessThan(0.001);
    expect(h.map((f) => f.key)).toEqual(['lab.headlineUnfair', 'lab.headlineTitansEven']);
    expect(h[0].params.who).toEqual({ t: 'position', v: 1 });
    expect(text).toBe(
      'Not fair over 100 games: the first player wins 40.0% of them against a fair share of 25.0% (+15.0 points — chance alone would do this less than 1 time in 1,000). The Titans are about equal.',
    );
    expect(french(r)).toBe(
      'Pas équitable sur 100 parties : le premier joueur en gagne 40,0 % pour une part équitable de 25,0 % (+15,0 points — le hasard seul ferait cela moins d’une fois sur 1 000). Les Titans sont à peu près égaux.',
    );
  });

  it('unfair by Titan: Grinder wins 45% (χ² = 32 on 3 df), turn order even', () => {
    const r = fake([45, 5, 25, 25], [25, 25, 25, 25]);
    const { v, h, text } = english(r);
    expect(v.titans.pAdjusted).toBeCloseTo(2 * chiSquareP(32, 3), 12);
    expect(h.map((f) => f.key)).toEqual(['lab.headlineUnfair', 'lab.headlineTurnEven']);
    expect(text).toContain(
      'Not fair over 100 games: Grinder wins 45.0% of them against a fair share of 25.0%',
    );
    expect(text).toContain('(+20.0 points — chance alone would do this less than 1 time in 1,000)');
    expect(text).toMatch(/Turn order makes no clear difference\.$/);
    expect(french(r)).toContain('Grinder en gagne 45,0 %');
    expect(french(r)).toMatch(/L’ordre du tour ne fait pas de différence nette\.$/);
  });

  it('both: the larger gap first (position 3 at −20 before Grinder at +11), each with its corrected p', () => {
    // Titans (11² + 10² + 0 + 1²) / 25 = 8.88: p ≈ 0.031; positions (0 + 0 + 20² + 20²) / 25 = 32.
    // Holm: the positions' p doubled, the Titans' kept (0.031 < 0.05): both unfair.
    const r = fake([36, 15, 25, 24], [25, 25, 5, 45]);
    const { v, h, text } = english(r);
    expect(v.titans.pAdjusted).toBeCloseTo(chiSquareP(8.88, 3), 12);
    expect(h.map((f) => f.key)).toEqual(['lab.headlineUnfair', 'lab.headlineAlsoUnfair']);
    expect(h[0].params.who).toEqual({ t: 'position', v: 3 });
    expect(h[1].params.who).toEqual({ t: 'titan', id: 'grinder' });
    expect(text).toContain(
      'the player in turn position 3 wins 5.0% of them against a fair share of 25.0% (−20.0 points — chance alone would do this less than 1 time in 1,000).',
    );
    // Grinder's p ≈ 0.031 (Holm keeps it): 1/0.031 ≈ 32.
    expect(text).toContain(
      'And Grinder wins 36.0% against a fair share of 25.0% (+11.0 points — chance alone would do this about 1 time in 32).',
    );
    expect(french(r)).toContain('le joueur en position 3 en gagne 5,0 %');
    expect(french(r)).toContain(
      'Et Grinder gagne 36,0 % pour une part équitable de 25,0 % (+11,0 points — le hasard seul ferait cela environ une fois sur 32).',
    );
  });

  it('too few games: fewer than 5 expected wins per Titan asks for more, whatever the p', () => {
    // 8 games, 4 Titans: 2 expected wins each; 20 games are needed. Grinder winning all 8 is still "too few".
    const r = fake([8, 0, 0, 0], [8, 0, 0, 0], 8);
    const { h, text } = english(r);
    expect(h.map((f) => f.key)).toEqual(['lab.headlineTooFew']);
    expect(text).toContain('8 games give each Titan and each turn position only 2.0 wins to expect');
    expect(text).toContain('Run at least 20 games');
    expect(french(r)).toContain('8 parties ne donnent à chaque Titan et à chaque position du tour que 2,0');
    // The boundary: 19 games are too few (4.75 each), 20 are enough.
    expect(english(fake([5, 5, 5, 4], [5, 5, 5, 4], 19)).h[0].key).toBe('lab.headlineTooFew');
    expect(english(fake([5, 5, 5, 5], [5, 5, 5, 5], 4 * MIN_EXPECTED_WINS)).h[0].key).toBe(
      'lab.headlineFair',
    );
  });

  it('the panel puts the headline first and the χ² tests one click away; the CLI opens with it', () => {
    const r = fake([25, 25, 25, 25], [40, 25, 10, 25]);
    const { container } = render(<VerdictPanel report={r} />);
    const headline = screen.getByTestId('verdict-headline');
    expect(headline).toHaveTextContent(/^Not fair over 100 games: the first player wins 40\.0%/);
    // The headline comes before the findings; the χ² line sits in a closed <details>.
    const section = container.querySelector('section')!;
    expect(section.children[1]).toBe(headline);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')).toHaveTextContent('How this was tested');
    expect(details).toHaveTextContent('χ² = 18 on 3 df');
    expect(verdictText(r)[0]).toBe(`In short: ${english(r).text}`);
  });
});
