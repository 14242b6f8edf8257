// npm run sim -- --circuit <id|file.json> [--circuit … ×3 for Grand Slam] --titans a,b,c,d
//                --bots greedy,random,… --games N --seed S [--workers W] [--json] [--rotate] [--laps L]
//                [--timing] [--csv FILE]
// Plays N games headless over worker_threads and reports wins per Titan and per seat (95% Wilson CIs),
// game length, knock-outs, Life lost by cause, cards, and per-space figures. Progress on stderr.
// Same seed and game count → same report (for any worker count).
import { writeFileSync } from 'node:fs';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/types';
import { createGame } from '../engine';
import { DEFAULT_DECK } from '../engine/data';
import { CIRCUIT_IDS, type Circuit, type CircuitId, type GameOptions, type TitanId } from '../engine/types';
import { addOption, ArgError, circuitArg, OPTION_HELP, teamsArg, titansArg } from './args';
import { checkWritable, cut, parseArgs, runCli, type OptTable } from './parse';
import type { BatchConfig } from '../sim/batch';
import { runParallel } from '../sim/node-pool';
import { buildReport, formatText, toCSV } from '../sim/report';
import { batchHeadlineText } from '../sim/batch-headline';

const HELP = `npm run sim -- [options]        (npm run -s sim … for clean --json output)

Plays N complete games with bots and reports wins per seat, per Titan and per bot level (95% Wilson
intervals), game length, knock-outs, Life lost by cause, cards, traps and per-space figures.
For Titan and turn-order balance with rotated seats and restricted play, use npm run balance.

  --circuit ID|FILE   a standard circuit (${CIRCUIT_IDS.join(', ')})
                      or a circuit JSON file; three --circuit make a Grand Slam (default kaldheira)
  --titans a,b,c      3–6 Titans (default grinder,slaugg,craken,rassik). With one bot level for all,
                      the Titans rotate over the seats and seat 1 plays first, so the report gives
                      win rates per turn position apart from the Titans'; with mixed levels (or
                      --rolled) each seat keeps its Titan and the first player is rolled (R3.6)
  --bots L[,L…]       bot level per seat, or one for all (default greedy); levels: ${BOT_LEVELS.join(', ')}
  --games N           games (default 1000)
  --seed S            seed (default 1): game k always gets the same seeds
  --laps L            laps (1–9; default 3, Grand Slam 1)
  --option k=v        a house rule; repeat for several (see below)
  --teams a+b,c+d     a team game (R12.3); team-mates must not be neighbours in --titans
  --rotate            shift the bots one seat per game (compare bot levels fairly)
  --rolled            keep the Titans in their seats and roll the first player (R3.6)
  --workers W         worker threads (default 1); the report does not depend on it
  --timing            add ms per decision per bot level (wall clock, not reproducible)
  --json              print the report as one JSON object
  --csv FILE          also write the report as CSV
  --help              this text

${OPTION_HELP}

Example: npm run sim -- --circuit kaldheira --titans grinder,slaugg,craken,rassik --bots greedy \\
           --games 10000 --seed 1 --workers 2
`;

const TABLE: OptTable = {
  circuit: { kind: 'text', repeat: true },
  titans: { kind: 'text' },
  bots: { kind: 'text' },
  games: { kind: 'int', min: 1, max: 100_000_000 },
  seed: { kind: 'int', min: 0, max: 0xffffffff },
  workers: { kind: 'int', min: 1, max: 64 },
  laps: { kind: 'int', min: 1, max: 9 },
  option: { kind: 'text', repeat: true },
  teams: { kind: 'text' },
  json: { kind: 'flag' },
  rotate: { kind: 'flag' },
  rolled: { kind: 'flag' },
  timing: { kind: 'flag' },
  csv: { kind: 'text' },
  help: { kind: 'flag' },
};

