// Every refusal the engine can give, as data. A refusal is `{ok:false, error}` where
// `error.code` is a stable machine code from ERRORS (the contract's codes kept as they are), `reason`
// says which rule or check refused within that code (REASONS), `params` carries the Titans, cards,
// spaces and numbers involved, and `message` is an English sentence for logs and the command line.
// A program branches on the code; the UI words the refusal from code, reason and params in the
// player's language (src/i18n/errors.ts), never from the message.
import type { GameEvent, GameState } from './types';

type Family = 'action' | 'setup' | 'circuit' | 'scenario' | 'engine';

/** Every error code, with its family; what it means is said above each (kept out of the bundle). */
export const ERRORS = {
  // The contract's codes (engine-contract.md), for actions.
  /** The action says it is made by (`by`) a Titan who does not act now. */
  notYourTurn: 'action',
  /** The die action takes a path its face does not move (R4.1). */
  illegalPath: 'action',
  /** A decision is pending: only `decide` is legal until it is made. */
  pendingDecision: 'action',
  /** The race is won: no action is legal any more. */
  gameOver: 'action',
  /** Not an action, or an action type the contract does not have. */
  unknownAction: 'action',
  /** A target or direction the trap, strike, ability or card cannot reach. */
  badTarget: 'action',
  // The engine's own codes for actions.
  /** The action's arguments are missing, malformed or contradict each other. */
  badAction: 'action',
  /** A space that is not on the course, or not one the action may use. */
  badSpace: 'action',
  /** No die with that number in the pool. */
  badDie: 'action',
  /** The action belongs to another moment of the turn (R9). */
  wrongPhase: 'action',
  /** The rules forbid the ability or card now (once per turn, no use, …). */
  notAllowed: 'action',
  // A game setup (R3, R12), checked field by field: the code says what is wrong, params.field where.
  /** The setup is not an object. */
  setupNotObject: 'setup',
  /** A field the setup (or its options) does not have (params.field). */
  setupUnknownField: 'setup',
  /** Not one circuit (a race) or three (a Grand Slam) (R2). */
  setupCircuitCount: 'setup',
  /** Not 3 to 6 Titans (params.count). */
  setupTitanCount: 'setup',
  /** A Titan id that does not exist (params.field, params.value). */
  setupUnknownTitan: 'setup',
  /** The same Titan twice in the game (params.titan). */
  setupTitanTwice: 'setup',
  /** `players` is not 2 to 6 lists of Titans. */
  setupPlayersShape: 'setup',
  /** `players` does not give every Titan to exactly one player. */
  setupPlayersCover: 'setup',
  /** In the 2-player game a player has not exactly two Titans (R12.1). */
  setupTwoPlayersTitans: 'setup',
  /** The 2-player game's Titans are not seated A1, B1, A2, B2 (R12.1). */
  setupTwoPlayersOrder: 'setup',
  /** With 3 or more players a player has more than one Titan. */
  setupOneTitanEach: 'setup',
  /** `teams` is not a list of lists of Titans. */
  setupTeamsShape: 'setup',
  /** Teams are played with one Titan per player (R12.3). */
  setupTeamsNeedPlayers: 'setup',
  /** `teams` does not put every Titan in exactly one team. */
  setupTeamsCover: 'setup',
  /** Team sizes other than 2+2, 3+3 or 2+2+2 (R12.3). */
  setupTeamSizes: 'setup',
  /** Team-mates sit side by side (params.titan, params.other) (R12.3). */
  setupTeamNeighbours: 'setup',
  /** A field that must be a number is not one (params.field). */
  setupNotNumber: 'setup',
  /** A whole number outside its range (params.field, min, max). */
  setupOutOfRange: 'setup',
  /** `first` names a Titan that is not in the game (params.value). */
  setupNotInGame: 'setup',
  /** `rolls` is not a list of die faces. */
  setupBadFaces: 'setup',
  /** A field that maps ids to values is not an object (params.field). */
  setupNotMap: 'setup',
  /** A card id that does not exist (params.field, params.value). */
  setupUnknownCard: 'setup',
  /** A display name of a card is empty, too long or invisible (params.card). */
  setupCardName: 'setup',
  /** `options.reactions` is not eligible, always or never (R12.4). */
  setupReactions: 'setup',
  // Everything else.
  /** A circuit the validator refuses (its problems say why, R7.6). */
  badCircuit: 'circuit',
  /** A scenario file that cannot be read or does not describe a position. */
  badScenario: 'scenario',
  /** An engine fault: a resolution that would not end, or a state it cannot go on from. */
  badState: 'engine',
} as const satisfies Record<string, Family>;

export type ErrorCode = keyof typeof ERRORS;

/**
 * Which check refused, within an action's code: the codes stay as the contract and the scenarios know
 * them, the reason lets the UI say exactly what was wrong. Each reason maps to its code.
 */
