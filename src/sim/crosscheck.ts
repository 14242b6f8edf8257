// Two bot families in one report: the same circuit played again by a second level (e.g. master after
// greedy) — free games only, so it stays affordable — and its verdict set beside the first, finding by
// finding, so the designer sees which conclusions rest on the bot. A finding that agrees holds for both
// levels; one that differs holds only for the level it was measured with. Strongest and weakest differ
// only by a test (each family's own games ordering the two its way), never by a rank alone.
import type { BotLevel } from '../bots/types';
import type { BalanceConfig } from './balance/config';
import type { BalanceReport, Rate } from './balance/schema';
import { mcnemarP } from './hypothesis';
import { ALPHA, type TestRow, type Verdict } from './verdict';

export interface AgreementRow {
  /** What is compared: the χ² verdicts, the strongest/weakest Titan and best/worst position, or one
   * Titan's or position's significant deviation from the fair share ('above', 'below', 'even'). */
  finding:
    | 'titansFair'
    | 'turnFair'
    | 'strongest'
    | 'weakest'
    | 'bestPosition'
    | 'worstPosition'
    | 'titan'
    | 'position';
  key?: string;
  a: string;
  b: string;
  agree: boolean;
  /**
   * Strongest / weakest / best / worst: the two names differ only by a test, not a rank — each family's
   * own games must order the two the opposite way with p < 0.05 (a sign test of their wins, McNemar's
   * form). `p`: [in the first family's games, in the second's] when the names differ.
   */
  p?: [number, number];
  /** The bot levels the finding holds for: both families' when they agree, none when they differ
   * (absent in a report saved before). */
  holdsFor?: BotLevel[];
}

export interface CrossCheck {
  bots: BotLevel[];
  games: number;
  played: number;
  titans: Record<string, Rate>;
  turnPosition: Record<string, Rate>;
  verdict: Verdict;
  agreement: AgreementRow[];
  /** Both families are greedy's (random, greedy, expert — expert judges its rollouts by greedy's
   * heuristic): their agreement is not an independent second opinion. master is the other family: it
   * judges positions by the evaluation learned from who won played games (its rollouts' players still
   * choose as greedy and expert do, so it is a second judge rather than a second player). */
  sameFamily: boolean;
}

/** random, greedy and expert are one family (greedy's heuristic judges); master, judged by the learned evaluation, is the other. */
const GREEDY_FAMILY: readonly BotLevel[] = ['random', 'greedy', 'expert'];

export const sameFamily = (a: BotLevel[], b: BotLevel[]): boolean =>
  [...a, ...b].every((x) => GREEDY_FAMILY.includes(x));

/** The second family's configuration: every seat `level`, free games only. */
export function crossConfig(cfg: BalanceConfig, level: BotLevel, games: number): BalanceConfig {
  return { ...cfg, bots: cfg.bots.map(() => level), games, abilities: false, cards: false, skill: false };
}

const side = (r: TestRow): string => (!r.significant ? 'even' : r.deviation > 0 ? 'above' : 'below');
const top = (rows: TestRow[], sign: 1 | -1) =>
  rows.reduce((a, r) => (sign * (r.rate - a.rate) > 0 ? r : a), rows[0])?.key ?? '';

/** Win counts of each Titan and turn position in one family's games (for the order tests). */
export interface FamilyWins {
  titans: Record<string, number>;
  turnPosition: Record<string, number>;
}

const winsOf = (r: Pick<BalanceReport, 'titans' | 'turnPosition'>): FamilyWins => ({
  titans: Object.fromEntries(Object.entries(r.titans).map(([k, x]) => [k, x.wins])),
  turnPosition: Object.fromEntries(Object.entries(r.turnPosition).map(([k, x]) => [k, x.wins])),
});

export function compareVerdicts(
  a: Verdict,
  b: Verdict,
  wins?: { a: FamilyWins; b: FamilyWins },
): AgreementRow[] {
  const out: AgreementRow[] = [];
  const levels = [...new Set([...a.bots, ...b.bots])];
  const row = (finding: AgreementRow['finding'], x: string, y: string, key?: string) =>
    out.push({
      finding,
      ...(key ? { key } : {}),
      a: x,
      b: y,
      agree: x === y,
      holdsFor: x === y ? levels : [],
    });
  /** Top or bottom names: they differ only if each family's own wins order the two its way, p < 0.05. */
  const ranked = (
    finding: AgreementRow['finding'],
    kind: keyof FamilyWins,
    rowsA: TestRow[],
    rowsB: TestRow[],
    sign: 1 | -1,
  ) => {
    const x = top(rowsA, sign);
    const y = top(rowsB, sign);
    if (x === y || !wins) return row(finding, x, y);
    // sign 1 (strongest): in A's games x won more than y; in B's, y more than x. sign −1: the reverse.
    const p = (w: FamilyWins, hi: string, lo: string) =>
      sign * (w[kind][hi] - w[kind][lo]) > 0 ? mcnemarP(w[kind][hi], w[kind][lo]) : 1;
    const ps: [number, number] = [p(wins.a, x, y), p(wins.b, y, x)];
    const agree = !(ps[0] < ALPHA && ps[1] < ALPHA);
    out.push({ finding, a: x, b: y, agree, p: ps, holdsFor: agree ? levels : [] });
  };
  // The verdict's own call (its corrected p; a verdict saved before the correction has only p).
  const fair = (t: Verdict['titans']) => ((t.pAdjusted ?? t.p) < ALPHA ? 'unfair' : 'fair');
  row('titansFair', fair(a.titans), fair(b.titans));
  ranked('strongest', 'titans', a.titans.rows, b.titans.rows, 1);
  ranked('weakest', 'titans', a.titans.rows, b.titans.rows, -1);
  row('turnFair', fair(a.turnPosition), fair(b.turnPosition));
  ranked('bestPosition', 'turnPosition', a.turnPosition.rows, b.turnPosition.rows, 1);
  ranked('worstPosition', 'turnPosition', a.turnPosition.rows, b.turnPosition.rows, -1);
  for (const x of a.titans.rows) {
    const y = b.titans.rows.find((r) => r.key === x.key);
    if (y) row('titan', side(x), side(y), x.key);
  }
  for (const x of a.turnPosition.rows) {
    const y = b.turnPosition.rows.find((r) => r.key === x.key);
    if (y) row('position', side(x), side(y), x.key);
  }
  return out;
}

/** The second family's report reduced to what the cross-check shows, compared with the first. */
export function crossCheckOf(main: BalanceReport, second: BalanceReport): CrossCheck {
  return {
    bots: second.reproduce.bots.slice(),
    games: second.games,
    played: second.played,
    titans: second.titans,
    turnPosition: second.turnPosition,
    verdict: second.verdict!,
    agreement: compareVerdicts(main.verdict!, second.verdict!, { a: winsOf(main), b: winsOf(second) }),
    sameFamily: sameFamily(main.reproduce.bots, second.reproduce.bots),
  };
}
