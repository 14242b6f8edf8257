// "Did my change make it fairer?" — one measure wherever two sides are compared on the same games
// (Compare, sweeps, Suggest's `unfairness` objective, a verdict's change against its parent): the
// root-mean-square gap of the Titans' and the turn positions' win rates from the fair share 1/n (all 2n
// rates together). Every row counts, so a row that moves cannot hide behind another staying the largest
// (the largest gap alone moved from the first seat to the third and called a −8-point shift "no clear
// difference"). A and B are the same games (game k of B has the seeds and seating of game k of A), so the
// uncertainty is a paired bootstrap over games (bootstrap.ts): B is fairer when the whole 95% interval of
// B − A lies below 0, less fair above it, the same otherwise. Beside it, each row's own paired test
// (McNemar, Holm over the 2n rows): `shift` is the largest row shift the correction keeps, so "the same"
// fairness is never said of games in which a row clearly moved.
import { positionOf, type BalanceConfig } from './balance';
import { pairedBootstrap } from './bootstrap';
import { holm, mcnemarP } from './hypothesis';
import { pairedDiff, round } from './stats';

/** The measure's name in the JSON: the root-mean-square gap from a fair share over Titans and turn positions. */
export const FAIRNESS_MEASURE = 'rms-gap';

/** The Titan (its id) or the turn position ('1' = first) a figure is about. */
export interface GapWho {
  kind: 'titan' | 'position';
  key: string;
}

export interface FairnessGap {
  /** The root-mean-square of (win rate − 1/n) over every Titan and turn position (a share: 0.092 = 9.2 points). */
  rms: number;
  /** |win rate − 1/n| of `who`, the largest over every Titan and turn position. */
  gap: number;
  who: GapWho;
  /** That Titan's or position's win rate. */
  rate: number;
}

/** One Titan's or turn position's paired B − A, with McNemar's test and its Holm-adjusted p. */
export interface RowShift extends GapWho {
  a: number;
  b: number;
  diff: number;
  ci: [number, number];
  p: number;
  pAdjusted: number;
}

export interface FairnessComparison {
  /** 'largest-gap': a comparison saved before the one measure (its answer was the largest single gap's). */
  measure: typeof FAIRNESS_MEASURE | 'largest-gap';
  /** The fair share 1/n. */
  fair: number;
  a: FairnessGap;
  b: FairnessGap;
  /** B's RMS gap − A's (negative: B is fairer), with its 95% paired bootstrap interval. */
  diff: number;
  ci: [number, number];
  /** 'fairer': the interval lies below 0; 'lessFair': above 0; 'same': it includes 0. */
  answer: 'fairer' | 'lessFair' | 'same';
  /** The largest row shift whose Holm-adjusted p is below 0.05 (null: no row clearly moved). */
  shift: RowShift | null;
  games: number;
  resamples: number;
  seed: number;
}

/** Each game's winner as a Titan index and as a turn position (-1: nobody won). */
export interface Winners {
  titan: ArrayLike<number>;
  position: ArrayLike<number>;
}

/** The winners of games `ks` (their numbers k) from a run's outcomes (winner index per game; -1 unfinished). */
export function winnersOf(cfg: Pick<BalanceConfig, 'titans'>, outcomes: number[], ks: number[]): Winners {
  const titan = new Int8Array(ks.length).fill(-1);
  const position = new Int8Array(ks.length).fill(-1);
  ks.forEach((k, j) => {
    const w = outcomes[k];
    if (w >= 0) {
      titan[j] = w;
      position[j] = positionOf(cfg, w, k);
    }
  });
  return { titan, position };
}

/** Wins per Titan (0 … n−1) then per turn position (n … 2n−1) over the games `idx` lists (all when omitted). */
function countWins(w: Winners, n: number, idx: ArrayLike<number> | undefined, counts: Int32Array): number {
  counts.fill(0);
  const games = idx ? idx.length : w.titan.length;
  for (let j = 0; j < games; j++) {
    const k = idx ? idx[j] : j;
    if (w.titan[k] >= 0) {
      counts[w.titan[k]]++;
      counts[n + w.position[k]]++;
    }
  }
  return games;
}

/** The RMS gap from the fair share (a share) over the games `idx` lists; `counts`: scratch of 2n entries. */
export function rmsGap(
  w: Winners,
  n: number,
  idx?: ArrayLike<number>,
  counts = new Int32Array(2 * n),
): number {
  const games = countWins(w, n, idx, counts);
  if (!games) return 0;
  let sum = 0;
  for (let i = 0; i < 2 * n; i++) sum += (counts[i] / games - 1 / n) ** 2;
  return Math.sqrt(sum / (2 * n));
}

