// Runs that outgrow one machine: `npm run balance -- --range FIRST..LAST --out FILE`
// plays only those games and writes a slice (the raw parts, not a report); `npm run merge-reports`
// joins slices into the report one run would have given — byte for byte, since every figure of a
// report is a sum or a list over games and parts add up in any order (addPart). Slices must share one
// configuration and cover games 0 … games − 1 exactly once; otherwise a sentence names the problem.
import { parseBy, type Refusal } from '../schema/core';
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

/** A refusal of a slice's field, as merge-reports prints it. */
const fieldText = (file: string, r: Refusal): string =>
  `${file}: ${r.path ? `field "${r.path}"` : 'the file'} is not what a slice holds (${r.code.replace(/_/g, ' ')})`;

/**
 * Join slices (each with the name of its file, for messages) into one run, or say why not. Each slice is
 * parsed by its schema and its contents checked against its games (src/schema/slice.ts); slices of
 * different code (app version or commit) are refused. Nothing is built unless every check passes.
 */
export function mergeSlices(
  files: { name: string; data: unknown }[],
): { ok: true; run: BalanceRun } | { ok: false; message: string } {
  if (files.length === 0) return { ok: false, message: 'give the slice files to merge' };
  const slices: { name: string; data: BalanceSlice }[] = [];
  for (const f of files) {
    const kind = (f.data as { kind?: unknown } | null)?.kind;
    if (kind !== 'titan-race-balance-slice')
      return {
        ok: false,
        message: `${f.name} is not a slice of a balance report${typeof kind === 'string' ? ` (it is a "${kind.slice(0, 40)}")` : ''}: make slices with npm run balance -- --range FIRST..LAST --out FILE`,
      };
    const p = parseBy(sliceSchema, f.data);
    if (!p.ok) return { ok: false, message: fieldText(f.name, p.refusal) };
    const problem = sliceContentProblem(p.value, configFromReproduce(p.value.reproduce));
    if (problem) return { ok: false, message: fieldText(f.name, problem) };
    slices.push({ name: f.name, data: p.value });
  }
  const first = slices[0];
  for (const f of slices.slice(1)) {
    if (codeOf(f.data.reproduce) !== codeOf(first.data.reproduce))
      return {
        ok: false,
        message: `${f.name} and ${first.name} were made by different code (${codeOf(f.data.reproduce)} and ${codeOf(first.data.reproduce)}): make every slice with the same commit`,
      };
    if (settingsKey(f.data.reproduce) !== settingsKey(first.data.reproduce))
      return {
        ok: false,
        message: `${f.name} and ${first.name} are slices of different runs (their "${firstDifference(f.data.reproduce, first.data.reproduce)}" differ)`,
      };
  }
  const games = first.data.reproduce.games;
  const sorted = slices.slice().sort((a, b) => a.data.range[0] - b.data.range[0]);
  let next = 0;
  for (const [i, f] of sorted.entries()) {
    const [lo, hi] = f.data.range;
    if (lo < next)
      return {
        ok: false,
        message: `${f.name} and ${sorted[i - 1].name} overlap (games ${lo}..${Math.min(hi, next - 1)} are in both)`,
      };
    if (lo > next)
      return { ok: false, message: `games ${next}..${lo - 1} are missing (no slice covers them)` };
    // The parts must cover the slice's range exactly.
    let at = lo;
    for (const p of f.data.parts.slice().sort((a, b) => a.from - b.from)) {
      if (p.from !== at || p.to <= p.from)
        return { ok: false, message: `${f.name} is damaged: its games do not cover ${lo}..${hi}` };
      at = p.to;
    }
    if (at !== hi + 1)
      return { ok: false, message: `${f.name} is damaged: its games do not cover ${lo}..${hi}` };
    next = hi + 1;
  }
  // Every game 0..games-1 is in some part, each part's outcomes as long as its games: what newRun
  // allocates below is bounded by what the files hold.
  if (next < games)
    return { ok: false, message: `games ${next}..${games - 1} are missing (no slice covers them)` };
  const run = newRun(configFromReproduce(first.data.reproduce));
  try {
    for (const f of sorted) for (const p of f.data.parts) addPart(run, p);
  } catch {
    return { ok: false, message: 'a slice is damaged: its games cannot be added up' };
  }
  return { ok: true, run };
}
