// The lab's saved reports: every finished (or cancelled) balance run is kept in IndexedDB, in
// `collection('labReports')` of src/store/db.ts (the store that holds the editor's circuit library),
// with its whole configuration (circuits included), so it can be reopened, compared, renamed, exported
// and rerun. Failures come back as coded problems (worded where they are shown), as in src/store/db.ts.
import { fail, problem, type Result } from '../../i18n/errors';
import type { BalanceReport } from '../../sim/balance';
import type { Report } from '../../sim/report';
import type { BatchReproduce } from './batchExport';
import type { ExploreResult } from './explore';
import type { Comparison } from '../../sim/compare';
import type { Sweep } from '../../sim/sweep';
import type { SuggestResult } from '../../sim/suggest/search';
import { collection, type Collection, type Stored } from '../../store/db';
import { clip } from '../../store/validate';
import { parseBy, type Refusal } from '../../schema/core';
import { exploreExportSchema, exploreResultSchema, savedReportSchema } from '../../schema/lab';
import type { SuggestForm } from './useSuggestLab';
import { runInView } from './runInView';

/**
 * A name the lab made (not typed by the designer): the list writes it afresh in the reader's language
 * (savedName.ts). Renaming removes it. Absent in older saved runs.
 */
interface AutoName {
  imported?: boolean;
}

export interface SavedBalance {
  kind: 'balance';
  name: string;
  auto?: AutoName;
  /** Milliseconds since 1970. */
  createdAt: number;
  /** Wall-clock seconds the run took (not part of the reproducible report). */
  seconds?: number;
  report: BalanceReport;
}

/** One course of a Batch run (two when two courses were compared). */
interface SavedCourse {
  names: string[];
  report: Report;
  reproduce: BatchReproduce;
  seconds: number;
  /** Games played (fewer than reproduce.games when cancelled). */
  played: number;
}

export interface SavedBatch {
  kind: 'batch';
  name: string;
  auto?: AutoName;
  createdAt: number;
  courses: SavedCourse[];
}

/** A sweep or a comparison of the Balance view (explore.ts): every balance report it played. */
interface SavedExplore {
  kind: 'explore';
  name: string;
  auto?: AutoName;
  createdAt: number;
  seconds?: number;
  result: ExploreResult;
}

/** A finished Suggest search, kept so a reload, another tab or a trip to the editor keeps its suggestions. */
interface SavedSuggest {
  kind: 'suggest';
  name: string;
  auto?: AutoName;
  createdAt: number;
  seconds: number;
  /** The circuit's name when the search ran (its circuit may since have been renamed or deleted). */
  circuitName: string;
  /** The name of the circuit it was copied from, when the search undid the designer's edits against it. */
  parentName?: string;
  form: SuggestForm;
  result: SuggestResult;
}

export type SavedReport = SavedBalance | SavedBatch | SavedExplore | SavedSuggest;

let store: Collection<SavedReport> | null = null;
const reports = (): Collection<SavedReport> => (store ??= collection<SavedReport>('labReports'));

export type Saved = Stored<SavedReport>;
export type SavedOf<K extends SavedReport['kind']> = Stored<Extract<SavedReport, { kind: K }>>;

/** A stored run that fails its schema: listed with why, for Export (as it is) or Delete, never drawn. */
export interface Unreadable {
  id: string;
  /** Its name when it has one (shortened), else null. */
  name: string | null;
  refusal: Refusal;
  /** The record exactly as stored, for Export. */
  raw: unknown;
}

const KINDS: readonly string[] = ['balance', 'batch', 'explore', 'suggest'];

/** A stored record's kind when it names a known one; records of no known kind belong to the Balance list. */
function kindOf(data: unknown): SavedReport['kind'] {
  const k = data && typeof data === 'object' ? (data as { kind?: unknown }).kind : undefined;
  return typeof k === 'string' && KINDS.includes(k) ? (k as SavedReport['kind']) : 'balance';
}

/** A sweep or comparison result, parsed deep (src/schema/lab.ts). */
export function isExploreResult(x: unknown): x is ExploreResult {
  return parseBy(exploreResultSchema, x).ok;
}

/**
 * An exported sweep (`{kind: 'titan-race-balance-sweep', sweep, reports}`) or comparison (the comparison
 * with its `reports`), from the lab or `npm run balance -- --out`, as a result to show; null if neither.
 */
export function exploreFromExport(x: unknown): ExploreResult | null {
  const p = parseBy(exploreExportSchema, x);
  if (!p.ok) return null;
  const d = p.value as Record<string, unknown> & { reports: BalanceReport[] };
  const reports = d.reports;
  const complete = reports.every((r) => r.complete);
  if (d.kind === 'titan-race-balance-sweep')
    return { kind: 'sweep', sweep: d.sweep as Sweep, reports, complete };
  const { reports: _r, ...comparison } = d;
  void _r;
  return {
    kind: 'compare',
    labels: comparison.labels as [string, string],
    reports,
    comparison: comparison as unknown as Comparison,
    complete,
  };
}

function newId(): string {
  const a = new Uint32Array(2);
  globalThis.crypto?.getRandomValues?.(a);
  return `r-${Date.now().toString(36)}${Array.from(a, (x) => x.toString(36)).join('')}`.slice(0, 32);
}

/** The saved runs of one kind, newest first, and those of that kind that fail their schema. */
export async function listReports<K extends SavedReport['kind']>(
  kind: K,
): Promise<Result<{ value: SavedOf<K>[]; unreadable: Unreadable[] }>> {
  const r = await reports().list();
  if (!r.ok) return fail(r.problem);
  const value: SavedOf<K>[] = [];
  const unreadable: Unreadable[] = [];
  for (const s of r.value) {
    if (kindOf(s.data) !== kind) continue;
    const p = parseBy(savedReportSchema, s.data);
    if (p.ok) value.push({ ...s, data: p.value } as SavedOf<K>);
    else {
      const name = (s.data as { name?: unknown } | null)?.name;
      unreadable.push({
        id: s.id,
        name: typeof name === 'string' ? clip(name, 80) : null,
        refusal: p.refusal,
        raw: s.data,
      });
    }
  }
  value.sort((a, b) => b.data.createdAt - a.data.createdAt);
  return { ok: true, value, unreadable };
}

export async function saveReport(data: SavedReport): Promise<Result<{ id: string; rev: number }>> {
  const id = newId();
  const w = await reports().put(id, data, 0);
  // Every run is saved as it finishes: its result is the record in view until another is opened.
  runInView(data, w.ok ? id : null, deleteReport);
  if (w.ok) return { ok: true, id, rev: w.rev };
  return fail(w.reason === 'failed' ? w.problem : problem('reportIdTaken'));
}

export async function renameReport(s: Saved, name: string): Promise<Result> {
  // The designer's own name from now on: no longer rewritten in the reader's language.
  const { auto: _auto, ...rest } = s.data;
  const w = await reports().put(s.id, { ...rest, name }, s.rev);
  if (w.ok) return { ok: true };
  return fail(w.reason === 'conflict' ? problem('reportChanged') : w.problem);
}

export async function deleteReport(id: string): Promise<Result> {
  const w = await reports().remove(id);
  return w.ok ? { ok: true } : fail(w.reason === 'failed' ? w.problem : problem('reportNotDeleted'));
}

export function onReportsChange(cb: () => void): () => void {
  return reports().onChange(() => cb());
}
