// The designer deletes a circuit in the editor (another tab) while the lab is open: the library hears
// of it (tabPair tells one tab of the other's writes, as the BroadcastChannel does), and the lab's forms
// give way as they do on opening — the default circuit, every other setting kept, said once. Not during a
// run on it: the run plays its own copy to the end, the notice says so at once, the form gives way after.
// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import type { Circuit } from '../../src/engine/types';
import { CircuitLibrary, setLibraryForTests, type LibraryEntry } from '../../src/editor/library';
import { BALANCE_SETTINGS_KEY, BATCH_SETTINGS_KEY } from '../../src/ui/lab/balanceSettings';
import { useLabCircuits } from '../../src/ui/lab/useLabCircuits';
import { useAddressCircuit } from '../../src/ui/lab/missingCircuits';
import { SuggestView } from '../../src/ui/lab/SuggestView';
import { BalanceView } from '../../src/ui/lab/BalanceView';
import { BatchView } from '../../src/ui/lab/BatchView';
import type { BatchOutcome } from '../../src/ui/lab/runner';
import { tabPair } from '../editor/helpers';

// A Batch run that lasts until the test ends it (jsdom has no Web Workers).
let endRun: ((o: BatchOutcome) => void) | null = null;
vi.mock('../../src/ui/lab/runner', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/ui/lab/runner')>()),
  runInBrowser: vi.fn(() => new Promise<BatchOutcome>((resolve) => (endRun = resolve))),
}));

const KALDHEIRA = STANDARD_CIRCUITS.kaldheira.name;
const spiral: Circuit = { id: 'draft', name: 'Spiral of Doom', spaces: { E5: 'lava' } };

let lab: CircuitLibrary; // the lab's tab
let editor: CircuitLibrary; // the editor's tab
let mine: LibraryEntry;

beforeEach(async () => {
  localStorage.clear();
  const tabs = tabPair();
  lab = new CircuitLibrary(tabs.a);
  editor = new CircuitLibrary(tabs.b);
  await Promise.all([lab.load(), editor.load()]);
  const r = await editor.save(spiral);
  if (!r.ok) throw new Error('not saved');
  mine = r.entry;
  await waitFor(() => expect(lab.get(mine.id)).not.toBeNull());
  setLibraryForTests(lab);
});
afterEach(() => setLibraryForTests(null));

/** A lab view fed as LabPage feeds it: the library's circuits, again on every change. */
function Live({ view }: { view: 'balance' | 'batch' }) {
  const circuits = useLabCircuits();
  return view === 'balance' ? (
    <BalanceView circuits={circuits} initialId={null} />
  ) : (
    <BatchView circuits={circuits} initialId={null} />
  );
}

/** Suggest opened as LabPage opens it on `#/lab?circuit=<id>&view=suggest`. */
function FromAddress({ id }: { id: string }) {
  const circuits = useLabCircuits();
  return <SuggestView circuits={circuits} initialId={useAddressCircuit(id, circuits)} />;
}

const kept = <T,>(key: string) => JSON.parse(localStorage.getItem(key)!) as T;

