// The new-game form as data: its state, each change to it as a pure function, and the
// GameSetup it describes. SetupScreen and its parts only show it; tests/ui/setupForm.test.ts checks it.
import { DEFAULT_DECK, DEFAULT_START_LIFE } from '../../engine/data';
import {
  CARD_IDS,
  TITAN_IDS,
  type CardId,
  type Circuit,
  type CircuitId,
  type GameSetup,
  type ReactionMode,
  type TitanId,
} from '../../engine/types';
import { BOT_LEVELS, type BotLevel } from '../../bots/types';
import type { BotSeats } from '../../store/game';
import { cleanName } from '../../store/names';
import { t } from '../../i18n';

export type TeamMode = 'none' | '2x2' | '2x3' | '3x2';
export type Controller = 'person' | BotLevel;
export const CONTROLLERS: Controller[] = ['person', ...BOT_LEVELS];
export const PLAYER_COUNTS = [2, 3, 4, 5, 6];
/** The circuit chosen when neither the players nor the link chose one. */
export const DEFAULT_CIRCUIT = 'kaldheira';

export interface PlayerForm {
  name: string;
  titans: TitanId[];
  by: Controller;
  /** Team number (0-based) when playing in teams. */
  team: number;
}

export interface SetupForm {
  players: PlayerForm[];
  /** Seat order as (player, slot) pairs. */
  order: [number, number][];
  teams: TeamMode;
  slam: boolean;
  /** The circuit chosen on this screen (null: the link's circuit, or the default). */
  picked: string | null;
  /** The Grand Slam's three boards, bottom first (null: as `picked`). */
  slamPicked: (string | null)[];
  laps: number;
  /** null until chosen: then 'always' when two or more people play (reactionMode). */
  reactions: ReactionMode | null;
  maxLife: number;
  startLife: Partial<Record<TitanId, number>>;
  handSize: number;
  trapSupply: number;
  deck: Record<CardId, number>;
  /** Digits only; '' = a random seed. */
  seed: string;
}

/** The name a player has until one is typed ("Player 2"). */
function defaultName(i: number): string {
  return t('setup.defaultName', { n: i + 1 });
}

function defaultPlayers(n: number): PlayerForm[] {
  const per = n === 2 ? 2 : 1;
  return Array.from({ length: n }, (_, i) => ({
    name: defaultName(i),
    titans: Array.from({ length: per }, (_, k) => TITAN_IDS[i + k * n]),
    by: 'person',
    team: 0,
  }));
}

/** Seat order as (player, slot) pairs; two players alternate A1, B1, A2, B2 (R9.1). */
function defaultOrder(n: number): [number, number][] {
  if (n === 2)
    return [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ];
  return Array.from({ length: n }, (_, i) => [i, 0] as [number, number]);
}

/** The form as it opens: three players (or the last setup's players), the rulebook's values. */
export function initialForm(remembered: PlayerForm[] | null): SetupForm {
  const players = remembered ?? defaultPlayers(3);
  return {
    players,
    // Seats for every remembered player (the screen used to seat three whatever the count).
    order: defaultOrder(players.length),
    teams: 'none',
    slam: false,
    picked: null,
    slamPicked: [null, 'banKog', 'estengaard'],
    laps: 3,
    reactions: null,
    maxLife: 6,
    startLife: {},
    handSize: 2,
    trapSupply: 15,
    deck: { ...DEFAULT_DECK },
    seed: '',
  };
}

export function teamCount(mode: TeamMode): number {
  return mode === '2x2' || mode === '2x3' ? 2 : mode === '3x2' ? 3 : 0;
}

/** Teams by seat so that team-mates never sit side by side (R12.3): seat i joins team i mod k. */
export function teamSeats(mode: TeamMode): number[][] | null {
  const k = teamCount(mode);
  if (!k) return null;
  const size = mode === '2x2' ? 4 : 6;
  return Array.from({ length: k }, (_, team) =>
    Array.from({ length: size }, (_, i) => i).filter((i) => i % k === team),
  );
}

/** The team arrangements offered for a player count (R12.3: teams with 4 or 6 players only). */
export function teamModes(n: number): TeamMode[] {
  return n === 4 ? ['none', '2x2'] : n === 6 ? ['none', '2x3', '3x2'] : ['none'];
}

/** Another number of players: names and who plays them are kept, Titans and seats start again. */
export function changeCount(f: SetupForm, k: number): SetupForm {
  const players = defaultPlayers(k).map((p, i) =>
    f.players[i] ? { ...p, name: f.players[i].name, by: f.players[i].by } : p,
  );
  return { ...f, players, order: defaultOrder(k), teams: 'none' };
}

/** Player p's Titan in `slot` becomes `titan`; if another player had it, the two swap. */
export function pickTitan(f: SetupForm, p: number, slot: number, titan: TitanId): SetupForm {
  const next = f.players.map((x) => ({ ...x, titans: x.titans.slice() }));
  for (const q of next)
    for (let k = 0; k < q.titans.length; k++) if (q.titans[k] === titan) q.titans[k] = next[p].titans[slot];
  next[p].titans[slot] = titan;
  return { ...f, players: next };
}

export function patchPlayer(f: SetupForm, i: number, patch: Partial<PlayerForm>): SetupForm {
  return { ...f, players: f.players.map((x, j) => (j === i ? { ...x, ...patch } : x)) };
}

