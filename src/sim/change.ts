// "What did my change do?" A circuit that names its parent (the circuit it was copied from) is played
// again as the parent on the same games — same seeds, same seating, free play — and the verdict opens
// with the difference: the largest Titan's or turn position's shift that holds under Holm's correction
// over every row (McNemar's test of the paired games), then what stays as before, then whether the
// change made the circuit fairer by the lab's one measure (compare-fairness.ts). Pure: from two runs.
import type { Circuit, TitanId } from '../engine/types';
import { fullCircuits, type BalanceConfig, type BalanceReport, type BalanceRun } from './balance';
import {
  compareFairness,
  rowShifts,
  winnersOf,
  type FairnessComparison,
  type RowShift,
} from './compare-fairness';
import { gapWho } from './compare-headline';
import { ALPHA, buildVerdict, type Finding, type VParam } from './verdict';
import { chanceWording, ENGLISH, renderFinding } from './verdict-text';
import { spaceFigures } from './space-figures';

export interface VerdictChange {
  /** The circuit this one was copied from: its id and name; for an earlier version of this circuit (the
   * lab's "as of"), its own name and when that version was reported on (ms since 1970), worded when shown. */
  parent: { id: string; name: string; asOf?: number };
  /** The games played on both (free play). */
  games: number;
  /** The change against its parent by the one measure (B = this circuit, A = the parent). */
  fairness: FairnessComparison;
  /** Every Titan's and turn position's win rate on the parent (a) and now (b), paired, Holm-adjusted. */
  rows: RowShift[];
  findings: Finding[];
  /** The findings in English. */
  sentences: string[];
  /** The parent's free games on the board, per space (the lab's difference heatmap: this circuit's
   * `baseline.spaces` minus these, per game). Absent in a change saved before it. */
  board?: ParentBoard;
}

/** Per-space totals of the parent's free games (the three figures the difference heatmap draws). */
interface ParentBoard {
  games: number;
  spaces: Record<string, { visits: number; lifeLost: number; trapsSprung: number }>;
}

/** The parent run's free games on the board (space-figures.ts, as a report's `baseline.spaces`). */
function parentBoard(parentRun: BalanceRun): ParentBoard {
  const spaces: ParentBoard['spaces'] = {};
  for (const [k, f] of Object.entries(spaceFigures(parentRun.base).spaces))
    spaces[k] = { visits: f.visits, lifeLost: f.lifeLost, trapsSprung: f.trapsSprung };
  return { games: parentRun.base.games, spaces };
}

/** The parent's configuration: the same games as `run`, free play only, on the parent circuit. */
export const parentConfig = (run: BalanceRun, parent: Circuit): BalanceRun['cfg'] => ({
  ...run.cfg,
  circuits: [parent],
  abilities: false,
  cards: false,
  skill: false,
});

const who = (r: RowShift): VParam => (r.kind === 'titan' ? { t: 'titan', id: r.key as TitanId } : gapWho(r));

function rowParams(r: RowShift, parent: VParam): Record<string, VParam> {
  return {
    who: who(r),
    gap: { t: 'pts', v: r.diff },
    size: { t: 'num', v: Math.abs(100 * r.diff), d: 1 },
    a: { t: 'pct', v: r.a },
    b: { t: 'pct', v: r.b },
    lo: { t: 'pts', v: r.ci[0] },
    hi: { t: 'pts', v: r.ci[1] },
    chance: { t: 'chance', v: r.pAdjusted },
    parent,
  };
}

/**
 * "No clear difference", its largest move named: with its odds, or — when the corrected chance is 0.95 or
 * more — as well within chance (`chanceWording`), never "would happen by chance almost every time".
 */
const noneFinding = (params: Record<string, VParam>): Finding =>
  chanceWording({ key: 'lab.changeNone', params });

const points = (v: number): VParam => ({ t: 'num', v: Math.abs(100 * v), d: 1 });

/**
 * The change's sentences, from its data (the lab writes a saved change afresh from them too): one answer
 * first — fairer, less fair or no clear difference by the one measure (compare-fairness.ts) — then the
 * Titans' and turn positions' own moves: the largest clear shift and the other clear ones, what stays,
 * or that no single row moves clearly (and, when the measure still moves clearly, that the rows' small
 * moves add up: play-test 52 read "no clear difference" above "fairer" as two answers).
 */
