// Guided turns: narrow the engine's legal actions down to one, choice by choice (destination, path,
// trap/strike target, timing, purple's face, ability/card targets), then preview it (preview.ts).
// The UI never decides what is legal: every option comes from legalActions.
import { previewAction } from '../engine';
import { applyAction, legalActions } from '../engine';
import { parseSpace } from '../engine/board';
import type { Action, CardId, Dir, GameState, SpaceIdx } from '../engine/types';
import type { Draft, DraftMode } from './draft';
import { compareWays, plainWay, waysEqual, type WayEffect } from './ways';

export { defaultMode, type Draft } from './draft';

/** The guide's questions, by catalogue key (worded by the page: ui/game/promptText.ts). */
type AskKey =
  | 'play.askStart'
  | 'play.askFace'
  | 'play.askDest'
  | 'play.askPath'
  | 'play.askExtra'
  | 'play.askWhen'
  | 'play.askLifeCost'
  | 'play.askTarget'
  | 'play.askDir'
  | 'play.askAbilityTarget'
  | 'play.askAbilityDir';

/**
 * What the player is asked, as data: a question of the catalogue, or the way to a destination named by
 * its space. The page words it when it shows it, so a change of language rewords the question.
 */
export type Prompt = { key: AskKey } | { key: 'flow.askPathTo'; space: SpaceIdx };

/**
 * A choice of the guide: a space of the board (asked with a plain question) or a choice among buttons,
 * with what the player is asked ("Choose where to move").
 */
type Attr = {
  key: string;
  /** Value for an action ('-' when the action does not carry it). */
  get: (a: Action) => string;
  /** Optional choices start at this value and stay adjustable. */
  def?: string;
} & ({ kind: 'space'; prompt: { key: AskKey } } | { kind: 'choice'; prompt: Prompt });

