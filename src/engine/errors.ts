// Every refusal the engine can give, as data (issue 22). A refusal is `{ok:false, error}` where
// `error.code` is a stable machine code from ERRORS (the contract's codes kept as they are), `reason`
// says which rule or check refused within that code (REASONS), `params` carries the Titans, cards,
// spaces and numbers involved, and `message` is an English sentence for logs and the command line.
// A program branches on the code; the UI words the refusal from code, reason and params in the
// player's language (src/i18n/errors.ts), never from the message.
import type { GameEvent, GameState } from './types';

type Family = 'action' | 'setup' | 'circuit' | 'scenario' | 'engine';

/** Every error code, with its family and what it means. */
export const ERRORS = {
  // The contract's codes (engine-contract.md), for actions.
  notYourTurn: {
    family: 'action',
    meaning: 'The action says it is made by (`by`) a Titan who does not act now.',
  },
  illegalPath: { family: 'action', meaning: 'The die action takes a path its face does not move (R4.1).' },
  pendingDecision: {
    family: 'action',
    meaning: 'A decision is pending: only `decide` is legal until it is made.',
  },
  gameOver: { family: 'action', meaning: 'The race is won: no action is legal any more.' },
  unknownAction: {
    family: 'action',
    meaning: 'Not an action, or an action type the contract does not have.',
  },
  badTarget: {
    family: 'action',
    meaning: 'A target or direction the trap, strike, ability or card cannot reach.',
  },
  // The engine's own codes for actions.
  badAction: {
    family: 'action',
    meaning: "The action's arguments are missing, malformed or contradict each other.",
  },
  badSpace: {
    family: 'action',
    meaning: 'A space that is not on the course, or not one the action may use.',
  },
  badDie: { family: 'action', meaning: 'No die with that number in the pool.' },
  wrongPhase: { family: 'action', meaning: 'The action belongs to another moment of the turn (R9).' },
  notAllowed: {
    family: 'action',
    meaning: 'The rules forbid the ability or card now (once per turn, no use, …).',
  },
  // A game setup (R3, R12), checked field by field: the code says what is wrong, params.field where.
  setupNotObject: { family: 'setup', meaning: 'The setup is not an object.' },
  setupUnknownField: {
    family: 'setup',
    meaning: 'A field the setup (or its options) does not have (params.field).',
  },
  setupCircuitCount: { family: 'setup', meaning: 'Not one circuit (a race) or three (a Grand Slam) (R2).' },
  setupTitanCount: { family: 'setup', meaning: 'Not 3 to 6 Titans (params.count).' },
  setupUnknownTitan: {
    family: 'setup',
    meaning: 'A Titan id that does not exist (params.field, params.value).',
  },
  setupTitanTwice: { family: 'setup', meaning: 'The same Titan twice in the game (params.titan).' },
  setupPlayersShape: { family: 'setup', meaning: '`players` is not 2 to 6 lists of Titans.' },
  setupPlayersCover: {
    family: 'setup',
    meaning: '`players` does not give every Titan to exactly one player.',
  },
  setupTwoPlayersTitans: {
    family: 'setup',
    meaning: 'In the 2-player game a player has not exactly two Titans (R12.1).',
  },
  setupTwoPlayersOrder: {
    family: 'setup',
    meaning: "The 2-player game's Titans are not seated A1, B1, A2, B2 (R12.1).",
  },
  setupOneTitanEach: { family: 'setup', meaning: 'With 3 or more players a player has more than one Titan.' },
  setupTeamsShape: { family: 'setup', meaning: '`teams` is not a list of lists of Titans.' },
  setupTeamsNeedPlayers: { family: 'setup', meaning: 'Teams are played with one Titan per player (R12.3).' },
  setupTeamsCover: { family: 'setup', meaning: '`teams` does not put every Titan in exactly one team.' },
  setupTeamSizes: { family: 'setup', meaning: 'Team sizes other than 2+2, 3+3 or 2+2+2 (R12.3).' },
  setupTeamNeighbours: {
    family: 'setup',
    meaning: 'Team-mates sit side by side (params.titan, params.other) (R12.3).',
  },
  setupNotNumber: { family: 'setup', meaning: 'A field that must be a number is not one (params.field).' },
  setupOutOfRange: { family: 'setup', meaning: 'A whole number outside its range (params.field, min, max).' },
  setupNotInGame: {
    family: 'setup',
    meaning: '`first` names a Titan that is not in the game (params.value).',
  },
  setupBadFaces: { family: 'setup', meaning: '`rolls` is not a list of die faces.' },
  setupNotMap: {
    family: 'setup',
    meaning: 'A field that maps ids to values is not an object (params.field).',
  },
  setupUnknownCard: {
    family: 'setup',
    meaning: 'A card id that does not exist (params.field, params.value).',
  },
  setupCardName: {
    family: 'setup',
    meaning: 'A display name of a card is empty, too long or invisible (params.card).',
  },
  setupReactions: {
    family: 'setup',
    meaning: '`options.reactions` is not eligible, always or never (R12.4).',
  },
  // Everything else.
  badCircuit: { family: 'circuit', meaning: 'A circuit the validator refuses (its problems say why, R7.6).' },
  badScenario: {
    family: 'scenario',
    meaning: 'A scenario file that cannot be read or does not describe a position.',
  },
  badState: {
    family: 'engine',
    meaning: 'An engine fault: a resolution that would not end, or a state it cannot go on from.',
  },
} as const satisfies Record<string, { family: Family; meaning: string }>;

export type ErrorCode = keyof typeof ERRORS;

/**
 * Which check refused, within an action's code: the codes stay as the contract and the scenarios know
 * them, the reason lets the UI say exactly what was wrong. `rule` is the rule it applies.
 */
