// A designer's circuit named in the address (`#/lab?circuit=<id>&view=suggest`, a reload of the Suggest
// tab, or a link) is the one Suggest searches, even though the editor's library arrives after the first
// render: the form must not fall back to the first standard circuit in the meantime.
// @vitest-environment jsdom
import '../../src/i18n/labMessages';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STANDARD_CIRCUITS } from '../../src/engine/circuits';
import { standardPlayables, type PlayableCircuit } from '../../src/editor/library';
import type { SuggestConfig } from '../../src/sim/suggest/search';
import { SuggestView } from '../../src/ui/lab/SuggestView';

const searched: SuggestConfig[] = [];
vi.mock('../../src/sim/pool/browser', () => ({ browserPool: () => ({ size: 1, run: vi.fn(), close() {} }) }));
vi.mock('../../src/sim/suggest/search', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  suggest: (cfg: SuggestConfig) => {
    searched.push(cfg);
    return new Promise(() => {});
  },
}));
afterEach(() => {
  searched.length = 0;
});

const STANDARD = standardPlayables();
const MINE: PlayableCircuit = {
  id: 'c-mine',
  name: 'My lagoon',
  circuit: { ...STANDARD_CIRCUITS.kaldheira, id: 'c-mine', name: 'My lagoon', spaces: { C5: 'lava' } },
  standard: false,
  parent: 'kaldheira',
};

describe('Suggest opened on a saved circuit before the library has loaded', () => {
  it('keeps that circuit once the library arrives, and searches it', () => {
    const view = render(<SuggestView circuits={STANDARD} initialId="c-mine" />);
    // The library is still loading: nothing to run yet (not Kaldheira in its place).
    expect(screen.getByRole('button', { name: 'Suggest changes' })).toBeDisabled();
    view.rerender(<SuggestView circuits={[...STANDARD, MINE]} initialId="c-mine" />);
    expect(screen.getByTestId('suggest-circuit')).toHaveValue('c-mine');
    // Play-test lab2: eight changes were listed under "the best three are checked": every undo is checked
    // too, whatever its rank, and the budget says the replication games the cards' figures rest on.
    expect(
      screen.getByText(
        /also try undoing your edits against Kaldheira.*checks every undo on the fresh games, whatever its rank/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /the best three are checked on twice as many fresh games, then measured once more on as many others/,
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Suggest changes' }));
    expect(searched[0].circuit.spaces).toEqual({ C5: 'lava' });
  });
});
