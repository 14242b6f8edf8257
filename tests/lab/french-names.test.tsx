// The French lab names the standard circuits in French: in its circuit pickers and in its saved runs'
// names, which are written when shown from what the run stored (the circuits' ids and names, the
// parent's id) — the list said "…, changement par rapport à Kaldheira — the pools of doom". A run saved
// by an older version with its name only (no `auto`) still loads through its schema and is listed as
// it was saved.
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import type { Circuit } from '../../src/engine/types';
import { standardPlayables } from '../../src/editor/library';
import { runBalance, type BalanceConfig, type BalanceReport, type BalanceRun } from '../../src/sim/balance';
import { changeOf, parentConfig } from '../../src/sim/change';
import { buildVerdict } from '../../src/sim/verdict';
import { BalanceView } from '../../src/ui/lab/BalanceView';
import { listReports, saveReport, type SavedReport } from '../../src/ui/lab/reports';
import { savedName } from '../../src/ui/lab/savedName';
import { runRange } from '../../src/sim/batch';
import { batchConfig, batchReport } from '../../src/ui/lab/batchResults';
import { DEFAULT_HOUSE_RULES } from '../../src/ui/lab/HouseRules';
import { ResultPanel } from '../../src/ui/lab/ResultPanel';

afterEach(() => setCatalogue('en', en));

const STANDARD = standardPlayables();
const kaldheira = STANDARD_CIRCUITS.kaldheira;
const FR_KALDHEIRA = 'Kaldheira — les bassins du malheur';
const copy: Circuit = {
  ...kaldheira,
  id: 'c-copy',
  name: 'Ma copie',
  spaces: { ...kaldheira.spaces, D4: 'lava' },
};

/** A real (tiny) report on the copy, with its change against Kaldheira measured as the lab does. */
function changeReport(): BalanceReport {
  const cfg: BalanceConfig = {
    circuits: [copy],
    titans: ['craken', 'rassik', 'grinder'],
    bots: ['greedy', 'greedy', 'greedy'],
    games: 3,
    seed: 7,
    laps: 1,
    abilities: false,
    cards: false,
    skill: false,
  };
  let child: BalanceRun | null = null;
  const report = runBalance(cfg, (r) => (child = r));
  let parentRun: BalanceRun | null = null;
  runBalance(parentConfig(child!, kaldheira), (r) => (parentRun = r));
  return {
    ...report,
    verdict: { ...(report.verdict ?? buildVerdict(report)), change: changeOf(child!, parentRun!, kaldheira) },
  };
}

describe('the French lab names the standard circuits in French', () => {
  it('in the circuit picker, and in a saved run’s name written from its data; an old record as saved', async () => {
    const report = changeReport();
    const at = Date.now();
    // Saved in English (the name a run gets is written in the language of the moment) …
    const made = await saveReport({
      kind: 'balance',
      name: 'made in English',
      auto: {},
      createdAt: at,
      report,
    });
    // … and one saved by an older version: its English name only.
    const old = await saveReport({
      kind: 'balance',
      name: 'Kaldheira — the pools of doom · 3 games · 2026-11-20 10:00',
      createdAt: at - 60_000,
      report: runBalance({ ...report.reproduce, circuits: [kaldheira], games: 3 } as BalanceConfig),
    });
    expect(made.ok && old.ok).toBe(true);
    const listed = await listReports('balance');
    expect(listed.ok && listed.value.length).toBe(2);
    expect(listed.ok && listed.unreadable).toEqual([]);

    setCatalogue('fr', fr);
    render(<BalanceView circuits={STANDARD} initialId={null} />);
    const picker = screen.getByRole('combobox', { name: 'Circuit' });
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain(FR_KALDHEIRA);
    expect(options).toContain('Les ruines de Ban-Kog');
    expect(options.join(' ')).not.toContain('the pools of doom');

    const items = await screen.findAllByTestId('saved-report', {}, { timeout: 5000 });
    const names = items.map((li) => li.querySelector('.name')?.textContent);
    expect(names[0]).toMatch(/^Ma copie, changement par rapport à Kaldheira — les bassins du malheur · /);
    // The older record: loaded, listed by the name it was saved with (less the date the list shows).
    expect(names[1]).toBe('Kaldheira — the pools of doom · 3 games');

    // The same run in English again: its name follows the language.
    setCatalogue('en', en);
    expect(savedName({ kind: 'balance', name: '', auto: {}, createdAt: at, report })).toMatch(
      /^Ma copie, change against Kaldheira — the pools of doom · /,
    );
  });

  it('a saved Suggest search by its circuit’s id: a standard one in French, a designer’s as saved', () => {
    const search = (circuitId: string, circuitName: string) =>
      ({
        kind: 'suggest',
        name: 'x',
        auto: {},
        createdAt: 0,
        seconds: 1,
        circuitName,
        form: { circuitId, games: 200 },
      }) as unknown as SavedReport;
    setCatalogue('fr', fr);
    expect(savedName(search('kaldheira', kaldheira.name))).toContain(FR_KALDHEIRA);
    expect(savedName(search('kaldheira', kaldheira.name))).not.toContain('pools of doom');
    // A designer's circuit that took a standard one's name is not renamed.
    expect(savedName(search('c-1', kaldheira.name))).toContain('Kaldheira — the pools of doom');
  });

  it('a Batch run just played (its names the list’s, in English) is titled in French', () => {
    const seats = (['grinder', 'slaugg', 'craken'] as const).map((titan) => ({
      titan,
      bot: 'greedy' as const,
    }));
    const cfg = batchConfig(
      { seats, games: 2, seed: 3, rotate: false, house: DEFAULT_HOUSE_RULES, teams: false },
      ['kaldheira'],
    );
    const result = {
      report: batchReport(cfg, runRange(cfg, 0, 2)),
      circuits: cfg.circuits,
      names: [kaldheira.name],
      seconds: 1,
      cfg,
      played: 2,
    };
    setCatalogue('fr', fr);
    render(
      <ResultPanel
        result={result}
        figure="visits"
        scaleMax={1}
        winMax={1}
        lifeMax={1}
        lengthAxes={null}
        tag="A"
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`A ${FR_KALDHEIRA}`);
  });
});
