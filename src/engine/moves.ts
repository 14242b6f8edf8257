// Move codes: every legal action as one small integer (under 2^30), for search — no object per action.
// legal.ts lists a state's legal moves as codes (the one enumerator); legalActions turns each code into
// the contract's action object here (`moveAction`), and apply.ts `applyMove` performs a code directly.
//
// Layout (bits, low first): the action's type, its index in ACTION_TYPES (4), then per type —
//   chooseDie     die index (4…)
//   enter         space (4–11)
//   dieAction     face named (4–6: OTHER_FACES index, 7 = none: the die's own face), path index in the
//                 face's FACE_PATHS (7–9), purple's Life cost (10–11: 0 none, 1 before, 2 after), the red
//                 trap's or green strike's target (12–13: 0 none, 1 before, 2 after; 14–21 its space)
//   ability       a use (4–14)
//   playBonus     card (4–7, CARD_IDS index), a use (8–18), Mimicry's borrowed ability's use (19–29)
//   discardBonus  card (4–7)
//   decide        choice (4–5: DECIDE_CHOICES index), card + 1 (6–9, 0 none)
// A use is its target space + 1 (8 bits, 0 none) and its direction + 1 above it (3 bits, 0 none).
// Spaces are indices below 256 (a course has 1 or 3 boards of 36 spaces).
import { DIR_NAMES, spaceName } from './board';
import { facePaths, OTHER_FACES } from './data';
import type { Use } from './titans';
import type { Action, CardId, Dir, ExtraTarget, Face, GameState } from './types';
import { CARD_IDS } from './types';

export const M_ROLL = 0;
export const M_CHOOSE = 1;
export const M_ENTER = 2;
export const M_DIE = 3;
export const M_ABILITY = 4;
export const M_PLAY = 5;
export const M_DISCARD = 6;
export const M_REROLL = 7;
export const M_DECIDE = 8;
export const M_END = 9;

/** The action type of a move code (an index into ACTION_TYPES: M_ROLL … M_END). */
export function moveType(code: number): number {
  return code & 15;
}

/** No face named: the die performs its own face. */
export const OWN_FACE = 7;
export const M_BEFORE = 1;
export const M_AFTER = 2;

export function dieMove(face: number, path: number, cost: number, when: number, space: number): number {
  return M_DIE | (face << 4) | (path << 7) | (cost << 10) | (when << 12) | (space << 14);
}

/** A use's 11 bits. */
export function packUse(u: Use): number {
  return (u.target === undefined ? 0 : u.target + 1) | (u.dir === undefined ? 0 : (u.dir + 1) << 8);
}

/** Card ids as indices (CARD_IDS order), by a switch: a table read with a string key of many values is a
 * megamorphic load in V8 (docs/engine.md). */
export function cardIndex(card: CardId): number {
  switch (card) {
    case 'tribalTrap':
      return 0;
    case 'swiftnessPotion':
      return 1;
    case 'shield':
      return 2;
    case 'fireBomb':
      return 3;
    case 'thunderbolt':
      return 4;
    case 'mimicry':
      return 5;
    case 'elixir':
      return 6;
    case 'leapfrog':
      return 7;
    case 'repel':
      return 8;
    case 'quake':
      return 9;
  }
}

export const DECIDE_CHOICES = ['life', 'discard', 'pass', 'play'] as const;
export const D_LIFE = 0;
export const D_DISCARD = 1;
export const D_PASS = 2;
export const D_PLAY = 3;

export function decideMove(choice: number, card: CardId | null): number {
  return M_DECIDE | (choice << 4) | ((card === null ? 0 : cardIndex(card) + 1) << 6);
}

// Reading a code's fields.
export const moveDie = (code: number): number => code >>> 4;
export const moveSpace = (code: number): number => (code >>> 4) & 255;
const dieFace = (code: number): number => (code >>> 4) & 7;
export const diePath = (code: number): number => (code >>> 7) & 7;
export const dieCost = (code: number): number => (code >>> 10) & 3;
export const dieWhen = (code: number): number => (code >>> 12) & 3;
export const dieSpace = (code: number): number => (code >>> 14) & 255;
export const moveCard = (code: number): CardId => CARD_IDS[(code >>> 4) & 15];
export const decideChoice = (code: number): number => (code >>> 4) & 3;
export const decideCard = (code: number): CardId | null => {
  const k = (code >>> 6) & 15;
  return k === 0 ? null : CARD_IDS[k - 1];
};
/** The use at bit `at` of a code: target (-1 none) and direction (-1 none). */
const packedTarget = (code: number, at: number): number => ((code >>> at) & 255) - 1;
const packedDir = (code: number, at: number): number => ((code >>> (at + 8)) & 7) - 1;
/** The use at bit `at` as a Use record (what an ability or card runs with). */
export function unpackUse(code: number, at: number): Use {
  const target = packedTarget(code, at);
  const dir = packedDir(code, at);
  if (target < 0) return dir < 0 ? {} : { dir };
  return dir < 0 ? { target } : { target, dir };
}

