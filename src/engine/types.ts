// The engine's state: plain JSON (numbers, strings, arrays, objects, null). Bots, the simulator, the store
// and the UI read GameState's fields (this module is one of the engine's data doors); the facts that take
// a rule to work out — who decides, rows climbed, standings — they ask the engine (race.ts), and tests,
// saves and scenarios use the contract's Summary. Only the engine changes a state. The public contract is
// contract.ts, re-exported here so that every module imports its types from one place.
import type { Op } from './resolve/ops';
import type {
  CardId,
  Element,
  Face,
  GameSetup,
  LossCause,
  PendingKind,
  ReactionMode,
  TitanId,
} from './contract';

export * from './contract';
export type { Op } from './resolve/ops';

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
