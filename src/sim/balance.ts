// The balance report (issue 11): which Titan, turn position, ability and card decides races. Pure: runs
// unchanged in Node (the CLI, worker_threads) and in a Web Worker (the lab's Balance view).
//
// Design of a batch of N games (game k, n Titans):
//   - Seats are rotated: game k seats the Titans shifted by r = k mod n, and the first player is the
//     Titan in seat 1 (setup `first`, so the R3.6 roll is skipped), so the seat is the turn position.
//     Every n games each Titan plays each turn position once (R9.1: seat order is turn order). Bot
//     levels are rotated separately, by q = floor(k / n) mod n, so with mixed levels every n² games
//     each level plays each position and each Titan equally often.
//   - Restricted play (Jaffe et al., "Evaluating Competitive Game Balance with Restricted Play",
//     AIIDE 2012): the same N games (same engine and bot seeds) are played again once per Titan with
//     that Titan's ability (R10) forbidden to it alone, and once per card with that card (R11.3)
//     forbidden to one Titan (the restricted Titan rotates so that each Titan is restricted equally
//     often in each position). The difference of its win rate with and without is the value of the
//     ability or card, with a paired 95% interval (Newcombe's method 10).
//   - Forbidding is done here, in the driver, not in the engine: the restricted Titan's bot is shown
//     the position with its ability already used this turn (R10: once per turn, so legalActions offers
//     no `ability`) or without the forbidden card in its hand (so no `playBonus` of it and no Shield
//     reaction with it). Everything else it sees is the real position. The engine's events are checked
//     afterwards: a forbidden use that slipped through is counted in `checks` (expected 0).
//
// The code lives in src/sim/balance/ by concept: config, schema (the report's types), seating (the
// design above), restrict (restricted play), play (one game), metrics (free-game figures, adding parts),
// run (ranges, chunks, a whole report), report (building it), reproduce. This file re-exports them.
export type { BalanceConfig } from './balance/config';
export type { BalanceReport, Rate, Reproduce } from './balance/schema';
export {
  balanceJobs,
  balanceSetup,
  blockSize,
  cardRestricted,
  positionOf,
  roundGames,
  seating,
} from './balance/seating';
export { forbidden, restrictedView, restrictionOf } from './balance/restrict';
export { addPart, emptyExtra, newRun, type BalancePart, type BalanceRun } from './balance/metrics';
export { playBalanceGame, type FreeGame } from './balance/play';
export { balanceChunks, freeGameActions, runBalance, runBalanceRange } from './balance/run';
export { buildBalanceReport } from './balance/report';
export { APP_VERSION, configFromReproduce, fullCircuits, reproduceOf } from './balance/reproduce';