export function changeFindings(c: Pick<VerdictChange, 'parent' | 'games' | 'fairness' | 'rows'>): Finding[] {
  const parent: VParam = { t: 'text', v: c.parent.name };
  const games: VParam = { t: 'num', v: c.games, d: 0 };
  const size = (r: RowShift) => Math.abs(r.diff);
  const clear = c.rows.filter((r) => r.pAdjusted < ALPHA).sort((x, y) => size(y) - size(x));
  const f = c.fairness;
  const fair = { a: points(f.a.rms), b: points(f.b.rms), parent, games };
  const out: Finding[] = [
    f.answer === 'fairer'
      ? { key: 'lab.changeFairer', params: { ...fair, lo: points(f.ci[1]), hi: points(f.ci[0]) } }
      : f.answer === 'lessFair'
        ? { key: 'lab.changeLessFair', params: { ...fair, lo: points(f.ci[0]), hi: points(f.ci[1]) } }
        : {
            key: 'lab.changeFairSame',
            params: { ...fair, lo: { t: 'pts', v: f.ci[0] }, hi: { t: 'pts', v: f.ci[1] } },
          },
  ];
  if (!clear.length) {
    const biggest = c.rows.reduce((m, r) => (size(r) > size(m) ? r : m), c.rows[0]);
    if (biggest) out.push(noneFinding({ ...rowParams(biggest, parent), games }));
    if (f.answer !== 'same') out.push({ key: 'lab.changeTogether', params: {} });
    return out;
  }
  const [first, ...more] = clear;
  out.push({
    key: first.diff > 0 ? 'lab.changeGives' : 'lab.changeCosts',
    params: { ...rowParams(first, parent), games },
  });
  for (const r of more.slice(0, 2)) out.push({ key: 'lab.changeAlso', params: rowParams(r, parent) });
  const moved = (kind: RowShift['kind']) => clear.some((r) => r.kind === kind);
  // What stays as before: each kind of row that no clear shift touched, or "the others".
  if (!moved('titan')) out.push({ key: 'lab.changeTitansStay', params: { parent } });
  if (!moved('position')) out.push({ key: 'lab.changeTurnStays', params: { parent } });
  if (moved('titan') && moved('position') && clear.length < c.rows.length)
    out.push({ key: 'lab.changeOthersStay', params: { parent } });
  return out;
}

/** The change of `child` against `parent`: two runs of the same configuration and games but the circuit. */
export function changeOf(child: BalanceRun, parentRun: BalanceRun, parent: Circuit): VerdictChange {
  const a = parentRun.outcomes.base;
  const b = child.outcomes.base;
  const ks: number[] = [];
  for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== -2 && b[k] !== -2) ks.push(k);
  const wa = winnersOf(child.cfg, a, ks);
  const wb = winnersOf(child.cfg, b, ks);
  const base = {
    parent: { id: parent.id, name: parent.name },
    games: ks.length,
    fairness: compareFairness(child.cfg.titans, wa, wb, { seed: child.cfg.seed }),
    rows: rowShifts(child.cfg.titans, wa, wb),
  };
  const findings = changeFindings(base);
  const sentences = findings.map((f) => renderFinding(f, ENGLISH));
  return { ...base, findings, sentences, board: parentBoard(parentRun) };
}

/**
 * The change first, for the CLI and the lab alike: plays the parent on `child`'s games with `play` (worker
 * threads, or the browser's Web Workers; null when cancelled) and opens `report`'s verdict with the change.
 * False when the parent's games were cancelled (the report is left as it was).
 */
export async function addChange(
  report: BalanceReport,
  child: BalanceRun,
  parent: Circuit,
  play: (cfg: BalanceConfig) => Promise<BalanceRun | null>,
  version?: { name: string; asOf: number },
): Promise<boolean> {
  const parentRun = await play(parentConfig(child, parent));
  if (!parentRun) return false;
  // The parent rides in `reproduce` so that a rerun (a link, --from) plays the change again.
  const [inFull] = fullCircuits([parent]);
  delete (inFull as { parent?: unknown }).parent;
  report.reproduce.parent = inFull;
  report.verdict = {
    ...(report.verdict ?? buildVerdict(report)),
    change: changeOf(child, parentRun, parent),
  };
  // A version of this circuit (the lab's "as of"): its name and time as data, worded when shown.
  if (version) report.verdict.change!.parent = { id: parent.id, name: version.name, asOf: version.asOf };
  return true;
}
