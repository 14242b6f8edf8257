// @vitest-environment jsdom
// Crawl basics (issue 24): the built page has a meta description and a title, public/ has a real
// robots.txt (without it `vite preview` and static hosts answer index.html), and the running app keeps a
// title per route and the description in the UI's language. Fails if any of them goes missing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { applyPageMeta, pageTitle } from '../../src/ui/pageMeta';

// The repository's root (vitest runs there; jsdom's URL cannot make file: paths).
const root = join(import.meta.dirname, '..', '..');
const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
const shipped = new DOMParser().parseFromString(indexHtml, 'text/html');

describe('index.html', () => {
  it('has a meta description, the English catalogue’s, of a length search engines show whole', () => {
    const content = shipped.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(content).toBe(en['page.description']);
    expect(content.length).toBeGreaterThanOrEqual(50);
    expect(content.length).toBeLessThanOrEqual(160);
  });

  it('has the home page’s title', () => {
    expect(shipped.title).toBe(en['page.titleHome']);
  });
});

describe('public/robots.txt', () => {
  const file = join(root, 'public', 'robots.txt');
  it('exists and is robots rules, not a page', () => {
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/</);
    const lines = text.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(lines[0]).toMatch(/^User-agent:\s*\*$/i);
    for (const l of lines) expect(l).toMatch(/^(User-agent|Allow|Disallow|Sitemap):/i);
  });
});

describe('applyPageMeta', () => {
  afterEach(() => setCatalogue('en', en));

  it('gives each route its title', () => {
    expect(pageTitle('/')).toBe('Titan Race Online — a dice-drafting race for 2 to 6 players');
    expect(pageTitle('/play')).toBe('A game — Titan Race Online');
    expect(pageTitle('/play/abc')).toBe('A game — Titan Race Online');
    expect(pageTitle('/editor')).toBe('Circuit editor — Titan Race Online');
    expect(pageTitle('/lab')).toBe('Playtest lab — Titan Race Online');
  });

  it('writes the title and the description in the UI’s language, making the tag if there is none', () => {
    document.head.innerHTML = '';
    applyPageMeta('/lab');
    expect(document.title).toBe(en['page.titleLab']);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      en['page.description'],
    );
    setCatalogue('fr', fr);
    applyPageMeta('/editor');
    expect(document.title).toBe('Éditeur de circuits — Titan Race Online');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      fr['page.description'],
    );
  });
});
