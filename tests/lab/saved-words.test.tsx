// s6: saved reports made before the French wording are written in the reader's language from their data
// (codes and numbers); what an old report lacks the data for stays in English and the report says so once.
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import { setCatalogue, type MessageKey } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import type { BalanceReport } from '../../src/sim/balance';
import { buildVerdict, type Finding, type Verdict } from '../../src/sim/verdict';
import {
  comparisonLabels,
  courseName,
  fromData,
  localNames,
  verdictWords,
} from '../../src/ui/lab/savedWords';
import { savedName } from '../../src/ui/lab/savedName';
import type { SavedReport } from '../../src/ui/lab/reports';
import { UI_FORMAT, VerdictPanel } from '../../src/ui/lab/VerdictPanel';
import { renderFinding } from '../../src/sim/verdict-text';
import { fakeReport } from '../sim/fake-report';

afterEach(() => setCatalogue('en', en));

/**
 * A verdict as it was saved before s5: bot levels as English words (`text`, before ad05fad) and no odds
 * beside p (before 043019f); `sentences` in English as the JSON kept them.
 */
function aged(v: Verdict): Verdict {
  const findings = v.findings.map((f): Finding => {
    const params = { ...f.params };
    delete params.chance;
    for (const [k, p] of Object.entries(params))
      if (p.t === 'bots') params[k] = { t: 'text', v: p.v.join(' + ') };
    return { key: f.key, params };
  });
  return { ...v, findings };
}

const SKEWED = [40, 25, 10, 25];
const EVEN = [25, 25, 25, 25];

describe('a verdict saved before the French wording (s6)', () => {
  it('is written in French from its data: bot levels as codes again, the odds from its own p', () => {
    const r = fakeReport(SKEWED, EVEN);
    const v = buildVerdict(r);
    const old = aged(v);
    setCatalogue('fr', fr);
    const words = verdictWords(old);
    expect(words.english).toBe(0);
    // The same French as a verdict built today.
    expect(
      words.items.map((x) => ('finding' in x ? renderFinding(x.finding, UI_FORMAT) : x.english)),
    ).toEqual(v.findings.map((f) => renderFinding(f, UI_FORMAT)));
    const rests = words.items.map((x) => ('finding' in x ? renderFinding(x.finding, UI_FORMAT) : '')).pop()!;
    expect(rests).toContain('bots gloutons');
    expect(rests).not.toContain('greedy');
  });

  it('a sentence this version cannot write from its data stays in English, and the report says so once', () => {
    const r = fakeReport(SKEWED, EVEN);
    const v = buildVerdict(r);
    const gone: Finding = { key: 'lab.verdictRetired' as MessageKey, params: {} };
    const noFigure: Finding = { key: 'lab.verdictLength', params: { mean: { t: 'num', v: 9, d: 1 } } };
    const verdict: Verdict = {
      ...v,
      findings: [gone, ...v.findings, noFigure],
      sentences: ['Games are decided early.', ...v.sentences, 'Races last 9.0 rounds.'],
    };
    expect(fromData(gone)).toBeNull();
    expect(fromData(noFigure)).toBeNull();
    setCatalogue('fr', fr);
    render(<VerdictPanel report={{ ...r, verdict } as BalanceReport} />);
    const list = screen.getAllByRole('listitem');
    expect(list[0]).toHaveTextContent('Games are decided early.');
    expect(list[0]).toHaveAttribute('lang', 'en');
    expect(list[1]).not.toHaveAttribute('lang');
    expect(screen.getAllByTestId('verdict-old-words')).toHaveLength(1);
    expect(screen.getByTestId('verdict-old-words')).toHaveTextContent(
      '2 de ses phrases ne peuvent pas être réécrites à partir de ses chiffres, elles restent donc en anglais.',
    );
  });

  it('a verdict of this version shows no such note', () => {
    render(<VerdictPanel report={fakeReport(SKEWED, EVEN)} />);
    expect(screen.queryByTestId('verdict-old-words')).toBeNull();
  });
});

describe('course names and comparison labels from the reports (s6)', () => {
  const std = STANDARD_CIRCUITS.kaldheira;
  const own = { ...STANDARD_CIRCUITS.estengaard, id: 'c-1', name: 'My plains' };
  const report = (c: typeof std) => ({ circuits: [c.name], reproduce: { circuits: [c] } }) as BalanceReport;

  it('a standard circuit by the name the reader’s language gives it; a designer’s circuit by its own name', () => {
    setCatalogue('fr', fr);
    expect(courseName(report(std))).toBe('Kaldheira — les bassins du malheur');
    expect(courseName(report(own))).toBe('My plains');
    // A copy of a standard circuit renamed by the designer keeps the designer's name.
    expect(courseName(report({ ...std, name: 'Kaldheira (mine)' }))).toBe('Kaldheira (mine)');
  });

  it('a Batch run saved in English is listed in French (its courses from their circuits)', () => {
    const run = {
      kind: 'batch',
      name: 'x',
      auto: {},
      createdAt: 0,
      courses: [{ names: [std.name], reproduce: { circuits: [std] }, played: 40 }],
    } as unknown as SavedReport;
    setCatalogue('fr', fr);
    expect(localNames([std.name, 'Mine'], [std])).toEqual([std.name, 'Mine']);
    expect(savedName(run)).toContain('Kaldheira — les bassins du malheur');
  });

  it('labels the lab made in English are written again in French; a command-line label is kept', () => {
    const a = report(std);
    setCatalogue('fr', fr);
    expect(comparisonLabels([std.name, `${std.name}, house rules B`], [a, a])).toEqual([
      'Kaldheira — les bassins du malheur',
      'Kaldheira — les bassins du malheur, règles maison B',
    ]);
    expect(comparisonLabels([std.name, 'My plains'], [a, report(own)])).toEqual([
      'Kaldheira — les bassins du malheur',
      'My plains',
    ]);
    expect(comparisonLabels(['kaldheira', 'maxLife=8'], [a, a])).toEqual(['kaldheira', 'maxLife=8']);
  });
});
