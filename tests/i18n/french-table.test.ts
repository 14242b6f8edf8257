// French at the table: the cards by their French names (the French edition's where a public source names
// one — « potion de vitesse » — else a plain translation, docs/i18n.md), French punctuation (a narrow
// no-break space U+202F before : ; ! ?), one word for a knock-out, and no rule numbers in what a player
// reads during a game (they stay in the Rules dialog, `rules.*`).
import { describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/catalogues/fr';
import { en } from '../../src/i18n/catalogues/en';
import { tableEn } from '../../src/i18n/parts/tableEn';

/** The catalogue parts a player reads during a game (not the lab's or the editor's). */
const GAME = [
  'common.',
  'call.',
  'flow.',
  'home.',
  'log.',
  'play.',
  'setup.',
  'table.',
  'store.',
  'safe.',
  'errors.',
];
const texts = (cat: Record<string, unknown>, prefixes: string[]) =>
  Object.entries(cat)
    .filter(([k]) => prefixes.some((p) => k.startsWith(p)))
    .flatMap(([k, v]) =>
      typeof v === 'string'
        ? [[k, v] as const]
        : Object.values(v as object).map((x) => [k, String(x)] as const),
    );

const CARDS = {
  TribalTrap: 'Piège tribal',
  SwiftnessPotion: 'Potion de vitesse',
  Shield: 'Bouclier',
  FireBomb: 'Bombe incendiaire',
  Thunderbolt: 'Foudre',
  Mimicry: 'Mimétisme',
  Elixir: 'Élixir',
  Leapfrog: 'Saute-mouton',
  Repel: 'Répulsion',
  Quake: 'Séisme',
};

describe('French at the table', () => {
  it('names every card in French (Swiftness Potion is « Potion de vitesse », as French reviews call it)', () => {
    for (const [k, name] of Object.entries(CARDS)) {
      const key = `common.card${k}`;
      expect((fr as Record<string, unknown>)[key], key).toBe(name);
      expect((fr as Record<string, unknown>)[key], key).not.toBe((en as Record<string, unknown>)[key]);
    }
    // No English card name left in a French sentence of the game.
    const english = Object.keys(CARDS).map(
      (k) => (en as Record<string, unknown>)[`common.card${k}`] as string,
    );
    for (const [k, v] of texts(fr, [...GAME, 'errors.']))
      for (const name of english) expect(v.includes(name), `${k}: "${v}" says ${name}`).toBe(false);
  });

  it('puts a narrow no-break space (U+202F) before : ; ! ? and never a plain space, in every part (the lab, the editor and the rules too)', () => {
    let checked = 0;
    for (const [k, v] of texts(fr, [''])) {
      // A quote before the colon is code shown as code (a JSON example), not French prose.
      const bad = /(^|[^\u202f"])[;:!?](?=\s|$|»|\))/.exec(v);
      expect(bad, `${k}: "${v}"`).toBeNull();
      if (/[;:!?]/.test(v)) checked++;
    }
    expect(checked).toBeGreaterThan(250);
  });

  it('says K.O., never « assommé »', () => {
    for (const [k, v] of texts(fr, [...GAME, 'errors.', 'rules.'])) expect(v, k).not.toMatch(/assomm/i);
  });

  it('asks for no click in a game text, in either language: the table is played by touch, mouse and keyboard', () => {
    for (const cat of [en, tableEn, fr])
      for (const [k, v] of texts(cat, GAME)) expect(v, k).not.toMatch(/\b(click|cliqu)/i);
  });

  it('names no rule number in a game text, in either language (the Rules dialog keeps them)', () => {
    for (const cat of [en, fr])
      for (const [k, v] of texts(cat, [...GAME, 'errors.']))
        expect(v, k).not.toMatch(/\((?:rules?|règles?) R\d|\(R\d+(\.\d+)*\)/);
  });
});
