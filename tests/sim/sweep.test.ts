// Sweeps (issue 11): one house rule (R2.4 laps, R12.4 options) varied over a list of values.
import { describe, expect, it } from 'vitest';
import { runBalance, type BalanceConfig } from '../../src/sim/balance';
import { parseSweep, sweepConfig, sweepCSV, sweepTable } from '../../src/sim/sweep';
import { problemText } from '../../src/i18n/errors';

/** The swept configuration (a refusal fails the test with its words). */
function swept(c: BalanceConfig, key: string, value: number): BalanceConfig {
  const r = sweepConfig(c, key, value);
  if (!r.ok) throw new Error(problemText(r.error));
  return r.config;
}

const cfg: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['craken', 'rassik', 'grinder'],
  bots: ['greedy', 'greedy', 'greedy'],
  games: 3,
  seed: 2,
  abilities: false,
  cards: false,
};

describe('sweeps', () => {
  it('parses key=v1,v2 and refuses what cannot be swept', () => {
    expect(parseSweep('laps=1,2,3')).toEqual({ key: 'laps', values: [1, 2, 3] });
    expect(parseSweep('deck.shield=0,4')).toEqual({ key: 'deck.shield', values: [0, 4] });
    expect(parseSweep('laps')).toMatch(/key=v1,v2/);
    expect(parseSweep('laps=1,x')).toMatch(/whole numbers/);
    expect(parseSweep('colour=1')).toMatch(/cannot be swept/);
    expect(parseSweep('deck.joker=1')).toMatch(/unknown card/);
  });

  it('sets one thing per value and leaves the rest of the configuration alone', () => {
    expect(swept(cfg, 'laps', 2)).toEqual({ ...cfg, laps: 2 });
    const d = swept({ ...cfg, options: { maxLife: 5 } }, 'deck.elixir', 3);
    expect(d.options!.maxLife).toBe(5);
    expect(d.options!.deck!.elixir).toBe(3);
    expect(d.options!.deck!.shield).toBe(2); // R11.3's count kept for the other cards
    const s = swept(cfg, 'startLife.chtoolhoo', 6);
    expect(s.options!.startLife).toEqual({ chtoolhoo: 6 });
  });

  it('one report per value, on the same seeds, in a table and a CSV', () => {
    const sweep = { key: 'laps', values: [1, 2] };
    const reports = sweep.values.map((v) => runBalance(swept(cfg, 'laps', v)));
    expect(reports[0].reproduce.laps).toBe(1);
    expect(reports[1].reproduce.laps).toBe(2);
    expect(reports[1].length.mean).toBeGreaterThan(reports[0].length.mean);
    expect(sweepTable(sweep, reports)).toContain('Sweep of laps');
    const csv = sweepCSV(sweep, reports);
    expect(csv.split('\n')[0]).toBe('laps,titan,wins,games,rate,ciLow,ciHigh,roundsMean');
    expect(csv).toContain('2,craken,');
  });
});

describe('sweeping an element painted on chosen spaces (paint.<element>.<spaces>)', () => {
  it('0 makes the spaces plain, 1 paints them; the rest of the course is kept; the games are valid', () => {
    expect(parseSweep('paint.lava.C5+E7=0,1')).toEqual({ key: 'paint.lava.C5+E7', values: [0, 1] });
    expect(parseSweep('paint.magma.C5=0,1')).toMatch(/unknown element/);
    expect(parseSweep('paint.lava.A2=0,1')).toBe(
      '--sweep paint.lava.A2: “A2” is not a space of this course.',
    );
    expect(parseSweep('paint.lava.C5=2,1')).toMatch(/0 \(plain\) and 1 \(painted\)/);
    const on = swept(cfg, 'paint.ice.C5+C7', 1);
    const off = swept(cfg, 'paint.lava.E5', 0);
    const onSpaces = (on.circuits[0] as { spaces: Record<string, string> }).spaces;
    expect(onSpaces.C5).toBe('ice');
    expect(onSpaces.C7).toBe('ice');
    expect(onSpaces.F6).toBe('lava'); // Kaldheira's own lava stays
    expect((off.circuits[0] as { spaces: Record<string, string> }).spaces.E5).toBeUndefined();
    const r = runBalance(on);
    expect(r.played).toBe(3);
    expect(r.reproduce.circuits[0].spaces.C7).toBe('ice');
    expect(r.circuits[0]).toMatch(/ice on C5 C7/);
  });

  it('on a Grand Slam, 2:C5 is board 2', () => {
    const slam = { ...cfg, circuits: ['kaldheira', 'estengaard', 'banKog'] as BalanceConfig['circuits'] };
    const on = swept(slam, 'paint.pirates.2:C5', 1);
    expect((on.circuits[1] as { spaces: Record<string, string> }).spaces.C5).toBe('pirates');
    expect((on.circuits[0] as { spaces: Record<string, string> }).spaces.C5).not.toBe('pirates');
    const off = sweepConfig(slam, 'paint.pirates.4:C5', 1);
    expect(off.ok).toBe(false);
    if (!off.ok)
      expect(problemText(off.error)).toBe('paint.pirates.4:C5: “4:C5” is not a space of this course.');
  });
});
