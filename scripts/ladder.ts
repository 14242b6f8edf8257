// npm run ladder [-- --games N --seed S --pairs one/three,… --from K --weights name=FILE,…]: the bots'
// ladder as figures. For each pair, one bot of the first kind against three of the second on Kaldheira
// (Grinder, Slaugg, Craken, Rassïk), the bots rotated one seat per game as `npm run sim -- --rotate`
// does (the same setups and seeds as `npm run sim -- --bots one,three,three,three --rotate --seed S`),
// and prints the one's win rate with its 95% Wilson interval and its mean CPU milliseconds per searched
// decision (process.cpuUsage: the machine may be loaded, so wall-clock time would say little). A
// benchmark: it prints, never judges.
//
// Kinds: random, greedy, expert, master; variants `master:key=value+key=value` over MasterOptions
// (numbers or words), e.g. `master:evaluation=race` — master without its learned evaluation —,
// `master:search=flat+rollout=next+flatWorlds=40+weights=expert` (the flat search scored by the
// evaluation fitted to expert games; `+rolloutPolicy=lookahead+lookUntil=turn` rolls out with
// src/bots/lookahead.ts instead of greedy), `greedy:weights=expert` (greedy judging positions by the learned
// evaluation instead of its heuristic), and
// `expert:key=value+…` over ExpertOptions' numbers (samples, candidates); and `expert+master:KINDS`,
// expert except at the kinds of decision listed (draft, move, after, pending; dot-separated), where
// master chooses — which of master's choices cost it games against expert — `master+expert:KINDS`,
// the other way round, and `expert+flat:KINDS`, with the flat search's option
// (`master:search=flat+rollout=next+flatWorlds=40+weights=expert`) in master's place.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { applyAction, deciderSeat, newGame } from '../src/engine';
import { botFor } from '../src/bots';
import { isBotLevel, type Bot } from '../src/bots/types';
import { forcedAction } from '../src/bots/forced';
import { makeExpert, type ExpertOptions } from '../src/bots/expert';
import { makeMaster, master, TREE_MASTER, type MasterOptions } from '../src/bots/master';
import { makeGreedy } from '../src/bots/greedy';
import { decisionKind } from '../src/bots/lookahead';
import { DEFAULT_WEIGHTS } from '../src/bots/heuristic';
import { checkModel, MODELS, type Model } from '../src/bots/eval/model';
import { mulberry } from '../src/engine/search';
import { batchSetup, gameSeed } from '../src/sim/batch';
import { wilson } from '../src/sim/stats';
import { checkFlags, flag as arg, ladderSetup, specOptions } from './args';

checkFlags(
  ['games', 'from', 'seed', 'pairs', 'weights'],
  'npm run ladder -- [--games N (400)] [--from K (0)] [--seed S (2026)] [--pairs one/three,… (master/expert)]\n' +
    '                  [--weights name=FILE,…]\nKinds and variants: the comment at the top of scripts/ladder.ts.',
);

const games = Number(arg('games', '400'));
const from = Number(arg('from', '0'));
const seed = Number(arg('seed', '2026'));
const pairs = arg('pairs', 'master/expert').split(',');
// --weights name=FILE,…: weights files (npm run train's) that `master:weights=name` can then name, so a
// fit is screened in games before it is committed.
for (const nf of arg('weights', '').split(',').filter(Boolean)) {
  const [name, file] = nf.split('=');
  (MODELS as Record<string, Model>)[name] = checkModel(JSON.parse(readFileSync(file, 'utf8')) as Model);
}

function botOf(kind: string): Bot {
  if (isBotLevel(kind)) return botFor(kind);
  const [name, spec] = kind.split(':');
  if (name === 'master') return makeMaster(specOptions(spec) as Partial<MasterOptions>);
  // Greedy judging positions by a learned evaluation (`greedy:weights=expert`).
  if (name === 'greedy')
    return makeGreedy(DEFAULT_WEIGHTS, MODELS[specOptions(spec).weights as keyof typeof MODELS]);
  // The simulator's expert: no wall-clock cap, so a seed always gives the same games.
  if (name === 'expert') return makeExpert({ budgetMs: 0, ...(specOptions(spec) as Partial<ExpertOptions>) });
  if (name === 'expert+master' || name === 'master+expert' || name === 'expert+flat') {
    // The first bot, except at the kinds listed (dot-separated: --pairs splits on commas), where the second chooses.
    const [base, other] =
      name === 'expert+master'
        ? [botFor('expert'), master]
        : name === 'expert+flat'
          ? [
              botFor('expert'),
              makeMaster({
                ...TREE_MASTER,
                search: 'flat',
                rollout: 'next',
                flatWorlds: 40,
                weights: 'expert',
              }),
            ]
          : [master, botFor('expert')];
    const kinds = (spec ?? '').split('.');
    return (s, seat, rand) => (kinds.includes(decisionKind(s)) ? other : base)(s, seat, rand);
  }
  throw new Error(`unknown bot ${kind}`);
}

for (const pair of pairs) {
  const [one, three] = pair.split('/');
  const kinds = [one, three, three, three];
  const bots = kinds.map(botOf);
  const cfg = ladderSetup(games, seed);
  let wins = 0;
  let played = 0;
  let cpuMs = 0;
  let searched = 0;
  // Wins and games by the one's Titan (Kaldheira's four are far from equal, so a gain may sit in one).
  const byTitan = new Map<string, [number, number]>();
  const t0 = performance.now();
  for (let k = from; k < from + games; k++) {
    let s = newGame(batchSetup(cfg, k));
    const rand = mulberry(gameSeed(seed, k) ^ 0x5bd1e995);
    for (let n = 0; n < 20000 && s.winner < 0; n++) {
      const seat = deciderSeat(s);
      const kind = (seat + k) % 4;
      const timed = kind === 0 && !forcedAction(s);
      const c0 = timed ? process.cpuUsage() : null;
      const a = bots[kind](s, seat, rand);
      if (c0) {
        const d = process.cpuUsage(c0);
        cpuMs += (d.user + d.system) / 1000;
        searched++;
      }
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(`${kinds[kind]} chose an illegal action: ${r.error.message}`);
      s = r.state;
    }
    played++;
    const mine = s.titans[(4 - (k % 4)) % 4].id;
    const t = byTitan.get(mine) ?? [0, 0];
    t[1]++;
    if (s.winner >= 0 && (s.winner + k) % 4 === 0) {
      wins++;
      t[0]++;
    }
    byTitan.set(mine, t);
  }
  const w = wilson(wins, played);
  const pct = (x: number) => (100 * x).toFixed(1);
  console.log(
    `${one.padEnd(24)} vs 3 × ${three.padEnd(10)} ${pct(wins / played).padStart(5)}% [${pct(w.lo)}–${pct(w.hi)}%] of ${played} games (seed ${seed}, games ${from}–${from + games - 1}); ${(cpuMs / Math.max(1, searched)).toFixed(1)} ms CPU per searched decision; ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  console.log(`  by the one's Titan: ${[...byTitan].map(([id, [wn, n]]) => `${id} ${wn}/${n}`).join(', ')}`);
}
