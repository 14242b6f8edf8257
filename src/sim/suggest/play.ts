// Games for the suggest search, played by the balance report's game driver
// (playBalanceGame, free play): Titans rotated so each plays each turn position equally often, the Titan
// in seat 1 plays first. Game k of a configuration always gets the same seeds (gameSeed(seed, k)), so
// every candidate circuit is played on the same games (common random numbers) and two candidates differ
// only by what the circuit changes.
import type { Circuit } from '../../engine/types';
import { emptyExtra, playBalanceGame, positionOf, type BalanceConfig } from '../balance';
import { emptyTally } from '../tally';
import type { RunConfig } from '../run-config';

/** What every candidate's games share: the run configuration's seats, bots, seed and rules. */
export type SuggestGameConfig = Pick<RunConfig, 'titans' | 'bots' | 'seed' | 'laps' | 'options'>;

/** What the objectives need of a range of games, per game (plain arrays: cheap to post between threads). */
export interface Outcomes {
  from: number;
  /** Winner as an index into titans, -1 if the game hit the action guard. */
  titan: number[];
  /** Winner's turn position (0 = first player), -1 if unfinished. */
  position: number[];
  /** Rounds of a won game (0 if unfinished). */
  rounds: number[];
  leadChanges: number[];
  /** Visits per space index over the range (the heatmap the search prefilters on). */
  visits: number[];
}

function balanceConfigOf(game: SuggestGameConfig, circuit: Circuit, games: number): BalanceConfig {
  const cfg: BalanceConfig = {
    circuits: [circuit],
    titans: game.titans,
    bots: game.bots,
    games,
    seed: game.seed,
    abilities: false,
    cards: false,
  };
  if (game.laps !== undefined) cfg.laps = game.laps;
  if (game.options) cfg.options = game.options;
  return cfg;
}

/** Play games [from, to) of `circuit`. */
export function playOutcomes(game: SuggestGameConfig, circuit: Circuit, from: number, to: number): Outcomes {
  const cfg = balanceConfigOf(game, circuit, to);
  const base = { tally: emptyTally(game.titans, 1), extra: emptyExtra(cfg) };
  const out: Outcomes = { from, titan: [], position: [], rounds: [], leadChanges: [], visits: [] };
  for (let k = from; k < to; k++) {
    const before = base.extra.leadChanges;
    const g = playBalanceGame(cfg, 'base', k, base);
    out.titan.push(g.winner);
    out.position.push(g.winner >= 0 ? positionOf(cfg, g.winner, k) : -1);
    out.rounds.push(g.rounds);
    out.leadChanges.push(base.extra.leadChanges - before);
  }
  out.visits = base.tally.visits;
  return out;
}

/** Join ranges played separately (any order) into one, games in order. Throws on a gap (a bug). */
export function joinOutcomes(parts: Outcomes[]): Outcomes {
  const sorted = parts.slice().sort((a, b) => a.from - b.from);
  const out: Outcomes = {
    from: sorted[0]?.from ?? 0,
    titan: [],
    position: [],
    rounds: [],
    leadChanges: [],
    visits: [],
  };
  for (const p of sorted) {
    if (p.from !== out.from + out.titan.length) throw new Error(`outcomes: a gap before game ${p.from}`);
    out.titan.push(...p.titan);
    out.position.push(...p.position);
    out.rounds.push(...p.rounds);
    out.leadChanges.push(...p.leadChanges);
    p.visits.forEach((v, i) => (out.visits[i] = (out.visits[i] ?? 0) + v));
  }
  return out;
}

/** The first `games` games of a range starting at the same game. */
export function headOf(o: Outcomes, games: number): Outcomes {
  return {
    from: o.from,
    titan: o.titan.slice(0, games),
    position: o.position.slice(0, games),
    rounds: o.rounds.slice(0, games),
    leadChanges: o.leadChanges.slice(0, games),
    visits: o.visits,
  };
}
