// Parse, then build (as chessops does): a GameSetup from outside (a file, a link, a form) is checked
// field by field into a CheckedSetup — every value known good, the defaults filled in — or refused
// with a code saying what is wrong and params saying which field (errors.ts, family 'setup'). Building
// the first state from a CheckedSetup (setup.ts) then cannot fail. R3 setup, R12 variants.
import { buildCourse } from './course';
import {
  DEFAULT_DECK,
  DEFAULT_HAND_SIZE,
  DEFAULT_LAPS,
  DEFAULT_MAX_LIFE,
  DEFAULT_START_LIFE,
  DEFAULT_TRAPS,
} from './data';
import { fault, refuse, type ErrorCode, type ErrorParams, type Refusal, type Result } from './errors';
import { show } from './state';
import type {
  CardId,
  CircuitId,
  CourseState,
  Face,
  GameOptions,
  GameSetup,
  ReactionMode,
  TitanId,
} from './types';
import { CARD_IDS, FACES, TITAN_IDS } from './types';

const SETUP_KEYS = ['circuits', 'titans', 'players', 'teams', 'laps', 'seed', 'first', 'rolls', 'options'];
const OPTION_KEYS = ['reactions', 'maxLife', 'startLife', 'handSize', 'trapSupply', 'deck', 'cardNames'];
const MAX_CARD_NAME = 30;

/** A setup every field of which has been checked, with the rules' defaults filled in. */
export interface CheckedSetup {
  /** What was checked, copied (never the caller's objects): this goes into the state as `setup`. */
  setup: GameSetup;
  course: CourseState;
  titans: TitanId[];
  /** Seats per player, and per team (null: no teams). */
  players: number[][];
  teams: number[][] | null;
  laps: number;
  /** The seed given, or undefined: building chooses one. */
  seed: number | undefined;
  reactions: ReactionMode;
  maxLife: number;
  handSize: number;
  trapTotal: number;
  /** Starting Life per Titan id where it differs from the maximum (R3.2, options.startLife). */
  startLife: Partial<Record<TitanId, number>>;
  /** The deck before shuffling, in CARD_IDS order. */
  deck: CardId[];
}

const bad = (code: ErrorCode, message: string, params?: ErrorParams): Refusal =>
  refuse(fault(code, message, params));

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, lo: number, hi: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

function unknownKey(record: Record<string, unknown>, known: readonly string[]): string | null {
  for (const key of Object.keys(record)) if (!known.includes(key)) return key;
  return null;
}

/** A whole number in [min, max] for `field`, or the refusal naming the field and the range. */
function range(field: string, value: unknown, min: number, max: number): Refusal | null {
  if (isInt(value, min, max)) return null;
  return bad('setupOutOfRange', `${field} must be a whole number from ${min} to ${max}.`, {
    field,
    min,
    max,
  });
}

