// npx tsx scripts/imitate.ts [--games N --heldout N --seed S --sweeps K --out FILE]: how often greedy
// chooses as expert does, and how far tuning greedy's heuristic weights can raise that (an apprentice
// for the flat search's rollouts, which model expert opponents by greedy). Plays N expert games on the
// ladder's Kaldheira setup (seeded, rotated), records every decision expert searched (more than one
// legal action), and tunes the weights by coordinate search — each weight scaled by 0.6, 0.8, 1.25 or
// 1.6 in turn, a change kept when greedy then chooses as expert did more often (greedy on one fixed
// sampled world per decision, so the count is exact and the search deterministic). Prints the agreement
// on the training and on held-out games (other seeds), by kind of decision; --out FILE writes the weights.
// --policies greedy,lookahead:candidates=3+kinds=draft.move (comma-separated; `lookahead` is
// src/bots/lookahead.ts with its options) prints each policy's agreement, CPU per decision and where
// its die moves differ from expert's, before the tuning (--sweeps 0: no tuning).
import { writeFileSync } from 'node:fs';
import { applyAction, deciderSeat, legalActions, newGame } from '../src/engine';
import { mulberry } from '../src/engine/search';
import type { Action, GameState } from '../src/engine/types';
import { expert } from '../src/bots/expert';
import { forcedAction } from '../src/bots/forced';
import { greedyOn } from '../src/bots/greedy';
import { DEFAULT_WEIGHTS, type Weights } from '../src/bots/heuristic';
import { determinise } from '../src/bots/view';
import {
  DEFAULT_LOOKAHEAD,
  decisionKind,
  lookaheadOn,
  type DecisionKind,
  type LookaheadOptions,
} from '../src/bots/lookahead';
import { batchSetup, gameSeed, type BatchConfig } from '../src/sim/batch';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const games = opt('games', 150);
const heldout = opt('heldout', 50);
const seed = opt('seed', 7);
const sweeps = opt('sweeps', 3);
const outIdx = args.indexOf('--out');
const out = outIdx >= 0 ? args[outIdx + 1] : null;
const polIdx = args.indexOf('--policies');
const policies = polIdx >= 0 ? args[polIdx + 1].split(',') : [];

type Kind = DecisionKind;
interface Sample {
  world: GameState; // the decision's state, hidden cards resampled once from the decider's view
  seat: number;
  key: string; // expert's choice
  json: string; // expert's choice as played
  kind: Kind;
}

/**
 * An action as text with its fields in a fixed order, unset fields left out (greedy and legalActions build them differently;
 * a purple move without a Life-cost time pays after the move, the engine's default: R4.1).
 */
function keyOf(a: Action): string {
  const o = { ...a } as unknown as Record<string, unknown>;
  if (a.type === 'dieAction' && a.face && !a.lifeCost) o.lifeCost = 'after';
  return JSON.stringify(
    Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => [k, o[k]]),
  );
}

