// The suggest search (issue 21 item 5): deterministic for a seed whatever order jobs finish in, and its
// delta measured on games it never searched on; the edits it tries are valid circuits.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateCircuit } from '../../src/engine/circuits/validate';
import type { Circuit } from '../../src/engine/types';
import {
  inlinePool,
  runJob,
  type Job,
  type JobOutput,
  type JobSpec,
  type Pool,
} from '../../src/sim/pool/protocol';
import { applyEdits, combine, diffCircuits, singleCandidates } from '../../src/sim/suggest/edits';
import { fairnessOf } from '../../src/sim/suggest/fairness';
import { pairedObjective } from '../../src/sim/suggest/objective';
import { playOutcomes } from '../../src/sim/suggest/play';
import {
  mostGames,
  racePlan,
  rungs,
  suggest,
  type SuggestConfig,
  type SuggestProgress,
} from '../../src/sim/suggest/search';
import { suggestJson } from '../../src/sim/suggest/format';
import { ProblemError } from '../../src/i18n/errors';
import { isAbortError } from '../../src/sim/cancel';

// The two searches below play a few thousand games: about 30 s each on an idle core, 107 s under a
// load of 20 on 2 cores. Their hang guard leaves room for a machine four times slower than that idle one.
const HEAVY = 300_000;

const unfair = JSON.parse(readFileSync('tests/fixtures/unfair-circuit.json', 'utf8')) as Circuit;

/** A pool that finishes its jobs in a scrambled order (as several workers would). */
function scrambledPool(): Pool {
  let id = 0;
  const queue: { job: Job; resolve: (v: never) => void; reject: (e: Error) => void }[] = [];
  const flush = () => {
    // Last in, first out: the opposite of the inline pool.
    while (queue.length) {
      const q = queue.pop()!;
      const r = runJob(q.job);
      if (r.ok) q.resolve(r.value as never);
      else q.reject(new ProblemError(r.error));
    }
  };
  return {
    size: 2,
    run<K extends JobSpec['kind']>(spec: Extract<JobSpec, { kind: K }>): Promise<JobOutput[K]> {
      return new Promise((resolve, reject) => {
        queue.push({ job: { ...spec, id: id++ } as Job, resolve: resolve as (v: never) => void, reject });
        if (queue.length === 1) setTimeout(flush, 0);
      });
    },
    close() {},
  };
}

const cfg: SuggestConfig = {
  circuit: unfair,
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'greedy', 'greedy'],
  seed: 11,
  games: 12,
  fresh: 24,
  objective: { name: 'unfairness' },
  hot: 2,
};

