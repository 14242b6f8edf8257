// The suggest search: which edit of one to three spaces makes the circuit better for an
// objective, proved on games the search never saw. Made cheap three ways:
//   - common random numbers: every candidate plays the same games (game k seeded gameSeed(seed, k)) as
//     the circuit itself, so candidates differ only by what their edit changes;
//   - successive halving (racing): every candidate plays a sixteenth of the games, the best quarter a
//     quarter of them, the best quarter of those all of them;
//   - a prefilter: only painted spaces and the most visited plain spaces of the circuit's own games
//     (its heatmap) are edited.
// The best edits are then combined (at most three spaces in all) and raced the same way, and the best
// few are played again with the circuit on FRESH games (indexes after the search's), where the paired
// difference B − A and its interval decide whether the gain holds.
import { ELEMENTS, type Circuit } from '../../engine/types';
import type { Pool } from '../pool/protocol';
import { abortError, isAbortError } from '../cancel';
import {
  applyEdits,
  candidateKey,
  combine,
  diffCircuits,
  hottestPlain,
  singleCandidates,
  undoCandidates,
  type Candidate,
  type SpaceEdit,
} from './edits';
import { fairnessOf, type Fairness } from './fairness';
import { inShownOrder } from './words';
import { objectiveValue, pairedObjective, type Objective, type ObjectiveName } from './objective';
import { headOf, joinOutcomes, type Outcomes, type SuggestGameConfig } from './play';

export interface SuggestConfig extends SuggestGameConfig {
  circuit: Circuit;
  objective: Objective;
  /** Games per candidate in the search (the last rung); rounded up to whole rotations of the Titans. */
  games: number;
  /** Fresh games for the final paired comparison (default twice `games`). */
  fresh?: number;
  /** Suggestions re-run on fresh games (default 3). */
  keep?: number;
  /** Most spaces one suggestion may change (1–3, default 3). */
  maxSpaces?: number;
  /** Hottest plain spaces tried for painting (default 6). */
  hot?: number;
  /** Games of the replication, after the fresh games (default as many as the fresh games). */
  replicate?: number;
  /** The circuit this one was copied from: undoing each of the designer's edits is always a candidate. */
  parent?: Circuit;
}

/** A gain measured again on games used neither to search nor to choose: after − before, paired. */
interface Replicated {
  diff: number;
  ci: [number, number];
  games: number;
  /** The objective on those games without and with the edit. */
  before: number;
  after: number;
}

export interface Suggestion {
  circuit: Circuit;
  edits: SpaceEdit[];
  kind: Candidate['kind'];
  /** The objective on the search's games (biased: the best of many). */
  searched: number;
  /** On the fresh games: the objective with the edit, after − before, and its paired 95% interval. */
  after: number;
  delta: number;
  ci: [number, number];
  /**
   * The figure to state: the same comparison on replication games, which neither the search nor the
   * choice among the kept edits (the fresh games above) used — picking the best of many inflates its
   * own figure, so a gain is said as replicated. Absent in a search saved before replication.
   */
  replicated?: Replicated;
  /** The replicated interval lies below 0: the gain holds on games nothing was chosen on. */
  holds: boolean;
  /** What is left with the edit, on the replication games: is the circuit still significantly unfair? */
  left: Fairness;
  /** The circuit the edit was made to (its id and name); absent in a search saved before. */
  from?: { id: string; name: string };
}

export interface Diagnosis {
  /** 'improved': a suggestion holds; 'noise': the circuit is already within the games' noise;
   * 'turnOrder' / 'abilities': most of the imbalance is there, out of a circuit edit's reach;
   * 'both': the Titans and turn order are about equally far from fair (neither 1.5× the other), both
   * beyond chance — "most of it" would name one of two equal parts;
   * 'none': nothing held, for another objective. */
  code: 'improved' | 'noise' | 'turnOrder' | 'abilities' | 'both' | 'none';
  /** RMS deviation from the fair share of the Titans' and of the turn positions' win rates (points),
   * on the fresh games, and what pure chance gives with that many games. */
  titans: number;
  turnPosition: number;
  noise: number;
}

