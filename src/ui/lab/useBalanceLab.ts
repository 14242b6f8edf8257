// The Balance view's state and its runs: a balance report, a sweep or a comparison, played in Web
// Workers with live partial results, saved in this browser, imported from a file.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PlayableCircuit } from '../../editor/library';
import type { BalanceReport } from '../../sim/balance';
import type { ExploreResult } from './explore';
import { useSavedReports } from './useSavedReports';
import { DEFAULT_EXPLORE_FORM, useExploreForm } from './useExploreForm';
import { loadBalanceSettings, saveBalanceSettings } from './balanceSettings';
import { useRun } from './useRun';
import { exploreOf } from './exploreOf';
import { exploreJob, importReportFile, reportJob, type BalanceOut, type Shown } from './balanceRuns';
import { t } from '../../i18n';
import { shownCircuitName } from '../meta';
import type { Circuit } from '../../engine/types';
import { parentCircuit } from '../../editor/parent';
import { configOf, DEFAULT_FORM, formOf, type Form } from './balanceForm';
import { useChangeBefore } from './previousVersion';
import { rememberedOpen, rememberOpen } from './openInTab';
import { namesOf, replaceMissing, useHeldCircuits, useMissingCircuits } from './missingCircuits';

const OPEN_BALANCE_KEY = 'titanRace.lab.openBalance';

/** The form as the designer last left it (balanceSettings.ts); a circuit named in the address wins, and a
 * stored circuit deleted since gives way to the default (the address's own is the page's to flag). */
function useBalanceForm(all: PlayableCircuit[], initialId: string | null, running: boolean) {
  const [stored] = useState(() => loadBalanceSettings({ form: DEFAULT_FORM, explore: DEFAULT_EXPLORE_FORM }));
  const [form, setForm] = useState<Form>(() =>
    initialId ? { ...stored.form, slam: false, ids: [initialId] } : stored.form,
  );
  const circuitsGone = useMissingCircuits(all, stored.names, running, (known, apply) => {
    const r = replaceMissing(form.ids, (id) => id === initialId || known(id), DEFAULT_FORM.ids[0]);
    if (apply && r.swaps.length > 0) setForm({ ...form, ids: r.ids });
    return r.swaps;
  });
  return { stored, form, setForm, circuitsGone };
}

