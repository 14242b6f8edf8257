// predict.ts: a plain die move's predicted outcome is exactly what applying it does, whenever the
// prediction is made — over random games on every circuit, Grand Slam, 6 Titans, reactions always and
// never (R11.4), Shields and pirates included.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type GameSetup } from '../../src/engine';
import { applyInPlace } from '../../src/engine/apply';
import { predictPlainMove } from '../../src/engine/predict';
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
            const want = {
              space: o.space,
              lap: o.lap,
              life: o.life,
              ko: o.ko,
              won: o.won,
              gone: [...o.gone],
            };
            const drawn = o.drawn;
            const st = cloneState(s);
            expect(applyInPlace(st, a, s)).toBeNull();
            expect(st.pending).toBeNull();
            expect(st.winner >= 0).toBe(want.won);
            if (want.won) expect(st.winner).toBe(s.active);
            else {
              const U = st.titans[s.active];
              expect({ space: U.space, lap: U.lap, life: U.life, ko: U.ko }).toEqual({
                space: want.space,
                lap: want.lap,
                life: want.life,
                ko: want.ko,
              });
              expect(U.hand).toEqual([...T.hand, ...s.deck.slice(0, drawn)]);
              expect(st.traps).toEqual(s.traps.filter((x) => !want.gone.includes(x)));
              st.titans.forEach((V, k) => {
                if (k !== s.active) expect(V).toEqual(s.titans[k]);
              });
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
  });
});
