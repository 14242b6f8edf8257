// Guided turns: narrow the engine's legal actions down to one, choice by choice (destination, path,
// trap/strike target, timing, purple's face, ability/card targets), then preview it with applyAction
// on the current state (pure). The UI never decides what is legal: every option comes from legalActions.
import { previewAction, type PreviewDecision } from '../engine/preview';
import { applyAction, lastSeat, legalActions } from '../engine';
import { parseSpace } from '../engine/board';
import type { Action, CardId, Dir, Face, GameEvent, GameState, TitanId } from '../engine/types';

export type DraftMode = 'die' | 'enter' | 'ability' | 'bonus';

export interface Draft {
  mode: DraftMode;
  /** The card being played (mode 'bonus'). */
  card?: CardId;
  /** Choices made so far, by attribute key. Space values are space indexes as strings; '-' = absent. */
  picks: Record<string, string>;
}

export interface Attr {
  key: string;
  kind: 'space' | 'choice';
  /** What the player is asked ("Choose where to move"). */
  prompt: string;
  /** Value for an action ('-' when the action does not carry it). */
  get: (a: Action) => string;
  /** Optional choices start at this value and stay adjustable. */
  def?: string;
}

export interface GuideAsk {
  attr: Attr;
  options: string[];
}

export interface Guide {
  mode: DraftMode;
  card?: CardId;
  candidates: Action[];
  /** The next choice the player must make, or null when one action is determined. */
  ask: GuideAsk | null;
  /** Choices already set to a default that the player may still change (trap target, timing, Life timing). */
  adjustable: (GuideAsk & { value: string })[];
  /** Choices already made (for "change" buttons). */
  made: string[];
  action: Action | null;
  /** Board spaces that are buttons now, and which attribute a click sets. */
  selectable: Set<number>;
  selectAttr: string | null;
  selectStyle: 'move' | 'target';
  /**
   * The first turn (R9.2) as one choice: the start space is entered first (`action`), then `state` is
   * where the die's move is chosen; Confirm plays both.
   */
  entry?: { action: Action; state: GameState };
}

const NONE = '-';

export function isActionOf(mode: DraftMode, a: Action, card?: CardId): boolean {
  switch (mode) {
    case 'die':
      return a.type === 'dieAction';
    case 'enter':
      return a.type === 'enter';
    case 'ability':
      return a.type === 'ability';
    case 'bonus':
      return a.type === 'playBonus' && a.card === card;
  }
}

/** The draft the turn starts in when the player has not picked anything: enter, else the die's move. */
export function defaultMode(legal: readonly Action[]): DraftMode | null {
  if (legal.some((a) => a.type === 'enter')) return 'enter';
  if (legal.some((a) => a.type === 'dieAction')) return 'die';
  return null;
}

function spaceKey(state: GameState, name: string | undefined, board: number): string {
  if (name === undefined) return NONE;
  const s = parseSpace(name, state.course.boards, board);
  return s < 0 ? NONE : String(s);
}

function activeBoard(state: GameState): number {
  const t = state.titans[state.active];
  return t && t.space >= 0 ? Math.floor(t.space / 36) + 1 : 1;
}

/**
 * Where the active Titan's move really ends (the engine's whole-move preview: through the pirates and
 * reactions that only pause it), as a space index, or -1.
 */
export function moveEnd(state: GameState, a: Action): number {
  const r = previewAction(state, a);
  return r.ok ? r.state.titans[state.active].space : -1;
}

function pathKey(a: Action): string {
  return a.type === 'dieAction' ? `${a.face ?? ''}|${a.path.join(',')}` : '';
}

