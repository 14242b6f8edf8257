// The lab's saved reports: every finished (or cancelled) balance run is kept in IndexedDB, in
// `collection('labReports')` of src/store/db.ts (the store that holds the editor's circuit library),
// with its whole configuration (circuits included), so it can be reopened, compared, renamed, exported
// and rerun. Failures come back as values with a sentence, as everywhere in src/store/db.ts.
import { t } from '../../i18n';
import type { BalanceReport } from '../../sim/balance';
import type { Report } from '../../sim/report';
import type { BatchReproduce } from './batchExport';
import type { ExploreResult } from './explore';
import type { Comparison } from '../../sim/compare';
import type { Sweep } from '../../sim/sweep';
import type { SuggestResult } from '../../sim/suggest/search';
import { collection, type Collection, type Stored } from '../../store/db';
import type { SuggestForm } from './useSuggestLab';

/**
 * A name the lab made (not typed by the designer): the list writes it afresh in the reader's language
 * (savedName.ts). Renaming removes it. Absent in runs saved before play-test s5.
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

/**
 * A finished Suggest search (play-test s7): before, its result lived only in the view, so a reload, another
 * tab of the lab or "Open as a copy in the editor" followed by Back lost every suggestion.
 */
interface SavedSuggest {
  kind: 'suggest';
  name: string;
  auto?: AutoName;
  createdAt: number;
  seconds: number;
  /** The circuit's name when the search ran (its circuit may since have been renamed or deleted). */
  circuitName: string;
  form: SuggestForm;
  result: SuggestResult;
}

export type SavedReport = SavedBalance | SavedBatch | SavedExplore | SavedSuggest;

let store: Collection<SavedReport> | null = null;
const reports = (): Collection<SavedReport> => (store ??= collection<SavedReport>('labReports'));

export type Saved = Stored<SavedReport>;
export type SavedOf<K extends SavedReport['kind']> = Stored<Extract<SavedReport, { kind: K }>>;

function isSaved(s: Saved): boolean {
  const d = s.data as unknown as Record<string, unknown> | null;
  if (!d || typeof d.name !== 'string' || typeof d.createdAt !== 'number') return false;
  if (d.kind === 'balance') return isBalanceReport(d.report);
  if (d.kind === 'explore') return isExploreResult(d.result);
  if (d.kind === 'suggest') return typeof d.circuitName === 'string' && isSuggestResult(d.result);
  if (d.kind === 'batch')
    return (
      Array.isArray(d.courses) &&
      d.courses.every((c) => c && typeof c === 'object' && 'report' in c && 'reproduce' in c)
    );
  return false;
}

function isBalanceReport(x: unknown): x is BalanceReport {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return (
    r.kind === 'titan-race-balance-report' &&
    typeof r.titans === 'object' &&
    typeof r.turnPosition === 'object' &&
    Array.isArray(r.abilities) &&
    typeof r.reproduce === 'object'
  );
}

function isSuggestResult(x: unknown): x is SuggestResult {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return (
    typeof r.objective === 'string' &&
    typeof r.before === 'number' &&
    Array.isArray(r.suggestions) &&
    typeof r.diagnosis === 'object' &&
    r.diagnosis !== null &&
    Array.isArray(r.freshGames)
  );
}

export function isExploreResult(x: unknown): x is ExploreResult {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  if (!Array.isArray(r.reports) || !r.reports.every(isBalanceReport)) return false;
  if (r.kind === 'sweep')
    return (
      typeof r.sweep === 'object' &&
      r.sweep !== null &&
      Array.isArray((r.sweep as { values?: unknown }).values)
    );
  return r.kind === 'compare' && Array.isArray(r.labels);
}

/**
 * An exported sweep (`{kind: 'titan-race-balance-sweep', sweep, reports}`) or comparison (the comparison
 * with its `reports`), from the lab or `npm run balance -- --out`, as a result to show; null if neither.
 */
export function exploreFromExport(x: unknown): ExploreResult | null {
  if (typeof x !== 'object' || x === null) return null;
  const d = x as Record<string, unknown>;
  const reports =
    Array.isArray(d.reports) && d.reports.every(isBalanceReport) ? (d.reports as BalanceReport[]) : null;
  if (!reports || reports.length === 0) return null;
  const complete = reports.every((r) => r.complete);
  if (d.kind === 'titan-race-balance-sweep' && typeof d.sweep === 'object' && d.sweep !== null)
    return {
      kind: 'sweep',
      sweep: d.sweep as Sweep,
      reports,
      complete,
    };
  if (d.kind === 'titan-race-balance-comparison' && Array.isArray(d.labels) && reports.length === 2) {
    const { reports: _r, ...comparison } = d;
    void _r;
    return {
      kind: 'compare',
      labels: d.labels as [string, string],
      reports,
      comparison: comparison as unknown as Comparison,
      complete,
    };
  }
  return null;
}

function newId(): string {
  const a = new Uint32Array(2);
  globalThis.crypto?.getRandomValues?.(a);
  return `r-${Date.now().toString(36)}${Array.from(a, (x) => x.toString(36)).join('')}`.slice(0, 32);
}

/** The saved runs of one kind, newest first. */
export async function listReports<K extends SavedReport['kind']>(
  kind: K,
): Promise<{ ok: true; value: SavedOf<K>[] } | { ok: false; message: string }> {
  const r = await reports().list();
  if (!r.ok) return r;
  const value = r.value
    .filter((s) => s.data?.kind === kind && isSaved(s))
    .sort((a, b) => b.data.createdAt - a.data.createdAt) as SavedOf<K>[];
  return { ok: true, value };
}

export async function saveReport(
  data: SavedReport,
): Promise<{ ok: true; id: string; rev: number } | { ok: false; message: string }> {
  const id = newId();
  const w = await reports().put(id, data, 0);
  if (w.ok) return { ok: true, id, rev: w.rev };
  return {
    ok: false,
    message: w.reason === 'failed' ? w.message : t('lab.reportIdTaken'),
  };
}

export async function renameReport(
  s: Saved,
  name: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  // The designer's own name from now on: no longer rewritten in the reader's language.
  const { auto: _auto, ...rest } = s.data;
  const w = await reports().put(s.id, { ...rest, name }, s.rev);
  if (w.ok) return { ok: true };
  return {
    ok: false,
    message: w.reason === 'conflict' ? t('lab.reportChanged') : w.message,
  };
}

export async function deleteReport(id: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const w = await reports().remove(id);
  return w.ok
    ? { ok: true }
    : { ok: false, message: w.reason === 'failed' ? w.message : t('lab.notDeleted') };
}

export function onReportsChange(cb: () => void): () => void {
  return reports().onChange(() => cb());
}
