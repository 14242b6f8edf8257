// Whole-move previews (issue 13, engine/preview.ts): a move that pauses for the pirates (R7.3) or for a
// reaction (R11.3) is previewed to where it really ends, and the guide offers that end as the destination.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions } from '../../src/engine';
import { spaceName } from '../../src/engine/board';
import { previewAction } from '../../src/engine/preview';
import type { Action, GameSetup, GameState } from '../../src/engine/types';
import { moveEnd, preview } from '../../src/store/guide';
import { decisionActions } from '../../src/engine/decisions';
import { mulberry } from '../../src/engine/search';

function play(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
  return r.state;
}

/** Dead Man's Lagoon: Craken first, with the blue die, entered on E1 (the case). */
function crakenOnE1WithBlue(): GameState {
  const setup: GameSetup = {
    circuits: ['deadMansLagoon'],
    titans: ['craken', 'grinder', 'slaugg'],
    seed: 3,
    first: 'craken',
    rolls: ['blue', 'yellow', 'red', 'brown'],
  };
  const r = createGame(setup);
  if (!r.ok) throw new Error(r.error.message);
  let s = play(r.state, { type: 'roll' });
  s = play(s, { type: 'chooseDie', die: s.pool.indexOf('blue') });
  return play(s, { type: 'enter', space: 'E1' });
}

describe('whole-move previews', () => {
  it('R7.3 Dead Man’s Lagoon: blue from E1 through the pirates on F2 or E3 ends on D4 or F4, never on the pirates', () => {
    const s = crakenOnE1WithBlue();
    const moves = legalActions(s).filter((a) => a.type === 'dieAction');
    expect(moves.length).toBeGreaterThan(0);
    const ends = new Set(moves.map((a) => spaceName(moveEnd(s, a), 1)));
    expect(ends.has('F2')).toBe(false);
    expect(ends.has('E3')).toBe(false);
    expect(ends.has('F4')).toBe(true);
    // The path by F2: the preview names the pirates as Craken's choice and runs on to F4.
    const pausesOn = (a: Action) => {
      const r = applyAction(s, a);
      const at = r.ok ? r.state.pending?.space : undefined;
      return at === undefined ? null : spaceName(at, 1);
    };
    const viaF2 = moves.find((a) => pausesOn(a) === 'F2')!;
    expect(viaF2).toBeDefined();
    const p = preview(s, viaF2);
    expect(p.decisions).toEqual([{ kind: 'pirates', titan: 'craken', space: 'F2', at: expect.any(Number) }]);
    const last = [...p.events].reverse().find((e) => e.type === 'moved');
    expect(last).toMatchObject({ titan: 'craken', to: 'F4' });
  });

  it('previewAction ends where playing the action and the default decisions ends (random positions)', () => {
    const rng = mulberry(11);
    let checked = 0;
    let paused = 0;
    for (let g = 0; g < 30; g++) {
      const r = createGame({
        circuits: ['deadMansLagoon'],
        titans: ['craken', 'grinder', 'slaugg', 'rassik'],
        seed: g,
      });
      if (!r.ok) throw new Error(r.error.message);
      let s = r.state;
      for (let step = 0; step < 400 && s.winner < 0; step++) {
        const legal = legalActions(s);
        for (const a of legal) {
          if (a.type !== 'dieAction' && a.type !== 'enter') continue;
          const pv = previewAction(s, a);
          expect(pv.ok).toBe(true);
          if (!pv.ok) continue;
          expect(pv.state.pending).toBeNull();
          checked++;
          if (pv.decisions.length) paused++;
        }
        const a = s.pending ? decisionActions(s)[0] : legal[Math.floor(rng() * legal.length)];
        s = play(s, a);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(paused).toBeGreaterThan(0);
  });
});

describe('previews mark the spaces an effect hits', () => {
  it('strikes, blasts and new traps are in `hits`, exactly their spaces (R7.4, R10, R11)', () => {
    const rng = mulberry(5);
    let seen = 0;
    for (let g = 0; g < 20 && seen < 20; g++) {
      const r = createGame({
        circuits: ['moltenchest'],
        titans: ['slaugg', 'grinder', 'craken', 'rassik'],
        seed: g,
      });
      if (!r.ok) throw new Error(r.error.message);
      let s = r.state;
      for (let step = 0; step < 300 && s.winner < 0; step++) {
        const legal = legalActions(s);
        for (const a of legal) {
          if (a.type === 'roll' || a.type === 'chooseDie' || a.type === 'endTurn') continue;
          const p = preview(s, a);
          if (!p.ok) continue;
          const want = new Set<string>();
          for (const e of p.events) {
            if (e.type === 'struck') e.spaces.forEach((x) => want.add(x));
            if (e.type === 'blast' || e.type === 'trapPlaced') want.add(e.space);
          }
          expect(new Set([...p.hits].map((x) => spaceName(x, 1)))).toEqual(want);
          if (want.size) seen++;
        }
        const a = s.pending ? decisionActions(s)[0] : legal[Math.floor(rng() * legal.length)];
        s = play(s, a);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
