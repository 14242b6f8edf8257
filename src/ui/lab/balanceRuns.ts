// The Balance view's runs as jobs for useRun (useRun.ts): a balance report and a sweep or comparison,
// played in Web Workers with live partial results and saved in this browser; and a report file imported.
import {
  balanceJobs,
  buildBalanceReport,
  roundGames,
  type BalanceConfig,
  type BalanceReport,
} from '../../sim/balance';
import { t } from '../../i18n';
import type { Circuit } from '../../engine/types';
import { addChange } from '../../sim/change';
import { runBalanceInBrowser, runCrossCheck } from './balanceRunner';
import { exploreName, reportName } from './balanceForm';
import { exploreResult, runExplore, type ExploreResult, type ExploreSpec } from './explore';
import { exploreFromExport, saveReport } from './reports';
import { checkReportText, MAX_REPORT_BYTES } from './reportLink';
import { defaultWorkers } from './runner';
import type { RunControl } from './useRun';
import { problemText } from '../../i18n/errors';

export type Progress = { done: number; total: number; seconds: number };
export type Shown = {
  report: BalanceReport;
  seconds?: number;
  id?: string;
  /** The parent's name while its games are being played (the change is not known yet). */
  parentPending?: string;
} | null;

/** What the jobs show as they go: the Balance view's state setters. */
export interface BalanceOut {
  setShown(s: Shown): void;
  setExplored(r: ExploreResult | null): void;
  setExploredId(id: string | null): void;
  setSavedError(message: string): void;
  refresh(): void;
}

/** A sweep or comparison: every point's games, the partial result shown as it comes, then saved. */
export function exploreJob(ex: { spec: ExploreSpec; points: BalanceConfig[] }, o: BalanceOut) {
  const { setExplored, setExploredId, refresh } = o;
  return async (ctl: RunControl<Progress>): Promise<void> => {
    let last = 0;
    const out = await runExplore(ex.points, runBalanceInBrowser, {
      workers: defaultWorkers(),
      signal: ctl.signal,
      onProgress: (runs, done, total) => {
        ctl.progress({ done, total, seconds: ctl.seconds() });
        const now = performance.now();
        if (now - last > 400 || done === total) {
          last = now;
          setExplored(exploreResult(ex.spec, runs, false, true));
        }
      },
    });
    const result = exploreResult(ex.spec, out.runs, !out.cancelled);
    setExplored(result);
    setExploredId(null);
    const played = result.reports.some((r) => r.played > 0);
    const saved = played
      ? await saveReport({
          kind: 'explore',
          name: exploreName(result),
          auto: {},
          createdAt: Date.now(),
          seconds: ctl.seconds(),
          result,
        })
      : null;
    if (saved?.ok) setExploredId(saved.id);
    // Worded when shown: a language chosen after the run rewords it (play-test 52).
    const savedNote = () =>
      saved === null
        ? t('lab.nothingFinished')
        : saved.ok
          ? t('lab.savedHere')
          : t('lab.notSaved', { message: problemText(saved.error) });
    const note = () => [out.cancelled ? t('lab.cancelledShown') : '', savedNote()].filter(Boolean).join(' ');
    ctl.finish(out.cancelled ? 'cancelled' : 'done', note);
    refresh();
  };
}

/**
 * A balance report, the partial report shown as it comes; then, when the circuit names its parent, the
 * parent on the same games (change.ts, as `npm run balance` does) and the cross-check when asked; then saved.
 */
