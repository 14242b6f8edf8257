// The Batch, Balance and Suggest forms are kept for the next visit (localStorage, schema/labForm.ts): a reload used
// to bring back the defaults (Kaldheira, four greedy bots, 2,000 games; Suggest's 400 games per candidate
// and the rule book's laps), losing what the designer had set. A stored
// field that fails its schema falls back to its default alone, and the view says so.
// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FORM, type Form } from '../../src/ui/lab/balanceForm';
import { DEFAULT_EXPLORE_FORM } from '../../src/ui/lab/useExploreForm';
import {
  BALANCE_SETTINGS_KEY,
  BATCH_SETTINGS_KEY,
  loadBalanceSettings,
  loadBatchSettings,
  loadSuggestSettings,
  saveBalanceSettings,
  saveBatchSettings,
  saveSuggestSettings,
  SUGGEST_SETTINGS_KEY,
} from '../../src/ui/lab/balanceSettings';
import { DEFAULT_SUGGEST_FORM } from '../../src/ui/lab/useSuggestLab';
import { SuggestView } from '../../src/ui/lab/SuggestView';
import { BatchView } from '../../src/ui/lab/BatchView';
import { DEFAULT_BATCH_FORM } from '../../src/ui/lab/useBatchLab';
import { BalanceView } from '../../src/ui/lab/BalanceView';
import { standardPlayables } from '../../src/editor/library';

const STANDARD = standardPlayables();
const defaults = { form: DEFAULT_FORM, explore: DEFAULT_EXPLORE_FORM };
const mine: Form = {
  ...DEFAULT_FORM,
  slam: true,
  ids: ['banKog', 'kaldheira', 'moltenchest'],
  titans: ['rassik', 'craken', 'slaugg'],
  bots: ['expert', 'greedy', 'master'],
  games: 60,
  seed: 9,
  house: { ...DEFAULT_FORM.house, laps: '2', reactions: 'always' },
  cards: false,
  cross: 'expert',
  crossGames: 12,
};
const stored = () =>
  JSON.parse(localStorage.getItem(BALANCE_SETTINGS_KEY) ?? 'null') as Record<string, unknown>;

beforeEach(() => localStorage.clear());

describe('the Balance settings kept between visits', () => {
  it('come back as they were saved, every field', () => {
    const explore = { ...DEFAULT_EXPLORE_FORM, mode: 'sweep' as const, sweepKey: 'handSize' as const };
    expect(saveBalanceSettings(mine, explore)).toBe(true);
    expect(loadBalanceSettings(defaults)).toEqual({ form: mine, explore, dropped: [], names: {} });
  });

  it('a first visit gets the defaults and nothing is said', () => {
    expect(loadBalanceSettings(defaults)).toEqual({ ...defaults, dropped: [], names: {} });
  });

  it('a field that fails its schema takes its default alone, and is named', () => {
    saveBalanceSettings(mine, DEFAULT_EXPLORE_FORM);
    const s = stored() as { form: Record<string, unknown>; explore: Record<string, unknown> };
    s.form.games = -5;
    s.form.seats = { titans: ['rassik', 'craken', 'slaugg'], bots: ['expert', 'greedy'] }; // one bot short
    s.form.house = { ...(s.form.house as object), reactions: 'sometimes' };
    s.explore.sweepKey = 'constructor';
    localStorage.setItem(BALANCE_SETTINGS_KEY, JSON.stringify(s));
    const r = loadBalanceSettings(defaults);
    expect(r.dropped.sort()).toEqual(['games', 'house', 'seats', 'sweepKey']);
    expect(r.form).toEqual({
      ...mine,
      games: DEFAULT_FORM.games,
      titans: DEFAULT_FORM.titans,
      bots: DEFAULT_FORM.bots,
      house: DEFAULT_FORM.house,
    });
    expect(r.explore.sweepKey).toBe(DEFAULT_EXPLORE_FORM.sweepKey);
  });

  it('deep: a Titan that is not one, three courses on one board, a fourth Titan twice', () => {
    for (const bad of [
      { seats: { titans: ['rassik', 'craken', 'zeus'], bots: ['greedy', 'greedy', 'greedy'] } },
      { seats: { titans: ['rassik', 'craken', 'craken'], bots: ['greedy', 'greedy', 'greedy'] } },
      { course: { slam: false, ids: ['banKog', 'kaldheira', 'moltenchest'] } },
      { course: { slam: false, ids: [{ toString: 'x' }] } },
    ]) {
      localStorage.setItem(BALANCE_SETTINGS_KEY, JSON.stringify({ form: bad }));
      const r = loadBalanceSettings(defaults);
      expect(r.dropped).toEqual(Object.keys(bad));
      expect(r.form).toEqual(DEFAULT_FORM);
    }
  });

  it('text that is not the settings at all gives the defaults, said as a whole', () => {
    for (const raw of ['{not json', '[1,2]', '"games"', JSON.stringify({ form: 7 })]) {
      localStorage.setItem(BALANCE_SETTINGS_KEY, raw);
      const r = loadBalanceSettings(defaults);
      expect(r.form).toEqual(DEFAULT_FORM);
      expect(r.dropped.length).toBeGreaterThan(0);
    }
  });

  it('the view keeps what the designer set across a reload, and says what it could not read', () => {
    const first = render(<BalanceView circuits={STANDARD} initialId={null} />);
    const games = screen.getByLabelText('Games per measurement') as HTMLInputElement;
    fireEvent.change(games, { target: { value: '40' } });
    expect(games.value).toBe('40');
    first.unmount();

    render(<BalanceView circuits={STANDARD} initialId={null} />);
    expect((screen.getByLabelText('Games per measurement') as HTMLInputElement).value).toBe('40');
    expect(screen.queryByTestId('settings-lost')).toBeNull();
    screen.getByRole('region', { name: 'Balance' });
  });

  it('a stored value that fails is said in the view, which still opens', () => {
    localStorage.setItem(BALANCE_SETTINGS_KEY, JSON.stringify({ form: { games: 'many', seed: 4 } }));
    render(<BalanceView circuits={STANDARD} initialId={null} />);
    expect(screen.getByTestId('settings-lost').textContent).toMatch(/could not be read/);
    expect((screen.getByLabelText('Games per measurement') as HTMLInputElement).value).toBe(
      String(DEFAULT_FORM.games),
    );
    expect((screen.getByLabelText('Seed') as HTMLInputElement).value).toBe('4');
  });
});

