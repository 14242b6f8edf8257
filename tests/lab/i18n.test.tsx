// Issue 14: the lab's texts in English and French — chart titles, legends, plural counts, numbers
// written the way each language writes them, house rules and the sweep form's errors.
// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { Histogram, WinRateChart } from '../../src/ui/lab/charts';
import { FIGURE_LABEL } from '../../src/ui/lab/Heatmap';
import { DEFAULT_HOUSE_RULES, HouseRules } from '../../src/ui/lab/HouseRules';
import { labSweep } from '../../src/ui/lab/explore';
import { problemText } from '../../src/i18n/errors';
import { pct1, versus } from '../../src/ui/lab/i18nText';
import { causeLabel } from '../../src/ui/lab/ResultPanel';

afterEach(() => setCatalogue('en', en));

const bars = [
  { label: 'Grinder', colour: '#c00', wins: 1, ci: { rate: 0.25, lo: 0.05, hi: 0.7 } },
  { label: 'Slaugg', colour: '#0c0', wins: 3, ci: { rate: 0.75, lo: 0.3, hi: 0.95 } },
];

describe('the lab in two languages (issue 14)', () => {
  it('names, plurals and numbers follow the language', () => {
    expect(FIGURE_LABEL.lifeLost).toBe('Life lost');
    expect(
      versus([
        ['Grinder', 'Craken'],
        ['Slaugg', 'Rassïk'],
      ]),
    ).toBe('Grinder + Craken vs Slaugg + Rassïk');
    expect(pct1(0.125)).toBe('12.5%');
    expect(causeLabel('lava')).toBe('lava');
    setCatalogue('fr', fr);
    // A getter: the same object reads in the new language (nothing was translated at load time).
    expect(FIGURE_LABEL.lifeLost).toBe('Vie perdue');
    expect(
      versus([
        ['Grinder', 'Craken'],
        ['Slaugg', 'Rassïk'],
      ]),
    ).toBe('Grinder + Craken contre Slaugg + Rassïk');
    expect(pct1(0.125).replace(/\s/g, ' ')).toBe('12,5 %');
    expect(causeLabel('lava')).toBe('lave');
    expect(causeLabel('somethingNew')).toBe('somethingNew');
  });

  it('the sweep form refuses bad values with a sentence in the current language', () => {
    const said = (r: ReturnType<typeof labSweep>) => (r.ok ? r.sweep : problemText(r.error));
    expect(said(labSweep('laps', 'elixir', '2'))).toBe('List at least two values, separated by commas.');
    setCatalogue('fr', fr);
    expect(said(labSweep('laps', 'elixir', '2'))).toBe(
      'Indiquez au moins deux valeurs, séparées par des virgules.',
    );
    expect(said(labSweep('laps', 'elixir', '1, 2'))).toEqual({ key: 'laps', values: [1, 2] });
  });

  it('the win-rate chart and the histogram: titles, axes and tooltips, one game or several', () => {
    const { container, rerender } = render(
      <>
        <WinRateChart bars={bars} games={4} title="Win rate per seat" />
        <Histogram hist={{ 7: 1, 8: 3 }} title="Game length" xTitle="rounds" yTitle="games" />
      </>,
    );
    const text = () => container.textContent ?? '';
    expect(text()).toContain('win rate');
    expect(text()).toContain('seat (Titan, bot) · whiskers: 95% Wilson interval · dashed: fair share 50%');
    const tips = () => [...container.querySelectorAll('title')].map((t) => t.textContent);
    expect(tips()).toContain('Grinder: 1 win of 4, 25% (95% CI 5%–70%)');
    expect(tips()).toContain('Slaugg: 3 wins of 4, 75% (95% CI 30%–95%)');
    expect(tips()).toContain('7 rounds: 1 game');
    expect(tips()).toContain('8 rounds: 3 games');
    act(() => setCatalogue('fr', fr));
    rerender(
      <>
        <WinRateChart bars={bars} games={4} title="Taux de victoire par place" />
        <Histogram hist={{ 7: 1, 8: 3 }} title="Durée des parties" xTitle="manches" yTitle="parties" />
      </>,
    );
    expect(text()).toContain('taux de victoire');
    expect(text().replace(/\s/g, ' ')).toContain(
      'moustaches : intervalle de Wilson à 95 % · tirets : part équitable 50 %',
    );
    expect(tips().map((t) => t?.replace(/\s/g, ' '))).toContain(
      'Grinder : 1 victoire sur 4, 25 % (IC 95 % 5 % – 70 %)',
    );
    expect(tips()).toContain('7 manches : 1 partie');
    expect(tips()).toContain('8 manches : 3 parties');
  });

  it('house rules (R2.4, R12.4) are labelled in the current language', () => {
    setCatalogue('fr', fr);
    render(<HouseRules value={DEFAULT_HOUSE_RULES} onChange={() => {}} slam={false} />);
    expect(screen.getByText('Règles maison (vide : celles du livret)')).toBeTruthy();
    expect(screen.getByLabelText('Tours de piste')).toBeTruthy();
    expect(screen.getByLabelText('Vie maximale')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'admissibles' })).toBeTruthy();
  });
});
