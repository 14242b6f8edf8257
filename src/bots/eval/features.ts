// What master's learned evaluation sees of a position: one row of numbers per Titan, the same columns
// for every Titan, read from the state alone (rule data: rows, Life, the hand, the course's elements,
// the neighbour tables, the turn order). The model (model.ts) turns each row into a score and the
// scores into win chances; training (train.ts) fits the weights to the outcomes of played games.
//
// Every column is small (about −3 … 3) so that one learning rate suits them all. Nothing here allocates:
// the search calls it once per iteration.
import { BEFORE as BEFORE_DIRS, BEHIND as BEHIND_DIRS, geometry, ROWS_PER_BOARD } from '../../engine/board';
import { raceRows, rowsClimbed } from '../../engine';
import { CARD_IDS, TITAN_IDS, type CardId, type GameState, type TitanId } from '../../engine/types';

/** Column names, in order (the weights file lists them, so a file for other columns is refused). */
export const FEATURES = [
  'rows', // rows climbed, laps included, per board (/ 12)
  'rowsLate', // rows × how far the leader is through the race (a lead counts more near the end)
  'gap', // rows ahead of the best other Titan, per board (/ 12), clipped to ±2
  'near8', // within 8 rows of the finish
  'near4', // within 4 rows of the finish
  'toMove', // its turn of this round is still to come (or it is its turn and its die is not done)
  'toMoveNear8',
  'toMoveNear4',
  'next', // turns until its next turn starts, / Titans
  'life1',
  'life2',
  'life3',
  'life4',
  'life5', // Life 1 … 5 (6 or more is the baseline)
  'ko', // knocked out (misses a turn, then recovers)
  'hand', // cards in hand
  ...CARD_IDS.map((c) => `card.${c}`),
  'roomAndBonus', // a bonus space among the three before it and room in hand
  'lavaAhead', // lava among the three spaces before it
  'piratesAhead',
  'trapsAhead',
  'rivalsBehind', // Titans on the three spaces behind it (they can push it)
  'rivalsBefore', // Titans on the three spaces before it (it can push them)
  'offBoard',
  'abilityUsed',
  ...TITAN_IDS.map((t) => `titan.${t}`),
] as const;

export const F = FEATURES.length;

const col = (name: (typeof FEATURES)[number]): number => FEATURES.indexOf(name);
const CARD_COL = col('card.tribalTrap');
/**
 * The columns of the hand ('hand' and one per card): training keeps their weights linear and
 * non-negative (a card held never lowers a Titan's chances — it may always be kept unplayed), since
 * fitted freely to greedy games they came out negative and the search threw good cards away.
 */
export const HAND_COLUMNS: readonly number[] = [col('hand'), ...CARD_IDS.map((_, k) => CARD_COL + k)];
const TITAN_COL = col('titan.rassik');
const OFF_BOARD = col('offBoard');
const ABILITY_USED = col('abilityUsed');

function cardCol(c: CardId): number {
  switch (c) {
    case 'tribalTrap':
      return CARD_COL;
    case 'swiftnessPotion':
      return CARD_COL + 1;
    case 'shield':
      return CARD_COL + 2;
    case 'fireBomb':
      return CARD_COL + 3;
    case 'thunderbolt':
      return CARD_COL + 4;
    case 'mimicry':
      return CARD_COL + 5;
    case 'elixir':
      return CARD_COL + 6;
    case 'leapfrog':
      return CARD_COL + 7;
    case 'repel':
      return CARD_COL + 8;
    case 'quake':
      return CARD_COL + 9;
  }
  return -1;
}

function titanCol(t: TitanId): number {
  switch (t) {
    case 'rassik':
      return TITAN_COL;
    case 'grinder':
      return TITAN_COL + 1;
    case 'craken':
      return TITAN_COL + 2;
    case 'slaugg':
      return TITAN_COL + 3;
    case 'ragnarok':
      return TITAN_COL + 4;
    case 'chtoolhoo':
      return TITAN_COL + 5;
  }
  return -1;
}

