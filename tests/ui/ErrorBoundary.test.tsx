// @vitest-environment jsdom
// A page that throws shows what happened and a way home, never a blank page; it names the stored record
// it failed on, with Export and Delete, and offers to reset the settings.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/ui/ErrorBoundary';
import { setRecordInView } from '../../src/ui/recordInView';
import { SETTINGS_KEY } from '../../src/store/settings';

function Boom(): never {
  throw new Error('Objects are not valid as a React child');
}

describe('ErrorBoundary', () => {
  it('shows the error with a way home and the export of the game', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exportGame = vi.fn();
    render(
      <ErrorBoundary where="the game" exportGame={exportGame}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong in the game');
    expect(screen.getByRole('alert')).toHaveTextContent('Objects are not valid');
    fireEvent.click(screen.getByRole('button', { name: 'Export this game' }));
    expect(exportGame).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the home page' }));
    expect(window.location.hash).toBe('#/');
    spy.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary where="the lab">
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('names the record the view failed on, exports and deletes it, and resets the settings', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exportRecord = vi.fn();
    const deleteRecord = vi.fn(async () => null);
    setRecordInView({ name: 'Junk search', exportRecord, deleteRecord });
    localStorage.setItem(SETTINGS_KEY, '{"speed":"toString"}');
    render(
      <ErrorBoundary where="the lab">
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('crash-record')).toHaveTextContent('“Junk search”');
    fireEvent.click(screen.getByRole('button', { name: 'Export this record' }));
    expect(exportRecord).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Delete this record' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Junk search” was deleted.');
    expect(deleteRecord).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Delete this record' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset the settings' }));
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
    setRecordInView(null);
    spy.mockRestore();
  });
});
