// How well a cheap flat search chooses, measured against the same search with many more worlds, on fixed
// positions (far less noise per CPU second than games: 400 games leave a ±4.7-point interval).
// Positions: the decisions of one seat (rotated) in expert games on the ladder's setup (Kaldheira, four
// Titans), every `--every`-th searched one. The reference scores every candidate on `--ref` worlds
// (flatValues); a variant's regret at a position is the reference's best mean minus the reference's
// mean of the variant's choice (its chance to win given away, by the reference's reckoning), and its CPU
// time is process.cpuUsage. Both use the position's own seed, so they see the same first world and the
// same candidates. The reference's means are cached in --cache (JSON) for the next variant.
//
//   npx esbuild scripts/profile/regret.ts --bundle --platform=node --format=esm --outfile=/tmp/regret.mjs
//   node /tmp/regret.mjs --games 20 --every 4 --ref 300 --base 'rolloutPolicy=lookahead+lookUntil=turn' \
//     --variants 'flatWorlds=22,flatWorlds=60+raceFrom=8+z=2'
// A variant is `key=value+…` over MasterOptions on top of --base and of the flat search scored by the
// evaluation fitted to expert games (`search=flat+rollout=next+weights=expert`). Prints figures only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { applyAction, deciderSeat, newGame, type GameState } from '../../src/engine';
import { makeExpert } from '../../src/bots/expert';
import { forcedAction } from '../../src/bots/forced';
import { decisionKind } from '../../src/bots/lookahead';
import {
  DEFAULT_MASTER,
  actionKey,
  flatOptions,
  masterChoose,
  type MasterOptions,
} from '../../src/bots/master';
import { flatValues } from '../../src/bots/flatSearch';
import { mulberry } from '../../src/engine/search';
import { batchSetup, gameSeed } from '../../src/sim/batch';
import { checkFlags, flag as arg, ladderSetup, specOptions } from '../args';

checkFlags(
  ['games', 'every', 'ref', 'seed', 'base', 'variants', 'cache'],
  'node regret.mjs [--games N (20)] [--every K (4)] [--ref WORLDS (300)] [--seed S (2026)] [--base SPEC]\n' +
    '                [--variants SPEC,…] [--cache FILE]\nWhat each means: the comment at the top of scripts/profile/regret.ts.',
);

const games = Number(arg('games', '20'));
const every = Number(arg('every', '4'));
const refWorlds = Number(arg('ref', '300'));
const seed = Number(arg('seed', '2026'));
const base = arg('base', 'rolloutPolicy=lookahead+lookUntil=turn');
const variants = arg('variants', 'flatWorlds=22').split(',');
const cache = arg('cache', `/tmp/regret-${seed}-${games}-${every}-${refWorlds}-${base}.json`);

function options(spec: string): MasterOptions {
  const flat: Partial<MasterOptions> = { search: 'flat', rollout: 'next', weights: 'expert' };
  return { ...DEFAULT_MASTER, ...flat, ...(specOptions(`${base}+${spec}`) as Partial<MasterOptions>) };
}

interface Position {
  state: GameState;
  seat: number;
  seed: number;
}

/** Every `every`-th searched decision of the rotated seat in expert games 0 … games−1. */
function positions(): Position[] {
  const expert = makeExpert({ budgetMs: 0 });
  const cfg = ladderSetup(games, seed);
  const out: Position[] = [];
  let n = 0;
  for (let k = 0; k < games; k++) {
    let s = newGame(batchSetup(cfg, k));
    const rand = mulberry(gameSeed(seed, k) ^ 0x5bd1e995);
    for (let step = 0; step < 20000 && s.winner < 0; step++) {
      const seat = deciderSeat(s);
      if ((seat + k) % 4 === 0 && !forcedAction(s) && n++ % every === 0)
        out.push({ state: s, seat, seed: gameSeed(seed, k) ^ step });
      const r = applyAction(s, expert(s, seat, rand));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

type Ref = { keys: string[]; means: number[] } | null;

function reference(ps: Position[]): Ref[] {
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as Ref[];
  const o = flatOptions({ ...options(''), flatWorlds: refWorlds, raceFrom: 0, halving: 0 });
  const refs = ps.map((p): Ref => {
    const v = flatValues(p.state, p.seat, mulberry(p.seed), o);
    return v && { keys: v.cands.map((a) => actionKey(p.state, a)), means: v.means };
  });
  writeFileSync(cache, JSON.stringify(refs));
  return refs;
}

const ps = positions();
const t0 = process.cpuUsage();
const refs = reference(ps);
const searched = refs.filter(Boolean).length;
const refCpu = process.cpuUsage(t0);
console.log(
  `${ps.length} positions (${searched} with a choice to search) from ${games} expert games; reference ${refWorlds} worlds (${((refCpu.user + refCpu.system) / 1e6).toFixed(0)} s CPU, or cached)`,
);
for (const spec of variants) {
  const o = options(spec);
  let regret = 0;
  let agree = 0;
  let missed = 0;
  let cpu = 0;
  const byKind = new Map<string, { n: number; regret: number }>();
  ps.forEach((p, i) => {
    const ref = refs[i];
    const c0 = process.cpuUsage();
    const a = masterChoose(p.state, p.seat, mulberry(p.seed), o);
    const d = process.cpuUsage(c0);
    cpu += (d.user + d.system) / 1000;
    if (!ref) return;
    const j = ref.keys.indexOf(actionKey(p.state, a));
    if (j < 0) {
      missed++;
      return;
    }
    const best = Math.max(...ref.means);
    const r = best - ref.means[j];
    regret += r;
    if (r === 0) agree++;
    const kind = decisionKind(p.state);
    const k = byKind.get(kind) ?? { n: 0, regret: 0 };
    k.n++;
    k.regret += r;
    byKind.set(kind, k);
  });
  const n = searched - missed;
  const kinds = [...byKind]
    .map(([k, v]) => `${k} ${((100 * v.regret) / v.n).toFixed(2)} (${v.n})`)
    .join(', ');
  console.log(
    `${spec.padEnd(40)} regret ${((100 * regret) / n).toFixed(3)} points a searched decision; reference's choice ${((100 * agree) / n).toFixed(1)}%; ${(cpu / ps.length).toFixed(1)} ms CPU a decision; by kind: ${kinds}${missed ? `; ${missed} choices outside the reference's candidates` : ''}`,
  );
}
