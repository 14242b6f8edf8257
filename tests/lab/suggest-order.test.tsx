// Play-test lab4: Suggest's cards were ordered by the fresh games' figure (the choice), while each card
// states its gain measured again on further games: "Suggestion 1 … better by 0.9" above "Candidate 2 …
// better by 3.1". Now ordered by the figure each card states, best first, and the list says so.
// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import type { Suggestion, SuggestResult } from '../../src/sim/suggest/search';
import { suggestText } from '../../src/sim/suggest/format';
import { bestProven, inShownOrder } from '../../src/sim/suggest/words';
import { SuggestResultView } from '../../src/ui/lab/SuggestResult';

afterEach(() => setCatalogue('en', en));

const LEFT = {
  games: 30,
  fair: 1 / 3,
  titans: { key: 'grinder', rate: 0.4, p: 0.5 },
  turnPosition: { key: '1', rate: 0.4, p: 0.5 },
} as unknown as Suggestion['left'];

/** A suggestion on space `space` whose fresh-games delta is `fresh` and replicated one `rep`. */
function sug(space: string, fresh: number, rep: number, holds: boolean): Suggestion {
  return {
    circuit: { id: 'x', name: 'X', spaces: { [space]: 'lava' } },
    edits: [{ space, from: 'plain', to: 'lava' }],
    kind: 'add',
    searched: 5,
    after: 11.4 + fresh,
    delta: fresh,
    ci: [fresh - 1, fresh + 1],
    replicated: { diff: rep, ci: [rep - 0.5, rep + 0.5], games: 60, before: 11.4, after: 11.4 + rep },
    holds,
    left: LEFT,
  };
}

/** Ordered as the search chose them (fresh figure −5, −3, −2): the replicated gains are 0.9, 3.1, 2.0. */
const result = (): SuggestResult => ({
  objective: 'titans',
  before: 11.4,
  suggestions: [sug('D4', -5, -0.9, true), sug('E5', -3, -3.1, true), sug('F6', -2, -2, false)],
  diagnosis: { code: 'improved', titans: 11.4, turnPosition: 2, noise: 8.6 },
  searchGames: [0, 15],
  freshGames: [15, 45],
  replicationGames: [45, 105],
  candidates: 120,
  gamesPlayed: 999,
  failed: [],
});

const gains = (texts: string[]) =>
  texts.map((s) => Number(/(\d+\.\d) points closer to a fair share/.exec(s)![1]));

describe('Suggest’s cards in the order of the figure they state (play-test lab4)', () => {
  it('the lab orders the cards by the stated gain, best first, and says by what', () => {
    render(<SuggestResultView result={result()} circuitName="X" />);
    const deltas = screen.getAllByTestId('suggestion-delta').map((e) => e.textContent ?? '');
    expect(gains(deltas)).toEqual([3.1, 2, 0.9]);
    // Numbered in that order: the proven E5 first, then the unproven F6, then D4.
    const titles = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(titles[0]).toMatch(/^Suggestion 1: .*E5/);
    expect(titles[1]).toMatch(/^Candidate 2 \(not proven\): .*F6/);
    expect(titles[2]).toMatch(/^Suggestion 3: .*D4/);
    expect(screen.getByTestId('suggestions-order')).toHaveTextContent(
      'In order of the gain each states, measured on further games used neither to search nor to choose: best first.',
    );
    // The headline's best proven change is the first card's.
    expect(screen.getByTestId('suggest-headline')).toHaveTextContent('E5');
    expect(bestProven(result())).toMatchObject({ n: 1, s: { edits: [{ space: 'E5' }] } });
  });

  it('the command line numbers them the same way', () => {
    const text = suggestText(result(), 'X');
    expect(text).toContain('In order of the gain each states');
    const order = ['E5', 'F6', 'D4'].map((sp) => text.indexOf(`${sp}`));
    expect(order[0]).toBeLessThan(order[1]);
    expect(order[1]).toBeLessThan(order[2]);
    expect(inShownOrder(result().suggestions).map((s) => s.edits[0].space)).toEqual(['E5', 'F6', 'D4']);
  });

  it('says so in French', () => {
    setCatalogue('fr', fr);
    render(<SuggestResultView result={result()} circuitName="X" />);
    expect(screen.getByTestId('suggestions-order').textContent).toMatch(/^Dans l’ordre du gain/);
  });
});
