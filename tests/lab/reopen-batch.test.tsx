// A reload of the lab shows again the Batch run this tab showed (it is saved; the view used to come back
// empty, the run one "Open" away in the saved list).
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runRange } from '../../src/sim/batch';
import { batchConfig, batchReport, savedBatch } from '../../src/ui/lab/batchResults';
import { DEFAULT_HOUSE_RULES } from '../../src/ui/lab/HouseRules';
import { saveReport } from '../../src/ui/lab/reports';
import { BatchView } from '../../src/ui/lab/BatchView';
import { standardPlayables } from '../../src/editor/library';

const STANDARD = standardPlayables();

describe('Batch after a reload', () => {
  it('shows again the saved run this tab showed', async () => {
    const seats = (['grinder', 'slaugg', 'craken'] as const).map((titan) => ({
      titan,
      bot: 'greedy' as const,
    }));
    const cfg = batchConfig(
      { seats, games: 2, seed: 3, rotate: false, house: DEFAULT_HOUSE_RULES, teams: false },
      ['kaldheira'],
    );
    const tally = runRange(cfg, 0, 2);
    const out = [
      {
        report: batchReport(cfg, tally),
        circuits: cfg.circuits,
        names: ['Kaldheira'],
        seconds: 1,
        cfg,
        played: 2,
      },
    ];
    const s = await saveReport(savedBatch(out));
    if (!s.ok) throw new Error('not saved');
    sessionStorage.setItem('titanRace.lab.openBatch', s.id);
    render(<BatchView circuits={STANDARD} initialId={null} />);
    expect(await screen.findByText(/^2 games \(2 finished\)/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
