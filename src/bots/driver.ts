// Drives the bot seats of a live game, independent of any store: the store (or a test) gives it a way to
// read the current state, the bot level of each Titan (null = a person), a way to perform an action,
// and optionally "busy" (an animation or hand-off screen showing) and a pace. Call poke() after every
// change of the game; the driver asks the bot worker for the decider's action when the decider is a
// bot, and performs it once the game is still in the very state it was asked about and nothing is
// busy. One question at a time: undo, a new game or leaving make the question stale, and it is aborted
// (its answer, should it come anyway, is dropped) before the next one is asked.
import { deciderSeat } from '../engine';
import type { Action, GameState, TitanId } from '../engine/types';
import { chooseAction } from './client';
import type { BotLevel } from './types';

/** A bot's failure, as data (the UI words it): which bot, for whom, how many times in a row, and why. */
export interface BotFailure {
  level: BotLevel;
  titan: TitanId;
  failures: number;
  why: string;
}

export interface BotDriverOptions {
  getState: () => GameState | null;
  botFor: (titan: TitanId) => BotLevel | null | undefined;
  perform: (action: Action) => void;
  /** True while the page is still showing the previous action (animation, hand-off screen). */
  isBusy?: () => boolean;
  /** Minimum ms between a state appearing and the bot's answer being played (a readable pace). */
  delayMs?: () => number;
  /** Called when a bot fails (its answer was refused or the worker crashed); `halted` once it gave up. */
  onError?: (failure: BotFailure, halted: boolean) => void;
  /** master's time per decision in ms (Settings). */
  masterMs?: () => number;
  /** The bot decision, replaceable in tests. */
  choose?: typeof chooseAction;
}

export interface BotDriver {
  poke(): void;
  stop(): void;
  /** After the driver gave up (MAX_FAILURES in a row): start again. */
  retry(): void;
  /** True once it gave up, until retry(). */
  readonly halted: boolean;
  /** True while a bot is thinking or waiting to play. */
  readonly thinking: boolean;
}

/** Failures in a row after which the driver stops asking and waits for retry() (never a busy loop). */
export const MAX_FAILURES = 3;
/** The pause before asking again after the n-th failure in a row: 250 ms, 500 ms, 1 s … */
export const backoffMs = (n: number): number => 250 * 2 ** (n - 1);

export function createBotDriver(o: BotDriverOptions): BotDriver {
  let asked: GameState | null = null;
  /** The question under way (its state is `asked`), aborted once that state is no longer shown. */
  let question: AbortController | null = null;
  let ready: { state: GameState; action: Action } | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let halted = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const choose = o.choose ?? chooseAction;

  const decider = (s: GameState): TitanId => s.titans[deciderSeat(s)].id;

  function tryPlay() {
    if (stopped || !ready) return;
    const s = o.getState();
    if (s !== ready.state) {
      ready = null;
      return;
    }
    if (o.isBusy?.()) {
      // Check again shortly: the animation or hand-off screen will end.
      timer ??= setTimeout(() => {
        timer = null;
        tryPlay();
      }, 50);
      return;
    }
    const { action } = ready;
    ready = null;
    failures = 0;
    o.perform(action);
  }

  /** Abort the question under way unless it is about `s`. */
  function dropStale(s: GameState | null) {
    if (question && asked !== s) {
      question.abort();
      question = null;
    }
  }

  function poke() {
    if (stopped) return;
    const s = o.getState();
    dropStale(s);
    if (halted || retryTimer) return;
    if (!s || s.winner >= 0) return;
    if (ready) {
      tryPlay();
      // Still waiting (busy), or played (the new state was poked from perform): done. Dropped as stale
      // (undo, a new game): ask about the state now shown, or nothing would ever play it.
      if (ready || o.getState() !== s) return;
    }
    if (asked === s) return;
    const titan = decider(s);
    const level = o.botFor(titan);
    if (!level) return;
    asked = s;
    const ac = new AbortController();
    question = ac;
    const t0 = Date.now();
    const opts = o.masterMs ? { masterMs: o.masterMs(), signal: ac.signal } : { signal: ac.signal };
    choose(s, titan, level, opts)
      .then(async (action) => {
        const wait = (o.delayMs?.() ?? 0) - (Date.now() - t0);
        if (wait > 0 && !ac.signal.aborted) await new Promise((r) => setTimeout(r, wait));
        if (question === ac) question = null;
        if (stopped || ac.signal.aborted || o.getState() !== s) return;
        ready = { state: s, action };
        tryPlay();
      })
      .catch((e: unknown) => {
        if (question === ac) question = null;
        if (stopped || ac.signal.aborted) return;
        failures++;
        halted = failures >= MAX_FAILURES;
        const why = e instanceof Error ? e.message : 'no answer';
        o.onError?.({ level, titan, failures, why }, halted);
        if (halted) return;
        // Ask again after a pause (never at once: an error must not become a busy loop).
        retryTimer = setTimeout(() => {
          retryTimer = null;
          if (asked === s) asked = null;
          poke();
        }, backoffMs(failures));
      });
  }

  return {
    poke,
    stop() {
      stopped = true;
      question?.abort();
      question = null;
      if (timer) clearTimeout(timer);
      if (retryTimer) clearTimeout(retryTimer);
    },
    retry() {
      halted = false;
      failures = 0;
      asked = null;
      poke();
    },
    get halted() {
      return halted;
    },
    get thinking() {
      return asked !== null && (ready !== null || asked === o.getState());
    },
  };
}
