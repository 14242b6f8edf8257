// Public types of the engine contract (../shared/spec/engine-contract.md).
// Tables are `as const` so the union types derive from the data.
import type { Op } from './resolve/ops';

export type { Op } from './resolve/ops';

export const FACES = ['red', 'blue', 'green', 'yellow', 'brown', 'purple'] as const;
export type Face = (typeof FACES)[number];

export const DIRS = ['S', 'L', 'R', 'BS', 'BL', 'BR'] as const;
export type Dir = (typeof DIRS)[number];

export const TITAN_IDS = ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'] as const;
export type TitanId = (typeof TITAN_IDS)[number];

export const CARD_IDS = [
  'tribalTrap',
  'swiftnessPotion',
  'shield',
  'fireBomb',
  'thunderbolt',
  'mimicry',
  'elixir',
  'leapfrog',
  'repel',
  'quake',
] as const;
export type CardId = (typeof CARD_IDS)[number];

export const CIRCUIT_IDS = [
  'kaldheira',
  'deadMansLagoon',
  'banKog',
  'moltenchest',
  'anglieh',
  'estengaard',
] as const;
export type CircuitId = (typeof CIRCUIT_IDS)[number];

export const ELEMENTS = [
  'bonus',
  'lava',
  'pirates',
  'fireStatue',
  'ice',
  'pentacle',
  'multiRamp',
  'superRampL',
  'superRampR',
] as const;
export type Element = (typeof ELEMENTS)[number];

/** A space written 'C5', or '2:C5' in Grand Slam. */
export type SpaceName = string;

export interface Circuit {
  id: string;
  name: string;
  description?: string;
  spaces: Record<string, Element>;
}

export type ReactionMode = 'eligible' | 'always' | 'never';

export interface GameOptions {
  reactions?: ReactionMode;
  /** Maximum Life (default 6). */
  maxLife?: number;
  /** Starting Life per Titan (default: maximum, Chtoolhoo 4). */
  startLife?: Partial<Record<TitanId, number>>;
  handSize?: number;
  trapSupply?: number;
  /** Deck composition: copies of each card (default R11.3). */
  deck?: Partial<Record<CardId, number>>;
  /** Display names of cards (presentation only). */
  cardNames?: Partial<Record<CardId, string>>;
}

export interface GameSetup {
  circuits: (CircuitId | Circuit)[];
  titans: TitanId[];
  players?: TitanId[][];
  teams?: TitanId[][];
  laps?: number;
  seed?: number;
  first?: TitanId;
  rolls?: Face[];
  options?: GameOptions;
}

export interface ExtraTarget {
  space: SpaceName;
  when: 'before' | 'after';
}

/** The action vocabulary (engine contract, "Actions"); the Action union is derived from it. */
export const ACTION_TYPES = [
  'roll',
  'chooseDie',
  'enter',
  'dieAction',
  'ability',
  'playBonus',
  'discardBonus',
  'reroll',
  'decide',
  'endTurn',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Each action's arguments besides its type. */
interface ActionArgs {
  roll: object;
  chooseDie: { die: number };
  enter: { space: SpaceName };
  dieAction: { face?: Face; path: Dir[]; extra?: ExtraTarget; lifeCost?: 'before' | 'after' };
  ability: { target?: SpaceName; dir?: Dir };
  playBonus: { card: CardId; target?: SpaceName; dir?: Dir; ability?: { target?: SpaceName; dir?: Dir } };
  discardBonus: { card: CardId };
  reroll: object;
  decide: { choice: string; card?: CardId };
  endTurn: object;
}

export type Action = { [K in ActionType]: { type: K } & ActionArgs[K] }[ActionType];

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type ErrorCode =
  | 'notYourTurn'
  | 'illegalPath'
  | 'pendingDecision'
  | 'gameOver'
  | 'unknownAction'
  | 'badAction'
  | 'badTarget'
  | 'badSpace'
  | 'badDie'
  | 'wrongPhase'
  | 'notAllowed'
  | 'badSetup'
  | 'badCircuit'
  | 'badScenario'
  | 'badState';

export type Result = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: EngineError };

export type MoveCause = 'step' | 'push' | 'slide' | 'jump' | 'swap' | 'enter' | 'moved';
export type LossCause =
  'push' | 'trap' | 'lava' | 'pirates' | 'fire' | 'strike' | 'ability' | 'card' | 'purple' | 'pentacle';