export function useBalanceLab(circuits: PlayableCircuit[], initialId: string | null) {
  const [extraCircuits, setExtraCircuits] = useState<PlayableCircuit[]>([]);
  const known = useMemo(() => [...circuits, ...extraCircuits], [circuits, extraCircuits]);
  const balanceRun = useRun({ done: 0, total: 1, seconds: 0 }, 'balance');
  // The form is checked against the library; the view still shows a circuit deleted during a run.
  const all = useHeldCircuits(known, balanceRun.running);
  const byId = useMemo(() => new Map(all.map((c) => [c.id, c])), [all]);
  const { stored, form, setForm, circuitsGone } = useBalanceForm(known, initialId, balanceRun.running);
  const [shown, setShownNow] = useState<Shown>(null);
  // The saved report on screen is remembered for this tab: a reload shows it again (as Suggest does).
  const setShown = useCallback((x: Shown) => {
    setShownNow(x);
    if (x?.id) rememberOpen(OPEN_BALANCE_KEY, x.id);
  }, []);
  const {
    saved,
    error: savedError,
    setError: setSavedError,
    refresh: refreshBalance,
  } = useSavedReports('balance');
  const { saved: savedExplore, refresh: refreshExplore } = useSavedReports('explore');
  const [exploredId, setExploredNow] = useState<string | null>(null);
  const setExploredId = useCallback((id: string | null) => {
    setExploredNow(id);
    if (id) rememberOpen(OPEN_BALANCE_KEY, null);
  }, []);
  // Once the saved list first arrives, reopen the report this tab showed (state adjusted while rendering).
  const [reopened, setReopened] = useState(false);
  if (!reopened && saved.length > 0) {
    setReopened(true);
    const id = rememberedOpen(OPEN_BALANCE_KEY);
    const x = id ? saved.find((r) => r.id === id) : undefined;
    if (x && !shown) setShownNow({ report: x.data.report, seconds: x.data.seconds, id: x.id });
  }
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  // Sweeps and comparisons (explore.ts): the same form, plus what varies.
  const { explore: exploreForm, setExplore, edit: editExplore } = useExploreForm(stored.explore);
  const { mode } = exploreForm;
  useEffect(() => {
    saveBalanceSettings(form, exploreForm, namesOf(form.ids, all, stored.names));
  }, [form, exploreForm, all, stored.names]);
  const [explored, setExplored] = useState<ExploreResult | null>(null);

  const refresh = useCallback(() => {
    refreshBalance();
    refreshExplore();
  }, [refreshBalance, refreshExplore]);

  const made = configOf(form, byId);
  // The "before" played too, on the same games (the change first): the last report's version or the
  // original it was copied from (previousVersion.ts).
  const change = useChangeBefore(
    useMemo(() => parentOfForm(form, byId), [form, byId]),
    form.ids.length === 1 ? byId.get(form.ids[0]) : undefined,
    saved,
  );
  const { parent } = change;
  const out: BalanceOut = { setShown, setExplored, setExploredId, setSavedError, refresh };
  const running = balanceRun.running;

  async function explore() {
    const ex = exploreOf(form, exploreForm, byId);
    if (!ex.ok) return balanceRun.fail(ex.error);
    setShown(null);
    setExplored(null);
    const total = ex.points.reduce((n, c) => n + c.games, 0);
    await balanceRun.start({ done: 0, total, seconds: 0 }, exploreJob(ex, out));
  }

  async function run() {
    if (mode !== 'report') return explore();
    const c = configOf(form, byId);
    if (!c.ok) return balanceRun.fail(c.error);
    const cfg = c.config;
    setExplored(null);
    setShown(null);
    const cross = form.cross ? { level: form.cross, games: form.crossGames ?? 40 } : null;
    const { total, job } = reportJob(cfg, cross, out, parent, change.version);
    await balanceRun.start({ done: 0, total, seconds: 0 }, job);
  }

  const importFile = (file: File) => importReportFile(file, out, balanceRun.idle);

  const loadSettings = (r: BalanceReport) => {
    const { form: f, extra } = formOf(r, byId);
    setExtraCircuits((old) => [...old.filter((c) => !extra.some((e) => e.id === c.id)), ...extra]);
    setForm(f);
  };

  const options = circuitOptions(all);
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
    cut: balanceRun.cut,
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
    /** How many stored settings fell back to their defaults when the view opened ('all': none could be read). */
    settingsDropped: stored.dropped,
    /** Stored circuits no longer in the library, and what the form uses instead (said once). */
    circuitsGone,
    /** The configuration the form runs, or why it makes none (worded when shown). */
    made,
    ...change,
    running,
    explore,
    run,
    importFile,
    loadSettings,
    options,
    used,
    /** The id of the circuit the form's one circuit was copied from (Compare words B − A by it), or null. */
    aParentId: parentIdOfForm(form, byId),
    /** Compare: A and B trade places (one circuit each), so that a copy against its parent reads after − before. */
    swapAB: () => {
      const [a, b] = [form.ids[0], exploreForm.bIds[0]];
      if (form.ids.length !== 1 || a === undefined || b === undefined) return;
      setForm({ ...form, ids: [b] });
      setExplore('bIds', [a]);
    },
  };
}

export type BalanceLab = ReturnType<typeof useBalanceLab>;

/** The circuits a select offers: a standard one by its name in the page's language, a designer's marked as theirs. */
function circuitOptions(all: PlayableCircuit[]): { id: string; name: string }[] {
  return all.map((c) => ({
    id: c.id,
    name: c.standard
      ? shownCircuitName(c.name)
      : c.name.includes('(')
        ? c.name
        : t('lab.customCircuit', { name: c.name }),
  }));
}

/** The id of the form's one circuit's parent, whether a standard id or a copied circuit's own id. */
function parentIdOfForm(form: Form, byId: Map<string, PlayableCircuit>): string | null {
  const p = form.ids.length === 1 ? byId.get(form.ids[0])?.parent : undefined;
  if (p === undefined) return null;
  return typeof p === 'string' ? p : p.id;
}

/** The parent of the form's circuit (one circuit that names one), played beside it for the change. */
function parentOfForm(form: Form, byId: Map<string, PlayableCircuit>): Circuit | null {
  const p = form.ids.length === 1 ? byId.get(form.ids[0])?.parent : undefined;
  return p ? parentCircuit(p) : null;
}
