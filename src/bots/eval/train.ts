// Training master's evaluation: regression on the outcomes of played games. Games of greedy bots on
// every standard circuit with 3–6 Titans (greedy plays every rule, attacks the leader and plays its
// cards, and plays a game in about a millisecond); positions are sampled along each game, and the model
// (model.ts) is fitted so that the softmax of the Titans' scores predicts who won (log-loss, mini-batch
// Adam, L2). Everything is seeded: the same options give the same weights, bit for bit.
import { deciderSeat, newGame } from '../../engine';
import { applyInPlace, mulberry } from '../../engine/search';
import { CIRCUIT_IDS, TITAN_IDS, type GameState, type TitanId } from '../../engine/types';
import { greedy } from '../greedy';
import type { Bot } from '../types';
import { F as COLUMNS, features, HAND_COLUMNS } from './features';
import { emptyModel, rowScore, type Model } from './model';

/** Sampled positions: position p has `titans[p]` feature rows from row `start[p]`, and who won. */
export interface Dataset {
  x: Float32Array;
  start: Uint32Array;
  titans: Uint8Array;
  winner: Uint8Array;
  /** The game each position comes from (positions of a game are consecutive, in the order played). */
  game: Uint32Array;
  positions: number;
  /**
   * Soft targets (search values, searchValue.ts), one per feature row: each Titan's chance to win as a
   * search sees the position (NaN in every row of a position without one). Absent: outcomes only.
   */
  soft?: Float32Array;
}

export interface PlayOptions {
  games: number;
  seed: number;
  /** The chance that a position (before any action) is kept. */
  sample: number;
  /** The bot of every seat (greedy by default). */
  bot?: Bot;
  /** If set, the bot of one seat instead (seat g mod Titans in game g, so every seat takes its turn). */
  one?: Bot;
  /** The first game's index (a slice of a longer run plays the same games as the whole run). */
  from?: number;
  /** The share of games on Kaldheira with Grinder, Slaugg, Craken and Rassïk (the ladder's setup). */
  kaldheira?: number;
  /**
   * Labels a kept position with soft targets (each Titan's chance into `out`), on its own random stream
   * (the games played are the same with or without it).
   */
  label?: (s: GameState, seat: number, rand: () => number, out: Float64Array) => void;
}

/** The column count as a module constant (an imported binding may be a getter under tsx: hot loops). */
const F: number = COLUMNS;

const TITAN_COUNTS = [3, 4, 4, 4, 4, 5, 6];
const MAX_ACTIONS = 5000;

const LADDER_TITANS: TitanId[] = ['grinder', 'slaugg', 'craken', 'rassik'];

/** Game g's setup and seed: a circuit, 3–6 distinct Titans in a random order (or, with the chance
 * `kaldheira`, the ladder's Kaldheira and four Titans in a random order). */
function gameSetup(seed: number, g: number, r: () => number, kaldheira = 0) {
  if (kaldheira > 0 && r() < kaldheira) {
    const t = [...LADDER_TITANS];
    for (let i = t.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [t[i], t[j]] = [t[j], t[i]];
    }
    return { circuits: ['kaldheira' as const], titans: t, seed: (seed * 1000003 + g) >>> 0 };
  }
  const circuit = CIRCUIT_IDS[Math.floor(r() * CIRCUIT_IDS.length)];
  const n = TITAN_COUNTS[Math.floor(r() * TITAN_COUNTS.length)];
  const pool: TitanId[] = [...TITAN_IDS];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return { circuits: [circuit], titans: pool.slice(0, n), seed: (seed * 1000003 + g) >>> 0 };
}

