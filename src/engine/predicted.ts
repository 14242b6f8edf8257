// Writing a predicted outcome (predict.ts) onto a state and putting it back: greedy evaluates the state a
// plain die move leads to without copying the state (bots/greedy.ts predictedScore). For search only.
import { wasGone, type PlainOutcome } from './predict';
import { plus } from './state';
import type { CardId, GameState, SpaceIdx } from './types';

/** What writePredicted changed in a state, to put it back: every Titan's changeable part, by seat. Reuse one record. */
export interface PredictedMark {
  spaces: SpaceIdx[];
  laps: number[];
  lives: number[];
  kos: boolean[];
  hands: CardId[][];
  traps: SpaceIdx[];
  winner: number;
}

export function newPredictedMark(): PredictedMark {
  return { spaces: [], laps: [], lives: [], kos: [], hands: [], traps: [], winner: -1 };
}

/**
 * Write a predicted outcome onto `s` (the caller's private copy) so it can be evaluated as the state the
 * move leads to — the mover's and the other Titans' spaces, laps, Life and knock-outs, the cards drawn, the
 * traps gone and the winner — then put it back with restorePredicted. For search only: the deck, the
 * discard pile and the generator are left as they were.
 */
export function writePredicted(s: GameState, o: PlainOutcome, m: PredictedMark): void {
  const ts = s.titans;
  for (let u = 0; u < ts.length; u++) {
    const U = ts[u];
    m.spaces[u] = U.space;
    m.laps[u] = U.lap;
    m.lives[u] = U.life;
    m.kos[u] = U.ko;
    m.hands[u] = U.hand;
  }
  m.traps = s.traps;
  m.winner = s.winner;
  const T = ts[s.active];
  T.space = o.space;
  T.lap = o.lap;
  T.life = o.life;
  T.ko = o.ko;
  if (o.others !== 0)
    for (let u = 0; u < ts.length; u++)
      if ((o.others >> u) & 1) {
        const U = ts[u];
        U.space = o.spaces[u];
        U.lap = o.laps[u];
        U.life = o.lives[u];
        U.ko = o.kos[u];
      }
  // Hands are copied on write (GameState's arrays are never changed in place).
  for (let k = 0; k < o.drawn; k++) {
    const D = ts[o.drawers[k]];
    D.hand = plus(D.hand, s.deck[k]);
  }
  if (o.goneCount > 0) s.traps = s.traps.filter((x) => !wasGone(o, x));
  if (o.won) s.winner = s.active;
}

export function restorePredicted(s: GameState, m: PredictedMark): void {
  const ts = s.titans;
  for (let u = 0; u < ts.length; u++) {
    const U = ts[u];
    U.space = m.spaces[u];
    U.lap = m.laps[u];
    U.life = m.lives[u];
    U.ko = m.kos[u];
    U.hand = m.hands[u];
  }
  s.traps = m.traps;
  s.winner = m.winner;
}
