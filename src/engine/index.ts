// The engine's public API (../shared/spec/engine-contract.md). Pure: no DOM, no timers, no Math.random.
export { newGame, createGame } from './setup';
export { applyAction } from './apply';
export { legalActions } from './legal';
export { previewAction, type ActionPreview, type PreviewDecision } from './preview';
export { needsRoll, lastSeat } from './dice';
export { summarize, type SummaryOptions } from './summary';
export {
  deciderOf,
  deciderSeat,
  previousSeat,
  raceRows,
  rowsClimbed,
  rowsPerLap,
  rowsToGo,
  standings,
  winningSeats,
} from './race';
export { loadScenario, runScenario, diffExpected, type ScenarioRun } from './scenario';
export { ERRORS, REASONS, isErrorCode } from './errors';
export { NO_USE, type NoUse } from './titans';
export * from './types';
