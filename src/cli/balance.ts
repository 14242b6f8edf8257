// npm run balance -- --circuit ID|FILE --titans a,b,c,d --bots LEVEL[,…] --games N --seed S [--laps L]
//                    [--option k=v …] [--teams a+b,c+d] [--workers W] [--json] [--csv FILE] [--from report.json]
//                    [--sweep key=v1,v2,…]
// The balance report (src/sim/balance.ts; docs/lab.md): win rate per Titan and per turn position with
// seats rotated, the value of each ability and card by restricted play, tension, bot levels. Progress on
// stderr. Same configuration → same report, for any worker count.
import { readFileSync, writeFileSync } from 'node:fs';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/types';
import { createGame } from '../engine';
import { RULES_VERSION } from '../engine/types';
import { SAVE_FORMAT, SAVE_VERSION } from '../store/save';
import { DEFAULT_DECK } from '../engine/data';
import type { Circuit, CircuitId, GameOptions, TitanId } from '../engine/types';
import {
  balanceJobs,
  blockSize,
  buildBalanceReport,
  configFromReproduce,
  freeGameActions,
  roundGames,
  type BalanceConfig,
  type BalanceReport,
  type BalanceRun,
} from '../sim/balance';
import { balanceCSV, formatBalanceText, optionsText } from '../sim/balance-format';
import { compareRuns, formatComparison } from '../sim/compare';
import { runBalanceParallel } from '../sim/balance-pool';
import { crossCheckOf, crossConfig } from '../sim/crosscheck';
import { parseSweep, sweepConfig, sweepCSV, sweepTable, SWEEP_KEYS, type Sweep } from '../sim/sweep';
import { addOption, ArgError, circuitArg, OPTION_HELP, teamsArg, titansArg } from './args';

const HELP = `npm run balance -- [options]        (npm run -s balance … for clean --json output)

Plays a balance report: every Titan in every turn position equally often, then the same games again
with each Titan's ability and each card forbidden to one Titan (restricted play), and reports win
rates with 95% intervals. See docs/lab.md, "The balance report".

  --circuit ID|FILE   a standard circuit (kaldheira, deadMansLagoon, banKog, moltenchest, anglieh,
                      estengaard) or a circuit JSON file; three --circuit make a Grand Slam
                      (default kaldheira)
  --titans a,b,c      3–6 Titans, the seat order of the first game (default grinder,slaugg,craken,rassik)
  --bots L[,L…]       bot level per turn position, or one level for all (default greedy); levels:
                      ${BOT_LEVELS.join(', ')}
  --games N           games per batch (default 2000), rounded up to whole rotations: a multiple of the
                      number of Titans n (n² with mixed bot levels)
  --seed S            seed of the batch (default 1): game k uses seed gameSeed(S, k) in every batch
  --laps L            laps (1–9; default 3, Grand Slam 1)
  --option k=v        a house rule; repeat for several (see below)
  --teams a+b,c+d     a team game (R12.3); team-mates must not be neighbours in --titans
  --no-abilities      skip restricted play of abilities
  --no-cards          skip restricted play of cards
  --sweep key=v1,v2   one report per value of key (${SWEEP_KEYS}); prints win rate per Titan, the
                      first player's and game length per value. Restricted play is off in a sweep
                      unless --restricted is given
  --compare-circuit ID|FILE
                      compare with another course (three for a Grand Slam) on the same games:
                      B − A per Titan and turn position with paired 95% intervals
  --compare-option k=v
                      compare with a house rule added (repeat for several), on the same games
  --cross-check L     also play the free games with every seat at level L (e.g. master) and set its
                      verdict beside this one, marking where they agree (issue 21)
  --cross-games N     games of the cross-check (default --games)
  --restricted        keep restricted play of abilities and cards in a sweep or comparison
  --workers W         worker threads (default 1)
  --json              print the report as one JSON object
  --csv FILE          also write the report as CSV
  --out FILE          also write the report as JSON
  --from FILE         rerun the configuration of a saved report (its "reproduce" field, or a lab export);
                      other options except --workers, --json, --csv and --out are ignored
  --save-game K FILE  with --from: write free game K of that report as a saved game (load it in the
                      game with "Load a saved game" to read its whole log), and stop
  --help              this text

${OPTION_HELP}

Example: npm run balance -- --circuit kaldheira --titans grinder,slaugg,craken,rassik --bots greedy \\
           --games 2000 --seed 1 --workers 2
`;

