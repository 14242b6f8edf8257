// One small table-driven argument parser for every CLI: each option is a row (name, kind, bounds); a bad
// argument is an ArgError whose sentence the CLI prints on one line of stderr before exiting with code 2
// (runCli). Numbers are parsed strictly: "x", "1.5" for a
// whole number, "" or "1e3" are refused, never read as 0 or rounded.
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  readSync,
  statSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setAppCommit } from '../build-info';
import { gitCommit } from './commit';

/** A bad argument: its message is the sentence shown to the person typing the command. */
export class ArgError extends Error {}

export type OptKind = 'flag' | 'text' | 'int' | 'number';

export interface OptSpec {
  kind: OptKind;
  /** Smallest and largest accepted value (numbers). */
  min?: number;
  max?: number;
  /** May be given several times (the values are collected in order). */
  repeat?: boolean;
}

export type OptTable = Record<string, OptSpec>;

export interface Parsed {
  /** Option values by name (without the leading --): true, a string, a number, or a list of them. */
  values: Record<string, boolean | string | number | (string | number)[]>;
  /** Arguments that are not options, in order. */
  positional: string[];
}

/** A whole number written plainly (optional minus sign, digits only), within [min, max]. */
export function strictInt(
  name: string,
  v: string,
  min = -Number.MAX_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): number {
  return wholeNumber(`--${name} `, v, min, max);
}

/** The same, its messages starting with `label` (`--option handSize=`). */
export function wholeNumber(label: string, v: string, min: number, max: number): number {
  if (!/^-?\d{1,16}$/.test(v)) throw new ArgError(`${label}${cut(v)}: a whole number is expected`);
  const x = Number(v);
  if (x < min || x > max) throw new ArgError(`${label}${v}: must be between ${min} and ${max}`);
  return x;
}

export function strictNumber(name: string, v: string, min = -Infinity, max = Infinity): number {
  if (!/^-?\d+(\.\d+)?$/.test(v)) throw new ArgError(`--${name} ${cut(v)}: a number is expected`);
  const x = Number(v);
  if (x < min || x > max) throw new ArgError(`--${name} ${v}: must be between ${min} and ${max}`);
  return x;
}

/** Echoed input cut short, so a message stays one readable line. */
export const cut = (v: string, max = 40): string => (v.length > max ? `${v.slice(0, max)}…` : v);

export function parseArgs(argv: string[], table: OptTable): Parsed {
  const values: Parsed['values'] = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      if (a.startsWith('-') && a !== '-') throw new ArgError(`unknown option ${cut(a)} (try --help)`);
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq < 0 ? undefined : eq);
    const spec = Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
    if (!spec) throw new ArgError(`unknown option --${cut(name)} (try --help)`);
    let value: boolean | string | number;
    if (spec.kind === 'flag') {
      if (eq >= 0) throw new ArgError(`--${name} takes no value`);
      value = true;
    } else {
      const raw = eq >= 0 ? a.slice(eq + 1) : argv[++i];
      if (raw === undefined) throw new ArgError(`--${name} needs a value`);
      value =
        spec.kind === 'int'
          ? strictInt(name, raw, spec.min, spec.max)
          : spec.kind === 'number'
            ? strictNumber(name, raw, spec.min, spec.max)
            : raw;
    }
    if (spec.repeat) ((values[name] ??= []) as (string | number)[]).push(value as string | number);
    else if (values[name] !== undefined) throw new ArgError(`--${name} is given twice`);
    else values[name] = value;
  }
  return { values, positional };
}

/**
 * A file's text, at most `maxBytes` read (a device like /dev/zero or a huge file is refused, never read
 * whole), or an ArgError naming the path and the problem.
 */
export function readTextCapped(path: string, maxBytes: number, what = 'file'): string {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ArgError(
      code === 'ENOENT'
        ? `${cut(path)}: no such ${what}`
        : code === 'EACCES'
          ? `${cut(path)}: permission denied`
          : `${cut(path)}: cannot be read (${code ?? 'error'})`,
    );
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new ArgError(`${cut(path)}: is a directory, not a ${what}`);
    if (!st.isFile()) throw new ArgError(`${cut(path)}: not a regular ${what}`);
    const buf = Buffer.alloc(maxBytes + 1);
    let got = 0;
    for (;;) {
      const k = readSync(fd, buf, got, buf.length - got, null);
      if (k <= 0) break;
      got += k;
      if (got > maxBytes)
        throw new ArgError(
          `${cut(path)}: larger than ${Math.round(maxBytes / 1000)} kB, too large to be a ${what}`,
        );
    }
    return buf.subarray(0, got).toString('utf8');
  } catch (e) {
    if (e instanceof ArgError) throw e;
    throw new ArgError(`${cut(path)}: cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  } finally {
    closeSync(fd);
  }
}

/**
 * Run a CLI's main: an ArgError is one line on stderr and exit code 2; any other failure one line and
 * exit code 1 (no stack trace unless DEBUG is set).
 */
export function runCli(name: string, main: () => Promise<number | void> | number | void): void {
  setAppCommit(gitCommit());
  const onError = (e: unknown) => {
    if (e instanceof ArgError) {
      process.stderr.write(`${name}: ${e.message}\n`);
      process.exit(2);
    }
    process.stderr.write(
      `\n${name}: ${process.env.DEBUG ? String((e as Error)?.stack ?? e) : String((e as Error)?.message ?? e)}\n`,
    );
    process.exit(1);
  };
  try {
    Promise.resolve(main()).then((code) => {
      if (typeof code === 'number') process.exitCode = code;
    }, onError);
  } catch (e) {
    onError(e);
  }
}

/**
 * Check that an output file can be written, before any long run (so results are never lost to a bad
 * --csv or --out path): its folder exists and is writable, and the path is not a folder.
 */
export function checkWritable(option: string, path: string): void {
  const dir = dirname(resolve(path));
  try {
    if (!statSync(dir).isDirectory())
      throw new ArgError(`${option} ${cut(path)}: ${cut(dir)} is not a folder`);
    accessSync(dir, constants.W_OK);
  } catch (e) {
    if (e instanceof ArgError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new ArgError(
      code === 'ENOENT'
        ? `${option} ${cut(path)}: no such folder ${cut(dir)}`
        : `${option} ${cut(path)}: cannot write in ${cut(dir)} (${code ?? 'error'})`,
    );
  }
  if (existsSync(path) && statSync(path).isDirectory())
    throw new ArgError(`${option} ${cut(path)}: is a folder`);
}