export interface SuggestResult {
  objective: ObjectiveName;
  target?: number;
  /** The circuit's objective on the fresh games. */
  before: number;
  suggestions: Suggestion[];
  diagnosis: Diagnosis;
  /** Game indexes searched on and verified on: [first, last + 1). They never overlap. */
  searchGames: [number, number];
  freshGames: [number, number];
  /** The games the stated (replicated) gains come from: after the fresh games, used by nothing else. */
  replicationGames?: [number, number];
  /**
   * Every edit the designer made against the parent, as its undo (each changed space, its paint now → on
   * the parent), when the circuit names one: an undo suggestion that covers them all undoes the edit, one
   * that covers some only part of it. Absent without a parent, and in a search saved before it.
   */
  undoAll?: SpaceEdit[];
  candidates: number;
  gamesPlayed: number;
  /** Candidates whose games failed (a bot chose an action the engine refused: a bug worth reporting). */
  failed: { edits: SpaceEdit[]; message: string }[];
}

export interface SuggestProgress {
  phase: 'baseline' | 'singles' | 'combinations' | 'fresh' | 'replication';
  /** Games played so far over the whole search, and the planned total (grows as phases are planned). */
  done: number;
  total: number;
  /**
   * The most games the whole search will play: the total planned so far plus, for the phases not planned
   * yet, their largest plan (every combination of the five best single edits; every kept suggestion and
   * the circuit on fresh games). Absent until the single edits are planned (after the baseline). The
   * lab's time left rests on it (eta.ts), so the search may end sooner than said, never later.
   */
  expected?: number;
}

const CHUNK = 24;

/** Games a race of `count` candidates plays over `steps`: all at the first rung, a quarter of the last at each next. */
export function racePlan(count: number, steps: number[]): number {
  let total = 0;
  let planned = 0;
  steps.forEach((g, r) => {
    const c = r === 0 ? count : Math.max(1, Math.ceil(planned / 4));
    total += c * (g - (r === 0 ? 0 : steps[r - 1]));
    planned = c;
  });
  return total;
}

/** combine() of the five best single edits makes at most 10 pairs and 10 triples (edits.ts). */
const MAX_COMBINATIONS: Record<number, number> = { 1: 0, 2: 10, 3: 20 };

/** `games` rounded up to whole rotations of n Titans (each Titan plays each position equally often). */
const wholeRotations = (games: number, n: number): number => Math.max(n, Math.ceil(games / n) * n);

/** The racing rungs: a sixteenth, a quarter and all of the games, in whole rotations. */
export function rungs(games: number, n: number): number[] {
  const r = [games / 16, games / 4, games].map((g) => wholeRotations(g, n));
  return [...new Set(r)].sort((a, b) => a - b);
}

/** One search's state shared by its phases: its games, its progress and the candidates dropped. */
interface SearchRun {
  cfg: SuggestConfig;
  n: number;
  pool: Pool;
  game: SuggestGameConfig;
  progress: SuggestProgress;
  /** Games of the phases not planned yet, at most (null: not known before the single edits are listed). */
  later: number | null;
  failed: SuggestResult['failed'];
  opts: { signal?: AbortSignal; onProgress?: (p: SuggestProgress) => void };
}

const report = (s: SearchRun) =>
  s.opts.onProgress?.(
    s.later === null ? { ...s.progress } : { ...s.progress, expected: s.progress.total + s.later },
  );

/** Play games [from, to) of each circuit, chunked over the pool; an Error for a circuit whose games
 * failed (a bot or engine bug on that circuit: the candidate is dropped and reported, the search goes on). */
async function play(
  s: SearchRun,
  circuits: Circuit[],
  from: number,
  to: number,
): Promise<(Outcomes | Error)[]> {
  if (s.opts.signal?.aborted) throw abortError();
  const out = await Promise.all(
    circuits.map(async (circuit) => {
      const parts: Promise<Outcomes>[] = [];
      for (let a = from; a < to; a += CHUNK) {
        const b = Math.min(to, a + CHUNK);
        parts.push(
          s.pool.run({ kind: 'outcomes', game: s.game, circuit, from: a, to: b }).then((o) => {
            s.progress.done += b - a;
            report(s);
            return o;
          }),
        );
      }
      try {
        return joinOutcomes(await Promise.all(parts));
      } catch (e) {
        // A cancel (the pool closed) is the search's end, not this circuit's failure.
        if (isAbortError(e)) throw e;
        return e instanceof Error ? e : new Error(String(e));
      }
    }),
  );
  if (s.opts.signal?.aborted) throw abortError();
  return out;
}