export const REASONS = {
  /** The action is not an object with a type. */
  notAnAction: 'unknownAction',
  /** No action has this type (params.type). */
  unknownType: 'unknownAction',
  /** Only a Titan not on the board yet enters it (R9.2). */
  alreadyEntered: 'wrongPhase',
  /** A Titan enters on A1, C1 or E1 (R9.2). */
  notStartSpace: 'badSpace',
  /** That start space is taken while another is free (params.space). */
  startTaken: 'badSpace',
  /** The Titan must enter the board first (R9.2). */
  enterFirst: 'wrongPhase',
  /** The turn ends only after its die action (R9.3). */
  dieActionFirst: 'wrongPhase',
  /** The search path was handed an action that is not legal now. */
  notLegalNow: 'wrongPhase',
  /** The dice are rolled only at the start of a turn (R4.2). */
  rollNotAtStart: 'wrongPhase',
  /** Only the round's first and last Titan roll (R4.2). */
  notRoller: 'wrongPhase',
  /** A die has already been chosen this turn (R4.1). */
  dieChosen: 'wrongPhase',
  /** The dice must be rolled before a die is chosen (R4.2). */
  rollFirst: 'wrongPhase',
  /** No die with that number in the pool (params.die, params.max). */
  noDie: 'badDie',
  /** There is no die action to perform now. */
  noDieAction: 'wrongPhase',
  /** This turn's die action is done (R9.3). */
  dieActionDone: 'wrongPhase',
  /** Purple names the face it copies (R4.1). */
  purpleNeedsFace: 'badAction',
  /** Only the purple die names a face (params.face). */
  faceOnlyPurple: 'badAction',
  /** Purple's Life cost is paid 'before' or 'after'. */
  lifeCostWhen: 'badAction',
  /** Only the purple die has a Life cost (R4.1). */
  lifeCostOnlyPurple: 'badAction',
  /** The face does not move along that path (params.face). */
  wrongPath: 'illegalPath',
  /** This face places no trap and strikes nothing (params.face). */
  noExtra: 'badAction',
  /** `extra` needs a space and when: 'before' or 'after'. */
  extraShape: 'badAction',
  /** Not a space of this course (params.space). */
  notASpace: 'badSpace',
  /** The trap or strike cannot reach that space (params.space). */
  extraOutOfReach: 'badTarget',
  /** The move ends in a knock-out or a win: nothing comes after it. */
  nothingAfter: 'badTarget',
  /** The pentacle reroll needs a die action ended on it (R7.5). */
  noReroll: 'notAllowed',
  /** Abilities and cards come after the die is chosen (R9.3). */
  powersAfterDie: 'wrongPhase',
  /** The current action must finish first. */
  finishActionFirst: 'wrongPhase',
  /** No ability or card during the first turn (R9.2). */
  firstTurnNoPowers: 'notAllowed',
  /** A knocked-out Titan has lost the rest of its turn (R5.7, R8.2). */
  knockedOut: 'notAllowed',
  /** No ability or card after a pentacle reroll (R7.5). */
  afterReroll: 'notAllowed',
  /** The ability is used once per turn (R10). */
  abilityUsed: 'notAllowed',
  /** The ability has no legal use now (R10). */
  abilityNoUse: 'notAllowed',
  /** No card has this id (params.card). */
  unknownCard: 'badAction',
  /** One bonus card per turn (R9.3). */
  cardPlayed: 'notAllowed',
  /** The Titan does not hold that card (params.card). */
  cardNotHeld: 'notAllowed',
  /** The card has no legal use now (R11). */
  cardNoUse: 'notAllowed',
  /** Mimicry takes the Titan's space and the borrowed ability's arguments. */
  mimicryArgs: 'badAction',
  /** Only Mimicry borrows an ability (params.card). */
  borrowsNothing: 'badAction',
  /** Mimicry borrows from the Titan on an adjacent space (R11.3). */
  mimicryTarget: 'badTarget',
  /** Not a legal target or direction (params.legal lists some). */
  notLegalUse: 'badTarget',
  /** No decision is pending. */
  noDecision: 'wrongPhase',
  /** Losing 1 Life to the pirates names no card (R7.2). */
  piratesLifeNamesNoCard: 'badAction',
  /** The pirates take a card the Titan holds (R7.2). */
  discardNotHeld: 'badAction',
  /** The pirates want 'discard' with a card or 'life' (R7.2). */
  piratesChoice: 'badAction',
  /** Passing plays no card. */
  passNamesNoCard: 'badAction',
  /** A reaction is answered 'play' with a Shield, or 'pass' (R11.4). */
  reactionChoice: 'badAction',
  /** The Titan holds no Shield (R11.4). */
  noShield: 'badAction',
  /** No Life loss is waiting for a Shield. */
  noLossWaiting: 'badState',
} as const satisfies Record<string, ErrorCode>;

export type Reason = keyof typeof REASONS;

/** What a refusal names: ids (Titans, cards, faces), spaces as written ('C5'), numbers. */
export type ErrorParams = Readonly<Record<string, string | number>>;

export interface EngineError {
  code: ErrorCode;
  message: string;
  /** Which check refused within the code (REASONS). */
  reason?: Reason;
  params?: ErrorParams;
}

/** A refusal, the failing half of every Result. */
export type Refusal = { ok: false; error: EngineError };

/** What applyAction returns on success (the contract's Result). */
export interface Applied {
  state: GameState;
  events: GameEvent[];
}

/**
 * One result type for the whole engine: `{ok:true, ...T}` or a refusal. `Result` alone is the
 * contract's (applyAction, loadScenario); `Result<{value: X}>` and the like serve the rest.
 */
export type Result<T extends object = Applied> = ({ ok: true } & T) | Refusal;

/** An error with its code (setup, circuit, scenario, engine faults). */
export function fault(code: ErrorCode, message: string, params?: ErrorParams): EngineError {
  return params ? { code, message, params } : { code, message };
}

/** An action refused by a named check; the code comes from REASONS. */
export function refusal(reason: Reason, message: string, params?: ErrorParams): EngineError {
  const error: EngineError = { code: REASONS[reason], message, reason };
  if (params) error.params = params;
  return error;
}

/** Wrap an error as the failing half of a Result. */
export function refuse(error: EngineError): Refusal {
  return { ok: false, error };
}

export function isErrorCode(x: unknown): x is ErrorCode {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, x);
}
