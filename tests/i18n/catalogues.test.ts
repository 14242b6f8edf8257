// Issue 14: every catalogue says everything English says, with the same placeholders and the plural
// forms its language needs; nothing is left in English unless the catalogue says it is meant to be.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en as firstPage } from '../../src/i18n/catalogues/en';
import { editorEn } from '../../src/i18n/parts/editorEn';
import { labEn } from '../../src/i18n/parts/labEn';
import { tableEn } from '../../src/i18n/parts/tableEn';

/** All of English: the first page's words, the lab's and the editor's (kept in three files). */
const en = { ...firstPage, ...labEn, ...editorEn, ...tableEn };
import { t, setCatalogue, type Catalogue, type Message, type Plural } from '../../src/i18n/index';

const dir = new URL('../../src/i18n/catalogues/', import.meta.url);
const codes = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'en.ts')
  .map((f) => f.replace(/\.ts$/, ''));

const placeholders = (m: Message): Set<string> => {
  const texts = typeof m === 'string' ? [m] : Object.values(m).filter((x): x is string => !!x);
  return new Set(texts.flatMap((s) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1])));
};

describe('message catalogues (issue 14)', () => {
  it('there is at least one language besides English', () => {
    expect(codes).toContain('fr');
  });

  for (const code of codes) {
    describe(code, async () => {
      const mod = (await import(`../../src/i18n/catalogues/${code}.ts`)) as Record<string, unknown>;
      const cat = mod[code] as Catalogue;
      const same = new Set((mod.untranslated as string[] | undefined) ?? []);
      const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories as (keyof Plural)[];

      it('has exactly the English keys', () => {
        expect(Object.keys(cat).sort()).toEqual(Object.keys(en).sort());
      });

      it('keeps every placeholder and adds none', () => {
        const wrong = Object.keys(en).filter((k) => {
          const ours = placeholders(cat[k as keyof typeof en]);
          const theirs = placeholders(en[k as keyof typeof en]);
          // A singular form may say "one"/"un" instead of {n}; nothing else may be dropped or invented.
          return [...theirs].some((p) => p !== 'n' && !ours.has(p)) || [...ours].some((p) => !theirs.has(p));
        });
        expect(wrong).toEqual([]);
      });

      it('gives plural messages every form the language needs', () => {
        // 'many' (French 1 000 000) falls back to 'other'.
        const needed = forms.filter((f) => f !== 'many');
        const wrong = Object.entries(en)
          .filter(([, m]) => typeof m !== 'string')
          .filter(([k]) => {
            const m = cat[k as keyof typeof en];
            return typeof m === 'string' || needed.some((f) => m[f] === undefined);
          })
          .map(([k]) => k);
        expect(wrong).toEqual([]);
      });

      it('leaves nothing empty or untranslated', () => {
        const text = (m: Message) => (typeof m === 'string' ? m : m.other);
        const empty = Object.keys(cat).filter((k) => !text(cat[k as keyof typeof en]).trim());
        const untranslated = Object.keys(en).filter(
          (k) =>
            !same.has(k) &&
            /[a-z]{3}/i.test(text(en[k as keyof typeof en])) &&
            text(cat[k as keyof typeof en]) === text(en[k as keyof typeof en]),
        );
        expect(empty).toEqual([]);
        expect(untranslated).toEqual([]);
      });
    });
  }

  it('fills placeholders and chooses plural forms by the language (R-independent)', () => {
    const cat = { ...en, 'common.close': { one: '{n} thing', other: '{n} things' } } as unknown as Catalogue;
    setCatalogue('en', cat);
    expect(t('common.close', { n: 1 })).toBe('1 thing');
    expect(t('common.close', { n: 2 })).toBe('2 things');
    setCatalogue('fr', { ...cat, 'common.close': { one: '{n} chose', other: '{n} choses' } } as Catalogue);
    expect(t('common.close', { n: 0 })).toBe('0 chose'); // French: 0 takes the singular
    expect(t('common.close', { n: 1.5 })).toBe('1.5 chose');
    setCatalogue('en', en);
    expect(t('common.close')).toBe('Close');
  });
});

describe('the lab board figures say "per game" once', () => {
  const figures = [
    'lab.figureVisits',
    'lab.figureLifeLost',
    'lab.figureTrapsSprung',
    'lab.figurePushes',
    'lab.figureKnockouts',
    'lab.figureCardsDrawn',
    'lab.figureStarts',
  ] as const;
  const perGame = { en: /per game/g, fr: /par partie/g };
  for (const code of ['en', 'fr'] as const)
    it(code, async () => {
      const mod = (await import(`../../src/i18n/catalogues/${code}.ts`)) as Record<string, unknown>;
      setCatalogue(code, (code === 'en' ? en : mod[code]) as Catalogue);
      for (const key of figures) {
        const label = t(key);
        for (const text of [
          t('lab.perGameAt', { value: '5.02', label }),
          t('lab.heatmapCaption', { label, n: 24, games: '24' }),
          t('lab.colourScale', { max: '5', label }),
          t('lab.laneTotals', { label, who: 'Grinder' }),
        ])
          expect(text.match(perGame[code]) ?? [], text).toHaveLength(1);
      }
      setCatalogue('en', en);
    });
});

describe('French names the Shield card as the card is named (play-test: "Slaugg joue Shield ; le Bouclier de Slaugg…")', () => {
  it('every sentence about a Shield uses the card’s name', async () => {
    const { fr } = await import('../../src/i18n/catalogues/fr');
    const name = fr['common.cardShield'] as string;
    for (const key of [
      'log.shielded',
      'errors.reactionChoice',
      'errors.noShield',
      'errors.noLossWaiting',
    ] as const)
      expect(fr[key], key).toContain(name);
  });
});
