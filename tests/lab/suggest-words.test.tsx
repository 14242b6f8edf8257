// Play-test s4: Suggest in plain words — the objective's value as a sentence instead of "RMS points",
// and, after the best proven change, whether the circuit is still clearly unfair on the fresh games
// (the verdict's two χ² questions, Holm-adjusted). Win counts chosen so the answers are known by hand.
// @vitest-environment jsdom
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue, t } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import type { TitanId } from '../../src/engine/types';
import { fairnessOf } from '../../src/sim/suggest/fairness';
import type { Outcomes } from '../../src/sim/suggest/play';
import type { Suggestion, SuggestResult } from '../../src/sim/suggest/search';
import { suggestText } from '../../src/sim/suggest/format';
import { decodeCircuit, shareParam } from '../../src/editor/share';
import { bestProven, leftFinding, valueFinding } from '../../src/sim/suggest/words';
import { againstFairShare, ENGLISH, renderFinding } from '../../src/sim/verdict-text';
import { buildVerdict } from '../../src/sim/verdict';
import { verdictHeadline } from '../../src/sim/verdict-headline';
import { labEn } from '../../src/i18n/parts/labEn';
import { fakeReport } from '../sim/fake-report';
import { UI_FORMAT } from '../../src/ui/lab/VerdictPanel';
import { SuggestResultView } from '../../src/ui/lab/SuggestResult';

afterEach(() => setCatalogue('en', en));

const TITANS: TitanId[] = ['grinder', 'slaugg', 'craken'];

/** Games won per Titan (index into TITANS) and per turn position, plus `unfinished` games nobody won. */
function outcomes(titanWins: number[], posWins: number[], unfinished = 0): Outcomes {
  const titan = titanWins.flatMap((w, i) => new Array<number>(w).fill(i));
  const position = posWins.flatMap((w, i) => new Array<number>(w).fill(i));
  expect(titan.length).toBe(position.length);
  const none = new Array<number>(unfinished).fill(-1);
  const games = titan.length + unfinished;
  return {
    from: 0,
    titan: [...titan, ...none],
    position: [...position, ...none],
    rounds: new Array<number>(games).fill(8),
    leadChanges: new Array<number>(games).fill(3),
    visits: [],
  };
}

function suggestion(holds: boolean, left: Outcomes): Suggestion {
  return {
    circuit: { id: 'x', name: 'X', spaces: { D4: 'lava' } },
    edits: [{ space: 'D4', from: 'plain', to: 'lava' }],
    kind: 'add',
    searched: 5,
    after: 6.1,
    delta: -5.3,
    ci: [-7.05, -3.2],
    holds,
    left: fairnessOf(left, TITANS),
  };
}

function result(suggestions: Suggestion[], objective: SuggestResult['objective'] = 'titans'): SuggestResult {
  return {
    objective,
    before: 11.4,
    suggestions,
    diagnosis: { code: 'improved', titans: 11.4, turnPosition: 2, noise: 8.6 },
    searchGames: [0, 15],
    freshGames: [15, 45],
    candidates: 120,
    gamesPlayed: 999,
    failed: [],
  };
}

const english = (r: SuggestResult) => renderFinding(leftFinding(r)!, ENGLISH);
const french = (r: SuggestResult) => {
  setCatalogue('fr', fr);
  return renderFinding(leftFinding(r)!, UI_FORMAT).replace(/\s/g, ' ');
};

