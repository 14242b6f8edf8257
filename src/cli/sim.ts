// npm run sim -- --circuit <id|file.json> [--circuit … ×3 for Grand Slam] --titans a,b,c,d
//                --bots greedy,random,… --games N --seed S [--workers W] [--json] [--rotate] [--laps L]
//                [--timing] [--csv FILE]
// Plays N games headless over worker_threads and reports wins per Titan and per seat (95% Wilson CIs),
// game length, knock-outs, Life lost by cause, cards, and per-space figures. Progress on stderr.
// Same seed and game count → same report (for any worker count).
import { readFileSync, writeFileSync } from 'node:fs';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '../bots/types';
import { createGame } from '../engine';
import { CIRCUIT_IDS, TITAN_IDS, type Circuit, type CircuitId, type TitanId } from '../engine/types';
import type { BatchConfig } from '../sim/batch';
import { runParallel } from '../sim/node-pool';
import { buildReport, formatText, toCSV } from '../sim/report';

function fail(msg: string): never {
  process.stderr.write(`sim: ${msg}\n`);
  process.exit(2);
}

function parse(argv: string[]) {
  const circuits: (CircuitId | Circuit)[] = [];
  let titans: TitanId[] = ['grinder', 'slaugg', 'craken', 'rassik'];
  let bots: BotLevel[] | null = null;
  let games = 1000;
  let seed = 1;
  let workers = 1;
  let json = false;
  let rotate = false;
  let timing = false;
  let laps: number | undefined;
  let csv: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      const v = argv[++i];
      if (v === undefined) fail(`${a} needs a value`);
      return v;
    };
    switch (a) {
      case '--circuit': {
        const v = val();
        if ((CIRCUIT_IDS as readonly string[]).includes(v)) circuits.push(v as CircuitId);
        else {
          let text: string;
          try {
            text = readFileSync(v, 'utf8');
          } catch {
            fail(`--circuit ${v}: not a standard circuit (${CIRCUIT_IDS.join(', ')}) and no such file`);
          }
          try {
            circuits.push(JSON.parse(text) as Circuit);
          } catch (e) {
            fail(`--circuit ${v}: not valid JSON (${(e as Error).message})`);
          }
        }
        break;
      }
      case '--titans':
        titans = val()
          .split(',')
          .map((x) => x.trim()) as TitanId[];
        for (const t of titans)
          if (!TITAN_IDS.includes(t)) fail(`unknown Titan "${t}" (${TITAN_IDS.join(', ')})`);
        break;
      case '--bots': {
        const list = val()
          .split(',')
          .map((x) => x.trim());
        for (const b of list) if (!isBotLevel(b)) fail(`unknown bot "${b}" (${BOT_LEVELS.join(', ')})`);
        bots = list as BotLevel[];
        break;
      }
      case '--games':
        games = Number(val());
        if (!Number.isInteger(games) || games < 1) fail('--games must be a positive integer');
        break;
      case '--seed':
        seed = Number(val()) >>> 0;
        break;
      case '--workers':
        workers = Number(val());
        if (!Number.isInteger(workers) || workers < 1) fail('--workers must be a positive integer');
        break;
      case '--laps':
        laps = Number(val());
        break;
      case '--json':
        json = true;
        break;
      case '--rotate':
        rotate = true;
        break;
      case '--timing':
        timing = true;
        break;
      case '--csv':
        csv = val();
        break;
      case '--help':
      case '-h':
        process.stdout.write(
          'npm run sim -- --circuit <id|file.json> [--circuit … ×3] --titans a,b,c,d --bots greedy,random,… --games N --seed S [--workers W] [--json] [--rotate] [--laps L] [--timing] [--csv FILE]\n',
        );
        process.exit(0);
      // eslint-disable-next-line no-fallthrough
      default:
        fail(`unknown option ${a} (try --help)`);
    }
  }
  if (circuits.length === 0) circuits.push('kaldheira');
  if (circuits.length !== 1 && circuits.length !== 3)
    fail('give one --circuit for a race or three for a Grand Slam');
  if (!bots) bots = titans.map(() => 'greedy' as BotLevel);
  if (bots.length === 1) bots = titans.map(() => bots![0]);
  if (bots.length !== titans.length) fail(`--bots lists ${bots.length} bots for ${titans.length} Titans`);
  const check = createGame({ circuits, titans, laps, seed: 1 });
  if (!check.ok) fail(check.error.message);
  const cfg: BatchConfig = { circuits, titans, bots, games, seed, rotate, timing };
  if (laps !== undefined) cfg.laps = laps;
  return { cfg, workers, json, csv };
}

function bar(done: number, total: number, t0: number): string {
  const width = 30;
  const f = total ? done / total : 1;
  const fill = Math.round(f * width);
  const secs = (Date.now() - t0) / 1000;
  return `${process.stderr.isTTY ? '\r' : '\n'}[${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${done}/${total} ${(100 * f).toFixed(0)}% ${secs.toFixed(1)} s`;
}

async function main() {
  const { cfg, workers, json, csv } = parse(process.argv.slice(2));
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
    },
    cfg.timing,
  );
  if (csv) writeFileSync(csv, toCSV(report));
  process.stdout.write(json ? JSON.stringify(report) + '\n' : formatText(report) + '\n');
}

main().catch((e) => {
  process.stderr.write(`\nsim: ${(e as Error).stack ?? e}\n`);
  process.exit(1);
});