export function reportJob(
  cfg: BalanceConfig,
  cross: { level: Parameters<typeof runCrossCheck>[2]; games: number } | null,
  o: BalanceOut,
  parent: Circuit | null = null,
  version: { name: string; asOf: number } | null = null,
) {
  const { setShown, refresh } = o;
  const main = cfg.games * balanceJobs(cfg).length;
  const crossGames = cross ? roundGames(cfg, cross.games) : 0;
  const parentGames = parent ? cfg.games : 0;
  const total = main + parentGames + crossGames;
  return {
    total,
    job: async (ctl: RunControl<Progress>): Promise<void> => {
      let last = 0;
      const step = (done: number) => ctl.progress({ done, total, seconds: ctl.seconds() });
      const out = await runBalanceInBrowser(cfg, {
        workers: defaultWorkers(),
        signal: ctl.signal,
        onPart: (r, done) => {
          step(done);
          const now = performance.now();
          if (now - last > 400 || done === main) {
            last = now;
            setShown({ report: buildBalanceReport(r), seconds: ctl.seconds() });
          }
        },
      });
      const report = buildBalanceReport(out.run);
      if (parent && !out.cancelled) {
        setShown({ report, seconds: ctl.seconds(), parentPending: parent.name });
        await addChange(
          report,
          out.run,
          parent,
          async (pc) => {
            const p = await runBalanceInBrowser(pc, {
              workers: defaultWorkers(),
              signal: ctl.signal,
              onPart: (_r, done) => step(main + done),
            });
            return p.cancelled ? null : p.run;
          },
          version ?? undefined,
        );
      }
      if (cross && !out.cancelled && !ctl.signal.aborted) {
        const x = await runCrossCheck(cfg, report, cross.level, crossGames, {
          signal: ctl.signal,
          onProgress: (done) => step(main + parentGames + done),
        });
        if (x) report.crossCheck = x;
      }
      const seconds = ctl.seconds();
      if (report.played === 0) {
        setShown(null);
        return ctl.finish('cancelled', () => t('lab.cancelledNothing'));
      }
      const at = Date.now();
      const s = await saveReport({
        kind: 'balance',
        name: reportName(report, at),
        auto: {},
        createdAt: at,
        seconds,
        report,
      });
      setShown({ report, seconds, id: s.ok ? s.id : undefined });
      // Worded when shown: a language chosen after the run rewords it (play-test 52).
      const kept = () =>
        out.cancelled ? t('lab.cancelledKeptBatch', { n: report.games, played: report.played }) : '';
      const savedNote = () =>
        s.ok ? t('lab.savedHere') : t('lab.notSaved', { message: problemText(s.error) });
      // Cancelled while the parent or the second family played: the report is whole, without them.
      const cancelled = out.cancelled || ctl.signal.aborted;
      ctl.finish(cancelled ? 'cancelled' : 'done', () => [kept(), savedNote()].filter(Boolean).join(' '));
      refresh();
    },
  };
}

/** A report or a sweep's export read from a file: size-capped and checked field by field, then saved. */
export async function importReportFile(file: File, o: BalanceOut, idle: () => void): Promise<void> {
  const { setShown, setExplored, setExploredId, setSavedError, refresh } = o;
  // Size-capped and checked field by field (reportLink.ts), never a crash.
  if (file.size > MAX_REPORT_BYTES) {
    setSavedError(t('lab.reportTooLarge', { file: file.name }));
    return;
  }
  const text = await file.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    setSavedError(t('lab.notJSON', { file: file.name }));
    return;
  }
  const ex = exploreFromExport(data);
  if (ex) {
    const s = await saveReport({
      kind: 'explore',
      name: t('lab.imported', { name: exploreName(ex) }),
      auto: { imported: true },
      createdAt: Date.now(),
      result: ex,
    });
    setShown(null);
    idle();
    setExplored(ex);
    setExploredId(s.ok ? s.id : null);
    if (!s.ok) setSavedError(problemText(s.error));
    refresh();
    return;
  }
  const checked = checkReportText(text, file.name);
  if (!checked.ok) {
    setSavedError(problemText(checked.error));
    return;
  }
  const report = checked.value;
  const at = Date.now();
  const s = await saveReport({
    kind: 'balance',
    name: t('lab.imported', { name: reportName(report, at) }),
    auto: { imported: true },
    createdAt: at,
    report,
  });
  setShown({ report, id: s.ok ? s.id : undefined });
  if (!s.ok) setSavedError(problemText(s.error));
  refresh();
}
