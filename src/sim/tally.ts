// Per-batch statistics gathered from engine events (never from diffing states). A Tally is plain JSON of
// integer sums, so tallies from several workers merge exactly and in any order.
import { parseSpace } from '../engine/board';
import type { GameEvent, LossCause, TitanId } from '../engine/types';

export const LOSS_CAUSES: LossCause[] = [
  'push',
  'trap',
  'lava',
  'pirates',
  'fire',
  'strike',
  'ability',
  'card',
  'purple',
  'pentacle',
];

/** Per-space figures kept per Titan (issue 21): each is an array over space indices (boards × 36). Life
 * lost is also kept per cause, under `lifeLost:<cause>`. */
const TITAN_SPACE_FIGURES = [
  'visits',
  'lifeLost',
  'pushes',
  'knockouts',
  'trapsSprung',
  'cardsDrawn',
  'starts',
] as const;

/** `lifeLost:<cause>` per cause, built once (no string built per event on the hot path). */
const LOSS_KEY: Record<string, string> = Object.fromEntries(LOSS_CAUSES.map((c) => [c, `lifeLost:${c}`]));

function emptySpaceByTitan(n: number): Record<string, number[]> {
  const r: Record<string, number[]> = {};
  for (const f of TITAN_SPACE_FIGURES) r[f] = new Array(n).fill(0);
  for (const c of LOSS_CAUSES) r[`lifeLost:${c}`] = new Array(n).fill(0);
  return r;
}

export interface Tally {
  games: number;
  /** Games that reached a winner (others hit the action guard). */
  finished: number;
  titans: TitanId[];
  boards: number;
  winsByTitan: Record<string, number>;
  winsBySeat: number[];
  /** Wins per turn position (0 = the first player, R3.6), whatever the seat (issue 21 item 7). */
  winsByPosition: number[];
  /** Wins per bot level, and seat-games played per level (a level in 3 seats of 100 games: 300). */
  winsByBot: Record<string, number>;
  seatsByBot: Record<string, number>;
  roundsSum: number;
  roundsSqSum: number;
  /** rounds → games. */
  roundsHist: Record<string, number>;
  actions: number;
  knockouts: number;
  knockoutsByTitan: Record<string, number>;
  lifeLost: Record<string, number>;
  lifeLostByTitan: Record<string, number>;
  cardsDrawn: number;
  cardsPlayed: number;
  cardsPlayedByCard: Record<string, number>;
  trapsPlaced: number;
  trapsSprung: number;
  /** Per space index (boards × 36). */
  visits: number[];
  spaceLifeLost: number[];
  spaceTrapsSprung: number[];
  /** Per Titan, per figure (TITAN_SPACE_FIGURES and `lifeLost:<cause>`), per space index: where the Titan
   * entered (visits), lost Life, was pushed away from (pushes), was knocked out, sprang a trap, drew a card,
   * entered the board (starts). */
  spaceByTitan: Record<string, Record<string, number[]>>;
  /** Wall-clock milliseconds spent deciding, per bot level, and decision counts (for ms/decision). */
  decideMs: Record<string, number>;
  decisions: Record<string, number>;
  /** Longest single decision per bot level (ms). */
  decideMaxMs: Record<string, number>;
}

export function emptyTally(titans: TitanId[], boards: number): Tally {
  const n = boards * 36;
  const z = (): Record<string, number> => Object.fromEntries(titans.map((t) => [t, 0]));
  return {
    games: 0,
    finished: 0,
    titans: titans.slice(),
    boards,
    winsByTitan: z(),
    winsBySeat: titans.map(() => 0),
    winsByPosition: titans.map(() => 0),
    winsByBot: {},
    seatsByBot: {},
    roundsSum: 0,
    roundsSqSum: 0,
    roundsHist: {},
    actions: 0,
    knockouts: 0,
    knockoutsByTitan: z(),
    lifeLost: Object.fromEntries(LOSS_CAUSES.map((c) => [c, 0])),
    lifeLostByTitan: z(),
    cardsDrawn: 0,
    cardsPlayed: 0,
    cardsPlayedByCard: {},
    trapsPlaced: 0,
    trapsSprung: 0,
    visits: new Array(n).fill(0),
    spaceLifeLost: new Array(n).fill(0),
    spaceTrapsSprung: new Array(n).fill(0),
    spaceByTitan: Object.fromEntries(titans.map((t) => [t, emptySpaceByTitan(n)])),
    decideMs: {},
    decisions: {},
    decideMaxMs: {},
  };
}

/** Follows one game's events: where each Titan stands, so Life lost can be put on a space. */
export class GameTracker {
  private pos = new Map<string, number>();
  private spaceIdx = new Map<string, number>();
  constructor(private t: Tally) {}

  private idx(name: string): number {
    let i = this.spaceIdx.get(name);
    if (i === undefined) {
      i = parseSpace(name, this.t.boards, 1);
      this.spaceIdx.set(name, i);
    }
    return i;
  }

