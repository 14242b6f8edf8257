// Directions on the board: when a move asks for a direction (Shove, Swiftness Potion,
// a borrowed ability…), each direction is offered as the space where the moved Titan would end, so the
// player clicks the board instead of reading arrows. Computed by the engine's whole-move preview; when two
// directions end on the same space (or nowhere on the board), the buttons alone are offered.
// Ways on the board (the brown die): when a die's way is asked (brown's L L L or R R R, which always
// end on the same space since 3 columns left and 3 right meet round the side, R1.4/R1.6; blue's S L or
// L S to one space), every way's route is drawn and the spaces only one way passes pick that way.
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
function boardChoices(state: GameState, g: Guide | null): Map<number, string> | null {
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

/** The spaces an action's mover enters on its own move, in order (pushed Titans' spaces left out). */
function route(state: GameState, a: Action): number[] | null {
  const p = previewAction(state, a);
  if (!p.ok) return null;
  const who = state.titans[state.active].id;
  const out: number[] = [];
  for (const e of p.events)
    if (e.type === 'moved' && e.titan === who) out.push(parseSpace(e.to, state.course.boards, 1));
  return out;
}

interface WayRoutes {
  /** Space → the way it picks: the spaces on one way's route and on no other's. */
  choices: Map<number, string>;
  /** Every way's route (the spaces entered), to draw them all before one is chosen. */
  routes: Set<number>;
}

/** For a way asked now: each way's route, and the spaces that tell the ways apart; null otherwise. */
function wayChoices(state: GameState, g: Guide | null): WayRoutes | null {
  if (!g?.ask || g.ask.attr.key !== 'path') return null;
  const attr = g.ask.attr;
  const from = g.entry ? g.entry.state : state;
  const byOption = new Map<string, number[]>();
  const count = new Map<number, number>();
  for (const option of g.ask.options) {
    const action = g.candidates.find((a) => attr.get(a) === option);
    const r = action && route(from, action);
    if (!r) return null;
    const own = [...new Set(r)].filter((s) => s >= 0);
    byOption.set(option, own);
    for (const s of own) count.set(s, (count.get(s) ?? 0) + 1);
  }
  const choices = new Map<number, string>();
  for (const [option, spaces] of byOption) {
    const mine = spaces.filter((s) => count.get(s) === 1);
    // A way with no space of its own (its route inside another's) cannot be told apart by a click.
    if (mine.length === 0) return { choices: new Map(), routes: new Set(count.keys()) };
    for (const s of mine) choices.set(s, option);
  }
  return { choices, routes: new Set(count.keys()) };
}

export interface BoardChoices {
  /** Space → the option a click on it picks (a direction or a way), or null. */
  choices: Map<number, string> | null;
  /** The routes of the ways asked, drawn until one is chosen (or hovered), or null. */
  routes: Set<number> | null;
}

export function useBoardChoices(g: Guide | null): BoardChoices {
  const game = useGame((s) => s.game);
  return useMemo(() => {
    if (!game) return { choices: null, routes: null };
    const ways = wayChoices(game, g);
    if (ways) return { choices: ways.choices.size ? ways.choices : null, routes: ways.routes };
    return { choices: boardChoices(game, g), routes: null };
  }, [game, g]);
}