/**
 * The RMS gap and the largest single gap over the games `idx` lists (every game when omitted); `counts` is
 * scratch space of 2n entries. Ties go to the first in the order Titans, then turn positions.
 */
export function largestGap(
  w: Winners,
  n: number,
  idx?: Int32Array,
  counts = new Int32Array(2 * n),
): FairnessGap {
  const games = countWins(w, n, idx, counts);
  let best = 0;
  let sum = 0;
  for (let i = 0; i < 2 * n; i++) {
    sum += games ? (counts[i] / games - 1 / n) ** 2 : 0;
    if (Math.abs(counts[i] - games / n) > Math.abs(counts[best] - games / n)) best = i;
  }
  const rate = games ? counts[best] / games : 0;
  return {
    rms: Math.sqrt(sum / (2 * n)),
    gap: games ? Math.abs(rate - 1 / n) : 0,
    who: best < n ? { kind: 'titan', key: String(best) } : { kind: 'position', key: String(best - n + 1) },
    rate,
  };
}

/**
 * Every Titan's and turn position's paired B − A (Newcombe's interval) with McNemar's test of its
 * discordant games, Holm-adjusted over the 2n rows; Titans named by `titans`.
 */
export function rowShifts(titans: readonly string[], a: Winners, b: Winners): RowShift[] {
  const n = titans.length;
  const games = Math.min(a.titan.length, b.titan.length);
  const rows: RowShift[] = [];
  for (let r = 0; r < 2 * n; r++) {
    const hit = (w: Winners, k: number) =>
      r < n ? w.titan[k] === r : w.titan[k] >= 0 && w.position[k] === r - n;
    let both = 0;
    let onlyA = 0;
    let onlyB = 0;
    for (let k = 0; k < games; k++) {
      const x = hit(a, k);
      const y = hit(b, k);
      if (x && y) both++;
      else if (x) onlyA++;
      else if (y) onlyB++;
    }
    const d = pairedDiff(both, onlyB, onlyA, games - both - onlyA - onlyB);
    rows.push({
      kind: r < n ? 'titan' : 'position',
      key: r < n ? titans[r] : String(r - n + 1),
      a: games ? round((both + onlyA) / games) : 0,
      b: games ? round((both + onlyB) / games) : 0,
      diff: round(d.diff),
      ci: [round(d.lo), round(d.hi)],
      p: mcnemarP(onlyB, onlyA),
      pAdjusted: 1,
    });
  }
  holm(rows.map((x) => x.p)).forEach((q, i) => (rows[i].pAdjusted = q));
  return rows;
}

/** The largest shift among rows whose adjusted p is below `alpha` (null: none). */
function largestShift(rows: readonly RowShift[], alpha = 0.05): RowShift | null {
  return rows
    .filter((x) => x.pAdjusted < alpha)
    .reduce<RowShift | null>((m, x) => (!m || Math.abs(x.diff) > Math.abs(m.diff) ? x : m), null);
}

/** A against B on their paired games (the same games k on both sides); `titans` names the Titan indexes. */
export function compareFairness(
  titans: readonly string[],
  a: Winners,
  b: Winners,
  opts: { resamples?: number; seed?: number } = {},
): FairnessComparison {
  const n = titans.length;
  const games = Math.min(a.titan.length, b.titan.length);
  const scratch = new Int32Array(2 * n);
  const named = (g: FairnessGap): FairnessGap => ({
    rms: round(g.rms),
    gap: round(g.gap),
    who: g.who.kind === 'titan' ? { kind: 'titan', key: titans[Number(g.who.key)] } : g.who,
    rate: round(g.rate),
  });
  const ga = largestGap(a, n);
  const gb = largestGap(b, n);
  const resamples = opts.resamples ?? 1000;
  const seed = opts.seed ?? 1;
  const ci = pairedBootstrap(games, (idx) => rmsGap(b, n, idx, scratch) - rmsGap(a, n, idx, scratch), {
    resamples,
    seed,
  });
  const lo = round(ci[0]);
  const hi = round(ci[1]);
  return {
    measure: FAIRNESS_MEASURE,
    fair: round(n ? 1 / n : 0),
    a: named(ga),
    b: named(gb),
    diff: round(gb.rms - ga.rms),
    ci: [lo, hi],
    answer: hi < 0 ? 'fairer' : lo > 0 ? 'lessFair' : 'same',
    shift: largestShift(rowShifts(titans, a, b)),
    games,
    resamples,
    seed,
  };
}
