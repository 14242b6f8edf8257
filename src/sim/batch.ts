// Play games headless and tally them. Runs unchanged in Node (CLI, worker_threads) and in a Web Worker.
// Game k of a batch with seed S always uses the same seeds (gameSeed), whichever worker plays it, so a
// report depends only on the seed and the game count.
import { deciderSeat, newGame } from '../engine';
import { botFor } from '../bots';
import type { BotLevel } from '../bots/types';
import type { Action, GameEvent, GameSetup, GameState, TitanId } from '../engine/types';
import { mulberry, playout } from '../engine/search';
import { emptyTally, GameTracker, type Tally } from './tally';
import type { RunConfig } from './run-config';

/** A batch: the run configuration's free games, and how the seats rotate. */
export interface BatchConfig extends RunConfig {
  /** Rotate the bots list one seat per game (game k: seat i plays bots[(i + k) % n]), so every level
   * plays every seat and Titan equally; winsByBot then compares levels fairly. */
  rotate?: boolean;
  /** Rotate the Titans one seat per game (game k: seat i holds titans[(i + k) % n]) and let seat 1
   * play first (no R3.6 roll), so every Titan plays every turn position equally often and the report's
   * turn-position figures are not mixed up with the Titans'. Bot levels stay with
   * their seats (use it when every seat has the same bot; `rotate` shifts mixed levels). */
  rotateSeats?: boolean;
  /** Measure time per decision (wall clock: not part of the deterministic report). */
  timing?: boolean;
}

/** The engine seed and the bots' seed of game k. */
export function gameSeed(seed: number, k: number): number {
  let h = (seed ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** The setup of game k (its engine seed from the batch's seed). */
export function batchSetup(cfg: BatchConfig, k: number): GameSetup {
  const n = cfg.titans.length;
  const titans = cfg.rotateSeats ? cfg.titans.map((_, i) => cfg.titans[(i + k) % n]) : cfg.titans;
  const setup: GameSetup = { circuits: cfg.circuits, titans, seed: gameSeed(cfg.seed, k) };
  if (cfg.rotateSeats) setup.first = titans[0];
  if (cfg.laps) setup.laps = cfg.laps;
  if (cfg.options) setup.options = cfg.options;
  if (cfg.teams) setup.teams = cfg.teams;
  return setup;
}

/** The bot level of each seat in game k. */
function batchLevels(cfg: BatchConfig, k: number): BotLevel[] {
  const n = cfg.bots.length;
  return cfg.rotate ? cfg.bots.map((_, i) => cfg.bots[(i + k) % n]) : cfg.bots;
}

/**
 * Game k of a batch, played again (it is deterministic): its setup, every action the bots chose, and
 * each Titan's bot level — what a replay or a saved game needs.
 */
export function batchGameActions(
  cfg: BatchConfig,
  k: number,
  /** The list the actions are pushed to, one by one (a caller may watch it: src/sim/linked-game.ts). */
  actions: Action[] = [],
): { setup: GameSetup; actions: Action[]; bots: Partial<Record<TitanId, BotLevel>> } {
  playGame(cfg, k, emptyTally(cfg.titans, cfg.circuits.length), actions);
  const levels = batchLevels(cfg, k);
  const bots: Partial<Record<TitanId, BotLevel>> = {};
  const setup = batchSetup(cfg, k);
  setup.titans.forEach((t, i) => (bots[t] = levels[i]));
  return { setup, actions, bots };
}

/**
 * Play one game into `tally` (and its actions into `record`, if given). Throws if a bot chooses an
 * action the engine refuses (a bug).
 */
function playGame(cfg: BatchConfig, k: number, tally: Tally, record?: Action[]): void {
  const seed = gameSeed(cfg.seed, k);
  const rand = mulberry(seed ^ 0x5bd1e995);
  const levels = batchLevels(cfg, k);
  const bots = levels.map(botFor);
  const tracker = new GameTracker(tally);
  const choose = (s: GameState, seat: number): Action => {
    if (!cfg.timing) return bots[seat](s, seat, rand);
    const t0 = now();
    const a = bots[seat](s, seat, rand);
    const lv = levels[seat];
    const ms = now() - t0;
    tally.decideMs[lv] = (tally.decideMs[lv] ?? 0) + ms;
    if (ms > (tally.decideMaxMs[lv] ?? 0)) tally.decideMaxMs[lv] = ms;
    tally.decisions[lv] = (tally.decisions[lv] ?? 0) + 1;
    return a;
  };
  const onAction = (a: Action, _s: GameState, events: readonly GameEvent[]): void => {
    record?.push(a);
    tracker.events(events);
  };
  const run = playout(newGame(batchSetup(cfg, k)), choose, { maxActions: cfg.maxActions, onAction });
  if (run.refused) {
    const { action: a, error } = run.refused;
    const seat = deciderSeat(run.state);
    throw new Error(
      `game ${k} (seed ${seed}): ${levels[seat]} bot for ${run.state.titans[seat].id} chose ${JSON.stringify(a)}: ${error.code} ${error.message}`,
    );
  }
  const s = run.state;
  const acts = run.actions;
  tally.games++;
  tally.actions += acts;
  for (const lv of levels) tally.seatsByBot[lv] = (tally.seatsByBot[lv] ?? 0) + 1;
  if (s.winner >= 0) {
    tally.finished++;
    tally.winsByTitan[s.titans[s.winner].id]++;
    tally.winsBySeat[s.winner]++;
    tally.winsByPosition[(s.winner - s.first + s.titans.length) % s.titans.length]++;
    tally.winsByBot[levels[s.winner]] = (tally.winsByBot[levels[s.winner]] ?? 0) + 1;
    tally.roundsSum += s.round;
    tally.roundsSqSum += s.round * s.round;
    tally.roundsHist[s.round] = (tally.roundsHist[s.round] ?? 0) + 1;
  }
}

/** Play games [from, to) of a batch; `onProgress` after each game. */
export function runRange(
  cfg: BatchConfig,
  from: number,
  to: number,
  onProgress?: (done: number) => boolean | void,
): Tally {
  const tally = emptyTally(cfg.titans, cfg.circuits.length);
  for (let k = from; k < to; k++) {
    playGame(cfg, k, tally);
    if (onProgress && onProgress(k - from + 1) === false) break;
  }
  return tally;
}
