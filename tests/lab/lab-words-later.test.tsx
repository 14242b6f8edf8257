// @vitest-environment jsdom
// Play-test 52: a Balance run finished in English, then viewed in French, kept "Saved in this browser
// (Saved reports below)." and named the version it measured against "Lava Canyon as of 11/30/26, 3:45 PM".
// Both are worded when shown now: the run's closing words are a function of the page's language, and a
// version is kept as data (its name and when), its date written in the page's language.
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCatalogue, t } from '../../src/i18n';
import { useT } from '../../src/i18n/useT';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { useRun } from '../../src/ui/lab/useRun';
import { versionName, WHEN } from '../../src/ui/lab/previousVersion';
import { ChangePanel } from '../../src/ui/lab/ChangePanel';
import type { BalanceReport } from '../../src/sim/balance';
import type { VerdictChange } from '../../src/sim/change';

afterEach(() => setCatalogue('en', en));

const useLabRun = () => {
  useT();
  return useRun({ done: 0 });
};

describe('a finished run’s words follow the page’s language', () => {
  it('"Saved in this browser" in English, then in French after a switch', async () => {
    const { result } = renderHook(useLabRun);
    await act(() =>
      result.current.start({ done: 0 }, async (ctl) => ctl.finish('done', () => t('lab.savedHere'))),
    );
    expect(result.current.message).toBe('Saved in this browser (Saved reports below).');
    act(() => setCatalogue('fr', fr));
    expect(result.current.message).toBe('Enregistré dans ce navigateur (Rapports enregistrés ci-dessous).');
  });
});

describe('the version a change is measured against is named when shown', () => {
  const asOf = Date.UTC(2026, 10, 30, 15, 45);
  const fairness = { answer: 'same', a: { rms: 0.1 }, b: { rms: 0.1 }, ci: [-0.01, 0.01] };
  const report = (parent: VerdictChange['parent']) =>
    ({
      games: 300,
      reproduce: { circuits: [] },
      verdict: { change: { parent, games: 300, fairness, rows: [], findings: [], sentences: [] } },
    }) as unknown as BalanceReport;
  const title = (parent: VerdictChange['parent']) => {
    const { container, unmount } = render(<ChangePanel report={report(parent)} />);
    const h = container.querySelector('h3')!.textContent!;
    unmount();
    return h;
  };

  it('in English, then in French with a French date', () => {
    const v = { id: 'c-lava', name: 'Lava Canyon', asOf };
    expect(title(v)).toBe(
      `Your change against Lava Canyon as of ${new Date(asOf).toLocaleString('en', WHEN)}`,
    );
    setCatalogue('fr', fr);
    const fr1 = title(v);
    expect(fr1).toBe(
      `Votre modification par rapport à Lava Canyon au ${new Date(asOf).toLocaleString('fr', WHEN)}`,
    );
    // A French date: day first, no AM/PM.
    expect(fr1).toMatch(/au 30\/11\/2026/);
    expect(fr1).not.toMatch(/PM|AM/);
  });

  it('a change saved before, with the date in its name, is shown as it was saved (still readable)', () => {
    setCatalogue('fr', fr);
    expect(versionName({ name: 'Lava Canyon as of 11/30/26, 3:45 PM' })).toBe(
      'Lava Canyon as of 11/30/26, 3:45 PM',
    );
    // The original, a standard circuit, in the page's language.
    expect(versionName({ name: 'Kaldheira — the pools of doom' })).toBe('Kaldheira — les bassins du malheur');
  });
});
