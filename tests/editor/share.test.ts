import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import {
  circuitToJson,
  decodeCircuit,
  encodeCircuit,
  exportFileName,
  importCircuitFile,
  labHash,
  MAX_FILE_BYTES,
  parseCircuitText,
  playHash,
  shareHash,
  shareParam,
  shareUrl,
  toContractCircuit,
} from '../../src/editor/share';
import { validateCircuit } from '../../src/engine/circuits';
import { loadRefusalText } from '../../src/ui/editor/problemText';
import { refusal } from '../../src/ui/editor/useCircuitEditor';
import type { Circuit } from '../../src/engine/types';

const mine: Circuit = {
  id: 'draft',
  name: 'Lava lane — héros',
  description: 'Two pools',
  spaces: { F6: 'lava', E5: 'lava', B4: 'bonus', A3: 'superRampR' },
};

function refused(r: ReturnType<typeof parseCircuitText>): string {
  if (r.ok) throw new Error('expected a refusal');
  return loadRefusalText(r);
}

describe('export', () => {
  it('writes the contract circuit format, spaces in lattice order, validator-clean', () => {
    const text = circuitToJson(mine);
    const data = JSON.parse(text);
    expect(Object.keys(data)).toEqual(['id', 'name', 'description', 'spaces']);
    expect(data.id).toBe('lava-lane-heros'); // a draft gets an id from its name
    expect(Object.keys(data.spaces)).toEqual(['A3', 'B4', 'E5', 'F6']);
    expect(validateCircuit(data).ok).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
    expect(exportFileName(mine)).toBe('lava-lane-heros.json');
  });

  it('keeps a library id and leaves out an empty description', () => {
    const c = toContractCircuit({ id: 'c-abcd1234', name: 'X', description: '', spaces: {} });
    expect(c).toEqual({ id: 'c-abcd1234', name: 'X', spaces: {} });
  });

  it('export then import gives the same circuit back', () => {
    const r = parseCircuitText(circuitToJson(mine), 'x.json');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.circuit.name).toBe(mine.name);
      expect(r.circuit.description).toBe(mine.description);
      expect(r.circuit.spaces).toEqual(mine.spaces);
    }
  });
});

describe('import refusals name the problem', () => {
  it('not JSON', () => {
    expect(refused(parseCircuitText('hello, world', 'notes.txt'))).toMatch(/"notes\.txt" is not JSON/);
  });

  it('wrong shape', () => {
    expect(refused(parseCircuitText('[1, 2, 3]', 'f'))).toMatch(/"f" was refused/);
    expect(refused(parseCircuitText('{"name": "x"}', 'f'))).toMatch(/spaces/i);
    expect(refused(parseCircuitText('"kaldheira"', 'f'))).toMatch(/refused/);
  });

  it('a space off the lattice, named', () => {
    const msg = refused(
      parseCircuitText(JSON.stringify({ id: 'x', name: 'x', spaces: { A2: 'lava' } }), 'f'),
    );
    expect(msg).toMatch(/A2/);
    const r = parseCircuitText(JSON.stringify({ id: 'x', name: 'x', spaces: { A2: 'lava' } }), 'f');
    expect(!r.ok && r.problems.some((p) => p.space === 'A2')).toBe(true);
    expect(!r.ok && r.error).toEqual({ code: 'fileRefused', params: { file: 'f' } });
    expect(!r.ok && refusal(r).text).toBe('"f" was refused:');
  });

  it('a space beyond the board, named', () => {
    expect(
      refused(parseCircuitText(JSON.stringify({ id: 'x', name: 'x', spaces: { B14: 'lava' } }), 'f')),
    ).toMatch(/B14/);
  });

  it('an unknown element, named with its space', () => {
    const msg = refused(
      parseCircuitText(JSON.stringify({ id: 'x', name: 'x', spaces: { C5: 'magma' } }), 'f'),
    );
    expect(msg).toMatch(/magma/);
    expect(msg).toMatch(/C5/);
  });

  it('a closed line of ice', () => {
    const spaces: Record<string, string> = {};
    for (const r of [2, 4, 6, 8, 10, 12]) spaces[`D${r}`] = 'ice';
    expect(refused(parseCircuitText(JSON.stringify({ id: 'x', name: 'x', spaces }), 'f'))).toMatch(/ice/i);
  });

  it('larger than 100 kB', () => {
    expect(MAX_FILE_BYTES).toBe(100_000);
    const big = JSON.stringify({ id: 'x', name: 'x', description: 'y'.repeat(MAX_FILE_BYTES), spaces: {} });
    expect(refused(parseCircuitText(big, 'big.json'))).toMatch(
      /"big\.json" is too large \(101 kB\): .*at most 100 kB/,
    );
  });

  it('a File too large is refused before it is read', async () => {
    const file = new File(['x'.repeat(MAX_FILE_BYTES + 1)], 'huge.json', { type: 'application/json' });
    const r = await importCircuitFile(file);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(loadRefusalText(r)).toMatch(/"huge\.json" is too large/);
  });

  it('a good File is read and validated', async () => {
    const file = new File([circuitToJson(mine)], 'lane.json', { type: 'application/json' });
    const r = await importCircuitFile(file);
    expect(r.ok && r.circuit.spaces.E5).toBe('lava');
  });

  it('a bad File names the file and the problem', async () => {
    const file = new File(['{"id":"x","name":"x","spaces":{"A2":"lava"}}'], 'bad.json');
    const r = await importCircuitFile(file);
    expect(!r.ok && loadRefusalText(r)).toMatch(/"bad\.json" was refused: .*A2/);
  });
});

