// R10 abilities and R11 bonus cards. Each power has one enumerator of its legal arguments; legalActions
// lists them and applyAction accepts exactly those, so the two can never disagree. Each power then
// queues ordinary operations (steps, traps, strikes, damage) for the resolution loop in resolve.ts.
import {
  ADJACENT,
  BEFORE,
  BEHIND,
  DIR_INDEX,
  DIR_NAMES,
  boardOf,
  dirBetween,
  geometry,
  neighbour,
  parseSpace,
  spaceName,
} from './board';
import { CARD_NAME, TITAN_NAME } from './data';
import { gainLife, moveTo } from './resolve';
import { discardFromHand, hasTrap, show, titanAt, type Ctx } from './state';
import type { Action, CardId, Dir, EngineError, GameState, Op, TitanId } from './types';
import { CARD_IDS } from './types';

/** One legal use: a target space (index) and/or a direction (index). */
interface Use {
  target?: number;
  dir?: number;
}
type Uses = { uses: Use[]; why: string };

const FORWARD = [0, 1, 2];

/** Why the active Titan cannot use powers at all right now (R9.2, R9.3, R10, R7.5), or null. */
function powerBlock(s: GameState): string | null {
  const T = s.titans[s.active];
  if (s.round <= 1) return 'No abilities or bonus cards during the first turn (R9.2).';
  if (T.ko || s.turn.over)
    return `${TITAN_NAME[T.id]} is knocked out: the rest of this turn is lost (R5.7, R8.2).`;
  if (s.turn.rerolled) return 'After a pentacle reroll no ability or card may be used this turn (R7.5).';
  return null;
}

// ---------------------------------------------------------------------------
// R10 abilities, usable by their owner or borrowed through Mimicry

/** Spaces in the given directions from `here` that hold a Titan (optionally one that can lose Life). */
function titanSpaces(s: GameState, here: number, dirs: readonly number[], notKo: boolean): number[] {
  const g = geometry(s.course.boards);
  const out: number[] = [];
  for (const d of dirs) {
    const x = neighbour(g, here, d);
    const i = titanAt(s, x);
    if (i >= 0 && !(notKo && s.titans[i].ko)) out.push(x);
  }
  return out;
}

function abilityUses(s: GameState, user: number, ability: TitanId): Uses {
  const g = geometry(s.course.boards);
  const U = s.titans[user];
  const here = U.space;
  const uses: Use[] = [];
  switch (ability) {
    case 'rassik':
      if (titanSpaces(s, here, BEHIND, false).length === 0)
        return { uses, why: 'Rassïk needs a Titan behind him to kick off.' };
      for (const dir of FORWARD) uses.push({ dir });
      return { uses, why: '' };
    case 'grinder':
      if (s.trapSupply <= 0) return { uses, why: 'No trap tokens are left in the supply.' };
      for (const d of ADJACENT) {
        const target = neighbour(g, here, d);
        if (!hasTrap(s, target)) uses.push({ target });
      }
      return { uses, why: 'Every adjacent space already has a trap.' };
    case 'craken':
      for (const target of titanSpaces(s, here, ADJACENT, false)) uses.push({ target });
      return { uses, why: 'Craken needs an adjacent Titan to swap with.' };
    case 'slaugg':
      uses.push({});
      return { uses, why: '' };
    case 'ragnarok':
      for (const target of titanSpaces(s, here, ADJACENT, false))
        for (const dir of ADJACENT) uses.push({ target, dir });
      return { uses, why: 'Ragnarok needs an adjacent Titan to move.' };
    case 'chtoolhoo':
      if (U.life >= U.maxLife) return { uses, why: 'Not allowed at full Life (R10).' };
      for (const target of titanSpaces(s, here, ADJACENT, true)) uses.push({ target });
      return { uses, why: 'Needs an adjacent Titan that can lose Life.' };
  }
}

