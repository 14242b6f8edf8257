// The page's side of the bot worker. Usage from the store (see docs/lab.md, "Bots in the game"):
//
//   import { chooseAction } from '../bots/client';
//   const action = await chooseAction(state, titanId, 'greedy');   // then perform(action)
//
// `titanId` is the Titan whose player must act now (Summary.pending?.titan ?? Summary.active). The bot
// sees only what that player may see. One shared Web Worker serves all seats; calls queue in order.
// Without Worker support (tests under Node/jsdom) the decision runs in-thread, still as a Promise.
import type { Action, GameState, TitanId } from '../engine/types';
import type { BotLevel } from './types';

export interface ChooseOptions {
  /** The bot's own random seed (default: fixed by the position, see stateSeed). */
  seed?: number;
  /** Resolve no sooner than this many ms after the call, for a readable pace (default 0: the store's
   * animation speed sets the pace). */
  minDelayMs?: number;
  /** Abort: the promise rejects with an AbortError, e.g. when the player undoes or leaves the game. */
  signal?: AbortSignal;
  /** master's time per decision in ms (Settings; default 800). */
  masterMs?: number;
}

type Pending = { resolve: (a: Action) => void; reject: (e: Error) => void };

let worker: Worker | null = null;
let workerFailed = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker | null {
  if (worker || workerFailed) return worker;
  if (typeof Worker === 'undefined') {
    workerFailed = true;
    return null;
  }
  try {
    worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'titan-bots' });
    worker.onmessage = (e: MessageEvent<{ id: number; action?: Action; error?: string }>) => {
      const p = pending.get(e.data.id);
      if (!p) return;
      pending.delete(e.data.id);
      if (e.data.action) p.resolve(e.data.action);
      else p.reject(new Error(e.data.error ?? 'bot failed'));
    };
    worker.onerror = (e) => {
      for (const p of pending.values()) p.reject(new Error(`bot worker error: ${e.message}`));
      pending.clear();
      worker?.terminate();
      worker = null;
      workerFailed = true; // later calls run in-thread
    };
  } catch {
    workerFailed = true;
    worker = null;
  }
  return worker;
}

/**
 * A seed fixed by the position (the game's generator state, round, turn step, pending decision) and the
 * Titan, so the same game with the same bots replays the same way; the bot never reads the game's generator.
 */
function stateSeed(state: GameState, titan: TitanId): number {
  let h = state.rng ^ Math.imul(state.round + 1, 0x9e3779b1) ^ Math.imul(state.active + 1, 0x85ebca6b);
  const key = `${titan}|${state.turn.phase}|${state.turn.dieDone}|${state.turn.cardPlayed}|${state.pending?.kind ?? ''}|${state.pool.join()}`;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Ask a bot of `level` for the action of `titan` in `state`. */
export async function chooseAction(
  state: GameState,
  titan: TitanId,
  level: BotLevel,
  opts: ChooseOptions = {},
): Promise<Action> {
  const t0 = Date.now();
  const seed = opts.seed ?? stateSeed(state, titan);
  const w = getWorker();
  let action: Action;
  if (w) {
    const id = nextId++;
    action = await new Promise<Action>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      opts.signal?.addEventListener('abort', () => {
        if (pending.delete(id)) reject(new DOMException('Bot decision aborted', 'AbortError'));
      });
      w.postMessage({ id, state, titan, level, seed, masterMs: opts.masterMs });
    });
  } else {
    const { decideNow } = await import('./decide');
    action = decideNow({ state, titan, level, seed, masterMs: opts.masterMs });
  }
  if (opts.signal?.aborted) throw new DOMException('Bot decision aborted', 'AbortError');
  const wait = (opts.minDelayMs ?? 0) - (Date.now() - t0);
  if (wait > 0) await sleep(wait);
  if (opts.signal?.aborted) throw new DOMException('Bot decision aborted', 'AbortError');
  return action;
}
