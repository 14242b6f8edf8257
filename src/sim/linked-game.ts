// The game a replay link names, played again: the slow part of opening such a link (six
// master bots over nine laps take tens of seconds), so the lab runs it in a Web Worker
// (browser-replay-worker.ts) and only rebuilds the replay on the page. Pure; `onMove` is told
// each move as it is chosen, for a progress display.
import type { BotLevel } from '../bots/types';
import type { Action, GameSetup, TitanId } from '../engine/types';
import { freeGameActions, type BalanceConfig } from './balance';
import { batchGameActions, type BatchConfig } from './batch';

export interface LinkedGame {
  kind: 'balance' | 'batch';
  cfg: BalanceConfig | BatchConfig;
  k: number;
}

export interface PlayedGame {
  setup: GameSetup;
  actions: Action[];
  bots: Partial<Record<TitanId, BotLevel>>;
}

/** Play game `k` of the link's configuration again (deterministic: the same actions as the report's). */
export function playLinkedGame(game: LinkedGame, onMove?: (moves: number) => void): PlayedGame {
  // The configuration as the link says, but never an action limit or timing of its own.
  const cfg = { ...game.cfg, maxActions: undefined, timing: false };
  // The simulators push each chosen action to this list: counting the pushes is the progress, with
  // nothing added to their loop.
  const actions: Action[] = [];
  if (onMove)
    actions.push = (...items: Action[]) => {
      const n = Array.prototype.push.apply(actions, items);
      onMove(n);
      return n;
    };
  const played =
    game.kind === 'balance'
      ? freeGameActions(cfg as BalanceConfig, game.k, actions)
      : batchGameActions(cfg as BatchConfig, game.k, actions);
  // A plain list again (the one posted from the worker, kept in saves).
  return { ...played, actions: [...played.actions] };
}
