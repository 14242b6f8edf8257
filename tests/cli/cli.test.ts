// The command lines (issue 23 item 6, issue 21 items 5 and 9): every bad argument or unreadable path is
// one line on stderr and exit code 2, never a stack trace; output paths are checked before any game is
// played; slices of a balance run merge into the report one run gives, byte for byte.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';

function cli(name: string, args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Exit code 2 and exactly one line on stderr, with no stack trace. */
function refused(name: string, args: string[], says: RegExp): void {
  const r = cli(name, args);
  expect(r.code, `${name} ${args.join(' ')}: ${r.stderr}`).toBe(2);
  const lines = r.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(says);
  expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
}

const dir = mkdtempSync(join(tmpdir(), 'titan-cli-'));

describe('bad arguments: one line, exit code 2', { timeout: 60_000 }, () => {
  it('scenario', () => {
    refused('scenario', ['/nonexistent'], /^scenario: \/nonexistent: no such file or directory$/);
    refused('scenario', ['--bogus'], /^scenario: unknown option --bogus/);
    refused('scenario', ['/dev/zero'], /^scenario: \/dev\/zero: not a regular scenario file$/);
    refused('scenario', [], /usage/);
    // A file that is not JSON is the engine's own badScenario refusal: a FAIL when judged, the error printed.
    const notJson = join(dir, 'not-json.json');
    writeFileSync(notJson, '{bad');
    const judged = cli('scenario', [notJson]);
    expect(judged.code).toBe(1);
    expect(judged.stdout).toMatch(/^FAIL .*not-json\.json\n {2}.*not-json\.json is not valid JSON: /);
    const printed = JSON.parse(cli('scenario', ['--print', notJson]).stdout);
    expect(printed.error.code).toBe('badScenario');
    expect(printed.error.message).toMatch(/not-json\.json is not valid JSON: /);
  });

  it('sim: strict numbers, and --csv checked before the games', () => {
    refused('sim', ['--seed', 'x'], /^sim: --seed x: a whole number is expected$/);
    refused('sim', ['--games', '1.5'], /^sim: --games 1.5: a whole number is expected$/);
    refused('sim', ['--games', '0'], /^sim: --games 0: must be between 1 and/);
    refused(
      'sim',
      ['--csv', '/nonexistent/dir/x.csv', '--games', '100000'],
      /^sim: --csv \/nonexistent\/dir\/x.csv: no such folder/,
    );
    refused('sim', ['--circuit', '/dev/zero'], /^sim: \/dev\/zero: not a regular circuit file$/);
    refused('sim', ['--circuit', 'nowhere'], /^sim: --circuit nowhere: not a standard circuit/);
    refused('sim', ['--bogus'], /^sim: unknown option --bogus/);
  });

  it('balance: a malformed --from report, a bad --seed, a bad --range', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"reproduce": {"circuits": [], "titans": ["grinder"]}}');
    refused(
      'balance',
      ['--from', bad],
      /^balance: --from .*bad.json: "reproduce.circuits" must list one circuit or three, each one the editor would accept$/,
    );
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{ nope');
    refused('balance', ['--from', notJson], /^balance: --from .*not.json: not JSON/);
    refused('balance', ['--from', '/nonexistent.json'], /^balance: \/nonexistent.json: no such report file$/);
    refused('balance', ['--seed', 'x'], /^balance: --seed x: a whole number is expected$/);
    refused(
      'balance',
      ['--range', '5..2', '--out', join(dir, 's.json')],
      /^balance: --range 5..2: LAST comes before FIRST$/,
    );
    refused('balance', ['--range', '0..3'], /give --out FILE/);
    refused('balance', ['--out', '/nonexistent/dir/r.json'], /^balance: --out .*: no such folder/);
  });

  it('suggest: an invalid circuit gets the validator’s sentences', () => {
    const bad = join(dir, 'circuit.json');
    writeFileSync(bad, JSON.stringify({ id: 'x', name: 'X', spaces: { C4: 'lava' } }));
    refused(
      'suggest',
      ['--circuit', bad],
      /^suggest: --circuit .*circuit.json: Space C4 is not on the board/,
    );
    refused(
      'suggest',
      ['--circuit', 'kaldheira', '--objective', 'joy'],
      /^suggest: --objective joy: one of unfairness/,
    );
    refused('suggest', [], /^suggest: --circuit is required/);
  });
});

