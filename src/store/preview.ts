// What a guided choice will do, shown before it is confirmed: the engine's whole-move preview
// (engine/preview.ts) and what the UI marks of it (the path, the spaces hit, own knock-outs, a win).
import { previewAction, type PreviewDecision } from '../engine';
import { legalActions } from '../engine';
import { parseSpace } from '../engine/board';
import type { Action, EngineError, GameEvent, GameState, TitanId } from '../engine/types';
import type { Guide } from './guide';
import { ownTitans } from './seats';
import { onlyEndTurn } from './autoEnd';

/** The preview of a guided choice: with a first-turn entry, the entry's events then the move's. */
export function previewGuide(state: GameState, g: Guide): Preview | null {
  if (!g.action) return null;
  if (!g.entry) return preview(state, g.action);
  const a = preview(state, g.entry.action);
  const b = preview(g.entry.state, g.action);
  if (!a.ok) return a;
  if (!b.ok) return b;
  return {
    ok: true,
    events: [...a.events, ...b.events],
    path: new Set([...a.path, ...b.path]),
    hits: new Set([...a.hits, ...b.hits]),
    ownKnockouts: [...a.ownKnockouts, ...b.ownKnockouts],
    wins: b.wins,
    decisions: b.decisions.map((d) => ({ ...d, at: d.at + a.events.length })),
    rerollAfter: b.rerollAfter,
    drawsCard: a.drawsCard || b.drawsCard,
    onlyEndAfter: b.onlyEndAfter,
  };
}

export interface Preview {
  ok: boolean;
  /** The engine's refusal, kept as data: the UI words it (i18n/errors.ts). */
  error?: EngineError;
  events: GameEvent[];
  /** Spaces the move passes through (for highlighting), as indexes. */
  path: Set<number>;
  /** Spaces an effect hits: strikes (green, Breath, Fire Bomb…), a statue's blast, a trap laid. */
  hits: Set<number>;
  /** Titans of the acting player knocked out by this action. */
  ownKnockouts: TitanId[];
  wins: TitanId | null;
  /** Where someone decides on the way (the preview goes on with the default: see engine/preview.ts). */
  decisions: PreviewDecision[];
  /** Afterwards the engine offers a reroll on the pentacle (R7.5). */
  rerollAfter: boolean;
  /** A Titan of the acting player draws a Bonus card on the way (R7.7): a new option afterwards. */
  drawsCard: boolean;
  /** Afterwards End turn is all that is left (autoEnd.ts onlyEndTurn): the store ends the turn itself. */
  onlyEndAfter: boolean;
}

/** The whole action to its end (engine/preview.ts) and what the UI shows of it. */
export function preview(state: GameState, action: Action): Preview {
  const r = previewAction(state, action);
  if (!r.ok)
    return {
      ok: false,
      error: r.error,
      events: [],
      path: new Set(),
      ownKnockouts: [],
      wins: null,
      hits: new Set(),
      decisions: [],
      rerollAfter: false,
      drawsCard: false,
      onlyEndAfter: false,
    };
  const boards = state.course.boards;
  const path = new Set<number>();
  const hits = new Set<number>();
  const mine = new Set(ownTitans(state, state.active));
  const ownKnockouts: TitanId[] = [];
  let wins: TitanId | null = null;
  let drawsCard = false;
  for (const e of r.events) {
    if (e.type === 'moved') {
      if (e.from) path.add(parseSpace(e.from, boards, 1));
      path.add(parseSpace(e.to, boards, 1));
    } else if (e.type === 'knockedOut' && mine.has(e.titan)) ownKnockouts.push(e.titan);
    else if (e.type === 'won') wins = e.titan;
    else if (e.type === 'cardDrawn' && mine.has(e.titan)) drawsCard = true;
    else if (e.type === 'struck') for (const x of e.spaces) hits.add(parseSpace(x, boards, 1));
    else if (e.type === 'blast' || e.type === 'trapPlaced') hits.add(parseSpace(e.space, boards, 1));
  }
  path.delete(-1);
  hits.delete(-1);
  const after = r.state.winner < 0 ? legalActions(r.state) : [];
  return {
    ok: true,
    events: r.events,
    path,
    hits,
    ownKnockouts,
    wins,
    decisions: r.decisions,
    rerollAfter: after.some((a) => a.type === 'reroll'),
    drawsCard,
    onlyEndAfter: onlyEndTurn(r.state, after),
  };
}
