// A comparison's answer in words first ("did B change who wins?" was left to the reader of
// eight intervals). Each Titan's and turn position's difference is tested with McNemar's test of the
// paired games (won only on B against won only on A), Holm-adjusted over all of them as the verdict's
// rows are; a difference is clear when its adjusted p < 0.05. Built from the comparison alone.
import type { TitanId } from '../engine/types';
import type { Comparison, DiffRow } from './compare';
import { FAIRNESS_MEASURE, type FairnessComparison, type GapWho } from './compare-fairness';
import { holm, mcnemarP, normalP } from './hypothesis';
import { ALPHA, type Finding, type VParam } from './verdict';

export interface CompareTest {
  kind: 'titan' | 'position';
  key: string;
  row: DiffRow;
  p: number;
  pAdjusted: number;
}

/** McNemar's p; a comparison saved before the discordant counts: from its interval's width (normal). */
function rowP(r: DiffRow): number {
  if (r.discordant) return mcnemarP(r.discordant[0], r.discordant[1]);
  const se = (r.ci[1] - r.ci[0]) / (2 * 1.96);
  return se > 0 ? normalP(r.diff / se) : 1;
}

export function compareTests(c: Comparison): CompareTest[] {
  const rows = [
    ...Object.entries(c.titans).map(([key, row]) => ({ kind: 'titan' as const, key, row })),
    ...Object.entries(c.turnPosition).map(([key, row]) => ({ kind: 'position' as const, key, row })),
  ];
  const ps = rows.map((x) => rowP(x.row));
  const adjusted = holm(ps);
  return rows.map((x, i) => ({ ...x, p: ps[i], pAdjusted: adjusted[i] }));
}

function params(x: CompareTest): Record<string, VParam> {
  return {
    who: x.kind === 'titan' ? { t: 'titan', id: x.key as TitanId } : { t: 'position', v: Number(x.key) },
    a: { t: 'pct', v: x.row.a },
    b: { t: 'pct', v: x.row.b },
    gap: { t: 'pts', v: x.row.diff },
    chance: { t: 'chance', v: x.pAdjusted },
    p: { t: 'p', v: x.pAdjusted },
  };
}

/**
 * No clear difference (the biggest named, with its odds), or "B changes who wins" followed by the clear
 * differences, largest first (at most three).
 */
export function compareHeadline(c: Comparison): Finding[] {
  const tests = compareTests(c);
  if (!tests.length || !c.games) return [];
  const games: VParam = { t: 'num', v: c.games, d: 0 };
  const size = (x: CompareTest) => Math.abs(x.row.diff);
  const clear = tests.filter((x) => x.pAdjusted < ALPHA).sort((x, y) => size(y) - size(x));
  if (!clear.length) {
    const biggest = tests.reduce((m, x) => (size(x) > size(m) ? x : m));
    return [{ key: 'lab.compareSame', params: { games, ...params(biggest) } }];
  }
  return [
    { key: 'lab.compareDiffers', params: { games } },
    ...clear.slice(0, 3).map((x) => ({ key: 'lab.compareRow' as const, params: params(x) })),
  ];
}

/** The Titan or turn position a fairness gap names, as a sentence parameter. */
export const gapWho = (w: GapWho): VParam =>
  w.kind === 'titan' ? { t: 'titan', id: w.key as TitanId } : { t: 'position', v: Number(w.key) };

/** Points with one decimal, unsigned (a share 0.092 → "9.2"). */
const points = (v: number): VParam => ({ t: 'num', v: Math.abs(100 * v), d: 1 });

/**
 * "Is B fairer than A?" in one sentence, by the one measure (compare-fairness.ts: the root-mean-square gap
 * from a fair share over every Titan and turn position, named in the sentence): fairer, less fair, or about
 * as fair — and then, when a row clearly moved (its paired test, Holm over the rows), never "no clear
 * difference" but the row that moved. A comparison saved before it: a sentence saying so.
 */
export function fairnessHeadline(c: Comparison): Finding {
  const f = c.fairness;
  // Saved before the one measure (largest gap): its answer is not this measure's.
  if (!f || f.measure !== FAIRNESS_MEASURE) return { key: 'lab.compareFairMissing', params: {} };
  return fairnessFinding(f);
}

/** The fairness sentence of a fairness comparison (Compare, sweeps, a verdict's change). */
export function fairnessFinding(f: FairnessComparison): Finding {
  const params: Record<string, VParam> = {
    a: points(f.a.rms),
    b: points(f.b.rms),
    games: { t: 'num', v: f.games, d: 0 },
  };
  if (f.answer === 'fairer')
    return { key: 'lab.compareFairer', params: { ...params, lo: points(f.ci[1]), hi: points(f.ci[0]) } };
  if (f.answer === 'lessFair')
    return { key: 'lab.compareLessFair', params: { ...params, lo: points(f.ci[0]), hi: points(f.ci[1]) } };
  const range = { lo: { t: 'pts', v: f.ci[0] } as VParam, hi: { t: 'pts', v: f.ci[1] } as VParam };
  const s = f.shift;
  if (!s) return { key: 'lab.compareFairSame', params: { ...params, ...range } };
  return {
    key: 'lab.compareFairSameShift',
    params: {
      ...params,
      ...range,
      who: gapWho(s),
      shift: { t: 'pts', v: s.diff },
      sa: { t: 'pct', v: s.a },
      sb: { t: 'pct', v: s.b },
      chance: { t: 'chance', v: s.pAdjusted },
    },
  };
}
