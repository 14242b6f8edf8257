// Lists the functions in src longer than a limit (150 lines by default), longest first: function
// declarations, methods, and arrow or function expressions (a React component or hook included), each
// counted from its first line to its last. `npx tsx scripts/long-functions.ts [--max N] [--fail]`: with
// --fail it exits 1 when any is over (the lint step).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

interface Long {
  file: string;
  name: string;
  line: number;
  lines: number;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(e) && !e.endsWith('.d.ts') ? [p] : [];
  });
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `${parent.expression.getText()}(…)`;
  return '(anonymous)';
}

export function longFunctions(root: string, limit: number): Long[] {
  const out: Long[] = [];
  for (const file of sources(root)) {
    const text = readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isArrowFunction(node) ||
        ts.isFunctionExpression(node)
      ) {
        const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines > limit) out.push({ file, name: nameOf(node), line: first + 1, lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--max');
  const limit = at >= 0 ? Number(args[at + 1]) : 150;
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`--max wants a whole number of lines, not ${args[at + 1]}`);
  const long = longFunctions('src', limit);
  for (const f of long) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`${long.length} function(s) over ${limit} lines in src`);
  process.exitCode = long.length && args.includes('--fail') ? 1 : 0;
}
