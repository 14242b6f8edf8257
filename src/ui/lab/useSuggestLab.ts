// State of the lab's Suggest view (issue 21 item 5): the form, a search running in Web Workers (one pool,
// src/sim/pool/browser.ts) with progress and Cancel, and its result. Play-test s7: every finished search is
// saved in IndexedDB (reports.ts, kind 'suggest') and the one on screen is remembered for this tab, so a
// reload, another tab of the lab or Back from "Open as a copy in the editor" brings it back.
import { useRef, useState } from 'react';
import { t } from '../../i18n';
import type { BotLevel } from '../../bots/types';
import type { PlayableCircuit } from '../../editor/library';
import type { GameOptions, TitanId } from '../../engine/types';
import { browserPool } from '../../sim/pool/browser';
import type { ObjectiveName } from '../../sim/suggest/objective';
import {
  suggest,
  type SuggestConfig,
  type SuggestProgress,
  type SuggestResult,
} from '../../sim/suggest/search';
import { defaultWorkers } from './runner';
import { saveReport, type SavedOf } from './reports';
import { suggestName } from './savedName';
import { useSavedReports } from './useSavedReports';

/** sessionStorage: the saved search this tab shows, reopened when the view mounts again. */
const OPEN_SUGGEST_KEY = 'titanRace.lab.openSuggest';

function rememberOpen(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(OPEN_SUGGEST_KEY, id);
    else sessionStorage.removeItem(OPEN_SUGGEST_KEY);
  } catch {
    // No sessionStorage (a sandboxed frame): the search is still saved and listed, only not reopened.
  }
}

function rememberedOpen(): string | null {
  try {
    return sessionStorage.getItem(OPEN_SUGGEST_KEY);
  } catch {
    return null;
  }
}

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
}

export const DEFAULT_SUGGEST_FORM: Omit<SuggestForm, 'circuitId'> = {
  titans: ['grinder', 'slaugg', 'craken', 'rassik'],
  bot: 'greedy',
  objective: 'unfairness',
  target: 8,
  games: 400,
  seed: 1,
  maxSpaces: 3,
};

export type SuggestStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export function useSuggestLab(
  circuits: PlayableCircuit[],
  initialId: string | null,
  preset?: SuggestForm | null,
) {
  const [form, setForm] = useState<SuggestForm>(
    () =>
      preset ?? {
        ...DEFAULT_SUGGEST_FORM,
        circuitId: circuits.some((c) => c.id === initialId) ? initialId! : (circuits[0]?.id ?? 'kaldheira'),
      },
  );
  const [status, setStatus] = useState<SuggestStatus>('idle');
  // `seconds`: wall-clock time of the search when `done` was reached (for the time left, eta.ts).
  const [progress, setProgress] = useState<SuggestProgress & { seconds: number }>({
    phase: 'baseline',
    done: 0,
    total: 0,
    seconds: 0,
  });
  const [result, setResult] = useState<{
    result: SuggestResult;
    seconds: number;
    circuitName: string;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** After a search: "Saved in this browser …" or why it was not (a failed write is never silent). */
  const [saveNote, setSaveNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const { saved, error: savedError, setError: setSavedError, refresh } = useSavedReports('suggest');
  const abortRef = useRef<AbortController | null>(null);

  const openSaved = (x: SavedOf<'suggest'>) => {
    setResult({ result: x.data.result, seconds: x.data.seconds, circuitName: x.data.circuitName });
    setForm(x.data.form);
    setStatus('idle');
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
  const chosen = circuits.find((c) => c.id === form.circuitId) ?? null;

  const set = <K extends keyof SuggestForm>(k: K, v: SuggestForm[K]) => setForm((f) => ({ ...f, [k]: v }));

  const run = async () => {
    if (!chosen || status === 'running') return;
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
    const abort = new AbortController();
    abortRef.current = abort;
    const pool = browserPool(defaultWorkers(), 'titan-suggest');
    abort.signal.addEventListener('abort', () => pool.close(), { once: true });
    setStatus('running');
    setError(null);
    setResult(null);
    setSaveNote(null);
    setOpenId(null);
    rememberOpen(null);
    setProgress({ phase: 'baseline', done: 0, total: 0, seconds: 0 });
    const t0 = performance.now();
    try {
      const r = await suggest(cfg, pool, {
        signal: abort.signal,
        onProgress: (p) => setProgress({ ...p, seconds: (performance.now() - t0) / 1000 }),
      });
      const seconds = (performance.now() - t0) / 1000;
      setResult({ result: r, seconds, circuitName: chosen.name });
      setStatus('done');
      const s = await saveReport({
        kind: 'suggest',
        name: suggestName(chosen.name, form.games),
        auto: {},
        createdAt: Date.now(),
        seconds,
        circuitName: chosen.name,
        form,
        result: r,
      });
      if (s.ok) {
        setOpenId(s.id);
        rememberOpen(s.id);
        setSaveNote({ ok: true, text: t('suggest.savedHere') });
      } else setSaveNote({ ok: false, text: t('suggest.notSaved', { message: s.message }) });
      refresh();
    } catch (e) {
      if (abort.signal.aborted) setStatus('cancelled');
      else {
        setStatus('failed');
        setError(String((e as Error)?.message ?? e));
      }
    } finally {
      pool.close();
      abortRef.current = null;
    }
  };

  const cancel = () => abortRef.current?.abort();

  return {
    form,
    set,
    setForm,
    chosen,
    status,
    progress,
    result,
    error,
    run,
    cancel,
    saveNote,
    saved,
    savedError,
    setSavedError,
    refresh,
    openId,
    openSaved,
  };
}