interface GuideAsk {
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
  /** Targets with one possible space, taken without asking — named to the player and marked on the board. */
  fixed: { key: string; space: number }[];
  action: Action | null;
  /**
   * Where the die's move ends (a space index), for prompts that name it: once the action is chosen, where
   * the engine's whole-move preview of that very action leaves the Titan (null if knocked out); while its
   * way is asked, the destination the ways share; else null. For a chosen card or ability that moves the
   * active Titan (Swiftness Potion, Leapfrog, Rassïk's kick, Craken's swap), where its preview leaves it
   * too (null if knocked out); null when it does not move the Titan.
   */
  dest: number | null;
  /**
   * The chosen action moves the active Titan, so it has an end (`dest`, null if knocked out) that the
   * board marks and the preview names: every die move; a card or ability only when its preview moves it.
   */
  moves: boolean;
  /** Ways to the destination not asked about because each gives the same result; else 0. */
  sameWays: number;
  /** When the way is asked: what each way does that the others do not, by option. */
  wayNotes: Map<string, WayEffect[]> | null;
  /** With wayNotes: what every way does (said once, beside the question: "Either way: …"). */
  wayShared: WayEffect[];
  /**
   * Once a die's destination is chosen, the move's other destinations (space indices): a tap on one on the
   * board changes the destination to it, as "Change destination" then that space. Empty otherwise.
   */
  otherDests: Set<number>;
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
/** The attributes that name a target (of an ability, a card, or a borrowed ability). */
const TARGET_KEYS = new Set(['target', 'abilityTarget']);

function isActionOf(mode: DraftMode, a: Action, card?: CardId): boolean {
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

/**
 * Where the chosen action leaves the active Titan, from the same whole-move preview the player reads
 * (preview.ts), or null when it is knocked out on the way (it ends nowhere) or the action is refused. Not
 * the destination clicked: that is the plain move's end (attrsFor), and an extra chosen after it can
 * change where the move ends — a strike before the move that destroys the trap that would have stopped it.
 */
function chosenEnd(state: GameState, a: Action): number | null {
  return endOf(state, previewAction(state, a));
}

function endOf(state: GameState, r: ReturnType<typeof previewAction>): number | null {
  if (!r.ok) return null;
  const t = r.state.titans[state.active];
  return t.ko || t.space < 0 ? null : t.space;
}

/**
 * A card's or an ability's move of the active Titan (Swiftness Potion, Leapfrog, Rassïk's kick, Craken's
 * swap, a borrowed one): where the same whole preview leaves it, as for a die move; not moved, no end.
 */
function cardMoveEnd(state: GameState, a: Action): { moves: boolean; dest: number | null } {
  const r = previewAction(state, a);
  const id = state.titans[state.active].id;
  const moves = r.ok && r.events.some((e) => e.type === 'moved' && e.titan === id);
  return { moves, dest: moves ? endOf(state, r) : null };
}

function pathKey(a: Action): string {
  return a.type === 'dieAction' ? `${a.face ?? ''}|${a.path.join(',')}` : '';
}

/** The attributes a mode's actions differ by, in the order the player chooses them. */
function attrsFor(state: GameState, mode: DraftMode, candidates: readonly Action[]): Attr[] {
  const board = activeBoard(state);
  if (mode === 'enter') {
    return [
      {
        key: 'space',
        kind: 'space',
        prompt: { key: 'play.askStart' },
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
      { key: 'face', kind: 'choice', prompt: { key: 'play.askFace' }, get: (a) => die(a).face ?? NONE },
      {
        key: 'dest',
        kind: 'space',
        prompt: { key: 'play.askDest' },
        get: (a) => ends.get(pathKey(a)) ?? NONE,
      },
      { key: 'path', kind: 'choice', prompt: { key: 'play.askPath' }, get: (a) => die(a).path.join(',') },
      {
        key: 'extra',
        kind: 'space',
        prompt: { key: 'play.askExtra' },
        get: (a) => spaceKey(state, die(a).extra?.space, board),
        def: NONE,
      },
      {
        key: 'when',
        kind: 'choice',
        prompt: { key: 'play.askWhen' },
        get: (a) => die(a).extra?.when ?? NONE,
        def: 'after',
      },
      {
        key: 'lifeCost',
        kind: 'choice',
        prompt: { key: 'play.askLifeCost' },
        get: (a) => die(a).lifeCost ?? 'after',
        def: 'after',
      },
    ];
  }
  type Targeted = { target?: string; dir?: Dir; ability?: { target?: string; dir?: Dir } };
  const tg = (a: Action) => a as unknown as Targeted;
  return [
    {
      key: 'target',
      kind: 'space',
      prompt: { key: 'play.askTarget' },
      get: (a) => spaceKey(state, tg(a).target, board),
    },
    { key: 'dir', kind: 'choice', prompt: { key: 'play.askDir' }, get: (a) => tg(a).dir ?? NONE },
    {
      key: 'abilityTarget',
      kind: 'space',
      prompt: { key: 'play.askAbilityTarget' },
      get: (a) => spaceKey(state, tg(a).ability?.target, board),
    },
    {
      key: 'abilityDir',
      kind: 'choice',
      prompt: { key: 'play.askAbilityDir' },
      get: (a) => tg(a).ability?.dir ?? NONE,
    },
  ];
}

/** The destination shared by every candidate left, as a space index, or null. */
function destOf(state: GameState, attrs: readonly Attr[], candidates: readonly Action[]): number | null {
  const attr = attrs.find((a) => a.key === 'dest');
  if (!attr || candidates.length === 0) return null;
  const d = attr.get(candidates[0]);
  if (d === NONE || Number(d) < 0) return null;
  return candidates.every((a) => attr.get(a) === d) ? Number(d) : null;
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
  const fixed: Guide['fixed'] = [];
  let ask: GuideAsk | null = null;
  let sameWays = 0;
  let wayNotes: Guide['wayNotes'] = null;
  let wayShared: WayEffect[] = [];
  let dest: number | null = null;
  const otherDests = new Set<number>();
  for (let attr of attrs) {
    const options = distinct(candidates.map(attr.get));
    if (options.length <= 1) {
      // An only target (Shove with one Titan in reach) is taken, but said: never a silent choice. Said
      // once: Mimicry copying Swap with one Titan in reach has it as both the copied and the swapped one.
      if (
        TARGET_KEYS.has(attr.key) &&
        options[0] !== undefined &&
        options[0] !== NONE &&
        Number(options[0]) >= 0 &&
        !fixed.some((f) => f.space === Number(options[0]))
      )
        fixed.push({ key: attr.key, space: Number(options[0]) });
      continue;
    }
    const picked = draft.picks[attr.key];
    if (picked !== undefined && options.includes(picked)) {
      candidates = candidates.filter((a) => attr.get(a) === picked);
      if (attr.def !== undefined) adjustable.push({ attr, options, value: picked });
      else made.push(attr.key);
      if (attr.key === 'dest')
        for (const o of options) if (o !== picked && o !== NONE && Number(o) >= 0) otherDests.add(Number(o));
      continue;
    }
    if (attr.def !== undefined && options.includes(attr.def)) {
      candidates = candidates.filter((a) => attr.get(a) === attr.def);
      adjustable.push({ attr, options, value: attr.def });
      continue;
    }
    if (attr.key === 'path') {
      // Ask for the way only if the ways give different results (whole-move previews).
      const ways = new Map<string, Action>();
      for (const a of candidates) {
        const k = attr.get(a);
        const w = ways.has(k) ? null : plainWay(a);
        if (w) ways.set(k, w);
      }
      if (ways.size === options.length && waysEqual(state, [...ways.values()])) {
        candidates = candidates.filter((a) => attr.get(a) === options[0]);
        sameWays = options.length;
        continue;
      }
      ({ notes: wayNotes, shared: wayShared } = compareWays(state, ways));
      const end = destOf(state, attrs, candidates);
      if (end !== null && attr.kind === 'choice')
        attr = { ...attr, prompt: { key: 'flow.askPathTo', space: end } };
    }
    ask = { attr, options };
    break;
  }
  const action = !ask && candidates.length > 0 ? candidates[0] : null;
  // Once the action is chosen, its own end (what the preview shows); before, the destination every
  // candidate left shares (a way still asked).
  let moves = draft.mode === 'die' && action !== null;
  if (draft.mode === 'die' && ask?.attr.key !== 'dest')
    dest = action ? chosenEnd(state, action) : destOf(state, attrs, candidates);
  else if (action && (draft.mode === 'bonus' || draft.mode === 'ability'))
    ({ moves, dest } = cardMoveEnd(state, action));
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
    fixed,
    action,
    dest,
    moves,
    sameWays,
    wayNotes,
    wayShared,
    otherDests,
    selectable,
    selectAttr,
    selectStyle,
  };
}

/**
 * The first turn as one guided choice: the start space, then the die's destination from it,
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

// The guide's neighbours, for the UI and tests that import them from here.
export { preview, previewGuide, type Preview } from './preview';
export { draftOrder, draftRole, rerollCost, rerolledThisTurn, rollDue, type DraftRole } from './round';
export { ownTitans, playerOfTitan } from './seats';