function record(seedOf: number, n: number): Sample[] {
  const cfg: BatchConfig = {
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken', 'rassik'],
    bots: ['expert', 'expert', 'expert', 'expert'],
    games: n,
    seed: seedOf,
    rotateSeats: true,
  };
  const out: Sample[] = [];
  for (let k = 0; k < n; k++) {
    let s = newGame(batchSetup(cfg, k));
    const rand = mulberry(gameSeed(seedOf, k) ^ 0x5bd1e995);
    const look = mulberry(gameSeed(seedOf, k) ^ 0x2545f491);
    for (let m = 0; m < 20000 && s.winner < 0; m++) {
      const seat = deciderSeat(s);
      const a = expert(s, seat, rand);
      if (!forcedAction(s) && legalActions(s).length > 1)
        out.push({
          world: determinise(s, seat, look),
          seat,
          key: keyOf(a),
          json: JSON.stringify(a),
          kind: decisionKind(s),
        });
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

type Policy = (s: GameState, seat: number) => Action;

/** A policy named as on the command line: `greedy` or `lookahead:key=value+…` (kinds dot-separated). */
function policyOf(spec: string): Policy {
  const [name, opts] = spec.split(':');
  if (name === 'greedy') return (s, seat) => greedyOn(s, seat);
  // Expert on other sampled worlds than the recorded choice's: the ceiling of agreement (expert's own noise).
  if (name === 'expert') {
    const rand = mulberry(12345);
    return (s, seat) => expert(s, seat, rand);
  }
  if (name !== 'lookahead') throw new Error(`unknown policy ${spec}`);
  const o: LookaheadOptions = { ...DEFAULT_LOOKAHEAD };
  for (const kv of (opts ?? '').split('+').filter(Boolean)) {
    const [k, v] = kv.split('=');
    if (k === 'candidates') o.candidates = Number(v);
    else if (k === 'kinds') o.kinds = v.split('.') as DecisionKind[];
    else if (k === 'until') o.until = v as LookaheadOptions['until'];
    else throw new Error(`unknown lookahead option ${k}`);
  }
  return (s, seat) => lookaheadOn(s, seat, o);
}

/** Where a policy's die move differs from expert's: another die face (purple), another path, or the same path with another trap/strike. */
function moveDiff(mine: Action, theirs: Action): string {
  if (mine.type !== 'dieAction' || theirs.type !== 'dieAction') return `${mine.type} for ${theirs.type}`;
  if (mine.face !== theirs.face) return 'another face';
  if (mine.path.join('') !== theirs.path.join(''))
    return theirs.extra || mine.extra ? 'another path (a trap/strike in one)' : 'another path';
  return theirs.extra
    ? mine.extra
      ? 'trap/strike elsewhere or at another time'
      : 'expert adds a trap/strike'
    : 'policy adds a trap/strike';
}

function compare(name: string, data: Sample[], p: Policy): void {
  const by: Record<Kind, [number, number]> = { draft: [0, 0], move: [0, 0], after: [0, 0], pending: [0, 0] };
  const diffs = new Map<string, number>();
  let hit = 0;
  const c0 = process.cpuUsage();
  for (const d of data) {
    const a = p(d.world, d.seat);
    const same = keyOf(a) === d.key;
    if (same) hit++;
    else if (d.kind === 'move') {
      const k = moveDiff(a, JSON.parse(d.json) as Action);
      diffs.set(k, (diffs.get(k) ?? 0) + 1);
    }
    by[d.kind][0] += same ? 1 : 0;
    by[d.kind][1]++;
  }
  const c = process.cpuUsage(c0);
  console.log(
    show(name, { all: hit / data.length, by }) +
      `; ${((c.user + c.system) / 1000 / data.length).toFixed(3)} ms CPU a decision`,
  );
  const moves = by.move[1];
  for (const [k, n] of [...diffs].sort((x, y) => y[1] - x[1]))
    console.log(`    moves: ${k} ${((100 * n) / moves).toFixed(1)}%`);
}

function agreement(data: Sample[], w: Weights): { all: number; by: Record<Kind, [number, number]> } {
  const by: Record<Kind, [number, number]> = { draft: [0, 0], move: [0, 0], after: [0, 0], pending: [0, 0] };
  let hit = 0;
  for (const d of data) {
    const same = keyOf(greedyOn(d.world, d.seat, w)) === d.key;
    if (same) hit++;
    by[d.kind][0] += same ? 1 : 0;
    by[d.kind][1]++;
  }
  return { all: hit / data.length, by };
}

const show = (name: string, a: ReturnType<typeof agreement>): string =>
  `${name}: ${(100 * a.all).toFixed(1)}% (` +
  (Object.keys(a.by) as Kind[])
    .map((k) => `${k} ${((100 * a.by[k][0]) / Math.max(1, a.by[k][1])).toFixed(1)}% of ${a.by[k][1]}`)
    .join(', ') +
  ')';

// The tunable numbers, as paths into Weights (row stays 1: the scale; win stays a win).
const copy = (w: Weights): Weights => JSON.parse(JSON.stringify(w)) as Weights;
const params: { get: (w: Weights) => number; set: (w: Weights, v: number) => void; name: string }[] = [];
for (let i = 1; i < DEFAULT_WEIGHTS.life.length; i++)
  params.push({ name: `life[${i}]`, get: (w) => w.life[i], set: (w, v) => (w.life[i] = v) });
for (const k of ['ko', 'unknownCard', 'hazard', 'bonusAhead', 'leader', 'field'] as const)
  params.push({ name: k, get: (w) => w[k], set: (w, v) => (w[k] = v) });
for (const c of Object.keys(DEFAULT_WEIGHTS.card) as (keyof Weights['card'])[])
  params.push({ name: `card.${c}`, get: (w) => w.card[c], set: (w, v) => (w.card[c] = v) });

const t0 = Date.now();
const train = record(seed, games);
const test = record(seed + 1000, heldout);
console.log(
  `${train.length} training decisions (${games} games), ${test.length} held out; ${(Date.now() - t0) / 1000} s`,
);
for (const p of policies) {
  compare(`${p}, training`, train, policyOf(p));
  compare(`${p}, held out`, test, policyOf(p));
}
let w = copy(DEFAULT_WEIGHTS);
let best = agreement(train, w).all;
console.log(show('greedy (default weights), training', agreement(train, w)));
console.log(show('greedy (default weights), held out', agreement(test, w)));
for (let sweep = 0; sweep < sweeps; sweep++) {
  let changed = false;
  for (const p of params)
    for (const f of [0.6, 0.8, 1.25, 1.6]) {
      const c = copy(w);
      p.set(c, p.get(w) * f);
      const a = agreement(train, c).all;
      if (a > best) {
        best = a;
        w = c;
        changed = true;
        console.log(`  sweep ${sweep + 1}: ${p.name} → ${p.get(w).toFixed(3)}: ${(100 * a).toFixed(2)}%`);
      }
    }
  if (!changed) break;
}
console.log(show('imitation weights, training', agreement(train, w)));
console.log(show('imitation weights, held out', agreement(test, w)));
if (out) writeFileSync(out, JSON.stringify(w, null, 2) + '\n');
console.log(`${out ? `wrote ${out}; ` : ''}${(Date.now() - t0) / 1000} s`);
