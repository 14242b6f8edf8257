// The capped share-link decoder agrees with lz-string and stops early on a decompression bomb.
import fc from 'fast-check';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decompressCapped } from '../../src/editor/lz';
import { bombSize, linkBomb } from '../browser/linkBomb';

describe('decompressCapped', () => {
  it('decodes what lz-string encodes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
        const enc = compressToEncodedURIComponent(s);
        expect(decompressCapped(enc, 1_000_000)).toEqual({ ok: true, text: s });
      }),
      { numRuns: 300 },
    );
  });

  it('on arbitrary input, a text it returns is the one lz-string gives (it refuses more garbage)', () => {
    // Half garbage, half real links (so a decoder that refused everything would fail here).
    let decoded = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.string({ maxLength: 60 }).map(compressToEncodedURIComponent),
        ),
        (s) => {
          let ref: string | null;
          try {
            ref = decompressFromEncodedURIComponent(s);
          } catch {
            ref = null;
          }
          const got = decompressCapped(s, 1_000_000);
          if (got.ok) {
            expect(got.text).toBe(ref);
            decoded++;
          }
        },
      ),
      { numRuns: 500 },
    );
    expect(decoded).toBeGreaterThan(100);
  });

  it('a failure is a code beside the text, never a text: a link holding “tooLarge” decodes to it', () => {
    expect(decompressCapped(compressToEncodedURIComponent('tooLarge'), 100)).toEqual({
      ok: true,
      text: 'tooLarge',
    });
    expect(decompressCapped('', 100)).toEqual({ ok: false, code: 'notLz' });
  });

  it('stops at the cap on a link that would expand to millions of characters', () => {
    const bomb = compressToEncodedURIComponent('a'.repeat(1_000_000));
    expect(bomb.length).toBeLessThan(10_000);
    expect(decompressCapped(bomb, 100_000)).toEqual({ ok: false, code: 'tooLarge' });
    const whole = decompressCapped(bomb, 2_000_000);
    expect(whole.ok && whole.text).toHaveLength(1_000_000);
  });

  it('the browser test’s link bomb is a real one: stock lz-string expands it, the capped decoder stops', () => {
    for (const codes of [1, 5, 300]) {
      expect(decompressFromEncodedURIComponent(linkBomb(codes))).toBe('['.repeat(bombSize(codes)));
    }
    expect(decompressCapped(linkBomb(300), 10_000)).toEqual({ ok: false, code: 'tooLarge' });
    const big = linkBomb(30_200);
    expect(big.length).toBeGreaterThan(70_000);
    expect(big.length).toBeLessThan(80_000);
    expect(bombSize(30_200)).toBeGreaterThan(450_000_000);
  });
});
