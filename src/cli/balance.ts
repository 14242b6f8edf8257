// npm run balance -- --circuit ID|FILE --titans a,b,c,d --bots LEVEL[,…] --games N --seed S [--laps L]
//                    [--option k=v …] [--teams a+b,c+d] [--workers W] [--json] [--csv FILE] [--from report.json]
//                    [--sweep key=v1,v2,…]
// The balance report (src/sim/balance.ts; docs/lab.md): win rate per Titan and per turn position with
// seats rotated, the value of each ability and card by restricted play, tension, bot levels. Progress on
// stderr. Same configuration → same report, for any worker count.
import { writeFileSync } from 'node:fs';
import { BOT_LEVELS } from '../bots/types';
import { RULES_VERSION } from '../engine/types';
import { SAVE_FORMAT, SAVE_VERSION } from '../store/saveFile';
import {
  balanceJobs,
  blockSize,
  buildBalanceReport,
  freeGameActions,
  roundGames,
  type BalanceConfig,
  type BalancePart,
  type BalanceReport,
  type BalanceRun,
} from '../sim/balance';
import { balanceCSV, formatBalanceText } from '../sim/balance-format';
import { addChange } from '../sim/change';
import { compareRuns, formatComparison } from '../sim/compare';
import { runBalanceParallel } from '../sim/balance-pool';
import { crossCheckOf, crossConfig } from '../sim/crosscheck';
import { sliceOf } from '../sim/slices';
import { MIN_EXPECTED_WINS } from '../sim/verdict-headline';
import { sweepArgText, sweepConfig, sweepCSV, sweepDiffTable, sweepTable, SWEEP_KEYS } from '../sim/sweep';
import { OPTION_HELP } from './args';
import { parseBalanceArgs } from './balance-args';
import { runCli } from './parse';

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
                      verdict beside this one, marking where they agree
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
  --parent ID|FILE    the circuit this one was copied from (default: the circuit file's "parent", a
                      standard id or an inline circuit); it is played too on the same games (free
                      play) and the verdict opens with what the change did
  --range FIRST..LAST play only games FIRST to LAST (0-based) of the run and write them with --out as a
                      slice; npm run merge-reports SLICES… --out FILE joins slices into the report
                      one run gives, byte for byte (docs/lab.md, "Runs that outgrow one machine")
  --help              this text

${OPTION_HELP}

Example: npm run balance -- --circuit kaldheira --titans grinder,slaugg,craken,rassik --bots greedy \\
           --games 2000 --seed 1 --workers 2
`;

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(HELP);
    return 0;
  }
  const p = parseBalanceArgs(argv);
  const { cfg } = p;
  if (p.range) {
    // A slice: only games first..last, written raw for npm run merge-reports.
    const [first, last] = p.range;
    const jobs = balanceJobs(cfg).length;
    process.stderr.write(`balance: slice ${first}..${last} of ${cfg.games} games × ${jobs} batches\n`);
    const parts: BalancePart[] = [];
    await runBalanceParallel(cfg, {
      workers: p.workers,
      range: [first, last + 1],
      onPart: (x) => parts.push(x),
    });
    writeFileSync(p.out!, JSON.stringify(sliceOf(cfg, p.range, parts)) + '\n');
    process.stderr.write(`balance: slice written to ${p.out}\n`);
    return 0;
  }
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
    return 0;
  }
  const points = p.sweep
    ? p.sweep.values.map((v) => sweptConfig(cfg, p.sweep!.key, v))
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
    return 0;
  }
  if (p.sweep) {
    process.stderr.write(`  sweep done in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    // Every value against the first on the same games: B − A with paired intervals.
    const labels = p.sweep.values.map((v) => `${p.sweep!.key}=${v}`);
    const paired = runs.slice(1).map((r, i) => compareRuns(runs[0], r, [labels[0], labels[i + 1]]));
    const whole = { kind: 'titan-race-balance-sweep', sweep: p.sweep, reports, paired };
    if (p.csv) writeFileSync(p.csv, sweepCSV(p.sweep, reports));
    if (p.out) writeFileSync(p.out, JSON.stringify(whole, null, 2) + '\n');
    process.stdout.write(
      p.json
        ? JSON.stringify(whole) + '\n'
        : `${sweepTable(p.sweep, reports)}\n\n${sweepDiffTable(p.sweep, paired)}\n`,
    );
    return 0;
  }
  const report = reports[0];
  if (p.parent) {
    // The change first: the parent circuit on the same games, free play.
    process.stderr.write(`parent: ${runs[0].cfg.games} free games on ${p.parent.name}\n`);
    await addChange(report, runs[0], p.parent, (pc) => runBalanceParallel(pc, { workers: p.workers }));
  }
  if (p.cross) {
    // The second family on the same games (rounded to whole rotations), free games only.
    const c2 = crossConfig(cfg, p.cross.level, roundGames(cfg, p.cross.games ?? cfg.games));
    process.stderr.write(`cross-check: ${c2.games} free games with ${p.cross.level} bots\n`);
    const second = buildBalanceReport(await runBalanceParallel(c2, { workers: p.workers }));
    report.crossCheck = crossCheckOf(report, second);
    const n = cfg.titans.length;
    if (second.played / n < MIN_EXPECTED_WINS)
      process.stderr.write(
        `cross-check: warning: ${second.played} games are too few to judge (fewer than ${MIN_EXPECTED_WINS} expected wins per Titan); run at least ${MIN_EXPECTED_WINS * n}\n`,
      );
  }
  if (p.csv) writeFileSync(p.csv, balanceCSV(report));
  if (p.out) writeFileSync(p.out, JSON.stringify(report, null, 2) + '\n');
  process.stdout.write(p.json ? JSON.stringify(report) + '\n' : formatBalanceText(report) + '\n');
  return 0;
}

runCli('balance', main);

/** A swept configuration the arguments already checked (balance-args.ts): a refusal here is a bug. */
function sweptConfig(cfg: BalanceConfig, key: string, value: number): BalanceConfig {
  const c = sweepConfig(cfg, key, value);
  if (!c.ok) throw new Error(sweepArgText(c.error));
  return c.config;
}