/** Plays the games and samples positions from them (finished games only). */
export function playGames(o: PlayOptions): Dataset {
  const bot = o.bot ?? greedy;
  let x = new Float32Array(1 << 16);
  let rows = 0;
  const start: number[] = [];
  const titans: number[] = [];
  const winner: number[] = [];
  const game: number[] = [];
  const row = new Float64Array(6 * F);
  let soft = new Float32Array(o.label ? 1 << 12 : 0);
  const target = new Float64Array(6);
  const from = o.from ?? 0;
  for (let g = from; g < from + o.games; g++) {
    const r = mulberry((o.seed * 7919 + g * 104729) >>> 0);
    const s: GameState = newGame(gameSetup(o.seed, g, r, o.kaldheira));
    const n = s.titans.length;
    const first = start.length;
    const firstRow = rows;
    for (let k = 0; k < MAX_ACTIONS && s.winner < 0; k++) {
      if (r() < o.sample) {
        features(s, row);
        if (rows + n * F > x.length / F) {
          const bigger = new Float32Array(x.length * 2);
          bigger.set(x);
          x = bigger;
        }
        x.set(row.subarray(0, n * F), rows * F);
        if (o.label) {
          if (rows + n > soft.length) {
            const bigger = new Float32Array(soft.length * 2);
            bigger.set(soft);
            soft = bigger;
          }
          o.label(s, deciderSeat(s), mulberry((o.seed * 31337 + g * 7907 + k) >>> 0), target);
          soft.set(target.subarray(0, n), rows);
        }
        start.push(rows);
        titans.push(n);
        rows += n;
      }
      const seat = deciderSeat(s);
      if (applyInPlace(s, (o.one && seat === g % n ? o.one : bot)(s, seat, r))) break;
    }
    if (s.winner < 0) {
      start.length = titans.length = first; // unfinished: dropped
      rows = firstRow;
      continue;
    }
    while (winner.length < start.length) {
      winner.push(s.winner);
      game.push(g);
    }
  }
  return {
    x: x.slice(0, rows * F),
    start: Uint32Array.from(start),
    titans: Uint8Array.from(titans),
    winner: Uint8Array.from(winner),
    game: Uint32Array.from(game),
    positions: start.length,
    ...(o.label ? { soft: soft.slice(0, rows) } : {}),
  };
}

interface FitOptions {
  hidden: number;
  epochs: number;
  batch: number;
  rate: number;
  l2: number;
  seed: number;
  /**
   * The weight of the soft targets (Dataset.soft) against the outcome: a Titan's target is
   * soft · its search value + (1 − soft) · (1 if it won); 0 (the default) fits outcomes only.
   */
  soft?: number;
}

export const DEFAULT_FIT: FitOptions = { hidden: 8, epochs: 10, batch: 256, rate: 0.01, l2: 1e-5, seed: 1 };

/** The model's parameters as one flat list of [array, index] pairs' worth: lin, w1, b1, w2. */
function flat(m: Model): number[][] {
  return [m.lin, m.w1, m.b1, m.w2];
}

/** The hand's columns (HAND_COLUMNS): linear only, and no weight below 0 (projected after each step). */
function handLinear(m: Model): void {
  for (const c of HAND_COLUMNS) {
    if (m.lin[c] < 0) m.lin[c] = 0;
    for (let h = 0; h < m.hidden; h++) m.w1[h * F + c] = 0;
  }
}

/** Fits a model to `d` (mini-batch Adam on the log-loss of the winner, L2 on every weight), from
 * random weights or from `start`'s. */
