// A Suggest candidate opened in the editor names the circuit it came from as its parent: a standard
// circuit by id, a saved one inline with the candidate's edits taken back (src/ui/lab/SuggestResult.tsx).
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Suggestion } from '../../src/sim/suggest/search';
import { searchedCircuit } from '../../src/ui/lab/SuggestResult';

const suggestion = (from: { id: string; name: string } | undefined): Suggestion =>
  ({
    circuit: { id: 'x', name: 'X', spaces: { C5: 'lava', F6: 'ice' } },
    edits: [
      { space: 'E3', from: 'multiRamp', to: 'plain' },
      { space: 'F6', from: 'lava', to: 'ice' },
      { space: 'C5', from: 'plain', to: 'lava' },
    ],
    from,
  }) as unknown as Suggestion;

describe('the parent of a Suggest candidate', () => {
  it('is the searched circuit: a saved one inline, every edit taken back', () => {
    expect(searchedCircuit(suggestion({ id: 'c-abc', name: 'My ramp' }))).toEqual({
      id: 'c-abc',
      name: 'My ramp',
      spaces: { F6: 'lava', E3: 'multiRamp' },
    });
  });
  it('a standard one by its id; none when the search did not say where it came from', () => {
    expect(searchedCircuit(suggestion({ id: 'kaldheira', name: 'Kaldheira' }))).toBe('kaldheira');
    expect(searchedCircuit(suggestion(undefined))).toBeUndefined();
  });
});
