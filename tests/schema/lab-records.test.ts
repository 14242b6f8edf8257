// The lab's saved runs and imported files through their schemas: a real record of each kind reads back,
// each break found by the hostile-input audit (a Suggest search whose suggestions hold null, a Batch whose
// report is null, a report whose abilities are [null, 5, "x"] or whose baseline is null, a link with seed
// 1e300 or -7) is refused with the field that failed, and random hostile records never throw and are never
// listed as readable unless they parse.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { compressToEncodedURIComponent } from 'lz-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import type { Circuit } from '../../src/engine/types';
import { runBalance, type BalanceConfig, type BalanceReport } from '../../src/sim/balance';
import { buildReport } from '../../src/sim/report';
import { runRange, type BatchConfig } from '../../src/sim/batch';
import { inlinePool } from '../../src/sim/pool/protocol';
import { suggest, type SuggestResult } from '../../src/sim/suggest/search';
import { reproduceBatch } from '../../src/ui/lab/batchExport';
import {
  deleteReport,
  listReports,
  renameReport,
  saveReport,
  type SavedReport,
} from '../../src/ui/lab/reports';
import { checkReportText, openReportLink } from '../../src/ui/lab/reportLink';
import { parseBy } from '../../src/schema/core';
import { savedReportSchema } from '../../src/schema/lab';
import { balanceReportSchema } from '../../src/schema/report';
import { hostile } from './hostile';
import { problemText } from '../../src/i18n/errors';

const cfg: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'greedy', 'greedy'],
  games: 3,
  seed: 5,
  laps: 1,
  abilities: true,
  cards: false,
};
let report: BalanceReport;
let result: SuggestResult;
let batch: SavedReport;

beforeAll(async () => {
  report = runBalance(cfg);
  const unfair = JSON.parse(readFileSync('tests/fixtures/unfair-circuit.json', 'utf8')) as Circuit;
  result = await suggest(
    {
      circuit: unfair,
      titans: ['grinder', 'slaugg', 'craken'],
      bots: ['greedy', 'greedy', 'greedy'],
      seed: 11,
      games: 12,
      fresh: 24,
      objective: { name: 'unfairness' },
      hot: 2,
    },
    inlinePool(),
  );
  const bc: BatchConfig = {
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken'],
    bots: ['greedy', 'greedy', 'greedy'],
    games: 2,
    seed: 3,
    laps: 1,
  };
  const r = buildReport(runRange(bc, 0, 2), { seed: 3, circuits: ['kaldheira'], bots: bc.bots });
  batch = {
    kind: 'batch',
    name: 'b',
    createdAt: 1,
    courses: [{ names: ['Kaldheira'], report: r, reproduce: reproduceBatch(bc), seconds: 1, played: 2 }],
  };
}, 120_000);