/** The attributes a mode's actions differ by, in the order the player chooses them. */
export function attrsFor(state: GameState, mode: DraftMode, candidates: readonly Action[]): Attr[] {
  const board = activeBoard(state);
  if (mode === 'enter') {
    return [
      {
        key: 'space',
        kind: 'space',
        prompt: 'Choose your start space',
        get: (a) => spaceKey(state, (a as { space?: string }).space, board),
      },
    ];
  }
  if (mode === 'die') {
    // Destinations come from the engine: one applyAction per distinct face + path.
    const ends = new Map<string, string>();
    for (const a of candidates) {
      const k = pathKey(a);
      if (ends.has(k) || a.type !== 'dieAction') continue;
      const plain: Action = { type: 'dieAction', path: a.path, ...(a.face ? { face: a.face } : {}) };
      let end = moveEnd(state, plain);
      if (end < 0) end = moveEnd(state, a);
      ends.set(k, String(end));
    }
    const die = (a: Action) => a as Extract<Action, { type: 'dieAction' }>;
    return [
      { key: 'face', kind: 'choice', prompt: 'Choose which face to copy', get: (a) => die(a).face ?? NONE },
      {
        key: 'dest',
        kind: 'space',
        prompt: 'Choose where to move',
        get: (a) => ends.get(pathKey(a)) ?? NONE,
      },
      { key: 'path', kind: 'choice', prompt: 'Choose the way there', get: (a) => die(a).path.join(',') },
      {
        key: 'extra',
        kind: 'space',
        prompt: 'Choose a target',
        get: (a) => spaceKey(state, die(a).extra?.space, board),
        def: NONE,
      },
      {
        key: 'when',
        kind: 'choice',
        prompt: 'Before or after the move?',
        get: (a) => die(a).extra?.when ?? NONE,
        def: 'after',
      },
      {
        key: 'lifeCost',
        kind: 'choice',
        prompt: 'Pay the Life before or after the move?',
        get: (a) => die(a).lifeCost ?? 'after',
        def: 'after',
      },
    ];
  }
  type Targeted = { target?: string; dir?: Dir; ability?: { target?: string; dir?: Dir } };
  const t = (a: Action) => a as unknown as Targeted;
  return [
    {
      key: 'target',
      kind: 'space',
      prompt: mode === 'bonus' ? 'Choose the target' : 'Choose the target',
      get: (a) => spaceKey(state, t(a).target, board),
    },
    { key: 'dir', kind: 'choice', prompt: 'Choose the direction', get: (a) => t(a).dir ?? NONE },
    {
      key: 'abilityTarget',
      kind: 'space',
      prompt: 'Choose the target of the borrowed ability',
      get: (a) => spaceKey(state, t(a).ability?.target, board),
    },
    {
      key: 'abilityDir',
      kind: 'choice',
      prompt: 'Choose the direction of the borrowed ability',
      get: (a) => t(a).ability?.dir ?? NONE,
    },
  ];
}

function distinct(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/** Narrow the legal actions of a draft to the next question or one action. */
export function guide(state: GameState, legal: readonly Action[], draft: Draft): Guide {
  let candidates = legal.filter((a) => isActionOf(draft.mode, a, draft.card));
  const attrs = attrsFor(state, draft.mode, candidates);
  const adjustable: Guide['adjustable'] = [];
  const made: string[] = [];
  let ask: GuideAsk | null = null;
  for (const attr of attrs) {
    const options = distinct(candidates.map(attr.get));
    if (options.length <= 1) continue;
    const picked = draft.picks[attr.key];
    if (picked !== undefined && options.includes(picked)) {
      candidates = candidates.filter((a) => attr.get(a) === picked);
      if (attr.def !== undefined) adjustable.push({ attr, options, value: picked });
      else made.push(attr.key);
      continue;
    }
    if (attr.def !== undefined && options.includes(attr.def)) {
      candidates = candidates.filter((a) => attr.get(a) === attr.def);
      adjustable.push({ attr, options, value: attr.def });
      continue;
    }
    ask = { attr, options };
    break;
  }
  const action = !ask && candidates.length > 0 ? candidates[0] : null;
  let selectable = new Set<number>();
  let selectAttr: string | null = null;
  let selectStyle: Guide['selectStyle'] = 'move';
  const spaceOptions = (opts: string[]) =>
    new Set(
      opts
        .filter((o) => o !== NONE)
        .map(Number)
        .filter((n) => n >= 0),
    );
  if (ask && ask.attr.kind === 'space') {
    selectable = spaceOptions(ask.options);
    selectAttr = ask.attr.key;
    selectStyle = ask.attr.key === 'dest' || ask.attr.key === 'space' ? 'move' : 'target';
  } else if (!ask) {
    const adj = adjustable.find((x) => x.attr.kind === 'space');
    if (adj) {
      selectable = spaceOptions(adj.options);
      selectAttr = adj.attr.key;
      selectStyle = 'target';
    }
  }
  return {
    mode: draft.mode,
    card: draft.card,
    candidates,
    ask,
    adjustable,
    made,
    action,
    selectable,
    selectAttr,
    selectStyle,
  };
}

/**
 * The first turn as one guided choice (issue 13): the start space, then the die's destination from it,
 * then one confirmation. Until a start space is chosen (or if entering stops for a decision) it is the
 * plain 'enter' guide.
 */
export function guideTurn(state: GameState, legal: readonly Action[], draft: Draft): Guide {
  const g = guide(state, legal, draft);
  if (draft.mode !== 'enter' || !g.action) return g;
  const r = applyAction(state, g.action);
  if (!r.ok || r.state.pending || r.state.active !== state.active) return g;
  const legal2 = legalActions(r.state);
  if (!legal2.some((a) => a.type === 'dieAction')) return g;
  const g2 = guide(r.state, legal2, { mode: 'die', picks: draft.picks });
  return { ...g2, made: ['space', ...g2.made], entry: { action: g.action, state: r.state } };
}

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
  };
}

export interface Preview {
  ok: boolean;
  error?: string;
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
}

