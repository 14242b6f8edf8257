// @vitest-environment jsdom
// The lab's sweeps and comparisons (src/ui/lab/explore.ts, ExploreResult.tsx): the same games as
// `npm run balance -- --sweep / --compare-…`, cancelled runs keep their finished games, and the charts
// share their axes.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addPart,
  balanceChunks,
  buildBalanceReport,
  newRun,
  runBalance,
  runBalanceRange,
  type BalanceConfig,
} from '../../src/sim/balance';
import { compareRuns } from '../../src/sim/compare';
import { sweepConfig } from '../../src/sim/sweep';
import {
  exploreResult,
  explorePoints,
  labSweep,
  runExplore,
  withRules,
  type Runner,
} from '../../src/ui/lab/explore';
import { divergingColour } from '../../src/ui/lab/DiffHeatmap';
import { ExploreResultView } from '../../src/ui/lab/ExploreResult';
import { exploreFromExport, isExploreResult } from '../../src/ui/lab/reports';
import { problemText } from '../../src/i18n/errors';
import type { Result } from '../../src/i18n/errors';

/** What a check made, or its refusal in words. */
const made = <T extends object>(r: Result<T>): T | string => (r.ok ? r : problemText(r.error));

/** The configurations a spec plays (a refusal fails the test with its words). */
function pointsOf(c: BalanceConfig, spec: Parameters<typeof explorePoints>[1]): BalanceConfig[] {
  const r = explorePoints(c, spec);
  if (!r.ok) throw new Error(problemText(r.error));
  return r.points;
}

const cfg: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'greedy', 'greedy'],
  games: 9,
  seed: 3,
  abilities: true,
  cards: true,
};

/** The Web Worker runner, in this thread: ranges of 3 games; `stopAfter` ranges then "Cancel". */
function threadRunner(stopAfter = Infinity): Runner {
  let ranges = 0;
  return async (c, opts) => {
    const run = newRun(c);
    for (const [from, to] of balanceChunks(c.games, 3)) {
      if (ranges >= stopAfter) return { run, cancelled: true };
      ranges++;
      addPart(run, runBalanceRange(c, from, to));
      opts.onPart?.(run, run.played, c.games);
    }
    return { run, cancelled: false };
  };
}

describe('labSweep', () => {
  it('parses values; deck needs its card', () => {
    expect(made(labSweep('laps', 'elixir', '1, 2,3'))).toEqual({
      ok: true,
      sweep: { key: 'laps', values: [1, 2, 3] },
    });
    expect(made(labSweep('deck', 'swiftnessPotion', '0 2'))).toEqual({
      ok: true,
      sweep: { key: 'deck.swiftnessPotion', values: [0, 2] },
    });
    expect(made(labSweep('laps', 'elixir', '2'))).toMatch(/at least two/);
    expect(made(labSweep('laps', 'elixir', '1, x'))).toMatch(/whole numbers/);
    expect(made(labSweep('paint', 'elixir', '', { element: 'ice', spaces: 'c5, e7' }))).toEqual({
      ok: true,
      sweep: { key: 'paint.ice.C5+E7', values: [0, 1] },
    });
    expect(made(labSweep('paint', 'elixir', '', { element: 'ice', spaces: ' ' }))).toMatch(/Name the spaces/);
  });
});

