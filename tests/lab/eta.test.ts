// Play-test s5: a Balance run's expected time from this browser's measured pace on earlier runs with the
// same bot levels, and the time left at the run's own pace.
import '../../src/i18n/labMessages';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import {
  ASSUMED_RATE,
  assumedRate,
  durationText,
  estimateText,
  labPace,
  measuredRate,
  pastRuns,
  pastSearches,
  secondsLeft,
  timeLeftText,
  type PastRun,
} from '../../src/ui/lab/eta';
import type { SavedOf } from '../../src/ui/lab/reports';
import { fakeReport } from '../sim/fake-report';
import { configOf, DEFAULT_FORM } from '../../src/ui/lab/balanceForm';
import { standardPlayables } from '../../src/editor/library';
import { balanceJobs } from '../../src/sim/balance';

afterEach(() => setCatalogue('en', en));

/** A Balance run's reproduce: greedy bots, no ability or card restricted — one measurement. */
const rp = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bots: ['greedy', 'greedy', 'greedy', 'greedy'],
  games: 100,
  seed: 1,
  abilities: false,
  cards: false,
};

describe('time estimates (play-test s5)', () => {
  it('pools the games per second of the last runs with the same bot levels only', () => {
    const runs: PastRun[] = [
      { bots: ['greedy', 'greedy', 'greedy'], games: 16_000, seconds: 20 },
      { bots: ['master', 'master', 'master'], games: 100, seconds: 50 },
      { bots: ['greedy'], games: 8_000, seconds: 20 },
    ];
    // (16,000 + 8,000) games / (20 + 20) s = 600 games a second; master's pace is left out.
    expect(measuredRate(runs, ['greedy', 'greedy', 'greedy', 'greedy'])).toEqual({ rate: 600, runs: 2 });
    expect(measuredRate(runs, ['expert'])).toBeNull();
    expect(measuredRate(runs, ['greedy', 'master'])).toBeNull();
  });

  it('counts every game a saved run played (each measurement), and skips cancelled or untimed runs', () => {
    const saved = (complete: boolean, seconds?: number) =>
      ({
        data: { kind: 'balance', report: fakeReport(EVEN, EVEN, 100, { complete, reproduce: rp }), seconds },
      }) as unknown as SavedOf<'balance'>;
    const runs = pastRuns([saved(true, 4), saved(false, 4), saved(true)]);
    expect(runs).toHaveLength(1);
    // No ability or card restricted, no skill batch: one measurement of 100 games.
    expect(runs[0]).toEqual({ bots: rp.bots, games: 100, seconds: 4 });
  });

  it('the time left follows the pace so far, once it means something', () => {
    expect(secondsLeft(8_000, 32_000, 10)).toBe(30);
    expect(secondsLeft(0, 32_000, 10)).toBeNull();
    expect(secondsLeft(100, 32_000, 1)).toBeNull();
    expect(secondsLeft(32_000, 32_000, 40)).toBeNull();
  });

  it('one wording of the time left for Batch, Balance and Suggest (s6): empty until the pace means something', () => {
    // 1,000 of 4,000 games in 50 s: 3,000 more at 20 games a second = 150 s, about 3 min.
    expect(timeLeftText(1_000, 4_000, 50)).toBe(' · about 3 min left');
    expect(timeLeftText(1_000, 4_000, 1)).toBe('');
    setCatalogue('fr', fr);
    expect(timeLeftText(1_000, 4_000, 50)).toBe(' · encore environ 3 min');
  });

  it('durations in words, English and French', () => {
    expect(durationText(42.4)).toBe('about 42 s');
    expect(durationText(200)).toBe('about 3 min');
    expect(durationText(4_800)).toBe('about 1 h 20 min');
    setCatalogue('fr', fr);
    expect(durationText(200)).toBe('environ 3 min');
  });
});

const EVEN = [25, 25, 25, 25];

