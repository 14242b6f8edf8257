// Search-value targets for the learned evaluation (Expert Iteration's second half): instead of who won
// the game, the position's value as master's flat search sees it. At a sampled position the decider's
// candidates (expert's, as flatSearch.ts takes them; a forced or only action is the one candidate) are
// each played on the same `worlds` determinised worlds (the decider's information set), rolled out to
// the decider's next turn by master's rollout policy and judged by the evaluation there (a won race: 1
// for the winner). The candidate with the best mean for the decider's side is the search's choice; the
// target is every Titan's mean chance after it. flatValues (flatSearch.ts) with every Titan's chance
// kept instead of the side's: the same candidates (candidateSet) and rollouts (rolloutChances).
import { doAction, newUndo, undoAction } from '../../engine/search';
import type { GameState } from '../../engine/types';
import { candidateSet, rolloutChances, type FlatOptions, type RolloutOptions } from '../flatSearch';
import type { Rand } from '../types';
import { allySeats, determinise } from '../view';

const undo = newUndo();
const chance = new Float64Array(6);

/**
 * Every Titan's chance to win after the search's best candidate at `state` (the decider `seat`), into
 * `out` (they add up to 1): the mean over `o.worlds` shared worlds (no racing, no budget). `o`'s model
 * judges the rollouts' ends.
 */
export function searchValue(
  state: GameState,
  seat: number,
  rand: Rand,
  o: Pick<FlatOptions, 'worlds' | 'candidates'> & RolloutOptions,
  out: Float64Array,
): void {
  const n = state.titans.length;
  const { first, cands } = candidateSet(state, seat, rand, o);
  const allies = allySeats(state, seat);
  const sums = new Float64Array(cands.length * n);
  for (let k = 0; k < o.worlds; k++) {
    const world = k === 0 && first ? first : determinise(state, seat, rand);
    for (let c = 0; c < cands.length; c++) {
      if (doAction(world, cands[c], undo)) {
        sums[c * n] = -1e9; // refused (never for a listed action): never the best
        continue;
      }
      rolloutChances(world, seat, o, chance);
      undoAction(world, undo);
      for (let i = 0; i < n; i++) sums[c * n + i] += chance[i];
    }
  }
  let best = 0;
  let bestV = -Infinity;
  for (let c = 0; c < cands.length; c++) {
    let v = 0;
    for (const j of allies) v += sums[c * n + j];
    if (v > bestV) {
      bestV = v;
      best = c;
    }
  }
  for (let i = 0; i < n; i++) out[i] = sums[best * n + i] / o.worlds;
}