describe('the Suggest form kept between visits', () => {
  const base = { ...DEFAULT_SUGGEST_FORM, circuitId: 'kaldheira' };

  it('comes back as saved, house rules included; a bad field takes its default alone', () => {
    const mine = {
      ...base,
      games: 16,
      laps: 1,
      options: { maxLife: 4 },
      titans: ['craken', 'rassik', 'grinder'],
    };
    saveSuggestSettings(mine as typeof base);
    expect(loadSuggestSettings(base)).toEqual({ form: mine, dropped: [], names: {} });
    localStorage.setItem(
      SUGGEST_SETTINGS_KEY,
      JSON.stringify({ ...mine, games: 0, options: { maxLife: 4, evil: true }, objective: 'fame' }),
    );
    const r = loadSuggestSettings(base);
    expect(r.dropped.sort()).toEqual(['games', 'objective', 'options']);
    expect(r.form).toEqual({ ...mine, games: base.games, options: undefined, objective: base.objective });
  });

  it('the view keeps its games and laps across a reload', () => {
    const first = render(<SuggestView circuits={STANDARD} initialId={null} />);
    fireEvent.change(screen.getByLabelText('Games per candidate'), { target: { value: '16' } });
    first.unmount();
    render(<SuggestView circuits={STANDARD} initialId={null} />);
    expect((screen.getByLabelText('Games per candidate') as HTMLInputElement).value).toBe('16');
  });
});

describe('the Batch form kept between visits', () => {
  it('comes back as saved; a seat list with a Titan twice takes the default seats alone', () => {
    const mine = {
      ...DEFAULT_BATCH_FORM,
      courseA: { slam: false, ids: ['banKog'] },
      compare: true,
      seats: [
        { titan: 'rassik', bot: 'expert' },
        { titan: 'craken', bot: 'greedy' },
        { titan: 'slaugg', bot: 'greedy' },
      ],
      games: 30,
      rotate: true,
      figure: 'visits',
    } as typeof DEFAULT_BATCH_FORM;
    saveBatchSettings(mine);
    expect(loadBatchSettings(DEFAULT_BATCH_FORM)).toEqual({ form: mine, dropped: [], names: {} });
    localStorage.setItem(
      BATCH_SETTINGS_KEY,
      JSON.stringify({ ...mine, seats: [...mine.seats, { titan: 'rassik', bot: 'greedy' }] }),
    );
    expect(loadBatchSettings(DEFAULT_BATCH_FORM)).toEqual({
      form: { ...mine, seats: DEFAULT_BATCH_FORM.seats },
      dropped: ['seats'],
      names: {},
    });
  });

  it('the view keeps its games across a reload; a circuit in the address wins over the kept one', () => {
    const first = render(<BatchView circuits={STANDARD} initialId={null} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Games' }), { target: { value: '24' } });
    first.unmount();
    const second = render(<BatchView circuits={STANDARD} initialId={null} />);
    expect((screen.getByRole('spinbutton', { name: 'Games' }) as HTMLInputElement).value).toBe('24');
    second.unmount();
    render(<BatchView circuits={STANDARD} initialId="banKog" />);
    expect(JSON.parse(localStorage.getItem(BATCH_SETTINGS_KEY)!).courseA).toEqual({
      slam: false,
      ids: ['banKog'],
    });
  });
});
