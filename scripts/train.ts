// npm run train [-- --games N --heldout N --seed S --hidden H --epochs E --bot greedy|expert|flat
// --kaldheira P --workers W --label-worlds W --soft X --td L --out FILE]: master's learned evaluation, from
// scratch. Plays N games of greedy (or expert, or master's flat search) bots (seeded; a share P on the
// ladder's Kaldheira setup), W worker threads splitting the games (the data do not depend on W), samples
// positions along them, fits the model (src/bots/eval/train.ts) and writes the weights file (src/bots/eval/weights.json by
// default); then prints its figures on held-out games (other seeds): log-loss against a uniform guess,
// how often the favourite won, and the calibration table. The same options give the same file.
// --label-worlds W gives every kept position the search's own value (src/bots/eval/searchValue.ts: each
// Titan's chance after master's best candidate, over W worlds), and --soft X fits to X · that value +
// (1 − X) · the outcome: Expert Iteration's value targets (docs/lab.md, issue 35's eleventh pass).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import {
  DEFAULT_FIT,
  figures,
  fit,
  tdTargets,
  joinDatasets,
  type Dataset,
  type Figures,
  type PlayOptions,
} from '../src/bots/eval/train';
import { checkModel, type Model } from '../src/bots/eval/model';
import { workerScript } from '../src/sim/pool/node';
import { checkFlags } from './args';

const args = process.argv.slice(2);
const HELP = `npm run train [-- options]

Fits master's learned evaluation from scratch: plays seeded games, samples positions along them, fits
the model and writes the weights file, then prints its figures on held-out games (log-loss, how often
the favourite won, calibration). The same options give the same file.

  --games N           games played for training (default 20000)
  --heldout N         held-out games, other seeds (default 3000)
  --seed S            seed of the games and of the fit (default 1)
  --bot B             who plays the games: greedy, expert, flat (master's flat search) or master (master
                      in one seat, rotating, experts in the others: the ladder's games); default greedy
  --sample P          share of positions kept along a game (default 0.1)
  --kaldheira P       share of games on the ladder's Kaldheira setup (default 0)
  --hidden H          hidden units of the model (default ${DEFAULT_FIT.hidden})
  --epochs E          passes over the data (default ${DEFAULT_FIT.epochs})
  --l2 X              weight decay (default ${DEFAULT_FIT.l2})
  --rate X            Adam's step size (default ${DEFAULT_FIT.rate}; smaller when fine-tuning with --init)
  --workers W         worker threads splitting the games (default 1); the data do not depend on it
  --data FILE         keep the played positions: read FILE if it exists, else play and write it
  --join FILE,…       add those --data files' training positions to this run's (their held-out games unused)
  --label-worlds W    label every kept position with the search's value (src/bots/eval/searchValue.ts):
                      master's default search on W shared worlds, every Titan's chance after its best
                      candidate (default 0: none; kept in --data files)
  --soft X            fit to X · search value + (1 − X) · outcome (needs labelled data; default 0)
  --td L              after the outcome fit, refit to TD(λ) targets with λ = L (src/bots/eval/train.ts
                      tdTargets: each position's λ-return from the model's own later chances); default: none
  --td-rounds K       how many times the TD targets are recomputed and refitted (default 3), each for
                      --td-epochs passes (default 3) from the last fit's weights
  --init FILE         start the fit from that weights file (fine-tuning)
  --compare FILE      also print that weights file's figures on the same held-out games
  --out FILE          the weights file written (default src/bots/eval/weights.json)
  --help              this text

Example: npm run train -- --bot expert --games 1000 --heldout 200 --kaldheira 0.25 --workers 2 --out /tmp/w.json
`;
// An unknown or valueless flag is refused before a game is played (a misspelt --label-worlds once
// meant an unlabelled run of hundreds of games).
checkFlags(
  [
    'games',
    'heldout',
    'seed',
    'bot',
    'sample',
    'kaldheira',
    'hidden',
    'epochs',
    'l2',
    'rate',
    'workers',
  ].concat([
    'data',
    'join',
    'label-worlds',
    'soft',
    'td',
    'td-rounds',
    'td-epochs',
    'init',
    'compare',
    'out',
  ]),
  HELP,
);
function opt(name: string, dflt: number): number {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return dflt;
  const v = Number(args[i + 1]);
  if (!Number.isFinite(v) || v < 0) {
    console.error(`--${name} needs a number (got ${args[i + 1]})`);
    process.exit(2);
  }
  return v;
}
const outIdx = args.indexOf('--out');
const out =
  outIdx >= 0 ? args[outIdx + 1] : new URL('../src/bots/eval/weights.json', import.meta.url).pathname;

