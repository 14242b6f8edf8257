// Suggest opened from its own tab searches the game the designer was balancing: the Balance form's house
// rules as kept in this browser (it used to start from the rule book, so a search "to make Kaldheira with
// one lap fair" played three laps), unless Suggest's own kept form set its own — and it says whose they are.
// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuggestConfig } from '../../src/sim/suggest/search';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { DEFAULT_FORM } from '../../src/ui/lab/balanceForm';
import { DEFAULT_EXPLORE_FORM } from '../../src/ui/lab/useExploreForm';
import { saveBalanceSettings, SUGGEST_SETTINGS_KEY } from '../../src/ui/lab/balanceSettings';
import { openingRules, sameRules } from '../../src/ui/lab/suggestRules';
import { rulesText } from '../../src/ui/lab/SuggestHouseRules';
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

const LIST = standardPlayables();

/** The Balance form kept with these house rules (the rest its defaults). */
const balanceWith = (house: Partial<typeof DEFAULT_FORM.house>) =>
  saveBalanceSettings({ ...DEFAULT_FORM, house: { ...DEFAULT_FORM.house, ...house } }, DEFAULT_EXPLORE_FORM);
const source = () => screen.getByTestId('suggest-rules-source').textContent;
const run = () => fireEvent.click(screen.getByRole('button', { name: 'Suggest changes' }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  setCatalogue('en', en);
  searched.length = 0;
});

describe('Suggest from its tab plays the Balance form’s house rules', () => {
  it('a first visit: Balance’s laps and reactions in the fields, said, and played', () => {
    balanceWith({ laps: '1', reactions: 'always' });
    render(<SuggestView circuits={LIST} initialId={null} />);
    expect(screen.getByLabelText('Laps')).toHaveValue(1);
    expect(screen.getByLabelText('Reactions')).toHaveValue('always');
    expect(source()).toBe(
      'This search plays the house rules of the Balance form: Laps: 1, Reactions: always.',
    );
    run();
    expect(searched[0].laps).toBe(1);
    expect(searched[0].options).toEqual({ reactions: 'always' });
  });

  it('follows Balance from visit to visit until a rule is changed here; then keeps its own, Balance’s one press away', () => {
    balanceWith({ laps: '1' });
    const first = render(<SuggestView circuits={LIST} initialId={null} />);
    first.unmount();
    balanceWith({ maxLife: '8' }); // the designer changed Balance's rules since
    const second = render(<SuggestView circuits={LIST} initialId={null} />);
    expect(screen.getByLabelText('Laps')).toHaveValue(null);
    expect(screen.getByLabelText('Maximum Life')).toHaveValue(8);
    fireEvent.change(screen.getByLabelText('Hand size'), { target: { value: '3' } });
    expect(source()).toBe(
      'This search plays its own house rules: Maximum Life: 8, Hand size: 3. The Balance form’s are: Maximum Life: 8. Use the Balance form’s',
    );
    second.unmount();
    balanceWith({}); // the rule book in Balance now: Suggest's own form says otherwise, and wins
    render(<SuggestView circuits={LIST} initialId={null} />);
    expect(screen.getByLabelText('Hand size')).toHaveValue(3);
    expect(source()).toContain('The Balance form’s are: none (the rule book’s).');
    fireEvent.click(screen.getByRole('button', { name: 'Use the Balance form’s' }));
    expect(screen.getByLabelText('Hand size')).toHaveValue(null);
    expect(source()).toBe('This search plays the house rules of the Balance form: none (the rule book’s).');
    run();
    expect(searched[0].laps).toBeUndefined();
    expect(searched[0].options).toBeUndefined();
  });

  it('a Suggest form kept before it said whose rules: its own laps are kept', () => {
    balanceWith({ laps: '1' });
    localStorage.setItem(SUGGEST_SETTINGS_KEY, JSON.stringify({ circuitId: 'banKog', laps: 2 }));
    render(<SuggestView circuits={LIST} initialId={null} />);
    expect(screen.getByLabelText('Laps')).toHaveValue(2);
    expect(source()).toContain('its own house rules: Laps: 2.');
  });

  it('one set of rules written in another order is the same; the words in French', () => {
    expect(
      sameRules(
        { options: { maxLife: 8, reactions: 'never' } },
        { options: { reactions: 'never', maxLife: 8 } },
      ),
    ).toBe(true);
    expect(sameRules({ options: {} }, {})).toBe(true);
    expect(sameRules({ laps: 2 }, {})).toBe(false);
    const f = { ...DEFAULT_SUGGEST_FORM, circuitId: 'kaldheira' };
    expect(openingRules(f, { laps: 1 })).toMatchObject({ laps: 1, ownRules: false });
    expect(openingRules({ ...f, laps: 3, ownRules: true }, { laps: 1 })).toMatchObject({
      laps: 3,
      ownRules: true,
    });
    setCatalogue('fr', fr);
    expect(rulesText({ laps: 1, options: { startLife: { grinder: 4 } } })).toBe(
      'Tours de piste\u202f: 1, Vie de départ de Grinder\u202f: 4',
    );
  });
});
