// Whole-move previews: what an action does to the end, through the decisions that only pause
// it. A move that stops for the pirates (R7.3) or for a reaction card (R11.3) goes on afterwards, so a
// preview that ended at the pause would name the wrong destination — and, where only holders of a
// reaction are asked, its early end would tell the mover that a rival holds one.
//
// Each pause is resolved as a player would by default, using nothing the mover may not know:
// - pirates: the deciding Titan pays 1 Life; the mover's own Titan pays with a card instead when the Life
//   would knock it out and it holds one (its own hand). The point is reported: "X's choice".
// - reaction: nobody reacts. The point is reported only when every player is asked anyway
//   (reactions 'always'), because in 'eligible' games the question itself is private.
import { applyAction } from './apply';
import { decisionActions } from './decisions';
import type { Action, EngineError, GameEvent, GameState, SpaceName, TitanId } from './types';
import { spaceName } from './board';

export interface PreviewDecision {
  kind: 'pirates' | 'reaction';
  titan: TitanId;
  /** Where it is asked (the pirates' space), if known. */
  space: SpaceName | null;
  /** How many of `events` come before it. */
  at: number;
}

export type ActionPreview =
  | { ok: true; state: GameState; events: GameEvent[]; decisions: PreviewDecision[] }
  | { ok: false; error: EngineError };

/** No real chain of decisions comes near this; a guard against a bug becoming a hang. */
const MAX_DECISIONS = 64;

/** Apply `action` and every decision that merely pauses it, as described above. Pure. */
export function previewAction(state: GameState, action: Action): ActionPreview {
  const first = applyAction(state, action);
  if (!first.ok) return first;
  const mover = state.active;
  let s = first.state;
  const events = first.events.slice();
  const decisions: PreviewDecision[] = [];
  for (let i = 0; s.pending && i < MAX_DECISIONS; i++) {
    const p = s.pending;
    const offers = decisionActions(s);
    const t = s.titans[p.titan];
    let pick: Action | undefined;
    if (p.kind === 'pirates') {
      const lifeIsFatal = t.life <= 1;
      const own =
        p.titan === mover || s.players.some((seats) => seats.includes(mover) && seats.includes(p.titan));
      pick =
        own && lifeIsFatal
          ? (offers.find((a) => a.type === 'decide' && a.choice === 'discard') ?? offers[0])
          : offers.find((a) => a.type === 'decide' && a.choice === 'life');
    } else {
      pick = offers.find((a) => a.type === 'decide' && a.choice === 'pass');
    }
    pick ??= offers[0];
    if (p.kind === 'pirates' || s.reactions === 'always')
      decisions.push({
        kind: p.kind,
        titan: t.id,
        space: p.space !== undefined && p.space >= 0 ? spaceName(p.space, s.course.boards) : null,
        at: events.length,
      });
    const r = applyAction(s, pick);
    if (!r.ok) break;
    s = r.state;
    for (const e of r.events) events.push(e);
  }
  return { ok: true, state: s, events, decisions };
}
