// Every scenario file (tests/scenarios and ../shared/scenarios) runs through the engine and must
// match its `expect` exactly (engine-contract.md § Scenarios). Pending scenarios — the ones the
// engine does not satisfy yet — live in tests/scenarios-pending and are not run here.
import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { diffExpected, runScenario } from '../../src/engine';

const DIRS = ['tests/scenarios', '../shared/scenarios'].map((d) => resolve(process.cwd(), d));

interface ScenarioFile {
  name?: string;
  expect?: { error?: unknown } & Record<string, unknown>;
}

function scenarioFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
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
