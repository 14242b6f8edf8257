// R3 setup and R12 variants: validating a GameSetup and building the first GameState.
import { buildCourse } from './course';
import {
  DEFAULT_DECK,
  DEFAULT_HAND_SIZE,
  DEFAULT_LAPS,
  DEFAULT_MAX_LIFE,
  DEFAULT_START_LIFE,
  DEFAULT_TRAPS,
  TITAN_COLOUR,
} from './data';
import { freshSeed, rollFace, shuffle } from './rng';
import { freshTurn, show } from './state';
import type {
  CardId,
  CircuitId,
  EngineError,
  Face,
  GameOptions,
  GameSetup,
  GameState,
  ReactionMode,
  TitanId,
  TitanState,
} from './types';
import { CARD_IDS, FACES, RULES_VERSION, TITAN_IDS } from './types';

const SETUP_KEYS = ['circuits', 'titans', 'players', 'teams', 'laps', 'seed', 'first', 'rolls', 'options'];
const OPTION_KEYS = ['reactions', 'maxLife', 'startLife', 'handSize', 'trapSupply', 'deck', 'cardNames'];
const MAX_CARD_NAME = 30;

function unknownKey(o: Record<string, unknown>, known: readonly string[]): string | null {
  for (const k of Object.keys(o)) if (!known.includes(k)) return k;
  return null;
}

/** options.cardNames: short display names, no control or invisible formatting characters. */
function checkCardNames(x: unknown): Partial<Record<CardId, string>> | null | string {
  if (x === undefined) return null;
  if (!isObj(x)) return 'options.cardNames maps cards to their display names.';
  const out: Partial<Record<CardId, string>> = {};
  for (const [id, v] of Object.entries(x)) {
    if (!CARD_IDS.includes(id as CardId)) return `options.cardNames names an unknown card ${show(id)}.`;
    if (typeof v !== 'string' || v.trim() === '' || v.length > MAX_CARD_NAME || /[\p{Cc}\p{Cf}]/u.test(v))
      return `options.cardNames.${id} must be a name of 1 to ${MAX_CARD_NAME} visible characters.`;
    out[id as CardId] = v.trim();
  }
  return out;
}

type Ok<T> = { ok: true; value: T };
type Bad = { ok: false; error: EngineError };
const bad = (message: string): Bad => ({ ok: false, error: { code: 'badSetup', message } });

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown, lo: number, hi: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

