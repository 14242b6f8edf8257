// npm run bench [-- --json] [--games N] [--greedy-games N] [--workers W]: complete games with a uniformly
// random choice among legalActions (4 Titans, each standard circuit in turn), in one process, through the
// public applyAction and again on the search path (applyInPlace), under tsx and again as one esbuild
// bundle in a worker (how the browser and the simulator's workers run the engine); then 4-Titan
// greedy-bot games on Kaldheira, in this process and spread over W worker_threads (default 2) the
// way `npm run sim` runs them. Every in-process figure is steady state: warm-up passes that are not
// counted, then the median of PASSES timed passes over the same games (the worker figure includes the
// workers' start-up and warm-up). Reports figures, never judges.
import { ArgError, cut, parseArgs, runCli } from './parse';
import { performance } from 'node:perf_hooks';
import { legalActions, newGame, type Action, type CircuitId, type GameState } from '../engine';
import { STANDARD_ORDER } from '../engine/circuits';
import { mulberry, playout, type PlayoutResult } from '../engine/search';
import { runRange, type BatchConfig } from '../sim/batch';
import { runParallel } from '../sim/node-pool';
import { workerScript } from '../sim/pool/node';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

interface Figures {
  randomGamesPerSecond: number;
  actionsPerSecond: number;
  games: number;
  actions: number;
  meanActionsPerGame: number;
  meanLegalActionsMicros: number;
  meanApplyActionMicros: number;
  seconds: number;
}

/** A uniformly random legal action. */
function randomAction(s: GameState, rand: () => number): Action {
  const legal = legalActions(s);
  return legal[Math.floor(rand() * legal.length)];
}

/** The actions a playout applied; a legal action refused is an engine fault. */
function played(run: PlayoutResult): number {
  if (run.refused)
    throw new Error(`legal action refused: ${run.refused.error.code} ${run.refused.error.message}`);
  return run.actions;
}

/** Plays `games` random games; with `timed`, also times every legalActions and applyAction call. */
function benchRandom(games: number, seed: number, timed: boolean): Figures {
  const rand = mulberry(seed);
  const titans = ['grinder', 'slaugg', 'craken', 'rassik'] as const;
  let actions = 0;
  let legalTime = 0;
  let applyTime = 0;
  const t0 = performance.now();
  // Timed: legalActions is clocked in the chooser, applyAction from the choice to onAction.
  let a1 = 0;
  const choose = (s: GameState): Action => {
    if (!timed) return randomAction(s, rand);
    const a0 = performance.now();
    const legal = legalActions(s);
    a1 = performance.now();
    legalTime += a1 - a0;
    return legal[Math.floor(rand() * legal.length)];
  };
  const onAction = timed ? () => void (applyTime += performance.now() - a1) : undefined;
  for (let g = 0; g < games; g++) {
    const circuit: CircuitId = STANDARD_ORDER[g % STANDARD_ORDER.length];
    const s = newGame({ circuits: [circuit], titans: [...titans], seed: (seed + g) >>> 0 });
    actions += played(playout(s, choose, { onAction }));
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    randomGamesPerSecond: Math.round(games / seconds),
    actionsPerSecond: Math.round(actions / seconds),
    games,
    actions,
    meanActionsPerGame: Math.round(actions / games),
    meanLegalActionsMicros: timed ? +((legalTime * 1000) / actions).toFixed(2) : 0,
    meanApplyActionMicros: timed ? +((applyTime * 1000) / actions).toFixed(2) : 0,
    seconds: +seconds.toFixed(2),
  };
}

/** Timed passes per in-process figure; the figure is their median (one slow pass, a GC or a neighbour's burst, does not move it). */
const PASSES = 5;

/**
 * Steady state: warm-up passes that are not counted, then the median rate of PASSES timed
 * passes. Measured: after a single warm-up pass of 2,000 random games (or 50 greedy games) the next pass
 * still ran 8–16% more instructions than later ones (callgrind, V8 single-threaded), as the optimizing
 * compiler was still at work — the figure was part warm-up. `pass` plays the same games each time and
 * returns games/s.
 */
function steady(warmups: number, pass: () => number): { median: number; rates: number[] } {
  for (let i = 0; i < warmups; i++) pass();
  const rates: number[] = [];
  for (let i = 0; i < PASSES; i++) rates.push(pass());
  const sorted = rates.slice().sort((a, b) => a - b);
  return { median: sorted[Math.floor(PASSES / 2)], rates };
}

