// npm run scenario -- FILE_OR_DIR...   judge scenarios (PASS/FAIL, exit 1 if any failed)
// npm run scenario -- --optional DIR   judge DIR's scenarios if DIR exists, else say it is skipped
//                                      (a folder outside the project, e.g. ../shared/scenarios)
// npm run scenario -- --print FILE     print the Summary after the actions as JSON, without judging
// A bad argument or unreadable path is one line on stderr and exit code 2.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diffExpected, runScenario, type Result } from '../engine';
import { ArgError, cut, readTextCapped, runCli } from './parse';

/** Largest scenario file read (a scenario is a few kB; /dev/zero or a huge file is never read whole). */
const MAX_SCENARIO_BYTES = 5_000_000;

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ArgError(
      code === 'ENOENT' ? `${cut(p)}: no such file or directory` : `${cut(p)}: cannot be read (${code})`,
    );
  }
}

function files(paths: string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (isDir(p)) {
      out.push(
        ...files(
          readdirSync(p)
            .sort()
            .map((f) => join(p, f))
            .filter((f) => isDir(f) || f.endsWith('.json')),
        ),
      );
    } else out.push(p);
  }
  return out;
}

/** A scenario file's JSON, or the engine's own refusal of a scenario (badScenario) saying why. */
function readJson(file: string): Result<{ json: unknown }> {
  const text = readTextCapped(file, MAX_SCENARIO_BYTES, 'scenario file');
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch (e) {
    const message = `${file} is not valid JSON: ${(e as Error).message}`;
    return { ok: false, error: { code: 'badScenario', message } };
  }
}

const USAGE = 'usage: npm run scenario -- FILE_OR_DIR... [--optional DIR] | --print FILE';

/**
 * The paths to judge: every plain argument must exist (a typo fails the run, exit 2); a path after
 * `--optional` is judged only when it exists, so a clone of the project alone still passes.
 */
function chosenPaths(argv: string[]): string[] {
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const optional = argv[i] === '--optional';
    if (!optional && argv[i].startsWith('-')) throw new ArgError(`unknown option ${cut(argv[i])} (${USAGE})`);
    const path = optional ? argv[++i] : argv[i];
    if (path === undefined) throw new ArgError('--optional needs a folder');
    if (optional && !existsSync(path)) console.log(`SKIP ${path} (optional, not present)`);
    else paths.push(path);
  }
  return paths;
}

function main(argv: string[]): number {
  if (argv[0] === '--print') {
    if (!argv[1] || argv.length > 2) throw new ArgError('usage: npm run scenario -- --print FILE');
    const j = readJson(argv[1]);
    const r = j.ok ? runScenario(j.json) : j;
    console.log(JSON.stringify(r.ok ? r.run.output : { error: r.error }, null, 2));
    return 0;
  }
  if (argv.length === 0) throw new ArgError(USAGE);
  const paths = chosenPaths(argv);
  let failed = 0;
  let passed = 0;
  for (const file of files(paths)) {
    const j = readJson(file);
    const label = (j.ok && (j.json as { name?: string })?.name) || file;
    if (!j.ok) {
      console.log(`FAIL ${label}\n  ${j.error.message}`);
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

runCli('scenario', () => main(process.argv.slice(2)));
