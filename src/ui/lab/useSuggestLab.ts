// State of the lab's Suggest view (issue 21 item 5): the form, a search running in Web Workers (one pool,
// src/sim/pool/browser.ts) with progress and Cancel, and its result.
import { useRef, useState } from 'react';
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
  const abortRef = useRef<AbortController | null>(null);
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
    setProgress({ phase: 'baseline', done: 0, total: 0, seconds: 0 });
    const t0 = performance.now();
    try {
      const r = await suggest(cfg, pool, {
        signal: abort.signal,
        onProgress: (p) => setProgress({ ...p, seconds: (performance.now() - t0) / 1000 }),
      });
      setResult({ result: r, seconds: (performance.now() - t0) / 1000, circuitName: chosen.name });
      setStatus('done');
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

  return { form, set, setForm, chosen, status, progress, result, error, run, cancel };
}

export type SuggestLab = ReturnType<typeof useSuggestLab>;
