// npm run bench [-- --json] [--games N] [--greedy-games N] [--workers W]: complete games with a uniformly
// random choice among the legal actions (4 Titans, each standard circuit in turn) on three paths — the
// public one (legalActions + applyAction), the search path (legalActions + applyInPlace) and the integer
// path (legalMoves + applyMove: move codes, no object per action) — the same games on each, as one esbuild
// bundle in a worker (how the browser and the simulator's workers run the engine: the headline) and again
// under tsx in this process; then 4-Titan greedy-bot games on Kaldheira, in this process and spread over W
// worker_threads (default 2) the way `npm run sim` runs them. Every in-process figure is steady state:
// warm-up passes that are not counted, then the median of PASSES timed passes over the same games (the
// worker figure includes the workers' start-up and warm-up). Each rate is games per second of CPU time
// (process.cpuUsage: what the engine costs, whatever else the machine runs) with the wall-clock rate
// beside it, and the load average is printed. Reports figures, never judges.
import { ArgError, cut, parseArgs, runCli } from './parse';
import { performance } from 'node:perf_hooks';
import { availableParallelism, loadavg } from 'node:os';
import { legalActions, newGame, type Action, type CircuitId, type GameState } from '../engine';
import { STANDARD_ORDER } from '../engine/circuits';
import { applyMove, legalMoves, mulberry, playout, type PlayoutResult } from '../engine/search';
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

/** A pass's rate: games per second of this process's CPU time (user + system) and of wall clock. */
interface Rate {
  cpu: number;
  wall: number;
}

/** Plays `games` games with `run` and times it both ways. */
function rate(games: number, run: () => void): Rate {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  run();
  const wall = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1e6;
  return { cpu: games / Math.max(cpu, 1e-6), wall: games / wall };
}

/** A steady figure: the median CPU and wall rates of the timed passes, and each pass's CPU rate. */
interface Steady {
  median: number;
  wall: number;
  rates: number[];
}

/**
 * Steady state: warm-up passes that are not counted, then the median rate of PASSES timed
 * passes. Measured: after a single warm-up pass of 2,000 random games (or 50 greedy games) the next pass
 * still ran 8–16% more instructions than later ones (callgrind, V8 single-threaded), as the optimizing
 * compiler was still at work — the figure was part warm-up. `pass` plays the same games each time.
 */
function steady(warmups: number, pass: () => Rate): Steady {
  for (let i = 0; i < warmups; i++) pass();
  const rates: Rate[] = [];
  for (let i = 0; i < PASSES; i++) rates.push(pass());
  const mid = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(PASSES / 2)];
  return {
    median: Math.round(mid(rates.map((r) => r.cpu))),
    wall: Math.round(mid(rates.map((r) => r.wall))),
    rates: rates.map((r) => Math.round(r.cpu)),
  };
}

const TITANS = ['grinder', 'slaugg', 'craken', 'rassik'] as const;
const gameOf = (seed: number, g: number): GameState =>
  newGame({
    circuits: [STANDARD_ORDER[g % STANDARD_ORDER.length]],
    titans: [...TITANS],
    seed: (seed + g) >>> 0,
  });

/** Random games on the public path (the chooser reads legalActions, the playout applies by applyAction). */
function passPublic(games: number, seed: number): Rate {
  return rate(games, () => void benchRandom(games, seed, false));
}

/**
 * The same random games on the search path (apply.ts applyInPlace: the game's state is changed in place,
 * no copy and no events per action), as the bots' look-ahead runs them.
 */
function passInPlace(games: number, seed: number): Rate {
  return rate(games, () => {
    const rand = mulberry(seed);
    const choose = (s: GameState): Action => randomAction(s, rand);
    for (let g = 0; g < games; g++) played(playout(gameOf(seed, g), choose, { inPlace: true }));
  });
}

/**
 * The same random games on the integer path: legalMoves lists move codes in legalActions' order into a
 * reused array and applyMove performs one in place — no action object at all. The same choices by index,
 * so the same games.
 */
function passMoves(games: number, seed: number): Rate {
  return rate(games, () => {
    const rand = mulberry(seed);
    const codes: number[] = [];
    for (let g = 0; g < games; g++) {
      const s = gameOf(seed, g);
      for (let n = 0; s.winner < 0 && n < 20000; n++) {
        const error = applyMove(s, codes[Math.floor(rand() * legalMoves(s, codes))]);
        if (error) throw new Error(`legal move refused: ${error.code} ${error.message}`);
      }
    }
  });
}

/** The three random figures (public, search, integer path) in one thread. */
interface RandomFigures {
  publicPath: Steady;
  inPlace: Steady;
  moves: Steady;
}

function randomFigures(games: number): RandomFigures {
  return {
    publicPath: steady(2, () => passPublic(games, 12345)),
    inPlace: steady(2, () => passInPlace(games, 12345)),
    moves: steady(2, () => passMoves(games, 12345)),
  };
}

