// Play-test s7: the lab's Batch answers "is it fair?" in words above its charts; `npm run sim` showed only
// the tables. The command line now opens with the same sentences, from the same report (batch-headline.ts).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { batchHeadline } from '../../src/sim/batch-headline';
import type { Report } from '../../src/sim/report';
import { ENGLISH, renderFinding } from '../../src/sim/verdict-text';

const sim = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/sim.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('npm run sim says whether it looks fair, as the lab does', { timeout: 60_000 }, () => {
  it('one bot level: the Balance headline’s sentences, then a pointer to npm run balance', () => {
    const args = [
      '--circuit',
      'kaldheira',
      '--titans',
      'grinder,slaugg,craken,rassik',
      '--games',
      '24',
      '--seed',
      '5',
    ];
    const json = sim([...args, '--json']);
    expect(json.status).toBe(0);
    const report = JSON.parse(json.stdout) as Report;
    const lab = batchHeadline(report);
    expect(lab.at(-1)!.key).toBe('lab.batchMore');
    const words = lab.slice(0, -1).map((f) => renderFinding(f, ENGLISH));
    expect(words.join(' ')).toMatch(/^(Not fair over|Fair, as far as|Too few games)/);

    const text = sim(args);
    expect(text.status).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines[2]).toBe(
      `In short: ${words.join(' ')} \`npm run balance\` also tells why: what each ability and card is worth.`,
    );
  });

  it('mixed bot levels: the Titans keep their seats, so it sends the question to npm run balance', () => {
    const text = sim([
      '--circuit',
      'kaldheira',
      '--titans',
      'grinder,slaugg,craken',
      '--bots',
      'greedy,random,greedy',
      '--games',
      '6',
      '--seed',
      '1',
    ]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('In short: Is it fair? Here each seat keeps its Titan and bot');
    expect(text.stdout).toContain('`npm run balance` answers that question.');
  });
});
