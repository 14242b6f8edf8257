// One state machine for every run of the lab (a batch, a balance report, a sweep or comparison, a
// Suggest search): idle → running → done | cancelled | error, with its progress, its message and the
// Cancel button's abort. A job is an async function handed a RunControl; the hook owns the rest.
import { useEffect, useReducer, useRef, useState } from 'react';
import '../../i18n/labMessages';
import { ProblemError, thrownText, type Problem } from '../../i18n/errors';
import { isAbortError } from '../../sim/cancel';
import { t } from '../../i18n';
import { guardLeaving } from '../leaving';

type RunStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

/** A run's closing words: written now, or worded each time they are shown (in the page's language). */
export type Words = string | (() => string);

interface RunState<P> {
  status: RunStatus;
  /** What the run ended with (the cancel note, where it was saved), '' when nothing: words, or a function
   * that words it when shown, so a change of language rewords it (play-test 52). */
  message: Words;
  /** What a failed run threw: worded when shown (thrownText), so a change of language rewords it. */
  thrown?: unknown;
  /** How far it is; `seconds` is the wall-clock time of the run when `done` was reached (eta.ts). */
  progress: P;
}

type RunEvent<P> =
  | { type: 'start'; progress: P }
  | { type: 'progress'; progress: P }
  | { type: 'end'; status: 'done' | 'cancelled' | 'error'; message: Words }
  | { type: 'threw'; thrown: unknown }
  | { type: 'note'; message: string }
  | { type: 'idle' };

function runReducer<P>(s: RunState<P>, e: RunEvent<P>): RunState<P> {
  switch (e.type) {
    case 'start':
      return { status: 'running', message: '', progress: e.progress };
    case 'threw':
      return { ...s, status: 'error', message: '', thrown: e.thrown };
    case 'progress':
      return s.status === 'running' ? { ...s, progress: e.progress } : s;
    case 'end':
      return { ...s, status: e.status, message: e.message, thrown: undefined };
    case 'note':
      return { ...s, message: e.message, thrown: undefined };
    case 'idle':
      return { ...s, status: 'idle' };
  }
}

/** What a job is handed while it runs. */
export interface RunControl<P> {
  signal: AbortSignal;
  /** Seconds since the run started. */
  seconds(): number;
  progress(p: P): void;
  /** End the run now (the job may go on, e.g. saving what it played); else it ends 'done' on return. */
  finish(status: 'done' | 'cancelled', message?: Words): void;
}

function rememberCut(view: string, on: boolean): void {
  try {
    if (on) sessionStorage.setItem(cutKey(view), '1');
    else sessionStorage.removeItem(cutKey(view));
  } catch {
    // No sessionStorage: the reload is not said, nothing else changes.
  }
}

export type RunJob<P> = (run: RunControl<P>) => Promise<void>;

/** sessionStorage: set when the page goes away mid-run, so the view after the reload can say so. */
const cutKey = (view: string) => `titanRace.lab.cutRun.${view}`;

function readCut(view: string | undefined): boolean {
  try {
    return !!view && sessionStorage.getItem(cutKey(view)) === '1';
  } catch {
    return false;
  }
}

/** `view` names the run's view ('balance'…) so that a reload mid-run is said there after it. */
export function useRun<P>(initial: P, view?: string) {
  const [state, dispatch] = useReducer(runReducer<P>, { status: 'idle', message: '', progress: initial });
  const abortRef = useRef<AbortController | null>(null);
  const [cut, setCut] = useState(() => readCut(view));
  useEffect(() => {
    if (cut && view) rememberCut(view, false);
  }, [cut, view]);
  // A reload or a closed tab ends the run and loses the games played so far (only a finished run is
  // saved): while one runs, the browser asks "Leave site?" first.
  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    // The page goes away with the run (a reload): the view that comes back says the run stopped.
    const hide = () => view && rememberCut(view, true);
    window.addEventListener('pagehide', hide);
    // Leaving the view inside the app (a link, Back, another tab of the lab) asks too: the view's
    // unmount below stops the run.
    const unguard = guardLeaving(() => ({
      question: t('lab.leaveRun'),
      stay: t('lab.leaveStay'),
      leave: t('lab.leaveGo'),
    }));
    return () => {
      window.removeEventListener('beforeunload', ask);
      window.removeEventListener('pagehide', hide);
      unguard();
    };
  }, [running, view]);
  // A run whose view is gone is cancelled, as Cancel does: no games played for nobody on the workers.
  useEffect(() => () => abortRef.current?.abort(), []);

  /** Run `job` from progress `first`; a throw ends the run as an error (as cancelled once aborted, or on
   * an AbortError). */
  async function start(first: P, job: RunJob<P>): Promise<void> {
    const ac = new AbortController();
    abortRef.current = ac;
    dispatch({ type: 'start', progress: first });
    setCut(false);
    const t0 = performance.now();
    let finished = false;
    const finish = (status: 'done' | 'cancelled' | 'error', message: Words = '') => {
      if (finished) return;
      finished = true;
      dispatch({ type: 'end', status, message });
    };
    try {
      await job({
        signal: ac.signal,
        seconds: () => (performance.now() - t0) / 1000,
        progress: (progress) => dispatch({ type: 'progress', progress }),
        finish,
      });
      finish('done');
    } catch (e) {
      finished = true;
      // Aborted, or a pool closed under the job (an AbortError): a cancel, never an error.
      if (ac.signal.aborted || isAbortError(e)) dispatch({ type: 'end', status: 'cancelled', message: '' });
      else dispatch({ type: 'threw', thrown: e });
    } finally {
      abortRef.current = null;
    }
  }

  const { thrown, ...shown } = state;
  return {
    ...shown,
    message:
      thrown !== undefined
        ? thrownText(thrown)
        : typeof state.message === 'function'
          ? state.message()
          : state.message,
    running,
    /** The run under way when the page was last reloaded stopped there (until the next run starts). */
    cut,
    start,
    /** Refuse to start: the form does not make a run (its problem is worded when shown). */
    fail: (why: Problem) => dispatch({ type: 'threw', thrown: new ProblemError(why) }),
    /** Say something about the run under way (where it came from), keeping its status. */
    note: (message: string) => dispatch({ type: 'note', message }),
    /** Back to idle (a saved run opened, a file imported): the last message stays. */
    idle: () => dispatch({ type: 'idle' }),
    cancel: () => abortRef.current?.abort(),
  };
}
