import { describe, expect, it } from 'vitest';
import { runRange, type BatchConfig } from '../../src/sim/batch';
import { runParallel } from '../../src/sim/node-pool';
import { buildReport } from '../../src/sim/report';
import { mergeTally } from '../../src/sim/tally';

const cfg: BatchConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bots: ['greedy', 'random', 'greedy', 'random'],
  games: 60,
  seed: 42,
};
const meta = { seed: 42, circuits: ['kaldheira'], bots: cfg.bots };

describe('simulator determinism', () => {
  it('the same seed gives the same report; another seed a different one', () => {
    const a = buildReport(runRange(cfg, 0, 60), meta);
    const b = buildReport(runRange(cfg, 0, 60), meta);
    expect(b).toEqual(a);
    const c = buildReport(runRange({ ...cfg, seed: 43 }, 0, 60), meta);
    expect(c).not.toEqual(a);
  });

  it('splitting the games (as workers do) does not change the report', () => {
    const whole = buildReport(runRange(cfg, 0, 60), meta);
    const parts = mergeTally(mergeTally(runRange(cfg, 0, 17), runRange(cfg, 17, 41)), runRange(cfg, 41, 60));
    expect(buildReport(parts, meta)).toEqual(whole);
  });

  it('worker_threads: 1 and 2 workers give the in-process report', async () => {
    const whole = buildReport(runRange(cfg, 0, 60), meta);
    const one = buildReport(await runParallel(cfg, { workers: 1 }), meta);
    const two = buildReport(await runParallel(cfg, { workers: 2 }), meta);
    expect(one).toEqual(whole);
    expect(two).toEqual(whole);
  });
});
