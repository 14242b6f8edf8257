// Do/undo on the search path (engine/undo.ts): for sampled states of random games and every legal action,
// doAction gives exactly the state the pure applyAction returns, and undoAction then restores an
// identical state — with one Undo record reused for every action, and a refused action leaving the state
// as it was. Every circuit, Grand Slam, 6 Titans, teams, reactions always (R11.4), pirates and Shield
// decisions pending (R7.2, R11.3) as the random games reach them.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type GameSetup } from '../../src/engine';
import {
  SETUP_FIELDS,
  cloneState,
  copyPlay,
  copyTitan,
  copyTurn,
  type PlayFields,
} from '../../src/engine/state';
import type { TitanState, TurnState } from '../../src/engine/types';
import { doAction, newUndo, undoAction } from '../../src/engine/undo';
import type { Action } from '../../src/engine/types';
import { mulberry } from '../../src/engine/search';
import { SAMPLE_SETUPS } from './sample-setups';

const setups: GameSetup[] = [
  ...SAMPLE_SETUPS,
  {
    circuits: ['kaldheira'],
    titans: ['rassik', 'grinder', 'craken', 'slaugg'],
    teams: [
      ['rassik', 'craken'],
      ['grinder', 'slaugg'],
    ],
  },
] as GameSetup[];

describe('doAction / undoAction', () => {
  it('do equals applyAction and undo restores an identical state, for every legal action of sampled states', () => {
    const u = newUndo();
    let checked = 0;
    let pendingChecked = 0;
    for (let i = 0; i < 2 * setups.length; i++) {
      const rand = mulberry(100 + i);
      let s = newGame({ ...setups[i % setups.length], seed: 70 + i });
      const mine = cloneState(s); // followed in step with s, changed only by doAction/undoAction
      for (let n = 0; s.winner < 0 && n < 3000; n++) {
        const legal = legalActions(s);
        if (n % 3 === 0 || s.pending) {
          const before = JSON.stringify(mine);
          expect(before).toBe(JSON.stringify(s));
          for (const a of legal) {
            const r = applyAction(s, a);
            if (!r.ok) throw new Error(r.error.message);
            expect(doAction(mine, a, u)).toBeNull();
            expect(JSON.stringify(mine)).toBe(JSON.stringify(r.state));
            undoAction(mine, u);
            expect(JSON.stringify(mine)).toBe(before);
            checked++;
            if (s.pending) pendingChecked++;
          }
        }
        const a = legal[Math.floor(rand() * legal.length)];
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        // Keep the private copy in step through doAction itself (no undo): the record is simply reused.
        expect(doAction(mine, a, u)).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(3000);
    expect(pendingChecked).toBeGreaterThan(0);
  });

  it('a refused action changes nothing (wrong phase, unknown action)', () => {
    const u = newUndo();
    const s = newGame({ circuits: ['kaldheira'], titans: ['rassik', 'grinder', 'craken'], seed: 5 });
    const before = JSON.stringify(s);
    for (const a of [{ type: 'endTurn' }, { type: 'dance' }, { type: 'decide', choice: 'x' }] as Action[]) {
      expect(doAction(s, a, u)).not.toBeNull();
      expect(JSON.stringify(s)).toBe(before);
    }
  });

  it('cloneState and the copies undo makes (state.ts copyPlay, copyTurn, copyTitan) name the same fields (issue 22)', () => {
    const s = newGame({ circuits: ['kaldheira'], titans: ['rassik', 'grinder', 'craken'], seed: 5 });
    const clone = cloneState(s);
    const play = {} as PlayFields;
    copyPlay(s, play);
    expect([...SETUP_FIELDS, ...Object.keys(play)].sort()).toEqual(Object.keys(clone).sort());
    expect(Object.keys(clone).sort()).toEqual(Object.keys(s).sort());
    const turn = {} as TurnState;
    copyTurn(s.turn, turn);
    expect(Object.keys(turn).sort()).toEqual(Object.keys(clone.turn).sort());
    const titan = {} as TitanState;
    copyTitan(s.titans[0], titan);
    expect(Object.keys(titan).sort()).toEqual(Object.keys(clone.titans[0]).sort());
  });
});