function fail(msg: string): never {
  process.stderr.write(`balance: ${msg}\n`);
  process.exit(2);
}

interface Parsed {
  cfg: BalanceConfig;
  sweep: Sweep | null;
  /** The B side of a comparison, and the two labels. */
  versus: { cfg: BalanceConfig; labels: [string, string] } | null;
  saveGame: { k: number; file: string } | null;
  workers: number;
  json: boolean;
  csv: string | null;
  out: string | null;
  /** Issue 21: a second bot family's verdict beside the first (free games only). */
  cross: { level: BotLevel; games: number | null } | null;
}

/** A report (or a lab export holding reports) read for --from. */
function fromFile(file: string): BalanceConfig {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    fail(`--from ${file}: ${(e as Error).message}`);
  }
  const d = data as {
    reproduce?: unknown;
    report?: { reproduce?: unknown };
    reports?: { reproduce?: unknown }[];
  };
  const rp = d.reproduce ?? d.report?.reproduce ?? d.reports?.[0]?.reproduce;
  if (!rp || typeof rp !== 'object') fail(`--from ${file}: no "reproduce" field (not a balance report)`);
  return configFromReproduce(rp as BalanceReport['reproduce']);
}

function parseBalanceArgs(argv: string[]): Parsed {
  const circuits: (CircuitId | Circuit)[] = [];
  let titans: TitanId[] = ['grinder', 'slaugg', 'craken', 'rassik'];
  let bots: BotLevel[] = ['greedy'];
  let games = 2000;
  let seed = 1;
  let laps: number | undefined;
  let options: GameOptions | undefined;
  let teams: TitanId[][] | undefined;
  let abilities = true;
  let cards = true;
  let workers = 1;
  let json = false;
  let csv: string | null = null;
  let out: string | null = null;
  let from: string | null = null;
  let sweep: Sweep | null = null;
  let restricted = false;
  let saveGame: { k: number; file: string } | null = null;
  let crossLevel: BotLevel | null = null;
  let crossGames: number | null = null;
  const versusCircuits: (CircuitId | Circuit)[] = [];
  const versusOptions: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      const v = argv[++i];
      if (v === undefined) throw new ArgError(`${a} needs a value`);
      return v;
    };
    switch (a) {
      case '--circuit':
        circuits.push(circuitArg(val()));
        break;
      case '--titans':
        titans = titansArg(val());
        break;
      case '--bots': {
        const list = val()
          .split(',')
          .map((x) => x.trim());
        for (const b of list)
          if (!isBotLevel(b)) throw new ArgError(`unknown bot level "${b}" (${BOT_LEVELS.join(', ')})`);
        bots = list as BotLevel[];
        break;
      }
      case '--games':
        games = Number(val());
        if (!Number.isInteger(games) || games < 1) throw new ArgError('--games must be a positive integer');
        break;
      case '--seed':
        seed = Number(val()) >>> 0;
        break;
      case '--laps':
        laps = Number(val());
        break;
      case '--option':
        options = addOption(options ?? {}, val(), DEFAULT_DECK);
        break;
      case '--teams':
        teams = teamsArg(val());
        break;
      case '--no-abilities':
        abilities = false;
        break;
      case '--no-cards':
        cards = false;
        break;
      case '--workers':
        workers = Number(val());
        if (!Number.isInteger(workers) || workers < 1)
          throw new ArgError('--workers must be a positive integer');
        break;
      case '--json':
        json = true;
        break;
      case '--csv':
        csv = val();
        break;
      case '--out':
        out = val();
        break;
      case '--from':
        from = val();
        break;
      case '--sweep': {
        const sw = parseSweep(val());
        if (typeof sw === 'string') throw new ArgError(sw);
        sweep = sw;
        break;
      }
      case '--restricted':
        restricted = true;
        break;
      case '--cross-check': {
        const lv = val();
        if (!isBotLevel(lv)) throw new ArgError(`--cross-check: unknown bot level ${lv}`);
        crossLevel = lv;
        break;
      }
      case '--cross-games': {
        const g = Number(val());
        if (!Number.isInteger(g) || g < 1) throw new ArgError('--cross-games must be a positive integer');
        crossGames = g;
        break;
      }
      case '--save-game': {
        const k = Number(val());
        if (!Number.isInteger(k) || k < 0)
          throw new ArgError('--save-game K: K is a game number (0 or more)');
        saveGame = { k, file: val() };
        break;
      }
      case '--compare-circuit':
        versusCircuits.push(circuitArg(val()));
        break;
      case '--compare-option':
        versusOptions.push(val());
        break;
      default:
        throw new ArgError(`unknown option ${a} (try --help)`);
    }
  }
  const comparing = versusCircuits.length > 0 || versusOptions.length > 0;
  if (comparing && sweep) throw new ArgError('--sweep and --compare-… cannot be combined');
  if ((sweep || comparing) && !restricted) {
    abilities = false;
    cards = false;
  }
  let cfg: BalanceConfig;
  // A sweep or comparison plays free games only: no skill batch either (issue 21).
  const skill = !(sweep || comparing);
  if (from) cfg = fromFile(from);
  else {
    if (circuits.length === 0) circuits.push('kaldheira');
    if (circuits.length !== 1 && circuits.length !== 3)
      throw new ArgError('give one --circuit for a race or three for a Grand Slam');
    if (bots.length === 1) bots = titans.map(() => bots[0]);
    if (bots.length !== titans.length)
      throw new ArgError(`--bots lists ${bots.length} levels for ${titans.length} Titans`);
    cfg = { circuits, titans, bots, games, seed, abilities, cards, skill };
    if (laps !== undefined) cfg.laps = laps;
    if (options) cfg.options = options;
    if (teams) cfg.teams = teams;
    cfg.games = roundGames(cfg, games);
  }
  const check = createGame({
    circuits: cfg.circuits,
    titans: cfg.titans,
    laps: cfg.laps,
    options: cfg.options,
    teams: cfg.teams,
    seed: 1,
  });
  if (!check.ok) throw new ArgError(check.error.message);
  if (sweep)
    for (const v of sweep.values) {
      const c = sweepConfig(cfg, sweep.key, v);
      if (typeof c === 'string') throw new ArgError(c);
      const g = createGame({
        circuits: c.circuits,
        titans: c.titans,
        laps: c.laps,
        options: c.options,
        teams: c.teams,
        seed: 1,
      });
      if (!g.ok) throw new ArgError(`--sweep ${sweep.key}=${v}: ${g.error.message}`);
    }
  let versus: Parsed['versus'] = null;
  if (comparing) {
    const b: BalanceConfig = { ...cfg };
    if (versusCircuits.length) {
      if (versusCircuits.length !== 1 && versusCircuits.length !== 3)
        throw new ArgError('give one --compare-circuit, or three for a Grand Slam');
      b.circuits = versusCircuits;
    }
    if (versusOptions.length) {
      let o: GameOptions = { ...cfg.options };
      for (const kv of versusOptions) o = addOption(o, kv, DEFAULT_DECK);
      b.options = o;
    }
    const g = createGame({
      circuits: b.circuits,
      titans: b.titans,
      laps: b.laps,
      options: b.options,
      teams: b.teams,
      seed: 1,
    });
    if (!g.ok) throw new ArgError(`B: ${g.error.message}`);
    const name = (c: BalanceConfig) => c.circuits.map((x) => (typeof x === 'string' ? x : x.id)).join('+');
    versus = {
      cfg: b,
      labels: [
        name(cfg) + (cfg.options ? ' ' + optionsText(cfg.options).join(' ') : ''),
        name(b) + (versusOptions.length ? ' ' + versusOptions.join(' ') : ''),
      ],
    };
  }
  if (saveGame && !from) throw new ArgError('--save-game needs --from REPORT');
  if (saveGame && saveGame.k >= cfg.games)
    throw new ArgError(`--save-game: the report has games 0 to ${cfg.games - 1}`);
  if (crossGames !== null && crossLevel === null)
    throw new ArgError('--cross-games needs --cross-check LEVEL');
  const cross = crossLevel ? { level: crossLevel, games: crossGames } : null;
  return { cfg, sweep, versus, saveGame, workers, json, csv, out, cross };
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(HELP);
    return;
  }
  let p: Parsed;
  try {
    p = parseBalanceArgs(argv);
  } catch (e) {
    if (e instanceof ArgError) fail(e.message);
    throw e;
  }
  const { cfg } = p;
  if (p.saveGame) {
    const g = freeGameActions(cfg, p.saveGame.k);
    const save = {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      rules: RULES_VERSION,
      ...g,
      savedAt: new Date().toISOString(),
    };
    writeFileSync(p.saveGame.file, JSON.stringify(save, null, 2) + '\n');
    process.stderr.write(
      `balance: game ${p.saveGame.k} (${g.actions.length} actions) written to ${p.saveGame.file}\n`,
    );
    return;
  }
  const points = p.sweep
    ? p.sweep.values.map((v) => sweepConfig(cfg, p.sweep!.key, v) as BalanceConfig)
    : p.versus
      ? [cfg, p.versus.cfg]
      : [cfg];
  const reports: BalanceReport[] = [];
  const runs: BalanceRun[] = [];
  const t0 = Date.now();
  for (const [i, c] of points.entries()) {
    const jobs = balanceJobs(c).length;
    process.stderr.write(
      (p.sweep ? `${p.sweep.key}=${p.sweep.values[i]}: ` : 'balance: ') +
        `${c.games} games × ${jobs} batches (free play + ${jobs - 1} restricted) = ${c.games * jobs} games` +
        ` on ${p.workers} worker${p.workers > 1 ? 's' : ''}; rotation every ${blockSize(c)} games\n`,
    );
    const t1 = Date.now();
    let lastTenth = -1;
    const run = await runBalanceParallel(c, {
      workers: p.workers,
      onProgress: (done, total) => {
        const tenth = Math.floor((10 * done) / total);
        if (tenth !== lastTenth || done === total) {
          lastTenth = tenth;
          process.stderr.write(`  ${done}/${total} games, ${((Date.now() - t1) / 1000).toFixed(1)} s\n`);
        }
      },
    });
    const secs = (Date.now() - t1) / 1000;
    process.stderr.write(
      `  done: ${c.games * jobs} games in ${secs.toFixed(1)} s (${Math.round((c.games * jobs) / secs)} games/s)\n`,
    );
    reports.push(buildBalanceReport(run));
    runs.push(run);
  }
  if (p.versus) {
    const comparison = compareRuns(runs[0], runs[1], p.versus.labels);
    const whole = { ...comparison, reports };
    if (p.out) writeFileSync(p.out, JSON.stringify(whole, null, 2) + '\n');
    if (p.csv) writeFileSync(p.csv, reports.map((r, i) => balanceCSV(r, p.versus!.labels[i])).join('\n'));
    process.stdout.write(p.json ? JSON.stringify(whole) + '\n' : formatComparison(comparison) + '\n');
    return;
  }
  if (p.sweep) {
    process.stderr.write(`  sweep done in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    const whole = { kind: 'titan-race-balance-sweep', sweep: p.sweep, reports };
    if (p.csv) writeFileSync(p.csv, sweepCSV(p.sweep, reports));
    if (p.out) writeFileSync(p.out, JSON.stringify(whole, null, 2) + '\n');
    process.stdout.write(p.json ? JSON.stringify(whole) + '\n' : sweepTable(p.sweep, reports) + '\n');
    return;
  }
  const report = reports[0];
  if (p.cross) {
    // The second family on the same games (rounded to whole rotations), free games only.
    const c2 = crossConfig(cfg, p.cross.level, roundGames(cfg, p.cross.games ?? cfg.games));
    process.stderr.write(`cross-check: ${c2.games} free games with ${p.cross.level} bots\n`);
    const second = buildBalanceReport(await runBalanceParallel(c2, { workers: p.workers }));
    report.crossCheck = crossCheckOf(report, second);
  }
  if (p.csv) writeFileSync(p.csv, balanceCSV(report));
  if (p.out) writeFileSync(p.out, JSON.stringify(report, null, 2) + '\n');
  process.stdout.write(p.json ? JSON.stringify(report) + '\n' : formatBalanceText(report) + '\n');
}

main().catch((e) => {
  process.stderr.write(`\nbalance: ${(e as Error).stack ?? e}\n`);
  process.exit(1);
});
