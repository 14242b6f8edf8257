// npm run train [-- --games N --heldout N --seed S --hidden H --epochs E --out FILE]: master's learned
// evaluation, from scratch. Plays N games of greedy bots (seeded), samples positions along them, fits
// the model (src/bots/eval/train.ts) and writes the weights file (src/bots/eval/weights.json by
// default); then prints its figures on held-out games (other seeds): log-loss against a uniform guess,
// how often the favourite won, and the calibration table. The same options give the same file.
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DEFAULT_FIT, figures, fit, playGames, type Figures } from '../src/bots/eval/train';

const args = process.argv.slice(2);
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
const fitOpts = {
  ...DEFAULT_FIT,
  seed,
  hidden: opt('hidden', DEFAULT_FIT.hidden),
  epochs: opt('epochs', DEFAULT_FIT.epochs),
};

const t0 = performance.now();
const train = playGames({ games, seed, sample });
const test = playGames({ games: heldout, seed: seed + 1_000_000, sample });
const t1 = performance.now();
console.log(
  `games: ${games} for training (${train.positions} positions), ${heldout} held out (${test.positions}); ${((t1 - t0) / 1000).toFixed(1)} s`,
);
const model = fit(train, fitOpts);
const t2 = performance.now();
console.log(
  `fitted: ${fitOpts.hidden} hidden units, ${fitOpts.epochs} epochs; ${((t2 - t1) / 1000).toFixed(1)} s`,
);

function show(name: string, f: Figures): void {
  console.log(
    `${name}: log-loss ${f.logLoss.toFixed(4)} (uniform guess ${f.uniformLogLoss.toFixed(4)}), favourite won ${(100 * f.favouriteWon).toFixed(1)}% of ${f.positions} positions`,
  );
}
const onTrain = figures(model, train);
const onTest = figures(model, test);
show('training games', onTrain);
show('held-out games', onTest);
console.log('calibration on held-out games (predicted chance → observed win rate):');
for (let b = 0; b < 10; b++) {
  const x = onTest.bins[b];
  if (x.count === 0) continue;
  console.log(
    `  ${(b * 10).toString().padStart(3)}–${((b + 1) * 10).toString().padStart(3)}%: ${x.count.toString().padStart(7)} Titan-positions, predicted ${(100 * x.predicted).toFixed(1).padStart(5)}%, observed ${(100 * x.observed).toFixed(1).padStart(5)}%`,
  );
}
const round = (v: number) => +v.toFixed(4);
writeFileSync(
  out,
  JSON.stringify(
    {
      ...model,
      trainedWith: { games, heldout, sample, ...fitOpts },
      heldOut: {
        logLoss: round(onTest.logLoss),
        uniformLogLoss: round(onTest.uniformLogLoss),
        favouriteWon: round(onTest.favouriteWon),
      },
    },
    null,
    1,
  ) + '\n',
);
console.log(`wrote ${out}`);