describe('suggest', () => {
  it(
    'is deterministic for a seed, and verifies on fresh games it did not search on',
    async () => {
      const a = await suggest(cfg, inlinePool());
      const b = await suggest(cfg, scrambledPool());
      expect(JSON.stringify(suggestJson(b))).toBe(JSON.stringify(suggestJson(a)));
      expect(a.searchGames).toEqual([0, 12]);
      expect(a.freshGames).toEqual([12, 36]);
      expect(a.freshGames[0]).toBeGreaterThanOrEqual(a.searchGames[1]);
      expect(a.suggestions.length).toBeGreaterThan(0);
      // The reported delta, recomputed from games played here on the fresh range only.
      const before = playOutcomes(cfg, unfair, 12, 36);
      for (const s of a.suggestions) {
        expect(validateCircuit(s.circuit).ok).toBe(true);
        expect(diffCircuits(unfair, s.circuit)).toEqual(s.edits);
        expect(s.edits.length).toBeLessThanOrEqual(3);
        const after = playOutcomes(cfg, s.circuit, 12, 36);
        const p = pairedObjective(cfg.objective, before, after, 3, { seed: cfg.seed });
        expect(s.delta).toBe(p.delta);
        expect(s.ci).toEqual(p.ci);
        // Proven, and what is left with the edit, on the replication games 36–59 (below).
        expect(s.holds).toBe(s.replicated!.ci[1] < 0);
        expect(s.left).toEqual(fairnessOf(playOutcomes(cfg, s.circuit, 36, 60), cfg.titans));
        expect(s.left.games).toBe(24);
      }
      // Another seed searches other games.
      const c = await suggest({ ...cfg, seed: 12 }, inlinePool());
      expect(JSON.stringify(suggestJson(c))).not.toBe(JSON.stringify(suggestJson(a)));
    },
    HEAVY,
  );

  it(
    'states each gain as measured again on games used neither to search nor to choose, and offers undoing the designer’s edit',
    async () => {
      // The designer's edit: a multi-ramp on the plain D4 of the unfair circuit (its parent).
      const child = applyEdits(unfair, [{ space: 'D4', from: 'plain', to: 'multiRamp' }]);
      expect(validateCircuit(child).ok).toBe(true);
      const played: { circuit: Circuit; from: number; to: number }[] = [];
      const inner = inlinePool();
      const recording: Pool = {
        size: 1,
        run(spec) {
          const job = spec as JobSpec;
          if (job.kind === 'outcomes') played.push({ circuit: job.circuit, from: job.from, to: job.to });
          return inner.run(spec);
        },
        close() {},
      };
      const r = await suggest({ ...cfg, circuit: child, parent: unfair }, recording);
      const [s0, s1] = r.searchGames;
      const [f0, f1] = r.freshGames;
      const [r0, r1] = r.replicationGames!;
      expect([s0, s1, f0, f1, r0, r1]).toEqual([0, 12, 12, 36, 36, 60]);
      // Undoing the edit is offered, whatever its rank in the search, and names the circuit it came from.
      const undo = r.suggestions.find((s) => s.kind === 'undo')!;
      expect(undo.edits).toEqual([{ space: 'D4', from: 'multiRamp', to: 'plain' }]);
      expect(diffCircuits(undo.circuit, unfair)).toEqual([]);
      expect(undo.from).toEqual({ id: child.id, name: child.name });
      // The designer's whole edit, as its undo: what tells an undo of all of it from one of part of it.
      expect(r.undoAll).toEqual([{ space: 'D4', from: 'multiRamp', to: 'plain' }]);
      const before = playOutcomes(cfg, child, r0, r1);
      const chosenOn = playOutcomes(cfg, child, f0, f1);
      for (const s of r.suggestions) {
        // The stated gain, recomputed from the replication range played here: it must be those games…
        const p = pairedObjective(cfg.objective, before, playOutcomes(cfg, s.circuit, r0, r1), 3, {
          seed: cfg.seed ^ 0x5eed,
        });
        expect(s.replicated!.diff).toBe(p.delta);
        expect(s.replicated!.ci).toEqual(p.ci);
        expect(s.replicated!.games).toBe(r1 - r0);
        // …and the figure chosen on comes from the fresh games only.
        const q = pairedObjective(cfg.objective, chosenOn, playOutcomes(cfg, s.circuit, f0, f1), 3, {
          seed: cfg.seed,
        });
        expect(s.delta).toBe(q.delta);
        // No game of the replication range was played for the search or the choice: every job that
        // touches it is a replication job (it starts at r0 or later).
        const key = JSON.stringify(s.circuit.spaces);
        const jobs = played.filter((j) => JSON.stringify(j.circuit.spaces) === key);
        expect(jobs.filter((j) => j.to > r0 && j.from < r0)).toEqual([]);
        expect(jobs.some((j) => j.from >= r0)).toBe(true);
      }
      // The JSON names the parent (the searched circuit, inline: it is not a standard one) in every circuit.
      const json = suggestJson(r, child);
      expect(json.suggestions.every((s) => typeof s.circuit.parent === 'object')).toBe(true);
      expect(json.replicationGames).toEqual([36, 60]);
      expect(json.undoAll).toEqual(r.undoAll);
    },
    HEAVY,
  );

  it('says how many games it will play at most, from the single edits on, never fewer than it plays (s6: time left)', async () => {
    const seen: SuggestProgress[] = [];
    const r = await suggest({ ...cfg, maxSpaces: 2 }, inlinePool(), { onProgress: (p) => seen.push(p) });
    // Before it starts (the lab's Run button), a figure no smaller than the first said after the baseline.
    const before = mostGames({ ...cfg, maxSpaces: 2 });
    // Unknown while the baseline plays: the single edits depend on its hottest spaces.
    expect(seen.filter((p) => p.phase === 'baseline').every((p) => p.expected === undefined)).toBe(true);
    const told = seen.filter((p) => p.expected !== undefined).map((p) => p.expected!);
    expect(told.length).toBeGreaterThan(0);
    expect(before).toBeGreaterThanOrEqual(told[0]);
    // Each later plan replaces a largest plan by the real one: the figure only comes down, and ends exact.
    for (let i = 1; i < told.length; i++) expect(told[i]).toBeLessThanOrEqual(told[i - 1]);
    expect(Math.min(...told)).toBeGreaterThanOrEqual(r.gamesPlayed);
    expect(seen[seen.length - 1].expected).toBe(r.gamesPlayed);
    expect(seen[seen.length - 1].done).toBe(r.gamesPlayed);
  });

  it('a cancelled search rejects with an AbortError: cancelled before, during (the lab closes its pool), or by a closed pool', async () => {
    const ac = new AbortController();
    ac.abort();
    const before = await suggest(cfg, inlinePool(), { signal: ac.signal }).catch((e: unknown) => e);
    expect(isAbortError(before)).toBe(true);
    // During the baseline, as the lab cancels: abort, and close the pool under the jobs still waiting.
    const pool = inlinePool();
    const during = new AbortController();
    during.signal.addEventListener('abort', () => pool.close(), { once: true });
    let progressed = 0;
    const mid = await suggest(cfg, pool, {
      signal: during.signal,
      onProgress: (p) => {
        if (p.done > 0 && ++progressed === 1) during.abort();
      },
    }).catch((e: unknown) => e);
    expect(progressed).toBe(1);
    expect(isAbortError(mid)).toBe(true);
    // A pool closed under the race of single edits, with no signal: the search is cancelled, not every
    // candidate dropped as a circuit that failed.
    const closing = inlinePool();
    const e = await suggest(cfg, closing, {
      onProgress: (p) => p.phase === 'singles' && closing.close(),
    }).catch((x: unknown) => x);
    expect(isAbortError(e)).toBe(true);
    expect(e).not.toBeInstanceOf(ProblemError);
  });

  it('a race of 8 candidates over rungs 2, 4, 12 plays 8·2 + 2·2 + 1·8 = 28 games', () => {
    expect(racePlan(8, [2, 4, 12])).toBe(28);
  });

  it('racing rungs are whole rotations, ascending, ending at all the games', () => {
    expect(rungs(400, 4)).toEqual([28, 100, 400]);
    expect(rungs(12, 3)).toEqual([3, 12]);
  });
});

