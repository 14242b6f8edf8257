// Names are cleaned of invisible and direction-changing characters, and capped (issue 10).
import { describe, expect, it } from 'vitest';
import { cleanName, fitName, MAX_NAME } from '../../src/store/names';

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

describe('fitName', () => {
  const tabCopy = (n: string) => `${n} (this tab’s copy)`;
  it('cuts a name made from another after a whole word, marked "…" (the two-tab copy was "…pools of doo (other tab)")', () => {
    expect(fitName('Kaldheira — the pools of doom', tabCopy)).toBe(
      'Kaldheira — the pools… (this tab’s copy)',
    );
    expect(fitName('Lava lane', tabCopy)).toBe('Lava lane (this tab’s copy)');
  });
  it('puts the name wherever the language puts it, and never goes over the cap', () => {
    expect(fitName('Les bassins maudits de Kaldheira', (n) => `Copie de ${n}`, 30)).toBe(
      'Copie de Les bassins maudits…',
    );
    for (const n of ['x'.repeat(60), 'a b '.repeat(30), 'Kaldheira — the pools of doom (copy)'])
      expect(Array.from(fitName(n, tabCopy)).length).toBeLessThanOrEqual(MAX_NAME);
  });
});
