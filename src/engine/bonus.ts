// R11 Bonus cards played on one's own turn: one row per card — its legal uses now and what it does.
// (Names, texts and copies are in data.ts; the Shield reaction is answered in decisions.ts.)
import { ADJACENT, BEHIND, boardOf, geometry } from './board';
import { enterSpace, entry } from './resolve/move';
import { gainLife } from './resolve/life';
import { titanAt, type Ctx } from './state';
import {
  ABILITIES,
  abilityOf,
  ALWAYS,
  FORWARD,
  FORWARD_STEPS,
  noUses,
  strikeAround,
  titanSpaces,
  type NoUse,
  type Use,
  type Uses,
} from './titans';
import type { CardId, GameState } from './types';

export interface CardUse extends Use {
  /** Mimicry: the borrowed ability's own arguments. */
  inner?: Use;
}

interface Card {
  uses(s: GameState, user: number): { uses: CardUse[]; why: NoUse | '' };
  run(c: Ctx, user: number, use: CardUse): void;
}

const always = (): Uses => ALWAYS;

const CARDS: Record<CardId, Card> = {
  tribalTrap: ABILITIES.grinder,
  swiftnessPotion: {
    uses: () => FORWARD_STEPS,
    run(c, user, use) {
      c.s.stack.push({ k: 'step', titan: user, dir: use.dir!, kind: 'own', own: true, by: user });
    },
  },
  shield: {
    uses: () => noUses('shieldIsReaction'),
    run() {},
  },
  fireBomb: { uses: always, run: (c, user) => strikeAround(c, user, ADJACENT, 'card') },
  quake: { uses: always, run: (c, user) => strikeAround(c, user, BEHIND, 'card') },
  thunderbolt: {
    uses(s, user) {
      const board = boardOf(s.titans[user].space);
      const uses: CardUse[] = [];
      // R8.3: a knocked-out Titan can still be targeted (it loses nothing).
      s.titans.forEach((T, i) => {
        if (i !== user && T.space >= 0 && boardOf(T.space) === board) uses.push({ target: T.space });
      });
      return { uses, why: 'noOtherOnBoard' };
    },
    run(c, user, use) {
      // Targets Titans only: a trap there is not destroyed (R6.4).
      c.s.stack.push({
        k: 'strike',
        titan: user,
        spaces: [use.target!],
        cause: 'card',
        titansOnly: true,
        own: true,
      });
    },
  },
  mimicry: {
    uses(s, user) {
      const g = geometry(s.course.boards);
      const here = s.titans[user].space;
      const uses: CardUse[] = [];
      for (const d of ADJACENT) {
        const target = g.next[d * g.size + here];
        const i = titanAt(s, target);
        if (i < 0) continue;
        for (const inner of abilityOf(s.titans[i].id).uses(s, user).uses) uses.push({ target, inner });
      }
      return { uses, why: 'noAbilityToBorrow' };
    },
    run(c, user, use) {
      const owner = c.s.titans[titanAt(c.s, use.target!)].id;
      if (c.log) c.ev.push({ type: 'abilityUsed', titan: c.s.titans[user].id, as: owner });
      abilityOf(owner).run(c, user, use.inner!);
    },
  },
  // Allowed even at full Life: unlike Chtoolhoo's ability (R10), the card sets no condition.
  elixir: { uses: always, run: (c, user) => gainLife(c, user, 2, 'card') },
  leapfrog: {
    uses(s, user) {
      const g = geometry(s.course.boards);
      const here = s.titans[user].space;
      const uses = FORWARD.filter((dir) => titanAt(s, g.next[dir * g.size + here]) >= 0).map((dir) => ({
        dir,
      }));
      return { uses, why: 'noTitanBefore' };
    },
    run(c, user, use) {
      // Jump over the Titan before you; the landing space is entered normally (a Titan there is pushed).
      const g = c.g;
      const d = use.dir!;
      const here = c.s.titans[user].space;
      const mid = g.next[d * g.size + here];
      const lap = g.lapDelta[d * g.size + here] + g.lapDelta[d * g.size + mid];
      c.s.turn.chain = 0;
      const to = g.next[d * g.size + mid];
      enterSpace(c, entry(user, to, lap, d, 'jump', user, true));
    },
  },
  /** Move an adjacent Titan 1 step BS, BL or BR: Ragnarok's move restricted to backward steps. */
  repel: {
    uses(s, user) {
      const uses: CardUse[] = [];
      for (const target of titanSpaces(s, s.titans[user].space, ADJACENT, false))
        for (const dir of BEHIND) uses.push({ target, dir });
      return { uses, why: 'noAdjacentTitan' };
    },
    run: ABILITIES.ragnarok.run,
  },
};

/** CARDS[card] as a switch (the hot path: ten names make a keyed load megamorphic, see data.ts facePaths). */
export function cardOf(card: CardId): Card {
  switch (card) {
    case 'tribalTrap':
      return CARDS.tribalTrap;
    case 'swiftnessPotion':
      return CARDS.swiftnessPotion;
    case 'shield':
      return CARDS.shield;
    case 'fireBomb':
      return CARDS.fireBomb;
    case 'thunderbolt':
      return CARDS.thunderbolt;
    case 'mimicry':
      return CARDS.mimicry;
    case 'elixir':
      return CARDS.elixir;
    case 'leapfrog':
      return CARDS.leapfrog;
    case 'repel':
      return CARDS.repel;
    case 'quake':
      return CARDS.quake;
  }
}
