// The second family, tested: strongest and weakest differ only by a test of each family's own wins, not
// by a rank; each finding says which bot levels it holds for; expert is greedy's own family; the CLI
// warns when the second family played too few games.
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../src/bots/types';
import { crossCheckOf, sameFamily } from '../../src/sim/crosscheck';
import { buildVerdict } from '../../src/sim/verdict';
import { verdictText } from '../../src/sim/verdict-format';
import { fakeReport } from './fake-report';

const report = (titanWins: number[], posWins: number[], games: number, bots: BotLevel[]) => {
  const r = fakeReport(titanWins, posWins, games);
  r.reproduce = { ...r.reproduce, bots };
  r.verdict = buildVerdict(r);
  return r;
};
const greedy: BotLevel[] = ['greedy', 'greedy', 'greedy', 'greedy'];
const master: BotLevel[] = ['master', 'master', 'master', 'master'];

describe('the second family', () => {
  it('78 against 79 wins is no difference: a different strongest Titan by one win agrees (and holds for both)', () => {
    // Greedy: Craken 400 and Rassïk 380 of 1,000; master: Rassïk 79 and Craken 78 of 200.
    const a = report([100, 120, 400, 380], [420, 210, 90, 280], 1000, greedy);
    const b = report([20, 23, 78, 79], [80, 40, 20, 60], 200, master);
    const x = crossCheckOf(a, b);
    const strongest = x.agreement.find((r) => r.finding === 'strongest')!;
    expect([strongest.a, strongest.b]).toEqual(['craken', 'rassik']);
    expect(strongest.agree).toBe(true);
    expect(strongest.p![1]).toBeGreaterThan(0.5);
    expect(strongest.holdsFor).toEqual(['greedy', 'master']);
    expect(x.sameFamily).toBe(false);
  });

  it('each family ordering the two its own way, clearly: they differ, and it depends on the bots', () => {
    // Greedy: Craken 450 against Rassïk 250 of 1,000; master: Rassïk 90 against Craken 30 of 200.
    const a = report([150, 150, 450, 250], [420, 210, 90, 280], 1000, greedy);
    const b = report([40, 40, 30, 90], [80, 40, 20, 60], 200, master);
    const strongest = crossCheckOf(a, b).agreement.find((r) => r.finding === 'strongest')!;
    expect(strongest.agree).toBe(false);
    expect(strongest.p![0]).toBeLessThan(0.05);
    expect(strongest.p![1]).toBeLessThan(0.05);
    expect(strongest.holdsFor).toEqual([]);
    const text = verdictText({ ...a, crossCheck: crossCheckOf(a, b) }).join('\n');
    expect(text).toMatch(/strongest +craken +rassik +DIFFER: depends on the bots \(order tested: p < 0\.001/);
    expect(text).toContain('“Differ” means the two bot families answer a finding differently');
  });

  it('expert is greedy’s own family; master is the other', () => {
    expect(sameFamily(greedy, ['expert'])).toBe(true);
    expect(sameFamily(['random', 'greedy'], ['expert'])).toBe(true);
    expect(sameFamily(greedy, ['master'])).toBe(false);
    const a = report([100, 120, 400, 380], [420, 210, 90, 280], 1000, greedy);
    const b = report([20, 23, 78, 79], [80, 40, 20, 60], 200, ['expert', 'expert', 'expert', 'expert']);
    expect(verdictText({ ...a, crossCheck: crossCheckOf(a, b) }).join('\n')).toContain(
      'greedy and expert are one family: expert looks ahead with greedy’s own heuristic',
    );
  });

  it('the text warns below the lab’s too-few-games threshold (8 master games: 2 expected wins per Titan)', () => {
    const a = report([100, 120, 400, 380], [420, 210, 90, 280], 1000, greedy);
    const b = report([1, 1, 3, 3], [5, 1, 0, 2], 8, master);
    const text = verdictText({ ...a, crossCheck: crossCheckOf(a, b) });
    const at = text.findIndex((l) => l.startsWith('Cross-check'));
    expect(text[at + 1]).toBe(
      '  Warning: 8 second-opinion games are too few to judge: each Titan and turn position can expect only 2.0 wins, so “fair” there means “too few games to tell”. Run at least 20.',
    );
  });
});
