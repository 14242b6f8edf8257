// Play-test s5: Batch's summary answers "is it fair?" in one line, in the very words Balance's headline
// uses for the same win counts; with fixed seats (a Titan's wins mix Titan and seat) it points to Balance.
import '../../src/i18n/labMessages';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { batchHeadline } from '../../src/sim/batch-headline';
import type { Report } from '../../src/sim/report';
import { wilson } from '../../src/sim/stats';
import { buildVerdict } from '../../src/sim/verdict';
import { verdictHeadline } from '../../src/sim/verdict-headline';
import { ENGLISH, renderFinding } from '../../src/sim/verdict-text';
import { UI_FORMAT } from '../../src/ui/lab/VerdictPanel';
import { fakeReport } from '../sim/fake-report';

afterEach(() => setCatalogue('en', en));

const IDS = ['grinder', 'slaugg', 'craken', 'rassik'];

function batch(titanWins: number[], posWins: number[], games = 100, rotateSeats = true): Report {
  return {
    games,
    finished: games,
    titans: IDS,
    rotateSeats,
    winsByTitan: Object.fromEntries(IDS.map((id, i) => [id, titanWins[i]])),
    winRateByTitan: Object.fromEntries(IDS.map((id, i) => [id, wilson(titanWins[i], games)])),
    winsByPosition: posWins,
    winRateByPosition: posWins.map((w) => wilson(w, games)),
  } as unknown as Report;
}

const english = (f: ReturnType<typeof batchHeadline>) => f.map((x) => renderFinding(x, ENGLISH)).join(' ');

describe('Batch in words (play-test s5)', () => {
  it('unfair: the same sentence as Balance’s headline for the same counts, then a pointer to Balance', () => {
    // χ² = (15² + 0 + 15² + 0) / 25 = 18 on 3 df for the Titans: unfair; positions even.
    const titans = [40, 25, 10, 25];
    const even = [25, 25, 25, 25];
    const h = batchHeadline(batch(titans, even));
    expect(h.map((f) => f.key)).toEqual(['lab.headlineUnfair', 'lab.headlineTurnEven', 'lab.batchMore']);
    const balance = fakeReport(titans, even);
    expect(english(h.slice(0, 2))).toBe(english(verdictHeadline(buildVerdict(balance), 100)));
    expect(english(h)).toMatch(
      /^Not fair over 100 games: Grinder wins 40\.0% of them against a fair share of 25\.0%/,
    );
    setCatalogue('fr', fr);
    expect(h.map((f) => renderFinding(f, UI_FORMAT)).join(' ')).toContain('Équilibre dit aussi pourquoi');
  });

  it('fair and too few games read as in Balance', () => {
    expect(batchHeadline(batch([26, 24, 25, 25], [25, 25, 26, 24]))[0].key).toBe('lab.headlineFair');
    expect(batchHeadline(batch([10, 2, 2, 2], [10, 2, 2, 2], 16))[0].key).toBe('lab.headlineTooFew');
  });

  it('fixed seats (mixed bot levels): no verdict, the question is sent to Balance', () => {
    const h = batchHeadline(batch([40, 25, 10, 25], [40, 25, 10, 25], 100, false));
    expect(h.map((f) => f.key)).toEqual(['lab.batchAskBalance']);
    expect(english(h)).toContain('the Balance view answers that question');
  });
});