describe('the expected time of a Suggest search', () => {
  /** A finished search as saved: only what the pace reads (its bot, games played and seconds). */
  const search = (bot: 'greedy' | 'expert', gamesPlayed: number, seconds: number) =>
    ({
      id: `s-${bot}-${gamesPlayed}`,
      data: { kind: 'suggest', seconds, form: { bot }, result: { gamesPlayed } },
    }) as unknown as SavedOf<'suggest'>;

  it('is measured on the finished searches with the same bot, and worded as Balance words it', () => {
    const runs = pastSearches([
      search('greedy', 3000, 10),
      search('expert', 100, 10),
      search('greedy', 0, 0),
    ]);
    const pace = measuredRate(runs, ['greedy']);
    expect(pace).toEqual({ rate: 300, runs: 1 });
    expect(estimateText(6000, pace, ['greedy'])).toBe(
      'Expected time: about 20 s — at 300 games a second, the pace of your last complete run with these bots in this browser.',
    );
    // No finished run with master: a slow device's assumed pace, said to be one (below).
    expect(estimateText(6000, measuredRate(runs, ['master']), ['master'])).toBe(
      'Expected time: about 55 h 33 min for these 6,000 games — an estimate: this browser has not yet timed a complete run with these bots, so it assumes a slow device’s pace (0.03 games a second). The time left shows once the first games are played.',
    );
  });

  it('after a Balance run with the same bot, a first search is timed at that pace (play-test 51)', () => {
    const report = fakeReport(EVEN, EVEN, 100, { complete: true, reproduce: rp });
    const balance = [
      { id: 'b1', data: { kind: 'balance', report, seconds: 4 } },
    ] as unknown as SavedOf<'balance'>[];
    const fromBalance = labPace(balance, [], ['greedy'], 'suggest');
    // Its one measurement of 100 games in 4 s.
    expect(fromBalance).toEqual({ rate: 25, runs: 1 });
    // Its own kind of run comes first: with five searches of its own, Balance's run is not pooled.
    const five = [1, 2, 3, 4, 5].map((i) => search('greedy', 3000 + i, 10));
    expect(labPace(balance, five, ['greedy'], 'suggest')).toEqual(
      measuredRate(pastSearches(five), ['greedy']),
    );
    // Another bot's Balance run says nothing of this one's pace.
    expect(labPace(balance, [], ['expert'], 'suggest')).toBeNull();
  });
});

describe('before the first run in this browser (play-test: 34,000 games, about 7 minutes, no estimate)', () => {
  const byId = new Map(standardPlayables().map((p) => [p.id, p]));
  /** The games a form plans in all, as the Balance view counts them. */
  const planned = (games: number): number => {
    const made = configOf({ ...DEFAULT_FORM, games }, byId);
    if (!made.ok) throw new Error('the default form runs');
    return made.config.games * balanceJobs(made.config).length;
  };

  it('a table of bots is assumed as slow as a slow device, a game costing the mean of its seats', () => {
    expect(assumedRate(['greedy', 'greedy', 'greedy', 'greedy'])).toBe(ASSUMED_RATE.greedy);
    // One expert seat in four: 3/4 × 1/75 + 1/4 × 1/0.2 s a game, the expert's share dominating.
    expect(assumedRate(['expert', 'greedy', 'greedy', 'greedy'])).toBeCloseTo(
      1 / (3 / 4 / 75 + 1 / 4 / 0.2),
      9,
    );
    // The old default report at the assumed pace is the play-test's "about 7 minutes".
    expect(durationText(planned(2000) / assumedRate(DEFAULT_FORM.bots))).toBe('about 7 min');
  });

  it('the default report is a first look in under a minute, its plan said with its games and that it is an estimate', () => {
    const n = planned(DEFAULT_FORM.games);
    expect(n).toBe(3200);
    expect(n / assumedRate(DEFAULT_FORM.bots)).toBeLessThan(60);
    expect(estimateText(n, null, DEFAULT_FORM.bots)).toBe(
      'Expected time: about 43 s for these 3,200 games — an estimate: this browser has not yet timed a complete run with these bots, so it assumes a slow device’s pace (75 games a second). The time left shows once the first games are played.',
    );
    setCatalogue('fr', fr);
    expect(estimateText(n, null, DEFAULT_FORM.bots)).toBe(
      'Durée prévue\u202f: environ 43 s pour ces 3\u202f200 parties — une estimation\u202f: ce navigateur n’a pas encore chronométré de série complète avec ces bots, il suppose donc le rythme d’un appareil lent (75 parties par seconde). Le temps restant s’affiche dès les premières parties jouées.',
    );
  });

  it('a measured pace replaces the assumption', () => {
    expect(estimateText(3400, { rate: 340, runs: 1 }, DEFAULT_FORM.bots)).toMatch(
      /^Expected time: about 10 s — at 340 games a second/,
    );
  });
});
