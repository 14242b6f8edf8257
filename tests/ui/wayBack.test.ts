// The way back carried by a game's or a setup's address: handed on whole from the setup to the game.
import { describe, expect, it } from 'vitest';
import { wayBackHref, wayBackOf, wayBackQuery } from '../../src/ui/game/wayBack';

describe('the way back in the address', () => {
  it('keeps the lab view through the setup and goes back to it', () => {
    const setup = '#/play?circuit=kaldheira&from=lab&view=suggest';
    expect(wayBackOf(setup)).toBe('lab');
    expect(wayBackQuery(setup)).toBe('?from=lab&view=suggest');
    expect(wayBackHref(setup)).toBe('#/lab?view=suggest');
    const game = `#/play/g-1${wayBackQuery(setup)}`;
    expect(wayBackHref(game)).toBe('#/lab?view=suggest');
    expect(wayBackHref('#/play/g-1?from=lab&view=balance')).toBe('#/lab?view=balance');
  });

  it('the lab without a view (or with Batch, its first) is #/lab; an unknown view is not handed on', () => {
    expect(wayBackQuery('#/play?circuit=x&from=lab')).toBe('?from=lab');
    expect(wayBackHref('#/play?circuit=x&from=lab&view=batch')).toBe('#/lab');
    expect(wayBackQuery('#/play?circuit=x&from=lab&view=%3Cscript%3E')).toBe('?from=lab');
  });

  it('the editor ignores a view; no way back, or an unknown one, is none', () => {
    expect(wayBackQuery('#/play?circuit=x&from=editor&view=balance')).toBe('?from=editor');
    expect(wayBackHref('#/play/g-1?from=editor')).toBe('#/editor');
    expect(wayBackOf('#/play?circuit=x&from=elsewhere')).toBeNull();
    expect(wayBackQuery('#/play?circuit=x')).toBe('');
    expect(wayBackHref('#/setup')).toBe('#/');
  });
});
