// Play-test s5: an unfair Balance verdict leads on to Suggest on the same circuit and settings, with one
// line saying what Suggest will do; a fair verdict, too few games or a Grand Slam offer nothing.
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { REPORT_CIRCUIT_ID, suggestFromReport } from '../../src/ui/lab/suggestFrom';
import { SuggestNext } from '../../src/ui/lab/SuggestNext';
import { SuggestView } from '../../src/ui/lab/SuggestView';
import { fakeReport } from '../sim/fake-report';
import { standardPlayables } from '../../src/editor/library';

afterEach(() => setCatalogue('en', en));

const LIST = standardPlayables();

const reproduce = (extra: Record<string, unknown> = {}) => ({
  circuits: [STANDARD_CIRCUITS.moltenchest],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bots: ['expert', 'expert', 'expert', 'expert'],
  seed: 77,
  games: 100,
  abilities: true,
  cards: true,
  ...extra,
});

// Win counts as in tests/lab/verdict-headline.test.tsx: χ² = 18 on 3 df is unfair, 0.08 is fair.
const EVEN = [25, 25, 25, 25];
const SKEWED = [40, 25, 10, 25];
const report = (titans: number[], positions: number[], rp = reproduce(), games = 100) =>
  fakeReport(titans, positions, games, { reproduce: rp });

describe('suggestFromReport (Balance → Suggest)', () => {
  it('offers nothing when the verdict is fair', () => {
    expect(suggestFromReport(report([26, 24, 25, 25], [25, 25, 26, 24]), LIST)).toBeNull();
  });

  it('aims at what was found unfair: the Titans, the turn positions, or both', () => {
    expect(suggestFromReport(report(SKEWED, EVEN), LIST)?.form.objective).toBe('titans');
    expect(suggestFromReport(report(EVEN, SKEWED), LIST)?.form.objective).toBe('turnPosition');
    expect(suggestFromReport(report(SKEWED, SKEWED), LIST)?.form.objective).toBe('unfairness');
  });

  it('keeps the circuit, Titans, bot level, seed and house rules of the report', () => {
    const p = suggestFromReport(report(SKEWED, EVEN, reproduce({ laps: 2, options: { maxLife: 5 } })), LIST)!;
    expect(p.circuit.id).toBe('moltenchest');
    expect(p.form).toMatchObject({
      circuitId: 'moltenchest',
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      bot: 'expert',
      seed: 77,
      laps: 2,
      options: { maxLife: 5 },
    });
    expect(p.teamsDropped).toBeUndefined();
    // s6: teams cannot go over (Suggest plays every Titan for itself): the preset says so.
    const teams = reproduce({
      teams: [
        ['grinder', 'craken'],
        ['slaugg', 'rassik'],
      ],
    });
    expect(suggestFromReport(report(SKEWED, EVEN, teams), LIST)!.teamsDropped).toBe(true);
  });

  it('mixed levels: the strongest; a circuit the list lacks travels as the report’s copy', () => {
    const own = { ...STANDARD_CIRCUITS.moltenchest, id: 'c-gone', name: 'Gone', spaces: { C5: 'lava' } };
    const p = suggestFromReport(
      report(SKEWED, EVEN, reproduce({ circuits: [own], bots: ['greedy', 'master', 'random', 'greedy'] })),
      LIST,
    )!;
    expect(p.form.bot).toBe('master');
    expect(p.circuit).toMatchObject({ id: REPORT_CIRCUIT_ID, name: 'Gone', standard: false });
    expect(p.circuit.circuit.spaces).toEqual({ C5: 'lava' });
  });

  it('offers nothing on too few games to tell, nor on a Grand Slam (Suggest edits one circuit)', () => {
    // 16 games, 4 Titans: 4 expected wins each, under the headline's 5.
    expect(suggestFromReport(report([10, 2, 2, 2], [10, 2, 2, 2], reproduce(), 16), LIST)).toBeNull();
    const slam = reproduce({
      circuits: [STANDARD_CIRCUITS.kaldheira, STANDARD_CIRCUITS.banKog, STANDARD_CIRCUITS.anglieh],
    });
    expect(suggestFromReport(report(SKEWED, SKEWED, slam), LIST)).toBeNull();
  });
});

describe('the way on from the verdict', () => {
  it('a button and one line saying what Suggest will do, in English and French', () => {
    const preset = suggestFromReport(report(SKEWED, EVEN), LIST)!;
    const open = vi.fn();
    const { unmount } = render(<SuggestNext preset={preset} open={open} />);
    const line = screen.getByTestId('verdict-suggest');
    expect(line).toHaveTextContent(
      'Suggest will try small edits of Moltenchest — the forbidden foundry (up to 3 spaces added, removed, moved or repainted), 400 games each with the same Titans, expert bots and seed, to bring the Titans’ win rates closer to a fair share',
    );
    fireEvent.click(screen.getByRole('button', { name: 'What would I change? Suggest…' }));
    expect(open).toHaveBeenCalledTimes(1);
    unmount();
    setCatalogue('fr', fr);
    const both = suggestFromReport(report(SKEWED, SKEWED), LIST)!;
    render(<SuggestNext preset={both} open={open} />);
    expect(screen.getByTestId('verdict-suggest')).toHaveTextContent(
      'bots experts et graine, pour rapprocher les taux de victoire des Titans et des positions du tour',
    );
  });

  it('Suggest opens filled in: the circuit (even one the list lacks), Titans, objective, seed', () => {
    const own = { ...STANDARD_CIRCUITS.moltenchest, id: 'c-gone', name: 'Gone', spaces: { C5: 'lava' } };
    const preset = suggestFromReport(
      report(EVEN, SKEWED, reproduce({ circuits: [own], titans: ['craken', 'rassik', 'grinder'] })),
      LIST,
    )!;
    render(<SuggestView circuits={LIST} initialId={null} preset={preset} />);
    expect(screen.getByTestId('suggest-from-balance')).toBeInTheDocument();
    expect(screen.getByTestId('suggest-circuit')).toHaveValue(REPORT_CIRCUIT_ID);
    expect(screen.getByTestId('suggest-objective')).toHaveValue('turnPosition');
    expect(screen.getByLabelText('Seed')).toHaveValue(77);
    expect(screen.getByRole('checkbox', { name: 'Craken' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Slaugg' })).not.toBeChecked();
  });
});
