// A lab form kept in this browser that names a circuit deleted from the editor's library since: the form
// used to keep the missing circuit selected (Batch: "Unknown circuit" and Run disabled; Balance: "(unknown)";
// Suggest: Run disabled with another circuit shown). Once the library has loaded, the form falls back to its
// standard default, says once by name which circuit was missing and what it uses now, and keeps the rest.
// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import { getLibrary, libraryState, standardPlayables } from '../../src/editor/library';
import {
  BALANCE_SETTINGS_KEY,
  BATCH_SETTINGS_KEY,
  SUGGEST_SETTINGS_KEY,
} from '../../src/ui/lab/balanceSettings';
import { namesOf, replaceMissing } from '../../src/ui/lab/missingCircuits';
import { BalanceView } from '../../src/ui/lab/BalanceView';
import { BatchView } from '../../src/ui/lab/BatchView';
import { SuggestView } from '../../src/ui/lab/SuggestView';

const STANDARD = standardPlayables();
const GONE = 'c-gone1234';
const KALDHEIRA = STANDARD_CIRCUITS.kaldheira.name;
const names = { [GONE]: 'Spiral of Doom' };
const kept = <T,>(key: string) => JSON.parse(localStorage.getItem(key)!) as T;

beforeEach(() => localStorage.clear());

describe('replaceMissing', () => {
  it('replaces each missing id by the fallback and names each once; a form with none is the same list', () => {
    const known = (id: string) => id !== GONE && id !== 'c-other99';
    expect(replaceMissing([GONE, 'banKog', GONE], known, 'kaldheira')).toEqual({
      ids: ['kaldheira', 'banKog', 'kaldheira'],
      swaps: [{ gone: GONE, now: 'kaldheira' }],
    });
    const ids = ['banKog'];
    expect(replaceMissing(ids, known, 'kaldheira').ids).toBe(ids);
  });

  it('namesOf keeps the stored name of a circuit the list does not (yet) have', () => {
    expect(namesOf(['banKog', GONE, 'c-nameless'], STANDARD, names)).toEqual({
      banKog: STANDARD_CIRCUITS.banKog.name,
      [GONE]: 'Spiral of Doom',
    });
  });
});

describe('a stored form whose circuit was deleted since', () => {
  it('Balance: the Grand Slam keeps its other boards, the missing one is Kaldheira, said once', async () => {
    localStorage.setItem(
      BALANCE_SETTINGS_KEY,
      JSON.stringify({
        form: { course: { slam: true, ids: ['banKog', GONE, 'moltenchest'] }, games: 60, seed: 9 },
        circuitNames: names,
      }),
    );
    const first = render(<BalanceView circuits={STANDARD} initialId={null} />);
    const note = await screen.findByTestId('circuit-gone');
    expect(note.textContent).toBe(
      `The circuit “Spiral of Doom” this form last used is no longer in this browser’s library (deleted in the editor?): the form now uses ${KALDHEIRA}. Your other settings are kept.`,
    );
    expect((screen.getByRole('combobox', { name: 'Board 2' }) as HTMLSelectElement).value).toBe('kaldheira');
    expect((screen.getByRole('combobox', { name: 'Board 1' }) as HTMLSelectElement).value).toBe('banKog');
    expect((screen.getByLabelText('Games per measurement') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('Seed') as HTMLInputElement).value).toBe('9');
    expect(screen.queryByText(/\(unknown\)/)).toBeNull();
    const stored = kept<{ form: { course: { ids: string[] }; games: number } }>(BALANCE_SETTINGS_KEY);
    expect(stored.form.course.ids).toEqual(['banKog', 'kaldheira', 'moltenchest']);
    expect(stored.form.games).toBe(60);
    first.unmount();
    // The next visit has nothing to say.
    render(<BalanceView circuits={STANDARD} initialId={null} />);
    await screen.findByRole('region', { name: 'Balance' });
    expect(screen.queryByTestId('circuit-gone')).toBeNull();
  });

  it('Batch: each course falls back to its own default, the rest is kept', async () => {
    localStorage.setItem(
      BATCH_SETTINGS_KEY,
      JSON.stringify({
        courseA: { slam: false, ids: [GONE] },
        compare: true,
        courseB: { slam: false, ids: ['c-other99'] },
        games: 24,
        circuitNames: { ...names, 'c-other99': 'Twin Peaks' },
      }),
    );
    render(<BatchView circuits={STANDARD} initialId={null} />);
    const note = await screen.findByTestId('circuit-gone');
    expect(note.textContent).toBe(
      `Circuits this form last used are no longer in this browser’s library (deleted in the editor?): “Spiral of Doom” is now ${KALDHEIRA}; “Twin Peaks” is now ${STANDARD_CIRCUITS.deadMansLagoon.name}. Your other settings are kept.`,
    );
    expect(screen.queryByText(/Unknown circuit/)).toBeNull();
    const stored = kept<{
      courseA: { ids: string[] };
      courseB: { ids: string[] };
      games: number;
      compare: boolean;
    }>(BATCH_SETTINGS_KEY);
    expect([stored.courseA.ids, stored.courseB.ids, stored.games, stored.compare]).toEqual([
      ['kaldheira'],
      ['deadMansLagoon'],
      24,
      true,
    ]);
    expect((screen.getByRole('button', { name: /^Run/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Suggest: a form kept before names were stored says the id; a circuit in the address is not replaced', async () => {
    localStorage.setItem(SUGGEST_SETTINGS_KEY, JSON.stringify({ circuitId: GONE, games: 16 }));
    const first = render(<SuggestView circuits={STANDARD} initialId={null} />);
    expect((await screen.findByTestId('circuit-gone')).textContent).toContain(`“${GONE}”`);
    expect((screen.getByTestId('suggest-circuit') as HTMLSelectElement).value).toBe('kaldheira');
    expect((screen.getByLabelText('Games per candidate') as HTMLInputElement).value).toBe('16');
    expect((screen.getByRole('button', { name: 'Suggest changes' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    first.unmount();
    // `#/lab?circuit=<unknown>`: the page says so (LabPage); the form does not swap it silently.
    render(<SuggestView circuits={STANDARD} initialId="c-linked1" />);
    await getLibrary().load();
    expect(libraryState()).toBe('ready');
    await screen.findByTestId('suggest-view');
    expect(kept<{ circuitId: string }>(SUGGEST_SETTINGS_KEY).circuitId).toBe('c-linked1');
    expect(screen.queryByTestId('circuit-gone')).toBeNull();
  });
});
