// CSV formula injection (issue 23 item 8): text cells that a spreadsheet would run as a formula are
// escaped in every CSV export; numbers, negative ones included, stay numbers.
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../src/sim/csv';
import { balanceCSV } from '../../src/sim/balance-format';
import { runBalance } from '../../src/sim/balance';
import { toCSV } from '../../src/sim/report';
import { emptyTally } from '../../src/sim/tally';
import { buildReport } from '../../src/sim/report';

describe('csvCell', () => {
  it('escapes text starting with = + - @ tab or CR, and quotes as CSV needs', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('Kaldheira, the first')).toBe('"Kaldheira, the first"');
    expect(csvCell('a=b')).toBe('a=b');
  });
  it('keeps numbers as numbers, negative ones too', () => {
    expect(csvCell(-0.0123)).toBe('-0.0123');
    expect(csvCell(3)).toBe('3');
    expect(csvRow('x', -1, true)).toBe('x,-1,true');
  });
});

describe('every CSV export', () => {
  const evil = '=HYPERLINK("http://evil.example","x")';
  it('writes a circuit named like a formula as text (balance report and simulator report)', () => {
    const report = runBalance({
      circuits: [{ id: 'evil', name: evil, spaces: { E5: 'lava' } }],
      titans: ['grinder', 'slaugg', 'craken'],
      bots: ['greedy', 'greedy', 'greedy'],
      games: 3,
      seed: 1,
      laps: 1,
      abilities: false,
      cards: false,
    });
    const csv = balanceCSV(report, '@label');
    for (const line of csv.split('\n'))
      for (const cell of line.split(',')) expect(cell).not.toMatch(/^"?[=+@]/);
    expect(csv).toContain(`"'=HYPERLINK(`);
    expect(csv).toContain("'@label");
    const sim = toCSV(
      buildReport(emptyTally(['grinder', 'slaugg', 'craken'], 1), {
        seed: 1,
        circuits: [evil],
        bots: ['greedy'],
      }),
    );
    expect(sim).toContain(`"'=HYPERLINK(`);
  });
});

describe('the balance CSV', () => {
  it('carries the verdict first: its tests, every row test with its corrected p, and the findings', () => {
    const report = runBalance({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken'],
      bots: ['greedy', 'greedy', 'greedy'],
      games: 6,
      seed: 3,
      laps: 1,
    });
    const v = report.verdict!;
    const sections = balanceCSV(report)
      .split('\n\n')
      .map((x) => x.split('\n').filter(Boolean));
    const find = (head: string) => sections.find((x) => x[0] === head)!;
    // Before the figures it rests on (the meta section comes first, then the verdict).
    expect(sections.findIndex((x) => x[0] === 'verdict,value')).toBeLessThan(
      sections.findIndex((x) => x[0].startsWith('titan,wins')),
    );
    const value = (k: string) =>
      find('verdict,value')
        .find((l) => l.startsWith(`${k},`))!
        .split(',')[1];
    expect(Number(value('titansP'))).toBe(v.titans.p);
    expect(Number(value('turnPositionChiSquare'))).toBe(v.turnPosition.statistic);
    expect(value('correction')).toBe(v.correction);
    const tests = find('test,key,rate,deviation,ciLow,ciHigh,p,pAdjusted,significant').slice(1);
    const rows = [...v.titans.rows, ...v.turnPosition.rows, ...v.abilities, ...v.cards];
    expect(tests).toHaveLength(rows.length);
    expect(v.abilities.length).toBeGreaterThan(0);
    rows.forEach((t, i) => {
      const cells = tests[i].split(',');
      expect(cells[1]).toBe(t.key);
      expect(Number(cells[7])).toBe(t.pAdjusted);
      expect(cells[8]).toBe(String(t.significant));
    });
    expect(tests.filter((l) => l.startsWith('ability,'))).toHaveLength(v.abilities.length);
    const findings = find('finding,sentence').slice(1);
    expect(findings).toHaveLength(v.sentences.length);
    expect(v.sentences.length).toBeGreaterThan(0);
    findings.forEach((l, i) => expect(l).toContain(v.sentences[i].slice(0, 20)));
  });
});
