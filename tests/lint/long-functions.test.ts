// The long-functions check (scripts/long-functions.ts, run by `npm run lint` with --max 150 --fail): it
// counts a function from its first line to its last, whatever its form, and names it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions } from '../../scripts/long-functions';

const body = (n: number) => Array.from({ length: n }, (_, i) => `  const x${i} = ${i};`).join('\n');

describe('longFunctions', () => {
  it('finds declarations, arrows and methods over the limit, longest first, and no shorter one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'long-fn-'));
    writeFileSync(
      join(dir, 'a.tsx'),
      [
        `export function Big() {\n${body(8)}\n}`, // 10 lines
        `export const useHook = () => {\n${body(5)}\n};`, // 7 lines
        `class C {\n  m() {\n${body(6)}\n  }\n}`, // m: 8 lines
        `function small() {\n${body(3)}\n}`, // 5 lines
      ].join('\n'),
    );
    const found = longFunctions(dir, 6).map((f) => [f.name, f.lines]);
    expect(found).toEqual([
      ['Big', 10],
      ['m', 8],
      ['useHook', 7],
    ]);
    expect(longFunctions(dir, 10)).toEqual([]);
  });
});
