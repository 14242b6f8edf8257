// Issue 21 item 8 / issue 23 item 6: a report's settings as a link that reruns it, and imported report
// files checked with a sentence — never a crash, never an empty report accepted.
import { describe, expect, it } from 'vitest';
import { configFromReproduce, runBalance, type BalanceConfig } from '../../src/sim/balance';
import {
  checkReportText,
  MAX_REPORT_BYTES,
  openReportLink,
  reportHash,
  reportParam,
} from '../../src/ui/lab/reportLink';
import { problemText } from '../../src/i18n/errors';
import { formOf } from '../../src/ui/lab/balanceForm';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';

const cfg: BalanceConfig = {
  circuits: [{ id: 'lava-wall', name: 'Lava wall', spaces: { A3: 'lava', B4: 'lava', E5: 'bonus' } }],
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'greedy', 'greedy'],
  games: 3,
  seed: 5,
  laps: 1,
  abilities: false,
  cards: false,
};
const report = runBalance(cfg);
const text = JSON.stringify(report);

describe('a report link', () => {
  it('holds the settings and circuit, and reruns to the same numbers', () => {
    const hash = reportHash(report.reproduce);
    const p = reportParam(hash);
    expect(p).not.toBeNull();
    const opened = openReportLink(p!);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.circuits[0].spaces).toEqual({ A3: 'lava', B4: 'lava', E5: 'bonus' });
    const again = runBalance(configFromReproduce(opened.value));
    expect(JSON.stringify(again)).toBe(text);
  });

  it('keeps the parent a report was played with, and the form it fills plays the change again', () => {
    const withParent = { ...report.reproduce, parent: STANDARD_CIRCUITS.kaldheira };
    const opened = openReportLink(reportParam(reportHash(withParent))!);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.parent?.spaces).toEqual(STANDARD_CIRCUITS.kaldheira.spaces);
    const { form, extra } = formOf({ ...report, reproduce: opened.value }, new Map());
    expect(form.ids).toEqual(['report:lava-wall']);
    expect(extra[0].parent).toEqual(opened.value.parent);
    // Without a parent in the report, the form's circuit names none.
    expect(formOf(report, new Map()).extra[0].parent).toBeUndefined();
  });

  it('a damaged or foreign link is refused with a sentence', () => {
    const bad = openReportLink('not-a-link');
    expect(bad.ok).toBe(false);
    expect(bad).toMatchObject({
      ok: false,
      error: { code: 'reportLinkBad', cause: { code: 'linkDamaged' } },
    });
    if (!bad.ok) expect(problemText(bad.error)).toBe('This report link cannot be used: it is damaged.');
  });
});

describe('importing a report file', () => {
  const refused = (x: unknown, re: RegExp) => {
    const c = checkReportText(typeof x === 'string' ? x : JSON.stringify(x), 'r.json');
    expect(c.ok).toBe(false);
    if (!c.ok) expect(problemText(c.error)).toMatch(re);
  };

  it('accepts a report, bare or wrapped as the lab saves it', () => {
    expect(checkReportText(text, 'r.json').ok).toBe(true);
    expect(checkReportText(JSON.stringify({ report }), 'r.json').ok).toBe(true);
  });

  it('refuses empty Titans or turn positions, missing reproduce.titans, non-reports and oversized files', () => {
    refused('{', /r\.json/);
    refused({ kind: 'something-else' }, /r\.json/);
    refused({ ...report, titans: {} }, /no win rates per Titan/);
    refused({ ...report, turnPosition: {} }, /no win rates per turn position/);
    // A bare shell of a report: what it lacks first is win rates, whatever else is missing.
    refused({ kind: 'titan-race-balance-report', titans: {}, turnPosition: {} }, /no win rates per Titan/);
    refused({ ...report, reproduce: { ...report.reproduce, titans: undefined } }, /name no Titans/);
    refused({ ...report, reproduce: undefined }, /no settings/);
    refused(
      {
        ...report,
        reproduce: { ...report.reproduce, circuits: [{ id: 'x', name: 'x', spaces: { A1: 'nonsense' } }] },
      },
      /r\.json is not a usable report/,
    );
    refused(' '.repeat(MAX_REPORT_BYTES + 1), /too large/);
  });
});