/** Check a setup. Unknown fields are refused (a typo like `lap` must not be silently ignored). */
export function parseSetup(input: unknown): Result<{ value: CheckedSetup }> {
  if (!isObj(input)) return bad('setupNotObject', 'A game setup must be an object with circuits and titans.');
  const unknown = unknownKey(input, SETUP_KEYS);
  if (unknown !== null)
    return bad(
      'setupUnknownField',
      `Unknown setup field ${show(unknown)}; a setup has ${SETUP_KEYS.join(', ')}.`,
      {
        field: show(unknown),
      },
    );
  const course = buildCourse(input.circuits);
  if (!course.ok) return course;

  const seats = parseSeats(input);
  if (!seats.ok) return seats;
  const { titans, players, teams } = seats.value;
  const seat = (id: unknown) => titans.indexOf(id as TitanId);

  const laps = input.laps ?? (course.course.boards === 3 ? 1 : DEFAULT_LAPS);
  const lapsBad = range('laps', laps, 1, 9);
  if (lapsBad) return lapsBad;
  if (input.seed !== undefined && (typeof input.seed !== 'number' || !Number.isFinite(input.seed)))
    return bad('setupNotNumber', 'seed must be a number.', { field: 'seed' });
  if (input.first !== undefined && seat(input.first) < 0)
    return bad('setupNotInGame', 'first must name a Titan of the game.', {
      field: 'first',
      value: show(input.first),
    });
  if (
    input.rolls !== undefined &&
    (!Array.isArray(input.rolls) || !input.rolls.every((f) => FACES.includes(f as Face)))
  )
    return bad('setupBadFaces', `rolls must be a list of faces: ${FACES.join(', ')}.`, { field: 'rolls' });

  const options = parseOptions(input.options);
  if (!options.ok) return options;
  const opts = options.value;

  const setup: GameSetup = {
    circuits: course.circuits.map((c, b) =>
      typeof (input.circuits as unknown[])[b] === 'string' ? (c.id as CircuitId) : c,
    ),
    titans: titans.slice(),
    // Third, where building writes the seed it chose (the state's JSON keeps one key order).
    seed: input.seed as number | undefined,
  };
  if (input.players !== undefined) setup.players = players.map((list) => list.map((i) => titans[i]));
  if (teams) setup.teams = teams.map((members) => members.map((i) => titans[i]));
  if (input.laps !== undefined) setup.laps = laps as number;
  if (input.first !== undefined) setup.first = input.first as TitanId;
  if (input.rolls !== undefined) setup.rolls = (input.rolls as Face[]).slice();
  if (input.options !== undefined) setup.options = opts.given;
  return {
    ok: true,
    value: {
      setup,
      course: course.course,
      titans,
      players,
      teams,
      laps: laps as number,
      seed: input.seed as number | undefined,
      reactions: opts.reactions,
      maxLife: opts.maxLife,
      handSize: opts.handSize,
      trapTotal: opts.trapTotal,
      startLife: opts.startLife,
      deck: opts.deck,
    },
  };
}

interface Seats {
  titans: TitanId[];
  players: number[][];
  teams: number[][] | null;
}

/** titans, players (R12.1) and teams (R12.3): who sits where and plays with whom. */
function parseSeats(input: Record<string, unknown>): Result<{ value: Seats }> {
  const list = input.titans;
  if (!Array.isArray(list) || list.length < 3 || list.length > 6)
    return bad('setupTitanCount', 'A game has 3 to 6 Titans (two each in the 2-player game).', {
      count: Array.isArray(list) ? list.length : 0,
    });
  for (const id of list)
    if (!TITAN_IDS.includes(id as TitanId))
      return bad('setupUnknownTitan', `Unknown Titan "${show(id)}". Titans are: ${TITAN_IDS.join(', ')}.`, {
        field: 'titans',
        value: show(id),
      });
  const titans = list as TitanId[];
  const twice = titans.find((id, i) => titans.indexOf(id) !== i);
  if (twice) return bad('setupTitanTwice', 'Each Titan can be in the game only once.', { titan: twice });
  const seat = (id: unknown) => titans.indexOf(id as TitanId);
  const coversAll = (groups: unknown[][]) => {
    const all = groups.flat();
    return (
      all.length === titans.length && new Set(all).size === all.length && all.every((id) => seat(id) >= 0)
    );
  };

  // Players (R12.1): default one Titan each; two players have two Titans each, seated A1 B1 A2 B2.
  let players: number[][] = titans.map((_, i) => [i]);
  if (input.players !== undefined) {
    const given = input.players;
    if (!Array.isArray(given) || given.length < 2 || given.length > 6 || !given.every(Array.isArray))
      return bad('setupPlayersShape', 'players must list 2 to 6 players, each with their Titans.', {
        field: 'players',
      });
    if (!coversAll(given as unknown[][]))
      return bad('setupPlayersCover', 'players must give every Titan of the game to exactly one player.', {
        field: 'players',
      });
    players = (given as unknown[][]).map((own) => own.map(seat));
    if (players.length === 2) {
      if (!players.every((own) => own.length === 2))
        return bad(
          'setupTwoPlayersTitans',
          'In the 2-player game each player controls exactly two Titans (R12.1).',
          {
            field: 'players',
          },
        );
      const [first, second] = players;
      const alternate = (x: number[], y: number[]) =>
        x.includes(0) && x.includes(2) && y.includes(1) && y.includes(3);
      if (!alternate(first, second) && !alternate(second, first))
        return bad(
          'setupTwoPlayersOrder',
          "In the 2-player game the turn order is A's first Titan, B's first, A's second, B's second (R12.1): list titans in that order.",
          { field: 'titans' },
        );
    } else if (!players.every((own) => own.length === 1)) {
      return bad('setupOneTitanEach', 'With 3 or more players each player controls one Titan.', {
        field: 'players',
      });
    }
  }

  // Teams (R12.3).
  if (input.teams === undefined) return { ok: true, value: { titans, players, teams: null } };
  const given = input.teams;
  if (!Array.isArray(given) || !given.every(Array.isArray))
    return bad('setupTeamsShape', 'teams must be a list of teams, each a list of Titans.', {
      field: 'teams',
    });
  if (players.length !== titans.length)
    return bad('setupTeamsNeedPlayers', 'Teams are played with one Titan per player.', { field: 'teams' });
  if (!coversAll(given as unknown[][]))
    return bad('setupTeamsCover', 'teams must put every Titan of the game in exactly one team.', {
      field: 'teams',
    });
  const sizes = (given as unknown[][])
    .map((members) => members.length)
    .sort()
    .join(',');
  const shapeOk =
    (titans.length === 4 && sizes === '2,2') ||
    (titans.length === 6 && (sizes === '3,3' || sizes === '2,2,2'));
  if (!shapeOk)
    return bad(
      'setupTeamSizes',
      'Teams are 2 teams of 2 (4 players), or 2 teams of 3 or 3 teams of 2 (6 players) (R12.3).',
      { field: 'teams' },
    );
  const teams = (given as unknown[][]).map((members) => members.map(seat).sort((m, n) => m - n));
  const teamOf = new Array<number>(titans.length).fill(-1);
  teams.forEach((members, k) => members.forEach((i) => (teamOf[i] = k)));
  for (let i = 0; i < titans.length; i++) {
    const next = (i + 1) % titans.length;
    if (teamOf[i] === teamOf[next])
      return bad(
        'setupTeamNeighbours',
        `Team-mates never sit side by side (R12.3): ${titans[i]} and ${titans[next]} are neighbours in the seat order.`,
        { titan: titans[i], other: titans[next] },
      );
  }
  return { ok: true, value: { titans, players, teams } };
}

