// The verdict at the top of a balance report: is the race fair, and how sure are we? From the
// report's figures alone (so a saved report without one gets it too):
//   - titans / turnPosition: Pearson's χ² test of the win counts against equal shares (one omnibus test
//     each), and per Titan / position a score test of its rate against 1/n;
//   - abilities / cards: McNemar's test of the paired games (with vs without);
//   - every per-row test (Titans, positions, abilities, cards) is one family, adjusted by Holm's method,
//     and marked significant when its adjusted p < 0.05;
//   - game length (mean with a normal 95% interval), the leader-after-round-N curve and the skill figure
//     (one seat of the strongest level against random bots: how much skill decides on this circuit);
//   - findings: 3–6 plain sentences as message keys with typed parameters (verdict-text.ts renders them
//     in English for the JSON/CLI; the lab renders them in the UI's language). They speak to a designer
//     ("how sure are we" as "a gap this large happens by chance 1 time in N", the `chance` parameter);
//     the test names, χ² and corrected p stay in their params (`p`), the JSON's tests and "How this was
//     tested".
import type { BotLevel } from '../bots/types';
import type { CardId, TitanId } from '../engine/types';
import type { MessageKey } from '../i18n';
import type { BalanceReport, Rate, RestrictedRow } from './balance/schema';
import type { VerdictChange } from './change';
import { chiSquareFair, holm, mcnemarP, normalP, proportionP } from './hypothesis';
import { round as round4 } from './stats';

/** Rounded, and never −0 (JSON writes −0 as 0, so a saved verdict must not hold one). */
const round = (x: number, digits?: number): number => round4(x, digits) + 0;
import { renderFinding, ENGLISH } from './verdict-text';

export const ALPHA = 0.05;

export interface TestRow {
  /** Titan id, turn position ('1' = first), Titan id of an ability, or card id. */
  key: string;
  rate: number;
  /** rate − fair share (Titans, positions) or the delta with − without (abilities, cards), with its 95% interval. */
  deviation: number;
  ci: [number, number];
  p: number;
  /** p after the correction (Holm over every row of the verdict). */
  pAdjusted: number;
  significant: boolean;
}

export interface FairnessTest {
  test: 'chi-square';
  statistic: number;
  df: number;
  p: number;
  /**
   * p after Holm's correction over the verdict's two omnibus questions (are the Titans equal, does turn
   * order matter): the verdict's sentence rests on it, so asking both questions does not double the
   * chance of a false alarm ("not equally strong, p = 0.03" beside per-row tests none of
   * which was significant).
   */
  pAdjusted: number;
  /** The fair share 1/n. */
  fair: number;
  /** The row furthest from the fair share. */
  largest: TestRow | null;
  rows: TestRow[];
}

/** A sentence's parameter, typed so each language can write it its own way. */
export type VParam =
  | { t: 'titan'; id: TitanId }
  /** A turn position (1 = the first player). */
  | { t: 'position'; v: number }
  | { t: 'ability'; id: TitanId; v: number }
  | { t: 'card'; id: CardId; v: number }
  | { t: 'pct'; v: number }
  | { t: 'pts'; v: number }
  | { t: 'num'; v: number; d: number }
  | { t: 'p'; v: number }
  /** A p-value in plain words: "less than 1 time in 1,000", "about 1 time in 30", "about 6 times in 10". */
  | { t: 'chance'; v: number }
  | { t: 'text'; v: string }
  /** Bot levels qualifying "bots", written in the reader's language ("bots greedy" in French). */
  /** `one`: a single bot ("one greedy bot" / "un bot glouton"), else qualifying "bots" (plural). */
  | { t: 'bots'; v: BotLevel[]; one?: boolean }
  | { t: 'list'; items: VParam[] };

export interface Finding {
  key: MessageKey;
  params: Record<string, VParam>;
}

export interface Verdict {
  /** The bot levels the verdict rests on (one per turn position of game 0). */
  bots: BotLevel[];
  correction: 'holm' | 'bh';
  alpha: number;
  titans: FairnessTest;
  turnPosition: FairnessTest;
  abilities: TestRow[];
  cards: TestRow[];
  length: { mean: number; sd: number; ci: [number, number]; games: number };
  leaderCurve: { round: number; games: number; rate: number; ci: [number, number] }[];
  /** One seat of `level` against `against` bots: its win rate and the fair share (null: not played). */
  skill: {
    level: BotLevel;
    against: BotLevel;
    rate: number;
    ci: [number, number];
    fair: number;
    p: number;
  } | null;
  findings: Finding[];
  /** The findings in English. */
  sentences: string[];
  /** A circuit that names its parent: what the change did, on the same games (change.ts). */
  change?: VerdictChange;
}

const ci2 = (lo: number, hi: number): [number, number] => [round(lo), round(hi)];

function rateRows(rates: Record<string, Rate>, fair: number): TestRow[] {
  return Object.entries(rates).map(([key, r]) => ({
    key,
    rate: r.rate,
    deviation: round(r.rate - fair),
    ci: ci2(r.ci[0] - fair, r.ci[1] - fair),
    p: proportionP(r.wins, r.games, fair),
    pAdjusted: 1,
    significant: false,
  }));
}

