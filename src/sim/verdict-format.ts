// The verdict and the board at the top of the CLI's text report.
import type { BalanceReport } from './balance';
import { BOARD_FIGURES, boardValues, laneTotals } from './board-figures';
import { buildVerdict } from './verdict';
import { MIN_EXPECTED_WINS, verdictHeadline } from './verdict-headline';
import { ENGLISH, renderFinding } from './verdict-text';

const pct = (x: number): string => (100 * x).toFixed(1) + '%';
const pts = (x: number): string => `${x >= 0 ? '+' : '−'}${(100 * Math.abs(x)).toFixed(1)}`;
const pText = (p: number): string => (p < 0.001 ? '< 0.001' : p.toFixed(3));

export function verdictText(r: BalanceReport): string[] {
  const v = r.verdict ?? buildVerdict(r);
  const L: string[] = [];
  // The change first, when the circuit names its parent (change.ts).
  if (v.change) {
    L.push(
      `Your change against ${v.change.parent.name} (the same ${ENGLISH.num(v.change.games, 0)} games, free play):`,
    );
    for (const s of v.change.sentences) L.push(`  - ${s}`);
    L.push('');
  }
  const headline = verdictHeadline(v, r.played).map((f) => renderFinding(f, ENGLISH));
  if (headline.length) L.push(`In short: ${headline.join(' ')}`);
  L.push(
    `Verdict (bots: ${[...new Set(v.bots)].join(', ')}; * = significant after ${v.correction === 'holm' ? 'Holm' : 'Benjamini–Hochberg'} correction over ${v.titans.rows.length + v.turnPosition.rows.length + v.abilities.length + v.cards.length} tests at ${v.alpha})`,
  );
  for (const s of v.sentences) L.push(`  - ${s}`);
  const line = (name: string, t: typeof v.titans) =>
    `  ${name}: χ² = ${t.statistic} on ${t.df} df, p ${pText(t.p)} (corrected for asking both questions: ${pText(t.pAdjusted ?? t.p)}); ` +
    t.rows.map((x) => `${x.key} ${pts(x.deviation)}${x.significant ? '*' : ''}`).join(', ') +
    ' (points from the fair share)';
  L.push(line('Titans', v.titans));
  L.push(line('Turn positions', v.turnPosition));
  if (v.leaderCurve.length)
    L.push(
      '  Leader after round N wins: ' +
        v.leaderCurve
          .slice(0, 12)
          .map((x) => `${x.round}: ${pct(x.rate)}`)
          .join(', '),
    );
  if (v.skill)
    L.push(
      `  Skill: one ${v.skill.level} seat among ${v.skill.against} bots wins ${pct(v.skill.rate)} [${pct(v.skill.ci[0])}–${pct(v.skill.ci[1])}] (fair ${pct(v.skill.fair)})`,
    );
  const x = r.crossCheck;
  if (x) {
    const a = [...new Set(v.bots)].join('+');
    const b = [...new Set(x.bots)].join('+');
    L.push(`Cross-check: ${b} bots, ${ENGLISH.num(x.played, 0)} free games`);
    // Too few games for its χ² tests: said before its sentences (the lab's rule, 5 expected wins each).
    const n = v.titans.rows.length;
    if (n && x.played / n < MIN_EXPECTED_WINS)
      L.push(
        `  Warning: ${ENGLISH.message('lab.crossTooFew', {
          games: ENGLISH.num(x.played, 0),
          expected: ENGLISH.num(x.played / n, 1),
          need: ENGLISH.num(MIN_EXPECTED_WINS * n, 0),
        })}`,
      );
    if (x.sameFamily && a !== b) L.push(`  ${ENGLISH.message('lab.crossSameFamily', { a, b })}`);
    for (const s of x.verdict.sentences) L.push(`  - ${s}`);
    L.push(`  ${'finding'.padEnd(24)} ${a.padEnd(10)} ${b.padEnd(10)}`);
    const pOf = (p: number) => (p < 0.001 ? '< 0.001' : ENGLISH.num(p, 3));
    for (const row of x.agreement)
      L.push(
        `  ${`${row.finding}${row.key ? ` ${row.key}` : ''}`.padEnd(24)} ${row.a.padEnd(10)} ${row.b.padEnd(10)} ` +
          (row.agree ? `agree: holds for ${a} and ${b}` : `DIFFER: depends on the bots`) +
          (row.p ? ` (order tested: p ${pOf(row.p[0])} in ${a}'s games, ${pOf(row.p[1])} in ${b}'s)` : ''),
      );
    L.push(`  ${ENGLISH.message('lab.crossDifferMeans', {})}`);
  }
  return L;
}

/** Per lane A–F, per game, every board figure of the free games (all Titans). */
export function laneText(r: BalanceReport): string[] {
  const L = ['Per lane (per game, all Titans)      A       B       C       D       E       F'];
  for (const figure of BOARD_FIGURES) {
    const { names, values } = boardValues(r.baseline, { figure, titan: null, cause: null });
    if (r.baseline.spaces[names[0]]?.[figure] === undefined) continue;
    const lanes = laneTotals(names, values);
    L.push(
      `  ${figure.padEnd(32)}` +
        Object.values(lanes)
          .map((x) => x.toFixed(2).padStart(8))
          .join(''),
    );
  }
  return L;
}