const rowsDone = new Float64Array(6);
/** Module copies of the zones' directions (read in the inner loop; imports may be getters under tsx). */
const BEFORE: readonly number[] = BEFORE_DIRS.slice();
const BEHIND: readonly number[] = BEHIND_DIRS.slice();

/**
 * The feature rows of every Titan of `s` into `out` (row i at i · F), for states where nobody has won.
 * `out` must hold titans · F numbers.
 */
export function features(s: GameState, out: Float64Array): void {
  const n = s.titans.length;
  const total = raceRows(s);
  const g = geometry(s.course.boards);
  const els = s.course.elements;
  let lead = 0;
  for (let i = 0; i < n; i++) {
    rowsDone[i] = rowsClimbed(s, i);
    if (rowsDone[i] > lead) lead = rowsDone[i];
  }
  const late = lead / total;
  const posActive = (s.active - s.first + n) % n;
  const activeDone = s.turn.dieDone || s.turn.over;
  for (let i = 0; i < n; i++) {
    const o = i * F;
    out.fill(0, o, o + F);
    const t = s.titans[i];
    const rows = rowsDone[i];
    let best = -Infinity;
    for (let j = 0; j < n; j++) if (j !== i && rowsDone[j] > best) best = rowsDone[j];
    const togo = total - rows;
    const pos = (i - s.first + n) % n;
    const toMove = pos > posActive || (pos === posActive && !activeDone) ? 1 : 0;
    const near8 = togo <= 8 ? 1 : 0;
    const near4 = togo <= 4 ? 1 : 0;
    out[o] = rows / ROWS_PER_BOARD;
    out[o + 1] = (rows / ROWS_PER_BOARD) * late;
    const gap = (rows - best) / ROWS_PER_BOARD;
    out[o + 2] = gap > 2 ? 2 : gap < -2 ? -2 : gap;
    out[o + 3] = near8;
    out[o + 4] = near4;
    out[o + 5] = toMove;
    out[o + 6] = toMove * near8;
    out[o + 7] = toMove * near4;
    out[o + 8] = ((i - s.active + n) % n || (toMove ? 0 : n)) / n;
    if (t.ko) out[o + 14] = 1;
    else if (t.life >= 1 && t.life <= 5) out[o + 8 + t.life] = 1;
    out[o + 15] = t.hand.length;
    for (let k = 0; k < t.hand.length; k++) {
      const c = cardCol(t.hand[k]);
      if (c >= 0) out[o + c] += 1;
    }
    const x = t.space;
    if (x < 0) out[o + OFF_BOARD] = 1;
    else {
      let lava = 0;
      let pirates = 0;
      let traps = 0;
      let bonus = 0;
      let before = 0;
      let behind = 0;
      for (let k = 0; k < 3; k++) {
        const y = g.next[BEFORE[k] * g.size + x];
        const e = els[y];
        if (e === 'lava') lava++;
        else if (e === 'pirates') pirates++;
        else if (e === 'bonus') bonus = 1;
        if (s.traps.length > 0 && s.traps.indexOf(y) >= 0) traps++;
        const z = g.next[BEHIND[k] * g.size + x];
        for (let j = 0; j < n; j++) {
          if (j === i) continue;
          const sj = s.titans[j].space;
          if (sj === y) before++;
          else if (sj === z) behind++;
        }
      }
      out[o + 26] = t.hand.length < s.handSize ? bonus : 0;
      out[o + 27] = lava;
      out[o + 28] = pirates;
      out[o + 29] = traps;
      out[o + 30] = behind;
      out[o + 31] = before;
    }
    out[o + ABILITY_USED] = t.abilityUsed ? 1 : 0;
    const tc = titanCol(t.id);
    if (tc >= 0) out[o + tc] = 1;
  }
}