const must = (o: Outcomes | Error): Outcomes => {
  if (o instanceof Error) throw o;
  return o;
};

/** Successive halving over `cands` on games [0, G): the survivors of the last rung, best first. */
async function race(s: SearchRun, cands: Candidate[], steps: number[]) {
  const circuits = cands.map((c) => applyEdits(s.cfg.circuit, c.edits));
  const outs: (Outcomes | null)[] = cands.map(() => null);
  let alive = cands.map((_, i) => i);
  let have = 0;
  s.progress.total += racePlan(alive.length, steps);
  report(s);
  let ranked: { i: number; value: number }[] = [];
  const last = new Map<Candidate, number>();
  for (let r = 0; r < steps.length; r++) {
    const g = steps[r];
    const more = await play(
      s,
      alive.map((i) => circuits[i]),
      have,
      g,
    );
    alive.forEach((i, j) => {
      const m = more[j];
      if (m instanceof Error) {
        s.failed.push({ edits: cands[i].edits, message: m.message });
        outs[i] = null;
      } else outs[i] = outs[i] ? joinOutcomes([outs[i]!, m]) : m;
    });
    alive = alive.filter((i) => outs[i] !== null);
    have = g;
    ranked = alive
      .map((i) => ({ i, value: objectiveValue(s.cfg.objective, headOf(outs[i]!, g), s.n) }))
      .sort((x, y) => x.value - y.value || x.i - y.i);
    for (const x of ranked) last.set(cands[x.i], x.value);
    if (r < steps.length - 1)
      alive = ranked.slice(0, Math.max(1, Math.ceil(ranked.length / 4))).map((x) => x.i);
  }
  return {
    ranked: ranked.map((x) => ({ cand: cands[x.i], circuit: circuits[x.i], value: x.value })),
    last,
  };
}

type Ranked = Awaited<ReturnType<typeof race>>['ranked'][number];

/** The best few against the circuit on fresh games [G, G + F), paired: the choice among them, best first. */
async function choose(s: SearchRun, best: Ranked[], G: number, F: number) {
  const [freshFirst, ...freshOuts] = await play(s, [s.cfg.circuit, ...best.map((b) => b.circuit)], G, G + F);
  const freshBase = must(freshFirst);
  const chosen = best
    .map((b, j) => ({ b, o: freshOuts[j] }))
    .filter((x): x is { b: Ranked; o: Outcomes } => {
      if (!(x.o instanceof Error)) return true;
      s.failed.push({ edits: x.b.cand.edits, message: x.o.message });
      return false;
    })
    .map((x) => ({ ...x, p: pairedObjective(s.cfg.objective, freshBase, x.o, s.n, { seed: s.cfg.seed }) }))
    .sort((x, y) => x.p.delta - y.p.delta);
  return { freshBase, chosen };
}

type Chosen = Awaited<ReturnType<typeof choose>>['chosen'][number];

/** The gains said: the chosen edits against the circuit again on replication games [from, to), which
 * neither the search nor the choice saw. */
async function replicate(s: SearchRun, chosen: Chosen[], from: number, to: number): Promise<Suggestion[]> {
  const [repFirst, ...repOuts] = await play(s, [s.cfg.circuit, ...chosen.map((x) => x.b.circuit)], from, to);
  const repBase = must(repFirst);
  const origin = { id: s.cfg.circuit.id, name: s.cfg.circuit.name };
  return chosen.flatMap(({ b, p }, j): Suggestion[] => {
    const o = repOuts[j];
    if (o instanceof Error) {
      s.failed.push({ edits: b.cand.edits, message: o.message });
      return [];
    }
    const rep = pairedObjective(s.cfg.objective, repBase, o, s.n, { seed: s.cfg.seed ^ 0x5eed });
    const replicated: Replicated = {
      diff: rep.delta,
      ci: rep.ci,
      games: rep.games,
      before: rep.before,
      after: rep.after,
    };
    return [
      {
        circuit: b.circuit,
        edits: b.cand.edits,
        kind: b.cand.kind,
        searched: b.value,
        after: p.after,
        delta: p.delta,
        ci: p.ci,
        replicated,
        holds: replicated.ci[1] < 0,
        left: fairnessOf(o, s.cfg.titans),
        from: origin,
      },
    ];
  });
}

