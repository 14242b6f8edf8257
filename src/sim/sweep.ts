// Sweeps: one thing varied over a list of values — laps (R2.4), maximum or starting Life,
// hand size, trap supply, a card's number of copies (R12.4) — with a balance report per value, on the
// same seeds. Pure: shared by `npm run balance -- --sweep` and any browser view.
import { fairnessHeadline } from './compare-headline';
import { ENGLISH, renderFinding } from './verdict-text';
import { csvRow } from './csv';
import type { Comparison, DiffRow } from './compare';
import { DEFAULT_DECK } from '../engine/data';
import { isLatticeName } from '../engine/board';
import { CARD_IDS, ELEMENTS, TITAN_IDS, type CardId, type Element, type TitanId } from '../engine/types';
import { fullCircuits, type BalanceConfig, type BalanceReport } from './balance';
import { fail, problem, problemText, type Problem, type Result } from '../i18n/errors';
// Its refusals are the lab's messages: in the catalogue wherever they are worded, the command line too.
import '../i18n/labMessages';

/** A swept configuration, or the coded problem saying why the key or value makes none. */
export type Swept = Result<{ config: BalanceConfig }>;

/**
 * `paint.<element>.<spaces>` (spaces joined by `+`, `C5` on board 1 or `2:C5` on a Grand Slam's board 2):
 * value 0 makes those spaces plain, value 1 paints the element on them; the rest of the course is kept.
 */
function paintConfig(cfg: BalanceConfig, key: string, value: number): Swept {
  const [, el, list] = key.split('.');
  if (!ELEMENTS.includes(el as Element))
    return fail(problem('sweepUnknownElement', { key, element: el, elements: ELEMENTS.join(', ') }));
  if (value !== 0 && value !== 1) return fail(problem('sweepPaintValues', { key }));
  const circuits = fullCircuits(cfg.circuits);
  const spaces = (list ?? '').split('+').filter(Boolean);
  if (spaces.length === 0) return fail(problem('sweepPaintNoSpaces', { key }));
  for (const sp of spaces) {
    const m = /^(?:(\d):)?([A-F]\d{1,2})$/.exec(sp);
    const board = m?.[1] ? Number(m[1]) : 1;
    if (!m || !isLatticeName(m[2]) || board < 1 || board > circuits.length)
      return fail(problem('sweepNotASpace', { key, space: sp }));
    const c = circuits[board - 1];
    if (value === 1) c.spaces[m[2]] = el as Element;
    else delete c.spaces[m[2]];
  }
  const label = value === 1 ? `${el} on ${spaces.join(' ')}` : `plain ${spaces.join(' ')}`;
  const config: BalanceConfig = {
    ...cfg,
    circuits: circuits.map((c) => ({
      ...c,
      id: `${c.id}-${value ? 'paint' : 'plain'}`,
      name: `${c.name} (${label})`,
    })),
  };
  return { ok: true, config };
}

export const SWEEP_KEYS =
  'laps, maxLife, startLife, startLife.<titan>, handSize, trapSupply, deck.<card>, paint.<element>.<space>+<space>…';

export interface Sweep {
  key: string;
  values: number[];
}

/** `key=v1,v2,…` → a sweep, or the command line's sentence (in English) saying what is wrong. */
export function parseSweep(text: string): Sweep | string {
  const eq = text.indexOf('=');
  if (eq < 0) return `--sweep ${text}: write key=v1,v2,… (keys: ${SWEEP_KEYS})`;
  const key = text.slice(0, eq).trim();
  const values = text
    .slice(eq + 1)
    .split(',')
    .map((v) => Number(v.trim()));
  if (values.length === 0 || values.some((v) => !Number.isInteger(v)))
    return `--sweep ${text}: the values are whole numbers separated by commas`;
  const probe = sweepConfig(
    { circuits: ['kaldheira'], titans: [], bots: [], games: 1, seed: 1 },
    key,
    values[0],
  );
  if (!probe.ok) return sweepArgText(probe.error);
  return { key, values };
}

/** A sweep's problem as the command line says it (`--sweep laps: …`; English there). */
export function sweepArgText(p: Problem): string {
  return `--sweep ${problemText(p)}`;
}

/** The configuration with `key` set to `value`, or why the key or value makes none. */
export function sweepConfig(cfg: BalanceConfig, key: string, value: number): Swept {
  const out: BalanceConfig = { ...cfg, options: { ...cfg.options } };
  const o = out.options!;
  if (key === 'laps') out.laps = value;
  else if (key === 'maxLife' || key === 'handSize' || key === 'trapSupply') o[key] = value;
  else if (key === 'startLife') o.startLife = Object.fromEntries(TITAN_IDS.map((t) => [t, value]));
  else if (key.startsWith('startLife.')) {
    const t = key.slice(10) as TitanId;
    if (!TITAN_IDS.includes(t)) return fail(problem('sweepUnknownTitan', { key, titan: t }));
    o.startLife = { ...o.startLife, [t]: value };
  } else if (key.startsWith('deck.')) {
    const c = key.slice(5) as CardId;
    if (!CARD_IDS.includes(c)) return fail(problem('sweepUnknownCard', { key, card: c }));
    o.deck = { ...(o.deck ?? DEFAULT_DECK), [c]: value };
  } else if (key.startsWith('paint.')) {
    const p = paintConfig(cfg, key, value);
    if (!p.ok) return p;
    out.circuits = p.config.circuits;
  } else return fail(problem('sweepNotSweepable', { key, keys: SWEEP_KEYS }));
  if (Object.keys(o).length === 0) delete out.options;
  return { ok: true, config: out };
}

