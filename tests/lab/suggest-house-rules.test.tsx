// s6: the house rules a Suggest search plays with are fields the designer sees, changes or removes before
// running — the ones carried over from a Balance report included — and the search gets what is shown.
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import type { SuggestConfig } from '../../src/sim/suggest/search';
import { otherRules, withFields, withoutRule } from '../../src/ui/lab/SuggestHouseRules';
import { DEFAULT_HOUSE_RULES } from '../../src/ui/lab/HouseRules';
import { SuggestView } from '../../src/ui/lab/SuggestView';
import { DEFAULT_SUGGEST_FORM } from '../../src/ui/lab/useSuggestLab';
import { standardPlayables } from '../../src/editor/library';

const searched: SuggestConfig[] = [];
vi.mock('../../src/sim/pool/browser', () => ({ browserPool: () => ({ size: 1, run: vi.fn(), close() {} }) }));
vi.mock('../../src/sim/suggest/search', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  suggest: (cfg: SuggestConfig) => {
    searched.push(cfg);
    return new Promise(() => {});
  },
}));

afterEach(() => {
  setCatalogue('en', en);
  searched.length = 0;
});

const LIST = standardPlayables();

const CARRIED = { maxLife: 8, startLife: { grinder: 4 }, deck: { fireBomb: 0, quake: 2 } };

describe('house rules Suggest plays with (s6)', () => {
  it('the options no field shows, in words (English and French), each removable on its own', () => {
    expect(otherRules(CARRIED).map((r) => r.text)).toEqual([
      'Starting Life of Grinder: 4',
      'Copies of Fire Bomb in the deck: 0',
      'Copies of Quake in the deck: 2',
    ]);
    setCatalogue('fr', fr);
    expect(otherRules(CARRIED)[0].text).toBe('Vie de départ de Grinder : 4');
    const [life, fire] = otherRules(CARRIED);
    expect(withoutRule(CARRIED, fire)).toEqual({ maxLife: 8, startLife: { grinder: 4 }, deck: { quake: 2 } });
    // The last of a group takes the group with it; nothing left is no options at all.
    expect(withoutRule(CARRIED, life)).toEqual({ maxLife: 8, deck: { fireBomb: 0, quake: 2 } });
    expect(withoutRule({ startLife: { grinder: 4 } }, life)).toBeUndefined();
  });

  it('the fields replace only their own options: an emptied maximum Life goes, the deck stays', () => {
    expect(withFields(CARRIED, { ...DEFAULT_HOUSE_RULES, laps: '2' })).toEqual({
      laps: 2,
      options: { startLife: { grinder: 4 }, deck: { fireBomb: 0, quake: 2 } },
    });
    expect(withFields({ maxLife: 8 }, DEFAULT_HOUSE_RULES)).toEqual({ laps: undefined, options: undefined });
  });

  it('opened from Balance: the carried rules are on screen, and the search plays what is on screen', () => {
    const form = { ...DEFAULT_SUGGEST_FORM, circuitId: 'kaldheira', laps: 2, options: CARRIED };
    render(
      <SuggestView
        circuits={LIST}
        initialId={null}
        preset={{ form, circuit: LIST.find((c) => c.id === 'kaldheira')! }}
      />,
    );
    const rules = screen.getByTestId('suggest-house-rules');
    expect(screen.getByLabelText('Laps')).toHaveValue(2);
    expect(screen.getByLabelText('Maximum Life')).toHaveValue(8);
    expect(screen.getByTestId('suggest-other-rules')).toHaveTextContent('Copies of Fire Bomb in the deck: 0');
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove the house rule: Copies of Fire Bomb in the deck: 0' }),
    );
    fireEvent.change(screen.getByLabelText('Maximum Life'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Laps'), { target: { value: '1' } });
    expect(rules).not.toHaveTextContent('Fire Bomb');
    fireEvent.click(screen.getByRole('button', { name: 'Suggest changes' }));
    expect(searched).toHaveLength(1);
    expect(searched[0].laps).toBe(1);
    expect(searched[0].options).toEqual({ startLife: { grinder: 4 }, deck: { quake: 2 } });
  });

  it('a report that played teams says Suggest does not (every Titan for itself), rather than dropping them unseen', () => {
    const form = { ...DEFAULT_SUGGEST_FORM, circuitId: 'kaldheira' };
    const circuit = LIST.find((c) => c.id === 'kaldheira')!;
    render(<SuggestView circuits={LIST} initialId={null} preset={{ form, circuit, teamsDropped: true }} />);
    expect(screen.getByTestId('suggest-from-balance')).toHaveTextContent(
      'Not the teams: Suggest plays every Titan for itself.',
    );
  });

  it('opened on its own: the rule book (empty fields), and a house rule typed there is played', () => {
    render(<SuggestView circuits={LIST} initialId="kaldheira" />);
    expect(screen.getByLabelText('Laps')).toHaveValue(null);
    expect(screen.queryByTestId('suggest-other-rules')).toBeNull();
    fireEvent.change(screen.getByLabelText('Hand size'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest changes' }));
    expect(searched[0].laps).toBeUndefined();
    expect(searched[0].options).toEqual({ handSize: 3 });
  });
});