export function fit(d: Dataset, o: FitOptions = DEFAULT_FIT, start?: Model): Model {
  const m = emptyModel(o.hidden);
  const r = mulberry(o.seed);
  for (let k = 0; k < m.w1.length; k++) m.w1[k] = (r() - 0.5) * 0.2;
  for (let h = 0; h < o.hidden; h++) m.w2[h] = (r() - 0.5) * 0.2;
  // Fine-tuning: start from another model's weights (of the same shape) instead.
  if (start && start.hidden === o.hidden)
    for (const [to, from] of [
      [m.lin, start.lin],
      [m.w1, start.w1],
      [m.b1, start.b1],
      [m.w2, start.w2],
    ])
      for (let k = 0; k < to.length; k++) to[k] = from[k];
  handLinear(m);
  const params = flat(m);
  const grads = params.map((p) => new Float64Array(p.length));
  const mom = params.map((p) => new Float64Array(p.length));
  const vel = params.map((p) => new Float64Array(p.length));
  const [gl, gw1, gb1, gw2] = grads;
  const order = Uint32Array.from({ length: d.positions }, (_, i) => i);
  const score = new Float64Array(6);
  const act = new Float64Array(6 * Math.max(1, o.hidden));
  let step = 0;
  const b1 = 0.9;
  const b2 = 0.999;
  const lambda = d.soft ? (o.soft ?? 0) : 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      const t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    for (let b0 = 0; b0 < order.length; b0 += o.batch) {
      const b1End = Math.min(order.length, b0 + o.batch);
      for (const g of grads) g.fill(0);
      for (let q = b0; q < b1End; q++) {
        const p = order[q];
        const n = d.titans[p];
        const base = d.start[p];
        let max = -Infinity;
        for (let i = 0; i < n; i++) {
          const o0 = (base + i) * F;
          let v = 0;
          for (let k = 0; k < F; k++) v += m.lin[k] * d.x[o0 + k];
          for (let h = 0; h < o.hidden; h++) {
            let a = m.b1[h];
            for (let k = 0; k < F; k++) a += m.w1[h * F + k] * d.x[o0 + k];
            act[i * o.hidden + h] = a > 0 ? a : 0;
            if (a > 0) v += m.w2[h] * a;
          }
          score[i] = v;
          if (v > max) max = v;
        }
        let sum = 0;
        for (let i = 0; i < n; i++) sum += score[i] = Math.exp(score[i] - max);
        for (let i = 0; i < n; i++) {
          const won = i === d.winner[p] ? 1 : 0;
          const sv = lambda > 0 ? d.soft![base + i] : NaN;
          // Cross-entropy against the target distribution: the gradient is chance − target.
          const gs = score[i] / sum - (sv === sv ? lambda * sv + (1 - lambda) * won : won);
          const o0 = (base + i) * F;
          for (let k = 0; k < F; k++) gl[k] += gs * d.x[o0 + k];
          for (let h = 0; h < o.hidden; h++) {
            const a = act[i * o.hidden + h];
            if (a <= 0) continue;
            gw2[h] += gs * a;
            const back = gs * m.w2[h];
            gb1[h] += back;
            for (let k = 0; k < F; k++) gw1[h * F + k] += back * d.x[o0 + k];
          }
        }
      }
      step++;
      const size = b1End - b0;
      const c1 = 1 - Math.pow(b1, step);
      const c2 = 1 - Math.pow(b2, step);
      for (let a = 0; a < params.length; a++) {
        const p = params[a];
        const g = grads[a];
        for (let k = 0; k < p.length; k++) {
          const gk = g[k] / size + o.l2 * p[k];
          mom[a][k] = b1 * mom[a][k] + (1 - b1) * gk;
          vel[a][k] = b2 * vel[a][k] + (1 - b2) * gk * gk;
          p[k] -= (o.rate * (mom[a][k] / c1)) / (Math.sqrt(vel[a][k] / c2) + 1e-8);
        }
      }
      handLinear(m);
    }
  }
  // Rounded for a small, readable file (6 significant digits change no figure that is reported).
  for (const p of params) for (let k = 0; k < p.length; k++) p[k] = +p[k].toPrecision(6);
  return m;
}

/**
 * TD(λ) targets (Sutton 1988; TD-Gammon): each position's target is its λ-return — the chances the model
 * gives the next kept position of the same game, mixed with that position's own target:
 * G(p) = (1 − λ) · V(p + 1) + λ · G(p + 1), and the outcome after a game's last kept position. λ = 1 is
 * the outcome itself; a smaller λ leans on the model's later judgement, which varies less than one
 * game's result. One row per feature row, as Dataset.soft (fit them with `soft: 1`).
 */
export function tdTargets(m: Model, d: Dataset, lambda: number): Float32Array {
  const out = new Float32Array(d.x.length / F);
  const next = new Float64Array(6);
  const g = new Float64Array(6);
  for (let p = d.positions - 1; p >= 0; p--) {
    const n = d.titans[p];
    const base = d.start[p];
    if (p === d.positions - 1 || d.game[p + 1] !== d.game[p]) {
      for (let i = 0; i < n; i++) g[i] = i === d.winner[p] ? 1 : 0;
    } else {
      chancesAt(m, d, p + 1, next);
      for (let i = 0; i < n; i++) g[i] = (1 - lambda) * next[i] + lambda * g[i];
    }
    for (let i = 0; i < n; i++) out[base + i] = g[i];
  }
  return out;
}