/**
 * The same random games on the search path (apply.ts applyInPlace: the game's state is changed in place,
 * no copy and no events per action), as master's playouts run them. Same games as benchRandom's.
 */
function benchRandomInPlace(games: number, seed: number): { games: number; gamesPerSecond: number } {
  const rand = mulberry(seed);
  const titans = ['grinder', 'slaugg', 'craken', 'rassik'] as const;
  const t0 = performance.now();
  const choose = (s: GameState): Action => randomAction(s, rand);
  for (let g = 0; g < games; g++) {
    const circuit: CircuitId = STANDARD_ORDER[g % STANDARD_ORDER.length];
    const s = newGame({ circuits: [circuit], titans: [...titans], seed: (seed + g) >>> 0 });
    played(playout(s, choose, { inPlace: true }));
  }
  return { games, gamesPerSecond: Math.round(games / ((performance.now() - t0) / 1000)) };
}

interface GreedyFigures {
  /** 4-Titan greedy-bot games on Kaldheira per second, in this process (one thread): the median pass. */
  greedyGamesPerSecond: number;
  /** Each timed pass's rate, in order (the spread shows how steady the machine was). */
  greedyPassRates: number[];
  /** The same spread over worker_threads, as `npm run sim -- --workers W` plays them. */
  greedyGamesPerSecondWorkers: number;
  greedyWorkers: number;
  greedyGames: number;
  greedyWorkerGames: number;
  greedySecondsWorkers: number;
  greedyMeanRounds: number;
}

const greedyConfig = (games: number, seed: number): BatchConfig => ({
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bots: ['greedy', 'greedy', 'greedy', 'greedy'],
  games,
  seed,
});

async function benchGreedy(games: number, workerGames: number, workers: number): Promise<GreedyFigures> {
  let roundsSum = 0;
  let finished = 0;
  const inProcess = steady(2, () => {
    const t0 = performance.now();
    const t = runRange(greedyConfig(games, 777), 0, games);
    roundsSum = t.roundsSum;
    finished = t.finished;
    return games / ((performance.now() - t0) / 1000);
  });
  const t1 = performance.now();
  await runParallel(greedyConfig(workerGames, 778), { workers });
  const s2 = (performance.now() - t1) / 1000;
  return {
    greedyGamesPerSecond: Math.round(inProcess.median),
    greedyPassRates: inProcess.rates.map(Math.round),
    greedyGamesPerSecondWorkers: Math.round(workerGames / s2),
    greedyWorkers: workers,
    greedyGames: games,
    greedyWorkerGames: workerGames,
    greedySecondsWorkers: +s2.toFixed(2),
    greedyMeanRounds: +(roundsSum / Math.max(1, finished)).toFixed(2),
  };
}

interface BundledFigures {
  publicPath: { median: number; rates: number[] };
  inPlace: { median: number; rates: number[] };
  bundled: boolean;
}

/**
 * The same random passes in a worker running this file as one esbuild bundle (src/sim/pool/node.ts
 * `workerScript`): the engine as the browser's bundle and `npm run sim`'s workers run it. Under tsx each
 * module's imports are read through getter functions, which a bundle does not have; the figures above
 * (this process, under tsx) include that cost.
 */
async function benchBundled(games: number): Promise<BundledFigures> {
  const { url, execArgv } = await workerScript(new URL(import.meta.url));
  return new Promise((resolve, reject) => {
    const w = new Worker(url, { execArgv, workerData: { games } });
    w.once('message', (m: Omit<BundledFigures, 'bundled'>) => {
      resolve({ ...m, bundled: execArgv.length === 0 });
      void w.terminate();
    });
    w.once('error', reject);
  });
}

/** The worker's side of benchBundled. */
function bundledPasses(games: number): Omit<BundledFigures, 'bundled'> {
  const publicPath = steady(2, () => benchRandom(games, 12345, false).randomGamesPerSecond);
  const inPlace = steady(2, () => benchRandomInPlace(games, 12345).gamesPerSecond);
  return { publicPath, inPlace };
}

