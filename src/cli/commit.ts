// The commit of the code a CLI runs: TITAN_RACE_COMMIT when set (a CI job or a copy without .git sets it),
// else `git rev-parse HEAD` (with "+dirty" when tracked files differ from it), else "unknown" (a tarball).
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export function gitCommit(): string {
  const env = process.env.TITAN_RACE_COMMIT;
  if (env) return env;
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = git(['rev-parse', '--short=12', 'HEAD']);
    const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
    return dirty ? `${head}+dirty` : head;
  } catch {
    return 'unknown';
  }
}
