// Where a random game's time goes on the public path (docs/engine.md, "The public path, fourth round"):
// legalActions and applyAction timed by the type of the action chosen, the listings with the die unplayed
// by its face, and the 'after' targets' own cost (a prediction, afterTargets, a simulation on a copy) on
// states met in those games, each repeated while hot. Bundle it as pair.sh does (esbuild) for the figures
// the bench would see: `npx esbuild scripts/profile/where.ts --bundle --platform=node --format=esm
// --outfile=/tmp/where.mjs && node /tmp/where.mjs`. Each timed call carries ~80 ns of clock; CPU time for
// the repeated calls.
import { performance } from 'node:perf_hooks';
import {
  applyAction,
  legalActions,
  newGame,
  type CircuitId,
  type Dir,
  type Face,
  type GameState,
} from '../../src/engine';
import { afterTargets, simulatedAfterTargets } from '../../src/engine/after';
import { STANDARD_ORDER } from '../../src/engine/circuits';
import { FACE_PATHS } from '../../src/engine/data';
import { mulberry, predictPlainMove } from '../../src/engine/search';

const TITANS = ['grinder', 'slaugg', 'craken', 'rassik'] as const;

interface Tally {
  n: number;
  list: number;
  apply: number;
  len: number;
}
const tally = (m: Map<string, Tally>, k: string): Tally => {
  let t = m.get(k);
  if (!t) m.set(k, (t = { n: 0, list: 0, apply: 0, len: 0 }));
  return t;
};

/** Random games from `seed`; with `keep`, the red/green/purple listings' states and paths are kept. */
function play(games: number, seed: number, keep?: [GameState, 'red' | 'green', Dir[]][]) {
  const rand = mulberry(seed);
  const byType = new Map<string, Tally>();
  const byFace = new Map<string, Tally>();
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const circuit = STANDARD_ORDER[g % STANDARD_ORDER.length] as CircuitId;
    let s: GameState = newGame({ circuits: [circuit], titans: [...TITANS], seed: (seed + g) >>> 0 });
    while (s.winner < 0) {
      const t0 = performance.now();
      const legal = legalActions(s);
      const t1 = performance.now();
      const a = legal[Math.floor(rand() * legal.length)];
      const r = applyAction(s, a);
      const t2 = performance.now();
      if (!r.ok) throw new Error(r.error.code);
      const bt = tally(byType, a.type);
      bt.n++;
      bt.list += t1 - t0;
      bt.apply += t2 - t1;
      if (!s.pending && s.turn.phase === 'main' && !s.turn.dieDone && !s.turn.over) {
        const die = s.titans[s.active].die as Face;
        const bf = tally(byFace, die);
        bf.n++;
        bf.list += t1 - t0;
        bf.len += legal.length;
        if (keep)
          for (const f of ['red', 'green'] as const)
            if (die === f || die === 'purple') for (const p of FACE_PATHS[f]) keep.push([s, f, p as Dir[]]);
      }
      s = r.state;
      actions++;
    }
  }
  return { byType, byFace, actions };
}

const ns = (ms: number, n: number) => ((ms / n) * 1e6).toFixed(0).padStart(5);
play(1500, 1);
const { byType, byFace, actions } = play(2000, 1000);
let total = 0;
for (const t of byType.values()) total += t.list + t.apply;
let listings = 0;
for (const t of byType.values()) listings += t.n;
console.log('by the action chosen: share of actions, legalActions ns, applyAction ns, share of the time');
for (const [k, t] of [...byType].sort((x, y) => y[1].list + y[1].apply - x[1].list - x[1].apply))
  console.log(
    `  ${k.padEnd(13)} ${((100 * t.n) / actions).toFixed(1).padStart(5)}% ${ns(t.list, t.n)} ${ns(t.apply, t.n)}` +
      ` ${((100 * (t.list + t.apply)) / total).toFixed(1).padStart(5)}%`,
  );
console.log('listings with the die unplayed, by face: share of listings, ns, actions listed');
for (const [k, t] of byFace)
  console.log(
    `  ${k.padEnd(8)} ${((100 * t.n) / listings).toFixed(1).padStart(5)}% ${ns(t.list, t.n)} ${(t.len / t.n).toFixed(1)}`,
  );

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e3;
};
// The states are kept only now: kept during the timed games, they would change what the collector does.
const kept: [GameState, 'red' | 'green', Dir[]][] = [];
play(300, 77, kept);
const simulated = kept.filter(([s, , p]) => !predictPlainMove(s, p));
const scratch = [0, 0, 0];
const R = 10;
const med = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1].toFixed(0);
const runs = { predict: [] as number[], after: [] as number[], simulate: [] as number[] };
for (let rep = 0; rep < 5; rep++) {
  let t0 = cpu();
  for (const [s, , p] of kept) for (let k = 0; k < R; k++) predictPlainMove(s, p);
  runs.predict.push(((cpu() - t0) / (R * kept.length)) * 1e6);
  t0 = cpu();
  for (const [s, f, p] of kept) for (let k = 0; k < R; k++) afterTargets(s, f, p, scratch);
  runs.after.push(((cpu() - t0) / (R * kept.length)) * 1e6);
  t0 = cpu();
  for (const [s, f, p] of simulated) for (let k = 0; k < R; k++) simulatedAfterTargets(s, f, p, scratch);
  runs.simulate.push(((cpu() - t0) / (R * simulated.length)) * 1e6);
}
console.log(
  `'after' targets of ${kept.length} red/green paths (${simulated.length} simulated), ns of CPU while hot: ` +
    `prediction ${med(runs.predict)}, afterTargets ${med(runs.after)}, simulation ${med(runs.simulate)}`,
);
