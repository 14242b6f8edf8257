// @vitest-environment jsdom
// The in-game Rules say how a shared screen asks about a reaction (R11.4, the open call of ruling 28) and
// the variants a table may be playing (R12): a Grand Slam game's Rules said nothing of Grand Slam, nor of
// the call's pause (play-test 49).
import { afterEach, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RulesDialog } from '../../src/ui/game/Rules';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';

afterEach(() => setCatalogue('en', en));

it('name Grand Slam (one lap, off the top of board 3), two players, teams, and the reaction call', () => {
  const { container } = render(<RulesDialog onClose={() => {}} />);
  expect(screen.getByRole('heading', { name: 'Variants' })).toBeInTheDocument();
  const text = container.textContent!;
  expect(text).toContain('the first Titan off the top of board 3 wins');
  expect(text).toContain('A1, B1, A2, B2');
  expect(text).toContain('wins for its whole team');
  expect(text).toContain('“Reaction?” call');
  expect(text).toContain('or until someone presses');
});

it('in French too', () => {
  setCatalogue('fr', fr);
  const { container } = render(<RulesDialog onClose={() => {}} />);
  expect(screen.getByRole('heading', { name: 'Variantes' })).toBeInTheDocument();
  expect(container.textContent).toContain('Grand Chelem (R2.3)');
});
