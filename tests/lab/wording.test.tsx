// Play-test s5, the lab's wording: no command-line hints or rule numbers in the browser, bot levels in
// the reader's language (French "bots gloutons", not "bots greedy"), saved runs named in the reader's
// language without the date the list already shows beside them.
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { labEn } from '../../src/i18n/parts/labEn';
import { buildVerdict } from '../../src/sim/verdict';
import { ENGLISH, renderFinding } from '../../src/sim/verdict-text';
import { UI_FORMAT } from '../../src/ui/lab/VerdictPanel';
import { SuggestView } from '../../src/ui/lab/SuggestView';
import { savedName } from '../../src/ui/lab/savedName';
import { savedAt } from '../../src/ui/lab/balanceForm';
import type { SavedBalance, SavedBatch } from '../../src/ui/lab/reports';
import { fakeReport } from '../sim/fake-report';
import { standardPlayables } from '../../src/editor/library';

afterEach(() => setCatalogue('en', en));

const text = (m: unknown): string[] =>
  typeof m === 'string' ? [m] : m && typeof m === 'object' ? Object.values(m).flatMap(text) : [];
const labMessages = (cat: Record<string, unknown>) =>
  Object.entries(cat).filter(([k]) => k.startsWith('lab.') || k.startsWith('suggest.'));

describe('what the lab says (play-test s5)', () => {
  it('no command line and no rule number in the browser, in English or French', () => {
    for (const cat of [labEn, fr] as Record<string, unknown>[])
      for (const [key, m] of labMessages(cat))
        for (const s of text(m)) {
          expect(s, key).not.toMatch(/npm run|\{cmd\}|--(sweep|compare)/);
          expect(s, key).not.toMatch(/\(R\d+(\.\d+)?\)/);
        }
    // Labels and chart titles say what restricted play does instead of naming the method.
    for (const key of ['lab.abilityWorth', 'lab.cardWorth', 'lab.sameGamesSweep', 'lab.sameGamesCompare'])
      for (const cat of [labEn, fr] as Record<string, unknown>[])
        expect(text(cat[key]).join(), key).not.toMatch(/restricted play|jeu restreint/);
  });

  it('the verdict names bot levels in the reader’s language; the JSON’s English keeps the ids', () => {
    const r = fakeReport([40, 25, 10, 25], [25, 25, 25, 25]);
    const v = buildVerdict(r);
    const restsOn = v.findings.find((f) => f.key === 'lab.verdictRestsOn')!;
    expect(renderFinding(restsOn, ENGLISH)).toContain('These findings come from greedy bots');
    setCatalogue('fr', fr);
    const frText = v.findings.map((f) => renderFinding(f, UI_FORMAT)).join(' ');
    expect(frText).toContain('Ces conclusions viennent de bots gloutons');
    expect(frText).not.toMatch(/greedy/);
  });

  it('the bot levels are described by how they play, not by their algorithm', () => {
    for (const cat of [labEn, fr] as Record<string, unknown>[])
      for (const key of ['lab.botRandom', 'lab.botGreedy', 'lab.botExpert', 'lab.botMaster'])
        expect(text(cat[key]).join(), key).not.toMatch(
          /heuristic|next state|tree search|sampled worlds|heuristique|état suivant|arborescente|échantillonnés/,
        );
  });

  it('the bot level choices read in French', () => {
    setCatalogue('fr', fr);
    const circuits = standardPlayables();
    render(<SuggestView circuits={circuits} initialId={null} />);
    const options = screen.getByRole('option', { name: 'glouton' });
    expect(options).toHaveValue('greedy');
    expect(screen.queryByRole('option', { name: 'greedy' })).toBeNull();
  });
});

