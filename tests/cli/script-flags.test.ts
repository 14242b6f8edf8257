// The bot scripts (npm run ladder, the regret harness, npm run train) refuse a command line they would misread before
// playing a game: `--help` prints their flags, an unknown or valueless flag exits with status 2. Before,
// both were ignored and the script played its whole default run (400 master games for `--help`).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function script(path: string, ...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path, ...args], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('scripts/args.ts checkFlags', () => {
  it('npm run ladder -- --help lists the flags and plays nothing', () => {
    const r = script('scripts/ladder.ts', '--help');
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/--games N \(400\)/);
    expect(r.out).not.toMatch(/vs 3 ×/);
  });

  it('an unknown flag, or a flag with no value, is refused with status 2 and plays nothing', () => {
    for (const args of [['--gmes', '5'], ['--games'], ['--games', '--seed', '3'], ['games', '5']]) {
      const r = script('scripts/ladder.ts', ...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.err).toMatch(/Flags: --games, --from, --seed, --pairs, --weights/);
      expect(r.out).not.toMatch(/vs 3 ×/);
    }
  });

  it('the regret harness refuses the same way', () => {
    const r = script('scripts/profile/regret.ts', '--variant', 'flatWorlds=22');
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/unknown flag --variant\. Flags: .*--variants/);
  });

  it('npm run train refuses an unknown flag, and --soft without labelled positions, before fitting', () => {
    // Were the typo ignored, a small run that writes nowhere (never the committed weights file).
    const small = ['--games', '1', '--heldout', '1', '--out', '/dev/null'];
    const typo = script('scripts/train.ts', '--label-world', '10', ...small);
    expect(typo.status).toBe(2);
    expect(typo.err).toMatch(/unknown flag --label-world\. Flags: .*--label-worlds/);
    // Two games played, unlabelled: a soft fit has no targets, so nothing is fitted or written.
    const unlabelled = script('scripts/train.ts', '--soft', '0.5', ...small);
    expect(unlabelled.status).toBe(2);
    expect(unlabelled.err).toMatch(/--soft needs positions labelled with --label-worlds/);
    expect(unlabelled.out).not.toMatch(/log-loss/);
  });
});
