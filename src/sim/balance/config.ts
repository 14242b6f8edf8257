// What a balance report plays: the configuration.
import type { BotLevel } from '../../bots/types';
import type { Circuit, CircuitId, GameOptions, TitanId } from '../../engine/types';

export interface BalanceConfig {
  /** One circuit, or three for a Grand Slam (R2.3). Standard ids or whole circuits. */
  circuits: (CircuitId | Circuit)[];
  /** The Titans, in the seat order of game 0 (3–6). */
  titans: TitanId[];
  /** Bot level per turn position in game 0 (one per Titan); rotated by q = floor(k / n). */
  bots: BotLevel[];
  games: number;
  seed: number;
  laps?: number;
  /** House rules (R12.4). */
  options?: GameOptions;
  /** Teams (R12.3); team-mates must not be neighbours in `titans` (rotation keeps neighbours). */
  teams?: TitanId[][];
  /** Restricted play per ability (default true). */
  abilities?: boolean;
  /** Restricted play per card (default true). */
  cards?: boolean;
  /** The skill batch (default true): the same games with one seat (rotating like a card
   * restriction) played by the strongest level of `bots` and every other seat by `random`. */
  skill?: boolean;
  /** Stop a game after this many actions (never reached by the bots in practice). */
  maxActions?: number;
}

/** 'base' (every Titan plays freely), 'ability:<titan>', 'card:<card>'. */
export type JobId = string;
