// Issue 22: the project's tests stand on their own. A clone of the repository (its last commit) in an
// empty folder, with no ../shared beside it, judges its scenarios (the rulebook's included) and runs
// the scenario tests. Fast on purpose: the clone shares this checkout's node_modules by a link, and
// runs the scenario command and one Vitest file, not the whole `npm test`.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(process.cwd());
let folder = '';
let clone = '';

/** This process's environment without Vitest's own variables (the inner run is a run of its own), no colours. */
function plainEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!key.startsWith('VITEST') && key !== 'TEST' && key !== 'NODE_ENV' && key !== 'FORCE_COLOR')
      env[key] = value;
  env.NO_COLOR = '1';
  return env;
}

function run(command: string, args: string[]): { status: number | null; output: string } {
  const r = spawnSync(join(clone, 'node_modules/.bin', command), args, {
    cwd: clone,
    env: plainEnv(),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'titan-race-clone-'));
  clone = join(folder, 'project');
  execFileSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'pipe' });
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('a clone of the repository by itself', () => {
  it('has no ../shared beside it, and the rulebook scenarios inside it', () => {
    expect(existsSync(join(clone, '../shared'))).toBe(false);
    expect(existsSync(join(clone, 'tests/scenarios/rulebook/rulebook-lava.json'))).toBe(true);
  });

  it('passes the scenario command of `npm test`, skipping the missing shared folder', () => {
    const pkg = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const step = /npm run scenario -- ([^&]+)/.exec(pkg.scripts.test);
    expect(step).not.toBeNull();
    const r = run('tsx', ['src/cli/scenario.ts', ...step![1].trim().split(/\s+/)]);
    expect(r.output).toContain('SKIP ../shared/scenarios (optional, not present)');
    expect(r.output).toContain('PASS lava: Grinder C3 to F6 loses two');
    expect(r.output).toMatch(/scenarios: \d+ passed, 0 failed/);
    expect(r.status).toBe(0);
  });

  it('still fails the scenario command on a required folder that is missing', () => {
    const r = run('tsx', ['src/cli/scenario.ts', 'tests/no-such-folder']);
    expect(r.status).not.toBe(0);
    expect(r.output).toContain('tests/no-such-folder: no such file or directory');
  });

  it('passes the scenario tests under Vitest', () => {
    const r = run('vitest', ['run', 'tests/engine/scenarios.test.ts']);
    expect(r.output).toMatch(/Tests\s+\d+ passed/);
    expect(r.status).toBe(0);
  });
});

describe('the test command and CI', () => {
  it('name ../shared only as an optional folder', () => {
    const texts = [
      readFileSync(join(ROOT, 'package.json'), 'utf8'),
      readFileSync(join(ROOT, '.ci/run'), 'utf8'),
    ];
    for (const text of texts)
      for (const match of text.matchAll(/(\S+\s+)?\.\.\/shared/g))
        expect(match[1]?.trim()).toBe('--optional');
  });
});
