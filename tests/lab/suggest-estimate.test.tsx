// Suggest says, before Run, the most games the search can play and how long they should take, worded as
// Balance words its expected time (eta.ts estimateText): with no finished search in this browser, that the
// time left will show once games are played.
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { SuggestView } from '../../src/ui/lab/SuggestView';
import { standardPlayables } from '../../src/editor/library';
import { estimateText } from '../../src/ui/lab/eta';

vi.mock('../../src/sim/pool/browser', () => ({ browserPool: () => ({ size: 1, run: vi.fn(), close() {} }) }));
vi.mock('../../src/sim/suggest/search', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  suggest: () => new Promise(() => {}),
}));
afterEach(() => setCatalogue('en', en));

const LIST = standardPlayables();

/** The count the hint says, as a number ("At most 12,345 games" → 12345). */
const saidGames = (): number => {
  const m = /At most ([\d,]+) games?/.exec(screen.getByTestId('suggest-estimate').textContent ?? '');
  expect(m).not.toBeNull();
  return Number(m![1].replace(/,/g, ''));
};

describe('Suggest before Run', () => {
  it('says the most games it can play, and Balance’s words for the time, on the Run button', () => {
    render(<SuggestView circuits={LIST} initialId="kaldheira" />);
    const hint = screen.getByTestId('suggest-estimate');
    const games = saidGames();
    // More than the candidates' games alone: the circuit itself, then the fresh and replication games.
    expect(games).toBeGreaterThan(400);
    // No finished run in this browser: a slow device's assumed pace for greedy bots, said to be an estimate.
    expect(hint).toHaveTextContent(estimateText(games, null, ['greedy']));
    expect(hint).toHaveTextContent(/an estimate: .* \(75 games a second\)/);
    expect(screen.getByRole('button', { name: 'Suggest changes' })).toHaveAccessibleDescription(
      hint.textContent!,
    );
    // Twice the games per candidate: about twice the games in all.
    fireEvent.change(screen.getByTestId('suggest-games'), { target: { value: '800' } });
    expect(saidGames()).toBeGreaterThan(1.8 * games);
  });

  it('says nothing while the form cannot run (too few Titans)', () => {
    render(<SuggestView circuits={LIST} initialId="kaldheira" />);
    for (const name of ['Slaugg', 'Craken']) fireEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.queryByTestId('suggest-estimate')).toBeNull();
  });

  it('reads in French', () => {
    setCatalogue('fr', fr);
    render(<SuggestView circuits={LIST} initialId="kaldheira" />);
    expect(screen.getByTestId('suggest-estimate')).toHaveTextContent(/^Au plus [\d\u202f ]+ parties/);
  });
});