describe('share links', () => {
  it('round-trips through #/editor?c=…', () => {
    const hash = shareHash(mine);
    expect(hash.startsWith('#/editor?c=')).toBe(true);
    const param = shareParam(hash)!;
    expect(param).toBe(encodeCircuit(mine));
    const r = decodeCircuit(param);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.circuit.spaces).toEqual(mine.spaces);
  });

  it('is compressed (shorter than the JSON for a full circuit)', () => {
    const full: Circuit = { id: 'x', name: 'Full', spaces: {} };
    for (const n of ['A3', 'C3', 'E3', 'B4', 'D4', 'F4', 'A5', 'C5', 'E5', 'B6', 'D6', 'F6'])
      full.spaces[n] = 'lava';
    expect(encodeCircuit(full).length).toBeLessThan(JSON.stringify(full).length);
  });

  it('shareUrl replaces any hash of the page', () => {
    expect(shareUrl(mine, 'http://127.0.0.1:4173/#/editor')).toBe('http://127.0.0.1:4173/' + shareHash(mine));
  });

  it('shareParam reads c among other parameters, keeping "+" as it is', () => {
    expect(shareParam('#/editor?x=1&c=ab+cd&y=2')).toBe('ab+cd');
    expect(shareParam('#/editor')).toBeNull();
    expect(shareParam('#/editor?c=')).toBe('');
  });

  it('a damaged link is refused clearly', () => {
    const msg = (param: string) => {
      const r = decodeCircuit(param);
      return r.ok ? 'accepted' : refusal(r).text;
    };
    expect(msg('%%%not-lz%%%')).toMatch(/This share link is damaged .*kept the circuit you had/);
    expect(msg('')).toMatch(/holds no circuit/);
    expect(msg(compressToEncodedURIComponent('hello'))).toMatch(/not JSON/);
  });

  it('a link whose circuit is invalid is refused with the validator’s message', () => {
    const param = compressToEncodedURIComponent(
      JSON.stringify({ id: 'x', name: 'x', spaces: { C5: 'magma' } }),
    );
    const r = decodeCircuit(param);
    expect(!r.ok && loadRefusalText(r)).toMatch(/The circuit in this link was refused: .*magma/);
  });
});

describe('links to the rest of the app', () => {
  it('play and lab', () => {
    expect(playHash('c-abc123')).toBe('#/play?circuit=c-abc123');
    expect(labHash('kaldheira')).toBe('#/lab?circuit=kaldheira');
  });
});

describe('share links that would expand enormously (issue 10)', () => {
  it('a 70 kB link is refused before decompressing; a small bomb stops at the cap', () => {
    const long = decodeCircuit('A'.repeat(70_000));
    expect(long.ok).toBe(false);
    expect(!long.ok && loadRefusalText(long)).toMatch(/longer than a circuit link/);
    const bomb = compressToEncodedURIComponent('{"id":"x","name":"' + 'a'.repeat(300_000) + '"}');
    const r = decodeCircuit(bomb);
    expect(!r.ok && loadRefusalText(r)).toMatch(/larger than 100 kB/);
  });
});

describe('a file that is not JSON', () => {
  it('is refused with where it breaks, never the file’s own text quoted back (fuzz: a file of "..")', () => {
    for (const text of ['..', '{"id": ..}', 'x'.repeat(40), '{"name": "a"']) {
      const r = parseCircuitText(text, 'c.json');
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(loadRefusalText(r)).toMatch(/^"c\.json" is not JSON, so it is not a circuit file/);
      // The parser's own words quote the text back ('".." is not valid JSON', 'Unexpected token').
      expect(loadRefusalText(r)).not.toMatch(/\.\.(?!\.)|valid JSON|Unexpected|x{10}/);
    }
  });
});
