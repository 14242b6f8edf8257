// The engine's declared door for search — the bots' look-ahead and playouts, the simulator, the bench —
// beside the public contract (index.ts). Not part of the contract: these change a caller's private copy
// of a state in place, foresee moves, and walk paths, for speed. Nothing outside src/engine imports any
// other engine module except the data doors (types, board, data, circuits); eslint.config.js enforces it.
export { applyInPlace, applyMove } from './apply';
export { legalMoves } from './legal';
export {
  M_ABILITY,
  M_CHOOSE,
  M_DECIDE,
  M_DIE,
  M_DISCARD,
  M_END,
  M_ENTER,
  M_PLAY,
  M_REROLL,
  M_ROLL,
  moveAction,
  moveType,
} from './moves';
export { cloneState, hasTrap } from './state';
export { doAction, doMove, newUndo, undoAction, type Undo } from './undo';
export { predictPlainMove, type PlainOutcome } from './predict';
export { newPredictedMark, restorePredicted, writePredicted, type PredictedMark } from './predicted';
export {
  arrival,
  BLAST,
  DRAW,
  elementEffect,
  HAZARD,
  land,
  LAVA_HIT,
  newWalk,
  nextArrival,
  PIRATES,
  PUSH_HIT,
  SLIDE,
  startWalk,
  stepLength,
  TRAP_HIT,
  type Elements,
  type Landing,
  type Walk,
} from './walk';
export { mulberry } from './rng';
export {
  playout,
  replay,
  replayFrom,
  type Chooser,
  type OnAction,
  type PlayoutEnd,
  type PlayoutOptions,
  type PlayoutResult,
  type ReplayResult,
  type ReplayStep,
} from './playout';
