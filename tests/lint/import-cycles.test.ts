// No import cycle anywhere in src: a cycle makes a module's value undefined while the cycle loads, in an
// order that depends on which module is imported first. Reads the runtime imports of every module of src
// (type-only imports create no cycle at run time) and looks for a cycle by depth-first search.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('src');

function modules(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) modules(p, out);
    else if (/\.tsx?$/.test(f)) out.push(p);
  }
  return out;
}

/** The modules a file imports at run time, as absolute paths. */
export function runtimeImports(file: string, text: string): string[] {
  const out: string[] = [];
  const re = /^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?'(\.[^']+)'/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[1]) continue; // `import type` / `export type`
    const p = resolve(dirname(file), m[2]);
    if (/\.(css|json|svg|png)$/.test(p)) continue;
    const isDir = statSync(p, { throwIfNoEntry: false })?.isDirectory();
    const base = isDir ? join(p, 'index') : p;
    out.push(statSync(`${base}.tsx`, { throwIfNoEntry: false }) ? `${base}.tsx` : `${base}.ts`);
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

describe('src has no import cycle', () => {
  it('finds none among the runtime imports of src', () => {
    const graph = new Map<string, string[]>();
    for (const f of modules(ROOT)) graph.set(f, runtimeImports(f, readFileSync(f, 'utf8')));
    expect(graph.size).toBeGreaterThan(200);
    const names = cycles(graph).map((c) => c.map((f) => relative(ROOT, f)).join(' → '));
    expect(names).toEqual([]);
  });

  it('would see one (the check can fail)', () => {
    const a = join(ROOT, 'a.ts');
    const b = join(ROOT, 'b.ts');
    const graph = new Map([
      [a, runtimeImports(a, "import { x } from './b';\nimport type { T } from './c';\n")],
      [b, runtimeImports(b, "import {\n  y,\n  z,\n} from './a';\n")],
    ]);
    expect(cycles(graph).map((c) => c.map((f) => relative(ROOT, f)).join(' → '))).toEqual([
      'a.ts → b.ts → a.ts',
    ]);
  });
});
