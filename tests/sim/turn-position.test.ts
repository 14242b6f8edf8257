// Batch reports and npm run sim (issue 21 item 7): turn position is reported (the Titans rotate over the
// seats, seat 1 plays first, when every seat has the same bot), and the bot-level row is dropped when
// every seat has the same bot.
import { describe, expect, it } from 'vitest';
import { batchSetup, runRange, type BatchConfig } from '../../src/sim/batch';
import { buildReport, formatText } from '../../src/sim/report';

const cfg: BatchConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bots: ['greedy', 'greedy', 'greedy', 'greedy'],
  games: 8,
  seed: 3,
  laps: 1,
  rotateSeats: true,
};

describe('turn position in batch reports', () => {
  it('rotates the Titans over the seats, seat 1 first, each Titan first equally often', () => {
    const firsts = Array.from({ length: 8 }, (_, k) => batchSetup(cfg, k).first);
    expect(firsts).toEqual([
      'grinder',
      'slaugg',
      'craken',
      'rassik',
      'grinder',
      'slaugg',
      'craken',
      'rassik',
    ]);
    expect(batchSetup(cfg, 1).titans).toEqual(['slaugg', 'craken', 'rassik', 'grinder']);
    expect(batchSetup({ ...cfg, rotateSeats: false }, 1).first).toBeUndefined();
  });

  it('counts wins per turn position (they add up to the finished games) and prints them', () => {
    const tally = runRange(cfg, 0, 8);
    expect(tally.winsByPosition.reduce((a, b) => a + b, 0)).toBe(tally.finished);
    // Seat 1 plays first in every game: a seat is a turn position.
    expect(tally.winsByPosition).toEqual(tally.winsBySeat);
    const r = buildReport(tally, { seed: 3, circuits: ['kaldheira'], bots: cfg.bots, rotateSeats: true });
    const text = formatText(r);
    expect(text).toContain('Wins per turn position');
    expect(text).not.toContain('Wins per seat');
    expect(text).not.toContain('Wins per bot level');
  });

  it('with a rolled first player, positions still come from who played first; mixed bots keep the bot row', () => {
    const mixed: BatchConfig = { ...cfg, bots: ['greedy', 'random', 'greedy', 'random'], rotateSeats: false };
    const tally = runRange(mixed, 0, 8);
    expect(tally.winsByPosition.reduce((a, b) => a + b, 0)).toBe(tally.finished);
    const text = formatText(buildReport(tally, { seed: 3, circuits: ['kaldheira'], bots: mixed.bots }));
    expect(text).toContain('Wins per seat');
    expect(text).toContain('rolled each game');
    expect(text).toContain('Wins per bot level');
  });
});
