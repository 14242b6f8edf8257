// The engine's public contract (../shared/spec/engine-contract.md): the vocabulary every user of the
// engine speaks (setup, actions, events, Summary). The state's inside is in types.ts, errors in
// errors.ts. Tables are `as const` so the union types derive from the data.

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

/**
 * `by` (optional, any action): the Titan the action is made for. When given, an action for a Titan who
 * does not act now (the active one, or the one a pending decision waits for) is refused with
 * `notYourTurn` — a late answer from a bot or another tab cannot act for the wrong Titan.
 */
export type Action = { [K in ActionType]: { type: K; by?: TitanId } & ActionArgs[K] }[ActionType];

export type { EngineError, ErrorCode, ErrorParams, Reason, Refusal, Result, Applied } from './errors';

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
