// R3 setup and R12 variants: building the first GameState from a checked setup (parse.ts checks it),
// dealing and choosing the first player.
import { DEFAULT_START_LIFE, TITAN_COLOUR } from './data';
import type { Refusal } from './errors';
import { parseSetup, type CheckedSetup } from './parse';
import { freshSeed, rollFace, shuffle } from './rng';
import { freshTurn } from './state';
import type { Face, GameSetup, GameState, TitanState } from './types';
import { RULES_VERSION } from './types';

/** The state before anyone acts, built from a checked setup: no cards dealt, no first player chosen. */
function buildState(checked: CheckedSetup): GameState {
  const { maxLife } = checked;
  const titans: TitanState[] = checked.titans.map((id) => ({
    id,
    space: -1,
    lap: 1,
    life: Math.min(maxLife, checked.startLife[id] ?? maxLife),
    maxLife,
    ko: false,
    koPassed: false,
    die: null,
    abilityUsed: false,
    hand: [],
  }));
  const seed = (checked.seed === undefined ? freshSeed() : checked.seed) >>> 0;
  const setup: GameSetup = { ...checked.setup, seed };
  return {
    v: RULES_VERSION,
    setup,
    course: checked.course,
    laps: checked.laps,
    maxLife,
    handSize: checked.handSize,
    trapTotal: checked.trapTotal,
    reactions: checked.reactions,
    deckSize: checked.deck.length,
    titans,
    players: checked.players,
    teams: checked.teams,
    traps: [],
    trapSupply: checked.trapTotal,
    deck: checked.deck.slice(),
    discard: [],
    inPlay: null,
    pool: [],
    rolled: false,
    rng: seed,
    forcedRolls: setup.rolls ?? [],
    forcedAt: 0,
    round: 1,
    first: 0,
    active: 0,
    turn: freshTurn(),
    stack: [],
    pending: null,
    winner: -1,
  };
}

/** Parse and build: the state before anyone acts, or the setup's refusal. */
export function baseState(setup: unknown): { ok: true; value: GameState } | Refusal {
  const checked = parseSetup(setup);
  return checked.ok ? { ok: true, value: buildState(checked.value) } : checked;
}

/** The Life a Titan starts with and recovers to (R3.2, R8.2). */
export function startLifeOf(s: GameState, t: number): number {
  const id = s.titans[t].id;
  const custom = s.setup.options?.startLife?.[id];
  return Math.min(s.maxLife, custom ?? DEFAULT_START_LIFE[id] ?? s.maxLife);
}

/** Validate a setup and deal: shuffle and deal one card each (R3.3), roll for the first player (R3.6). */
export function createGame(setup: unknown): { ok: true; state: GameState; firstRolls: Face[] } | Refusal {
  const base = baseState(setup);
  if (!base.ok) return base;
  const state = base.value;
  shuffle(state, state.deck);
  if (state.handSize > 0)
    for (const titan of state.titans) if (state.deck.length > 0) titan.hand.push(state.deck.shift()!);
  const firstRolls: Face[] = [];
  if (state.setup.first !== undefined) {
    state.first = state.titans.findIndex((titan) => titan.id === state.setup.first);
  } else {
    // Reroll while the die shows a colour no Titan in the game has.
    for (;;) {
      const face = rollFace(state);
      firstRolls.push(face);
      const seat = state.titans.findIndex((titan) => TITAN_COLOUR[titan.id] === face);
      if (seat >= 0) {
        state.first = seat;
        break;
      }
    }
  }
  state.active = state.first;
  return { ok: true, state, firstRolls };
}

/** The contract's newGame: a valid setup gives the first state; an invalid one throws (use createGame for a Result). */
export function newGame(setup: GameSetup): GameState {
  const r = createGame(setup);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}
