// Sweeps and comparisons in the lab, the same designs as `npm run balance -- --sweep` and
// `--compare-circuit / --compare-option`: one balance run per swept value, or two runs (A and B) on the
// same seeds and seating, played one after the other in the Balance view's Web Workers. Restricted play
// is off, as on the command line without --restricted. Pure orchestration: the runner is passed in.
import { createGame } from '../../engine';
import { DEFAULT_DECK } from '../../engine/data';
import type { CardId, Element } from '../../engine/types';
import {
  buildBalanceReport,
  type BalanceConfig,
  type BalanceReport,
  type BalanceRun,
} from '../../sim/balance';
import { compareRuns, type Comparison } from '../../sim/compare';
import type { MessageKey } from '../../i18n';
import { sweepConfig, type Sweep } from '../../sim/sweep';
import type { BalanceOutcome, BalanceRunOptions } from './balanceRunner';
import { fail, problem, refused, type Result } from '../../i18n/errors';

export type ExploreSpec =
  { kind: 'sweep'; sweep: Sweep } | { kind: 'compare'; b: BalanceConfig; labels: [string, string] };

export type ExploreResult =
  | { kind: 'sweep'; sweep: Sweep; reports: BalanceReport[]; complete: boolean }
  | {
      kind: 'compare';
      labels: [string, string];
      reports: BalanceReport[];
      comparison: Comparison | null;
      complete: boolean;
    };

/** The keys a sweep can vary in the lab (src/sim/sweep.ts; `deck.<card>` with a card chosen). */
export const LAB_SWEEP_KEYS = [
  'laps',
  'maxLife',
  'startLife',
  'handSize',
  'trapSupply',
  'deck',
  'paint',
] as const;
export type LabSweepKey = (typeof LAB_SWEEP_KEYS)[number];

/** The message key of each sweep key's name (read with t() when shown). */
export const SWEEP_KEY_TEXT: Record<LabSweepKey, MessageKey> = {
  laps: 'lab.sweepLaps',
  maxLife: 'lab.sweepMaxLife',
  startLife: 'lab.sweepStartLife',
  handSize: 'lab.sweepHandSize',
  trapSupply: 'lab.sweepTrapSupply',
  deck: 'lab.sweepDeck',
  paint: 'lab.sweepPaint',
};

const checkGame = (c: BalanceConfig) =>
  createGame({
    circuits: c.circuits,
    titans: c.titans,
    laps: c.laps,
    options: c.options,
    teams: c.teams,
    seed: 1,
  });

/** Restricted play off (as on the command line without --restricted). */
function freeOnly(cfg: BalanceConfig): BalanceConfig {
  return { ...cfg, abilities: false, cards: false, skill: false };
}

/**
 * `1, 2,3` → a sweep of `key` (`deck` needs its card), or the problem saying what is wrong. `paint` sweeps
 * `paint.<element>.<spaces>` over 0 (those spaces plain) and 1 (the element painted on them).
 */
export function labSweep(
  key: LabSweepKey,
  card: CardId,
  text: string,
  paint?: { element: Element; spaces: string },
): Result<{ sweep: Sweep }> {
  if (key === 'paint') {
    const spaces = (paint?.spaces ?? '')
      .toUpperCase()
      .split(/[\s,+]+/)
      .filter(Boolean);
    if (!paint || spaces.length === 0) return fail(problem('sweepNameSpaces'));
    return { ok: true, sweep: { key: `paint.${paint.element}.${spaces.join('+')}`, values: [0, 1] } };
  }
  const values = text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);
  if (values.length < 2) return fail(problem('sweepTwoValues'));
  if (values.some((v) => !Number.isInteger(v) || v < 0)) return fail(problem('sweepWholeNumbers'));
  if (values.length > 12) return fail(problem('sweepAtMost12'));
  return { ok: true, sweep: { key: key === 'deck' ? `deck.${card}` : key, values } };
}

/** The configurations to run, A first (a sweep: one per value), or the problem saying what is wrong. */
export function explorePoints(cfg: BalanceConfig, spec: ExploreSpec): Result<{ points: BalanceConfig[] }> {
  const a = freeOnly(cfg);
  if (spec.kind === 'compare') {
    const b = freeOnly(spec.b);
    const g = checkGame(b);
    if (!g.ok) return fail(problem('compareBRefused', undefined, refused(g.error)));
    return { ok: true, points: [a, b] };
  }
  const points: BalanceConfig[] = [];
  const { key } = spec.sweep;
  for (const value of spec.sweep.values) {
    const c = sweepConfig(a, key, value);
    if (!c.ok) return c;
    const g = checkGame(c.config);
    if (!g.ok) return fail(problem('sweepValueRefused', { key, value }, refused(g.error)));
    points.push(c.config);
  }
  return { ok: true, points };
}

/** B of a comparison of house rules: A's configuration with B's laps, options and one card count. */
export function withRules(
  cfg: BalanceConfig,
  rules: { laps?: number; options?: BalanceConfig['options'] },
  deck?: { card: CardId; count: number } | null,
): BalanceConfig {
  const b: BalanceConfig = { ...cfg };
  delete b.laps;
  delete b.options;
  if (rules.laps !== undefined) b.laps = rules.laps;
  const o = { ...(rules.options ?? {}) };
  if (deck) o.deck = { ...(cfg.options?.deck ?? DEFAULT_DECK), [deck.card]: deck.count };
  if (Object.keys(o).length) b.options = o;
  return b;
}

export type Runner = (cfg: BalanceConfig, opts: BalanceRunOptions) => Promise<BalanceOutcome>;

/**
 * Play every point one after the other. `onProgress` after each finished range: the runs so far (the
 * last one partial), games played over all points and the total. Cancelled: the finished points and the
 * finished games of the current one are kept.
 */
export async function runExplore(
  points: BalanceConfig[],
  runner: Runner,
  opts: {
    signal?: AbortSignal;
    workers?: number;
    onProgress?: (runs: BalanceRun[], done: number, total: number) => void;
  } = {},
): Promise<{ runs: BalanceRun[]; cancelled: boolean }> {
  const total = points.reduce((s, c) => s + c.games, 0);
  const runs: BalanceRun[] = [];
  let before = 0;
  for (const cfg of points) {
    if (opts.signal?.aborted) return { runs, cancelled: true };
    const out = await runner(cfg, {
      workers: opts.workers,
      signal: opts.signal,
      onPart: (run, done) => opts.onProgress?.([...runs, run], before + done, total),
    });
    runs.push(out.run);
    before += cfg.games;
    if (out.cancelled) return { runs, cancelled: true };
  }
  return { runs, cancelled: false };
}

/** The result to show for the runs so far. */
export function exploreResult(
  spec: ExploreSpec,
  runs: BalanceRun[],
  complete: boolean,
  /** While the runs play: no fairness bootstrap (it waits for the last game; compare.ts). */
  live = false,
): ExploreResult {
  const reports = runs.map(buildBalanceReport);
  if (spec.kind === 'sweep') return { kind: 'sweep', sweep: spec.sweep, reports, complete };
  const comparison =
    runs.length === 2 && reports[1].played > 0
      ? compareRuns(runs[0], runs[1], spec.labels, { fairness: !live })
      : null;
  return { kind: 'compare', labels: spec.labels, reports, comparison, complete };
}
