// R10 abilities: one row per Titan — which uses are legal now, and what a use does. The same rows serve
// the Titan's own ability and Mimicry's borrowed one (bonus.ts).
import { ADJACENT, BEFORE, BEHIND, dirBetween, geometry } from './board';
import { hasTrap, titanAt, type Ctx } from './state';
import type { GameState, TitanId } from './types';

/** One legal use: a target space (index) and/or a direction (index). */
export interface Use {
  target?: number;
  dir?: number;
}
export interface Uses {
  uses: Use[];
  /** Why there is no legal use (when the list is empty): a key of NO_USE, '' when there is one. */
  why: NoUse | '';
}

/**
 * Why a power has no legal use now (R10, R11), one sentence each: the engine's message, and the key the
 * refusal carries in `params.why` so the table words it in the player's language (errors.noUse.*).
 */
export const NO_USE = {
  noTitanBehind: 'Rassïk needs a Titan behind him to kick off.',
  noTrapsLeft: 'No trap tokens are left in the supply.',
  allAdjacentTrapped: 'Every adjacent space already has a trap.',
  noAdjacentToSwap: 'Craken needs an adjacent Titan to swap with.',
  noAdjacentToMove: 'Ragnarok needs an adjacent Titan to move.',
  fullLife: 'Not allowed at full Life (R10).',
  noAdjacentCanLose: 'Needs an adjacent Titan that can lose Life.',
  shieldIsReaction: 'Shield is a reaction: it is played when your Titan would lose 1 Life.',
  noOtherOnBoard: 'No other Titan is on your board.',
  noAbilityToBorrow: 'No adjacent Titan has an ability you could use now.',
  noTitanBefore: 'Leapfrog needs a Titan on a space before you.',
  noAdjacentTitan: 'Repel needs an adjacent Titan.',
} as const;
export type NoUse = keyof typeof NO_USE;

export const FORWARD = [0, 1, 2];

/**
 * Shared results (legalActions asks every power for its uses on every call of the inner loop): a power
 * with no use for a reason, and the fixed lists. Read-only: callers never change a Uses they get.
 */
const NONE = {} as Record<NoUse, Uses>;
for (const why of Object.keys(NO_USE) as NoUse[]) NONE[why] = { uses: [], why };
export function noUses(why: NoUse): Uses {
  return NONE[why];
}
/** One use without arguments (Slaugg, Fire Bomb, Quake, Elixir). */
export const ALWAYS: Uses = { uses: [{}], why: '' };
/** One own step S, L or R (Rassïk, Swiftness Potion). */
export const FORWARD_STEPS: Uses = { uses: FORWARD.map((dir) => ({ dir })), why: '' };

interface Ability {
  uses(s: GameState, user: number): Uses;
  run(c: Ctx, user: number, use: Use): void;
}

/** Spaces in the given directions from `here` that hold a Titan (optionally one that can lose Life). */
export function titanSpaces(s: GameState, here: number, dirs: readonly number[], notKo: boolean): number[] {
  const g = geometry(s.course.boards);
  const out: number[] = [];
  for (let k = 0; k < dirs.length; k++) {
    const x = g.next[dirs[k] * g.size + here];
    const i = titanAt(s, x);
    if (i >= 0 && !(notKo && s.titans[i].ko)) out.push(x);
  }
  return out;
}

/** Damage on the spaces round the user (R6.4): Slaugg, Fire Bomb, Quake. */
export function strikeAround(c: Ctx, user: number, dirs: readonly number[], cause: 'ability' | 'card'): void {
  const here = c.s.titans[user].space;
  c.s.stack.push({
    k: 'strike',
    titan: user,
    spaces: dirs.map((d) => c.g.next[d * c.g.size + here]),
    cause,
    titansOnly: false,
    own: true,
  });
}

export const ABILITIES: Record<TitanId, Ability> = {
  /** Kick off a Titan behind: 1 own step S, L or R. */
  rassik: {
    uses(s, user) {
      if (titanSpaces(s, s.titans[user].space, BEHIND, false).length === 0) return noUses('noTitanBehind');
      return FORWARD_STEPS;
    },
    run(c, user, use) {
      c.s.stack.push({ k: 'step', titan: user, dir: use.dir!, kind: 'own', own: true, by: user });
    },
  },
  /** A trap on an adjacent space (R6.2). */
  grinder: {
    uses(s, user) {
      if (s.trapSupply <= 0) return noUses('noTrapsLeft');
      const g = geometry(s.course.boards);
      const here = s.titans[user].space;
      const uses: Use[] = [];
      for (let d = 0; d < 6; d++) {
        const target = g.next[ADJACENT[d] * g.size + here];
        if (!hasTrap(s, target)) uses.push({ target });
      }
      return { uses, why: 'allAdjacentTrapped' };
    },
    run(c, user, use) {
      c.s.stack.push({ k: 'placeTrap', titan: user, space: use.target!, own: true });
    },
  },
  /** Swap places with an adjacent Titan. */
  craken: {
    uses(s, user) {
      const targets = titanSpaces(s, s.titans[user].space, ADJACENT, false);
      const uses: Use[] = [];
      for (let k = 0; k < targets.length; k++) uses.push({ target: targets[k] });
      return { uses, why: 'noAdjacentToSwap' };
    },
    run(c, user, use) {
      const here = c.s.titans[user].space;
      c.s.stack.push({
        k: 'swap',
        titan: user,
        other: titanAt(c.s, use.target!),
        dir: dirBetween(c.g, here, use.target!),
      });
    },
  },
  /** 1 damage on each of the three spaces before him. */
  slaugg: {
    uses: () => ALWAYS,
    run: (c, user) => strikeAround(c, user, BEFORE, 'ability'),
  },
  /** Move an adjacent Titan one step in any direction (an ordinary step of that Titan). */
  ragnarok: {
    uses(s, user) {
      const uses: Use[] = [];
      for (const target of titanSpaces(s, s.titans[user].space, ADJACENT, false))
        for (const dir of ADJACENT) uses.push({ target, dir });
      return { uses, why: 'noAdjacentToMove' };
    },
    run(c, user, use) {
      c.s.stack.push({
        k: 'step',
        titan: titanAt(c.s, use.target!),
        dir: use.dir!,
        kind: 'moved',
        own: false,
        by: user,
      });
    },
  },
  /** 1 damage on an adjacent Titan, then gain 1 Life; not at full Life, not on a Titan that cannot lose Life. */
  chtoolhoo: {
    uses(s, user) {
      const U = s.titans[user];
      if (U.life >= U.maxLife) return noUses('fullLife');
      const uses = titanSpaces(s, U.space, ADJACENT, true).map((target) => ({ target }));
      return { uses, why: 'noAdjacentCanLose' };
    },
    run(c, user, use) {
      c.s.stack.push({
        k: 'damage',
        titan: titanAt(c.s, use.target!),
        cause: 'ability',
        by: user,
        asked: false,
        drain: user,
      });
    },
  },
};

/** ABILITIES[id] as a switch (the hot path: six names make a keyed load megamorphic, see data.ts facePaths). */
export function abilityOf(id: TitanId): Ability {
  switch (id) {
    case 'rassik':
      return ABILITIES.rassik;
    case 'grinder':
      return ABILITIES.grinder;
    case 'craken':
      return ABILITIES.craken;
    case 'slaugg':
      return ABILITIES.slaugg;
    case 'ragnarok':
      return ABILITIES.ragnarok;
    case 'chtoolhoo':
      return ABILITIES.chtoolhoo;
  }
}
