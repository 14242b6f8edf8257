// The way choice: when a die's destination can be reached by more than one way (blue S then L,
// or L then S; green/brown round a side), the player is asked only if the ways give different results,
// and then is told how they differ. "Equal" is decided by the engine's whole-move preview
// (engine/preview.ts): each way is applied to a copy through the public engine, through the decisions
// that only pause it, and the resulting positions, Life, hands' sizes, traps, deck, turn and the effects
// on the way (Life lost and why, pushes, draws, blasts, knock-outs, decisions asked) are compared.
import { previewAction, type ActionPreview } from '../engine';
import type { Action, GameEvent, GameState, LossCause, SpaceName, TitanId } from '../engine/types';

/** One thing a way does on the way, said to the player (ui/format.ts wayEffectText). */
export type WayEffect =
  | { kind: 'life'; titan: TitanId; cause: LossCause; space: SpaceName | null }
  | { kind: 'shielded'; titan: TitanId; space: SpaceName | null }
  | { kind: 'push'; titan: TitanId }
  | { kind: 'draw'; titan: TitanId; space: SpaceName | null }
  | { kind: 'blast'; space: SpaceName }
  | { kind: 'trapGone'; space: SpaceName }
  | { kind: 'pirates'; titan: TitanId; space: SpaceName | null }
  | { kind: 'ko'; titan: TitanId }
  | { kind: 'win'; titan: TitanId };

/** The plain action of a way: the face and path alone (no trap/strike; purple's cost at its default). */
export function plainWay(a: Action): Action | null {
  if (a.type !== 'dieAction') return null;
  return { type: 'dieAction', path: a.path, ...(a.face ? { face: a.face } : {}) };
}

/** The state a way leaves, as far as it matters to the players (not where the tokens passed). */
function stateKey(s: GameState): string {
  const titans = s.titans.map((t) => [t.space, t.lap, t.life, t.ko, t.hand.length, t.die].join(':'));
  const traps = [...s.traps].sort((a, b) => a - b).join(',');
  const p = s.pending ? `${s.pending.kind}:${s.pending.titan}` : '';
  const turn = [s.turn.over, s.turn.rerollAt, s.turn.dieDone].join(':');
  return [titans.join('/'), traps, s.trapSupply, s.deck.length, s.discard.length, s.winner, p, turn].join(
    '|',
  );
}

/** What a way does on the way, in order (each effect where it happens, when the events say). */
function wayEffects(p: ActionPreview): WayEffect[] {
  if (!p.ok) return [];
  const out: WayEffect[] = [];
  const at = new Map<TitanId, SpaceName>();
  const where = (t: TitanId) => at.get(t) ?? null;
  let d = 0;
  const decisionsUpTo = (i: number) => {
    for (; d < p.decisions.length && p.decisions[d].at <= i; d++) {
      const x = p.decisions[d];
      if (x.kind === 'pirates') out.push({ kind: 'pirates', titan: x.titan, space: x.space });
    }
  };
  p.events.forEach((e: GameEvent, i) => {
    decisionsUpTo(i);
    switch (e.type) {
      case 'moved':
        at.set(e.titan, e.to);
        if (e.cause === 'push') out.push({ kind: 'push', titan: e.titan });
        break;
      case 'lifeLost':
        if (e.cause !== 'pirates')
          out.push({ kind: 'life', titan: e.titan, cause: e.cause, space: where(e.titan) });
        break;
      case 'shielded':
        out.push({ kind: 'shielded', titan: e.titan, space: where(e.titan) });
        break;
      case 'cardDrawn':
        out.push({ kind: 'draw', titan: e.titan, space: where(e.titan) });
        break;
      case 'blast':
        out.push({ kind: 'blast', space: e.space });
        break;
      case 'trapDestroyed':
        out.push({ kind: 'trapGone', space: e.space });
        break;
      case 'knockedOut':
        out.push({ kind: 'ko', titan: e.titan });
        break;
      case 'won':
        out.push({ kind: 'win', titan: e.titan });
        break;
    }
  });
  decisionsUpTo(Infinity);
  return out;
}

/** The effects without where they happen: two ways that both cross one lava space are equal. */
function effectsKey(effects: readonly WayEffect[]): string {
  return effects
    .map((e) => ('titan' in e ? `${e.kind}:${e.titan}:${'cause' in e ? e.cause : ''}` : e.kind))
    .sort()
    .join(',');
}

/** A way's result, to compare with another's (equal keys: the same result). */
export function wayKey(state: GameState, action: Action): string | null {
  const p = previewAction(state, action);
  if (!p.ok) return null;
  return `${stateKey(p.state)}#${effectsKey(wayEffects(p))}`;
}

/** True when every way gives the same result (so the player need not be asked which). */
export function waysEqual(state: GameState, ways: readonly Action[]): boolean {
  let first: string | null = null;
  for (let i = 0; i < ways.length; i++) {
    const k = wayKey(state, ways[i]);
    if (k === null) return false;
    if (i === 0) first = k;
    else if (k !== first) return false;
  }
  return true;
}

/** The way choice's words: what each way does of its own, by option, and what every way does. */
export interface WaysCompared {
  /** By option: what not every way does; a way with nothing of its own gets an empty list. */
  notes: Map<string, WayEffect[]>;
  /** What every way does (the blast of the statue they all end on), in the first way's order. */
  shared: WayEffect[];
}

export function compareWays(state: GameState, ways: ReadonlyMap<string, Action>): WaysCompared {
  const all = new Map<string, WayEffect[]>();
  for (const [k, a] of ways) {
    const p = previewAction(state, a);
    all.set(k, wayEffects(p));
  }
  const sig = (e: WayEffect) => JSON.stringify(e);
  const lists = [...all.values()];
  const everyWay = (e: WayEffect) => lists.every((l) => l.some((x) => sig(x) === sig(e)));
  const notes = new Map<string, WayEffect[]>();
  for (const [k, effects] of all)
    notes.set(
      k,
      effects.filter((e) => !everyWay(e)),
    );
  return { notes, shared: (lists[0] ?? []).filter(everyWay) };
}
