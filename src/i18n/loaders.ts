// Loading a language's catalogue in the browser: English is bundled; every other file in ./catalogues
// becomes its own chunk (Vite's import.meta.glob), fetched only when that language is chosen.
import { DEFAULT_LANG, LANG_KEY, setCatalogue, type Catalogue, type Lang } from './index';
import { en } from './catalogues/en';

const modules = import.meta.glob<Record<string, Catalogue>>(['./catalogues/*.ts', '!./catalogues/en.ts']);

const loaders: Record<Lang, () => Promise<Partial<Catalogue>>> = {
  [DEFAULT_LANG]: () => Promise.resolve(en),
};
for (const [path, load] of Object.entries(modules)) {
  const code = /\/(\w+)\.ts$/.exec(path)![1];
  loaders[code] = () => load().then((m) => m[code]);
}

let named: { code: Lang; name: string }[] | null = null;

/**
 * The languages the UI offers, each named in itself ("English", "Français"). Made once: an
 * Intl.DisplayNames costs tens of milliseconds on a phone, and every language picker asks.
 */
export function languages(): { code: Lang; name: string }[] {
  named ??= Object.keys(loaders)
    .sort()
    .map((code) => {
      let name = code;
      try {
        name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
      } catch {
        // An old browser without DisplayNames: the code it is.
      }
      return { code, name: name.charAt(0).toLocaleUpperCase(code) + name.slice(1) };
    });
  return named;
}

/** The saved choice, else the first of the browser's languages the UI speaks, else English. */
export function initialLang(
  saved: string | null = readSaved(),
  preferred: readonly string[] = typeof navigator !== 'undefined' ? (navigator.languages ?? []) : [],
): Lang {
  if (saved && saved in loaders) return saved;
  for (const p of preferred) {
    const base = p.toLowerCase().split('-')[0];
    if (base in loaders) return base;
  }
  return DEFAULT_LANG;
}

function readSaved(): string | null {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

/**
 * Load `code` and make it the UI's language. Returns false when the choice could not be remembered
 * (storage refused); the language still applies in this tab. A catalogue that fails to load (offline
 * before it was cached) leaves the language unchanged and rejects, for the caller to say so.
 */
export async function switchLang(code: Lang, remember = true): Promise<boolean> {
  const load = loaders[code] ?? loaders[DEFAULT_LANG];
  setCatalogue(code in loaders ? code : DEFAULT_LANG, await load());
  if (!remember) return true;
  try {
    localStorage.setItem(LANG_KEY, code);
    return true;
  } catch {
    return false;
  }
}
