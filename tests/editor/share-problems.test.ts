// A circuit file or share link that is refused says so as data — a code and its params — and is worded
// only where it is shown, in the language shown.
import { afterEach, describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import { decodeCircuit, importCircuitFile, MAX_FILE_BYTES, parseCircuitText } from '../../src/editor/share';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { problemText } from '../../src/i18n/errors';
import { loadRefusalText } from '../../src/ui/editor/problemText';
import { refusal } from '../../src/ui/editor/useCircuitEditor';

afterEach(() => setCatalogue('en', en));

const unreadable = {
  name: 'gone.json',
  size: 10,
  text: () => Promise.reject(new Error('NotReadableError: the file changed')),
} as unknown as File;

/** Each refusal, the problem it must carry, and a piece of its sentence in English and in French. */
const cases = [
  {
    name: 'a file over 100 kB',
    run: async () => parseCircuitText('x'.repeat(MAX_FILE_BYTES + 1), 'big.json'),
    error: {
      code: 'fileTooLarge',
      params: { file: 'big.json', size: { size: 100_001 }, max: { size: 100_000 } },
    },
    // 100,001 bytes: a kilobyte begun counts (101 kB), so the size is never shown as the limit itself.
    en: '"big.json" is too large (101 kB): a circuit file may be at most 100 kB.',
    fr: '« big.json » est trop volumineux (101 ko) : un fichier de circuit fait au plus 100 ko.',
  },
  {
    name: 'a file that is not JSON (where it breaks)',
    run: async () => parseCircuitText('{"a":1', 'c.json'),
    error: { code: 'fileNotJsonAt', params: { file: 'c.json', at: 7 } },
    en: '"c.json" is not JSON, so it is not a circuit file (it breaks at character 7).',
    fr: '« c.json » n’est pas du JSON, ce n’est donc pas un fichier de circuit (il se rompt au caractère 7).',
  },
  {
    name: 'a file that is not JSON (the parser gives no place)',
    run: async () => parseCircuitText('hello', 'c.json'),
    error: { code: 'fileNotJson', params: { file: 'c.json' } },
    en: '"c.json" is not JSON, so it is not a circuit file.',
    fr: '« c.json » n’est pas du JSON, ce n’est donc pas un fichier de circuit.',
  },
  {
    name: 'a file the browser cannot read',
    run: () => importCircuitFile(unreadable),
    error: {
      code: 'fileUnreadable',
      params: { file: 'gone.json', detail: 'NotReadableError: the file changed' },
    },
    en: '"gone.json" could not be read.',
    fr: '« gone.json » n’a pas pu être lu.',
  },
  {
    name: 'an empty share link',
    run: async () => decodeCircuit(''),
    error: { code: 'circuitLinkEmpty' },
    en: 'This share link is damaged (it holds no circuit).',
    fr: 'Ce lien de partage est abîmé (il ne contient aucun circuit).',
  },
  {
    name: 'a share link too long',
    run: async () => decodeCircuit('A'.repeat(70_000)),
    error: { code: 'circuitLinkTooLong' },
    en: 'This share link is damaged (it is longer than a circuit link can be).',
    fr: 'Ce lien de partage est abîmé (il est plus long qu’un lien de circuit ne peut l’être).',
  },
  {
    name: 'a share link that expands past 100 kB',
    run: async () => decodeCircuit(compressToEncodedURIComponent('"' + 'a'.repeat(300_000) + '"')),
    error: { code: 'circuitLinkTooLarge', params: { max: { size: 100_000 } } },
    en: 'This share link is damaged (its circuit is larger than 100 kB).',
    fr: 'Ce lien de partage est abîmé (son circuit dépasse 100 ko).',
  },
  {
    name: 'a share link that does not decompress',
    run: async () => decodeCircuit('%%%not-lz%%%'),
    error: { code: 'circuitLinkNotLz' },
    en: 'This share link is damaged (its circuit data cannot be decompressed).',
    fr: 'Ce lien de partage est abîmé (les données du circuit ne se décompressent pas).',
  },
  {
    name: 'a share link whose data is not JSON',
    run: async () => decodeCircuit(compressToEncodedURIComponent('hello')),
    error: { code: 'circuitLinkNotJson' },
    en: 'This share link is damaged (its circuit data is not JSON).',
    fr: 'Ce lien de partage est abîmé (les données du circuit ne sont pas du JSON).',
  },
  {
    name: 'a file the validator refuses',
    run: async () => parseCircuitText('{"id":"x","name":"x","spaces":{"A2":"lava"}}', 'bad.json'),
    error: { code: 'fileRefused', params: { file: 'bad.json' } },
    en: '"bad.json" was refused:',
    fr: '« bad.json » a été refusé :',
  },
  {
    name: 'a link the validator refuses',
    run: async () =>
      decodeCircuit(compressToEncodedURIComponent('{"id":"x","name":"x","spaces":{"C5":"magma"}}')),
    error: { code: 'linkRefused' },
    en: 'The circuit in this link was refused:',
    fr: 'Le circuit de ce lien a été refusé :',
  },
] as const;

/** French texts above are written with plain spaces; the catalogue puts narrow no-break ones. */
const plain = (s: string) => s.replace(/\u202f/g, ' ');

describe('a refused circuit file or link is coded, and worded at the edge', () => {
  for (const c of cases) {
    it(`${c.name}: ${c.error.code}, in English and in French`, async () => {
      const r = await c.run();
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error).toEqual(c.error);
      expect(problemText(r.error)).toBe(c.en);
      setCatalogue('fr', fr);
      expect(plain(problemText(r.error))).toBe(c.fr);
      // The narrow no-break space before a colon (docs/i18n.md, French punctuation).
      expect(problemText(r.error)).not.toMatch(/ [:;!?]/);
    });
  }

  it('a damaged link says, in either language, that the editor kept the circuit it had', () => {
    const r = decodeCircuit('');
    if (r.ok) throw new Error('expected a refusal');
    expect(refusal(r).text).toMatch(/damaged .*The editor kept the circuit you had/);
    setCatalogue('fr', fr);
    expect(refusal(r).text).toMatch(/abîmé .*L’éditeur a gardé le circuit que vous aviez/);
  });

  it('a validator refusal lists the validator’s problems under its lead-in', () => {
    const r = parseCircuitText('{"id":"x","name":"x","spaces":{"A2":"lava"}}', 'bad.json');
    if (r.ok) throw new Error('expected a refusal');
    expect(r.problems.map((p) => p.space)).toContain('A2');
    expect(refusal(r)).toMatchObject({ text: '"bad.json" was refused:', problems: r.problems });
    expect(loadRefusalText(r)).toMatch(/^"bad\.json" was refused: .*A2/);
  });

  it('one sentence names the validator’s first three problems and counts the rest, in either language', () => {
    const spaces = { A2: 'lava', B3: 'magma', C4: 'lava', D5: 'magma', E6: 'lava' };
    const r = parseCircuitText(JSON.stringify({ id: 'x', name: 'x', spaces }), 'five.json');
    if (r.ok) throw new Error('expected a refusal');
    const rest = r.problems.length - 3;
    expect(rest).toBeGreaterThan(1);
    const text = loadRefusalText(r);
    expect(text).toMatch(new RegExp(`^"five\\.json" was refused: .* There are ${rest} more problems\\.$`));
    for (const p of r.problems.slice(3)) expect(text).not.toContain(p.message);
    setCatalogue('fr', fr);
    expect(plain(loadRefusalText(r))).toMatch(
      new RegExp(`^« five\\.json » a été refusé : .* Il y a encore ${rest} problèmes\\.$`),
    );
  });
});