function parse(argv: string[]) {
  const { values: v, positional } = parseArgs(argv, TABLE);
  if (v.help) return null;
  if (positional.length) throw new ArgError(`unexpected argument ${cut(positional[0])} (try --help)`);
  const circuits: (CircuitId | Circuit)[] = ((v.circuit as string[] | undefined) ?? ['kaldheira']).map(
    circuitArg,
  );
  if (circuits.length !== 1 && circuits.length !== 3)
    throw new ArgError('give one --circuit for a race or three for a Grand Slam');
  const titans: TitanId[] = titansArg((v.titans as string | undefined) ?? 'grinder,slaugg,craken,rassik');
  let bots = ((v.bots as string | undefined) ?? 'greedy').split(',').map((x) => x.trim());
  for (const b of bots)
    if (!isBotLevel(b)) throw new ArgError(`unknown bot "${cut(b)}" (${BOT_LEVELS.join(', ')})`);
  if (bots.length === 1) bots = titans.map(() => bots[0]);
  if (bots.length !== titans.length)
    throw new ArgError(`--bots lists ${bots.length} bots for ${titans.length} Titans`);
  let options: GameOptions | undefined;
  for (const kv of (v.option as string[] | undefined) ?? [])
    options = addOption(options ?? {}, kv, DEFAULT_DECK);
  const teams = v.teams !== undefined ? teamsArg(v.teams as string) : undefined;
  const laps = v.laps as number | undefined;
  const check = createGame({ circuits, titans, laps, options, teams, seed: 1 });
  if (!check.ok) throw new ArgError(check.error.message);
  const csv = (v.csv as string | undefined) ?? null;
  if (csv) checkWritable('--csv', csv);
  const cfg: BatchConfig = {
    circuits,
    titans,
    bots: bots as BotLevel[],
    games: (v.games as number | undefined) ?? 1000,
    seed: (v.seed as number | undefined) ?? 1,
    rotate: !!v.rotate,
    timing: !!v.timing,
  };
  // Turn position is reported apart from the Titans: seats rotate, seat 1 first, unless the bots differ
  // by seat (then each seat keeps its Titan and bot and the first player is rolled) or --rolled.
  if (!v.rolled && new Set(bots).size === 1) cfg.rotateSeats = true;
  if (laps !== undefined) cfg.laps = laps;
  if (options) cfg.options = options;
  if (teams) cfg.teams = teams;
  return { cfg, workers: (v.workers as number | undefined) ?? 1, json: !!v.json, csv };
}

function bar(done: number, total: number, t0: number): string {
  const width = 30;
  const f = total ? done / total : 1;
  const fill = Math.round(f * width);
  const secs = (Date.now() - t0) / 1000;
  return `${process.stderr.isTTY ? '\r' : '\n'}[${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${done}/${total} ${(100 * f).toFixed(0)}% ${secs.toFixed(1)} s`;
}

async function main(): Promise<number> {
  const parsed = parse(process.argv.slice(2));
  if (!parsed) {
    process.stdout.write(HELP);
    return 0;
  }
  const { cfg, workers, json, csv } = parsed;
  const t0 = Date.now();
  let lastDraw = 0;
  let lastDone = 0;
  const tally = await runParallel(cfg, {
    workers,
    onProgress: (done, total) => {
      const t = Date.now();
      // A live bar on a terminal; on a pipe or log file, a line every 10%.
      const due = process.stderr.isTTY
        ? t - lastDraw > 100
        : Math.floor((10 * done) / total) > Math.floor((10 * lastDone) / total);
      lastDone = done;
      if (due || done === total) {
        lastDraw = t;
        process.stderr.write(bar(done, total, t0));
      }
    },
  });
  const secs = (Date.now() - t0) / 1000;
  process.stderr.write(
    `  done: ${cfg.games} games in ${secs.toFixed(1)} s (${Math.round(cfg.games / secs)} games/s)\n`,
  );
  const report = buildReport(
    tally,
    {
      seed: cfg.seed,
      circuits: cfg.circuits.map((c) => (typeof c === 'string' ? c : c.id)),
      bots: cfg.bots,
      rotate: cfg.rotate,
      rotateSeats: cfg.rotateSeats,
    },
    cfg.timing,
  );
  if (csv) writeFileSync(csv, toCSV(report));
  process.stdout.write(
    json ? JSON.stringify(report) + '\n' : formatText(report, batchHeadlineText(report)) + '\n',
  );
  return 0;
}

runCli('sim', main);
