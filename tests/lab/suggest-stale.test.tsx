// Play-test 52: after applying Suggest's own change (F4 plain → Ice) in the editor, the Suggest tab still
// showed "Best proven change: F4 plain → Ice" with no word that it was made for the circuit before. The
// result now says so when the library's circuit of that id paints its spaces otherwise than the circuit
// the search ran on (its suggestions' circuit with their edits taken back), with the button to run again.
// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import type { Circuit } from '../../src/engine/types';
import type { PlayableCircuit } from '../../src/editor/library';
import type { SuggestResult, Suggestion } from '../../src/sim/suggest/search';
import { searchedCircuit, SuggestStale } from '../../src/ui/lab/SuggestStale';

afterEach(() => setCatalogue('en', en));

const before: Circuit = { id: 'c-lava', name: 'Lava Canyon', spaces: { A1: 'lava', C5: 'bonus' } };
// The best proven change paints F4 with ice; another repaints C5.
const card = (spaces: Circuit['spaces'], edits: Suggestion['edits']) =>
  ({
    circuit: { ...before, spaces },
    edits,
    kind: 'add',
    from: { id: 'c-lava', name: 'Lava Canyon' },
  }) as Suggestion;
const result = {
  suggestions: [
    card({ A1: 'lava', C5: 'bonus', F4: 'ice' }, [{ space: 'F4', from: 'plain', to: 'ice' }]),
    card({ A1: 'lava', C5: 'lava' }, [{ space: 'C5', from: 'bonus', to: 'lava' }]),
  ],
} as unknown as SuggestResult;
const lib = (spaces: Circuit['spaces']): PlayableCircuit[] => [
  { id: 'c-lava', name: 'Lava Canyon', circuit: { ...before, spaces }, standard: false },
];

function show(spaces: Circuit['spaces'], formId = 'c-lava') {
  const onRun = vi.fn();
  const r = render(
    <SuggestStale result={result} circuits={lib(spaces)} formId={formId} running={false} onRun={onRun} />,
  );
  return { onRun, ...r };
}

describe('a Suggest result made for the circuit before the last change says so', () => {
  it('the searched circuit is a suggestion’s circuit with its edits taken back', () => {
    expect(searchedCircuit(result)!.spaces).toEqual(before.spaces);
  });

  it('no note while the circuit is as the search found it', () => {
    show({ C5: 'bonus', A1: 'lava' });
    expect(screen.queryByTestId('suggest-stale')).toBeNull();
  });

  it('the suggestion applied in the editor: the note, and the button runs Suggest again', () => {
    const { onRun } = show({ A1: 'lava', C5: 'bonus', F4: 'ice' });
    expect(screen.getByTestId('suggest-stale')).toHaveTextContent(
      'This was suggested for the circuit before your last change: its spaces differ now. Run Suggest again for the circuit as it is now.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Suggest again for the circuit as it is now' }));
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('in French too', () => {
    setCatalogue('fr', fr);
    show({ A1: 'lava' });
    expect(screen.getByTestId('suggest-stale').textContent).toContain(
      'Ceci a été suggéré pour le circuit d’avant votre dernière modification',
    );
    expect(
      screen.getByRole('button', { name: 'Suggérer à nouveau pour le circuit tel qu’il est maintenant' }),
    ).toBeTruthy();
  });

  it('the form on another circuit: the note without the button (it would search that one)', () => {
    show({ A1: 'lava', C5: 'bonus', F4: 'ice' }, 'kaldheira');
    expect(screen.getByTestId('suggest-stale')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
