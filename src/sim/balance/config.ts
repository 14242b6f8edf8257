// What a balance report plays: the configuration.
import type { RunConfig } from '../run-config';

/** A balance run: the run configuration (bots rotated by q = floor(k / n); team-mates must not be
 * neighbours in `titans`, rotation keeps neighbours) and which restricted batches it plays. */
export interface BalanceConfig extends RunConfig {
  /** Restricted play per ability (default true). */
  abilities?: boolean;
  /** Restricted play per card (default true). */
  cards?: boolean;
  /** The skill batch (default true): the same games with one seat (rotating like a card
   * restriction) played by the strongest level of `bots` and every other seat by `random`. */
  skill?: boolean;
}

/** 'base' (every Titan plays freely), 'ability:<titan>', 'card:<card>'. */
export type JobId = string;