/** What happened, in order. Spaces are written as in the Summary ('C5' or '2:C5'). */
export type GameEvent =
  | { type: 'firstPlayer'; titan: TitanId; rolls: Face[] }
  | { type: 'diceRolled'; titan: TitanId; faces: Face[] }
  | { type: 'dieChosen'; titan: TitanId; face: Face }
  | {
      type: 'lifeGained';
      titan: TitanId;
      amount: number;
      life: number;
      cause: 'ownColour' | 'ability' | 'card' | 'recovery';
    }
  | {
      type: 'moved';
      titan: TitanId;
      from: SpaceName | null;
      to: SpaceName;
      dir: Dir;
      cause: MoveCause;
      by?: TitanId;
    }
  | { type: 'lap'; titan: TitanId; lap: number }
  | { type: 'lifeLost'; titan: TitanId; amount: number; life: number; cause: LossCause; by?: TitanId }
  | { type: 'shielded'; titan: TitanId; cause: LossCause }
  | { type: 'knockedOut'; titan: TitanId }
  | { type: 'passed'; titan: TitanId }
  | { type: 'recovered'; titan: TitanId; life: number }
  | { type: 'trapPlaced'; titan: TitanId; space: SpaceName }
  | { type: 'trapSprung'; space: SpaceName; titan?: TitanId }
  | { type: 'trapDestroyed'; space: SpaceName }
  | { type: 'struck'; titan: TitanId; spaces: SpaceName[]; cause: LossCause }
  | { type: 'blast'; space: SpaceName; titan: TitanId }
  | { type: 'pirates'; titan: TitanId; choice: 'life' | 'discard' }
  | { type: 'cardDrawn'; titan: TitanId; card: CardId }
  | { type: 'cardDiscarded'; titan: TitanId; card: CardId }
  | { type: 'cardPlayed'; titan: TitanId; card: CardId }
  | { type: 'deckShuffled'; size: number }
  | { type: 'abilityUsed'; titan: TitanId; as?: TitanId }
  | { type: 'pentacleReroll'; titan: TitanId; face: Face }
  | { type: 'extraFizzled'; titan: TitanId; space: SpaceName }
  | { type: 'turnEnded'; titan: TitanId }
  | { type: 'turnStarted'; titan: TitanId; round: number }
  | { type: 'won'; titan: TitanId; team: TitanId[] | null };

export type PendingKind = 'pirates' | 'reaction';

export interface PendingSummary {
  kind: PendingKind;
  titan: TitanId;
  /** pirates: the space; reaction: what would cause the loss. */
  space?: SpaceName;
  cause?: LossCause;
  /** The cards that may be played or discarded (the decider's own hand only). */
  cards?: CardId[];
}

export interface TitanSummary {
  space: SpaceName | null;
  board: number;
  life: number;
  lap: number;
  ko: boolean;
  die: Face | null;
  abilityUsed: boolean;
  hand: CardId[];
}

export interface Summary {
  round: number;
  active: TitanId;
  dice: Face[];
  titans: Partial<Record<TitanId, TitanSummary>>;
  traps: SpaceName[];
  trapSupply: number;
  pending: PendingSummary | null;
  winner: TitanId | null;
  winningTeam: TitanId[] | null;
}

// ---------------------------------------------------------------------------
// Internal state. Plain JSON: numbers, strings, arrays, objects, null.

/** The rules version a GameState was made under; saves of another version cannot replay. */
export const RULES_VERSION = 2;

/** Space index: (globalRow - 1) * 3 + floor(col / 2); -1 = off the board. */
export type SpaceIdx = number;

export interface TitanState {
  id: TitanId;
  space: SpaceIdx;
  lap: number;
  life: number;
  maxLife: number;
  ko: boolean;
  /** A knocked-out Titan has already passed its turn and recovers at the start of its next one (R8.2). */
  koPassed: boolean;
  die: Face | null;
  abilityUsed: boolean;
  hand: CardId[];
}

export interface PendingState {
  kind: PendingKind;
  titan: number;
  space?: SpaceIdx;
  cause?: LossCause;
}

export interface TurnState {
  /** 'start': roll or choose a die; 'enter': choose a start space; 'main': act. */
  phase: 'start' | 'enter' | 'main';
  dieChosen: boolean;
  dieDone: boolean;
  cardPlayed: boolean;
  /** R7.5: the Titan has rerolled on the pentacle this turn (no ability or card any more). */
  rerolled: boolean;
  /** R7.5: the space on which the die action ended on the pentacle (reroll allowed while it stays), or -1. */
  rerollAt: SpaceIdx;
  /** Knocked out during its own turn (R5.7) or passing a knocked-out turn (R8.2): only endTurn remains. */
  over: boolean;
  /** Titans (bitmask by seat) already pushed in the current movement: push damage once (R5.5). */
  pushed: number;
  /** Titans (bitmask by seat) moved in the current chain reaction: none is moved twice (R1.7). */
  chain: number;
  /** True while the applyAction that started the current resolution has not yet been interrupted. */
  fresh: boolean;
}

export interface CourseState {
  boards: number;
  /** Element per space index ('' = plain). */
  elements: (Element | '')[];
  names: string[];
}

export interface GameState {
  v: typeof RULES_VERSION;
  setup: GameSetup;
  course: CourseState;
  laps: number;
  maxLife: number;
  handSize: number;
  trapTotal: number;
  reactions: ReactionMode;
  deckSize: number;
  titans: TitanState[];
  /** Seat indexes per player (for turn hand-off), and per team (null = no teams). */
  players: number[][];
  teams: number[][] | null;
  traps: SpaceIdx[];
  trapSupply: number;
  deck: CardId[];
  discard: CardId[];
  /** R7.7 (v2.1): the bonus card being played, in neither hand nor discard until its effect is over. */
  inPlay: CardId | null;
  /** The dice the active Titan may choose from once rolled (R4.2). */
  pool: Face[];
  /** R4.2: the pool is there to choose from (false at the start of the round's first and last turns). */
  rolled: boolean;
  rng: number;
  /** Forced results of the next rolls (setup/scenario `rolls`), consumed from index forcedAt. */
  forcedRolls: Face[];
  forcedAt: number;
  round: number;
  first: number;
  active: number;
  turn: TurnState;
  /** Work still to do (resolve/ops.ts), last item first. */
  stack: Op[];
  pending: PendingState | null;
  winner: number;
}
