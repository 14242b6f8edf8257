// One run configuration: what a batch, a balance report and a suggest search play. A batch is balance's
// free games (BatchConfig adds how seats rotate and timing); balance adds its restricted batches
// (BalanceConfig); suggest plays one circuit's candidates under the same seats, bots, seed and rules
// (SuggestGameConfig). A report's `reproduce` block (src/sim/balance/schema.ts, checked by
// src/schema/report.ts) is this configuration written out with every circuit in full.
import type { BotLevel } from '../bots/types';
import type { Circuit, CircuitId, GameOptions, TitanId } from '../engine/types';

export interface RunConfig {
  /** One circuit, or three for a Grand Slam (R2.3). Standard ids or whole circuits. */
  circuits: (CircuitId | Circuit)[];
  /** The Titans, in the seat order of game 0 (3–6). */
  titans: TitanId[];
  /** Bot level per turn position in game 0 (one per Titan). */
  bots: BotLevel[];
  games: number;
  seed: number;
  laps?: number;
  /** House rules (R12.4). */
  options?: GameOptions;
  /** Teams (R12.3). */
  teams?: TitanId[][];
  /** Stop a game after this many actions (never reached by the bots in practice). */
  maxActions?: number;
}

/** The configuration as a report or an export writes it: every circuit in full, no action guard. */
export interface WrittenRunConfig extends Omit<RunConfig, 'circuits' | 'maxActions'> {
  /** Every circuit in full (standard ones included), in course order. */
  circuits: Circuit[];
}
