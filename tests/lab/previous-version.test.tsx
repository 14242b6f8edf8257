// "What did my latest change do?" Balance on a saved circuit that a saved report played with other spaces
// offers that version as the "before" (the latest edit), beside the original it was copied from (every
// edit together), and runs its change against the one chosen.
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import type { Circuit } from '../../src/engine/types';
import { standardPlayables, type PlayableCircuit } from '../../src/editor/library';
import { previousVersion, spacesDiffering } from '../../src/ui/lab/previousVersion';
import { saveReport, type SavedOf } from '../../src/ui/lab/reports';
import { BalanceView } from '../../src/ui/lab/BalanceView';
import { runBalance } from '../../src/sim/balance';

const STANDARD = standardPlayables();
const kaldheira = STANDARD_CIRCUITS.kaldheira;
const version = (spaces: Circuit['spaces']): Circuit => ({
  ...kaldheira,
  id: 'c-mine',
  name: 'Mine',
  spaces,
});
const v1 = version({ ...kaldheira.spaces, D4: 'pirates' });
const v2 = version({ ...kaldheira.spaces, D4: 'pirates', A1: 'lava', C1: 'lava' });
const mine = (c: Circuit): PlayableCircuit => ({
  id: 'c-mine',
  name: 'Mine',
  circuit: c,
  standard: false,
  parent: 'kaldheira',
});
// A real (tiny) report: the saved list reads reports by their schema.
const reportOf = (c: Circuit) =>
  runBalance({
    circuits: [c],
    titans: ['craken', 'rassik', 'grinder'],
    bots: ['greedy', 'greedy', 'greedy'],
    games: 3,
    seed: 7,
    laps: 1,
    abilities: false,
    cards: false,
    skill: false,
  });
const saved = (c: Circuit, createdAt: number, id = `r${createdAt}`) =>
  ({
    id,
    rev: 1,
    tab: 't',
    savedAt: '',
    data: { kind: 'balance', name: 'x', createdAt, report: reportOf(c) },
  }) as SavedOf<'balance'>;

describe('previousVersion', () => {
  it('counts the spaces painted otherwise', () => {
    expect(spacesDiffering(v1, v2)).toBe(2);
    expect(spacesDiffering(v1, kaldheira)).toBe(1);
  });

  it('is the newest report of this circuit with other spaces than now, not the newest report', () => {
    const list = [saved(v1, 1000), saved(v2, 3000), saved(version(kaldheira.spaces), 500)];
    // v2 is the circuit now: its own report (3000) is no "before"; v1's (1000) is.
    expect(previousVersion(mine(v2), list)).toMatchObject({ at: 1000, differ: 2 });
    expect(previousVersion(mine(v1), list)).toMatchObject({ at: 3000, differ: 2 });
    expect(previousVersion(mine(v2), [saved(v2, 3000)])).toBeNull();
    expect(previousVersion(STANDARD[0], list)).toBeNull();
  });
});

describe('Balance: the change against the last report or the original', () => {
  it('offers both, the latest edit first, and the Run button names the one chosen', async () => {
    const ok = await saveReport({
      kind: 'balance',
      name: 'v1',
      createdAt: Date.now() - 60_000,
      report: reportOf(v1),
    });
    expect(ok.ok).toBe(true);
    render(<BalanceView circuits={[...STANDARD, mine(v2)]} initialId="c-mine" />);
    const choice = await screen.findByTestId('before-choice', {}, { timeout: 5000 });
    expect(choice).toHaveTextContent('2 spaces differ');
    const [latest, original] = screen.getAllByRole('radio', { name: /latest change|every change/ });
    expect(latest).toBeChecked();
    const run = () => screen.getByRole('button', { name: /^Run the balance report/ });
    expect(run()).toHaveAccessibleName(/and \d[\d,]* on Mine as of /);
    fireEvent.click(original);
    await waitFor(() =>
      expect(run()).toHaveAccessibleName(/and \d[\d,]* on Kaldheira — the pools of doom\)$/),
    );
  });
});

describe('Balance after a reload', () => {
  it('shows again the saved report this tab showed', async () => {
    const r = reportOf(v1);
    const s = await saveReport({ kind: 'balance', name: 'shown', createdAt: Date.now(), report: r });
    if (!s.ok) throw new Error('not saved');
    sessionStorage.setItem('titanRace.lab.openBalance', s.id);
    render(<BalanceView circuits={[...STANDARD, mine(v2)]} initialId="c-mine" />);
    expect(await screen.findByText('Verdict', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
