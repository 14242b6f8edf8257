// State of the lab's Suggest view: the form, a search running in Web Workers (one pool,
// src/sim/pool/browser.ts) with progress and Cancel, and its result. Every finished search is
// saved in IndexedDB (reports.ts, kind 'suggest') and the one on screen is remembered for this tab, so a
// reload, another tab of the lab or Back from "Open as a copy in the editor" brings it back.
import { useEffect, useMemo, useState } from 'react';
import { useRun } from './useRun';
import { loadSuggestSettings, saveSuggestSettings } from './balanceSettings';
import { t } from '../../i18n';
import type { BotLevel } from '../../bots/types';
import type { PlayableCircuit } from '../../editor/library';
import type { GameOptions, TitanId } from '../../engine/types';
import { browserPool } from '../../sim/pool/browser';
import type { ObjectiveName } from '../../sim/suggest/objective';
import {
  mostGames,
  suggest,
  type SuggestConfig,
  type SuggestProgress,
  type SuggestResult,
} from '../../sim/suggest/search';
import { defaultWorkers } from './runner';
import { saveReport, type SavedOf } from './reports';
import { suggestName } from './savedName';
import { useSavedReports } from './useSavedReports';
import { parentCircuit } from '../../editor/parent';
import { problemText } from '../../i18n/errors';
import { rememberOpen as remember, rememberedOpen as remembered } from './openInTab';
import { namesOf, replaceMissing, useHeldCircuits, useMissingCircuits } from './missingCircuits';
import { balanceHouseRules, openingRules, withRules } from './suggestRules';

/** sessionStorage: the saved search this tab shows, reopened when the view mounts again. */
const OPEN_SUGGEST_KEY = 'titanRace.lab.openSuggest';
const rememberOpen = (id: string | null) => remember(OPEN_SUGGEST_KEY, id);
const rememberedOpen = () => remembered(OPEN_SUGGEST_KEY);

export interface SuggestForm {
  circuitId: string;
  titans: TitanId[];
  bot: BotLevel;
  objective: ObjectiveName;
  target: number;
  games: number;
  seed: number;
  maxSpaces: number;
  /** House rules: the form's fields (SuggestHouseRules.tsx), filled in from a Balance run (suggestFrom.ts). */
  laps?: number;
  options?: GameOptions;
  /** The house rules were set here (else they are the Balance form's, read again on every visit). */
  ownRules?: boolean;
}

/** The circuit a first visit searches, and the one a deleted circuit gives way to. */
const DEFAULT_CIRCUIT = 'kaldheira';

export const DEFAULT_SUGGEST_FORM: Omit<SuggestForm, 'circuitId'> = {
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bot: 'greedy',
  objective: 'unfairness',
  target: 8,
  games: 400,
  seed: 1,
  maxSpaces: 3,
};

/** The search the form asks for on circuit `chosen`. */
function searchConfig(form: SuggestForm, chosen: PlayableCircuit): SuggestConfig {
  const cfg: SuggestConfig = {
    circuit: chosen.circuit,
    titans: form.titans,
    bots: form.titans.map(() => form.bot),
    seed: form.seed,
    games: form.games,
    objective:
      form.objective === 'length' ? { name: 'length', target: form.target } : { name: form.objective },
    maxSpaces: form.maxSpaces,
  };
  if (form.laps !== undefined) cfg.laps = form.laps;
  if (form.options) cfg.options = form.options;
  // The designer's circuit names its parent: undoing each edit against it is always a candidate.
  if (chosen.parent) cfg.parent = parentCircuit(chosen.parent);
  return cfg;
}

/**
 * The form as the designer last left it (balanceSettings.ts), unless Balance handed one over; the
 * address's circuit wins, even before the editor's library has loaded it (as Balance and Batch do): until
 * then `chosen` is null and Run waits. A kept circuit deleted since gives way to the default.
 */
function useSuggestForm(
  circuits: PlayableCircuit[],
  initialId: string | null,
  running: boolean,
  preset?: SuggestForm | null,
) {
  const [stored] = useState(() =>
    preset
      ? { form: preset, dropped: [], names: {} }
      : loadSuggestSettings({ ...DEFAULT_SUGGEST_FORM, circuitId: DEFAULT_CIRCUIT }),
  );
  // The game the designer was balancing: Balance's house rules, unless this form's own say otherwise.
  const [balance] = useState(balanceHouseRules);
  const [form, setForm] = useState<SuggestForm>(() =>
    preset
      ? withRules(preset, preset, balance)
      : openingRules(initialId ? { ...stored.form, circuitId: initialId } : stored.form, balance),
  );
  // The address's own circuit, unknown, is the page's to flag.
  const circuitsGone = useMissingCircuits(circuits, stored.names, running, (known, apply) => {
    const r = replaceMissing([form.circuitId], (id) => id === initialId || known(id), DEFAULT_CIRCUIT);
    if (apply && r.swaps.length > 0) setForm({ ...form, circuitId: r.ids[0] });
    return r.swaps;
  });
  useEffect(() => {
    saveSuggestSettings(form, namesOf([form.circuitId], circuits, stored.names));
  }, [form, circuits, stored.names]);
  return { stored, balance, form, setForm, circuitsGone };
}