/** Queue an ability's effect for `user` (R10). Arguments are already validated. */
function runAbility(c: Ctx, user: number, ability: TitanId, use: Use): void {
  const s = c.s;
  const here = s.titans[user].space;
  const st = s.stack;
  switch (ability) {
    case 'rassik':
      st.push({ k: 'step', t: user, d: use.dir!, c: 'own', own: true, by: user });
      return;
    case 'grinder':
      st.push({ k: 'placeTrap', t: user, s: use.target!, own: true, strict: true });
      return;
    case 'craken':
      st.push({ k: 'swap', t: user, u: titanAt(s, use.target!), d: dirBetween(c.g, here, use.target!) });
      return;
    case 'slaugg':
      st.push(strikeOp(c, user, BEFORE, 'ability'));
      return;
    case 'ragnarok':
      st.push({ k: 'step', t: titanAt(s, use.target!), d: use.dir!, c: 'moved', own: false, by: user });
      return;
    case 'chtoolhoo':
      st.push({ k: 'dmg', t: titanAt(s, use.target!), cause: 'ability', by: user, asked: false, gain: user });
      return;
  }
}

function strikeOp(c: Ctx, user: number, dirs: number[], cause: 'ability' | 'card'): Op {
  const here = c.s.titans[user].space;
  return {
    k: 'strike',
    t: user,
    spaces: dirs.map((d) => neighbour(c.g, here, d)),
    cause,
    titansOnly: false,
    own: true,
    strict: false,
  };
}

// ---------------------------------------------------------------------------
// R11 cards

interface CardUse extends Use {
  /** Mimicry: the borrowed ability's own arguments. */
  inner?: Use;
}

function cardUses(s: GameState, user: number, card: CardId): { uses: CardUse[]; why: string } {
  const g = geometry(s.course.boards);
  const U = s.titans[user];
  const here = U.space;
  switch (card) {
    case 'tribalTrap':
      return abilityUses(s, user, 'grinder');
    case 'swiftnessPotion':
      return { uses: FORWARD.map((dir) => ({ dir })), why: '' };
    case 'shield':
      return { uses: [], why: 'Shield is a reaction: it is played when your Titan would lose 1 Life.' };
    case 'fireBomb':
    case 'quake':
      return { uses: [{}], why: '' };
    case 'thunderbolt': {
      const board = boardOf(here);
      const uses: CardUse[] = [];
      for (let i = 0; i < s.titans.length; i++) {
        const T = s.titans[i];
        // R8.3: a knocked-out Titan can still be targeted (it loses nothing).
        if (i !== user && T.space >= 0 && boardOf(T.space) === board) uses.push({ target: T.space });
      }
      return { uses, why: 'No other Titan is on your board.' };
    }
    case 'mimicry': {
      const uses: CardUse[] = [];
      for (const d of ADJACENT) {
        const target = neighbour(g, here, d);
        const i = titanAt(s, target);
        if (i < 0) continue;
        for (const inner of abilityUses(s, user, s.titans[i].id).uses) uses.push({ target, inner });
      }
      return { uses, why: 'No adjacent Titan has an ability you could use now.' };
    }
    case 'elixir': // allowed even at full Life: unlike Chtoolhoo's ability (R10), the card sets no condition
      return { uses: [{}], why: '' };
    case 'leapfrog': {
      const uses: CardUse[] = [];
      for (const dir of FORWARD) if (titanAt(s, neighbour(g, here, dir)) >= 0) uses.push({ dir });
      return { uses, why: 'Leapfrog needs a Titan on a space before you.' };
    }
    case 'repel': {
      const uses: CardUse[] = [];
      for (const d of ADJACENT) {
        const target = neighbour(g, here, d);
        if (titanAt(s, target) >= 0) for (const dir of BEHIND) uses.push({ target, dir });
      }
      return { uses, why: 'Repel needs an adjacent Titan.' };
    }
  }
}

