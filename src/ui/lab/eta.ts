// How long a Balance run or a Suggest search will take. Before the run: the games per second this browser measured on its earlier complete runs with the
// same bot levels (each saved run keeps its wall-clock seconds), times the games planned. While it runs:
// the time left at the pace of the run so far. Both are plain arithmetic on measured times.
import type { BotLevel } from '../../bots/types';
import { formatNumber, t } from '../../i18n';
import { balanceJobs, configFromReproduce } from '../../sim/balance';
import type { SavedOf } from './reports';

export interface PastRun {
  bots: BotLevel[];
  /** Every game the run played: free, restricted and skill games. */
  games: number;
  seconds: number;
}

/** The saved complete Balance runs with a measured time, newest first (as the list keeps them). */
export function pastRuns(saved: SavedOf<'balance'>[]): PastRun[] {
  const out: PastRun[] = [];
  for (const s of saved) {
    const { report, seconds } = s.data;
    if (!report.complete || !seconds || seconds <= 0) continue;
    try {
      const jobs = balanceJobs(configFromReproduce(report.reproduce)).length;
      out.push({ bots: report.reproduce.bots, games: report.played * jobs, seconds });
    } catch {
      // A report this version cannot rerun says nothing about this machine's pace.
    }
  }
  return out;
}

const sameLevels = (a: readonly BotLevel[], b: readonly BotLevel[]) => {
  const x = [...new Set(a)].sort().join();
  return x === [...new Set(b)].sort().join();
};

/** Games per second over the last (up to 5) runs with the same bot levels, pooled; null if none. */
export function measuredRate(
  runs: PastRun[],
  bots: readonly BotLevel[],
): { rate: number; runs: number } | null {
  const same = runs.filter((r) => sameLevels(r.bots, bots)).slice(0, 5);
  const games = same.reduce((a, r) => a + r.games, 0);
  const seconds = same.reduce((a, r) => a + r.seconds, 0);
  return same.length && seconds > 0 ? { rate: games / seconds, runs: same.length } : null;
}

/**
 * Seconds left at the pace so far, or null before it means anything (nothing played yet, or under
 * 2 s: the workers are still starting).
 */
export function secondsLeft(done: number, total: number, elapsedSeconds: number): number | null {
  if (done <= 0 || elapsedSeconds < 2 || total <= done) return null;
  return ((total - done) * elapsedSeconds) / done;
}

/** Saved Suggest searches (each finished, with its wall-clock seconds) as runs that measure the pace. */
export function pastSearches(saved: SavedOf<'suggest'>[]): PastRun[] {
  return saved
    .filter((s) => s.data.seconds > 0 && s.data.result.gamesPlayed > 0)
    .map((s) => ({
      bots: [s.data.form.bot],
      games: s.data.result.gamesPlayed,
      seconds: s.data.seconds,
    }));
}

/**
 * The pace a view quotes: its own kind of run first (a Balance run measures Balance best), then the other
 * kind with the same bots — both play whole games with them in this browser, so a Suggest search right
 * after a Balance run is no longer "unmeasured" (play-test 51).
 */
export function labPace(
  balance: SavedOf<'balance'>[],
  suggest: SavedOf<'suggest'>[],
  bots: readonly BotLevel[],
  own: 'balance' | 'suggest',
): { rate: number; runs: number } | null {
  const b = pastRuns(balance);
  const s = pastSearches(suggest);
  return measuredRate(own === 'balance' ? [...b, ...s] : [...s, ...b], bots);
}

/**
 * Games a second assumed before this browser has timed a complete run with these bots: a slow device's
 * pace, so that a first estimate errs long rather than short. greedy: a designer's play-test took about
 * 7 minutes for the old default report (2,000 games per measurement, 32,000 games: 76 a second), rounded
 * down to 75;
 * the other levels scaled by their CPU cost per game against greedy's (`npm run sim`, Kaldheira, 4 Titans,
 * one worker: random 1.1 ms, greedy 1.9 ms, expert 0.8 s, master 5.2 s a game — docs/lab.md).
 */
export const ASSUMED_RATE: Record<BotLevel, number> = {
  random: 140,
  greedy: 75,
  expert: 0.2,
  master: 0.03,
};

/** The assumed pace of a table of bots: a game costs the mean of its seats' costs (a level not listed costs master's). */
export function assumedRate(bots: readonly BotLevel[]): number {
  const seats = bots.length ? bots : (['greedy'] as const);
  const cost = seats.reduce((a, b) => a + 1 / (ASSUMED_RATE[b] ?? ASSUMED_RATE.master), 0) / seats.length;
  return 1 / cost;
}

/**
 * Before a run: how long `planned` games should take at this browser's measured pace (measuredRate), or,
 * before this browser has timed a run with these bots, at a slow device's assumed pace (assumedRate), said
 * to be an estimate — the one wording in Balance and Suggest.
 */
export function estimateText(
  planned: number,
  pace: { rate: number; runs: number } | null,
  bots: readonly BotLevel[],
): string {
  if (pace)
    return t('lab.estimate', {
      n: pace.runs,
      time: durationText(planned / pace.rate),
      rate: formatNumber(Math.round(pace.rate)),
    });
  const rate = assumedRate(bots);
  return t('lab.estimateAssumed', {
    n: planned,
    games: formatNumber(planned),
    time: durationText(planned / rate),
    rate: formatNumber(rate >= 10 ? Math.round(rate) : Number(rate.toPrecision(1))),
  });
}

/** "about 40 s", "about 3 min", "about 1 h 20 min" in the reader's language. */
export function durationText(seconds: number): string {
  if (seconds < 60) return t('lab.aboutSeconds', { s: Math.max(1, Math.round(seconds)) });
  const min = Math.round(seconds / 60);
  if (min < 60) return t('lab.aboutMinutes', { min });
  return t('lab.aboutHours', { h: Math.floor(min / 60), min: min % 60 });
}

/**
 * " · about 2 min left" while a run plays, once its pace means something, else "" — the one wording of
 * the time left in Batch, Balance and Suggest.
 */
export function timeLeftText(done: number, total: number, elapsedSeconds: number): string {
  const left = secondsLeft(done, total, elapsedSeconds);
  return left === null ? '' : ` · ${t('lab.timeLeft', { time: durationText(left) })}`;
}