/** Build the state before anyone acts: no cards dealt, no first player chosen yet. */
export function baseState(setup: unknown): Ok<GameState> | Bad {
  if (!isObj(setup)) return bad('A game setup must be an object with circuits and titans.');
  const unknown = unknownKey(setup, SETUP_KEYS);
  if (unknown !== null)
    return bad(`Unknown setup field ${show(unknown)}; a setup has ${SETUP_KEYS.join(', ')}.`);
  const course = buildCourse(setup.circuits);
  if (!course.ok) return course;
  const boards = course.course.boards;

  const titans = setup.titans;
  if (!Array.isArray(titans) || titans.length < 3 || titans.length > 6)
    return bad('A game has 3 to 6 Titans (two each in the 2-player game).');
  for (const id of titans)
    if (!TITAN_IDS.includes(id as TitanId))
      return bad(`Unknown Titan "${show(id)}". Titans are: ${TITAN_IDS.join(', ')}.`);
  if (new Set(titans).size !== titans.length) return bad('Each Titan can be in the game only once.');
  const ids = titans as TitanId[];
  const seat = (id: unknown) => ids.indexOf(id as TitanId);

  // Players (R12.1): default one Titan each; two players have two Titans each, seated A1 B1 A2 B2.
  let players: number[][] = ids.map((_, i) => [i]);
  if (setup.players !== undefined) {
    const p = setup.players;
    if (!Array.isArray(p) || p.length < 2 || p.length > 6 || !p.every(Array.isArray))
      return bad('players must list 2 to 6 players, each with their Titans.');
    const all = (p as unknown[][]).flat();
    if (all.length !== ids.length || new Set(all).size !== all.length || all.some((id) => seat(id) < 0))
      return bad('players must give every Titan of the game to exactly one player.');
    players = (p as unknown[][]).map((list) => list.map(seat));
    if (players.length === 2) {
      if (!players.every((l) => l.length === 2))
        return bad('In the 2-player game each player controls exactly two Titans (R12.1).');
      const [a, b] = players;
      const alternate = (x: number[], y: number[]) =>
        x.includes(0) && x.includes(2) && y.includes(1) && y.includes(3);
      if (!alternate(a, b) && !alternate(b, a))
        return bad(
          "In the 2-player game the turn order is A's first Titan, B's first, A's second, B's second (R12.1): list titans in that order.",
        );
    } else if (!players.every((l) => l.length === 1)) {
      return bad('With 3 or more players each player controls one Titan.');
    }
  }

  // Teams (R12.3).
  let teams: number[][] | null = null;
  if (setup.teams !== undefined) {
    const t = setup.teams;
    if (!Array.isArray(t) || !t.every(Array.isArray))
      return bad('teams must be a list of teams, each a list of Titans.');
    if (players.length !== ids.length) return bad('Teams are played with one Titan per player.');
    const all = (t as unknown[][]).flat();
    if (all.length !== ids.length || new Set(all).size !== all.length || all.some((id) => seat(id) < 0))
      return bad('teams must put every Titan of the game in exactly one team.');
    const sizes = (t as unknown[][])
      .map((x) => x.length)
      .sort()
      .join(',');
    const okShape =
      (ids.length === 4 && sizes === '2,2') || (ids.length === 6 && (sizes === '3,3' || sizes === '2,2,2'));
    if (!okShape)
      return bad('Teams are 2 teams of 2 (4 players), or 2 teams of 3 or 3 teams of 2 (6 players) (R12.3).');
    teams = (t as unknown[][]).map((x) => x.map(seat).sort((m, n) => m - n));
    const teamOf = new Array(ids.length).fill(-1);
    teams.forEach((m, k) => m.forEach((i) => (teamOf[i] = k)));
    for (let i = 0; i < ids.length; i++) {
      const j = (i + 1) % ids.length;
      if (teamOf[i] === teamOf[j])
        return bad(
          `Team-mates never sit side by side (R12.3): ${ids[i]} and ${ids[j]} are neighbours in the seat order.`,
        );
    }
  }

  const laps = setup.laps ?? (boards === 3 ? 1 : DEFAULT_LAPS);
  if (!isInt(laps, 1, 9)) return bad('Laps must be a whole number from 1 to 9 (R2.4).');
  if (setup.seed !== undefined && (typeof setup.seed !== 'number' || !Number.isFinite(setup.seed)))
    return bad('seed must be a number.');
  if (setup.first !== undefined && seat(setup.first) < 0) return bad('first must name a Titan of the game.');
  if (
    setup.rolls !== undefined &&
    (!Array.isArray(setup.rolls) || !setup.rolls.every((f) => FACES.includes(f as Face)))
  )
    return bad(`rolls must be a list of faces: ${FACES.join(', ')}.`);

  // House rules (R12.4).
  const o = setup.options ?? {};
  if (!isObj(o)) return bad('options must be an object.');
  const unknownOption = unknownKey(o, OPTION_KEYS);
  if (unknownOption !== null)
    return bad(
      `Unknown house rule options.${show(unknownOption)}; the options are ${OPTION_KEYS.join(', ')}.`,
    );
  const cardNames = checkCardNames(o.cardNames);
  if (typeof cardNames === 'string') return bad(cardNames);
  const reactions = o.reactions ?? 'eligible';
  if (reactions !== 'eligible' && reactions !== 'always' && reactions !== 'never')
    return bad('options.reactions is one of eligible, always, never.');
  const maxLife = o.maxLife ?? DEFAULT_MAX_LIFE;
  if (!isInt(maxLife, 1, 20)) return bad('options.maxLife must be a whole number from 1 to 20.');
  const handSize = o.handSize ?? DEFAULT_HAND_SIZE;
  if (!isInt(handSize, 0, 6)) return bad('options.handSize must be a whole number from 0 to 6.');
  const trapTotal = o.trapSupply ?? DEFAULT_TRAPS;
  if (!isInt(trapTotal, 0, 36)) return bad('options.trapSupply must be a whole number from 0 to 36.');
  // Only what the designer wrote is checked; the rulebook default (Chtoolhoo 4) is clamped to the maximum.
  const startLife: Record<string, unknown> = {};
  const customLife: Partial<Record<TitanId, number>> = {};
  for (const [id, v] of Object.entries(DEFAULT_START_LIFE)) startLife[id] = Math.min(v, maxLife);
  if (o.startLife !== undefined) {
    if (!isObj(o.startLife)) return bad('options.startLife maps Titans to their starting Life.');
    for (const [id, v] of Object.entries(o.startLife)) {
      if (!TITAN_IDS.includes(id as TitanId))
        return bad(`options.startLife names an unknown Titan ${show(id)}.`);
      if (!isInt(v, 1, maxLife))
        return bad(`options.startLife.${id} must be from 1 to the maximum Life (${maxLife}).`);
      customLife[id as TitanId] = v;
      startLife[id] = v;
    }
  }
  const deckSpec: Record<string, unknown> =
    o.deck === undefined ? { ...DEFAULT_DECK } : (o.deck as Record<string, unknown>);
  if (!isObj(deckSpec)) return bad('options.deck maps cards to their number of copies.');
  const deck: CardId[] = [];
  for (const [id, n] of Object.entries(deckSpec)) {
    if (!CARD_IDS.includes(id as CardId)) return bad(`options.deck names an unknown card ${show(id)}.`);
    if (!isInt(n, 0, 9)) return bad(`options.deck.${id} must be a number of copies from 0 to 9.`);
  }
  for (const id of CARD_IDS)
    for (let k = 0; k < ((deckSpec[id] as number | undefined) ?? 0); k++) deck.push(id);

  const ts: TitanState[] = ids.map((id) => {
    const life = Math.min(maxLife, (startLife[id] as number | undefined) ?? maxLife);
    return {
      id,
      space: -1,
      lap: 1,
      life,
      maxLife,
      ko: false,
      koPassed: false,
      die: null,
      abilityUsed: false,
      hand: [],
    };
  });
  const seed = (setup.seed === undefined ? freshSeed() : (setup.seed as number)) >>> 0;
  // Only what was checked goes into the state (a copy, never the caller's objects).
  const clean: GameSetup = {
    circuits: course.circuits.map((c, b) =>
      typeof (setup.circuits as unknown[])[b] === 'string' ? (c.id as CircuitId) : c,
    ),
    titans: ids.slice(),
    seed,
  };
  if (setup.players !== undefined) clean.players = players.map((p) => p.map((i) => ids[i]));
  if (teams) clean.teams = teams.map((m) => m.map((i) => ids[i]));
  if (setup.laps !== undefined) clean.laps = laps;
  if (setup.first !== undefined) clean.first = setup.first as TitanId;
  if (setup.rolls !== undefined) clean.rolls = (setup.rolls as Face[]).slice();
  if (setup.options !== undefined) {
    const opts: GameOptions = {};
    if (o.reactions !== undefined) opts.reactions = reactions as ReactionMode;
    if (o.maxLife !== undefined) opts.maxLife = maxLife;
    if (o.startLife !== undefined) opts.startLife = customLife;
    if (o.handSize !== undefined) opts.handSize = handSize;
    if (o.trapSupply !== undefined) opts.trapSupply = trapTotal;
    if (o.deck !== undefined) {
      const d: Partial<Record<CardId, number>> = {};
      for (const id of CARD_IDS) if (deckSpec[id] !== undefined) d[id] = deckSpec[id] as number;
      opts.deck = d;
    }
    if (cardNames) opts.cardNames = cardNames;
    clean.options = opts;
  }

  const state: GameState = {
    v: RULES_VERSION,
    setup: clean,
    course: course.course,
    laps,
    maxLife,
    handSize,
    trapTotal,
    reactions,
    deckSize: deck.length,
    titans: ts,
    players,
    teams,
    traps: [],
    trapSupply: trapTotal,
    deck,
    discard: [],
    inPlay: null,
    pool: [],
    rolled: false,
    rng: seed,
    forcedRolls: clean.rolls ?? [],
    forcedAt: 0,
    round: 1,
    first: 0,
    active: 0,
    turn: freshTurn(),
    stack: [],
    pending: null,
    winner: -1,
  };
  return { ok: true, value: state };
}