const games = opt('games', 20000);
const heldout = opt('heldout', 3000);
const seed = opt('seed', 1);
const sample = opt('sample', 0.1);
const kaldheira = opt('kaldheira', 0);
const workers = Math.max(1, Math.round(opt('workers', 1)));
const botIdx = args.indexOf('--bot');
const bot = botIdx >= 0 ? args[botIdx + 1] : 'greedy';
if (bot !== 'greedy' && bot !== 'expert' && bot !== 'flat' && bot !== 'master') {
  console.error(`--bot is greedy, expert, flat or master (got ${bot})`);
  process.exit(2);
}
const fitOpts = {
  ...DEFAULT_FIT,
  seed,
  hidden: opt('hidden', DEFAULT_FIT.hidden),
  epochs: opt('epochs', DEFAULT_FIT.epochs),
  l2: opt('l2', DEFAULT_FIT.l2),
  rate: opt('rate', DEFAULT_FIT.rate),
  soft: opt('soft', 0),
};
const labelWorlds = Math.round(opt('label-worlds', 0));
if (fitOpts.soft > 1) {
  console.error('--soft is a share between 0 and 1');
  process.exit(2);
}

type Slice = Omit<PlayOptions, 'bot' | 'label'> & { bot: string; labelWorlds: number };

/** Plays the games in `workers` worker threads, each a consecutive slice; joined in order. */
async function play(o: Slice): Promise<Dataset> {
  const { url, execArgv } = await workerScript(new URL('./train-worker.ts', import.meta.url));
  const per = Math.ceil(o.games / workers);
  const slices: Promise<Dataset>[] = [];
  for (let w = 0; w < workers; w++) {
    const from = w * per;
    const n = Math.min(per, o.games - from);
    if (n <= 0) break;
    slices.push(
      new Promise((resolve, reject) => {
        const t = new Worker(url, { execArgv, workerData: { ...o, from, games: n } });
        t.once('message', (d: Dataset) => {
          resolve(d);
          void t.terminate();
        });
        t.once('error', reject);
      }),
    );
  }
  return joinDatasets(await Promise.all(slices));
}

// --data FILE keeps the played games' positions (read if the file is there, else written): expert's
// games cost about a second each, and several fits may want the same data.
const dataIdx = args.indexOf('--data');
const dataFile = dataIdx >= 0 ? args[dataIdx + 1] : null;
function readModel(file: string): Model {
  return checkModel(JSON.parse(readFileSync(file, 'utf8')) as Model);
}

