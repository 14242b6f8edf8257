import { describe, expect, it } from 'vitest';
import { meanSd, wilson } from '../../src/sim/stats';
import { emptyTally, mergeTally } from '../../src/sim/tally';
import { buildReport, formatText, toCSV } from '../../src/sim/report';

describe('statistics', () => {
  it('Wilson interval matches reference values', () => {
    const a = wilson(50, 100);
    expect(a.rate).toBe(0.5);
    expect(a.lo).toBeCloseTo(0.4038, 3);
    expect(a.hi).toBeCloseTo(0.5962, 3);
    const b = wilson(0, 10);
    expect(b.lo).toBe(0);
    expect(b.hi).toBeCloseTo(0.2775, 3);
    const c = wilson(10, 10);
    expect(c.hi).toBe(1);
    expect(c.lo).toBeCloseTo(0.7225, 3);
  });

  it('mean and sample sd from sums', () => {
    const xs = [8, 9, 9, 10, 14];
    const r = meanSd(
      xs.length,
      xs.reduce((a, b) => a + b, 0),
      xs.reduce((a, b) => a + b * b, 0),
    );
    expect(r.mean).toBe(10);
    expect(r.sd).toBeCloseTo(Math.sqrt((4 + 1 + 1 + 0 + 16) / 4), 10);
  });
});

describe('report on a synthetic tally', () => {
  const tally = () => {
    const t = emptyTally(['grinder', 'slaugg', 'craken'], 1);
    t.games = 10;
    t.finished = 10;
    t.winsByTitan = { grinder: 5, slaugg: 3, craken: 2 };
    t.winsBySeat = [5, 3, 2];
    t.winsByBot = { greedy: 5, random: 5 };
    t.seatsByBot = { greedy: 10, random: 20 };
    t.roundsSum = 100;
    // rounds: 8 twice, 10 six times, 12 twice
    t.roundsHist = { 8: 2, 10: 6, 12: 2 };
    t.roundsSqSum = 2 * 64 + 6 * 100 + 2 * 144;
    t.knockouts = 7;
    t.lifeLost.lava = 12;
    t.lifeLost.push = 8;
    t.cardsDrawn = 30;
    t.cardsPlayed = 20;
    t.visits[0] = 9; // A1
    t.spaceLifeLost[13] = 4; // row 5, index 13 = C5
    t.spaceTrapsSprung[35] = 2; // F12
    return t;
  };

  it('computes rates, intervals, rounds and per-space figures', () => {
    const r = buildReport(tally(), {
      seed: 4,
      circuits: ['kaldheira'],
      bots: ['greedy', 'random', 'random'],
    });
    expect(r.games).toBe(10);
    expect(r.winsByTitan).toEqual({ grinder: 5, slaugg: 3, craken: 2 });
    expect(r.winRateBySeat[0].rate).toBe(0.5);
    expect(r.winRateBySeat[0].lo).toBeCloseTo(wilson(5, 10).lo, 4);
    // one greedy seat per game won 5 of 10; one of the two random seats: 2.5 of 10
    expect(r.winRateByBot.greedy.rate).toBe(0.5);
    expect(r.winRateByBot.random.rate).toBe(0.25);
    // Issue 11: the two random seats won 5 of 10 games together: the per-seat interval is that
    // binomial interval halved, and "a random seat won" is the interval itself.
    const any = wilson(5, 10);
    expect(r.winRateByBotAny.random.rate).toBe(0.5);
    expect(r.winRateByBotAny.random.lo).toBeCloseTo(any.lo, 4);
    expect(r.winRateByBot.random.lo).toBeCloseTo(any.lo / 2, 4);
    expect(r.winRateByBot.random.hi).toBeCloseTo(any.hi / 2, 4);
    expect(r.seatsPerGameByBot).toEqual({ greedy: 1, random: 2 });
    expect(r.rounds.mean).toBe(10);
    expect(r.rounds.sd).toBeCloseTo(Math.sqrt((2 * 4 + 2 * 4) / 9), 3);
    expect(r.rounds.min).toBe(8);
    expect(r.rounds.max).toBe(12);
    expect(r.lifeLost.total).toBe(20);
    expect(r.lifeLost.perGame).toBe(2);
    expect(r.knockouts.perGame).toBe(0.7);
    expect(r.cards.playedPerGame).toBe(2);
    expect(r.spaces.A1.visits).toBe(9);
    expect(r.spaces.C5.lifeLost).toBe(4);
    expect(r.spaces.F12.trapsSprung).toBe(2);
    expect(Object.keys(r.spaces)).toHaveLength(36);
    expect(formatText(r)).toContain('50.0% [23.7%–76.3%]');
    const csv = toCSV(r);
    expect(csv).toContain('1,grinder,greedy,5,0.5,');
    expect(csv).toContain('C5,0,4,0');
    // Wins per Titan, knock-outs, cards and traps are in the CSV too.
    expect(csv).toContain('titan,wins,rate,ciLow,ciHigh,knockouts,lifeLost');
    expect(csv).toContain('grinder,5,0.5,');
    expect(csv).toContain('knockouts,7');
    expect(csv).toContain('cardsPlayed,20');
    expect(csv).toContain('trapsSprung,0');
  });

  it('merging tallies adds every figure', () => {
    const m = mergeTally(tally(), tally());
    expect(m.games).toBe(20);
    expect(m.winsBySeat).toEqual([10, 6, 4]);
    expect(m.roundsHist).toEqual({ 8: 4, 10: 12, 12: 4 });
    expect(m.visits[0]).toBe(18);
    expect(m.lifeLost.lava).toBe(24);
  });
});
