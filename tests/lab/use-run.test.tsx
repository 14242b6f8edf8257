// @vitest-environment jsdom
// A lab run that fails keeps what it threw and words it when shown, so a change of language rewords the
// error; a run whose pool closed under it (an AbortError) ends cancelled, not failed. Leaving the page
// (a reload: the browser's question) or the view (a link of the app, Back: the app's own dialog) while a run
// is under way asks first; leaving stops the run.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useRoute } from '../../src/ui/route';
import { LeaveDialog } from '../../src/ui/LeaveDialog';
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

describe('useRun and a reload mid-run', () => {
  it('the view after the reload says the run stopped there, until the next run starts', async () => {
    const first = renderHook(() => useRun({ done: 0 }, 'balance'));
    expect(first.result.current.cut).toBe(false);
    act(() => {
      void first.result.current.start({ done: 0 }, () => new Promise<void>(() => {}));
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    first.unmount();

    const after = renderHook(() => useRun({ done: 0 }, 'balance'));
    expect(after.result.current.cut).toBe(true);
    // Said once: a second reload without a run says nothing.
    expect(renderHook(() => useRun({ done: 0 }, 'balance')).result.current.cut).toBe(false);
    // Another view's run was not cut.
    expect(renderHook(() => useRun({ done: 0 }, 'suggest')).result.current.cut).toBe(false);
    await act(() => after.result.current.start({ done: 0 }, async () => {}));
    expect(after.result.current.cut).toBe(false);
  });

  it('a page hidden with no run under way leaves nothing to say', () => {
    const { unmount } = renderHook(() => useRun({ done: 0 }, 'batch'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    unmount();
    expect(renderHook(() => useRun({ done: 0 }, 'batch')).result.current.cut).toBe(false);
  });
});

describe('useRun and leaving the view inside the app', () => {
  /** The app's routing in small: the lab view with a run hook on '/lab', something else elsewhere. */
  let signal: AbortSignal | null = null;
  /** A run that plays until its signal aborts. */
  const job = (run: { signal: AbortSignal }) => {
    signal = run.signal;
    return new Promise<void>((_, reject) => run.signal.addEventListener('abort', () => reject(abortError())));
  };
  const Runner = () => {
    const run = useLabRun();
    return (
      <>
        <p>lab: {run.status}</p>
        <button onClick={() => void run.start({ done: 0 }, job)}>Run</button>
        <button onClick={run.cancel}>Cancel</button>
        <a href="#/editor">Circuit editor</a>
        <LeaveDialog />
      </>
    );
  };
  const Shell = () => (useRoute() === '/lab' ? <Runner /> : <p>elsewhere</p>);
  const settle = () => new Promise((r) => setTimeout(r, 20));
  const go = async (hash: string) => {
    await act(async () => {
      window.location.hash = hash;
      await settle();
    });
  };
  const click = async (name: string) => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name }));
      await settle();
    });
  };
  /** Start a run that plays until its signal aborts; returns that signal. */
  const startRun = async () => {
    await click('Run');
    expect(screen.getByText('lab: running')).toBeTruthy();
    return signal!;
  };
  /** The browser's own confirm is never the app's question. */
  let confirm: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => {
    expect(confirm).not.toHaveBeenCalled();
    cleanup();
    vi.restoreAllMocks();
    window.location.hash = '';
  });

  it('another page asks first, in the app; Stay (focused) keeps the lab with the run going on', async () => {
    await go('#/lab');
    render(<Shell />);
    const signal = await startRun();
    await go('#/editor');
    const dialog = screen.getByRole('alertdialog', { name: 'A run is under way: leave and stop it?' });
    const stay = screen.getByRole('button', { name: 'Stay, keep it running' });
    expect(document.activeElement).toBe(stay);
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Leave and stop the run' }));
    await click('Stay, keep it running');
    await waitFor(() => expect(window.location.hash).toBe('#/lab'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('lab: running')).toBeTruthy();
    expect(signal.aborted).toBe(false);
  });

  it('Escape stays; a link of the app asks before the browser follows it (no entry added)', async () => {
    await go('#/lab');
    render(<Shell />);
    await startRun();
    const entries = window.history.length;
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Circuit editor' }));
      await settle();
    });
    expect(window.location.hash).toBe('#/lab');
    screen.getByRole('alertdialog');
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await settle();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.location.hash).toBe('#/lab');
    expect(window.history.length).toBe(entries);
    expect(screen.getByText('lab: running')).toBeTruthy();
  });

  it('Leave leaves the lab and cancels the run (an AbortError, as Cancel does)', async () => {
    await go('#/lab');
    render(<Shell />);
    const signal = await startRun();
    await go('#/');
    await click('Leave and stop the run');
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeTruthy());
    expect(window.location.hash).toBe('#/');
    expect(signal.aborted).toBe(true);
  });

  it('asks nothing with no run under way, nor within the lab (its own address)', async () => {
    await go('#/lab');
    render(<Shell />);
    await startRun();
    await go('#/lab?view=balance');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await click('Cancel');
    expect(screen.getByText('lab: cancelled')).toBeTruthy();
    await go('#/editor');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('asks in French after a switch of language', async () => {
    act(() => setCatalogue('fr', fr));
    await go('#/lab');
    render(<Shell />);
    await startRun();
    await go('#/');
    screen.getByRole('alertdialog', { name: 'Une série est en cours\u202f: la quitter et l’arrêter\u202f?' });
    await click('Rester, la série continue');
    await waitFor(() => expect(window.location.hash).toBe('#/lab'));
  });
});