const t0 = performance.now();
let train: Dataset;
let test: Dataset;
if (dataFile && existsSync(dataFile)) {
  [train, test] = deserialize(readFileSync(dataFile)) as [Dataset, Dataset];
} else {
  train = await play({ games, seed, sample, bot, kaldheira, labelWorlds });
  test = await play({ games: heldout, seed: seed + 1_000_000, sample, bot, kaldheira, labelWorlds });
  if (dataFile) writeFileSync(dataFile, serialize([train, test]));
}
if (fitOpts.soft > 0 && !train.soft) {
  console.error(
    `--soft needs positions labelled with --label-worlds${dataFile ? ` (${dataFile} has none)` : ''}`,
  );
  process.exit(2);
}
const t1 = performance.now();
console.log(
  `games: ${games} for training (${train.positions} positions), ${heldout} held out (${test.positions}); ${((t1 - t0) / 1000).toFixed(1)} s`,
);
// --join FILE,…: more training positions kept by other runs (--data), e.g. expert games beside master's.
const joinIdx = args.indexOf('--join');
const joined = joinIdx >= 0 ? args[joinIdx + 1].split(',') : [];
if (joined.length > 0) {
  const more = joined.map((f) => (deserialize(readFileSync(f)) as [Dataset, Dataset])[0]);
  train = joinDatasets([train, ...more]);
  console.log(`joined ${joined.join(', ')}: ${train.positions} training positions`);
}
// --init FILE: start from that weights file (fine-tuning, e.g. the greedy-trained weights on expert games).
const initIdx = args.indexOf('--init');
const init = initIdx >= 0 ? readModel(args[initIdx + 1]) : undefined;
let model = fit(train, fitOpts, init);
// --td L: TD(λ) — refit to the λ-returns of the model's own later judgements, K rounds (each round's
// targets come from the last round's model), every round's held-out log-loss printed.
const tdIdx = args.indexOf('--td');
const td = tdIdx >= 0 ? opt('td', 1) : -1;
if (td > 1) {
  console.error('--td is λ, between 0 and 1');
  process.exit(2);
}
const tdRounds = Math.round(opt('td-rounds', 3));
const tdEpochs = Math.round(opt('td-epochs', 3));
if (td >= 0) {
  const f0 = figures(model, test);
  console.log(
    `before TD: held-out log-loss ${f0.logLoss.toFixed(4)}, favourite won ${(100 * f0.favouriteWon).toFixed(1)}%`,
  );
  for (let k = 0; k < tdRounds; k++) {
    const soft = tdTargets(model, train, td);
    model = fit({ ...train, soft }, { ...fitOpts, soft: 1, epochs: tdEpochs }, model);
    const f = figures(model, test);
    console.log(
      `TD(${td}) round ${k + 1}: held-out log-loss ${f.logLoss.toFixed(4)}, favourite won ${(100 * f.favouriteWon).toFixed(1)}%`,
    );
  }
}
const t2 = performance.now();
console.log(
  `fitted: ${fitOpts.hidden} hidden units, ${fitOpts.epochs} epochs; ${((t2 - t1) / 1000).toFixed(1)} s`,
);

function show(name: string, f: Figures): void {
  console.log(
    `${name}: log-loss ${f.logLoss.toFixed(4)} (uniform guess ${f.uniformLogLoss.toFixed(4)}), favourite won ${(100 * f.favouriteWon).toFixed(1)}% of ${f.positions} positions` +
      (f.softLoss !== undefined ? `; against the search's values ${f.softLoss.toFixed(4)}` : ''),
  );
}
function calibration(f: Figures): void {
  console.log('calibration on held-out games (predicted chance → observed win rate):');
  for (let b = 0; b < 10; b++) {
    const x = f.bins[b];
    if (x.count === 0) continue;
    console.log(
      `  ${(b * 10).toString().padStart(3)}–${((b + 1) * 10).toString().padStart(3)}%: ${x.count.toString().padStart(7)} Titan-positions, predicted ${(100 * x.predicted).toFixed(1).padStart(5)}%, observed ${(100 * x.observed).toFixed(1).padStart(5)}%`,
    );
  }
}
const onTrain = figures(model, train);
const onTest = figures(model, test);
show('training games', onTrain);
show('held-out games', onTest);
calibration(onTest);
// --compare FILE: another weights file's figures on the same held-out games (e.g. the greedy-trained
// weights on held-out games of experts).
const cmpIdx = args.indexOf('--compare');
if (cmpIdx >= 0) {
  const other = readModel(args[cmpIdx + 1]);
  const f = figures(other, test);
  show(`${args[cmpIdx + 1]} on the held-out games`, f);
  calibration(f);
}
const round = (v: number) => +v.toFixed(4);
writeFileSync(
  out,
  JSON.stringify(
    {
      ...model,
      trainedWith: {
        bot,
        games,
        heldout,
        sample,
        kaldheira,
        ...(labelWorlds > 0 ? { labelWorlds } : {}),
        ...fitOpts,
        ...(initIdx >= 0 ? { init: args[initIdx + 1] } : {}),
        ...(td >= 0 ? { td, tdRounds, tdEpochs } : {}),
        ...(joined.length > 0 ? { joined } : {}),
      },
      heldOut: {
        logLoss: round(onTest.logLoss),
        uniformLogLoss: round(onTest.uniformLogLoss),
        favouriteWon: round(onTest.favouriteWon),
        ...(onTest.softLoss !== undefined ? { softLoss: round(onTest.softLoss) } : {}),
      },
    },
    null,
    1,
  ) + '\n',
);
console.log(`wrote ${out}`);
