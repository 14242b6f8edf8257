// The Balance view's state and its runs: a balance report, a sweep or a comparison, played in Web
// Workers with live partial results, saved in this browser, imported from a file.
import { useCallback, useMemo, useState } from 'react';
import type { Circuit, CircuitId } from '../../engine/types';
import type { PlayableCircuit } from '../../editor/library';
import {
  balanceJobs,
  buildBalanceReport,
  roundGames,
  type BalanceConfig,
  type BalanceReport,
} from '../../sim/balance';
import { runBalanceInBrowser, runCrossCheck } from './balanceRunner';
import {
  exploreResult,
  explorePoints,
  labSweep,
  runExplore,
  withRules,
  type ExploreResult,
  type ExploreSpec,
} from './explore';
import { exploreFromExport, saveReport } from './reports';
import { checkReportText, MAX_REPORT_BYTES } from './reportLink';
import { defaultWorkers } from './runner';
import { useSavedReports } from './useSavedReports';
import { houseRules } from './HouseRules';
import { useExploreForm } from './useExploreForm';
import { useRun } from './useRun';
import { t } from '../../i18n';
import { configOf, DEFAULT_FORM, exploreName, formOf, reportName, type Form } from './balanceForm';

export function useBalanceLab(circuits: PlayableCircuit[], initialId: string | null) {
  const [extraCircuits, setExtraCircuits] = useState<PlayableCircuit[]>([]);
  const all = useMemo(() => [...circuits, ...extraCircuits], [circuits, extraCircuits]);
  const byId = useMemo(() => new Map(all.map((c) => [c.id, c])), [all]);
  const [form, setForm] = useState<Form>(() => ({ ...DEFAULT_FORM, ids: [initialId ?? 'kaldheira'] }));
  const balanceRun = useRun({ done: 0, total: 1, seconds: 0 });
  const [shown, setShown] = useState<{ report: BalanceReport; seconds?: number; id?: string } | null>(null);
  const {
    saved,
    error: savedError,
    setError: setSavedError,
    refresh: refreshBalance,
  } = useSavedReports('balance');
  const { saved: savedExplore, refresh: refreshExplore } = useSavedReports('explore');
  const [exploredId, setExploredId] = useState<string | null>(null);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  // Sweeps and comparisons (explore.ts): the same form, plus what varies.
  const { explore: exploreForm, setExplore, edit: editExplore } = useExploreForm();
  const { mode, sweepKey, sweepCard, sweepValues, paintElement, paintSpaces } = exploreForm;
  const { versus, bIds, bHouse, bCard, bCardCount } = exploreForm;
  const [explored, setExplored] = useState<ExploreResult | null>(null);

  const refresh = useCallback(() => {
    refreshBalance();
    refreshExplore();
  }, [refreshBalance, refreshExplore]);

  const cfgOrError = configOf(form, byId);
  const running = balanceRun.running;

  /** What a sweep or comparison varies, and the configurations it plays (A first). */
  function exploreOf(): { spec: ExploreSpec; points: BalanceConfig[] } | string {
    const cfg = configOf(form, byId);
    if (typeof cfg === 'string') return cfg;
    let spec: ExploreSpec;
    if (mode === 'sweep') {
      const sw = labSweep(sweepKey, sweepCard, sweepValues, {
        element: paintElement,
        spaces: paintSpaces,
      });
      if (typeof sw === 'string') return sw;
      spec = { kind: 'sweep', sweep: sw };
    } else {
      let b: BalanceConfig;
      let labelB: string;
      const labelA = form.ids.map((id) => byId.get(id)?.name ?? id).join(' + ');
      if (versus === 'course') {
        const ids = form.slam ? [0, 1, 2].map((i) => bIds[i] ?? bIds[0]) : [bIds[0]];
        const circuits: (CircuitId | Circuit)[] = [];
        for (const id of ids) {
          const p = byId.get(id);
          if (!p) return t('lab.unknownCircuitB', { id });
          circuits.push(p.standard ? (p.id as CircuitId) : p.circuit);
        }
        b = { ...cfg, circuits };
        labelB = ids.map((id) => byId.get(id)?.name ?? id).join(' + ');
      } else {
        b = withRules(cfg, houseRules(bHouse), bCard ? { card: bCard, count: bCardCount } : null);
        labelB = t('lab.houseRulesBLabel', { a: labelA });
      }
      spec = { kind: 'compare', b, labels: [labelA, labelB] };
    }
    const points = explorePoints(cfg, spec);
    return typeof points === 'string' ? points : { spec, points };
  }

  async function explore() {
    const ex = exploreOf();
    if (typeof ex === 'string') return balanceRun.fail(ex);
    setShown(null);
    setExplored(null);
    const total = ex.points.reduce((n, c) => n + c.games, 0);
    await balanceRun.start({ done: 0, total, seconds: 0 }, async (ctl) => {
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
      const savedNote =
        saved === null
          ? t('lab.nothingFinished')
          : saved.ok
            ? t('lab.savedHere')
            : t('lab.notSaved', { message: saved.message });
      const note = [out.cancelled ? t('lab.cancelledShown') : '', savedNote].filter(Boolean).join(' ');
      ctl.finish(out.cancelled ? 'cancelled' : 'done', note);
      refresh();
    });
  }

  async function run() {
    if (mode !== 'report') return explore();
    const cfg = configOf(form, byId);
    if (typeof cfg === 'string') return balanceRun.fail(cfg);
    setExplored(null);
    setShown(null);
    const jobs = balanceJobs(cfg).length;
    const crossGames = form.cross ? roundGames(cfg, form.crossGames ?? 40) : 0;
    await balanceRun.start({ done: 0, total: cfg.games * jobs + crossGames, seconds: 0 }, async (ctl) => {
      let last = 0;
      const out = await runBalanceInBrowser(cfg, {
        workers: defaultWorkers(),
        signal: ctl.signal,
        onPart: (r, done, total) => {
          ctl.progress({ done, total: total + crossGames, seconds: ctl.seconds() });
          const now = performance.now();
          if (now - last > 400 || done === total) {
            last = now;
            setShown({ report: buildBalanceReport(r), seconds: ctl.seconds() });
          }
        },
      });
      const report = buildBalanceReport(out.run);
      if (form.cross && !out.cancelled) {
        const main = cfg.games * jobs;
        const x = await runCrossCheck(cfg, report, form.cross, crossGames, {
          signal: ctl.signal,
          onProgress: (done) =>
            ctl.progress({ done: main + done, total: main + crossGames, seconds: ctl.seconds() }),
        });
        if (x) report.crossCheck = x;
      }
      const seconds = ctl.seconds();
      if (report.played === 0) {
        setShown(null);
        return ctl.finish('cancelled', t('lab.cancelledNothing'));
      }
      const s = await saveReport({
        kind: 'balance',
        name: reportName(report),
        auto: {},
        createdAt: Date.now(),
        seconds,
        report,
      });
      setShown({ report, seconds, id: s.ok ? s.id : undefined });
      const kept = out.cancelled
        ? t('lab.cancelledKeptBatch', { n: report.games, played: report.played })
        : '';
      const savedNote = s.ok ? t('lab.savedHere') : t('lab.notSaved', { message: s.message });
      ctl.finish(out.cancelled ? 'cancelled' : 'done', [kept, savedNote].filter(Boolean).join(' '));
      refresh();
    });
  }

  const importFile = async (file: File) => {
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
      balanceRun.idle();
      setExplored(ex);
      setExploredId(s.ok ? s.id : null);
      if (!s.ok) setSavedError(s.message);
      refresh();
      return;
    }
    const checked = checkReportText(text, file.name);
    if (!checked.ok) {
      setSavedError(checked.message);
      return;
    }
    const report = checked.value;
    const s = await saveReport({
      kind: 'balance',
      name: t('lab.imported', { name: reportName(report) }),
      auto: { imported: true },
      createdAt: Date.now(),
      report,
    });
    setShown({ report, id: s.ok ? s.id : undefined });
    if (!s.ok) setSavedError(s.message);
    refresh();
  };

  const loadSettings = (r: BalanceReport) => {
    const { form: f, extra } = formOf(r, byId);
    setExtraCircuits((old) => [...old.filter((c) => !extra.some((e) => e.id === c.id)), ...extra]);
    setForm(f);
  };

  const options = all.map((c) => ({
    id: c.id,
    name: c.standard ? c.name : c.name.includes('(') ? c.name : t('lab.customCircuit', { name: c.name }),
  }));
  const used = new Set(form.titans);
  return {
    exploreForm,
    setExplore,
    editExplore,
    mode,
    extraCircuits,
    setExtraCircuits,
    all,
    byId,
    form,
    setForm,
    status: balanceRun.status,
    message: balanceRun.message,
    progress: balanceRun.progress,
    idle: balanceRun.idle,
    fail: balanceRun.fail,
    note: balanceRun.note,
    cancel: balanceRun.cancel,
    shown,
    setShown,
    saved,
    savedError,
    setSavedError,
    refreshBalance,
    savedExplore,
    refreshExplore,
    exploredId,
    setExploredId,
    set,
    explored,
    setExplored,
    refresh,
    cfgOrError,
    running,
    explore,
    run,
    importFile,
    loadSettings,
    options,
    used,
  };
}

export type BalanceLab = ReturnType<typeof useBalanceLab>;
