// A balance report with only what the verdict reads — win counts per Titan and per turn position — for
// cases whose right answer is worked out by hand (tests/sim/verdict.test.ts, tests/lab/verdict-headline).
import type { TitanId } from '../../src/engine/types';
import type { BalanceReport } from '../../src/sim/balance';

const rate = (wins: number, games: number) => ({
  wins,
  games,
  rate: wins / games,
  ci: [0, 1] as [number, number],
});

/** Four Titans (Grinder, Slaugg, Craken, Rassïk) and their seats' wins; `extra` adds or replaces fields. */
export function fakeReport(
  titanWins: number[],
  posWins: number[],
  games = 100,
  extra: Record<string, unknown> = {},
): BalanceReport {
  const ids: TitanId[] = ['grinder', 'slaugg', 'craken', 'rassik'];
  return {
    played: games,
    games,
    seed: 1,
    complete: true,
    circuits: ['kaldheira'],
    titans: Object.fromEntries(ids.map((t, i) => [t, rate(titanWins[i], games)])),
    turnPosition: Object.fromEntries(posWins.map((w, i) => [String(i + 1), rate(w, games)])),
    abilities: [],
    cards: [],
    length: { mean: 9, sd: 2, min: 5, max: 14, histogram: { '9': games } },
    tension: { leadChangesPerGame: 5, comebackShare: 0.5, meanWinningMargin: 2, leaderAfterRound: [] },
    reproduce: { bots: ['greedy', 'greedy', 'greedy', 'greedy'] },
    ...extra,
  } as unknown as BalanceReport;
}
