// docs/lab.md's recipes for runs spread over machines, run here: scripts/balance-slice.sh is what a
// Kubernetes Indexed Job, a Slurm array task or a CI matrix job runs, told its index by the runner's own
// variable — set here by the test itself, one slice at a time — and merge-reports joins the slices into
// the report one run gives, byte for byte.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'titan-recipe-'));
const OPTS = ['--titans', 'grinder,slaugg,craken', '--seed', '5', '--laps', '1', '--no-cards'];
// Relative to the slices' folder: the script runs from the repository's root.
const env = (extra: Record<string, string>) => ({
  ...process.env,
  SLICES: '3',
  GAMES: '9',
  OUTDIR: dir,
  ...extra,
});

function run(cmd: string, args: string[], extra: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 120_000, env: env(extra) });
  expect(r.status, r.stderr).toBe(0);
  return r;
}

describe('the distributed-run recipes', { timeout: 300_000 }, () => {
  it('a Kubernetes Indexed Job: JOB_COMPLETION_INDEX 0, 1, 2 give slices that merge into the one-run report', () => {
    for (const i of ['0', '1', '2'])
      run('sh', ['scripts/balance-slice.sh', ...OPTS], { JOB_COMPLETION_INDEX: i });
    expect(readdirSync(dir).sort()).toEqual(['slice-0.json', 'slice-1.json', 'slice-2.json']);
    const slices = ['slice-0.json', 'slice-1.json', 'slice-2.json'].map((f) => join(dir, f));
    run(process.execPath, [
      '--import',
      'tsx',
      'src/cli/merge-reports.ts',
      ...slices,
      '--out',
      join(dir, 'merged.json'),
    ]);
    run(process.execPath, [
      '--import',
      'tsx',
      'src/cli/balance.ts',
      ...OPTS,
      '--games',
      '9',
      '--out',
      join(dir, 'one.json'),
    ]);
    expect(readFileSync(join(dir, 'merged.json'), 'utf8')).toBe(readFileSync(join(dir, 'one.json'), 'utf8'));
  });

  it('a Slurm array task and a CI matrix job name the same slice by their own variables', () => {
    run('sh', ['scripts/balance-slice.sh', ...OPTS], {
      SLURM_ARRAY_TASK_ID: '1',
      OUTDIR: join(dir, 'slurm'),
    });
    run('sh', ['scripts/balance-slice.sh', ...OPTS], { SLICE_INDEX: '1', OUTDIR: join(dir, 'ci') });
    const slurm = readFileSync(join(dir, 'slurm', 'slice-1.json'), 'utf8');
    expect(slurm).toBe(readFileSync(join(dir, 'slice-1.json'), 'utf8'));
    expect(readFileSync(join(dir, 'ci', 'slice-1.json'), 'utf8')).toBe(slurm);
    expect((JSON.parse(slurm) as { range: number[] }).range).toEqual([3, 5]);
  });
});
