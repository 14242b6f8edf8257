// A slice of a balance run (`npm run balance -- --range FIRST..LAST --out FILE`), as merge-reports reads
// it: its shape by a valibot schema (whole numbers, known Titans, circuits the engine accepts, lists
// capped), then its contents against its own games — every count within its games, the same wins in
// every tally, outcomes of the right length for every batch. Only a slice that passes is added up, and
// what merging allocates is bounded by the games the slices really hold (their outcome lists), never by
// a `reproduce.games` the file merely claims.
import * as v from 'valibot';
import type { BalanceConfig, BalancePart } from '../sim/balance';
import { balanceJobs } from '../sim/balance/seating';
import type { BalanceSlice } from '../sim/slices';
import { count, dict, finite, list, MAX_GAMES, type Refusal } from './core';
import { reproduceSchema } from './report';

/** Games of one part: a worker's share of a slice (a slice of 10,000,000 games is ~1 GB of JSON). */
const MAX_PART = 10_000_000;
const whole = count();
const counts = dict(whole, 1000);
const wholes = list(whole, 3 * 36);
const zeroIfNull = v.pipe(
  v.nullable(whole),
  v.transform((x) => x ?? 0),
);

const tally = v.looseObject({
  games: whole,
  finished: whole,
  titans: list(v.string(), 6),
  boards: v.optional(count(3)),
  winsByTitan: counts,
  winsBySeat: list(whole, 6),
  winsByPosition: v.optional(list(whole, 6)),
  winsByBot: counts,
  seatsByBot: counts,
  roundsSum: whole,
  roundsSqSum: whole,
  roundsHist: counts,
  actions: whole,
  knockouts: whole,
  knockoutsByTitan: counts,
  lifeLost: counts,
  lifeLostByTitan: counts,
  cardsDrawn: whole,
  cardsPlayed: whole,
  cardsPlayedByCard: counts,
  trapsPlaced: whole,
  trapsSprung: whole,
  visits: wholes,
  spaceLifeLost: wholes,
  spaceTrapsSprung: wholes,
  spaceByTitan: v.optional(dict(dict(wholes, 32), 6)),
  decideMs: dict(v.pipe(finite, v.minValue(0)), 8),
  decisions: counts,
  decideMaxMs: v.optional(dict(v.pipe(finite, v.minValue(0)), 8)),
});

const extra = v.looseObject({
  winsByPosition: list(whole, 6),
  leadChanges: whole,
  halfGames: whole,
  comebacks: whole,
  margins: whole,
  marginSum: v.pipe(finite, v.integer()),
  marginSqSum: whole,
  abilityUses: counts,
  cardsReceivedByCard: counts,
  winsByTeam: counts,
  // Rounds no won game reached are holes, which JSON writes as null: read as 0, as addPart adds them.
  leaderGames: list(zeroIfNull, 1000),
  leaderWins: list(zeroIfNull, 1000),
});

const part = v.looseObject({
  from: whole,
  to: whole,
  base: tally,
  extra,
  outcomes: dict(list(v.pipe(v.number(), v.safeInteger(), v.minValue(-1), v.maxValue(5)), MAX_PART), 100),
  rounds: list(whole, MAX_PART),
  behind: list(v.pipe(finite, v.minValue(0)), MAX_PART),
  forbiddenUses: whole,
  substitutes: whole,
});

export const sliceSchema = v.looseObject({
  kind: v.literal('titan-race-balance-slice'),
  version: v.literal(1),
  range: v.tuple([count(MAX_GAMES), count(MAX_GAMES)]),
  reproduce: reproduceSchema(MAX_GAMES),
  parts: v.pipe(list(part, 10_000), v.minLength(1)),
}) as unknown as v.GenericSchema<unknown, BalanceSlice>;

const sum = (xs: Iterable<number>): number => {
  let s = 0;
  for (const x of xs) s += x;
  return s;
};
const own = (r: Record<string, number>) => Object.values(r);

/**
 * What is wrong with a parsed slice's contents (its config is `cfg`, from its reproduce block), or null.
 * The refusal's path names the field: `parts.0.base.winsByTitan`.
 */