/** A search's sizes, known from its config alone: games of each phase, the undos, the most fresh games. */
function sizes(cfg: SuggestConfig) {
  const n = cfg.titans.length;
  const G = wholeRotations(cfg.games, n);
  const F = wholeRotations(cfg.fresh ?? 2 * G, n);
  const R = wholeRotations(cfg.replicate ?? F, n);
  const undo = cfg.parent ? undoCandidates(cfg.circuit, cfg.parent) : [];
  const maxSpaces = Math.max(1, Math.min(3, cfg.maxSpaces ?? 3));
  const freshMax = (F + R) * ((cfg.keep ?? 3) + undo.length + 1);
  return { n, G, F, R, undo, maxSpaces, freshMax };
}

/**
 * The most games `suggest(cfg)` can play, before it starts: the single edits it may race are known but
 * for the spaces it adds to, which the circuit's own games choose (counted here as every element on each
 * of the hottest `hot` plain spaces). The lab says it beside Suggest's Run button (with eta.ts).
 */
export function mostGames(cfg: SuggestConfig): number {
  const { n, G, undo, maxSpaces, freshMax } = sizes(cfg);
  const undoKeys = new Set(undo.map((u) => candidateKey(u.edits)));
  const fixed = singleCandidates(cfg.circuit, { hotSpaces: [] }).filter(
    (c) => c.edits.length <= maxSpaces && !undoKeys.has(candidateKey(c.edits)),
  ).length;
  const added = hottestPlain(cfg.circuit, [], cfg.hot ?? 6).length * ELEMENTS.length;
  const steps = rungs(G, n);
  return (
    G +
    racePlan(undo.length + fixed + added, steps) +
    racePlan(MAX_COMBINATIONS[maxSpaces], steps.slice(1)) +
    freshMax
  );
}

