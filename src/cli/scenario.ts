// npm run scenario -- FILE_OR_DIR...   judge scenarios (PASS/FAIL, exit 1 if any failed)
// npm run scenario -- --optional DIR   judge DIR's scenarios if DIR exists, else say it is skipped
//                                      (a folder outside the project, e.g. ../shared/scenarios)
// npm run scenario -- --print FILE     print the Summary after the actions as JSON, without judging
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diffExpected, runScenario } from '../engine';

function files(paths: string[]): string[] {
  const out: string[] = [];
  for (const path of paths) {
    if (statSync(path).isDirectory()) {
      out.push(
        ...files(
          readdirSync(path)
            .sort()
            .map((name) => join(path, name))
            .filter((child) => statSync(child).isDirectory() || child.endsWith('.json')),
        ),
      );
    } else out.push(path);
  }
  return out;
}

/**
 * The paths to judge: every plain argument must exist (a typo fails the run); a path after
 * `--optional` is judged only when it exists, so a clone of the project alone still passes.
 */
function chosenPaths(argv: string[]): { ok: true; paths: string[] } | { ok: false; message: string } {
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const optional = argv[i] === '--optional';
    const path = optional ? argv[++i] : argv[i];
    if (path === undefined) return { ok: false, message: '--optional needs a folder' };
    if (existsSync(path)) paths.push(path);
    else if (optional) console.log(`SKIP ${path} (optional, not present)`);
    else return { ok: false, message: `${path} does not exist` };
  }
  return { ok: true, paths };
}

function readJson(file: string): { ok: true; json: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, json: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (e) {
    return { ok: false, message: `${file} is not valid JSON: ${(e as Error).message}` };
  }
}

function main(argv: string[]): number {
  if (argv[0] === '--print') {
    if (!argv[1]) {
      console.error('usage: npm run scenario -- --print FILE');
      return 2;
    }
    const j = readJson(argv[1]);
    if (!j.ok) {
      console.log(JSON.stringify({ error: { code: 'badScenario', message: j.message } }, null, 2));
      return 0;
    }
    const r = runScenario(j.json);
    console.log(JSON.stringify(r.ok ? r.run.output : { error: r.error }, null, 2));
    return 0;
  }
  if (argv.length === 0) {
    console.error('usage: npm run scenario -- FILE_OR_DIR... [--optional DIR] | --print FILE');
    return 2;
  }
  const chosen = chosenPaths(argv);
  if (!chosen.ok) {
    console.error(chosen.message);
    return 2;
  }
  let failed = 0;
  let passed = 0;
  for (const file of files(chosen.paths)) {
    const j = readJson(file);
    const label = (j.ok && (j.json as { name?: string })?.name) || file;
    if (!j.ok) {
      console.log(`FAIL ${label}\n  ${j.message}`);
      failed++;
      continue;
    }
    const r = runScenario(j.json);
    if (!r.ok) {
      console.log(`FAIL ${label}\n  scenario refused: ${r.error.code}: ${r.error.message}`);
      failed++;
      continue;
    }
    const expect = (j.json as { expect?: unknown }).expect ?? {};
    const diffs = diffExpected(expect, r.run.output);
    if (r.run.refused && !(expect as { error?: unknown }).error)
      diffs.unshift(`action refused: ${r.run.output.error!.code}: ${r.run.output.error!.message}`);
    if (diffs.length === 0) {
      console.log(`PASS ${label}`);
      passed++;
    } else {
      console.log(`FAIL ${label}\n  ${diffs.join('\n  ')}`);
      failed++;
    }
  }
  console.log(`scenarios: ${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