function runCard(c: Ctx, user: number, card: CardId, use: CardUse): void {
  const s = c.s;
  const here = s.titans[user].space;
  const st = s.stack;
  switch (card) {
    case 'tribalTrap':
      st.push({ k: 'placeTrap', t: user, s: use.target!, own: true, strict: true });
      return;
    case 'swiftnessPotion':
      st.push({ k: 'step', t: user, d: use.dir!, c: 'own', own: true, by: user });
      return;
    case 'fireBomb':
      st.push(strikeOp(c, user, ADJACENT, 'card'));
      return;
    case 'quake':
      st.push(strikeOp(c, user, BEHIND, 'card'));
      return;
    case 'thunderbolt':
      // Targets Titans only: a trap there is not destroyed (R6.4).
      st.push({
        k: 'strike',
        t: user,
        spaces: [use.target!],
        cause: 'card',
        titansOnly: true,
        own: true,
        strict: false,
      });
      return;
    case 'mimicry': {
      const owner = s.titans[titanAt(s, use.target!)].id;
      c.ev.push({ type: 'abilityUsed', titan: s.titans[user].id, as: owner });
      runAbility(c, user, owner, use.inner!);
      return;
    }
    case 'elixir':
      gainLife(c, user, 2, 'card');
      return;
    case 'leapfrog': {
      // Jump over the Titan before you; the landing space is entered normally (its occupant is pushed).
      const d = use.dir!;
      const mid = neighbour(c.g, here, d);
      const to = neighbour(c.g, mid, d);
      const lap = c.g.lapDelta[d * c.g.size + here] + c.g.lapDelta[d * c.g.size + mid];
      moveTo(c, user, to, lap, d, 'jump', user, true);
      return;
    }
    case 'repel':
      st.push({ k: 'step', t: titanAt(s, use.target!), d: use.dir!, c: 'moved', own: false, by: user });
      return;
    case 'shield':
      return;
  }
}

// ---------------------------------------------------------------------------
// legalActions / applyAction entry points

/** A legal use as action arguments ('C5' / 'S'). */
function argsOf(s: GameState, u: Use): { target?: string; dir?: Dir } {
  const out: { target?: string; dir?: Dir } = {};
  if (u.target !== undefined) out.target = spaceName(u.target, s.course.boards);
  if (u.dir !== undefined) out.dir = DIR_NAMES[u.dir];
  return out;
}

export function powerActions(s: GameState, out: Action[]): void {
  if (powerBlock(s)) return;
  const t = s.active;
  const T = s.titans[t];
  if (!T.abilityUsed)
    for (const u of abilityUses(s, t, T.id).uses) out.push({ type: 'ability', ...argsOf(s, u) });
  if (s.turn.cardPlayed) return;
  const hand = T.hand;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h];
    if (hand.indexOf(card) < h) continue; // the same card twice offers the same actions once
    for (const u of cardUses(s, t, card).uses) {
      if (card === 'mimicry')
        out.push({
          type: 'playBonus',
          card,
          target: spaceName(u.target!, s.course.boards),
          ability: argsOf(s, u.inner!),
        });
      else out.push({ type: 'playBonus', card, ...argsOf(s, u) });
    }
    out.push({ type: 'discardBonus', card });
  }
}

