// Directions on the board (issue 13, point 6): when a move asks for a direction (Shove, Swiftness Potion,
// a borrowed ability…), each direction is offered as the space where the moved Titan would end, so the
// player clicks the board instead of reading arrows. Computed by the engine's whole-move preview; when two
// directions end on the same space (or nowhere on the board), the buttons alone are offered.
import { useMemo } from 'react';
import { parseSpace } from '../../engine/board';
import { previewAction } from '../../engine';
import type { Action, GameState } from '../../engine/types';
import { useGame } from '../../store/game';
import type { Guide } from '../../store/guide';

const DIRECTION_KEYS = new Set(['dir', 'abilityDir']);

/** The Titan a targeted action moves: the one on its target space, else the one acting. */
function movedTitan(state: GameState, a: Action): number {
  const target = (a as { target?: string }).target;
  if (target !== undefined) {
    const s = parseSpace(target, state.course.boards);
    const i = state.titans.findIndex((t) => t.space === s);
    if (i >= 0) return i;
  }
  return state.active;
}

/** For a direction asked now: end space → the option that leads there; null when not one-to-one. */
export function boardChoices(state: GameState, g: Guide | null): Map<number, string> | null {
  if (!g?.ask || g.ask.attr.kind !== 'choice' || !DIRECTION_KEYS.has(g.ask.attr.key)) return null;
  const attr = g.ask.attr;
  const out = new Map<number, string>();
  for (const option of g.ask.options) {
    const action = g.candidates.find((a) => attr.get(a) === option);
    if (!action) return null;
    const p = previewAction(g.entry ? g.entry.state : state, action);
    if (!p.ok) return null;
    const end = p.state.titans[movedTitan(state, action)].space;
    if (end < 0 || out.has(end)) return null;
    out.set(end, option);
  }
  return out;
}

export function useBoardChoices(g: Guide | null): Map<number, string> | null {
  const game = useGame((s) => s.game);
  return useMemo(() => (game ? boardChoices(game, g) : null), [game, g]);
}