describe('is what is left still unfair? (fresh games, play-test s4)', () => {
  it('fairnessOf: χ² of 20/5/5 wins of 30 is 15 on 2 df, p = e^−7.5, Holm-doubled beside turn order’s 1', () => {
    // ((20 − 10)² + (5 − 10)² + (5 − 10)²) / 10 = 15; with 2 df the χ² tail is exp(−x/2).
    const f = fairnessOf(outcomes([20, 5, 5], [10, 10, 10]), TITANS);
    expect(f.games).toBe(30);
    expect(f.fair).toBeCloseTo(1 / 3, 12);
    expect(f.titans.p).toBeCloseTo(2 * Math.exp(-7.5), 10);
    expect(f.turnPosition.p).toBe(1);
    expect(f.titans).toMatchObject({ key: 'grinder', rate: 20 / 30 });
    expect(f.turnPosition).toMatchObject({ key: '1', rate: 10 / 30 });
    expect(f.unfair).toBe(true);
    // Unfinished games count as games, not as wins: 30 wins of 33 games.
    const g = fairnessOf(outcomes([20, 5, 5], [10, 10, 10], 3), TITANS);
    expect(g.games).toBe(33);
    expect(g.titans.rate).toBeCloseTo(20 / 33, 12);
    expect(g.titans.p).toBeCloseTo(2 * Math.exp(-7.5), 10);
  });

  it('still unfair after the best proven change: the first suggestion that holds is named', () => {
    const r = result([
      suggestion(false, outcomes([10, 10, 10], [10, 10, 10])),
      suggestion(true, outcomes([20, 5, 5], [10, 10, 10])),
    ]);
    expect(bestProven(r)!.n).toBe(2);
    // 2·e^−7.5 = 0.00111: 1/p = 904, to two figures 900 (play-test s5: odds, not "p = 0.001").
    const left = leftFinding(r)!;
    expect(left.key).toBe('suggest.leftUnfair');
    expect(left.params.p).toEqual({ t: 'p', v: r.suggestions[1].left.titans.p });
    expect(english(r)).toBe(
      'After the best proven change (suggestion 2), the circuit is still clearly unfair on the 30 fresh games: Grinder wins 66.7% against a fair share of 33.3% (+33.3 points — chance alone would do this about 1 time in 900).',
    );
    expect(french(r)).toContain(
      '(proposition 2), le circuit reste nettement inéquitable sur les 30 parties neuves',
    );
    expect(french(r)).toContain(
      'Grinder gagne 66,7 % pour une part équitable de 33,3 % (+33,3 points — le hasard seul ferait cela environ une fois sur 900)',
    );
  });

  it('both questions significant: the one with the larger gap (turn position 1 at 25 of 30)', () => {
    // Positions ((25 − 10)² + 5² + 10²) / 10 = 35: p = e^−17.5; the first player is 50 points over fair.
    const r = result([suggestion(true, outcomes([20, 5, 5], [25, 5, 0]))]);
    expect(leftFinding(r)!.params.who).toEqual({ t: 'position', v: 1 });
    expect(english(r)).toContain(
      'the first player wins 83.3% against a fair share of 33.3% (+50.0 points — chance alone would do this less than 1 time in 1,000)',
    );
  });

  it('within chance: 11/10/9 wins (χ² = 0.2, p = e^−0.1 ≈ 0.90, Holm: 1)', () => {
    const r = result([suggestion(true, outcomes([11, 10, 9], [10, 10, 10]))]);
    expect(leftFinding(r)!.key).toBe('suggest.leftFair');
    expect(english(r)).toBe(
      'After the best proven change (suggestion 1), what is left looks like chance on the 30 fresh games: no Titan and no turn position wins clearly more than its share (the biggest gap, Grinder at 36.7% against a fair share of 33.3%, is well within what chance alone gives on a fair circuit).',
    );
    expect(french(r)).toContain('ce qui reste ressemble au hasard sur les 30 parties neuves');
  });

  it('too few fresh games (12 for 3 Titans: 4 expected wins each), and nothing said when nothing holds', () => {
    const r = result([suggestion(true, outcomes([12, 0, 0], [12, 0, 0]))]);
    expect(leftFinding(r)!.key).toBe('suggest.leftTooFew');
    expect(english(r)).toContain('12 fresh games are too few to tell');
    expect(leftFinding(result([suggestion(false, outcomes([20, 5, 5], [10, 10, 10]))]))).toBeNull();
    expect(leftFinding(result([]))).toBeNull();
  });
});

