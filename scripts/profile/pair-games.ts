// Paired comparison's workload (pair.sh): one engine's random 4-Titan games on a path, or greedy games,
// bundled once per checkout so that two engines can run side by side in one process. Modes: public
// (legalActions + applyAction), inplace (legalActions + applyInPlace), moves (legalMoves + applyMove),
// checked (legalMoves, the chosen code made an action by moveAction and applied checked by applyInPlace: gap.ts), greedy (runRange: 4 greedy bots on Kaldheira). The same seed gives the same games on every engine
// whose rules agree.
import { applyAction, legalActions, newGame, type CircuitId, type GameState } from '../../src/engine';
import { STANDARD_ORDER } from '../../src/engine/circuits';
import { applyInPlace, applyMove, legalMoves, moveAction, mulberry } from '../../src/engine/search';
import { runRange } from '../../src/sim/batch';
import type { BotLevel } from '../../src/bots/types';

const TITANS = ['grinder', 'slaugg', 'craken', 'rassik'] as const;

/** Plays `n` games from `seed` on `mode`; returns the actions played (greedy: the games). */
export function games(mode: string, n: number, seed: number): number {
  if (mode === 'greedy') {
    const bots: BotLevel[] = ['greedy', 'greedy', 'greedy', 'greedy'];
    runRange(
      { circuits: ['kaldheira'], titans: [...TITANS], bots, games: seed + n, seed: 777 },
      seed,
      seed + n,
    );
    return n;
  }
  const rand = mulberry(seed);
  const codes: number[] = [];
  let actions = 0;
  for (let g = 0; g < n; g++) {
    const circuit = STANDARD_ORDER[g % STANDARD_ORDER.length] as CircuitId;
    let s: GameState = newGame({ circuits: [circuit], titans: [...TITANS], seed: (seed + g) >>> 0 });
    for (let guard = 0; s.winner < 0 && guard < 20000; guard++) {
      if (mode === 'moves') {
        if (applyMove(s, codes[Math.floor(rand() * legalMoves(s, codes))])) throw new Error('refused');
      } else if (mode === 'checked') {
        const code = codes[Math.floor(rand() * legalMoves(s, codes))];
        if (applyInPlace(s, moveAction(s, code))) throw new Error('refused');
      } else {
        const legal = legalActions(s);
        const a = legal[Math.floor(rand() * legal.length)];
        if (mode === 'public') {
          const r = applyAction(s, a);
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
        } else if (applyInPlace(s, a)) throw new Error('refused');
      }
      actions++;
    }
  }
  return actions;
}