describe('candidate edits', () => {
  it('are valid, never paint a start space, and touch at most three spaces when combined', () => {
    const singles = singleCandidates(unfair, { hotSpaces: ['D4', 'E1', 'C3'] });
    expect(singles.length).toBeGreaterThan(100);
    for (const c of singles) {
      const circuit = applyEdits(unfair, c.edits);
      expect(validateCircuit(circuit).ok).toBe(true);
      expect(diffCircuits(unfair, circuit)).toHaveLength(c.edits.length);
      for (const e of c.edits) if (e.to !== 'plain') expect(['A1', 'C1', 'E1']).not.toContain(e.space);
    }
    const kinds = new Set(singles.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['add', 'move', 'remove', 'repaint']);
    // One candidate per space edited first, so that some can be combined.
    const spread = singles.filter(
      (c, i) => singles.findIndex((d) => d.edits[0].space === c.edits[0].space) === i,
    );
    const combos = combine(unfair, spread.slice(0, 6));
    expect(combos.length).toBeGreaterThan(0);
    for (const c of combos) {
      expect(c.edits.length).toBeLessThanOrEqual(3);
      expect(new Set(c.edits.map((e) => e.space)).size).toBe(c.edits.length);
    }
  });

  it('drop edits the validator refuses (an ice loop, R7.6)', () => {
    // Ice on A1 … A11 except A5: painting A5 ice closes column A's straight line of ice.
    const spaces: Circuit['spaces'] = { A1: 'ice', A3: 'ice', A7: 'ice', A9: 'ice', A11: 'ice' };
    const almost: Circuit = { id: 'ice', name: 'Ice', spaces: { ...spaces } };
    const cands = singleCandidates(almost, { hotSpaces: ['A5'] });
    const paints = (to: string) =>
      cands.some((c) => c.kind === 'add' && c.edits[0].space === 'A5' && c.edits[0].to === to);
    expect(paints('ice')).toBe(false);
    expect(paints('lava')).toBe(true);
  });
});