describe('a circuit deleted in another tab while the lab is open', () => {
  it('Balance: the board gives way to Kaldheira, the other settings stay, said once by its name', async () => {
    localStorage.setItem(
      BALANCE_SETTINGS_KEY,
      JSON.stringify({
        form: { course: { slam: true, ids: ['banKog', mine.id, mine.id] }, games: 60, seed: 9 },
      }),
    );
    render(<Live view="balance" />);
    const board2 = () => screen.getByRole('combobox', { name: 'Board 2' }) as HTMLSelectElement;
    await waitFor(() => expect(board2().value).toBe(mine.id));
    expect(screen.queryByTestId('circuit-gone')).toBeNull();

    await act(async () => void (await editor.delete(mine.id)));
    const note = await screen.findByTestId('circuit-gone');
    expect(note.textContent).toBe(
      `The circuit “Spiral of Doom” this form used was just deleted from this browser’s library (in the editor, in another tab?): the form now uses ${KALDHEIRA}. Your other settings are kept.`,
    );
    expect(screen.getAllByTestId('circuit-gone')).toHaveLength(1);
    expect(board2().value).toBe('kaldheira');
    expect((screen.getByRole('combobox', { name: 'Board 3' }) as HTMLSelectElement).value).toBe('kaldheira');
    expect((screen.getByRole('combobox', { name: 'Board 1' }) as HTMLSelectElement).value).toBe('banKog');
    expect((screen.getByLabelText('Games per measurement') as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('Seed') as HTMLInputElement).value).toBe('9');
    const stored = kept<{ form: { course: { ids: string[] }; games: number } }>(BALANCE_SETTINGS_KEY);
    expect(stored.form.course.ids).toEqual(['banKog', 'kaldheira', 'kaldheira']);
    expect(stored.form.games).toBe(60);

    // Another change of the library (a new circuit saved) says nothing new and changes nothing.
    await act(async () => void (await editor.save({ ...spiral, name: 'Next one' })));
    await waitFor(() => expect(screen.getAllByRole('option', { name: /Next one/ })).toHaveLength(3));
    expect(screen.getByTestId('circuit-gone').textContent).toContain('Spiral of Doom');
    expect(board2().value).toBe('kaldheira');
  });

  it('Batch, during a run on it: the form keeps it until the run ends, the notice says so at once', async () => {
    localStorage.setItem(
      BATCH_SETTINGS_KEY,
      JSON.stringify({ courseA: { slam: false, ids: [mine.id] }, games: 24, seed: 5 }),
    );
    render(<Live view="batch" />);
    const circuitA = () => within(screen.getByTestId('course-a')).getByRole('combobox') as HTMLSelectElement;
    await waitFor(() => expect(circuitA().value).toBe(mine.id));
    fireEvent.click(screen.getByRole('button', { name: /^Run/ }));
    await waitFor(() => expect(endRun).not.toBeNull());

    await act(async () => void (await editor.delete(mine.id)));
    const note = await screen.findByTestId('circuit-gone');
    expect(note.textContent).toBe(
      `The circuit “Spiral of Doom” this form uses was just deleted from this browser’s library (in the editor, in another tab?). The run under way keeps its own copy and plays it to the end; then the form uses ${KALDHEIRA}. Your other settings are kept.`,
    );
    // The form still shows it by name, not an unknown circuit nor the first of the list.
    expect(circuitA().value).toBe(mine.id);
    expect(circuitA().selectedOptions[0].text).toMatch(/Spiral of Doom/);
    expect(screen.queryByText(/Unknown circuit/)).toBeNull();
    expect(kept<{ courseA: { ids: string[] } }>(BATCH_SETTINGS_KEY).courseA.ids).toEqual([mine.id]);
    // The run was handed its own copy of the circuit when it started.
    const { runInBrowser } = await import('../../src/ui/lab/runner');
    const cfg = vi.mocked(runInBrowser).mock.calls[0][0];
    expect(cfg.circuits[0]).toMatchObject({ name: 'Spiral of Doom', spaces: { E5: 'lava' } });

    await act(async () => endRun!({ tally: { games: 0 }, cancelled: true } as unknown as BatchOutcome));
    await waitFor(() => expect(circuitA().value).toBe('kaldheira'));
    expect(screen.getAllByTestId('circuit-gone')).toHaveLength(1);
    expect(screen.getByTestId('circuit-gone').textContent).toBe(
      `The circuit “Spiral of Doom” this form used was just deleted from this browser’s library (in the editor, in another tab?): the form now uses ${KALDHEIRA}. Your other settings are kept.`,
    );
    const stored = kept<{ courseA: { ids: string[] }; games: number; seed: number }>(BATCH_SETTINGS_KEY);
    expect([stored.courseA.ids, stored.games, stored.seed]).toEqual([['kaldheira'], 24, 5]);
  });

  it('Suggest on the circuit the address names: it gives way too, and the address drops it', async () => {
    window.location.hash = `#/lab?circuit=${mine.id}&view=suggest`;
    render(<FromAddress id={mine.id} />);
    const chosen = () => screen.getByTestId('suggest-circuit') as HTMLSelectElement;
    await waitFor(() => expect(chosen().value).toBe(mine.id));
    fireEvent.change(screen.getByLabelText('Games per candidate'), { target: { value: '16' } });

    await act(async () => void (await editor.delete(mine.id)));
    expect((await screen.findByTestId('circuit-gone')).textContent).toContain(
      `“Spiral of Doom” this form used was just deleted`,
    );
    expect(chosen().value).toBe('kaldheira');
    expect((screen.getByLabelText('Games per candidate') as HTMLInputElement).value).toBe('16');
    await waitFor(() => expect(window.location.hash).toBe('#/lab?view=suggest'));
  });
});