describe('balance: a circuit that names its parent', { timeout: 120_000 }, () => {
  let files = 0;
  const child = (parent: unknown) => {
    const file = join(dir, `child-${files++}.json`);
    const spaces = { ...STANDARD_CIRCUITS.kaldheira.spaces, B2: 'superRampL' };
    writeFileSync(file, JSON.stringify({ id: 'kaldheira-b2', name: 'Kaldheira B2', parent, spaces }));
    return file;
  };
  const small = [
    '--titans',
    'grinder,slaugg,craken',
    '--games',
    '9',
    '--laps',
    '1',
    '--no-abilities',
    '--no-cards',
  ];

  it('plays the parent on the same games and opens the verdict with the change (id or inline parent, or --parent)', () => {
    for (const args of [
      ['--circuit', child('kaldheira')],
      ['--circuit', child(STANDARD_CIRCUITS.kaldheira)],
      ['--circuit', child(null), '--parent', 'kaldheira'],
    ]) {
      const r = cli('balance', [...args, ...small, '--json']);
      expect(r.code, r.stderr).toBe(0);
      const change = JSON.parse(r.stdout).verdict.change;
      expect(change.parent.id).toBe('kaldheira');
      expect(change.games).toBe(9);
      expect(change.fairness.measure).toBe('rms-gap');
      expect(change.rows).toHaveLength(6);
      expect(change.sentences[0]).toMatch(/^Your change /);
      // The parent's board, for the lab's difference heatmap: the same spaces as the child's baseline.
      expect(change.board.games).toBe(9);
      expect(Object.keys(change.board.spaces)).toEqual(Object.keys(JSON.parse(r.stdout).baseline.spaces));
    }
    const text = cli('balance', ['--circuit', child('kaldheira'), ...small]).stdout;
    expect(text.split('\n')[3]).toMatch(/^Your change against Kaldheira/);
  });

  it('the report keeps the parent in `reproduce`, so --from reruns the change to the same figures', () => {
    const first = cli('balance', ['--circuit', child('kaldheira'), ...small, '--json']);
    expect(first.code, first.stderr).toBe(0);
    const report = JSON.parse(first.stdout);
    expect(report.reproduce.parent.id).toBe('kaldheira');
    expect(report.reproduce.parent.spaces).toEqual(STANDARD_CIRCUITS.kaldheira.spaces);
    const file = join(dir, 'with-parent.json');
    writeFileSync(file, first.stdout);
    const again = cli('balance', ['--from', file, '--json']);
    expect(again.code, again.stderr).toBe(0);
    const change = JSON.parse(again.stdout).verdict.change;
    expect(change.parent.id).toBe('kaldheira');
    expect(change.rows).toEqual(report.verdict.change.rows);
    expect(change.sentences).toEqual(report.verdict.change.sentences);
  });

  it('a parent that is not a standard id nor a circuit is refused in one line', () => {
    refused(
      'balance',
      ['--circuit', child('my-saved-1'), ...small],
      /its "parent" my-saved-1 is not a standard circuit/,
    );
    refused(
      'balance',
      ['--circuit', 'kaldheira', '--parent', 'kaldheira', '--sweep', 'laps=1,2'],
      /--parent compares one report/,
    );
  });

  it('a sweep the simulator cannot play is refused in English words, not a catalogue key', () => {
    refused(
      'balance',
      ['--sweep', 'paint.lava.Z9=0,1'],
      /^balance: --sweep paint\.lava\.Z9: “Z9” is not a space of this course\.$/,
    );
    refused('balance', ['--sweep', 'colour=1'], /^balance: --sweep colour: cannot be swept \(keys: laps,/);
  });
});

describe('balance --range and merge-reports', () => {
  const args = [
    '--titans',
    'grinder,slaugg,craken',
    '--games',
    '9',
    '--seed',
    '5',
    '--laps',
    '1',
    '--no-cards',
  ];
  const f = (x: string) => join(dir, x);

  it('slices merge into the report one run gives, byte for byte; bad sets are refused and nothing written', () => {
    expect(cli('balance', [...args, '--out', f('full.json')]).code).toBe(0);
    expect(cli('balance', [...args, '--range', '0..3', '--out', f('s1.json')]).code).toBe(0);
    expect(cli('balance', [...args, '--range', '4..8', '--workers', '2', '--out', f('s2.json')]).code).toBe(
      0,
    );
    const m = cli('merge-reports', [f('s2.json'), f('s1.json'), '--out', f('merged.json')]);
    expect(m.code).toBe(0);
    expect(readFileSync(f('merged.json'), 'utf8')).toBe(readFileSync(f('full.json'), 'utf8'));

    expect(
      cli('balance', [
        '--titans',
        'grinder,slaugg,craken',
        '--games',
        '9',
        '--seed',
        '6',
        '--laps',
        '1',
        '--no-cards',
        '--range',
        '4..8',
        '--out',
        f('other.json'),
      ]).code,
    ).toBe(0);
    refused(
      'merge-reports',
      [f('s1.json'), f('other.json'), '--out', f('no1.json')],
      /slices of different runs \(their "seed" differ\)/,
    );
    refused('merge-reports', [f('s1.json'), '--out', f('no2.json')], /games 4\.\.8 are missing/);
    refused(
      'merge-reports',
      [f('s1.json'), f('s1.json'), f('s2.json'), '--out', f('no3.json')],
      /overlap \(games 0\.\.3 are in both\)/,
    );
    refused(
      'merge-reports',
      [f('full.json'), f('s2.json'), '--out', f('no4.json')],
      /full.json is not a slice of a balance report/,
    );
    for (const x of ['no1.json', 'no2.json', 'no3.json', 'no4.json'])
      expect(() => readFileSync(f(x))).toThrow();
  }, 120_000);
});