describe('a suggestion in plain words (play-test s5)', () => {
  const card = (delta: number, ci: [number, number], objective: SuggestResult['objective'] = 'titans') => {
    const s = { ...suggestion(false, outcomes([10, 10, 10], [10, 10, 10])), after: 11.4 + delta, delta, ci };
    const { unmount } = render(<SuggestResultView result={result([s], objective)} circuitName="X" />);
    const text = screen.getByTestId('suggestion-delta').textContent!;
    unmount();
    return text;
  };

  it('worse, no change, and lead changes (maximised, shown as a count) read the right way round', () => {
    // +1.9 on a minimised objective is worse, not a gain. s7: the interval as a gain or a loss, not signs.
    // lab5: an interval across 0 is said to be within chance, as Balance's change says it.
    expect(card(1.9, [-0.9, 4.8])).toContain(
      'against 11.4 now, on the same fresh games: 1.9 points further from a fair share, which is within what chance alone gives, so no clear difference (the truth probably lies anywhere from 0.9 better to 4.8 worse). Not proven: on fresh games it does not clearly help.',
    );
    expect(card(2.5, [0.4, 4.8])).toContain('(the true loss is probably between 0.4 and 4.8)');
    // +0.04 rounds to 0.0: no change.
    expect(card(0.04, [-2.6, 2.8])).toContain('now, on the same fresh games: no change (');
    // Lead changes are minimised as − lead changes: delta −0.5 is 0.5 more lead changes, better.
    expect(card(-0.5, [-0.8, -0.2], 'leadChanges')).toContain(
      'on the same fresh games: 0.50 more lead changes per game (the true gain is probably between 0.20 and 0.80)',
    );
  });

  it('the title is one sentence per language: French puts its space before the colon', () => {
    const r = result([suggestion(true, outcomes([10, 10, 10], [10, 10, 10]))]);
    const { unmount } = render(<SuggestResultView result={r} circuitName="X" />);
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Suggestion 1: D4 plain → Lava');
    unmount();
    setCatalogue('fr', fr);
    render(<SuggestResultView result={r} circuitName="X" />);
    expect(screen.getByRole('heading', { level: 4 }).textContent!.replace(/\s/g, ' ')).toBe(
      'Proposition 1 : D4 vide → Lave',
    );
  });

  it('a change that does not hold is a candidate, not a suggestion', () => {
    const r = result([suggestion(false, outcomes([10, 10, 10], [10, 10, 10]))]);
    render(<SuggestResultView result={r} circuitName="X" />);
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent(
      'Candidate 1 (not proven): D4 plain → Lava',
    );
  });

  it('the diagnosis writes every figure with one decimal (13.0, not 13)', () => {
    const r = {
      ...result([]),
      diagnosis: { code: 'abilities' as const, titans: 13, turnPosition: 11.84, noise: 3.8 },
    };
    render(<SuggestResultView result={r} circuitName="X" />);
    expect(screen.getByTestId('suggest-diagnosis')).toHaveTextContent(
      'the Titans’ win rates are on average 13.0 points from fair, the turn positions’ 11.8; chance alone about 3.8',
    );
  });
});

describe('the objective in plain words', () => {
  it('the objective field does not say "lower is better" above an objective that is maximised (s5)', () => {
    // Lead changes are searched as − lead changes; a designer reads the count, so more is better.
    for (const [lang, cat] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      setCatalogue(lang, cat);
      expect(t('suggest.objective')).not.toMatch(/lower|plus bas/);
      expect(t('suggest.objLeadChanges')).not.toMatch(/minus|worse|moins les/);
    }
    expect(t('suggest.objLeadChanges')).toBe('changements de tête — plus il y en a par partie, mieux c’est');
  });

  it('win-rate points as "on average … points from fair"; rounds and lead changes as counts', () => {
    const w = (f: ReturnType<typeof valueFinding>) => renderFinding(f, ENGLISH);
    expect(w(valueFinding('titans', 6.14))).toBe('the Titans’ win rates are on average 6.1 points from fair');
    // The lab's one measure, named as Balance's change names it (play-test 52).
    expect(w(valueFinding('unfairness', 11.36))).toBe(
      'the gap from a fair share, over every Titan and turn position, is 11.4 points',
    );
    expect(w(valueFinding('length', 1.5, 9))).toBe('the average race is 1.50 rounds from the target of 9');
    // Lead changes are minimised as − lead changes per game.
    expect(w(valueFinding('leadChanges', -3.25))).toBe('the lead changes 3.25 times per game');
  });

  it('the lab and the CLI say it without "RMS", with the verdict on what is left', () => {
    const r = result([suggestion(true, outcomes([20, 5, 5], [10, 10, 10]))]);
    render(<SuggestResultView result={r} circuitName="Lava wall" />);
    // Fresh games 15 to 44: 30 of them (play-test s5: a count, not game numbers).
    expect(screen.getByTestId('suggest-before')).toHaveTextContent(
      'Now: the Titans’ win rates are on average 11.4 points from fair, measured on the 30 fresh games the best edits were chosen on (120 candidate edits tried).',
    );
    // delta −5.3 on a minimised objective: better by 5.3; the interval [−7.05, −3.2] as a gain. Play-test
    // s7: rounded as the CLI rounds (toFixed: 7.05 is 7.0499… in binary, so 7.0; Intl alone gave 7.1, and
    // the CLI printed the same interval as "-7.05"), and the CLI now says the same sentence.
    const sentence =
      'With this change, the Titans’ win rates are on average 6.1 points from fair, against 11.4 now, on the same fresh games: 5.3 points closer to a fair share (the true gain is probably between 3.2 and 7.0). Proven: it still helps on fresh games, by more than chance explains.';
    expect(screen.getByTestId('suggestion-delta')).toHaveTextContent(sentence);
    // The card's title in the lab's words (the element's name, not its code) in the CLI too.
    expect(suggestText(r, 'Lava wall')).toContain(`1. Suggestion 1: D4 plain → Lava\n   ${sentence}`);
    expect(screen.getByTestId('suggest-left')).toHaveTextContent(
      'still clearly unfair on the 30 fresh games',
    );
    expect(screen.getByTestId('suggest-result').textContent).not.toMatch(/RMS/);
    const text = suggestText(r, 'Lava wall');
    expect(text).not.toMatch(/RMS/);
    expect(text).toContain('the circuit is still clearly unfair on the 30 fresh games');
  });
});

