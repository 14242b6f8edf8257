// A report's `reproduce` block: everything needed to rerun it, and the config it describes.
import { STANDARD_CIRCUITS } from '../../engine/circuits';
import { RULES_VERSION, type Circuit, type CircuitId } from '../../engine/types';
import { APP_VERSION, appCommit } from '../../build-info';
import type { BalanceConfig } from './config';
import type { Reproduce } from './schema';

export { APP_VERSION };

/** Every circuit of the course in full (standard ids resolved), for `reproduce`. */
export function fullCircuits(circuits: (CircuitId | Circuit)[]): Circuit[] {
  return circuits.map((c) => {
    if (typeof c !== 'string') return { ...c, spaces: { ...c.spaces } };
    const s = STANDARD_CIRCUITS[c];
    return { id: s.id, name: s.name, spaces: { ...s.spaces } };
  });
}

const METHOD =
  'Game k (0-based) of every batch: engine and bot seed gameSeed(seed, k) (src/sim/batch.ts); Titans seated ' +
  'titans shifted by k mod n, the Titan in seat 1 plays first; bot levels by turn position shifted by ' +
  'floor(k / n) mod n. Batches: free play, then each Titan with its ability forbidden, then each card ' +
  'forbidden to the Titan cardRestricted(k) = (k mod n + floor(k / n)) mod n of titans (src/sim/balance.ts).';

export function reproduceOf(cfg: BalanceConfig): Reproduce {
  const r: Reproduce = {
    app: 'titan-race-online',
    appVersion: APP_VERSION,
    commit: appCommit(),
    rulesVersion: RULES_VERSION,
    circuits: fullCircuits(cfg.circuits),
    titans: cfg.titans.slice(),
    bots: cfg.bots.slice(),
    games: cfg.games,
    seed: cfg.seed,
    abilities: cfg.abilities !== false,
    cards: cfg.cards !== false,
    skill: cfg.skill !== false,
    method: METHOD,
  };
  if (cfg.laps !== undefined) r.laps = cfg.laps;
  if (cfg.options) r.options = cfg.options;
  if (cfg.teams) r.teams = cfg.teams;
  return r;
}

/** The config a report's `reproduce` describes (`npm run balance -- --from report.json`). */
export function configFromReproduce(r: Reproduce): BalanceConfig {
  const cfg: BalanceConfig = {
    circuits: r.circuits.map((c) => ({ ...c, spaces: { ...c.spaces } })),
    titans: r.titans.slice(),
    bots: r.bots.slice(),
    games: r.games,
    seed: r.seed,
    abilities: r.abilities,
    cards: r.cards,
    skill: r.skill === true,
  };
  if (r.laps !== undefined) cfg.laps = r.laps;
  if (r.options) cfg.options = r.options;
  if (r.teams) cfg.teams = r.teams;
  return cfg;
}