interface GreedyFigures {
  /** 4-Titan greedy-bot games on Kaldheira per second of CPU time, in this process (one thread): the median pass. */
  greedyGamesPerSecond: number;
  /** The same in wall-clock time. */
  greedyGamesPerSecondWall: number;
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
  const inProcess = steady(2, () =>
    rate(games, () => {
      const t = runRange(greedyConfig(games, 777), 0, games);
      roundsSum = t.roundsSum;
      finished = t.finished;
    }),
  );
  const t1 = performance.now();
  await runParallel(greedyConfig(workerGames, 778), { workers });
  const s2 = (performance.now() - t1) / 1000;
  return {
    greedyGamesPerSecond: inProcess.median,
    greedyGamesPerSecondWall: inProcess.wall,
    greedyPassRates: inProcess.rates,
    greedyGamesPerSecondWorkers: Math.round(workerGames / s2),
    greedyWorkers: workers,
    greedyGames: games,
    greedyWorkerGames: workerGames,
    greedySecondsWorkers: +s2.toFixed(2),
    greedyMeanRounds: +(roundsSum / Math.max(1, finished)).toFixed(2),
  };
}

/**
 * The same random passes in a worker running this file as one esbuild bundle (src/sim/pool/node.ts
 * `workerScript`): the engine as the browser's bundle and `npm run sim`'s workers run it. Under tsx each
 * module's imports are read through getter functions, which a bundle does not have; the in-process
 * figures (this process, under tsx) include that cost. `bundled` is false when esbuild is missing (tsx in
 * the worker then).
 */
async function benchBundled(games: number): Promise<RandomFigures & { bundled: boolean }> {
  const { url, execArgv } = await workerScript(new URL(import.meta.url));
  return new Promise((resolve, reject) => {
    const w = new Worker(url, { execArgv, workerData: { games } });
    w.once('message', (m: RandomFigures) => {
      resolve({ ...m, bundled: execArgv.length === 0 });
      void w.terminate();
    });
    w.once('error', reject);
  });
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
  const load = loadavg()[0];
  // Two warm-up passes each (not counted): the first thousands of games run at about half speed while
  // the JIT settles. Throughput untimed per call (a clock read per call would cost more than the calls),
  // then the means timed in a pass of their own. The bundle first (the headline), alone on its thread.
  const b = await benchBundled(games);
  const t = randomFigures(games);
  const counts = benchRandom(Math.min(games, 600), 12345, false); // the actions per game of these games
  const timed = benchRandom(Math.max(1, Math.round(games / 3)), 777, true);
  const g = await benchGreedy(greedyGames, greedyGames * 4, workers);
  const loadAfter = loadavg()[0];
  if (json) {
    const fig = (x: Steady) => ({ cpu: x.median, wall: x.wall, passes: x.rates });
    console.log(
      JSON.stringify({
        randomGamesPerSecond: b.publicPath.median, // the headline: bundled, public path, CPU time
        games,
        meanActionsPerGame: counts.meanActionsPerGame,
        meanLegalActionsMicros: timed.meanLegalActionsMicros,
        meanApplyActionMicros: timed.meanApplyActionMicros,
        bundled: b.bundled,
        bundledPublic: fig(b.publicPath),
        bundledSearch: fig(b.inPlace),
        bundledMoves: fig(b.moves),
        tsxPublic: fig(t.publicPath),
        tsxSearch: fig(t.inPlace),
        tsxMoves: fig(t.moves),
        loadAverage: [+load.toFixed(2), +loadAfter.toFixed(2)],
        cores: availableParallelism(),
        ...g,
      }),
    );
    return;
  }
  const spread = (rates: number[]) => `${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))}`;
  const row = (x: Steady) => `${x.median} (wall ${x.wall}; passes ${spread(x.rates)})`;
  const where = b.bundled
    ? 'one esbuild bundle in a worker, as the browser and npm run sim run the engine'
    : 'esbuild missing: tsx in a worker';
  console.log(
    `load average:        ${load.toFixed(2)} at the start, ${loadAfter.toFixed(2)} at the end, on ${availableParallelism()} cores`,
  );
  console.log(
    `random games:        ${games} a pass, ${counts.meanActionsPerGame} actions a game; games per second of CPU time, the wall-clock rate in brackets; median of ${PASSES} passes after 2 warm-up passes`,
  );
  console.log(`  bundled (${where}):`);
  console.log(`  public path:       ${row(b.publicPath)}   legalActions + applyAction`);
  console.log(`  search path:       ${row(b.inPlace)}   legalActions + applyInPlace`);
  console.log(`  integer path:      ${row(b.moves)}   legalMoves + applyMove`);
  console.log(`  under tsx, this process:`);
  console.log(`  public path:       ${row(t.publicPath)}`);
  console.log(`  search path:       ${row(t.inPlace)}`);
  console.log(`  integer path:      ${row(t.moves)}`);
  console.log(`legalActions mean:   ${timed.meanLegalActionsMicros} µs (tsx)`);
  console.log(
    `applyAction mean:    ${timed.meanApplyActionMicros} µs (tsx; timed in a separate pass; clock overhead included)`,
  );
  console.log(
    `greedy games/s:      ${g.greedyGamesPerSecond} (wall ${g.greedyGamesPerSecondWall}) in this process under tsx (${g.greedyGames} games a pass: 4 greedy bots on Kaldheira, ${g.greedyMeanRounds} rounds; passes ${spread(g.greedyPassRates)})`,
  );
  console.log(
    `greedy games/s:      ${g.greedyGamesPerSecondWorkers} wall clock over ${g.greedyWorkers} worker threads (${g.greedyWorkerGames} games in ${g.greedySecondsWorkers} s)`,
  );
}

if (isMainThread) runCli('bench', () => main(process.argv.slice(2)));
else parentPort!.postMessage(randomFigures((workerData as { games: number }).games));