function deltaRow(key: string, x: RestrictedRow): TestRow {
  // Older reports lack the discordant pairs: p from the interval's width (normal approximation).
  const se = (x.ci[1] - x.ci[0]) / (2 * 1.96);
  const p = x.discordant ? mcnemarP(x.discordant[0], x.discordant[1]) : se > 0 ? normalP(x.delta / se) : 1;
  return { key, rate: x.with, deviation: x.delta, ci: x.ci, p, pAdjusted: 1, significant: false };
}

function fairness(rates: Record<string, Rate>, rows: TestRow[], fair: number): FairnessTest {
  const { statistic, df, p } = chiSquareFair(Object.values(rates).map((r) => r.wins));
  const largest = rows.reduce<TestRow | null>(
    (a, r) => (!a || Math.abs(r.deviation) > Math.abs(a.deviation) ? r : a),
    null,
  );
  return {
    test: 'chi-square',
    statistic: round(statistic, 3),
    df,
    p,
    pAdjusted: p,
    fair: round(fair),
    largest,
    rows,
  };
}

/**
 * The verdict's two questions — are the Titans equally strong, does turn order matter (χ² against equal
 * shares) — with their p adjusted together by Holm. Also asked of a suggestion's fresh games
 * (suggest/fairness.ts). `rows`: the rates' rows when the caller has built them already.
 */
export function fairnessTests(
  titanRates: Record<string, Rate>,
  posRates: Record<string, Rate>,
  rows?: { titans: TestRow[]; turnPosition: TestRow[] },
): { titans: FairnessTest; turnPosition: FairnessTest } {
  const n = Object.keys(titanRates).length;
  const fair = n ? 1 / n : 0;
  const titans = fairness(titanRates, rows?.titans ?? rateRows(titanRates, fair), fair);
  const turnPosition = fairness(posRates, rows?.turnPosition ?? rateRows(posRates, fair), fair);
  [titans.pAdjusted, turnPosition.pAdjusted] = holm([titans.p, turnPosition.p]);
  return { titans, turnPosition };
}

const best = (rows: TestRow[], sign: 1 | -1) =>
  rows.reduce((a, r) => (sign * (r.rate - a.rate) > 0 ? r : a), rows[0]);

export function buildVerdict(r: BalanceReport): Verdict {
  const n = Object.keys(r.titans).length;
  const fair = n ? 1 / n : 0;
  const titanRows = rateRows(r.titans, fair);
  const posRows = rateRows(r.turnPosition, fair);
  const abilityRows = r.abilities.map((a) => deltaRow(a.titan, a));
  const cardRows = r.cards.map((c) => deltaRow(c.card, c));
  const all = [...titanRows, ...posRows, ...abilityRows, ...cardRows];
  holm(all.map((x) => x.p)).forEach((q, i) => {
    all[i].pAdjusted = q;
    all[i].significant = q < ALPHA;
  });
  const { titans, turnPosition } = fairnessTests(r.titans, r.turnPosition, {
    titans: titanRows,
    turnPosition: posRows,
  });
  const won = r.length.histogram ? Object.values(r.length.histogram).reduce((a, b) => a + b, 0) : 0;
  const half = won > 1 ? (1.96 * r.length.sd) / Math.sqrt(won) : 0;
  const length = {
    mean: r.length.mean,
    sd: r.length.sd,
    ci: ci2(r.length.mean - half, r.length.mean + half),
    games: won,
  };
  const leaderCurve = r.tension.leaderAfterRound ?? [];
  const skill = r.skill
    ? {
        level: r.skill.level,
        against: r.skill.against,
        rate: r.skill.rate,
        ci: r.skill.ci,
        fair: r.skill.fair,
        p: proportionP(r.skill.wins, r.skill.games, r.skill.fair),
      }
    : null;
  const v: Verdict = {
    bots: r.reproduce.bots.slice(),
    correction: 'holm',
    alpha: ALPHA,
    titans,
    turnPosition,
    abilities: abilityRows,
    cards: cardRows,
    length,
    leaderCurve,
    skill,
    findings: [],
    sentences: [],
  };
  v.findings = findings(v, r);
  v.sentences = v.findings.map((f) => renderFinding(f, ENGLISH));
  return v;
}

/** Bot levels in words: "greedy", or "greedy + master" when mixed (each level once). */
const botsText = (bots: BotLevel[]): VParam => ({ t: 'bots', v: [...new Set(bots)] });

