// Put a scenario position into the game store (UI tests only: such a game has no action list to replay).
import { legalActions, loadScenario, summarize } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { resetGameStore, useGame } from '../../src/store/game';

export function loadPosition(json: unknown): GameState {
  const r = loadScenario(json);
  if (!r.ok) throw new Error(r.error.message);
  useGame.setState({
    game: r.state,
    setup: r.state.setup,
    names: r.state.players.map((_, i) => `P${i + 1}`),
    bots: {},
    actions: [],
    turnHistory: [],
    log: [[]],
    summary: summarize(r.state),
    legal: legalActions(r.state),
  });
  return r.state;
}

/**
 * The table's round-2 turn the card and ability tests share: Grinder on C5 (with `grinder`'s fields, a
 * hand for one), Chtoolhoo beside him on D6, Slaugg on E9, the pool purple, green, yellow; a fresh store
 * with animation, the hand-off and the automatic End turn off.
 */
export function loadRoundTwo(
  grinder: { hand?: string[]; life?: number } = {},
  active: 'grinder' | 'chtoolhoo' = 'grinder',
): GameState {
  localStorage.clear();
  resetGameStore();
  useGame.getState().setSettings({ speed: 'off', handoff: false, autoEnd: false });
  return loadPosition({
    setup: { circuits: ['kaldheira'], titans: ['grinder', 'chtoolhoo', 'slaugg'], seed: 1 },
    position: {
      titans: { grinder: { space: 'C5', ...grinder }, chtoolhoo: { space: 'D6' }, slaugg: { space: 'E9' } },
      active,
      round: 2,
      dice: ['purple', 'green', 'yellow'],
    },
  });
}