/** The face a die move performs, given the active Titan's die. */
export function dieMoveFace(code: number, die: Face): Exclude<Face, 'purple'> {
  const f = dieFace(code);
  return f === OWN_FACE ? (die as Exclude<Face, 'purple'>) : OTHER_FACES[f];
}

/** A move code as the contract's action (what legalActions hands out). */
export function moveAction(s: GameState, code: number): Action {
  switch (code & 15) {
    case M_ROLL:
      return { type: 'roll' };
    case M_CHOOSE:
      return { type: 'chooseDie', die: moveDie(code) };
    case M_ENTER:
      return { type: 'enter', space: spaceName(moveSpace(code), s.course.boards) };
    case M_DIE:
      return dieAction(s, code);
    case M_ABILITY:
      return abilityAction(s, code);
    case M_PLAY:
      return cardAction(s, code);
    case M_DISCARD:
      return { type: 'discardBonus', card: moveCard(code) };
    case M_REROLL:
      return { type: 'reroll' };
    case M_DECIDE: {
      const card = decideCard(code);
      const choice = DECIDE_CHOICES[decideChoice(code)];
      return card === null ? { type: 'decide', choice } : { type: 'decide', choice, card };
    }
    default:
      return { type: 'endTurn' };
  }
}

// Object literals of one shape per combination of arguments (hot path: legalActions), never spread.
function dieAction(s: GameState, code: number): Action {
  const f = dieFace(code);
  const T = s.titans[s.active];
  const face = f === OWN_FACE ? (T.die as Exclude<Face, 'purple'>) : OTHER_FACES[f];
  // FACE_PATHS's own arrays: applyAction finds them by identity.
  const path = facePaths(face)[diePath(code)] as Dir[];
  const when = dieWhen(code);
  const extra: ExtraTarget | undefined =
    when === 0
      ? undefined
      : { space: spaceName(dieSpace(code), s.course.boards), when: when === M_BEFORE ? 'before' : 'after' };
  const cost = dieCost(code);
  if (f === OWN_FACE) return extra ? { type: 'dieAction', path, extra } : { type: 'dieAction', path };
  if (cost === 0) return extra ? { type: 'dieAction', path, face, extra } : { type: 'dieAction', path, face };
  const lifeCost = cost === M_BEFORE ? 'before' : 'after';
  return extra
    ? { type: 'dieAction', path, face, extra, lifeCost }
    : { type: 'dieAction', path, face, lifeCost };
}

/** A use's target and direction as action arguments ('C5' / 'S'). */
function argsOf(s: GameState, code: number, at: number): { target?: string; dir?: Dir } {
  const out: { target?: string; dir?: Dir } = {};
  const target = packedTarget(code, at);
  const dir = packedDir(code, at);
  if (target >= 0) out.target = spaceName(target, s.course.boards);
  if (dir >= 0) out.dir = DIR_NAMES[dir];
  return out;
}

function abilityAction(s: GameState, code: number): Action {
  const target = packedTarget(code, 4);
  const dir = packedDir(code, 4);
  if (target < 0) return dir < 0 ? { type: 'ability' } : { type: 'ability', dir: DIR_NAMES[dir] };
  const name = spaceName(target, s.course.boards);
  return dir < 0 ? { type: 'ability', target: name } : { type: 'ability', target: name, dir: DIR_NAMES[dir] };
}

function cardAction(s: GameState, code: number): Action {
  const card = moveCard(code);
  const target = packedTarget(code, 8);
  const dir = packedDir(code, 8);
  if (card === 'mimicry')
    return {
      type: 'playBonus',
      card,
      target: spaceName(target, s.course.boards),
      ability: argsOf(s, code, 19),
    };
  if (target < 0)
    return dir < 0 ? { type: 'playBonus', card } : { type: 'playBonus', card, dir: DIR_NAMES[dir] };
  const name = spaceName(target, s.course.boards);
  return dir < 0
    ? { type: 'playBonus', card, target: name }
    : { type: 'playBonus', card, target: name, dir: DIR_NAMES[dir] };
}
