// predict.ts: a plain die move's predicted outcome is exactly what applying it does, whenever the
// prediction is made — over random games on every circuit, Grand Slam, 6 Titans, reactions always and
// never (R11.4), Shields and pirates included.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type GameSetup } from '../../src/engine';
import { applyInPlace } from '../../src/engine/apply';
import { predictPlainMove } from '../../src/engine/predict';
import { newPredictedMark, restorePredicted, writePredicted } from '../../src/engine/predicted';
import { cloneState } from '../../src/engine/state';
import { CIRCUIT_IDS } from '../../src/engine/types';
import { plainDieActions } from '../../src/bots/greedy';
import { mulberry } from '../../src/engine/search';

describe('predictPlainMove', () => {
  it('equals applying the move wherever it predicts one', () => {
    const setups: GameSetup[] = CIRCUIT_IDS.map((c, i) => ({
      circuits: [c],
      titans: ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'].slice(
        0,
        3 + (i % 4),
      ) as never,
      options: { reactions: i % 3 === 0 ? 'always' : i % 3 === 1 ? 'never' : 'eligible' },
    }));
    setups.push({
      circuits: ['banKog', 'estengaard', 'anglieh'],
      titans: ['chtoolhoo', 'ragnarok', 'craken'],
    });
    let predicted = 0;
    let notPredicted = 0;
    let others = 0;
    const mark = newPredictedMark();
    for (let i = 0; i < 10 * setups.length; i++) {
      const rand = mulberry(i);
      let s = newGame({ ...setups[i % setups.length], seed: 70 + i });
      for (let n = 0; s.winner < 0 && n < 3000; n++) {
        const T = s.titans[s.active];
        if (!s.pending && s.turn.phase === 'main' && !s.turn.over && !s.turn.dieDone && T.die) {
          for (const a of plainDieActions(T.die)) {
            const o = predictPlainMove(s, a.path);
            if (!o) {
              notPredicted++;
              continue;
            }
            const st = cloneState(s);
            expect(applyInPlace(st, a, s)).toBeNull();
            expect(st.pending).toBeNull();
            expect(st.winner >= 0).toBe(o.won);
            if (o.won) expect(st.winner).toBe(s.active);
            else {
              // The prediction written onto a copy is the real state: every Titan (the mover, those it
              // pushed or blasted, the hands that drew), the traps.
              if (o.others !== 0) others++;
              const mine = cloneState(s);
              writePredicted(mine, o, mark);
              expect(mine.titans).toEqual(st.titans);
              expect(mine.traps.slice().sort()).toEqual(st.traps.slice().sort());
              restorePredicted(mine, mark);
              expect(mine.titans).toEqual(s.titans);
            }
            predicted++;
          }
        }
        const legal = legalActions(s);
        const r = applyAction(s, legal[Math.floor(rand() * legal.length)]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(predicted).toBeGreaterThan(5000);
    expect(notPredicted).toBeGreaterThan(500);
    // Moves that push or blast other Titans are predicted too (R5.3, R7.3).
    expect(others).toBeGreaterThan(500);
  });
});