interface Options {
  /** The options as given, checked and copied (the state's setup.options). */
  given: GameOptions;
  reactions: ReactionMode;
  maxLife: number;
  handSize: number;
  trapTotal: number;
  startLife: Partial<Record<TitanId, number>>;
  deck: CardId[];
}

/** House rules (R12.4). */
function parseOptions(input: unknown): Result<{ value: Options }> {
  if (input === undefined) return (defaultOptions ??= checkOptions({}));
  return checkOptions(input);
}
/**
 * The rulebook's options, checked once: every game without house rules shares them (bench and batch
 * simulation start thousands of games; nothing reads them but to copy: buildState slices the deck).
 */
let defaultOptions: Result<{ value: Options }> | null = null;

function checkOptions(options: unknown): Result<{ value: Options }> {
  if (!isObj(options)) return bad('setupNotMap', 'options must be an object.', { field: 'options' });
  const unknownOption = unknownKey(options, OPTION_KEYS);
  if (unknownOption !== null)
    return bad(
      'setupUnknownField',
      `Unknown house rule options.${show(unknownOption)}; the options are ${OPTION_KEYS.join(', ')}.`,
      { field: `options.${show(unknownOption)}` },
    );
  const cardNames = parseCardNames(options.cardNames);
  if (!cardNames.ok) return cardNames;
  const reactions = options.reactions ?? 'eligible';
  if (reactions !== 'eligible' && reactions !== 'always' && reactions !== 'never')
    return bad('setupReactions', 'options.reactions is one of eligible, always, never.', {
      field: 'options.reactions',
    });
  const maxLife = options.maxLife ?? DEFAULT_MAX_LIFE;
  const handSize = options.handSize ?? DEFAULT_HAND_SIZE;
  const trapTotal = options.trapSupply ?? DEFAULT_TRAPS;
  const outOfRange =
    range('options.maxLife', maxLife, 1, 20) ??
    range('options.handSize', handSize, 0, 6) ??
    range('options.trapSupply', trapTotal, 0, 36);
  if (outOfRange) return outOfRange;
  // Only what the designer wrote is checked; the rulebook default (Chtoolhoo 4) is clamped to the maximum.
  const startLife: Partial<Record<TitanId, number>> = {};
  const customLife: Partial<Record<TitanId, number>> = {};
  for (const [id, life] of Object.entries(DEFAULT_START_LIFE))
    startLife[id as TitanId] = Math.min(life, maxLife as number);
  if (options.startLife !== undefined) {
    if (!isObj(options.startLife))
      return bad('setupNotMap', 'options.startLife maps Titans to their starting Life.', {
        field: 'options.startLife',
      });
    for (const [id, life] of Object.entries(options.startLife)) {
      if (!TITAN_IDS.includes(id as TitanId))
        return bad('setupUnknownTitan', `options.startLife names an unknown Titan ${show(id)}.`, {
          field: 'options.startLife',
          value: show(id),
        });
      const lifeBad = range(`options.startLife.${id}`, life, 1, maxLife as number);
      if (lifeBad) return lifeBad;
      customLife[id as TitanId] = life as number;
      startLife[id as TitanId] = life as number;
    }
  }
  const counts: unknown = options.deck === undefined ? { ...DEFAULT_DECK } : options.deck;
  if (!isObj(counts))
    return bad('setupNotMap', 'options.deck maps cards to their number of copies.', {
      field: 'options.deck',
    });
  for (const [id, copies] of Object.entries(counts)) {
    if (!CARD_IDS.includes(id as CardId))
      return bad('setupUnknownCard', `options.deck names an unknown card ${show(id)}.`, {
        field: 'options.deck',
        value: show(id),
      });
    const copiesBad = range(`options.deck.${id}`, copies, 0, 9);
    if (copiesBad) return copiesBad;
  }
  const deck: CardId[] = [];
  for (const id of CARD_IDS)
    for (let k = 0; k < ((counts[id] as number | undefined) ?? 0); k++) deck.push(id);

  const given: GameOptions = {};
  if (options.reactions !== undefined) given.reactions = reactions;
  if (options.maxLife !== undefined) given.maxLife = maxLife as number;
  if (options.startLife !== undefined) given.startLife = customLife;
  if (options.handSize !== undefined) given.handSize = handSize as number;
  if (options.trapSupply !== undefined) given.trapSupply = trapTotal as number;
  if (options.deck !== undefined) {
    const copies: Partial<Record<CardId, number>> = {};
    for (const id of CARD_IDS) if (counts[id] !== undefined) copies[id] = counts[id] as number;
    given.deck = copies;
  }
  if (cardNames.value) given.cardNames = cardNames.value;
  return {
    ok: true,
    value: {
      given,
      reactions,
      maxLife: maxLife as number,
      handSize: handSize as number,
      trapTotal: trapTotal as number,
      startLife,
      deck,
    },
  };
}

/** options.cardNames: short display names, no control or invisible formatting characters. */
function parseCardNames(input: unknown): Result<{ value: Partial<Record<CardId, string>> | null }> {
  if (input === undefined) return { ok: true, value: null };
  const field = 'options.cardNames';
  if (!isObj(input))
    return bad('setupNotMap', 'options.cardNames maps cards to their display names.', { field });
  const names: Partial<Record<CardId, string>> = {};
  for (const [id, text] of Object.entries(input)) {
    if (!CARD_IDS.includes(id as CardId))
      return bad('setupUnknownCard', `options.cardNames names an unknown card ${show(id)}.`, {
        field,
        value: show(id),
      });
    if (
      typeof text !== 'string' ||
      text.trim() === '' ||
      text.length > MAX_CARD_NAME ||
      /[\p{Cc}\p{Cf}]/u.test(text)
    )
      return bad(
        'setupCardName',
        `options.cardNames.${id} must be a name of 1 to ${MAX_CARD_NAME} visible characters.`,
        {
          field: `${field}.${id}`,
          card: id,
          max: MAX_CARD_NAME,
        },
      );
    names[id as CardId] = text.trim();
  }
  return { ok: true, value: names };
}