function findings(v: Verdict, r: BalanceReport): Finding[] {
  const out: Finding[] = [];
  const bots = botsText(v.bots);
  const fair: VParam = { t: 'pct', v: v.titans.fair };
  if (v.titans.rows.length) {
    const hi = best(v.titans.rows, 1);
    const lo = best(v.titans.rows, -1);
    const L = v.titans.largest!;
    out.push(
      v.titans.pAdjusted < ALPHA
        ? {
            key: 'lab.verdictTitansUnfair',
            params: {
              bots,
              p: { t: 'p', v: v.titans.pAdjusted },
              chance: { t: 'chance', v: v.titans.pAdjusted },
              best: { t: 'titan', id: hi.key as TitanId },
              bestRate: { t: 'pct', v: hi.rate },
              worst: { t: 'titan', id: lo.key as TitanId },
              worstRate: { t: 'pct', v: lo.rate },
              fair,
            },
          }
        : {
            key: 'lab.verdictTitansFair',
            params: {
              bots,
              p: { t: 'p', v: v.titans.pAdjusted },
              chance: { t: 'chance', v: v.titans.pAdjusted },
              titan: { t: 'titan', id: L.key as TitanId },
              rate: { t: 'pct', v: L.rate },
              fair,
              dev: { t: 'pts', v: L.deviation },
              lo: { t: 'pts', v: L.ci[0] },
              hi: { t: 'pts', v: L.ci[1] },
            },
          },
    );
  }
  if (v.turnPosition.rows.length) {
    const hi = best(v.turnPosition.rows, 1);
    const lo = best(v.turnPosition.rows, -1);
    const first = v.turnPosition.rows[0];
    out.push(
      v.turnPosition.pAdjusted < ALPHA
        ? {
            // "the first player wins 70%; the player in turn position 1 does best with
            // 70%" said it twice — when the first player is the best or the worst, it is named once.
            key:
              hi.key === first.key
                ? 'lab.verdictTurnMattersFirstBest'
                : lo.key === first.key
                  ? 'lab.verdictTurnMattersFirstWorst'
                  : 'lab.verdictTurnMatters',
            params: {
              p: { t: 'p', v: v.turnPosition.pAdjusted },
              chance: { t: 'chance', v: v.turnPosition.pAdjusted },
              first: { t: 'pct', v: first.rate },
              best: { t: 'num', v: Number(hi.key), d: 0 },
              bestRate: { t: 'pct', v: hi.rate },
              worst: { t: 'num', v: Number(lo.key), d: 0 },
              worstRate: { t: 'pct', v: lo.rate },
              fair,
            },
          }
        : {
            key: 'lab.verdictTurnFair',
            params: {
              p: { t: 'p', v: v.turnPosition.pAdjusted },
              chance: { t: 'chance', v: v.turnPosition.pAdjusted },
              first: { t: 'pct', v: first.rate },
              fair,
            },
          },
    );
  }
  const powers = v.abilities.length + v.cards.length;
  if (powers) {
    const items: VParam[] = [
      ...v.abilities
        .filter((x) => x.significant)
        .map((x) => ({ t: 'ability' as const, id: x.key as TitanId, v: x.deviation })),
      ...v.cards
        .filter((x) => x.significant)
        .map((x) => ({ t: 'card' as const, id: x.key as CardId, v: x.deviation })),
    ].sort((a, b) => Math.abs(b.v) - Math.abs(a.v));
    const tests: VParam = { t: 'num', v: v.titans.rows.length + v.turnPosition.rows.length + powers, d: 0 };
    out.push(
      items.length
        ? { key: 'lab.verdictPowers', params: { tests, list: { t: 'list', items } } }
        : { key: 'lab.verdictNoPowers', params: { tests } },
    );
  }
  if (v.length.games > 0) {
    const target = Math.max(1, Math.floor(v.length.mean / 2));
    const point = v.leaderCurve.find((x) => x.round === target) ?? v.leaderCurve[0];
    const len = {
      mean: { t: 'num', v: v.length.mean, d: 1 } as VParam,
      lo: { t: 'num', v: v.length.ci[0], d: 1 } as VParam,
      hi: { t: 'num', v: v.length.ci[1], d: 1 } as VParam,
    };
    out.push(
      point
        ? {
            key: 'lab.verdictLength',
            params: { ...len, round: { t: 'num', v: point.round, d: 0 }, rate: { t: 'pct', v: point.rate } },
          }
        : { key: 'lab.verdictLengthOnly', params: len },
    );
  }
  if (v.skill) {
    const ratio = v.skill.fair ? v.skill.rate / v.skill.fair : 0;
    out.push({
      key:
        ratio >= 2.5
          ? 'lab.verdictSkillDecides'
          : ratio >= 1.5
            ? 'lab.verdictSkillCounts'
            : 'lab.verdictSkillLittle',
      params: {
        level: { t: 'bots', v: [v.skill.level], one: true },
        rate: { t: 'pct', v: v.skill.rate },
        lo: { t: 'pct', v: v.skill.ci[0] },
        hi: { t: 'pct', v: v.skill.ci[1] },
        ratio: { t: 'num', v: ratio, d: 1 },
        fair: { t: 'pct', v: v.skill.fair },
      },
    });
  }
  out.push({
    key: 'lab.verdictRestsOn',
    params: { bots, games: { t: 'num', v: r.played, d: 0 } },
  });
  return out;
}
