// master's learned evaluation: each Titan's chance to win from a position. A Titan's feature row
// (features.ts) gets a score — a linear part plus a small hidden layer (rectified linear units), the
// same weights for every Titan — and the chances are the softmax of the scores over the Titans (a
// conditional logit: only differences between Titans matter). The weights come from `npm run train`
// (train.ts, scripts/train.ts) and live in weights.json beside this file.
import type { GameState } from '../../engine/types';
import { F as COLUMNS, FEATURES, features } from './features';
import trained from './weights.json' with { type: 'json' };
import trainedOnExpert from './weights-expert.json' with { type: 'json' };

export interface Model {
  /** The feature columns the weights were fitted to (must be FEATURES). */
  features: readonly string[];
  /** Hidden units (0: the score is linear). */
  hidden: number;
  /** Linear weights, one per feature. */
  lin: number[];
  /** Hidden layer: hidden × F weights (row h at h · F), hidden biases, and output weights. */
  w1: number[];
  b1: number[];
  w2: number[];
}

/** Refuse weights fitted to other columns or of the wrong shape (an error a developer sees at once). */
export function checkModel(m: Model): Model {
  const ok =
    m.features.length === F &&
    m.features.every((f, k) => f === FEATURES[k]) &&
    m.lin.length === F &&
    m.w1.length === m.hidden * F &&
    m.b1.length === m.hidden &&
    m.w2.length === m.hidden &&
    [...m.lin, ...m.w1, ...m.b1, ...m.w2].every(Number.isFinite);
  if (!ok) throw new Error('weights.json does not fit the evaluation features: run npm run train');
  return m;
}

/** The column count as a module constant: an imported binding may be read through a getter (tsx). */
const F: number = COLUMNS;

/** The committed weights: fitted to games of greedy bots, and to games of expert bots. */
export const MODEL: Model = checkModel(trained as Model);
export const EXPERT_MODEL: Model = checkModel(trainedOnExpert as Model);
export const MODELS = { greedy: MODEL, expert: EXPERT_MODEL } as const;

/** A zero model of the right shape (training starts from it). */
export function emptyModel(hidden: number): Model {
  return {
    features: [...FEATURES],
    hidden,
    lin: new Array(F).fill(0),
    w1: new Array(hidden * F).fill(0),
    b1: new Array(hidden).fill(0),
    w2: new Array(hidden).fill(0),
  };
}

/** The score of the feature row at `x[o … o + F)`. */
export function rowScore(m: Model, x: ArrayLike<number>, o: number): number {
  let v = 0;
  const lin = m.lin;
  for (let k = 0; k < F; k++) v += lin[k] * x[o + k];
  const w1 = m.w1;
  for (let h = 0; h < m.hidden; h++) {
    let a = m.b1[h];
    const r = h * F;
    for (let k = 0; k < F; k++) a += w1[r + k] * x[o + k];
    if (a > 0) v += m.w2[h] * a;
  }
  return v;
}

const rows = new Float64Array(6 * F);

/**
 * Each Titan's chance to win `s` into `out` (they add up to 1); a won race gives 1 to the winner. The
 * hands are read as they are in `s`: the search calls it on determinised copies. A `temperature` above
 * 1 flattens the chances (the scores divided by it).
 */
export function winChances(s: GameState, out: Float64Array, m: Model = MODEL, temperature = 1): void {
  const n = s.titans.length;
  if (s.winner >= 0) {
    for (let i = 0; i < n; i++) out[i] = i === s.winner ? 1 : 0;
    return;
  }
  features(s, rows);
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    out[i] = rowScore(m, rows, i * F) / temperature;
    if (out[i] > max) max = out[i];
  }
  let sum = 0;
  for (let i = 0; i < n; i++) {
    out[i] = Math.exp(out[i] - max);
    sum += out[i];
  }
  for (let i = 0; i < n; i++) out[i] /= sum;
}
