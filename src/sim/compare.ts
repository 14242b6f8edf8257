// Comparisons that say something: two courses, or two option sets, on the same seeds and the
// same seating, so game k of one is paired with game k of the other; the difference of each Titan's
// (and each turn position's) win rate comes with a paired 95% interval (Newcombe's method 10). Pure.
import { positionOf, type BalanceRun } from './balance';
import { compareFairness, FAIRNESS_MEASURE, winnersOf, type FairnessComparison } from './compare-fairness';
import { compareHeadline, fairnessHeadline } from './compare-headline';
import { meanSd, pairedDiff, pairedMeanDiff, round } from './stats';
import { ENGLISH, renderFinding } from './verdict-text';

export interface DiffRow {
  /** Win rate in A and in B over the paired games, and B − A with its 95% interval. */
  a: number;
  b: number;
  diff: number;
  ci: [number, number];
  games: number;
  /** Games won only on B, only on A: McNemar's test of the difference (compare-headline.ts). */
  discordant?: [number, number];
}

export interface Comparison {
  kind: 'titan-race-balance-comparison';
  labels: [string, string];
  games: number;
  titans: Record<string, DiffRow>;
  turnPosition: Record<string, DiffRow>;
  /** Mean rounds of the won games in A and in B. */
  rounds: { a: number; b: number };
  /** B − A of the rounds of each game won on both sides, paired, with its 95% interval. */
  roundsDiff: { diff: number; ci: [number, number]; games: number };
  /**
   * Is B fairer than A: the largest gap from a fair share on each side and B − A with a paired bootstrap
   * interval (compare-fairness.ts). Absent in comparisons saved before the lab compared fairness.
   */
  fairness?: FairnessComparison;
}

function diffRow(a: number[], b: number[], hit: (k: number, w: number) => boolean): DiffRow {
  let both = 0;
  let onlyA = 0;
  let onlyB = 0;
  let neither = 0;
  for (let k = 0; k < a.length; k++) {
    if (a[k] === -2 || b[k] === -2) continue;
    const x = hit(k, a[k]);
    const y = hit(k, b[k]);
    if (x && y) both++;
    else if (x) onlyA++;
    else if (y) onlyB++;
    else neither++;
  }
  const games = both + onlyA + onlyB + neither;
  // pairedDiff gives first − second: B first.
  const d = pairedDiff(both, onlyB, onlyA, neither);
  return {
    a: games ? round((both + onlyA) / games) : 0,
    b: games ? round((both + onlyB) / games) : 0,
    diff: round(d.diff),
    ci: [round(d.lo), round(d.hi)],
    games,
    discordant: [onlyB, onlyA],
  };
}

/** Compare the free-play games of two runs with the same Titans, bots, seed and games. */
export function compareRuns(
  A: BalanceRun,
  B: BalanceRun,
  labels: [string, string],
  /** `fairness: false` leaves out the fairness bootstrap (~0.5 s at 20,000 games): the lab's live updates. */
  opts: { fairness?: boolean } = {},
): Comparison {
  const t = A.cfg.titans;
  if (
    t.join() !== B.cfg.titans.join() ||
    A.cfg.seed !== B.cfg.seed ||
    A.cfg.bots.join() !== B.cfg.bots.join()
  )
    throw new Error('A comparison needs the same Titans, bots and seed on both sides.');
  const a = A.outcomes.base;
  const b = B.outcomes.base.slice(0, a.length);
  const titans: Record<string, DiffRow> = {};
  t.forEach((id, i) => (titans[id] = diffRow(a, b, (_k, w) => w === i)));
  const turnPosition: Record<string, DiffRow> = {};
  for (let p = 0; p < t.length; p++)
    turnPosition[String(p + 1)] = diffRow(a, b, (k, w) => w >= 0 && positionOf(A.cfg, w, k) === p);
  const len = (r: BalanceRun) => round(meanSd(r.base.finished, r.base.roundsSum, r.base.roundsSqSum).mean, 3);
  return {
    kind: 'titan-race-balance-comparison',
    labels,
    games: Math.min(a.length, b.length),
    titans,
    turnPosition,
    rounds: { a: len(A), b: len(B) },
    roundsDiff: roundsDiff(A, B),
    ...(opts.fairness === false ? {} : { fairness: fairnessOf(A, a, b) }),
  };
}

