// Issue 14: the editor's checks in English and French. The warnings and the validator's problems keep
// their English `message` (the CLI and the contract read it); the UI words them from their codes.
import { afterEach, describe, expect, it } from 'vitest';
import { circuitWarnings } from '../../src/editor/warnings';
import { validateCircuit } from '../../src/engine/circuits';
import { LOCAL_NAMES } from '../../src/engine/board';
import type { Circuit, Element } from '../../src/engine/types';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { problemText, warningText } from '../../src/ui/editor/problemText';
import { elementLabel } from '../../src/ui/editor/elementLabel';
import { landingSentence } from '../../src/ui/editor/StepOverlay';

const circuit = (spaces: Record<string, Element>): Circuit => ({ id: 'x', name: 'x', spaces });
const row = (r: number, e: Element) =>
  Object.fromEntries(LOCAL_NAMES.filter((n) => Number(n.slice(1)) === r).map((n) => [n, e]));
// Every kind of warning: no bonus, an element on a start space, a wall of hazards (and one at the start).
const samples: Circuit[] = [
  circuit({}),
  circuit({ A1: 'lava', C1: 'bonus' }),
  circuit({ ...row(5, 'lava'), ...row(6, 'pirates'), B4: 'bonus' }),
  circuit({ A1: 'lava', C1: 'pirates', E1: 'fireStatue', B4: 'bonus' }),
];
// A closed line of ice (R7.6): D2, D4, …, D12 wraps back to D2.
const iceLine = circuit({ D2: 'ice', D4: 'ice', D6: 'ice', D8: 'ice', D10: 'ice', D12: 'ice' });

afterEach(() => setCatalogue('en', en));

describe('editor checks in two languages (issue 14)', () => {
  it('in English every warning reads exactly as its message (R7.7, R9.2)', () => {
    const all = samples.flatMap(circuitWarnings);
    expect(new Set(all.map((w) => w.code))).toEqual(new Set(['noBonus', 'startSpace', 'damageWall']));
    for (const w of all) expect(warningText(w)).toBe(w.message);
  });

  it('in French every warning is worded from its code, naming the same spaces', () => {
    setCatalogue('fr', fr);
    const all = samples.flatMap(circuitWarnings);
    for (const w of all) {
      const text = warningText(w);
      expect(text).not.toBe(w.message);
      for (const s of w.spaces ?? []) expect(text).toContain(s);
    }
    const start = circuitWarnings(circuit({ A1: 'lava' })).find((w) => w.code === 'startSpace')!;
    expect(warningText(start)).toBe(
      'Lave sur la case de départ A1 : chaque Titan commence sa course sur A1, C1 ou E1, que les circuits standard laissent vides.',
    );
    // The English message is untouched whatever the language.
    expect(start.message).toMatch(/^Lava on start space A1/);
  });

  it('a problem of the validator: its English message in English, its code worded in French (R7.6)', () => {
    const v = validateCircuit(iceLine);
    expect(v.ok).toBe(false);
    const p = v.ok ? null : v.problems.find((x) => x.code === 'iceLoop')!;
    expect(p).toBeTruthy();
    expect(problemText(p!)).toBe(p!.message);
    setCatalogue('fr', fr);
    expect(problemText(p!)).toBe(
      `La glace qui passe par ${p!.space} forme une ligne fermée\u202f: un Titan glisserait sans fin (R7.6).`,
    );
    // A code the catalogue does not know keeps the engine's message.
    expect(problemText({ code: 'somethingNew', message: 'As the engine says.' })).toBe('As the engine says.');
  });

  it('element names and the step sentence follow the language', () => {
    expect(elementLabel('fireStatue')).toBe('Fire statue');
    expect(
      landingSentence('C3', [{ dir: 'S', first: 'C5', end: 'C5', slide: [], jump: false, lap: false }]),
    ).toBe('From C3, one forward step: S to C5.');
    setCatalogue('fr', fr);
    expect(elementLabel('fireStatue')).toBe('Statue de feu');
    expect(
      landingSentence('C3', [{ dir: 'S', first: 'C5', end: 'C5', slide: [], jump: false, lap: false }]),
    ).toBe('Depuis C3, un pas en avant : S vers C5.');
  });
});
