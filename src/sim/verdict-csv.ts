// The verdict of a balance report (verdict.ts) as CSV sections, first in the balance CSV: the omnibus
// tests, every per-row test with its corrected p, and the findings as sentences (English, as in the JSON).
import { csvCell } from './csv';
import type { TestRow, Verdict } from './verdict';

const row = (...xs: (string | number | boolean)[]) => xs.map(csvCell).join(',');

/** The verdict's sections, each a header row naming its columns then its rows, a blank line after each. */
export function verdictCSV(v: Verdict): string[] {
  const out: string[] = [];
  const section = (...lines: string[]) => out.push(...lines, '');
  const s = v.skill;
  section(
    row('verdict', 'value'),
    row('bots', v.bots.join(' ')),
    row('correction', v.correction),
    row('alpha', v.alpha),
    row('titansChiSquare', v.titans.statistic),
    row('titansDf', v.titans.df),
    row('titansP', v.titans.p),
    row('titansPAdjusted', v.titans.pAdjusted ?? v.titans.p),
    row('titansFairShare', v.titans.fair),
    row('turnPositionChiSquare', v.turnPosition.statistic),
    row('turnPositionDf', v.turnPosition.df),
    row('turnPositionP', v.turnPosition.p),
    row('turnPositionPAdjusted', v.turnPosition.pAdjusted ?? v.turnPosition.p),
    row('turnPositionFairShare', v.turnPosition.fair),
    row('roundsMean', v.length.mean),
    row('roundsCiLow', v.length.ci[0]),
    row('roundsCiHigh', v.length.ci[1]),
    ...(s
      ? [
          row('skillLevel', s.level),
          row('skillAgainst', s.against),
          row('skillRate', s.rate),
          row('skillCiLow', s.ci[0]),
          row('skillCiHigh', s.ci[1]),
          row('skillFairShare', s.fair),
          row('skillP', s.p),
        ]
      : []),
  );
  const tests = (kind: string, rows: TestRow[]) =>
    rows.map((t) => row(kind, t.key, t.rate, t.deviation, t.ci[0], t.ci[1], t.p, t.pAdjusted, t.significant));
  section(
    row('test', 'key', 'rate', 'deviation', 'ciLow', 'ciHigh', 'p', 'pAdjusted', 'significant'),
    ...tests('titan', v.titans.rows),
    ...tests('turnPosition', v.turnPosition.rows),
    ...tests('ability', v.abilities),
    ...tests('card', v.cards),
  );
  section(row('finding', 'sentence'), ...v.sentences.map((x, i) => row(i + 1, x)));
  return out;
}
