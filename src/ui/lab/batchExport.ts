// What a Batch run of the lab carries to be rerun exactly: the whole configuration with every circuit's
// spaces (a custom circuit too, not only its library id), for the JSON and CSV exports and saved runs.
import { csvCell } from '../../sim/csv';
import { RULES_VERSION } from '../../engine/types';
import { APP_VERSION, fullCircuits } from '../../sim/balance';
import { appCommit } from '../../build-info';
import type { BatchConfig } from '../../sim/batch';
import type { WrittenRunConfig } from '../../sim/run-config';

/** A batch's run configuration as the lab writes it, with what played it. */
export interface BatchReproduce extends WrittenRunConfig {
  app: string;
  appVersion: string;
  /** The commit of the code that played the games (src/build-info.ts); absent in older runs. */
  commit?: string;
  rulesVersion: number;
  rotate: boolean;
  /** Titans rotated over the seats, seat 1 first (absent: the first player is rolled). */
  rotateSeats?: boolean;
  method: string;
}

export /** Everything needed to rerun a batch: every circuit with its spaces, and the whole configuration. */
function reproduceBatch(cfg: BatchConfig): BatchReproduce {
  return {
    app: 'titan-race-online',
    appVersion: APP_VERSION,
    commit: appCommit(),
    rulesVersion: RULES_VERSION,
    circuits: fullCircuits(cfg.circuits),
    titans: cfg.titans,
    bots: cfg.bots,
    games: cfg.games,
    seed: cfg.seed,
    rotate: !!cfg.rotate,
    ...(cfg.rotateSeats ? { rotateSeats: true } : {}),
    ...(cfg.laps !== undefined ? { laps: cfg.laps } : {}),
    ...(cfg.options ? { options: cfg.options } : {}),
    ...(cfg.teams ? { teams: cfg.teams } : {}),
    method:
      'Game k (0-based): engine and bot seed gameSeed(seed, k) (src/sim/batch.ts); npm run sim gives the same games.',
  };
}

/** The batch a `reproduce` block describes (circuits inline). */
export function batchFromReproduce(r: BatchReproduce): BatchConfig {
  const cfg: BatchConfig = {
    circuits: r.circuits,
    titans: r.titans,
    bots: r.bots,
    games: r.games,
    seed: r.seed,
    rotate: r.rotate,
  };
  if (r.rotateSeats) cfg.rotateSeats = true;
  if (r.laps !== undefined) cfg.laps = r.laps;
  if (r.options) cfg.options = r.options;
  if (r.teams) cfg.teams = r.teams;
  return cfg;
}

export /** The configuration and every circuit's spaces as CSV rows (reproducible from the CSV alone). */
function configCSV(cfg: BatchConfig): string {
  const q = csvCell; // formula-safe (src/sim/csv.ts)
  const rp = reproduceBatch(cfg);
  const rows = [
    'config,value',
    `reproduce,${q(JSON.stringify(rp))}`,
    '',
    'circuit,id,name,space,element',
    ...rp.circuits.flatMap((c, i) =>
      Object.entries(c.spaces).map(([sp, el]) => [i + 1, q(c.id), q(c.name), sp, el].join(',')),
    ),
  ];
  return rows.join('\n') + '\n';
}
