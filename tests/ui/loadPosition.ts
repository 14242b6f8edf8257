// Put a scenario position into the game store (UI tests only: such a game has no action list to replay).
import { legalActions, loadScenario, summarize } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { useGame } from '../../src/store/game';

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
