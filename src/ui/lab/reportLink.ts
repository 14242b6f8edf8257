// Share and reproduce a balance report: a link holding the report's settings with its circuits
// (`#/lab?view=balance&report=<lz-string of {v, reproduce}>`) that fills the form and runs it again — same
// seed, same games, so the same numbers — and the check of an imported report file. Both are untrusted input: size-capped, parsed by their schemas, refused with a coded Problem.
import { compressToEncodedURIComponent } from 'lz-string';
import type { Params } from '../../i18n';
import { fail, problem, refused, type Problem, type ProblemCode, type Result } from '../../i18n/errors';
import { decompressCapped } from '../../editor/lz';
import { createGame } from '../../engine';
import type { BalanceReport, Reproduce } from '../../sim/balance';
import { MAX_LAB_GAMES, parseBy } from '../../schema/core';
import { balanceReportSchema, reproduceSchema } from '../../schema/report';
import { clip, parseJson } from '../../store/validate';

const LAB_REPRODUCE = reproduceSchema(MAX_LAB_GAMES);
const REPORT = balanceReportSchema();

const MAX_LINK = 60_000;
const MAX_JSON = 400_000;
/** The largest report file the lab imports (a Grand Slam report with six Titans is ~1 MB). */
export const MAX_REPORT_BYTES = 20_000_000;

export type Checked<T> = Result<{ value: T }>;

/** The address that reruns a report. */
export function reportHash(r: Reproduce): string {
  return `#/lab?view=balance&report=${compressToEncodedURIComponent(JSON.stringify({ v: 1, reproduce: r }))}`;
}

/** The `report` parameter of a hash, or null (split by hand: lz-string's alphabet has '+'). */
export function reportParam(hash: string): string | null {
  const q = hash.indexOf('?');
  if (q < 0) return null;
  for (const part of hash.slice(q + 1).split('&')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === 'report') return part.slice(eq + 1);
  }
  return null;
}

/** Why a `reproduce` field was refused (the schema's path says which). */
function reproduceWhy(x: unknown, path: string): Problem {
  if (!x || typeof x !== 'object') return problem('reportNoReproduce');
  const field = path.split('.')[0];
  const titans = (x as { titans?: unknown }).titans;
  if (field === 'titans' && (!Array.isArray(titans) || titans.length === 0)) return problem('reportNoTitans');
  if (field === 'titans' || field === 'bots') return problem('linkUnknownTitans');
  if (field === 'games' || field === 'seed') return problem('linkNoSeed');
  if (field === 'circuits') return problem('reportNoCircuit');
  if (field === '') {
    // The engine refused the course: its refusal says why.
    const r = x as Record<string, unknown>;
    const g = createGame({
      circuits: r.circuits as never,
      titans: r.titans as never,
      laps: r.laps as never,
      options: r.options as never,
      teams: r.teams as never,
      seed: 1,
    });
    if (!g.ok) return refused(g.error);
  }
  return problem('reportNoReproduce');
}

/**
 * A report's `reproduce` checked by the schema the CLI's --from uses (src/schema/report.ts): Titans, bots,
 * a seed of 0 to 4,294,967,295, at most the lab's games, and a course the engine accepts.
 */
function checkReproduce(x: unknown): Checked<Reproduce> {
  const p = parseBy(LAB_REPRODUCE, x);
  if (p.ok) return { ok: true, value: p.value };
  return fail(reproduceWhy(x, p.refusal.path));
}

/** Decode and check a report link. */
export function openReportLink(param: string): Checked<Reproduce> {
  const bad = (why: Problem): Checked<Reproduce> => fail(problem('reportLinkBad', undefined, why));
  if (param.length > MAX_LINK) return bad(problem('linkTooLong'));
  const json = decompressCapped(param.trim(), MAX_JSON);
  if (!json.ok) return bad(problem(json.code === 'tooLarge' ? 'linkTooMuch' : 'linkDamaged'));
  let d: unknown;
  try {
    d = JSON.parse(json.text);
  } catch {
    return bad(problem('linkDamaged'));
  }
  const r = d as { v?: unknown; reproduce?: unknown } | null;
  if (!r || typeof r !== 'object' || r.v !== 1) return bad(problem('linkOtherVersion'));
  const c = checkReproduce(r.reproduce);
  return c.ok ? c : bad(c.error);
}

/**
 * An imported file's text as a balance report (or `{report}` holding one), parsed deep by the report's
 * schema, or the sentence saying why not, naming the first field that failed. Never throws.
 */
export function checkReportText(text: string, file: string): Checked<BalanceReport> {
  const no = (code: ProblemCode, params?: Params, cause?: Problem): Checked<BalanceReport> =>
    fail(problem(code, { file, ...params }, cause));
  if (text.length > MAX_REPORT_BYTES) return no('reportTooLarge');
  const json = parseJson(text, { chars: MAX_REPORT_BYTES, depth: 32, nodes: 5_000_000 });
  if (!json.ok) return no('reportNotJson');
  const d = json.value as { kind?: unknown; report?: unknown } | null;
  const x =
    d && typeof d === 'object' && d.kind !== 'titan-race-balance-report' && 'report' in d ? d.report : d;
  if (!x || typeof x !== 'object' || (x as { kind?: unknown }).kind !== 'titan-race-balance-report')
    return no('notAReport');
  // What a report is for comes first: without win rates there is nothing to show, whatever else is off.
  const hasRates = (k: 'titans' | 'turnPosition') => {
    const r = (x as Record<string, unknown>)[k];
    return !!r && typeof r === 'object' && Object.keys(r).length > 0;
  };
  if (!hasRates('titans')) return no('reportEmptyTitans');
  if (!hasRates('turnPosition')) return no('reportEmptyPositions');
  const p = parseBy(REPORT, x);
  if (p.ok) return { ok: true, value: p.value };
  const path = p.refusal.path;
  if (path.startsWith('titans')) return no('reportEmptyTitans');
  if (path.startsWith('turnPosition')) return no('reportEmptyPositions');
  if (path.startsWith('reproduce'))
    return no(
      'reportBadSettings',
      undefined,
      reproduceWhy((x as { reproduce?: unknown }).reproduce, path.slice('reproduce.'.length)),
    );
  return no('reportBadField', { field: clip(path || 'report', 60) });
}