export function sliceContentProblem(slice: BalanceSlice, cfg: BalanceConfig): Refusal | null {
  const [lo, hi] = slice.range;
  if (hi < lo || hi >= cfg.games) return { code: 'range_outside_games', path: 'range' };
  const jobs = balanceJobs(cfg);
  const n = cfg.titans.length;
  const spaces = cfg.circuits.length * 36;
  for (const [i, p] of slice.parts.entries()) {
    const at = (field: string, code: string): Refusal => ({ code, path: `parts.${i}.${field}` });
    const g = p.to - p.from;
    if (g <= 0 || p.from < lo || p.to > hi + 1) return at('from', 'part_outside_range');
    // Outcomes: one list per batch of the run, each of the part's length, each a winner index or -1.
    const keys = Object.keys(p.outcomes);
    if (
      keys.length !== jobs.length ||
      !jobs.every((j) => Object.prototype.hasOwnProperty.call(p.outcomes, j))
    )
      return at('outcomes', 'batches_differ');
    for (const j of jobs) {
      const out = p.outcomes[j];
      if (out.length !== g) return at(`outcomes.${j}`, 'wrong_length');
      if (out.some((w) => w >= n)) return at(`outcomes.${j}`, 'unknown_winner');
    }
    if (p.rounds.length !== g) return at('rounds', 'wrong_length');
    if (p.behind.length !== g) return at('behind', 'wrong_length');
    // The free games' tally against its own games and its outcomes.
    const b = p.base;
    if (b.games !== g) return at('base.games', 'games_differ');
    if (b.finished > g) return at('base.finished', 'over_games');
    if (b.titans.length !== n || b.titans.some((t, k) => t !== cfg.titans[k]))
      return at('base.titans', 'titans_differ');
    const base = p.outcomes.base;
    const won = base.filter((w) => w >= 0).length;
    if (b.finished !== won) return at('base.finished', 'disagrees_with_outcomes');
    for (const t of Object.keys(b.winsByTitan))
      if (!cfg.titans.includes(t as never)) return at(`base.winsByTitan.${t}`, 'unknown_titan');
    for (const [k, t] of cfg.titans.entries())
      if ((b.winsByTitan[t] ?? 0) !== base.filter((w) => w === k).length)
        return at(`base.winsByTitan.${t}`, 'disagrees_with_outcomes');
    if (b.winsBySeat.length !== n || sum(b.winsBySeat) !== won) return at('base.winsBySeat', 'sum_differs');
    if (b.winsByPosition && (b.winsByPosition.length !== n || sum(b.winsByPosition) !== won))
      return at('base.winsByPosition', 'sum_differs');
    if (sum(own(b.winsByBot)) !== won) return at('base.winsByBot', 'sum_differs');
    if (sum(own(b.seatsByBot)) !== g * n) return at('base.seatsByBot', 'sum_differs');
    if (sum(own(b.roundsHist)) !== won) return at('base.roundsHist', 'sum_differs');
    if (p.rounds.filter((r) => r > 0).length !== won) return at('rounds', 'disagrees_with_outcomes');
    for (const f of ['visits', 'spaceLifeLost', 'spaceTrapsSprung'] as const)
      if (b[f].length !== spaces) return at(`base.${f}`, 'wrong_length');
    const x = p.extra;
    if (x.winsByPosition.length !== n || sum(x.winsByPosition) !== won)
      return at('extra.winsByPosition', 'sum_differs');
    if (x.margins !== won) return at('extra.margins', 'disagrees_with_outcomes');
    if (x.halfGames > won) return at('extra.halfGames', 'over_games');
    if (x.comebacks > x.halfGames) return at('extra.comebacks', 'over_games');
    if (x.leaderGames.some((k) => k > won)) return at('extra.leaderGames', 'over_games');
    if (x.leaderWins.length > x.leaderGames.length || x.leaderWins.some((k, r) => k > x.leaderGames[r]))
      return at('extra.leaderWins', 'over_games');
    if (sum(own(x.winsByTeam)) > won) return at('extra.winsByTeam', 'over_games');
  }
  return null;
}

export type { BalancePart };