/** One row per value: win rate per Titan, the first player's, and game length. */
export function sweepTable(sweep: Sweep, reports: BalanceReport[]): string {
  const titans = Object.keys(reports[0]?.titans ?? {});
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7);
  const w = Math.max(14, sweep.key.length + 2);
  const L: string[] = [];
  L.push(`Sweep of ${sweep.key}: win rate per Titan (95% interval ±), first player, mean rounds`);
  L.push(
    `  ${sweep.key.padEnd(w)}${titans.map((t) => t.padEnd(15)).join('')}${'first'.padEnd(15)}${'rounds'.padStart(8)}`,
  );
  reports.forEach((r, i) => {
    const cell = (x: { rate: number; ci: [number, number] }) =>
      `${pct(x.rate)} ±${((100 * (x.ci[1] - x.ci[0])) / 2).toFixed(1).padStart(4)}  `;
    L.push(
      `  ${String(sweep.values[i]).padEnd(w)}${titans.map((t) => cell(r.titans[t])).join('')}${cell(r.turnPosition['1'])}${r.length.mean.toFixed(2).padStart(8)}`,
    );
  });
  return L.join('\n');
}

/** CSV of a sweep: one row per value and Titan, then one per value and turn position. */
export function sweepCSV(sweep: Sweep, reports: BalanceReport[]): string {
  const out: string[] = [
    csvRow(sweep.key, 'titan', 'wins', 'games', 'rate', 'ciLow', 'ciHigh', 'roundsMean'),
  ];
  reports.forEach((r, i) => {
    for (const [t, x] of Object.entries(r.titans))
      out.push(csvRow(sweep.values[i], t, x.wins, x.games, x.rate, x.ci[0], x.ci[1], r.length.mean));
  });
  out.push('', csvRow(sweep.key, 'turnPosition', 'wins', 'games', 'rate', 'ciLow', 'ciHigh'));
  reports.forEach((r, i) => {
    for (const [p, x] of Object.entries(r.turnPosition))
      out.push(csvRow(sweep.values[i], p, x.wins, x.games, x.rate, x.ci[0], x.ci[1]));
  });
  return out.join('\n') + '\n';
}

/**
 * B − A per value: every value against the first, on the same games (same seeds and
 * seating), per Titan and for the first player, with paired 95% intervals (Newcombe's method 10), and
 * the paired difference of the rounds.
 */
export function sweepDiffTable(sweep: Sweep, diffs: Comparison[]): string {
  if (diffs.length === 0) return '';
  const titans = Object.keys(diffs[0].titans);
  const pts = (x: number) => `${x >= 0 ? '+' : '−'}${(100 * Math.abs(x)).toFixed(1)}`;
  const cell = (r: DiffRow) => `${pts(r.diff)} [${pts(r.ci[0])}…${pts(r.ci[1])}]`.padEnd(22);
  const w = Math.max(14, sweep.key.length + 2);
  const L = [
    `B − A against ${sweep.key}=${sweep.values[0]} on the same games (win-rate points, 95% paired interval)`,
    `  ${sweep.key.padEnd(w)}${titans.map((t) => t.padEnd(22)).join('')}${'first'.padEnd(22)}rounds`,
  ];
  diffs.forEach((c, i) => {
    const r = c.roundsDiff;
    L.push(
      `  ${String(sweep.values[i + 1]).padEnd(w)}${titans.map((t) => cell(c.titans[t])).join('')}${cell(c.turnPosition['1'])}` +
        `${r.diff >= 0 ? '+' : '−'}${Math.abs(r.diff).toFixed(2)} [${r.ci[0].toFixed(2)}…${r.ci[1].toFixed(2)}]`,
    );
  });
  // Is each value fairer than the first? The comparison's own sentence (the one measure, named).
  L.push('', `Fairness against ${sweep.key}=${sweep.values[0]}:`);
  diffs.forEach((c, i) =>
    L.push(`  ${sweep.key}=${sweep.values[i + 1]}: ${renderFinding(fairnessHeadline(c), ENGLISH)}`),
  );
  // Is each value fairer than the first? The comparison's own sentence (the one measure, named).
  L.push('', `Fairness against ${sweep.key}=${sweep.values[0]}:`);
  diffs.forEach((c, i) =>
    L.push(`  ${sweep.key}=${sweep.values[i + 1]}: ${renderFinding(fairnessHeadline(c), ENGLISH)}`),
  );
  return L.join('\n');
}
