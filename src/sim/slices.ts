// Runs that outgrow one machine: `npm run balance -- --range FIRST..LAST --out FILE`
// plays only those games and writes a slice (the raw parts, not a report); `npm run merge-reports`
// joins slices into the report one run would have given — byte for byte, since every figure of a
// report is a sum or a list over games and parts add up in any order (addPart). Slices must share one
// configuration and cover games 0 … games − 1 exactly once; otherwise a coded Problem names what is wrong
// (merge-reports words it).
import { parseBy, type Refusal } from '../schema/core';
import { fail, problem, type Problem, type Result } from '../i18n/errors';
import { sliceContentProblem, sliceSchema } from '../schema/slice';
import {
  addPart,
  configFromReproduce,
  newRun,
  reproduceOf,
  type BalanceConfig,
  type BalancePart,
  type BalanceRun,
  type Reproduce,
} from './balance';

export interface BalanceSlice {
  kind: 'titan-race-balance-slice';
  version: 1;
  /** Games first..last (0-based, inclusive) of a run of `reproduce.games` games. */
  range: [number, number];
  reproduce: Reproduce;
  parts: BalancePart[];
}

export function sliceOf(cfg: BalanceConfig, range: [number, number], parts: BalancePart[]): BalanceSlice {
  const sorted = parts.slice().sort((a, b) => a.from - b.from);
  return { kind: 'titan-race-balance-slice', version: 1, range, reproduce: reproduceOf(cfg), parts: sorted };
}

/** The code that made a slice: its app version and commit ("unknown" in slices older than the commit). */
const codeOf = (r: Reproduce): string => `${r.appVersion ?? '?'} (commit ${r.commit ?? 'unknown'})`;

/** What a slice's settings are, without the code that played them (checked on its own, codeOf). */
const settingsKey = (r: Reproduce): string =>
  JSON.stringify({ ...r, appVersion: undefined, commit: undefined });

/** The first setting two reproduce blocks differ in. */
function firstDifference(a: Reproduce, b: Reproduce): string {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (k) => k !== 'appVersion' && k !== 'commit',
  );
  return (
    keys.find(
      (k) =>
        JSON.stringify((a as unknown as Record<string, unknown>)[k]) !==
        JSON.stringify((b as unknown as Record<string, unknown>)[k]),
    ) ?? 'settings'
  );
}

/** A refusal of a slice's field (the schema's path and check). */
const fieldProblem = (file: string, r: Refusal): Problem => {
  const why = r.code.replace(/_/g, ' ');
  return r.path
    ? problem('sliceBadField', { file, field: r.path, why })
    : problem('sliceBadFile', { file, why });
};

/**
 * Join slices (each with the name of its file, for messages) into one run, or say why not. Each slice is
 * parsed by its schema and its contents checked against its games (src/schema/slice.ts); slices of
 * different code (app version or commit) are refused. Nothing is built unless every check passes.
 */
export function mergeSlices(files: { name: string; data: unknown }[]): Result<{ run: BalanceRun }> {
  if (files.length === 0) return fail(problem('slicesNone'));
  const slices: { name: string; data: BalanceSlice }[] = [];
  for (const f of files) {
    const kind = (f.data as { kind?: unknown } | null)?.kind;
    if (kind !== 'titan-race-balance-slice')
      return fail(
        typeof kind === 'string'
          ? problem('sliceNotASliceKind', { file: f.name, kind: kind.slice(0, 40) })
          : problem('sliceNotASlice', { file: f.name }),
      );
    const p = parseBy(sliceSchema, f.data);
    if (!p.ok) return fail(fieldProblem(f.name, p.refusal));
    const wrong = sliceContentProblem(p.value, configFromReproduce(p.value.reproduce));
    if (wrong) return fail(fieldProblem(f.name, wrong));
    slices.push({ name: f.name, data: p.value });
  }
  const first = slices[0];
  for (const f of slices.slice(1)) {
    if (codeOf(f.data.reproduce) !== codeOf(first.data.reproduce))
      return fail(
        problem('sliceOtherCode', {
          file: f.name,
          first: first.name,
          a: codeOf(f.data.reproduce),
          b: codeOf(first.data.reproduce),
        }),
      );
    if (settingsKey(f.data.reproduce) !== settingsKey(first.data.reproduce))
      return fail(
        problem('sliceOtherRun', {
          file: f.name,
          first: first.name,
          field: firstDifference(f.data.reproduce, first.data.reproduce),
        }),
      );
  }
  const games = first.data.reproduce.games;
  const sorted = slices.slice().sort((a, b) => a.data.range[0] - b.data.range[0]);
  let next = 0;
  for (const [i, f] of sorted.entries()) {
    const [lo, hi] = f.data.range;
    if (lo < next)
      return fail(
        problem('sliceOverlap', { file: f.name, other: sorted[i - 1].name, lo, hi: Math.min(hi, next - 1) }),
      );
    if (lo > next) return fail(problem('sliceGamesMissing', { lo: next, hi: lo - 1 }));
    // The parts must cover the slice's range exactly.
    let at = lo;
    for (const p of f.data.parts.slice().sort((a, b) => a.from - b.from)) {
      if (p.from !== at || p.to <= p.from) return fail(problem('sliceDamaged', { file: f.name, lo, hi }));
      at = p.to;
    }
    if (at !== hi + 1) return fail(problem('sliceDamaged', { file: f.name, lo, hi }));
    next = hi + 1;
  }
  // Every game 0..games-1 is in some part, each part's outcomes as long as its games: what newRun
  // allocates below is bounded by what the files hold.
  if (next < games) return fail(problem('sliceGamesMissing', { lo: next, hi: games - 1 }));
  const run = newRun(configFromReproduce(first.data.reproduce));
  try {
    for (const f of sorted) for (const p of f.data.parts) addPart(run, p);
  } catch {
    return fail(problem('slicesNotAddable'));
  }
  return { ok: true, run };
}
