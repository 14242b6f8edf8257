// While a lab run plays, its form is locked: the run plays the settings it started with, so the fields
// do not answer (a change would not be in the report, and the live result would sit under settings it is
// not playing), one line says why, and Cancel stays open. When the run ends the form answers again.
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { standardPlayables } from '../../src/editor/library';
import { BalanceView } from '../../src/ui/lab/BalanceView';
import { BatchView } from '../../src/ui/lab/BatchView';
import { SuggestView } from '../../src/ui/lab/SuggestView';
import type { BatchOutcome } from '../../src/ui/lab/runner';
import type { BalanceOutcome } from '../../src/ui/lab/balanceRunner';

// Runs that last until the test ends them (jsdom has no Web Workers).
let endBatch: ((o: BatchOutcome) => void) | null = null;
let endBalance: ((o: BalanceOutcome) => void) | null = null;
vi.mock('../../src/ui/lab/runner', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/ui/lab/runner')>()),
  runInBrowser: vi.fn(() => new Promise<BatchOutcome>((resolve) => (endBatch = resolve))),
}));
vi.mock('../../src/ui/lab/balanceRunner', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/ui/lab/balanceRunner')>()),
  runBalanceInBrowser: vi.fn(() => new Promise<BalanceOutcome>((resolve) => (endBalance = resolve))),
}));
vi.mock('../../src/sim/pool/browser', () => ({ browserPool: () => ({ size: 1, run: vi.fn(), close() {} }) }));
vi.mock('../../src/sim/suggest/search', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // A search that stops only when cancelled, as the real one does.
  suggest: (_cfg: unknown, _pool: unknown, opts: { signal?: AbortSignal }) =>
    new Promise((_resolve, reject) =>
      opts.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError'))),
    ),
}));

const LIST = standardPlayables();
const HINT =
  'The settings are locked while the run plays: it plays the ones it started with. Cancel to change them.';

/** Every field the designer could change (Run and Cancel are buttons). */
const settings = (form: HTMLElement) => [...form.querySelectorAll<HTMLElement>('input, select, textarea')];

describe('a lab form during its run', () => {
  it('Batch: every setting is locked with a line saying why; Cancel stays open; the end unlocks', async () => {
    const { container } = render(<BatchView circuits={LIST} initialId={null} />);
    const form = container.querySelector('form')!;
    const circuit = () => within(screen.getByTestId('course-a')).getByRole('combobox') as HTMLSelectElement;
    expect(circuit()).toBeEnabled();
    expect(screen.queryByTestId('run-lock-hint')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Run/ }));
    await waitFor(() => expect(endBatch).not.toBeNull());
    expect(settings(form).length).toBeGreaterThan(3);
    for (const el of settings(form)) expect(el).toBeDisabled();
    expect(screen.getByTestId('run-lock-hint')).toHaveTextContent(HINT);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await act(async () => endBatch!({ tally: { games: 0 }, cancelled: true } as unknown as BatchOutcome));
    await waitFor(() => expect(circuit()).toBeEnabled());
    for (const el of settings(form)) expect(el).not.toBeDisabled();
    expect(screen.queryByTestId('run-lock-hint')).toBeNull();
  });

  it('Balance: the boards, Titans, house rules, games and cross-check are locked; Cancel is not', async () => {
    const { container } = render(<BalanceView circuits={LIST} initialId={null} />);
    const form = container.querySelector('form.lab-setup') as HTMLElement;
    const games = () => screen.getByLabelText('Games per measurement') as HTMLInputElement;
    expect(games()).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: /^Run/ }));
    await waitFor(() => expect(endBalance).not.toBeNull());
    for (const el of settings(form)) expect(el).toBeDisabled();
    expect(screen.getByTestId('run-lock-hint')).toHaveTextContent(HINT);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await act(async () => endBalance!({ run: null, cancelled: true } as unknown as BalanceOutcome));
    await waitFor(() => expect(games()).toBeEnabled());
    expect(screen.queryByTestId('run-lock-hint')).toBeNull();
  });

  it('Suggest: the circuit, Titans, objective and games are locked while the search runs', async () => {
    render(<SuggestView circuits={LIST} initialId="kaldheira" />);
    const view = screen.getByTestId('suggest-view');
    const form = view.querySelector('form') as HTMLElement;
    fireEvent.click(screen.getByRole('button', { name: 'Suggest changes' }));
    await waitFor(() => expect(screen.getByTestId('suggest-circuit')).toBeDisabled());
    for (const el of settings(form)) expect(el).toBeDisabled();
    expect(screen.getByTestId('run-lock-hint')).toHaveTextContent(HINT);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toBeEnabled();
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.getByTestId('suggest-circuit')).toBeEnabled());
    expect(screen.queryByTestId('run-lock-hint')).toBeNull();
  });
});
