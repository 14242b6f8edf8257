// @vitest-environment jsdom
// A lab run that fails keeps what it threw and words it when shown, so a change of language rewords the
// error; a run whose pool closed under it (an AbortError) ends cancelled, not failed.
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRun } from '../../src/ui/lab/useRun';
import { problem, ProblemError } from '../../src/i18n/errors';
import { abortError } from '../../src/sim/cancel';
import { setCatalogue } from '../../src/i18n';
import { useT } from '../../src/i18n/useT';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';

afterEach(() => setCatalogue('en', en));

/** The run hook in a component that re-renders on a change of language, as every lab view does. */
const useLabRun = () => {
  useT();
  return useRun({ done: 0 });
};

describe('useRun', () => {
  it('a failed run is worded when shown: English, then French after a switch', async () => {
    const { result } = renderHook(useLabRun);
    await act(() =>
      result.current.start({ done: 0 }, () => {
        throw new ProblemError(problem('simulatorFailed', { detail: 'boom' }));
      }),
    );
    expect(result.current.status).toBe('error');
    expect(result.current.message).toBe('The simulator failed (a bug): boom');
    act(() => setCatalogue('fr', fr));
    expect(result.current.message).toBe('Le simulateur a échoué (un bogue)\u202f: boom');
  });

  it('a run whose pool closed under it ends cancelled, with no error', async () => {
    const { result } = renderHook(useLabRun);
    await act(() =>
      result.current.start({ done: 0 }, () => {
        throw abortError();
      }),
    );
    expect(result.current.status).toBe('cancelled');
    expect(result.current.message).toBe('');
  });
});

describe('useRun and leaving the page', () => {
  const leave = () => {
    const e = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(e);
    return e.defaultPrevented;
  };

  it('asks before a reload or a closed tab while a run is under way, not before or after it', async () => {
    const { result } = renderHook(useLabRun);
    expect(leave()).toBe(false);
    let end = () => {};
    let run: Promise<void> = Promise.resolve();
    act(() => {
      run = result.current.start({ done: 0 }, () => new Promise<void>((r) => (end = r)));
    });
    expect(result.current.running).toBe(true);
    expect(leave()).toBe(true);
    await act(async () => {
      end();
      await run;
    });
    expect(result.current.status).toBe('done');
    expect(leave()).toBe(false);
  });
});