describe('play-test s7: a diagnosis of two equal parts', () => {
  it('says the imbalance comes from both, in English and in French', () => {
    const r = {
      ...result([]),
      diagnosis: { code: 'both' as const, titans: 11.1, turnPosition: 10.8, noise: 2.2 },
    };
    const { unmount } = render(<SuggestResultView result={r} circuitName="X" />);
    expect(screen.getByTestId('suggest-diagnosis')).toHaveTextContent(
      'the imbalance comes as much from the Titans themselves — their abilities — as from turn order (the Titans’ win rates are on average 11.1 points from fair, the turn positions’ 10.8',
    );
    unmount();
    setCatalogue('fr', fr);
    render(<SuggestResultView result={r} circuitName="X" />);
    expect(screen.getByTestId('suggest-diagnosis')).toHaveTextContent(
      'le déséquilibre vient autant des Titans eux-mêmes — leurs pouvoirs — que de l’ordre du tour (taux de victoire des Titans en moyenne à 11,1 points',
    );
  });
});

describe('the gain said is the replicated one', () => {
  it('on games used neither to search nor to choose, its range said once when it is one value', () => {
    const s = {
      ...suggestion(true, outcomes([10, 10, 10], [10, 10, 10])),
      after: 9.9,
      delta: -1.5,
      ci: [-3.1, -0.2] as [number, number],
      replicated: {
        diff: -1.2,
        ci: [-1.23, -1.21] as [number, number],
        games: 40,
        before: 11.4,
        after: 10.2,
      },
    };
    render(<SuggestResultView result={result([s])} circuitName="X" />);
    expect(screen.getByTestId('suggestion-delta')).toHaveTextContent(
      'With this change, the Titans’ win rates are on average 10.2 points from fair, against 11.4 for the circuit as it is, both on 40 further games used neither to search nor to choose: 1.2 points closer to a fair share (the true gain is probably 1.2). Proven: it still helps on games not used to choose it, by more than chance explains.',
    );
  });
});

describe('play-test lab2: "now" and each card name the games they were measured on', () => {
  it('two figures for the circuit as it is are never both "on those same fresh games"', () => {
    // The lab said "Now: … 12.8 points …, measured on 192 fresh games the search never played" and under
    // it "against 12.7 for the circuit as it is on those same 192 fresh games": two values for one
    // circuit on what read as one set of games. They are the choice games and the replication games.
    const s = {
      ...suggestion(false, outcomes([10, 10, 10], [10, 10, 10])),
      replicated: { diff: -0.8, ci: [-2.5, 0.8] as [number, number], games: 30, before: 12.7, after: 11.9 },
    };
    const r = { ...result([s]), before: 12.8 };
    render(<SuggestResultView result={r} circuitName="X" />);
    expect(screen.getByTestId('suggest-before')).toHaveTextContent(
      '12.8 points from fair, measured on the 30 fresh games the best edits were chosen on',
    );
    expect(screen.getByTestId('suggestion-delta')).toHaveTextContent(
      'against 12.7 for the circuit as it is, both on 30 further games used neither to search nor to choose',
    );
    expect(screen.getByTestId('suggest-result')).not.toHaveTextContent(/those same|never played/);
  });
});