  /** Add v to a Titan's per-space figure (no-op off the board or for a Titan not in the tally). */
  private addAt(titan: string, key: string, i: number | undefined, v = 1): void {
    if (i === undefined || i < 0) return;
    const arr = this.t.spaceByTitan[titan]?.[key];
    if (arr) arr[i] += v;
  }

  events(evs: readonly GameEvent[]): void {
    const t = this.t;
    for (const e of evs) {
      switch (e.type) {
        case 'moved': {
          const i = this.idx(e.to);
          // A push counts on the space the pushed Titan stood on (where the shove happens).
          if (e.cause === 'push') this.addAt(e.titan, 'pushes', this.pos.get(e.titan));
          else if (e.cause === 'enter') this.addAt(e.titan, 'starts', i);
          this.pos.set(e.titan, i);
          if (i >= 0) t.visits[i]++;
          this.addAt(e.titan, 'visits', i);
          break;
        }
        case 'lifeLost': {
          t.lifeLost[e.cause] = (t.lifeLost[e.cause] ?? 0) + e.amount;
          t.lifeLostByTitan[e.titan] = (t.lifeLostByTitan[e.titan] ?? 0) + e.amount;
          const i = this.pos.get(e.titan);
          if (i !== undefined && i >= 0) t.spaceLifeLost[i] += e.amount;
          this.addAt(e.titan, 'lifeLost', i, e.amount);
          this.addAt(e.titan, LOSS_KEY[e.cause], i, e.amount);
          break;
        }
        case 'knockedOut':
          t.knockouts++;
          t.knockoutsByTitan[e.titan] = (t.knockoutsByTitan[e.titan] ?? 0) + 1;
          this.addAt(e.titan, 'knockouts', this.pos.get(e.titan));
          break;
        case 'trapSprung': {
          t.trapsSprung++;
          const i = this.idx(e.space);
          if (i >= 0) t.spaceTrapsSprung[i]++;
          if (e.titan) this.addAt(e.titan, 'trapsSprung', i);
          break;
        }
        case 'trapPlaced':
          t.trapsPlaced++;
          break;
        case 'cardDrawn':
          t.cardsDrawn++;
          this.addAt(e.titan, 'cardsDrawn', this.pos.get(e.titan));
          break;
        case 'cardPlayed':
          t.cardsPlayed++;
          t.cardsPlayedByCard[e.card] = (t.cardsPlayedByCard[e.card] ?? 0) + 1;
          break;
      }
    }
  }
}

/** Add b into a (same titans and boards). */
export function mergeTally(a: Tally, b: Tally): Tally {
  const addRec = (x: Record<string, number>, y: Record<string, number>) => {
    for (const [k, v] of Object.entries(y)) x[k] = (x[k] ?? 0) + v;
  };
  const addArr = (x: number[], y: number[]) => {
    for (let i = 0; i < y.length; i++) x[i] = (x[i] ?? 0) + y[i];
  };
  a.games += b.games;
  a.finished += b.finished;
  addRec(a.winsByTitan, b.winsByTitan);
  addArr(a.winsBySeat, b.winsBySeat);
  if (b.winsByPosition) addArr((a.winsByPosition ??= a.titans.map(() => 0)), b.winsByPosition);
  addRec(a.winsByBot, b.winsByBot);
  addRec(a.seatsByBot, b.seatsByBot);
  a.roundsSum += b.roundsSum;
  a.roundsSqSum += b.roundsSqSum;
  addRec(a.roundsHist, b.roundsHist);
  a.actions += b.actions;
  a.knockouts += b.knockouts;
  addRec(a.knockoutsByTitan, b.knockoutsByTitan);
  addRec(a.lifeLost, b.lifeLost);
  addRec(a.lifeLostByTitan, b.lifeLostByTitan);
  a.cardsDrawn += b.cardsDrawn;
  a.cardsPlayed += b.cardsPlayed;
  addRec(a.cardsPlayedByCard, b.cardsPlayedByCard);
  a.trapsPlaced += b.trapsPlaced;
  a.trapsSprung += b.trapsSprung;
  addArr(a.visits, b.visits);
  addArr(a.spaceLifeLost, b.spaceLifeLost);
  addArr(a.spaceTrapsSprung, b.spaceTrapsSprung);
  for (const [titan, figs] of Object.entries(b.spaceByTitan ?? {})) {
    const mine = (a.spaceByTitan[titan] ??= {});
    for (const [k, arr] of Object.entries(figs)) addArr((mine[k] ??= []), arr);
  }
  addRec(a.decideMs, b.decideMs);
  addRec(a.decisions, b.decisions);
  for (const [k, v] of Object.entries(b.decideMaxMs ?? {}))
    a.decideMaxMs[k] = Math.max(a.decideMaxMs[k] ?? 0, v);
  return a;
}
