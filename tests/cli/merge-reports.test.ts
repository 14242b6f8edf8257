// merge-reports reads slices as untrusted files: each hand-edited slice below (the hostile-input audit's
// cases) is refused with exit 2 and one line naming the file and the field, and nothing is written; a
// huge `reproduce.games` never grows the process (the child runs with a 256 MB heap); slices of different
// code (app version or commit) are refused.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BalanceConfig, BalanceReport } from '../../src/sim/balance';
import { formatBalanceText } from '../../src/sim/balance-format';
import { runBalanceRange } from '../../src/sim/balance/run';
import { sliceOf, type BalanceSlice } from '../../src/sim/slices';

const dir = mkdtempSync(join(tmpdir(), 'titan-merge-'));
const f = (x: string) => join(dir, x);

const cfg: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'greedy', 'greedy'],
  games: 9,
  seed: 5,
  laps: 1,
  abilities: false,
  cards: false,
};
let s1: BalanceSlice;
let s2: BalanceSlice;

beforeAll(() => {
  s1 = sliceOf(cfg, [0, 3], [runBalanceRange(cfg, 0, 4)]);
  s2 = sliceOf(cfg, [4, 8], [runBalanceRange(cfg, 4, 9)]);
  s1 = JSON.parse(JSON.stringify(s1)) as BalanceSlice;
  s2 = JSON.parse(JSON.stringify(s2)) as BalanceSlice;
  // Every slice in these tests is of one code.
  s1.reproduce.commit = s2.reproduce.commit = 'c0ffee';
}, 60_000);

function merge(a: unknown, b: unknown, out: string) {
  writeFileSync(f('a.json'), JSON.stringify(a));
  writeFileSync(f('b.json'), JSON.stringify(b));
  const r = spawnSync(
    process.execPath,
    [
      '--max-old-space-size=256',
      '--import',
      'tsx',
      'src/cli/merge-reports.ts',
      f('a.json'),
      f('b.json'),
      '--out',
      f(out),
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, signal: r.signal };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- slices spoiled at any depth
type Any = any;
const clone = <T>(x: T): Any => JSON.parse(JSON.stringify(x)) as Any;

describe('merge-reports checks what slices hold', { timeout: 120_000 }, () => {
  it('two good slices merge; --out writes the report and the text report is printed as balance prints it', () => {
    const r = merge(s1, s2, 'good.json');
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(f('good.json'))).toBe(true);
    const written = JSON.parse(readFileSync(f('good.json'), 'utf8')) as BalanceReport;
    expect(written.played).toBe(9);
    expect(r.stdout).toBe(formatBalanceText(written) + '\n');
  });

  const cases: [string, (a: Any, b: Any) => void, RegExp][] = [
    [
      'Grinder 10,009 wins in 4 games',
      (a) => (a.parts[0].base.winsByTitan.grinder = 10_009),
      /a\.json: field "parts\.0\.base\.winsByTitan\.grinder"/,
    ],
    [
      '500 games played in a 4-game part',
      (a) => (a.parts[0].base.games = 500),
      /a\.json: field "parts\.0\.base\.games"/,
    ],
    ['a fractional bound', (a) => (a.range = [0, 3.5]), /a\.json: field "range\.1"/],
    [
      'a Titan "zeus"',
      (a, b) => (a.reproduce.titans[0] = b.reproduce.titans[0] = 'zeus'),
      /a\.json: field "reproduce\.titans\.0"/,
    ],
    [
      'reproduce.circuits: null',
      (a, b) => (a.reproduce.circuits = b.reproduce.circuits = null),
      /a\.json: field "reproduce\.circuits"/,
    ],
    [
      'outcomes one game short',
      (_a, b) => b.parts[0].outcomes.base.pop(),
      /b\.json: field "parts\.0\.outcomes\.base"/,
    ],
    [
      'a winner index past the Titans',
      (a) => (a.parts[0].outcomes.base[0] = 4),
      /a\.json: field "parts\.0\.outcomes\.base" .*unknown winner/,
    ],
    [
      'wins per seat that disagree with the wins per Titan',
      (a) => (a.parts[0].base.winsBySeat = [9, 0, 0]),
      /a\.json: field "parts\.0\.base\.winsBySeat"/,
    ],
    [
      'a Titan moved to a key of the prototype',
      (a) => (a.parts[0].base.winsByTitan = JSON.parse('{"__proto__":{"grinder":4}}')),
      /a\.json: field "parts\.0\.base\.winsByTitan\.grinder"/,
    ],
    [
      'nulls in the rounds',
      (a) => (a.parts[0].rounds = [null, 1, 2, 3]),
      /a\.json: field "parts\.0\.rounds\.0"/,
    ],
    [
      'reproduce.games of 100,000,000 with the last range and part stretched to it',
      (a, b) => {
        a.reproduce.games = b.reproduce.games = 100_000_000;
        b.range = [4, 99_999_999];
        b.parts[0].to = 100_000_000;
      },
      /b\.json: field "parts\.0\.outcomes\.base" .*wrong length/,
    ],
    [
      'slices of two commits',
      (_a, b) => (b.reproduce.commit = 'deadbeef'),
      /b\.json and .*a\.json were made by different code \(0\.1\.0 \(commit deadbeef\) and 0\.1\.0 \(commit c0ffee\)\)/,
    ],
    ['slices of two app versions', (_a, b) => (b.reproduce.appVersion = '0.2.0'), /different code/],
  ];
  for (const [what, spoil, says] of cases)
    it(`${what}: exit 2, one line naming the file and the field, nothing written`, () => {
      const a = clone(s1);
      const b = clone(s2);
      spoil(a, b);
      const out = `out-${what.replace(/\W+/g, '-')}.json`;
      const r = merge(a, b, out);
      expect(r.code, `${r.signal} ${r.stderr}`).toBe(2);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(says);
      expect(existsSync(f(out))).toBe(false);
    });
});
