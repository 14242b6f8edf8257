// Two bot families in one report (issue 21 item 4): the same circuit played again by a second level
// (e.g. master after greedy) — free games only, so it stays affordable — and its verdict set beside the
// first, finding by finding, so the designer sees which conclusions rest on the bot.
import type { BotLevel } from '../bots/types';
import type { BalanceConfig } from './balance/config';
import type { BalanceReport, Rate } from './balance/schema';
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
}

export interface CrossCheck {
  bots: BotLevel[];
  games: number;
  played: number;
  titans: Record<string, Rate>;
  turnPosition: Record<string, Rate>;
  verdict: Verdict;
  agreement: AgreementRow[];
}

/** The second family's configuration: every seat `level`, free games only. */
export function crossConfig(cfg: BalanceConfig, level: BotLevel, games: number): BalanceConfig {
  return { ...cfg, bots: cfg.bots.map(() => level), games, abilities: false, cards: false, skill: false };
}

const side = (r: TestRow): string => (!r.significant ? 'even' : r.deviation > 0 ? 'above' : 'below');
const top = (rows: TestRow[], sign: 1 | -1) =>
  rows.reduce((a, r) => (sign * (r.rate - a.rate) > 0 ? r : a), rows[0])?.key ?? '';

export function compareVerdicts(a: Verdict, b: Verdict): AgreementRow[] {
  const out: AgreementRow[] = [];
  const row = (finding: AgreementRow['finding'], x: string, y: string, key?: string) =>
    out.push({ finding, ...(key ? { key } : {}), a: x, b: y, agree: x === y });
  // The verdict's own call (its corrected p; a verdict saved before the correction has only p).
  const fair = (t: Verdict['titans']) => ((t.pAdjusted ?? t.p) < ALPHA ? 'unfair' : 'fair');
  row('titansFair', fair(a.titans), fair(b.titans));
  row('strongest', top(a.titans.rows, 1), top(b.titans.rows, 1));
  row('weakest', top(a.titans.rows, -1), top(b.titans.rows, -1));
  row('turnFair', fair(a.turnPosition), fair(b.turnPosition));
  row('bestPosition', top(a.turnPosition.rows, 1), top(b.turnPosition.rows, 1));
  row('worstPosition', top(a.turnPosition.rows, -1), top(b.turnPosition.rows, -1));
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
    agreement: compareVerdicts(main.verdict!, second.verdict!),
  };
}
