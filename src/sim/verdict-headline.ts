// The verdict's headline ("is my circuit fair, and what would I change?"): one or two
// sentences in plain words above the statistics — fair or not, who wins more or less than their share,
// by how many points, over how many games, with the corrected p. Built only from the verdict's own
// figures (the two omnibus χ² tests' Holm-adjusted p, their rows' deviations); nothing is recomputed.
import type { TitanId } from '../engine/types';
import type { FairnessTest, Finding, TestRow, VParam, Verdict } from './verdict';

/**
 * Fewest expected wins per Titan (and per turn position) before the χ² test is trusted: Cochran's rule
 * of thumb for Pearson's test (every expected count at least 5). Below it the headline asks for more games.
 */
export const MIN_EXPECTED_WINS = 5;

interface Gap {
  /** The Titan or the turn position. */
  who: VParam;
  row: TestRow;
  test: FairnessTest;
}

/** The row of a test furthest from the fair share, named (a Titan, or a turn position). */
function gapOf(test: FairnessTest, kind: 'titan' | 'position'): Gap | null {
  const row = test.largest;
  if (!row) return null;
  const who: VParam =
    kind === 'titan' ? { t: 'titan', id: row.key as TitanId } : { t: 'position', v: Number(row.key) };
  return { who, row, test };
}

const gapParams = (g: Gap): Record<string, VParam> => ({
  who: g.who,
  rate: { t: 'pct', v: g.row.rate },
  fair: { t: 'pct', v: g.test.fair },
  gap: { t: 'pts', v: g.row.deviation },
  p: { t: 'p', v: g.test.pAdjusted },
  chance: { t: 'chance', v: g.test.pAdjusted },
});

/**
 * One or two findings to read first. `games` is the number of free games the verdict rests on
 * (`report.played`). Branches: too few games to judge; fair; unfair by Titan; unfair by turn position;
 * both (the larger gap first).
 */
export function verdictHeadline(
  v: Pick<Verdict, 'titans' | 'turnPosition' | 'alpha'>,
  games: number,
): Finding[] {
  const n = v.titans.rows.length;
  const t = gapOf(v.titans, 'titan');
  const s = gapOf(v.turnPosition, 'position');
  if (!n || !t || !s) return [];
  const count: VParam = { t: 'num', v: games, d: 0 };
  const expected = games / n;
  if (expected < MIN_EXPECTED_WINS)
    return [
      {
        key: 'lab.headlineTooFew',
        params: {
          games: count,
          expected: { t: 'num', v: expected, d: 1 },
          need: { t: 'num', v: MIN_EXPECTED_WINS * n, d: 0 },
        },
      },
    ];
  const unfairT = v.titans.pAdjusted < v.alpha;
  const unfairS = v.turnPosition.pAdjusted < v.alpha;
  const bigger = (a: Gap, b: Gap) => (Math.abs(b.row.deviation) > Math.abs(a.row.deviation) ? b : a);
  if (!unfairT && !unfairS)
    return [{ key: 'lab.headlineFair', params: { games: count, ...gapParams(bigger(t, s)) } }];
  if (unfairT && unfairS) {
    const first = bigger(t, s);
    const second = first === t ? s : t;
    return [
      { key: 'lab.headlineUnfair', params: { games: count, ...gapParams(first) } },
      { key: 'lab.headlineAlsoUnfair', params: gapParams(second) },
    ];
  }
  return [
    { key: 'lab.headlineUnfair', params: { games: count, ...gapParams(unfairT ? t : s) } },
    { key: unfairT ? 'lab.headlineTurnEven' : 'lab.headlineTitansEven', params: {} },
  ];
}