describe('saved runs’ names (play-test s5)', () => {
  const report = fakeReport([25, 25, 25, 25], [25, 25, 25, 25], 100, {
    reproduce: { titans: ['grinder', 'slaugg', 'craken', 'rassik'], bots: ['greedy'] },
  });
  const balance = (extra: Partial<SavedBalance>): SavedBalance => ({
    kind: 'balance',
    name: 'Kaldheira · Grinder, Slaugg, Craken, Rassïk · 100 games · 2026-11-27 03:20',
    createdAt: 0,
    report,
    ...extra,
  });

  // To the second (a rerun within a minute is told apart), the year in two digits, in every saved list.
  const when = (at: number, lang: string) =>
    new Date(at).toLocaleString(lang, { dateStyle: 'short', timeStyle: 'medium' });

  it('every saved list words a saved run’s time one way (play-test 51)', () => {
    expect(savedAt(0)).toBe(when(0, 'en'));
    setCatalogue('fr', fr);
    expect(savedAt(0)).toBe(when(0, 'fr'));
  });

  it('a name the lab made is written in the reader’s language, with its bots and when it was made', () => {
    const d = balance({ auto: {} });
    expect(savedName(d)).toBe(
      `kaldheira · Grinder, Slaugg, Craken, Rassïk · greedy bots · 100 games · ${when(0, 'en')}`,
    );
    setCatalogue('fr', fr);
    expect(savedName(d)).toBe(
      `kaldheira · Grinder, Slaugg, Craken, Rassïk · bots gloutons · 100 parties · ${when(0, 'fr')}`,
    );
    expect(savedName(balance({ auto: { imported: true } }))).toMatch(/100 parties · .* \(importé\)$/);
    const batch: SavedBatch = {
      kind: 'batch',
      name: 'x',
      auto: {},
      createdAt: 0,
      courses: [{ names: ['Kaldheira'], played: 40 } as SavedBatch['courses'][number]],
    };
    expect(savedName(batch)).toBe('Kaldheira · 40 parties');
  });

  it('two reports of one circuit are told apart: when, bots, the change; long names cut on whole words', () => {
    // Play-test lab4: four saved reports all read "Kaldheira · Grinder, Slaugg, Craken, Rassïk · 100 games".
    const a = savedName(balance({ auto: {}, createdAt: Date.UTC(2026, 10, 30, 2, 41) }));
    const b = savedName(balance({ auto: {}, createdAt: Date.UTC(2026, 10, 30, 2, 41, 30) }));
    expect(a).not.toBe(b);
    const master = fakeReport([25, 25, 25, 25], [25, 25, 25, 25], 100, {
      reproduce: { titans: ['grinder', 'slaugg', 'craken', 'rassik'], bots: ['master', 'greedy'] },
    });
    expect(savedName(balance({ auto: {}, report: master }))).toContain(
      ' · master + greedy bots · 100 games · ',
    );
    // A change: named with its "before", both names cut after a whole word with "…" (40 characters).
    const long = 'Kaldheira — the pools of doom and the long way round';
    const before = 'Kaldheira — the pools of doom as of 30/11/2026, 02:41';
    const changed = fakeReport([25, 25, 25, 25], [25, 25, 25, 25], 100, {
      circuits: [long],
      reproduce: { titans: ['grinder', 'slaugg'], bots: ['greedy'] },
      verdict: { change: { parent: { id: 'x', name: before } } },
    });
    expect(savedName(balance({ auto: {}, report: changed }))).toBe(
      `Kaldheira — the pools of doom and the… , change against Kaldheira — the pools of doom as of… · Grinder, Slaugg · greedy bots · 100 games · ${when(0, 'en')}`.replace(
        '… ,',
        '…,',
      ),
    );
  });

  it('a name the designer typed stays as typed; an older saved name loses its repeated date', () => {
    expect(savedName(balance({ name: 'My test · 2026-11-27 03:20 run' }))).toBe(
      'My test · 2026-11-27 03:20 run',
    );
    setCatalogue('fr', fr);
    expect(savedName(balance({}))).toBe('Kaldheira · Grinder, Slaugg, Craken, Rassïk · 100 games');
  });
});
