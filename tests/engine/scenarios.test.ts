// Every scenario file (tests/scenarios with its subfolders, such as the rulebook's examples in
// tests/scenarios/rulebook, and ../shared/scenarios when that folder sits beside the project) runs
// through the engine and must match its `expect` exactly (engine-contract.md § Scenarios).
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { diffExpected, isErrorCode, runScenario } from '../../src/engine';

/** A folder and every folder inside it. */
function withSubfolders(dir: string): string[] {
  const subfolders = readdirSync(dir)
    .sort()
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory());
  return [dir, ...subfolders.flatMap(withSubfolders)];
}

/** The project's own scenarios must be there; the shared folder outside the project may not be. */
const OWN = resolve(process.cwd(), 'tests/scenarios');
const SHARED = resolve(process.cwd(), '../shared/scenarios');
const DIRS = [...withSubfolders(OWN), ...(existsSync(SHARED) ? withSubfolders(SHARED) : [])];

it('the rulebook examples are part of the project (tests/scenarios/rulebook)', () => {
  expect(DIRS).toContain(join(OWN, 'rulebook'));
});

it("every refusal scenario of the project names the refusal's exact code (issue 22)", () => {
  const vague: string[] = [];
  for (const dir of withSubfolders(OWN))
    for (const file of scenarioFiles(dir)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { expect?: { error?: { code?: unknown } } };
      const error = json.expect?.error;
      if (error !== undefined && !isErrorCode(error.code)) vague.push(file);
    }
  expect(vague).toEqual([]);
});

interface ScenarioFile {
  name?: string;
  expect?: { error?: unknown } & Record<string, unknown>;
}

/** The scenario files directly in `dir` (a subfolder is judged as its own entry of DIRS). */
function scenarioFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => join(dir, name))
    .filter((path) => path.endsWith('.json') && statSync(path).isFile());
}

/** The differences between a scenario's `expect` and what the engine produced (empty = pass). */
function judge(json: ScenarioFile): string[] {
  const r = runScenario(json);
  if (!r.ok) return [`scenario refused: ${r.error.code}: ${r.error.message}`];
  const expected = json.expect ?? {};
  const diffs = diffExpected(expected, r.run.output);
  if (r.run.refused && expected.error === undefined) {
    const e = r.run.output.error!;
    diffs.unshift(`action refused: ${e.code}: ${e.message}`);
  }
  return diffs;
}

for (const dir of DIRS) {
  const files = scenarioFiles(dir);
  describe(`scenarios in ${dir}`, () => {
    it('the directory holds scenarios', () => {
      expect(files.length).toBeGreaterThan(0);
    });
    for (const file of files) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as ScenarioFile;
      it(json.name ?? file, () => {
        expect(judge(json)).toEqual([]);
      });
    }
  });
}
