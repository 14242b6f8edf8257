// Play-test s5: the verdict's findings speak to a designer — "how sure are we" as odds ("a gap this large
// would happen by chance about 1 time in 30"), no test names, χ², df or p in the sentences — in English
// and French, while the exact figures stay one click away ("How this was tested") and in the JSON.
// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue, t } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import type { BalanceReport } from '../../src/sim/balance';
import { compareVerdicts } from '../../src/sim/crosscheck';
import { buildVerdict } from '../../src/sim/verdict';
import { verdictText } from '../../src/sim/verdict-format';
import { verdictHeadline } from '../../src/sim/verdict-headline';
import { chanceWords, ENGLISH, renderFinding, renderParam } from '../../src/sim/verdict-text';
import { causeLabel } from '../../src/ui/lab/ResultPanel';
import { UI_FORMAT, VerdictPanel } from '../../src/ui/lab/VerdictPanel';
import { ChangePanel } from '../../src/ui/lab/ChangePanel';
import { fakeReport } from '../sim/fake-report';

afterEach(() => setCatalogue('en', en));

/** What a designer should not have to read in a finding. */
const JARGON = /χ²|\bp [=<]|\bdf\b|ddl|Holm|\[|×/;

const CASES: [string, BalanceReport][] = [
  ['fair', fakeReport([26, 24, 25, 25], [25, 25, 26, 24])],
  ['unfair Titans', fakeReport([45, 5, 25, 25], [25, 25, 25, 25])],
  ['unfair turn order', fakeReport([25, 25, 25, 25], [40, 25, 10, 25])],
  [
    'with powers and skill',
    fakeReport([30, 20, 25, 25], [40, 25, 10, 25], 100, {
      abilities: [
        {
          titan: 'craken',
          with: 0.3,
          without: 0.2,
          delta: 0.1,
          ci: [0.05, 0.15],
          games: 100,
          withCi: [0, 1],
          withoutCi: [0, 1],
          discordant: [20, 2],
          usesPerGame: 1,
        },
      ],
      skill: {
        level: 'greedy',
        against: 'random',
        wins: 80,
        games: 100,
        rate: 0.8,
        ci: [0.71, 0.87],
        fair: 0.25,
      },
    }),
  ],
];

const sentences = (r: BalanceReport, lang: 'en' | 'fr'): string[] => {
  setCatalogue(lang, lang === 'en' ? en : fr);
  const v = buildVerdict(r);
  return [...verdictHeadline(v, r.played), ...v.findings].map((f) => renderFinding(f, UI_FORMAT));
};

describe('chance in plain words (s5)', () => {
  it('p as odds: under 0.001, 1 in N (N = 1/p to two figures), N in 10, N in 100, more than 99 in 100', () => {
    expect(chanceWords(0.0009)).toEqual({ key: 'lab.chanceUnder', n: 1000 });
    expect(chanceWords(0.001)).toEqual({ key: 'lab.chanceOneIn', n: 1000 });
    // 1/0.0044 = 227 → 230; 1/0.031 = 32.3 → 32; 1/0.149 = 6.7 → 7.
    expect(chanceWords(0.0044)).toEqual({ key: 'lab.chanceOneIn', n: 230 });
    expect(chanceWords(0.031)).toEqual({ key: 'lab.chanceOneIn', n: 32 });
    expect(chanceWords(0.149)).toEqual({ key: 'lab.chanceOneIn', n: 7 });
    // From 0.15, tenths: 0.15 → 2 (never "1 times in 10"), 0.572 → 6, 0.949 → 9.
    expect(chanceWords(0.15)).toEqual({ key: 'lab.chanceTenths', n: 2 });
    expect(chanceWords(0.572)).toEqual({ key: 'lab.chanceTenths', n: 6 });
    expect(chanceWords(0.949)).toEqual({ key: 'lab.chanceTenths', n: 9 });
    // From 0.95 the figure in hundredths (play-test lab4: "almost every time" hid 0.95 against 1).
    expect(chanceWords(0.95)).toEqual({ key: 'lab.chanceHundredths', n: 95 });
    expect(chanceWords(0.962)).toEqual({ key: 'lab.chanceHundredths', n: 96 });
    expect(chanceWords(0.994)).toEqual({ key: 'lab.chanceHundredths', n: 99 });
    // 0.995 and more (Holm caps a corrected p at 1): never "100 times in 100".
    expect(chanceWords(0.995)).toEqual({ key: 'lab.chanceOver', n: 99 });
    expect(chanceWords(1)).toEqual({ key: 'lab.chanceOver', n: 99 });
  });

  it('written in English (thousands grouped) and in French', () => {
    expect(renderParam({ t: 'chance', v: 0.0001 }, ENGLISH)).toBe('less than 1 time in 1,000');
    expect(renderParam({ t: 'chance', v: 0.05 }, ENGLISH)).toBe('about 1 time in 20');
    expect(renderParam({ t: 'chance', v: 0.3 }, ENGLISH)).toBe('about 3 times in 10');
    expect(renderParam({ t: 'chance', v: 0.96 }, ENGLISH)).toBe('about 96 times in 100');
    expect(renderParam({ t: 'chance', v: 1 }, ENGLISH)).toBe('more than 99 times in 100');
    setCatalogue('fr', fr);
    const frc = (p: number) => renderParam({ t: 'chance', v: p }, UI_FORMAT).replace(/\s/g, ' ');
    expect(frc(0.0001)).toBe('moins d’une fois sur 1 000');
    expect(frc(0.05)).toBe('environ une fois sur 20');
    expect(frc(0.3)).toBe('environ 3 fois sur 10');
    expect(frc(0.96)).toBe('environ 96 fois sur 100');
    expect(frc(1)).toBe('plus de 99 fois sur 100');
  });
});

describe('the verdict without jargon (s5)', () => {
  for (const [name, r] of CASES)
    it(`${name}: no χ², df, p or Holm in the headline and findings, English and French`, () => {
      for (const lang of ['en', 'fr'] as const) {
        const all = sentences(r, lang);
        expect(all.length).toBeGreaterThanOrEqual(4);
        for (const s of all) {
          expect(s).not.toMatch(JARGON);
          expect(s).not.toMatch(/\{\w+\}/); // every parameter filled
        }
      }
    });

  it('no "almost every time": the Titans-equal and turn-order sentences give the figure (play-test lab4)', () => {
    // Titans 27/24/25/24 and positions 26/25/25/24: both χ² under 0.5 on 3 df, p > 0.9; Holm caps one at 1.
    const r = fakeReport([27, 24, 25, 24], [26, 25, 25, 24]);
    const v = buildVerdict(r);
    const en1 = sentences(r, 'en');
    const fr1 = sentences(r, 'fr').map((s) => s.replace(/\s/g, ' '));
    const titans = en1.find((s) => s.includes('the Titans look equally strong'))!;
    const turn = en1.find((s) => s.startsWith('Turn order makes no clear difference'))!;
    // A corrected chance of 0.95 or more (Holm caps it at 1) is not a figure to quote: "well within what
    // chance alone gives", as the change says it (play-test lab5); under 0.95 the odds.
    const figure = (p: number, are: string) =>
      p < 0.95
        ? `would happen by chance about ${Math.round(10 * p)} times in 10 even on a fair circuit`
        : `${are} well within what chance alone gives even on a fair circuit`;
    expect(v.titans.pAdjusted).toBeGreaterThanOrEqual(0.95);
    expect(titans).toContain(figure(v.titans.pAdjusted, 'is'));
    expect(turn).toContain(figure(v.turnPosition.pAdjusted, 'are'));
    for (const s of en1) expect(s).not.toContain('times in 100');
    for (const s of en1) expect(s).not.toContain('almost every time');
    for (const s of fr1) expect(s).not.toContain('presque à chaque fois');
    expect(fr1.join(' ')).toContain('bien dans ce que le hasard seul donne même sur un circuit équitable');
    expect(fr1.join(' ')).not.toContain('fois sur 100');
  });

  it('the exact figures stay one click away: χ² with its raw and its corrected p', () => {
    // Positions: χ² = 18 on 3 df, p = 4.4e-4; Holm beside the Titans' p = 1 doubles it: still < 0.001.
    // Titans: χ² = 0, p = 1 either way.
    const r = fakeReport([25, 25, 25, 25], [40, 25, 10, 25]);
    const { container } = render(<VerdictPanel report={r} />);
    const details = container.querySelector('details')!;
    expect(details).toHaveTextContent(
      'χ² = 18 on 3 df, p < 0.001 · corrected for asking both questions: p < 0.001',
    );
    expect(details).toHaveTextContent('χ² = 0 on 3 df, p = 1 · corrected for asking both questions: p = 1');
    const cli = verdictText(r).join('\n');
    expect(cli).toContain(
      'Turn positions: χ² = 18 on 3 df, p < 0.001 (corrected for asking both questions: < 0.001)',
    );
  });

  it('the cross-check names its findings in words (no "χ² test") and its values plainly', () => {
    const a = buildVerdict(fakeReport([45, 5, 25, 25], [25, 25, 25, 25]));
    const b = buildVerdict(fakeReport([25, 25, 25, 25], [25, 25, 25, 25]));
    const r = {
      ...fakeReport([45, 5, 25, 25], [25, 25, 25, 25]),
      verdict: a,
      crossCheck: { bots: ['master'], games: 100, played: 100, verdict: b, agreement: compareVerdicts(a, b) },
    } as unknown as BalanceReport;
    for (const lang of ['en', 'fr'] as const) {
      setCatalogue(lang, lang === 'en' ? en : fr);
      const { container, unmount } = render(<VerdictPanel report={r} />);
      const table = container.querySelector('[data-testid="balance-crosscheck"]')!;
      expect(table.textContent).not.toMatch(/χ²|\bp [=<]/);
      if (lang === 'en') {
        expect(table).toHaveTextContent('Balance between the Titans');
        expect(table).toHaveTextContent('Second opinion: master bots played 100 more games');
        // Grinder (45%) is clearly above a fair share under greedy, within chance under master.
        expect(table).toHaveTextContent('Grinder’s wins against a fair shareclearly abovewithin chance');
      } else {
        expect(table).toHaveTextContent('Équilibre entre les Titans');
        expect(table).toHaveTextContent(
          'Victoires de Grinder face à une part équitablenettement au-dessusdans les marges du hasard',
        );
      }
      unmount();
    }
    // 100 second-opinion games for 4 Titans (25 expected wins each): no warning.
    const { container } = render(<VerdictPanel report={r} />);
    expect(container.querySelector('[data-testid="crosscheck-too-few"]')).toBeNull();
  });

  it('a second opinion on too few games says its "fair" cannot be trusted (12 games: 3 wins each, 20 needed)', () => {
    const a = buildVerdict(fakeReport([25, 25, 25, 25], [40, 25, 10, 25]));
    const b = buildVerdict(fakeReport([3, 3, 3, 3], [3, 3, 3, 3], 12));
    const r = {
      ...fakeReport([25, 25, 25, 25], [40, 25, 10, 25]),
      verdict: a,
      crossCheck: { bots: ['expert'], games: 12, played: 12, verdict: b, agreement: compareVerdicts(a, b) },
    } as unknown as BalanceReport;
    const { container } = render(<VerdictPanel report={r} />);
    expect(container.querySelector('[data-testid="crosscheck-too-few"]')).toHaveTextContent(
      '12 second-opinion games are too few to judge: each Titan and turn position can expect only 3 wins, so “fair” there means “too few games to tell”. Run at least 20.',
    );
  });

  it('the leader curve in French: "4 : 60 %" (a space before the colon)', () => {
    setCatalogue('fr', fr);
    const r = fakeReport([25, 25, 25, 25], [25, 25, 25, 25], 100, {
      tension: {
        leadChangesPerGame: 5,
        comebackShare: 0.5,
        meanWinningMargin: 2,
        leaderAfterRound: [{ round: 4, games: 90, rate: 0.6, ci: [0.5, 0.7] }],
      },
    });
    const { container } = render(<VerdictPanel report={r} />);
    expect(container.querySelector('details')!.textContent!.replace(/\s/g, ' ')).toContain('4 : 60 %');
  });
});

describe('the batch summary (s5)', () => {
  it('says the spread of game length without "sd"', () => {
    const p = { n: 40, games: '40', finished: '40', seconds: '0.4', rounds: '9.2', sd: '0.9' };
    const more = { knockouts: '2.45', life: '30.7', drawn: '10.4', played: '8.0' };
    expect(t('lab.batchSummary', { ...p, ...more })).toContain('9.2 rounds on average (typically ± 0.9)');
    setCatalogue('fr', fr);
    expect(t('lab.batchSummary', { ...p, ...more })).toContain('9.2 manches en moyenne (typiquement ± 0.9)');
  });
});

describe('causes of Life lost (s5)', () => {
  it('the purple die’s cost reads as a die, not a bare colour', () => {
    expect(causeLabel('purple')).toBe('purple die');
    setCatalogue('fr', fr);
    expect(causeLabel('purple')).toBe('dé violet');
  });
});

describe('a one-value range is said once', () => {
  it('"probably between 7.7 and 7.7" reads "probably 7.7", in English and French', () => {
    const f = {
      key: 'lab.verdictLengthOnly' as const,
      params: {
        mean: { t: 'num' as const, v: 7.7, d: 1 },
        lo: { t: 'num' as const, v: 7.7, d: 1 },
        hi: { t: 'num' as const, v: 7.7, d: 1 },
      },
    };
    const en1 = renderFinding(f, ENGLISH);
    expect(en1).not.toMatch(/7\.7 and 7\.7/);
    expect(en1).toContain('probably 7.7');
    setCatalogue('fr', fr);
    const fr1 = renderFinding(f, UI_FORMAT).replace(/\s/g, ' ');
    expect(fr1).not.toMatch(/7,7 et 7,7/);
    expect(fr1).toContain('7,7');
    // Two values stay a range.
    expect(
      renderFinding({ ...f, params: { ...f.params, hi: { t: 'num', v: 7.9, d: 1 } } }, ENGLISH),
    ).toContain('between 7.7 and 7.9');
  });
});

describe('the change first', () => {
  it('a report whose circuit named its parent: the change panel, its largest shift first, in the UI’s language', () => {
    const r = fakeReport([25, 25, 25, 25], [40, 25, 10, 25]);
    const v = buildVerdict(r);
    const row = {
      kind: 'position' as const,
      key: '1',
      a: 0.32,
      b: 0.4,
      diff: 0.08,
      ci: [0.05, 0.11] as [number, number],
      p: 1e-6,
      pAdjusted: 1e-5,
    };
    const change = {
      parent: { id: 'kaldheira', name: 'Kaldheira' },
      games: 2000,
      fairness: { answer: 'lessFair', a: { rms: 0.05 }, b: { rms: 0.07 }, ci: [0.01, 0.03] } as never,
      rows: [row],
      findings: [
        {
          key: 'lab.changeGives' as const,
          params: {
            who: { t: 'position' as const, v: 1 },
            gap: { t: 'pts' as const, v: 0.08 },
            a: { t: 'pct' as const, v: 0.32 },
            b: { t: 'pct' as const, v: 0.4 },
            lo: { t: 'pts' as const, v: 0.05 },
            hi: { t: 'pts' as const, v: 0.11 },
            chance: { t: 'chance' as const, v: 1e-5 },
            parent: { t: 'text' as const, v: 'Kaldheira' },
            games: { t: 'num' as const, v: 2000, d: 0 },
          },
        },
      ],
      sentences: [],
    };
    const withChange = { ...r, verdict: { ...v, change } };
    const { container, unmount } = render(<ChangePanel report={withChange} />);
    const panel = container.querySelector('[data-testid="verdict-change"]')!;
    expect(panel.querySelector('h3')).toHaveTextContent('Your change against Kaldheira');
    // One answer is the headline (by the gap from a fair share); the largest clear shift follows, in plain
    // words with its numbers.
    expect(panel.querySelector('[data-testid="change-headline"]')).toHaveTextContent(
      'Your change makes the circuit less fair: the gap from a fair share, over every Titan and turn position, rises from 5.0 to 7.0 points on the same 2,000 games (by 1.0 to 3.0 points, probably).',
    );
    expect(panel.querySelector('li')).toHaveTextContent(
      'It gives the first player +8.0 points: 40.0% now against 32.0% before, both measured on the same 2,000 games',
    );
    // Saved before the parent's board was kept: said, no heatmap.
    expect(panel).toHaveTextContent('no difference heatmap');
    unmount();
    // The verdict panel no longer repeats it (the Balance view shows the change above it).
    const vp = render(<VerdictPanel report={withChange} />).container;
    expect(vp.querySelector('[data-testid="verdict-change"]')).toBeNull();
    setCatalogue('fr', fr);
    const fr1 = render(<ChangePanel report={withChange} />).container;
    expect(fr1.querySelector('[data-testid="verdict-change"]')!.textContent!.replace(/\s/g, ' ')).toContain(
      'Ce qu’elle change : le premier joueur +8,0 points, 40,0 % maintenant contre 32,0 % avant',
    );
  });
});
