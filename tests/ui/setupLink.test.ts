// "Link to this setup" (src/ui/game/setupLink.ts): names travel as a URI-encoded JSON list, so any
// character survives — a comma above all — and they are cleaned both ways.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNames, parseSetupHash, setupHash } from '../../src/ui/game/setupLink';
import { cleanName } from '../../src/store/names';
import type { GameSetup } from '../../src/engine/types';
import { problemText } from '../../src/i18n/errors';
import { formatNumber, setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';

const SETUP: GameSetup = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 };

/** The refusal of a link, as the page words it. */
function said(hash: string): string {
  const r = parseSetupHash(hash);
  if (!r || !('error' in r)) throw new Error(`not refused: ${hash.slice(0, 80)}`);
  return problemText(r.error);
}

function roundTrip(names: string[], bots?: Record<string, string>) {
  const hash = setupHash(SETUP, names, bots);
  // What the browser gives back: the hash as it was written (already URI-encoded).
  const parsed = parseSetupHash(new URL(`http://x/${hash}`).hash);
  if (!parsed || 'error' in parsed) throw new Error(`not parsed: ${JSON.stringify(parsed)}`);
  return parsed;
}

describe('setup link', () => {
  it('keeps names with commas, &, #, %, quotes, + and emoji exactly', () => {
    const names = ['Ann, the 1st', 'B&B #2 %20 +1', '"Zoë" 🎲 李雷'];
    const r = roundTrip(names, { craken: 'greedy' });
    expect(r.names).toEqual(names);
    expect(r.setup).toEqual(SETUP);
    expect(r.bots).toEqual({ craken: 'greedy' });
  });

  it('cleans names: zero-width and right-to-left-override characters are gone', () => {
    expect(roundTrip(['\u202eevil', 'Ka\u200bl', 'x']).names).toEqual(['evil', 'Kal', 'x']);
    // a hand-made link is cleaned on the way in too
    expect(parseNames(JSON.stringify(['\u202eevil', '\u200b']))).toEqual(['evil', '']);
  });

  it('still reads the older comma-separated form', () => {
    expect(parseNames('Ann, Bob,Cid')).toEqual(['Ann', 'Bob', 'Cid']);
    const r = parseSetupHash(`#/play?setup=${encodeURIComponent(JSON.stringify(SETUP))}&names=Ann,Bob,Cid`);
    expect(r && 'names' in r && r.names).toEqual(['Ann', 'Bob', 'Cid']);
  });

  it('no setup: null; a setup or bots that are not JSON: a coded problem, worded as a sentence', () => {
    expect(parseSetupHash('#/play')).toBeNull();
    expect(parseSetupHash('#/play?names=["a"]')).toBeNull();
    expect(parseSetupHash('#/play?setup=%7B')).toEqual({ error: { code: 'setupLinkNotJson' } });
    expect(said('#/play?setup=%7B')).toBe('The link’s game setup is not valid JSON.');
    expect(said(`#/play?setup={}&bots=%7B`)).toBe('The link’s bots are not valid JSON.');
  });

  it('a setup that is not an object, bots that are not a map, or a huge link: a sentence (issue 10)', () => {
    for (const v of ['null', '1', '"x"', '[]', 'true'])
      expect(said(`#/play?setup=${v}`)).toBe('The link does not hold a game setup.');
    expect(said('#/play?setup={}&bots=[1]')).toBe('The link’s bots are not a list of Titans and bot levels.');
    const huge = `#/play?setup=${encodeURIComponent(JSON.stringify({ titans: 'x'.repeat(300_000) }))}`;
    expect(said(huge)).toMatch(
      /^This link is too long to be a game setup \(300,\d{3} characters; at most 200,000\)\.$/,
    );
    // Worded when shown: the same refusal in French writes its numbers the French way.
    setCatalogue('fr', fr);
    try {
      expect(said(huge)).toContain(formatNumber(200_000));
      expect(said(huge)).not.toContain('200,000');
    } finally {
      setCatalogue('en', en);
    }
  });

  it('any names survive the round trip as cleanName makes them (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 60 }), { minLength: 1, maxLength: 6 }),
        (names) => {
          expect(roundTrip(names).names).toEqual(names.map((n) => cleanName(n)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a names parameter of any text never throws and gives strings only (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const r = parseNames(raw);
        expect(Array.isArray(r) && r.every((n) => typeof n === 'string')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
