// @vitest-environment jsdom
// A run just finished is the lab's record in view: if drawing its result throws, the boundary names the run,
// exports it, and deletes the record it was saved as — never a reason to clear the site's data.
import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/ui/ErrorBoundary';
import { recordInView, setRecordInView } from '../../src/ui/recordInView';
import { runInView } from '../../src/ui/lab/runInView';
import { listReports, saveReport, type SavedReport } from '../../src/ui/lab/reports';

function Boom(): never {
  throw new Error('Cannot read properties of null (reading map)');
}

const run = {
  kind: 'balance',
  name: 'Kaldheira, 3 Titans',
  createdAt: 1,
  report: { played: 3 },
} as unknown as SavedReport;

describe('the run just finished, named to the lab’s error boundary', () => {
  it('saving a run registers it: the boundary names it, and Delete removes its record', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    setRecordInView(null);
    const saved = await saveReport(run);
    expect(saved.ok).toBe(true);
    const before = await listReports('balance');
    expect(before.ok && before.value.length + before.unreadable.length).toBe(1);
    expect(recordInView()).not.toBeNull();
    render(
      <ErrorBoundary where="the lab">
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('crash-record')).toHaveTextContent(
      'It failed while showing the run just finished, “Kaldheira, 3 Titans”.',
    );
    expect(screen.getByRole('button', { name: 'Export this run' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to the home page' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Delete this record' }));
    await vi.waitFor(async () => {
      const list = await listReports('balance');
      expect(list.ok && list.value.length + list.unreadable.length).toBe(0);
    });
    setRecordInView(null);
    spy.mockRestore();
  });

  it('a run that could not be saved is offered for Export only', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    runInView(run, null, async () => ({ ok: true }));
    render(
      <ErrorBoundary where="the lab">
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Export this run' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete this record' })).toBeNull();
    setRecordInView(null);
    spy.mockRestore();
  });
});