describe('sweeps and comparisons', () => {
  it('a sweep plays one free-play report per value, the very reports of the command line', async () => {
    const spec = { kind: 'sweep' as const, sweep: { key: 'laps', values: [1, 2] } };
    const points = pointsOf(cfg, spec);
    expect(points.map((p) => [p.laps, p.abilities, p.cards])).toEqual([
      [1, false, false],
      [2, false, false],
    ]);
    let calls = 0;
    const out = await runExplore(points, threadRunner(), { onProgress: () => calls++ });
    expect(calls).toBe(6);
    const r = exploreResult(spec, out.runs, true);
    const cli = (v: number) =>
      runBalance(
        (
          sweepConfig({ ...cfg, abilities: false, cards: false, skill: false }, 'laps', v) as {
            config: BalanceConfig;
          }
        ).config,
      );
    const strip = (x: object) => ({ ...x, reproduce: undefined });
    expect(r.reports.map(strip)).toEqual([cli(1), cli(2)].map(strip));
  });

  it('a painted element is swept off and on, on the same games', () => {
    const spec = { kind: 'sweep' as const, sweep: { key: 'paint.lava.C5+C7', values: [0, 1] } };
    const points = pointsOf(cfg, spec);
    expect(points.map((p) => (p.circuits[0] as { spaces: Record<string, string> }).spaces.C7)).toEqual([
      undefined,
      'lava',
    ]);
    expect(points.every((p) => p.seed === cfg.seed && p.games === cfg.games)).toBe(true);
  });

  it('an invalid value is refused with a sentence', () => {
    expect(made(explorePoints(cfg, { kind: 'sweep', sweep: { key: 'handSize', values: [2, -1] } }))).toMatch(
      /^handSize = -1: \S/,
    );
  });

  it('a comparison of house rules: B − A per Titan on the same games, as compareRuns', async () => {
    const b = withRules(cfg, { options: { maxLife: 4 } }, { card: 'swiftnessPotion', count: 0 });
    expect(b.options).toMatchObject({ maxLife: 4, deck: { swiftnessPotion: 0, elixir: 1 } });
    const spec = { kind: 'compare' as const, b, labels: ['A', 'B'] as [string, string] };
    const points = pointsOf(cfg, spec);
    const out = await runExplore(points, threadRunner());
    const r = exploreResult(spec, out.runs, true);
    if (r.kind !== 'compare') throw new Error('not a comparison');
    expect(r.comparison).toEqual(compareRuns(out.runs[0], out.runs[1], ['A', 'B']));
    expect(r.comparison!.games).toBe(9);
    expect(r.comparison!.fairness?.games).toBe(9);
    // s6: while the runs play, no fairness bootstrap (it would cost ~0.5 s per update at 20,000 games):
    // the rest is the same, and the view says nothing about fairness until the last game.
    const live = exploreResult(spec, out.runs, false, true);
    if (live.kind !== 'compare') throw new Error('not a comparison');
    const { fairness: _f, ...rest } = r.comparison!;
    expect(live.comparison).toEqual(rest);
    render(<ExploreResultView result={live} live />);
    expect(screen.getByTestId('compare-headline').textContent).toMatch(
      /^(No clear difference between A and B|B changes who wins)/,
    );
    expect(screen.queryByTestId('compare-fairness')).toBeNull();
  });

  it('Cancel keeps the finished points and the finished games of the current one', async () => {
    const spec = { kind: 'sweep' as const, sweep: { key: 'laps', values: [1, 2, 3] } };
    const points = pointsOf(cfg, spec);
    const out = await runExplore(points, threadRunner(4));
    expect(out.cancelled).toBe(true);
    expect(out.runs.map((r) => r.played)).toEqual([9, 3]);
    const r = exploreResult(spec, out.runs, false);
    expect(r.reports).toHaveLength(2);
  });
});