describe('play-test s7: the interval as a gain or a loss', () => {
  it('French says it as un gain / une perte too', () => {
    setCatalogue('fr', fr);
    const s = {
      ...suggestion(false, outcomes([10, 10, 10], [10, 10, 10])),
      after: 9.9,
      delta: -1.5,
      ci: [-3.1, 0.1] as [number, number],
    };
    render(<SuggestResultView result={result([s])} circuitName="X" />);
    expect(screen.getByTestId('suggestion-delta')).toHaveTextContent(
      'sur les mêmes parties neuves : 1,5 points plus près d’une part équitable, ce qui est dans ce que le hasard seul donne, donc pas de différence nette (la vérité est probablement entre un gain de 3,1 et une perte de 0,1)',
    );
  });
});

describe('play-test s7: a change opened in the editor is named after it', () => {
  const openedName = (holds: boolean, circuitName: string) => {
    const s = suggestion(holds, outcomes([10, 10, 10], [10, 10, 10]));
    const { unmount } = render(
      <SuggestResultView result={result([s, { ...s }])} circuitName={circuitName} />,
    );
    const hrefs = screen.getAllByTestId('suggestion-open').map((a) => a.getAttribute('href')!);
    unmount();
    return hrefs.map((h) => {
      const r = decodeCircuit(shareParam(h)!);
      if (!r.ok) throw new Error(r.error.code);
      return r.circuit.name;
    });
  };

  it('"(suggestion n)" or "(candidate n)", not "(copy)" for every one, within 40 characters', () => {
    expect(openedName(true, 'Lava wall')).toEqual(['Lava wall (suggestion 1)', 'Lava wall (suggestion 2)']);
    const long = openedName(false, 'Kaldheira — the pools of doom');
    expect(long[1]).toMatch(/^Kaldheira — the pools.* \(candidate 2\)$/);
    expect(long[1].length).toBeLessThanOrEqual(40);
    setCatalogue('fr', fr);
    expect(openedName(false, 'Mur de lave')[0]).toBe('Mur de lave (candidat 1)');
    // A standard circuit searched in English is named in French too, not "the pools of doom (candidat 1)".
    expect(openedName(false, 'Kaldheira — the pools of doom')[0]).toMatch(
      /^Kaldheira — les bassins.* \(candidat 1\)$/,
    );
  });
});

describe('a change of a standard circuit opened in the editor keeps its description in the page’s language', () => {
  it('French for Kaldheira’s own words; a designer’s own words as they are', () => {
    const opened = (description: string) => {
      const s = suggestion(true, outcomes([10, 10, 10], [10, 10, 10]));
      const { unmount } = render(
        <SuggestResultView
          result={result([{ ...s, circuit: { ...s.circuit, description } }])}
          circuitName="Kaldheira — the pools of doom"
        />,
      );
      const href = screen.getByTestId('suggestion-open').getAttribute('href')!;
      unmount();
      const r = decodeCircuit(shareParam(href)!);
      if (!r.ok) throw new Error(r.error.code);
      return r.circuit.description;
    };
    const english = STANDARD_CIRCUITS.kaldheira.description!;
    expect(opened(english)).toBe(english);
    setCatalogue('fr', fr);
    expect(opened(english)).toBe(
      'Quatre bassins de lave montent le plateau deux par deux, et chaque éclair se tient au bord de l’un d’eux.',
    );
    expect(opened('Lava everywhere')).toBe('Lava everywhere');
  });
});