/** Seat i moves one place earlier (-1) or later (1); nothing happens past either end. */
export function moveSeat(f: SetupForm, i: number, d: -1 | 1): SetupForm {
  const j = i + d;
  if (j < 0 || j >= f.order.length) return f;
  const order = f.order.slice();
  [order[i], order[j]] = [order[j], order[i]];
  return { ...f, order };
}

/** Play in teams (or not), starting from a valid arrangement: the Titan in seat i joins team i mod k. */
export function changeTeams(f: SetupForm, mode: TeamMode): SetupForm {
  const k = teamCount(mode);
  const players = k
    ? f.players.map((p, i) => ({ ...p, team: f.order.findIndex(([q]) => q === i) % k }))
    : f.players;
  return { ...f, teams: mode, players };
}

/** The Titans in seat order. */
export function seatTitans(f: SetupForm): TitanId[] {
  return f.order.map(([p, k]) => f.players[p]?.titans[k]).filter(Boolean);
}

/** 'always' by default when two or more people play: asking only holders would tell the table who
 * holds a reaction card; else 'eligible'. */
export function reactionMode(f: SetupForm): ReactionMode {
  const people = f.players.filter((p) => p.by === 'person').length;
  return f.reactions ?? (people >= 2 ? 'always' : 'eligible');
}

/** The starting Life shown for a Titan: the rules' (or the chosen) value, never above the maximum. */
export function startLifeOf(f: SetupForm, titan: TitanId): number {
  return Math.min(f.startLife[titan] ?? DEFAULT_START_LIFE[titan] ?? f.maxLife, f.maxLife);
}

export function deckSize(deck: Record<CardId, number>): number {
  return CARD_IDS.reduce((a, c) => a + deck[c], 0);
}

/** The circuits of the race, by id: one, or the Grand Slam's three; `fallback` fills what is not chosen. */
export function circuitIds(f: SetupForm, fallback: string): string[] {
  return f.slam ? f.slamPicked.map((c) => c ?? fallback) : [f.picked ?? fallback];
}

/** The GameSetup the form describes; `asCircuit` turns an id into what the engine takes. */
export function buildSetup(
  f: SetupForm,
  fallback: string,
  asCircuit: (id: string) => CircuitId | Circuit,
): GameSetup {
  const seats = seatTitans(f);
  const startLife: Partial<Record<TitanId, number>> = {};
  for (const titan of TITAN_IDS) {
    const engineDefault = DEFAULT_START_LIFE[titan] ?? f.maxLife;
    const eff = Math.min(f.startLife[titan] ?? engineDefault, f.maxLife);
    // The engine checks its own defaults against the maximum Life too, so lower them with it.
    if (eff !== engineDefault && (seats.includes(titan) || DEFAULT_START_LIFE[titan] !== undefined))
      startLife[titan] = eff;
  }
  const options: GameSetup['options'] = {
    reactions: reactionMode(f),
    maxLife: f.maxLife,
    handSize: f.handSize,
    trapSupply: f.trapSupply,
  };
  if (Object.keys(startLife).length > 0) options.startLife = startLife;
  if (CARD_IDS.some((c) => f.deck[c] !== DEFAULT_DECK[c])) options.deck = { ...f.deck };
  const s: GameSetup = {
    circuits: circuitIds(f, fallback).map(asCircuit),
    titans: seats,
    players: f.players.map((p) => p.titans),
    laps: f.slam ? 1 : f.laps,
    options,
  };
  const k = teamCount(f.teams);
  if (k) {
    s.teams = Array.from({ length: k }, (_, team) =>
      f.players.filter((p) => p.team === team).flatMap((p) => p.titans),
    );
  }
  if (f.seed.trim() !== '' && Number.isFinite(Number(f.seed))) s.seed = Math.floor(Number(f.seed));
  return s;
}

/** The Titans each bot plays. */
export function botSeats(players: PlayerForm[]): BotSeats {
  const b: BotSeats = {};
  for (const p of players) if (p.by !== 'person') for (const titan of p.titans) b[titan] = p.by;
  return b;
}

/** Names as they are kept and shared: no invisible or direction-changing characters (cleanName). */
export function playerNames(players: PlayerForm[]): string[] {
  return players.map((p, i) => cleanName(p.name) || defaultName(i));
}

/** Where the last setup's players (count, names, who plays them) are remembered for the next game. */
export const LAST_PLAYERS_KEY = 'titan-race/last-players';

/** The players remembered from the last setup, if any (names cleaned, unknown bots played by people). */
export function rememberedPlayers(): PlayerForm[] | null {
  try {
    const v = JSON.parse(localStorage.getItem(LAST_PLAYERS_KEY) ?? 'null') as unknown;
    if (!Array.isArray(v) || v.length < 2 || v.length > 6) return null;
    const base = defaultPlayers(v.length);
    return base.map((p, i) => {
      const r = v[i] as Partial<PlayerForm> | null;
      const by = r && (CONTROLLERS as string[]).includes(String(r.by)) ? (r.by as Controller) : 'person';
      return { ...p, name: cleanName(r?.name) || p.name, by };
    });
  } catch {
    return null;
  }
}

export function rememberPlayers(players: PlayerForm[]): void {
  try {
    localStorage.setItem(LAST_PLAYERS_KEY, JSON.stringify(players.map((p) => ({ name: p.name, by: p.by }))));
  } catch {
    // Not remembered: the next setup starts from the defaults, nothing else is lost.
  }
}