async function main(argv: string[]) {
  const { values: v, positional } = parseArgs(argv, {
    json: { kind: 'flag' },
    games: { kind: 'int', min: 1, max: 100_000_000 },
    'greedy-games': { kind: 'int', min: 1, max: 100_000_000 },
    workers: { kind: 'int', min: 1, max: 64 },
  });
  if (positional.length) throw new ArgError(`unexpected argument ${cut(positional[0])}`);
  const json = !!v.json;
  const games = (v.games as number | undefined) ?? 3000;
  const greedyGames = (v['greedy-games'] as number | undefined) ?? 500;
  const workers = (v.workers as number | undefined) ?? 2;
  // Two warm-up passes each (not counted): the first thousands of games run at about half speed while
  // the JIT settles. Throughput untimed per call (a clock read per call would cost more than the calls),
  // then the means timed in a pass of their own.
  const passes: Figures[] = [];
  const publicPath = steady(2, () => {
    passes.push(benchRandom(games, 12345, false));
    return passes[passes.length - 1].randomGamesPerSecond;
  });
  const f = passes[passes.length - 1]; // the games' counts (the same every pass); its rates are set below
  f.randomGamesPerSecond = Math.round(publicPath.median);
  f.actionsPerSecond = Math.round((publicPath.median * f.actions) / games);
  f.seconds = +(games / publicPath.median).toFixed(2);
  const timed = benchRandom(Math.max(1, Math.round(games / 3)), 777, true);
  f.meanLegalActionsMicros = timed.meanLegalActionsMicros;
  f.meanApplyActionMicros = timed.meanApplyActionMicros;
  const inPlace = steady(2, () => benchRandomInPlace(games, 12345).gamesPerSecond);
  const g = await benchGreedy(greedyGames, greedyGames * 4, workers);
  const b = await benchBundled(games);
  if (json) {
    console.log(
      JSON.stringify({
        ...f,
        randomPassRates: publicPath.rates.map(Math.round),
        randomInPlaceGamesPerSecond: Math.round(inPlace.median),
        randomInPlacePassRates: inPlace.rates.map(Math.round),
        bundledRandomGamesPerSecond: Math.round(b.publicPath.median),
        bundledRandomPassRates: b.publicPath.rates.map(Math.round),
        bundledRandomInPlaceGamesPerSecond: Math.round(b.inPlace.median),
        bundledRandomInPlacePassRates: b.inPlace.rates.map(Math.round),
        bundled: b.bundled,
        ...g,
      }),
    );
    return;
  }
  const spread = (rates: number[]) => `${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))}`;
  console.log(
    `random games:        ${f.games} a pass, ${f.seconds} s (steady state: median of ${PASSES} passes after 2 warm-up passes)`,
  );
  console.log(`games per second:    ${f.randomGamesPerSecond} (passes ${spread(publicPath.rates)})`);
  console.log(`actions per second:  ${f.actionsPerSecond} (${f.meanActionsPerGame} actions per game)`);
  console.log(
    `games per second:    ${Math.round(inPlace.median)} on the search path (applyInPlace: no copy, no events per action; passes ${spread(inPlace.rates)})`,
  );
  console.log(
    `games per second:    ${Math.round(b.publicPath.median)} bundled (${b.bundled ? 'one esbuild bundle in a worker, as the browser and npm run sim --workers run the engine' : 'esbuild missing: tsx in a worker'}; passes ${spread(b.publicPath.rates)}), ${Math.round(b.inPlace.median)} on the search path (passes ${spread(b.inPlace.rates)})`,
  );
  console.log(`legalActions mean:   ${f.meanLegalActionsMicros} µs`);
  console.log(
    `applyAction mean:    ${f.meanApplyActionMicros} µs (timed in a separate pass; clock overhead included)`,
  );
  console.log(
    `greedy games/s:      ${g.greedyGamesPerSecond} in this process (${g.greedyGames} games a pass: 4 greedy bots on Kaldheira, ${g.greedyMeanRounds} rounds; passes ${spread(g.greedyPassRates)})`,
  );
  console.log(
    `greedy games/s:      ${g.greedyGamesPerSecondWorkers} over ${g.greedyWorkers} worker threads (${g.greedyWorkerGames} games in ${g.greedySecondsWorkers} s)`,
  );
}

if (isMainThread) runCli('bench', () => main(process.argv.slice(2)));
else parentPort!.postMessage(bundledPasses((workerData as { games: number }).games));