/** The fairness comparison over the games played on both sides, resampled with the run's seed. */
function fairnessOf(A: BalanceRun, a: number[], b: number[]): FairnessComparison {
  const ks: number[] = [];
  for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== -2 && b[k] !== -2) ks.push(k);
  return compareFairness(A.cfg.titans, winnersOf(A.cfg, a, ks), winnersOf(A.cfg, b, ks), {
    seed: A.cfg.seed,
  });
}

/** Paired B − A of the rounds over the games both runs played and won. */
function roundsDiff(A: BalanceRun, B: BalanceRun): Comparison['roundsDiff'] {
  const a: number[] = [];
  const b: number[] = [];
  for (let k = 0; k < Math.min(A.rounds.length, B.rounds.length); k++)
    if (A.rounds[k] > 0 && B.rounds[k] > 0) {
      a.push(A.rounds[k]);
      b.push(B.rounds[k]);
    }
  const d = pairedMeanDiff(a, b);
  return { diff: round(d.diff, 3), ci: [round(d.lo, 3), round(d.hi, 3)], games: d.n };
}

export function formatComparison(c: Comparison): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const pts = (x: number) => `${x >= 0 ? '+' : '−'}${(100 * Math.abs(x)).toFixed(1)}`;
  const row = (name: string, r: DiffRow) =>
    `  ${name.padEnd(12)} ${pct(r.a).padStart(6)}  ${pct(r.b).padStart(6)}   ${pts(r.diff).padStart(6)} [${pts(r.ci[0])} … ${pts(r.ci[1])}]`;
  const L = [
    // The answers in words first (fairer? who wins?), then the figures they rest on.
    ...[fairnessHeadline(c), ...compareHeadline(c)].map((f) => renderFinding(f, ENGLISH)),
    '',
    `Comparison on the same ${c.games} games (same seeds and seating): A = ${c.labels[0]}, B = ${c.labels[1]}`,
    `  ${''.padEnd(12)} ${'A'.padStart(6)}  ${'B'.padStart(6)}   B − A (points, 95% paired interval)`,
    ...Object.entries(c.titans).map(([t, r]) => row(t, r)),
    'Turn position',
    ...Object.entries(c.turnPosition).map(([p, r]) => row(p === '1' ? '1 (first)' : p, r)),
    `Rounds: A ${c.rounds.a.toFixed(2)}, B ${c.rounds.b.toFixed(2)}; B − A ${c.roundsDiff.diff >= 0 ? '+' : '−'}${Math.abs(c.roundsDiff.diff).toFixed(2)} [${c.roundsDiff.ci[0].toFixed(2)} … ${c.roundsDiff.ci[1].toFixed(2)}] over ${c.roundsDiff.games} games won in both`,
    ...fairnessLines(c.fairness),
  ];
  return L.join('\n');
}

/** The fairness comparison's figures (compare-fairness.ts), for the CLI's text. */
function fairnessLines(f: Comparison['fairness']): string[] {
  if (!f || f.measure !== FAIRNESS_MEASURE) return [];
  const num = (x: number, d = 1) => ENGLISH.num(x, d);
  const pts = (x: number) => `${x < 0 ? '−' : x > 0 ? '+' : ''}${num(100 * Math.abs(x))}`;
  const side = (g: NonNullable<typeof f>['a']) =>
    `${num(100 * g.rms)} points (largest: ${g.who.kind === 'titan' ? g.who.key : `turn position ${g.who.key}`} at ${num(100 * g.rate)}%)`;
  const answer = { fairer: 'B is fairer', lessFair: 'B is less fair', same: 'about as fair' }[f.answer];
  const s = f.shift;
  return [
    `Fairness: the root-mean-square gap of every Titan and turn position from the fair share ${num(100 * f.fair)}%`,
    `  A ${side(f.a)}; B ${side(f.b)}`,
    `  B − A ${pts(f.diff)} points [${pts(f.ci[0])} … ${pts(f.ci[1])}] (95% paired bootstrap over the ${f.games} games, ${f.resamples} resamples, seed ${f.seed}): ${answer}`,
    s
      ? `  Largest row shift kept by Holm's correction: ${s.kind === 'titan' ? s.key : `turn position ${s.key}`} ${pts(s.diff)} points [${pts(s.ci[0])} … ${pts(s.ci[1])}], adjusted p ${s.pAdjusted < 0.001 ? '< 0.001' : num(s.pAdjusted, 3)}`
      : "  No Titan's or turn position's win rate moves clearly (McNemar, Holm over the rows)",
  ];
}