describe('one wording for the fair share across the lab (play-test lab4)', () => {
  // Suggest said "Grinder wins 66.7% against 33.3% expected" where Balance's headline said "against a fair
  // share of 25.0%" for the same figure. Both now write the one phrase, `againstFairShare`.
  it('Suggest’s what-is-left and Balance’s headline say "against a fair share of", in English and French', () => {
    const r = result([suggestion(true, outcomes([20, 5, 5], [10, 10, 10]))]);
    const report = fakeReport([40, 25, 10, 25], [25, 25, 25, 25]);
    const headline = () =>
      verdictHeadline(buildVerdict(report), report.played)
        .map((f) => renderFinding(f, UI_FORMAT))
        .join(' ')
        .replace(/\s/g, ' ');
    expect(english(r)).toContain(`66.7% ${againstFairShare('33.3%', ENGLISH)} (`);
    expect(headline()).toContain(`40.0% of them ${againstFairShare('25.0%', ENGLISH)} (`);
    expect(againstFairShare('33.3%', ENGLISH)).toBe('against a fair share of 33.3%');
    setCatalogue('fr', fr);
    const phrase = (v: string) => againstFairShare(v, UI_FORMAT).replace(/\s/g, ' ');
    expect(french(r)).toContain(`66,7 % ${phrase('33,3 %')} (`);
    expect(headline()).toContain(`40,0 % ${phrase('25,0 %')} (`);
    expect(phrase('33,3 %')).toBe('pour une part équitable de 33,3 %');
  });

  it('no lab message writes the phrase itself, or "{fair} expected"', () => {
    for (const [cat, phrase, expected] of [
      [labEn, 'against a fair share of', '{fair} expected'],
      [fr, 'pour une part équitable de', '{fair} attendus'],
    ] as const)
      for (const [key, m] of Object.entries(cat as Record<string, unknown>)) {
        if (!key.startsWith('lab.') && !key.startsWith('suggest.')) continue;
        if (key === 'lab.againstFairShare') continue;
        const s = typeof m === 'string' ? m : JSON.stringify(m);
        expect(s, key).not.toContain(phrase);
        expect(s, key).not.toContain(expected);
      }
  });
});

describe('the headline: one function for the lab and `npm run suggest`', () => {
  const fair = outcomes([10, 10, 10], [10, 10, 10]);
  const again = (diff: number, ci: [number, number]) => ({
    diff,
    ci,
    games: 40,
    before: 11.4,
    after: 11.4 + diff,
  });
  // Stated best (−2.0) but not proven; the best proven is the second card: the headline names it.
  const unproven: Suggestion = { ...suggestion(false, fair), replicated: again(-2, [-4.5, 0.5]) };
  const proven: Suggestion = {
    ...suggestion(true, fair),
    edits: [
      { space: 'E3', from: 'multiRamp', to: 'plain' },
      { space: 'D4', from: 'plain', to: 'lava' },
    ],
    replicated: again(-1.6, [-2.9, -0.3]),
  };
  const lab = (r: SuggestResult): string | null => {
    const { unmount } = render(<SuggestResultView result={r} circuitName="X" />);
    const said = screen.queryByTestId('suggest-headline')?.textContent ?? null;
    unmount();
    return said;
  };
  /** The CLI's headline: the line after "Circuit: …", when it is one. */
  const cli = (r: SuggestResult): string | null => {
    const line = suggestText(r, 'X').split('\n')[1];
    return /^(Best proven change|No change is proven)/.test(line) ? line : null;
  };

  it('the CLI prints the lab’s headline word for word: the best proven change, or none proven', () => {
    const best = result([unproven, proven]);
    expect(lab(best)).toBe(
      'Best proven change: E3 Multi-ramp → plain, D4 plain → Lava — 1.6 points closer to a fair share on 40 games used neither to search nor to choose (the true gain is probably between 0.3 and 2.9).',
    );
    expect(cli(best)).toBe(lab(best));
    const none = result([unproven]);
    expect(lab(none)).toBe('No change is proven: none clearly helped on games not used to choose it.');
    expect(cli(none)).toBe(lab(none));
  });

  it('a search saved before replication has no headline in either', () => {
    const old = result([suggestion(true, fair)]);
    expect(lab(old)).toBeNull();
    expect(cli(old)).toBeNull();
  });

  it('the lab says it in French from the same function', () => {
    setCatalogue('fr', fr);
    expect(lab(result([unproven, proven]))?.replace(/\s/g, ' ')).toMatch(
      /^Meilleur changement prouvé : E3 .* → vide, D4 vide → Lave — /,
    );
  });
});