export const REASONS = {
  notAnAction: { code: 'unknownAction', meaning: 'The action is not an object with a type.' },
  unknownType: { code: 'unknownAction', meaning: 'No action has this type (params.type).' },
  alreadyEntered: { code: 'wrongPhase', meaning: 'Only a Titan not on the board yet enters it (R9.2).' },
  notStartSpace: { code: 'badSpace', meaning: 'A Titan enters on A1, C1 or E1 (R9.2).' },
  startTaken: {
    code: 'badSpace',
    meaning: 'That start space is taken while another is free (params.space).',
  },
  enterFirst: { code: 'wrongPhase', meaning: 'The Titan must enter the board first (R9.2).' },
  dieActionFirst: { code: 'wrongPhase', meaning: 'The turn ends only after its die action (R9.3).' },
  notLegalNow: { code: 'wrongPhase', meaning: 'The search path was handed an action that is not legal now.' },
  rollNotAtStart: { code: 'wrongPhase', meaning: 'The dice are rolled only at the start of a turn (R4.2).' },
  notRoller: { code: 'wrongPhase', meaning: "Only the round's first and last Titan roll (R4.2)." },
  dieChosen: { code: 'wrongPhase', meaning: 'A die has already been chosen this turn (R4.1).' },
  rollFirst: { code: 'wrongPhase', meaning: 'The dice must be rolled before a die is chosen (R4.2).' },
  noDie: { code: 'badDie', meaning: 'No die with that number in the pool (params.die, params.max).' },
  noDieAction: { code: 'wrongPhase', meaning: 'There is no die action to perform now.' },
  dieActionDone: { code: 'wrongPhase', meaning: "This turn's die action is done (R9.3)." },
  purpleNeedsFace: { code: 'badAction', meaning: 'Purple names the face it copies (R4.1).' },
  faceOnlyPurple: { code: 'badAction', meaning: 'Only the purple die names a face (params.face).' },
  lifeCostWhen: { code: 'badAction', meaning: "Purple's Life cost is paid 'before' or 'after'." },
  lifeCostOnlyPurple: { code: 'badAction', meaning: 'Only the purple die has a Life cost (R4.1).' },
  wrongPath: { code: 'illegalPath', meaning: 'The face does not move along that path (params.face).' },
  noExtra: { code: 'badAction', meaning: 'This face places no trap and strikes nothing (params.face).' },
  extraShape: { code: 'badAction', meaning: "`extra` needs a space and when: 'before' or 'after'." },
  notASpace: { code: 'badSpace', meaning: 'Not a space of this course (params.space).' },
  extraOutOfReach: {
    code: 'badTarget',
    meaning: 'The trap or strike cannot reach that space (params.space).',
  },
  nothingAfter: {
    code: 'badTarget',
    meaning: 'The move ends in a knock-out or a win: nothing comes after it.',
  },
  noReroll: { code: 'notAllowed', meaning: 'The pentacle reroll needs a die action ended on it (R7.5).' },
  powersAfterDie: { code: 'wrongPhase', meaning: 'Abilities and cards come after the die is chosen (R9.3).' },
  finishActionFirst: { code: 'wrongPhase', meaning: 'The current action must finish first.' },
  firstTurnNoPowers: { code: 'notAllowed', meaning: 'No ability or card during the first turn (R9.2).' },
  knockedOut: {
    code: 'notAllowed',
    meaning: 'A knocked-out Titan has lost the rest of its turn (R5.7, R8.2).',
  },
  afterReroll: { code: 'notAllowed', meaning: 'No ability or card after a pentacle reroll (R7.5).' },
  abilityUsed: { code: 'notAllowed', meaning: 'The ability is used once per turn (R10).' },
  abilityNoUse: { code: 'notAllowed', meaning: 'The ability has no legal use now (R10).' },
  unknownCard: { code: 'badAction', meaning: 'No card has this id (params.card).' },
  cardPlayed: { code: 'notAllowed', meaning: 'One bonus card per turn (R9.3).' },
  cardNotHeld: { code: 'notAllowed', meaning: 'The Titan does not hold that card (params.card).' },
  cardNoUse: { code: 'notAllowed', meaning: 'The card has no legal use now (R11).' },
  mimicryArgs: {
    code: 'badAction',
    meaning: "Mimicry takes the Titan's space and the borrowed ability's arguments.",
  },
  borrowsNothing: { code: 'badAction', meaning: 'Only Mimicry borrows an ability (params.card).' },
  mimicryTarget: {
    code: 'badTarget',
    meaning: 'Mimicry borrows from the Titan on an adjacent space (R11.3).',
  },
  notLegalUse: { code: 'badTarget', meaning: 'Not a legal target or direction (params.legal lists some).' },
  noDecision: { code: 'wrongPhase', meaning: 'No decision is pending.' },
  piratesLifeNamesNoCard: {
    code: 'badAction',
    meaning: 'Losing 1 Life to the pirates names no card (R7.2).',
  },
  discardNotHeld: { code: 'badAction', meaning: 'The pirates take a card the Titan holds (R7.2).' },
  piratesChoice: { code: 'badAction', meaning: "The pirates want 'discard' with a card or 'life' (R7.2)." },
  passNamesNoCard: { code: 'badAction', meaning: 'Passing plays no card.' },
  reactionChoice: {
    code: 'badAction',
    meaning: "A reaction is answered 'play' with a Shield, or 'pass' (R11.4).",
  },
  noShield: { code: 'badAction', meaning: 'The Titan holds no Shield (R11.4).' },
  noLossWaiting: { code: 'badState', meaning: 'No Life loss is waiting for a Shield.' },
} as const satisfies Record<string, { code: ErrorCode; meaning: string }>;

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
  const error: EngineError = { code: REASONS[reason].code, message, reason };
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
