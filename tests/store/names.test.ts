// Names are cleaned of invisible and direction-changing characters, and capped (issue 10).
import { describe, expect, it } from 'vitest';
import { cleanName, MAX_NAME } from '../../src/store/names';

describe('cleanName', () => {
  it('removes control, zero-width and bidi-override characters', () => {
    expect(cleanName('Ka\u200bld\u200dheira')).toBe('Kaldheira');
    expect(cleanName('\u202eevil')).toBe('evil');
    expect(cleanName('a\u0000b\u0007c\u2028d')).toBe('abc d');
    expect(cleanName('\ufeffAnna')).toBe('Anna');
  });
  it('keeps letters of every script, commas and emoji; collapses spaces; caps the length', () => {
    expect(cleanName('  Zoé,   Ana\tMaría  ')).toBe('Zoé, Ana María');
    expect(cleanName('李雷 🎲')).toBe('李雷 🎲');
    expect(Array.from(cleanName('🎲'.repeat(100)))).toHaveLength(MAX_NAME);
    expect(cleanName('x'.repeat(100), 10)).toBe('x'.repeat(10));
  });
  it('gives an empty name for anything that is not text', () => {
    expect(cleanName(undefined)).toBe('');
    expect(cleanName({ toString: () => 'x' })).toBe('');
  });
});