export function applyPower(c: Ctx, a: Action): EngineError | null {
  const s = c.s;
  const block = powerBlock(s);
  if (block) return { code: 'notAllowed', message: block };
  if (s.stack.length > 0) return { code: 'wrongPhase', message: 'Finish the current action first.' };
  const t = s.active;
  const T = s.titans[t];
  const board = boardOf(T.space);
  const ar = a as unknown as Record<string, unknown>;
  if (a.type === 'ability') {
    if (T.abilityUsed)
      return { code: 'notAllowed', message: `${TITAN_NAME[T.id]}'s ability is already used this turn.` };
    const { uses, why } = abilityUses(s, t, T.id);
    if (uses.length === 0) return { code: 'notAllowed', message: why };
    const use = match(s, uses, ar, board);
    if (!use) return badArgs(s, uses);
    T.abilityUsed = true;
    s.turn.pushed = 0;
    c.ev.push({ type: 'abilityUsed', titan: T.id });
    runAbility(c, t, T.id, use);
    return null;
  }
  if (!CARD_IDS.includes(ar.card as CardId))
    return { code: 'badAction', message: `Unknown card "${show(ar.card)}".` };
  const card = ar.card as CardId;
  if (s.turn.cardPlayed)
    return { code: 'notAllowed', message: 'One bonus card per turn (R9.3): this turn has had its card.' };
  const i = T.hand.indexOf(card);
  if (i < 0) return { code: 'notAllowed', message: `${TITAN_NAME[T.id]} holds no ${CARD_NAME[card]}.` };
  if (a.type === 'discardBonus') {
    discardFromHand(s, t, i);
    s.turn.cardPlayed = true;
    c.ev.push({ type: 'cardDiscarded', titan: T.id, card });
    return null;
  }
  const { uses, why } = cardUses(s, t, card);
  if (uses.length === 0) return { code: 'notAllowed', message: why };
  let use: CardUse | null;
  if (card === 'mimicry') {
    const target = parseSpace(ar.target, s.course.boards, board);
    const inner =
      typeof ar.ability === 'object' && ar.ability !== null ? (ar.ability as Record<string, unknown>) : {};
    const cands = uses.filter((u) => u.target === target);
    if (cands.length === 0)
      return {
        code: 'badTarget',
        message: 'Mimicry borrows the ability of an adjacent Titan: name its space (target).',
      };
    const m = match(
      s,
      cands.map((u) => u.inner!),
      inner,
      board,
    );
    if (!m)
      return badArgs(
        s,
        cands.map((u) => u.inner!),
      );
    use = { target, inner: m };
  } else {
    use = match(s, uses, ar, board);
    if (!use) return badArgs(s, uses);
  }
  discardFromHand(s, t, i);
  s.turn.cardPlayed = true;
  s.turn.pushed = 0;
  c.ev.push({ type: 'cardPlayed', titan: T.id, card });
  runCard(c, t, card, use);
  return null;
}

/** The legal use matching the action's target/dir, or null. */
function match<U extends Use>(s: GameState, uses: U[], a: Record<string, unknown>, board: number): U | null {
  const target = a.target === undefined ? undefined : parseSpace(a.target, s.course.boards, board);
  const dir =
    typeof a.dir === 'string' && a.dir in DIR_INDEX
      ? DIR_INDEX[a.dir as Dir]
      : a.dir === undefined
        ? undefined
        : -1;
  return uses.find((u) => u.target === target && u.dir === dir) ?? null;
}

function badArgs(s: GameState, uses: Use[]): EngineError {
  const show = uses
    .slice(0, 8)
    .map((u) =>
      [
        u.target !== undefined ? spaceName(u.target, s.course.boards) : '',
        u.dir !== undefined ? DIR_NAMES[u.dir] : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  return {
    code: 'badTarget',
    message: `Not a legal target or direction here. Legal: ${show.join(', ')}${uses.length > 8 ? ', …' : ''}.`,
  };
}

/** R11 Shield: answer a reaction prompt. */
export function decideReaction(c: Ctx, a: Record<string, unknown>): EngineError | null {
  const s = c.s;
  const p = s.pending!;
  const T = s.titans[p.titan];
  if (a.choice === 'pass') {
    s.pending = null;
    return null;
  }
  if (a.choice === 'play' && (a.card === undefined || a.card === 'shield')) {
    const i = T.hand.indexOf('shield');
    if (i < 0) return { code: 'badAction', message: `${TITAN_NAME[T.id]} holds no Shield.` };
    // The 1 Life loss the Shield cancels waits on top of the stack.
    const top = s.stack[s.stack.length - 1];
    if (!top || top.k !== 'dmg' || top.t !== p.titan)
      return { code: 'badState', message: 'No Life loss is waiting for a Shield.' };
    s.stack.pop();
    discardFromHand(s, p.titan, i);
    if (p.titan === s.active) s.turn.cardPlayed = true; // a reaction on one's own turn is that turn's card
    s.pending = null;
    c.ev.push({ type: 'cardPlayed', titan: T.id, card: 'shield' });
    c.ev.push({ type: 'shielded', titan: T.id, cause: top.cause });
    return null;
  }
  return { code: 'badAction', message: "Answer a reaction with 'play' (card: 'shield') or 'pass'." };
}
