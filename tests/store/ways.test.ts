// The way choice (issue 20): asked only when the ways to a destination give different results, decided
// by the engine's whole-move previews; otherwise skipped. When asked, each way says how it differs.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame } from '../../src/engine';
import type { Action, CircuitId, GameState } from '../../src/engine/types';
import { parseSpace } from '../../src/engine/board';
import { guide } from '../../src/store/guide';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';
import { promptText } from '../../src/ui/game/promptText';
import { compareWays, wayKey, waysEqual } from '../../src/store/ways';
import { wayNote, waysShared } from '../../src/ui/wayText';

/** Craken (first) takes the blue die and enters on `start` (R9.2): its blue move is next. */
function blueFrom(circuit: CircuitId, start: string): GameState {
  let s = newGame({
    circuits: [circuit],
    titans: ['craken', 'grinder', 'slaugg'],
    seed: 3,
    first: 'craken',
    rolls: ['blue', 'yellow', 'red', 'brown'],
  });
  const step = (a: Action) => {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  };
  step({ type: 'roll' });
  step({ type: 'chooseDie', die: s.pool.indexOf('blue') });
  step({ type: 'enter', space: start });
  return s;
}
const RS: Action = { type: 'dieAction', path: ['R', 'S'] };
const SR: Action = { type: 'dieAction', path: ['S', 'R'] };

describe('ways to one destination (issue 20)', () => {
  it('equal: E1 to F4 on the Lagoon crosses one pirates space either way (F2 or E3, R7.2)', () => {
    const s = blueFrom('deadMansLagoon', 'E1');
    expect(waysEqual(s, [RS, SR])).toBe(true);
    // The guide takes the destination, then does not ask the way: Confirm comes next.
    const f4 = String(parseSpace('F4', 1, 1));
    const g = guide(s, legalActions(s), { mode: 'die', picks: { dest: f4 } });
    expect(g.sameWays).toBe(2);
    expect(g.ask).toBeNull();
    expect(g.action).not.toBeNull();
    expect(g.dest).toBe(Number(f4));
  });

  it('not equal: on Kaldheira one way crosses the lava on F2 (R7.1), the other nothing; the guide asks, naming F4', () => {
    const s = blueFrom('kaldheira', 'E1');
    expect(waysEqual(s, [RS, SR])).toBe(false);
    expect(wayKey(s, RS)).not.toBe(wayKey(s, SR));
    const diff = compareWays(
      s,
      new Map([
        ['R,S', RS],
        ['S,R', SR],
      ]),
    ).notes;
    expect(diff.get('R,S')).toEqual([{ kind: 'life', titan: 'craken', cause: 'lava', space: 'F2' }]);
    expect(diff.get('S,R')).toEqual([]);
    const f4 = String(parseSpace('F4', 1, 1));
    const g = guide(s, legalActions(s), { mode: 'die', picks: { dest: f4 } });
    expect(g.ask?.attr.key).toBe('path');
    // The question is data naming F4, worded by the page in the language shown.
    expect(g.ask?.attr.prompt).toEqual({ key: 'flow.askPathTo', space: Number(f4) });
    expect(promptText(g.ask!.attr.prompt, 1)).toBe('Choose the way to F4');
    setCatalogue('fr', fr);
    try {
      expect(promptText(g.ask!.attr.prompt, 1)).toBe('Choisissez le chemin vers F4');
    } finally {
      setCatalogue('en', en);
    }
    expect(g.sameWays).toBe(0);
    // Both ways end on the bonus space F4 (R7.7): said once, and the lava-free way is not "nothing on the
    // way" as if nothing happened (play-test 49: a way to a fire statue read so, then blasted two Titans).
    const draw = { kind: 'draw', titan: 'craken', space: 'F4' };
    expect(g.wayShared).toEqual([draw]);
    expect(waysShared(g.wayShared)).toBe('Either way: bonus on F4: Craken draws a card.');
    expect(wayNote(g.wayNotes!.get('S,R'), g.wayShared.length)).toBe('nothing else on the way');
    expect(wayNote(g.wayNotes!.get('R,S'), g.wayShared.length)).toBe('lava on F2: Craken −1 Life');
    setCatalogue('fr', fr);
    try {
      expect(waysShared(g.wayShared)).toMatch(/^Quel que soit le chemin\u202f: bonus en F4/);
      expect(wayNote([], 1)).toBe('rien d’autre en chemin');
    } finally {
      setCatalogue('en', en);
    }
  });

  it('a way with nothing of its own, where no way does anything else, is "nothing on the way"', () => {
    expect(wayNote([], 0)).toBe('nothing on the way');
    const s = blueFrom('kaldheira', 'E1');
    const { shared } = compareWays(s, new Map([['R,S', RS]]));
    expect(shared.length).toBeGreaterThan(0); // one way alone: everything it does is shared
  });

  it("a blast's Life loss is not said at the victim's space as if the statue stood there (R7.3)", () => {
    const note = wayNote([
      { kind: 'blast', space: 'C3' },
      { kind: 'life', titan: 'rassik', cause: 'fire', space: 'B4' },
    ]);
    expect(note).toBe('fire statue on C3 blasts; fire statue: Rassïk −1 Life');
    expect(note).not.toContain('B4');
  });
});