describe('ExploreResultView', () => {
  it('sweep charts share the x axis (the values) and the two win-rate charts the y axis', async () => {
    const spec = { kind: 'sweep' as const, sweep: { key: 'laps', values: [1, 2] } };
    const out = await runExplore(pointsOf(cfg, spec), threadRunner());
    render(<ExploreResultView result={exploreResult(spec, out.runs, true)} live={false} />);
    const ticks = (id: string) =>
      [...screen.getByTestId(id).querySelectorAll('text.tick')].map((t) => t.textContent);
    const xs = (id: string) =>
      [...screen.getByTestId(id).querySelectorAll('[data-x]')].map((t) => t.textContent);
    expect(xs('sweep-titans')).toEqual(['1', '2']);
    expect(xs('sweep-positions')).toEqual(['1', '2']);
    expect(xs('sweep-length')).toEqual(['1', '2']);
    expect(ticks('sweep-titans').slice(0, 5)).toEqual(ticks('sweep-positions').slice(0, 5));
    expect(screen.getByTestId('sweep-titans').querySelectorAll('[data-series]')).toHaveLength(3);
  });

  it('a comparison shows B − A with intervals, one scale for A and B, and one diverging legend', async () => {
    const b = { ...cfg, circuits: ['estengaard' as const] };
    const spec = { kind: 'compare' as const, b, labels: ['Kaldheira', 'Estengaard'] as [string, string] };
    const out = await runExplore(pointsOf(cfg, spec), threadRunner());
    const r = exploreResult(spec, out.runs, true);
    render(<ExploreResultView result={r} live={false} />);
    expect(screen.getByTestId('compare-titans')).toBeInTheDocument();
    // Play-test s5: the answer in words first (tests/lab/compare-headline.test.tsx), then how to read an
    // interval.
    expect(screen.getByTestId('compare-result')).toHaveTextContent(
      'a range that includes 0 means no clear difference',
    );
    expect(
      [...screen.getByTestId('compare-table').querySelectorAll('thead th')].map((x) => x.textContent),
    ).toEqual(['Titan or turn position', 'Win rate on A', 'Win rate on B', 'B − A, points (probable range)']);
    // s6: whether B is fairer first, then whether B changes who wins.
    expect(screen.getByTestId('compare-headline').textContent).toMatch(
      /^(B is fairer than A|B is less fair than A|No clear difference in fairness)\b.* (No clear difference between A and B|B changes who wins) over the same 9 games/,
    );
    expect(screen.getByTestId('compare-fairness')).toHaveTextContent('How fairness was compared');
    const ticks = (id: string) =>
      [...screen.getByTestId(id).querySelectorAll('text.tick')].map((t) => t.textContent).slice(0, 5);
    expect(ticks('compare-a')).toEqual(ticks('compare-b'));
    expect(ticks('compare-titans')).toEqual(ticks('compare-positions'));
    const heat = screen.getByTestId('diff-heatmap');
    expect(heat.querySelectorAll('[data-diff-space]')).toHaveLength(36);
    expect(within(heat).getAllByTestId('diff-legend')).toHaveLength(1);
    expect(heat.querySelector('.legend')).toBeNull(); // the board's own legend is off: one legend
    const a = buildBalanceReport(out.runs[0]).baseline.spaces.C5.visits / 9;
    const bb = buildBalanceReport(out.runs[1]).baseline.spaces.C5.visits / 9;
    expect(Number(heat.querySelector('[data-diff-space="C5"]')!.getAttribute('data-diff'))).toBeCloseTo(
      bb - a,
      3,
    );
  });

  it('the diverging scale is symmetric around white', () => {
    expect(divergingColour(0)).toBe('#f7f7f7');
    expect(divergingColour(-1)).toBe('#542788');
    expect(divergingColour(1)).toBe('#b35806');
    expect(divergingColour(5)).toBe('#b35806');
  });
});

describe('exported sweeps and comparisons import again', () => {
  it('the files of the lab and of `npm run balance -- --out` become the same result', async () => {
    const spec = { kind: 'sweep' as const, sweep: { key: 'laps', values: [1, 2] } };
    const out = await runExplore(pointsOf(cfg, spec), threadRunner());
    const sweep = exploreResult(spec, out.runs, true);
    const file = JSON.parse(
      JSON.stringify({ kind: 'titan-race-balance-sweep', sweep: spec.sweep, reports: sweep.reports }),
    );
    expect(exploreFromExport(file)).toEqual(sweep);
    expect(isExploreResult(JSON.parse(JSON.stringify(sweep)))).toBe(true);

    const b = { ...cfg, circuits: ['banKog' as const] };
    const cspec = { kind: 'compare' as const, b, labels: ['A', 'B'] as [string, string] };
    const cout = await runExplore(pointsOf(cfg, cspec), threadRunner());
    const cmp = exploreResult(cspec, cout.runs, true);
    if (cmp.kind !== 'compare') throw new Error('not a comparison');
    const cfile = JSON.parse(JSON.stringify({ ...cmp.comparison, reports: cmp.reports }));
    expect(exploreFromExport(cfile)).toEqual(cmp);
    expect(exploreFromExport({ kind: 'titan-race-balance-report' })).toBeNull();
  });
});
