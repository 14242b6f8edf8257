// The paired percentile bootstrap the lab uses wherever two sides were played on the same games (Suggest's
// objective, a comparison's fairness): resample the games with replacement — each resampled game keeps
// both its A and its B result, so the interval is paired — and take the 2.5th and 97.5th percentiles of
// the statistic's B − A. The resampling is seeded (the project's one PRNG), so the interval is reproducible.
import { mulberry } from '../engine/search';

const BOOTSTRAP_RESAMPLES = 1000;

/**
 * 95% interval of `diff` (B − A on the games whose indexes `idx` lists) over `resamples` resamplings of
 * `games` games. `idx` is reused between resamplings: read it, do not keep it.
 */
export function pairedBootstrap(
  games: number,
  diff: (idx: Int32Array) => number,
  opts: { resamples?: number; seed?: number } = {},
): [number, number] {
  const resamples = opts.resamples ?? BOOTSTRAP_RESAMPLES;
  const rand = mulberry((opts.seed ?? 1) ^ 0x2545f491);
  const idx = new Int32Array(games);
  const deltas: number[] = [];
  for (let r = 0; r < resamples; r++) {
    for (let j = 0; j < games; j++) idx[j] = Math.floor(rand() * games);
    deltas.push(diff(idx));
  }
  deltas.sort((x, y) => x - y);
  const q = (p: number) => deltas[Math.min(deltas.length - 1, Math.max(0, Math.floor(p * deltas.length)))];
  return [q(0.025), q(0.975)];
}
