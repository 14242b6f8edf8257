// The UI's languages: a small typed catalogue rather than an i18n library. The messages are
// plain strings with {named} placeholders and CLDR plural forms (Intl.PluralRules), which covers
// everything the game says; TypeScript then checks every key at every call, and a missing French key
// fails the typecheck and tests/i18n/catalogues.test.ts. English is bundled (it is also the type and
// the fallback); every other language is its own lazily loaded chunk (loaders.ts), so adding a third
// language is one new file in ./catalogues.
import { en } from './catalogues/en';
import type { editorEn } from './parts/editorEn';
import type { labEn } from './parts/labEn';
import type { tableEn } from './parts/tableEn';

export type Lang = string;
/** CLDR plural forms; `other` is required, the rest as the language needs them. */
export interface Plural {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}
export type Message = string | Plural;
export type MessageKey = keyof typeof en | keyof typeof labEn | keyof typeof editorEn | keyof typeof tableEn;
export type Catalogue = Record<MessageKey, Message>;
export type Params = Record<string, string | number>;

export const DEFAULT_LANG = 'en';
export const LANG_KEY = 'titan-race/lang';

let lang: Lang = DEFAULT_LANG;
// English as loaded so far: the first page's words, then the lab's once its code is here (labMessages.ts).
let english: Partial<Catalogue> = en;
let catalogue: Partial<Catalogue> = en;

/** Adds a part of the English catalogue (the lab's words, loaded with the lab's code). */
export function addEnglish(part: Partial<Catalogue>): void {
  english = { ...english, ...part };
  if (lang === DEFAULT_LANG) catalogue = { ...catalogue, ...part };
}

/** The English catalogue as loaded now (the fallback of every language, and English itself). */
export function englishCatalogue(): Partial<Catalogue> {
  return english;
}
let plurals = new Intl.PluralRules(DEFAULT_LANG);
const listeners = new Set<() => void>();

/** The language of the UI now ('en', 'fr', …). */
export function currentLang(): Lang {
  return lang;
}

/** Switch to a loaded catalogue (loaders.ts loads it); every subscriber re-renders. */
export function setCatalogue(next: Lang, messages: Partial<Catalogue>): void {
  lang = next;
  // English is what has been loaded of it, with what the caller gives on top (a test's variant). At
  // start-up the caller gives English itself: no copy then (copying ~1,000 keys twice cost 15–30 ms
  // before the first paint).
  catalogue = next !== DEFAULT_LANG ? messages : messages === english ? english : { ...english, ...messages };
  plurals = new Intl.PluralRules(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const l of listeners) l();
}

export function subscribeLang(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

function fill(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The message `key` in the current language, placeholders filled; a plural chooses its form by `n`. */
export function t(key: MessageKey, params?: Params): string {
  const m = catalogue[key] ?? english[key] ?? key;
  if (typeof m === 'string') return fill(m, params);
  const n = Number(params?.n ?? 0);
  const form = plurals.select(n) as keyof Plural;
  return fill(m[form] ?? m.other, params);
}

/** Whether `key` is a message (for codes that come from outside, like the engine's error codes). */
export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/** One formatter per language and options: making one costs far more than using it (the board
 * formats hundreds of numbers as it first renders). */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Format a number the way the current language writes it (1,234.5 / 1 234,5). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  const key = options ? `${lang} ${JSON.stringify(options)}` : lang;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang, options);
    numberFormats.set(key, f);
  }
  return f.format(n);
}

/**
 * A size in characters as a person reads it, in the language's units and digits: "6.1 MB", "420 kB";
 * « 6,1 Mo », « 420 ko ».
 */
export function formatSize(chars: number): string {
  return chars >= 1_000_000
    ? formatNumber(chars / 1_000_000, {
        style: 'unit',
        unit: 'megabyte',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      })
    : formatNumber(Math.ceil(chars / 1000), { style: 'unit', unit: 'kilobyte' });
}

/** A list joined the way the language does ("A, B and C" / "A, B et C"). */
export function formatList(items: string[]): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}