export async function suggest(
  cfg: SuggestConfig,
  pool: Pool,
  opts: { signal?: AbortSignal; onProgress?: (p: SuggestProgress) => void } = {},
): Promise<SuggestResult> {
  const { n, G, F, R, undo, maxSpaces, freshMax } = sizes(cfg);
  const undoKeys = new Set(undo.map((u) => candidateKey(u.edits)));
  const game: SuggestGameConfig = { titans: cfg.titans, bots: cfg.bots, seed: cfg.seed };
  if (cfg.laps !== undefined) game.laps = cfg.laps;
  if (cfg.options) game.options = cfg.options;
  const progress: SuggestProgress = { phase: 'baseline', done: 0, total: G };
  const s: SearchRun = { cfg, n, pool, game, progress, later: null, failed: [], opts };

  // 1. The circuit itself: its objective and its heatmap.
  report(s);
  const base = must((await play(s, [cfg.circuit], 0, G))[0]);
  const baseValue = objectiveValue(cfg.objective, base, n);

  // 2. Single edits, raced.
  progress.phase = 'singles';
  // Undoing the designer's edits is always a candidate (an ordinary single edit equal to one is the undo).
  const singles = [
    ...undo,
    ...singleCandidates(cfg.circuit, {
      hotSpaces: hottestPlain(cfg.circuit, base.visits, cfg.hot ?? 6),
    }).filter((c) => c.edits.length <= maxSpaces && !undoKeys.has(candidateKey(c.edits))),
  ];
  const steps = rungs(G, n);
  s.later = racePlan(MAX_COMBINATIONS[maxSpaces], steps.slice(1)) + freshMax;
  const { ranked: rankedSingles, last: singleValues } = await race(s, singles, steps);
  const better = rankedSingles.filter((x) => x.value < baseValue && x.cand.kind !== 'undo');

  // 3. The best single edits combined (at most maxSpaces spaces), raced from the second rung.
  progress.phase = 'combinations';
  s.later = freshMax;
  const combos = combine(
    cfg.circuit,
    better.slice(0, 5).map((x) => x.cand),
    maxSpaces,
  );
  const rankedCombos = combos.length ? (await race(s, combos, steps.slice(1))).ranked : [];
  const best = [...better, ...rankedCombos.filter((x) => x.value < baseValue)]
    .sort((x, y) => x.value - y.value)
    .slice(0, cfg.keep ?? 3);
  // Every undo goes on to the fresh games whatever its rank, with its value where the race left it.
  for (const u of undo)
    best.push({ cand: u, circuit: applyEdits(cfg.circuit, u.edits), value: singleValues.get(u) ?? NaN });

  // 4. The choice, on fresh games.
  progress.phase = 'fresh';
  progress.total += F * (best.length + 1);
  s.later = R * (best.length + 1);
  report(s);
  const { freshBase, chosen } = await choose(s, best, G, F);

  // 5. The gains said, on replication games.
  progress.phase = 'replication';
  progress.total += R * (chosen.length + 1);
  s.later = 0;
  report(s);
  // In the order the cards show them: by the gain they state, the replicated one (words.ts).
  const suggestions = inShownOrder(await replicate(s, chosen, G + F, G + F + R));
  const result: SuggestResult = {
    objective: cfg.objective.name,
    before: objectiveValue(cfg.objective, freshBase, n),
    suggestions,
    diagnosis: diagnose(cfg.objective, freshBase, n, suggestions),
    searchGames: [0, G],
    freshGames: [G, G + F],
    replicationGames: [G + F, G + F + R],
    candidates: singles.length + combos.length,
    gamesPlayed: progress.done,
    failed: s.failed,
  };
  if (cfg.parent) result.undoAll = diffCircuits(cfg.circuit, cfg.parent);
  if (cfg.objective.name === 'length') result.target = cfg.objective.target ?? 8;
  return result;
}

/** Why nothing helped, when nothing did: where the imbalance of the circuit's own games lies. */
function diagnose(obj: Objective, o: Outcomes, n: number, suggestions: Suggestion[]): Diagnosis {
  const titans = objectiveValue({ name: 'titans' }, o, n);
  const turnPosition = objectiveValue({ name: 'turnPosition' }, o, n);
  const games = o.titan.length;
  // RMS deviation that chance alone gives a fair race over this many games: sqrt(p(1 − p) / games).
  const noise = games ? 100 * Math.sqrt(((1 / n) * (1 - 1 / n)) / games) : 0;
  const d = { titans, turnPosition, noise };
  return {
    code: diagnosisCode(
      obj.name,
      d,
      suggestions.some((s) => s.holds),
    ),
    ...d,
  };
}

/** A part of the imbalance is "most of it" only when it is at least this many times the other. */
export const DOMINANT = 1.5;

/** The diagnosis from the two RMS deviations and chance (points), and whether a suggestion held. */
export function diagnosisCode(
  objective: ObjectiveName,
  d: { titans: number; turnPosition: number; noise: number },
  anyHolds: boolean,
): Diagnosis['code'] {
  if (anyHolds) return 'improved';
  if (objective === 'length' || objective === 'leadChanges') return 'none';
  const { titans, turnPosition, noise } = d;
  const relevant =
    objective === 'titans'
      ? titans
      : objective === 'turnPosition'
        ? turnPosition
        : Math.max(titans, turnPosition);
  if (relevant <= 2 * noise) return 'noise';
  if (objective === 'titans') return 'abilities';
  if (objective === 'turnPosition') return 'turnOrder';
  // 11.1 against 10.8 was called "most of the imbalance comes from the Titans".
  const [big, small] = [Math.max(titans, turnPosition), Math.min(titans, turnPosition)];
  if (small > 2 * noise && big < DOMINANT * small) return 'both';
  return turnPosition >= titans ? 'turnOrder' : 'abilities';
}
