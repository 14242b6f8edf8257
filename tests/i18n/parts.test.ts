// The table's English (the play screen, the log, the rules; src/i18n/parts/tableEn.ts) joins the catalogue
// when a module importing i18n/tableMessages.ts loads, so the first page does not carry it. A module that
// words one of its keys must import that registration itself: otherwise it shows the key's name whenever it
// renders before another module did. (The lab's sentences are built in src/sim with words the lab hands
// in, and PROBLEM_KEYS in i18n/errors.ts only names keys: the lab's and editor's parts follow their own
// paths, checked by the browser tests.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableEn } from '../../src/i18n/parts/tableEn';

const PARTS = [{ name: 'tableMessages', keys: Object.keys(tableEn) }];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return p.includes(join('i18n', 'parts')) ? [] : sources(p);
    return /\.tsx?$/.test(f) && !p.includes(join('i18n', 'catalogues')) ? [p] : [];
  });
}

describe("the table's English part", () => {
  const files = sources('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it.each(PARTS)('every module wording a key of $name imports it', ({ name, keys }) => {
    const missing = files
      .filter(({ path, text }) => !path.endsWith(`${name}.ts`) && !text.includes(`i18n/${name}'`))
      .flatMap(({ path, text }) =>
        keys
          .filter((k) => new RegExp(`['"\`]${k.replace(/\./g, '\\.')}['"\`]`).test(text))
          .map((k) => `${path}: ${k}`),
      );
    expect(missing).toEqual([]);
  });

  it('the check sees the keys it guards (a module of the play screen words them)', () => {
    const users = files.filter(({ text }) => text.includes("'play.legend'"));
    expect(users.map((f) => f.path)).toContain(join('src', 'ui', 'board', 'Legend.tsx'));
  });
});
