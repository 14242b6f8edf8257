// House rules on the command line (`--option key=value`): every number through the strict parser, so an
// empty value, an exponent, a hex or a fraction is refused — never run as 0, 10 or 16.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { addOption, ArgError } from '../../src/cli/args';
import { DEFAULT_DECK } from '../../src/engine/data';
import type { GameOptions } from '../../src/engine/types';

const bad = [
  'trapSupply=',
  'handSize=',
  'deck.fireBomb=',
  'maxLife=1e1',
  'trapSupply=0x10',
  'handSize=1.5',
  'startLife=+3',

  'startLife.grinder=-1',
  'trapSupply=99999999999999999',
];

describe('--option values', () => {
  for (const kv of bad)
    it(`${kv} is refused with a sentence naming it`, () => {
      const o: GameOptions = {};
      expect(() => addOption(o, kv, DEFAULT_DECK)).toThrow(ArgError);
      try {
        addOption(o, kv, DEFAULT_DECK);
      } catch (e) {
        expect((e as Error).message).toMatch(/^--option [\w.]+=/);
      }
      expect(o).toEqual({});
    });

  it('plain whole numbers are read as written', () => {
    const o: GameOptions = {};
    for (const kv of ['trapSupply=16', 'handSize=0', 'maxLife=10', 'deck.fireBomb=2', 'startLife.grinder=3'])
      addOption(o, kv, DEFAULT_DECK);
    expect(o).toMatchObject({ trapSupply: 16, handSize: 0, maxLife: 10, startLife: { grinder: 3 } });
    expect(o.deck?.fireBomb).toBe(2);
  });

  it('the CLI exits 2 with one line for each', { timeout: 120_000 }, () => {
    for (const kv of ['trapSupply=', 'maxLife=1e1', 'trapSupply=0x10']) {
      const r = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/sim.ts', '--games', '1', '--option', kv],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(`--option ${kv}`);
    }
  });
});