/** The whole action to its end (engine/preview.ts) and what the UI shows of it. */
export function preview(state: GameState, action: Action): Preview {
  const r = previewAction(state, action);
  if (!r.ok)
    return {
      ok: false,
      error: r.error.message,
      events: [],
      path: new Set(),
      ownKnockouts: [],
      wins: null,
      hits: new Set(),
      decisions: [],
      rerollAfter: false,
    };
  const boards = state.course.boards;
  const path = new Set<number>();
  const hits = new Set<number>();
  const mine = new Set(ownTitans(state, state.active));
  const ownKnockouts: TitanId[] = [];
  let wins: TitanId | null = null;
  for (const e of r.events) {
    if (e.type === 'moved') {
      if (e.from) path.add(parseSpace(e.from, boards, 1));
      path.add(parseSpace(e.to, boards, 1));
    } else if (e.type === 'knockedOut' && mine.has(e.titan)) ownKnockouts.push(e.titan);
    else if (e.type === 'won') wins = e.titan;
    else if (e.type === 'struck') for (const x of e.spaces) hits.add(parseSpace(x, boards, 1));
    else if (e.type === 'blast' || e.type === 'trapPlaced') hits.add(parseSpace(e.space, boards, 1));
  }
  path.delete(-1);
  hits.delete(-1);
  return {
    ok: true,
    events: r.events,
    path,
    hits,
    ownKnockouts,
    wins,
    decisions: r.decisions,
    rerollAfter: r.state.winner < 0 && legalActions(r.state).some((a) => a.type === 'reroll'),
  };
}

/** Who rolls in the draft (R4.2): the round's first Titan, or its last, who rerolls every die. */
export type DraftRole = 'first' | 'middle' | 'last';

/** The active Titan's place in the round's draft. */
export function draftRole(state: GameState): DraftRole {
  return state.active === state.first ? 'first' : state.active === lastSeat(state) ? 'last' : 'middle';
}

/** The round's Titans in draft order, from its first player, with each one's part in the draft. */
export function draftOrder(state: GameState): { titan: TitanId; role: DraftRole; current: boolean }[] {
  const n = state.titans.length;
  const last = lastSeat(state);
  const out: { titan: TitanId; role: DraftRole; current: boolean }[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (state.first + k) % n;
    out.push({
      titan: state.titans[seat].id,
      role: seat === state.first ? 'first' : seat === last ? 'last' : 'middle',
      current: seat === state.active,
    });
  }
  return out;
}

/**
 * The roll the active Titan must make now, or null: only when the engine offers `roll` (the round's
 * first Titan rolls, its last rerolls every die — the UI never decides that itself).
 */
export function rollDue(state: GameState, legal: readonly Action[]): 'first' | 'last' | null {
  if (!legal.some((a) => a.type === 'roll')) return null;
  return draftRole(state) === 'last' ? 'last' : 'first';
}

export interface RerollCost {
  titan: TitanId;
  /** Life now, and after paying for the reroll (the engine's figures). */
  before: number;
  after: number;
  /** Paying knocks the Titan out: the reroll never happens and only End turn remains. */
  knocksOut: boolean;
}

/**
 * What the pentacle reroll costs (R7.5), from the engine: the reroll applied to the current state
 * (which it never mutates). Only the payment is read — the new face stays unknown to the player.
 */
export function rerollCost(state: GameState): RerollCost | null {
  const r = applyAction(state, { type: 'reroll' });
  if (!r.ok) return null;
  const t = state.titans[state.active];
  let after = t.life;
  let knocksOut = false;
  for (const e of r.events) {
    if (e.type === 'lifeLost' && e.titan === t.id && e.cause === 'pentacle') after = e.life;
    else if (e.type === 'knockedOut' && e.titan === t.id) knocksOut = true;
  }
  return { titan: t.id, before: t.life, after, knocksOut };
}

/** The active Titan has rerolled on the pentacle this turn (its log since the turn started says so). */
export function rerolledThisTurn(log: readonly (readonly GameEvent[])[], titan: TitanId): boolean {
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i];
    for (let j = entry.length - 1; j >= 0; j--) {
      const e = entry[j];
      if (e.type === 'pentacleReroll' && e.titan === titan) return true;
      if (e.type === 'turnStarted') return false;
    }
  }
  return false;
}

/** The player index controlling a seat. */
export function playerOfSeat(state: GameState, seat: number): number {
  const i = state.players.findIndex((p) => p.includes(seat));
  return i < 0 ? seat : i;
}

export function playerOfTitan(state: GameState, titan: TitanId): number {
  const seat = state.titans.findIndex((t) => t.id === titan);
  return playerOfSeat(state, seat);
}

/** The Titans controlled by the player of a seat. */
export function ownTitans(state: GameState, seat: number): TitanId[] {
  const p = playerOfSeat(state, seat);
  const seats = state.players[p] ?? [seat];
  return seats.map((i) => state.titans[i].id);
}

/** The seat whose player must act now: the pending decider, else the active Titan. */
export function deciderSeat(state: GameState): number {
  return state.pending ? state.pending.titan : state.active;
}

export const FACE_ORDER: Face[] = ['red', 'blue', 'green', 'yellow', 'brown', 'purple'];