/** The Life a Titan starts with and recovers to (R3.2, R8.2). */
export function startLifeOf(s: GameState, t: number): number {
  const id = s.titans[t].id;
  const custom = s.setup.options?.startLife?.[id];
  return Math.min(s.maxLife, custom ?? DEFAULT_START_LIFE[id] ?? s.maxLife);
}

/** Validate a setup and deal: shuffle and deal one card each (R3.3), roll for the first player (R3.6). */
export function createGame(setup: unknown): { ok: true; state: GameState; firstRolls: Face[] } | Bad {
  const base = baseState(setup);
  if (!base.ok) return base;
  const s = base.value;
  shuffle(s, s.deck);
  if (s.handSize > 0) for (const t of s.titans) if (s.deck.length > 0) t.hand.push(s.deck.shift()!);
  const firstRolls: Face[] = [];
  if (s.setup.first !== undefined) {
    s.first = s.titans.findIndex((t) => t.id === s.setup.first);
  } else {
    // Reroll while the die shows a colour no Titan in the game has.
    for (;;) {
      const f = rollFace(s);
      firstRolls.push(f);
      const i = s.titans.findIndex((t) => TITAN_COLOUR[t.id] === f);
      if (i >= 0) {
        s.first = i;
        break;
      }
    }
  }
  s.active = s.first;
  return { ok: true, state: s, firstRolls };
}

/** The contract's newGame: a valid setup gives the first state; an invalid one throws (use createGame for a Result). */
export function newGame(setup: GameSetup): GameState {
  const r = createGame(setup);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}