export function useSuggestLab(
  circuits: PlayableCircuit[],
  initialId: string | null,
  preset?: SuggestForm | null,
) {
  const search = useRun<SuggestProgress & { seconds: number }>(
    {
      phase: 'baseline',
      done: 0,
      total: 0,
      seconds: 0,
    },
    'suggest',
  );
  const { stored, balance, form, setForm, circuitsGone } = useSuggestForm(
    circuits,
    initialId,
    search.running,
    preset,
  );
  const [result, setResult] = useState<{
    result: SuggestResult;
    seconds: number;
    circuitName: string;
    parentName?: string;
  } | null>(null);
  /** After a search: "Saved in this browser …" or why it was not (a failed write is never silent). */
  // Worded when shown, so a language chosen after the search rewords it (play-test 52).
  const [saveNote, setSaveNote] = useState<{ ok: boolean; text: () => string } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const { saved, error: savedError, setError: setSavedError, refresh } = useSavedReports('suggest');

  const openSaved = (x: SavedOf<'suggest'>) => {
    const { result, seconds, circuitName, parentName } = x.data;
    setResult({ result, seconds, circuitName, parentName });
    setForm(withRules(x.data.form, x.data.form, balance));
    search.idle();
    setSaveNote(null);
    setOpenId(x.id);
    rememberOpen(x.id);
  };

  // Reopen the search this tab showed last (not when Balance handed over a new form to run), once the
  // saved list first arrives: state adjusted while rendering, React's pattern for derived state.
  const [reopened, setReopened] = useState(false);
  if (!reopened && saved.length > 0) {
    setReopened(true);
    const id = preset ? null : rememberedOpen();
    const x = id ? saved.find((s) => s.id === id) : undefined;
    if (x && !result) openSaved(x);
  }
  // The form is checked against the library; the view still shows a circuit deleted during a search.
  const shown = useHeldCircuits(circuits, search.running);
  const chosen = shown.find((c) => c.id === form.circuitId) ?? null;

  const set = <K extends keyof SuggestForm>(k: K, v: SuggestForm[K]) => setForm((f) => ({ ...f, [k]: v }));

  // The most games the form's search can play, said before Run (0 while it cannot run): some
  // milliseconds of edit checks, so not again on every progress of a run.
  const planned = useMemo(
    () =>
      chosen && form.titans.length >= 3 && form.titans.length <= 6
        ? mostGames(searchConfig(form, chosen))
        : 0,
    [form, chosen],
  );

  const run = async () => {
    if (!chosen || search.running) return;
    const cfg = searchConfig(form, chosen);
    const parent = cfg.parent;
    const names = { circuitName: chosen.name, ...(parent ? { parentName: parent.name } : {}) };
    setResult(null);
    setSaveNote(null);
    setOpenId(null);
    rememberOpen(null);
    const pool = browserPool(defaultWorkers(), 'titan-suggest');
    await search.start({ phase: 'baseline', done: 0, total: 0, seconds: 0 }, async (ctl) => {
      ctl.signal.addEventListener('abort', () => pool.close(), { once: true });
      try {
        const r = await suggest(cfg, pool, {
          signal: ctl.signal,
          onProgress: (p) => ctl.progress({ ...p, seconds: ctl.seconds() }),
        });
        const seconds = ctl.seconds();
        setResult({ result: r, seconds, ...names });
        ctl.finish('done');
        const s = await saveReport({
          kind: 'suggest',
          name: suggestName(chosen.name, form.games),
          auto: {},
          createdAt: Date.now(),
          seconds,
          ...names,
          form,
          result: r,
        });
        if (s.ok) {
          setOpenId(s.id);
          rememberOpen(s.id);
          setSaveNote({ ok: true, text: () => t('suggest.savedHere') });
        } else
          setSaveNote({ ok: false, text: () => t('suggest.notSaved', { message: problemText(s.error) }) });
        refresh();
      } finally {
        pool.close();
      }
    });
  };

  return {
    /** The circuits to choose from: the library's, and one deleted during the search under way. */
    circuits: shown,
    form,
    set,
    setForm,
    /** The Balance form's house rules as this view opened. */
    balance,
    /** Play these house rules (the fields' change, Balance's, a report's). */
    setRules: (rules: { laps?: number; options?: GameOptions }) =>
      setForm((f) => withRules(f, rules, balance)),
    chosen,
    planned,
    status: search.status,
    cut: search.cut,
    progress: search.progress,
    result,
    error: search.status === 'error' ? search.message : null,
    run,
    cancel: search.cancel,
    saveNote: saveNote && { ok: saveNote.ok, text: saveNote.text() },
    saved,
    savedError,
    setSavedError,
    refresh,
    openId,
    openSaved,
    /** Stored settings that fell back to their defaults when the view opened ('all': none could be read). */
    settingsDropped: stored.dropped,
    /** Stored circuits no longer in the library, and what the form uses instead (said once). */
    circuitsGone,
  };
}
