// @vitest-environment jsdom
// A page that throws shows what happened and a way home, never a blank page (issue 10).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/ui/ErrorBoundary';

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
});
