// No import cycle at run time among the app's modules above the engine (src/store, src/ui, src/i18n):
// a cycle makes the order modules initialise in depend on which one is imported first. Type-only imports
// create no cycle; the engine has its own test (engine-cycles.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');
const DIRS = ['store', 'ui', 'i18n'].map((d) => join(SRC, d));

function modules(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) modules(p, out);
    else if (/\.tsx?$/.test(f)) out.push(p);
  }
  return out;
}

/** The app modules a file imports at run time (static imports; a lazy `import()` is no cycle at load). */
function runtimeImports(file: string, text: string): string[] {
  const out: string[] = [];
  const re = /^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?'(\.[^']+)'/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[1]) continue;
    const p = resolve(dirname(file), m[2]);
    const found = [`${p}.ts`, `${p}.tsx`, `${p}/index.ts`].find((c) => existsSync(c));
    if (found && DIRS.some((d) => found.startsWith(d))) out.push(found);
  }
  return out;
}

function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 1 | 2>();
  const path: string[] = [];
  const visit = (n: string) => {
    state.set(n, 1);
    path.push(n);
    for (const m of graph.get(n) ?? []) {
      if (state.get(m) === 1) found.push(path.slice(path.indexOf(m)).concat(m));
      else if (!state.has(m)) visit(m);
    }
    path.pop();
    state.set(n, 2);
  };
  for (const n of graph.keys()) if (!state.has(n)) visit(n);
  return found;
}

describe('the store and the UI have no import cycle', () => {
  it('finds none among the runtime imports of src/store, src/ui and src/i18n', () => {
    const graph = new Map<string, string[]>();
    for (const d of DIRS)
      for (const f of modules(d)) graph.set(f, runtimeImports(f, readFileSync(f, 'utf8')));
    expect(graph.size).toBeGreaterThan(100);
    const names = cycles(graph).map((c) => c.map((f) => relative(SRC, f)).join(' → '));
    expect(names).toEqual([]);
  });

  it('would see one (the check can fail)', () => {
    const a = join(SRC, 'store', 'a.ts');
    const b = join(SRC, 'store', 'b.ts');
    const graph = new Map([
      [a, [b]],
      [b, [a]],
    ]);
    expect(cycles(graph)).toHaveLength(1);
  });
});