/** The chances a model gives in position p of `d`, into `out`. */
function chancesAt(m: Model, d: Dataset, p: number, out: Float64Array): number {
  const n = d.titans[p];
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    out[i] = rowScore(m, d.x, (d.start[p] + i) * F);
    if (out[i] > max) max = out[i];
  }
  let sum = 0;
  for (let i = 0; i < n; i++) sum += out[i] = Math.exp(out[i] - max);
  for (let i = 0; i < n; i++) out[i] /= sum;
  return n;
}

export interface Figures {
  positions: number;
  /** Mean −ln(chance given to the winner): the model, and a uniform guess (1/Titans). */
  logLoss: number;
  uniformLogLoss: number;
  /** The share of positions whose favourite won. */
  favouriteWon: number;
  /** With soft targets (Dataset.soft): mean cross-entropy −Σ target · ln(chance) over the labelled positions. */
  softLoss?: number;
  /** Calibration: predicted chances in tenths; per bin the count, mean prediction and observed rate. */
  bins: { count: number; predicted: number; observed: number }[];
}

export function figures(m: Model, d: Dataset): Figures {
  const out = new Float64Array(6);
  let loss = 0;
  let uniform = 0;
  let fav = 0;
  const bins = Array.from({ length: 10 }, () => ({ count: 0, predicted: 0, observed: 0 }));
  let soft = 0;
  let labelled = 0;
  for (let p = 0; p < d.positions; p++) {
    const n = chancesAt(m, d, p, out);
    const w = d.winner[p];
    if (d.soft && !Number.isNaN(d.soft[d.start[p]])) {
      labelled++;
      for (let i = 0; i < n; i++) soft -= d.soft[d.start[p] + i] * Math.log(Math.max(out[i], 1e-12));
    }
    loss -= Math.log(Math.max(out[w], 1e-12));
    uniform += Math.log(n);
    let best = 0;
    for (let i = 0; i < n; i++) {
      if (out[i] > out[best]) best = i;
      const b = bins[Math.min(9, Math.floor(out[i] * 10))];
      b.count++;
      b.predicted += out[i];
      b.observed += i === w ? 1 : 0;
    }
    if (best === w) fav++;
  }
  const k = Math.max(1, d.positions);
  return {
    positions: d.positions,
    logLoss: loss / k,
    uniformLogLoss: uniform / k,
    favouriteWon: fav / k,
    ...(labelled > 0 ? { softLoss: soft / labelled } : {}),
    bins: bins.map((b) => ({
      count: b.count,
      predicted: b.count ? b.predicted / b.count : 0,
      observed: b.count ? b.observed / b.count : 0,
    })),
  };
}

/** Datasets of consecutive slices of one run, as one (the same as the whole run played at once). */
export function joinDatasets(parts: Dataset[]): Dataset {
  const rows = parts.reduce((n, d) => n + d.x.length / F, 0);
  const x = new Float32Array(rows * F);
  const start: number[] = [];
  const titans: number[] = [];
  const winner: number[] = [];
  const game: number[] = [];
  const anySoft = parts.some((d) => d.soft);
  const soft = anySoft ? new Float32Array(rows).fill(NaN) : undefined;
  let r0 = 0;
  // Game numbers stay distinct across parts: slices of one run keep theirs (they follow on), a part
  // numbered from below (another --data file) is moved past the games before it.
  let top = -1;
  for (const d of parts) {
    // A file written before games were recorded: each position its own game (no TD target across).
    const gameOf = (p: number) => (d.game ? d.game[p] : p);
    const shift = d.positions > 0 && gameOf(0) <= top ? top + 1 : 0;
    x.set(d.x, r0 * F);
    if (soft && d.soft) soft.set(d.soft, r0);
    for (let p = 0; p < d.positions; p++) {
      start.push(d.start[p] + r0);
      titans.push(d.titans[p]);
      winner.push(d.winner[p]);
      game.push(gameOf(p) + shift);
    }
    if (d.positions > 0) top = Math.max(top, game[game.length - 1]);
    r0 += d.x.length / F;
  }
  return {
    x,
    start: Uint32Array.from(start),
    titans: Uint8Array.from(titans),
    winner: Uint8Array.from(winner),
    game: Uint32Array.from(game),
    positions: start.length,
    ...(soft ? { soft } : {}),
  };
}