const saved = (): Record<SavedReport['kind'], SavedReport> => ({
  balance: { kind: 'balance', name: 'a', createdAt: 1, report },
  batch,
  explore: {
    kind: 'explore',
    name: 'e',
    createdAt: 1,
    result: { kind: 'sweep', sweep: { key: 'laps', values: [1] }, reports: [report], complete: true },
  },
  suggest: {
    kind: 'suggest',
    name: 's',
    createdAt: 1,
    seconds: 2,
    circuitName: 'Unfair',
    form: {
      circuitId: 'x',
      titans: ['grinder', 'slaugg', 'craken'],
      bot: 'greedy',
      objective: 'unfairness',
      target: 8,
      games: 12,
      seed: 11,
      maxSpaces: 3,
    },
    result,
  },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a record spoiled at any depth
type Spoiled = Record<string, any>;

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('a saved run of each kind', () => {
  it('reads back as it was saved', () => {
    for (const s of Object.values(saved())) {
      const p = parseBy(savedReportSchema, clone(s));
      expect(p.ok, `${s.kind}: ${JSON.stringify(!p.ok && p.refusal)}`).toBe(true);
      if (p.ok) expect(p.value).toEqual(clone(s));
    }
  });

  const breaks: [string, SavedReport['kind'], (x: Spoiled) => void, string][] = [
    [
      'a Suggest search whose suggestions hold null',
      'suggest',
      (x) => (x.result.suggestions = [null]),
      'result.suggestions.0',
    ],
    ['a Batch whose course report is null', 'batch', (x) => (x.courses[0].report = null), 'courses.0.report'],
    [
      'a report whose abilities are [null, 5, "x"]',
      'balance',
      (x) => (x.report.abilities = [null, 5, 'x']),
      'report.abilities.0',
    ],
    ['a report whose baseline is null', 'balance', (x) => (x.report.baseline = null), 'report.baseline'],
    [
      'a report with 10,009 wins in 3 games',
      'balance',
      (x) => (x.report.titans.grinder.wins = 10_009),
      'report.titans.grinder',
    ],
    [
      'a report whose Titan is "zeus"',
      'balance',
      (x) => (x.report.reproduce.titans[0] = 'zeus'),
      'report.reproduce.titans.0',
    ],
    ['a sweep whose report is null', 'explore', (x) => (x.result.reports = [null]), 'result.reports.0'],
  ];
  for (const [what, kind, spoil, path] of breaks)
    it(`${what}: listed as unreadable, naming "${path}"`, async () => {
      const bad = clone(saved()[kind]) as Spoiled;
      spoil(bad);
      const w = await saveReport(bad as SavedReport);
      expect(w.ok).toBe(true);
      if (!w.ok) return;
      const list = await listReports(kind);
      expect(list.ok).toBe(true);
      if (!list.ok) return;
      expect(list.value.some((s) => s.id === w.id)).toBe(false);
      const u = list.unreadable.find((x) => x.id === w.id);
      expect(u?.refusal.path).toBe(path);
      expect(u?.raw).toEqual(bad);
      await deleteReport(w.id);
    });
});

describe("a saved search that tried undoing the designer's edits", () => {
  // A copy of Kaldheira with lava moved and a bonus added names its parent, so Suggest races undoing each
  // edit ('undo' candidates, kept whatever their rank). The schema refused that kind: the search said
  // "Saved in this browser" and was then listed under "Runs that cannot be read" (play-test, lab2).
  it('is listed as readable and reads back as it was saved', async () => {
    const parent = STANDARD_CIRCUITS.kaldheira;
    const child: Circuit = {
      ...parent,
      id: 'c-child',
      name: 'Kaldheira (copy)',
      spaces: { ...parent.spaces, D4: 'lava', C3: 'bonus' },
    };
    const r = await suggest(
      {
        circuit: child,
        parent,
        titans: ['grinder', 'slaugg', 'craken'],
        bots: ['greedy', 'greedy', 'greedy'],
        seed: 4,
        games: 12,
        fresh: 12,
        objective: { name: 'unfairness' },
        hot: 1,
      },
      inlinePool(),
    );
    expect(r.suggestions.some((x) => x.kind === 'undo')).toBe(true);
    const record: SavedReport = { ...saved().suggest, result: r } as SavedReport;
    const w = await saveReport(record);
    expect(w.ok).toBe(true);
    if (!w.ok) return;
    const list = await listReports('suggest');
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(list.unreadable.map((u) => u.refusal)).toEqual([]);
    expect(list.value.find((x) => x.id === w.id)?.data).toEqual(clone(record));
    await deleteReport(w.id);
  }, 120_000);
});

describe('a saved run renamed', () => {
  it('a rename based on an older revision is refused with a coded problem, worded where shown', async () => {
    const w = await saveReport(saved().balance as SavedReport);
    expect(w.ok).toBe(true);
    if (!w.ok) return;
    const list = await listReports('balance');
    const s = list.ok ? list.value.find((x) => x.id === w.id) : undefined;
    expect(s).toBeDefined();
    expect(await renameReport(s!, 'First')).toEqual({ ok: true });
    const stale = await renameReport(s!, 'Second');
    expect(stale).toEqual({ ok: false, error: { code: 'reportChanged' } });
    if (!stale.ok)
      expect(problemText(stale.error)).toBe(
        'Another tab changed this report: reopen the list and try again.',
      );
    expect(await deleteReport(w.id)).toEqual({ ok: true });
  });
});

describe('an imported report file', () => {
  it('a real report is accepted', () => {
    expect(checkReportText(JSON.stringify(report), 'r.json').ok).toBe(true);
  });
  for (const [field, value] of [
    ['abilities', [null, 5, 'x']],
    ['baseline', null],
    ['cards', [{}]],
    ['notable', [null]],
    ['verdict', { findings: [null] }],
  ] as const)
    it(`${field}: ${JSON.stringify(value)} is refused with a sentence naming the field`, () => {
      const r = checkReportText(JSON.stringify({ ...clone(report), [field]: value }), 'r.json');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(problemText(r.error)).toContain(field);
    });
});

describe('a report link', () => {
  const link = (seed: number) =>
    compressToEncodedURIComponent(JSON.stringify({ v: 1, reproduce: { ...report.reproduce, seed } }));
  it('with seed 5 opens', () => expect(openReportLink(link(5)).ok).toBe(true));
  for (const seed of [1e300, -7, 0.5, 2 ** 32])
    it(`with seed ${seed} is refused, as the CLI refuses it`, () => {
      const r = openReportLink(link(seed));
      expect(r.ok).toBe(false);
    });
});

describe('hostile records', () => {
  it('never throw, and a record that parses is one the views can read', () => {
    const kinds = Object.values(saved());
    const keys = [
      'kind',
      'name',
      'createdAt',
      'report',
      'result',
      'courses',
      'suggestions',
      'titans',
      'reproduce',
    ];
    fc.assert(
      fc.property(fc.oneof(...kinds.map((k) => hostile(keys, k))), (x) => {
        const p = parseBy(savedReportSchema, typeof x === 'string' ? x : x);
        if (p.ok) {
          // What the lists read of every record.
          const d = p.value;
          expect(typeof d.name).toBe('string');
          expect(Number.isFinite(d.createdAt)).toBe(true);
          if (d.kind === 'suggest')
            for (const s of d.result.suggestions) expect(Number.isFinite(s.delta)).toBe(true);
          if (d.kind === 'batch') for (const c of d.courses) expect(c.report.games).toBeGreaterThanOrEqual(0);
          if (d.kind === 'balance') for (const a of d.report.abilities) expect(typeof a.titan).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a report never accepts wins above its games, a non-finite rate or an unknown Titan', () => {
    const schema = balanceReportSchema();
    fc.assert(
      fc.property(
        hostile(['titans', 'wins', 'games', 'rate', 'ci', 'abilities', 'baseline'], report),
        (x) => {
          const p = parseBy(schema, x);
          if (!p.ok) {
            expect(typeof p.refusal.code).toBe('string');
            return;
          }
          for (const r of Object.values(p.value.titans)) {
            expect(r.wins).toBeLessThanOrEqual(r.games);
            expect(Number.isFinite(r.rate)).toBe(true);
          }
          for (const a of p.value.abilities)
            expect(['grinder', 'slaugg', 'craken', 'rassik', 'ragnarok', 'chtoolhoo']).toContain(a.titan);
        },
      ),
      { numRuns: 300 },
    );
  });
});
