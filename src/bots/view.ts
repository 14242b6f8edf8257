// The viewer's knowledge. A bot that looks ahead must not read other hands, the deck order or the
// generator state: `determinise` keeps everything public plus the viewer's own hands and resamples the
// rest from the cards the viewer cannot see — the deck composition (setup) minus the public discard pile
// and its own hand(s) — dealing the other hands (their sizes are public) and the deck from them, and
// reseeds the dice.
import { DEFAULT_DECK } from '../engine/data';
import { cloneState } from '../engine/search';
import type { CardId, GameState } from '../engine/types';
import { CARD_IDS } from '../engine/types';
import type { Rand } from './types';

/** Seats whose hands the player of `seat` holds (its own Titans; two in the 2-player game). */
export function ownSeats(s: GameState, seat: number): number[] {
  for (const p of s.players) if (p.includes(seat)) return p;
  return [seat];
}

/** Seats on the side of `seat`: its own Titans and its team-mates (R12.3). */
export function allySeats(s: GameState, seat: number): number[] {
  const own = ownSeats(s, seat);
  if (!s.teams) return own;
  const team = s.teams.find((t) => t.includes(seat));
  return team ? Array.from(new Set([...own, ...team])) : own;
}

function shuffleInPlace<T>(items: T[], rand: Rand): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
}

/** The card ids in the order of Array.prototype.sort's default comparison (UTF-16 code units). */
const SORTED_IDS: readonly CardId[] = [...CARD_IDS].sort();
const counts: number[] = SORTED_IDS.map(() => 0);

const SORT_SLOT = new Map<string, number>(SORTED_IDS.map((id, k) => [id, k]));

/** Count one card into `counts`; false for something that is not a card id. */
function count(c: CardId): boolean {
  const k = SORT_SLOT.get(c);
  if (k === undefined) return false;
  counts[k]++;
  return true;
}

/**
 * The deck and the hands not in `mine`, sorted exactly as `.sort()` sorts them, by counting the ids
 * (hot: once per bot decision); anything that is not a card id falls back to the sort itself.
 */
function sortedCards(s: GameState, mine: number[]): CardId[] {
  for (let k = 0; k < counts.length; k++) counts[k] = 0;
  let ok = true;
  for (let i = 0; i < s.deck.length; i++) ok = count(s.deck[i]) && ok;
  for (let i = 0; i < s.titans.length; i++)
    if (!mine.includes(i)) {
      const hand = s.titans[i].hand;
      for (let k = 0; k < hand.length; k++) ok = count(hand[k]) && ok;
    }
  if (!ok) {
    const all: CardId[] = s.deck.slice();
    for (let i = 0; i < s.titans.length; i++)
      if (!mine.includes(i)) for (const c of s.titans[i].hand) all.push(c);
    return all.sort();
  }
  const out: CardId[] = [];
  for (let k = 0; k < SORTED_IDS.length; k++) for (let m = counts[k]; m > 0; m--) out.push(SORTED_IDS[k]);
  return out;
}

// sortedCards' last answer, reused while the deck and the hidden hands are the very same arrays: they are
// copied on write (GameState's arrays are never changed in place), so the same arrays hold the same
// cards. That is every decision between two draws or plays — most of a turn's (greedy: -3% instructions).
let lastDeck: readonly CardId[] | null = null;
let lastMine: readonly number[] = [];
/** By seat (at most 6 Titans): the hidden hands of the last answer, null for the viewer's own. */
const lastHands: (readonly CardId[] | null)[] = [null, null, null, null, null, null];
let lastTitans = 0;
let lastSorted: readonly CardId[] = [];

function sameHidden(s: GameState, mine: readonly number[]): boolean {
  if (s.deck !== lastDeck || mine.length !== lastMine.length || s.titans.length !== lastTitans) return false;
  for (let k = 0; k < mine.length; k++) if (mine[k] !== lastMine[k]) return false;
  for (let i = 0; i < s.titans.length; i++)
    if (!mine.includes(i) && s.titans[i].hand !== lastHands[i]) return false;
  return true;
}

/** sortedCards, remembered for the next call (a fresh array each time: the caller shuffles it). */
function unknownSorted(s: GameState, mine: number[]): CardId[] {
  if (!sameHidden(s, mine)) {
    lastSorted = sortedCards(s, mine);
    lastDeck = s.deck;
    lastMine = mine.slice();
    lastTitans = s.titans.length;
    for (let i = 0; i < s.titans.length; i++) lastHands[i] = mine.includes(i) ? null : s.titans[i].hand;
  }
  return lastSorted.slice();
}

/** A copy of `s` consistent with what the player of `seat` knows, hidden parts sampled with `rand`. */
export function determinise(s: GameState, seat: number, rand: Rand): GameState {
  const mine = ownSeats(s, seat);
  // Sorted first, so the sample depends only on what the player knows (the multiset), never on the
  // hidden order of the deck or of the other hands.
  const unknown = unknownSorted(s, mine);
  shuffleInPlace(unknown, rand);
  // One explicit copy (cloneState: the engine's single state shape), then the resampled parts.
  const d = cloneState(s);
  // Dealt from the front in seat order (slices, not repeated splices from the front), the rest is the deck.
  let dealt = 0;
  for (let i = 0; i < d.titans.length; i++) {
    const t = d.titans[i];
    const n = t.hand.length;
    if (!mine.includes(i) && n > 0) {
      t.hand = unknown.slice(dealt, dealt + n);
      dealt += n;
    }
  }
  d.deck = dealt === 0 ? unknown : unknown.slice(dealt);
  d.rng = Math.floor(rand() * 4294967296) >>> 0;
  d.forcedRolls = [];
  d.forcedAt = 0;
  return d;
}

/** The cards the player holding `mine` cannot see: composition − discard pile − own hands. */
export function unseenCards(s: GameState, mine: number[]): CardId[] {
  const spec = s.setup.options?.deck ?? DEFAULT_DECK;
  const count: Record<string, number> = {};
  for (const id of CARD_IDS) count[id] = spec[id] ?? 0;
  for (const c of s.discard) count[c]--;
  if (s.inPlay) count[s.inPlay]--; // R7.7: the card being played is seen by all
  for (const i of mine) for (const c of s.titans[i].hand) count[c]--;
  const out: CardId[] = [];
  for (const id of CARD_IDS) for (let k = 0; k < count[id]; k++) out.push(id);
  let hidden = s.deck.length;
  for (let i = 0; i < s.titans.length; i++) if (!mine.includes(i)) hidden += s.titans[i].hand.length;
  if (out.length === hidden && CARD_IDS.every((id) => count[id] >= 0)) return out;
  // A position that does not add up to the composition (a scenario that hands out extra cards): the
  // only consistent pool is the hidden cards' multiset itself.
  const pool: CardId[] = s.deck.slice();
  for (let i = 0; i < s.titans.length; i++)
    if (!mine.includes(i)) for (const c of s.titans[i].hand) pool.push(c);
  pool.sort();
  return pool;
}
