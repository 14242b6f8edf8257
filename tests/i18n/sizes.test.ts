// A size in a refusal is worded when shown, in the reader's units and digits: "6.1 MB" in English,
// « 6,1 Mo » in French (a save file too large to read, src/store/save.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { formatSize, setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { problemText } from '../../src/i18n/errors';
import { MAX_SAVE_CHARS, parseSave } from '../../src/store/save';

afterEach(() => setCatalogue('en', en));

/** Spaces of any kind as one plain space (Intl puts a no-break space between number and unit). */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('sizes in the language shown', () => {
  it('megabytes with one decimal, kilobytes rounded up, in each language', () => {
    expect(plain(formatSize(6_100_000))).toBe('6.1 MB');
    expect(plain(formatSize(419_001))).toBe('420 kB');
    setCatalogue('fr', fr);
    expect(plain(formatSize(6_100_000))).toBe('6,1 Mo');
    expect(plain(formatSize(419_001))).toBe('420 ko');
  });

  it('a save too large says its size in French units once the table is in French', () => {
    const r = parseSave(' '.repeat(6_100_000));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const max = plain(formatSize(MAX_SAVE_CHARS));
    expect(plain(problemText(r.error))).toContain(`(6.1 MB; a save is at most ${max})`);
    setCatalogue('fr', fr);
    const said = plain(problemText(r.error));
    expect(said).toContain('(6,1 Mo ; une sauvegarde fait au plus');
    expect(said).not.toMatch(/MB|kB|\d\.\d/);
  });
});
