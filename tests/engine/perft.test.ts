// Counting tests of move generation, "perft" style (chessops): for fixed positions built with
// loadScenario, the EXACT number of legalActions, per action type, and (for some) the number of
// positions two actions deep. A change in the move generator that adds, loses or duplicates an action
// changes a count. Counts marked "by hand" were worked out from the rules (rules.md v2) before the engine
// was run; the others were recorded from the engine and checked for plausibility (see each comment).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  loadScenario,
  summarize,
  type Action,
  type GameState,
  type TitanId,
} from '../../src/engine';

/**
 * perft(2) figures. red and blue were checked by hand (see those tests); the others were recorded
 * from the engine and are explained in their tests.
 */
const PERFT2 = {
  red: 27,
  blue: 28,
  chtoolhoo: 28,
  grandSlam: 42,
  fullColumn: 25,
};

/** A designer's circuit with only the given elements (all else plain). */
const circuit = (spaces: Record<string, string> = {}) => ({ id: 'perft', name: 'Perft', spaces });

function load(json: unknown, ...actions: Action[]): GameState {
  const r = loadScenario(json);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return play(r.state, ...actions);
}

function play(s: GameState, ...actions: Action[]): GameState {
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** Number of legal actions per type, and the total. */
function count(s: GameState): Record<string, number> {
  const out: Record<string, number> = {};
  const legal = legalActions(s);
  for (const a of legal) out[a.type] = (out[a.type] ?? 0) + 1;
  out.total = legal.length;
  return out;
}

/** perft(depth): the number of action sequences of that length (every one must apply). */
function perft(s: GameState, depth: number): number {
  const legal = legalActions(s);
  if (depth === 1) return legal.length;
  let n = 0;
  for (const a of legal) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`offered but refused: ${JSON.stringify(a)}: ${r.error.message}`);
    n += perft(r.state, depth - 1);
  }
  return n;
}

/** No action is offered twice. */
function distinct(s: GameState): boolean {
  const keys = legalActions(s).map((a) => JSON.stringify(a));
  return new Set(keys).size === keys.length;
}

/**
 * Three Titans, seat 1 active: with three dice, seat 0 is the round's first Titan and seat 2 its last
 * (R4.2), so seat 1 chooses from the two dice left without rolling. `die` is the die it takes.
 */
function middle(
  titans: [TitanId, TitanId, TitanId],
  at: Record<string, Record<string, unknown>>,
  die: string,
  opts: { spaces?: Record<string, string>; traps?: string[]; rolls?: string[]; reactions?: string } = {},
): GameState {
  return load(
    {
      setup: {
        circuits: [circuit(opts.spaces)],
        titans,
        seed: 21,
        options: { reactions: opts.reactions ?? 'never' },
      },
      position: {
        titans: at,
        traps: opts.traps ?? [],
        active: titans[1],
        dice: [die, die === 'blue' ? 'yellow' : 'blue'],
        ...(opts.rolls ? { rolls: opts.rolls } : {}),
      },
    },
    { type: 'chooseDie', die: 0 },
  );
}

describe('perft: the die faces (R4.1)', () => {
  it('red: Rassïk on C5, a trap on C3 behind him, Grinder on D4 behind him', () => {
    // By hand: red has 1 path (S, C5 → C7). Trap targets before the step: the three spaces behind C5
    // (B4, C3, D4) without a trap: B4, D4 (D4 holds a Titan: allowed, it springs) = 2; after the step:
    // the three behind C7 (B6, C5, D6), all free = 3. So 1 × (1 plain + 2 + 3) = 6 die actions.
    // Rassïk's ability: a Titan (Grinder) behind him, so he may kick off S, L or R = 3. Total 9.
    const s = middle(
      ['grinder', 'rassik', 'craken'],
      { rassik: { space: 'C5' }, grinder: { space: 'D4' }, craken: { space: 'E11' } },
      'red',
      { traps: ['C3'] },
    );
    expect(count(s)).toEqual({ dieAction: 6, ability: 3, total: 9 });
    const extras = legalActions(s)
      .filter((a) => a.type === 'dieAction' && a.extra)
      .map((a) => (a.type === 'dieAction' ? `${a.extra!.when} ${a.extra!.space}` : ''));
    expect(extras.sort()).toEqual(['after B6', 'after C5', 'after D6', 'before B4', 'before D4']);
    expect(distinct(s)).toBe(true);
    // perft(2) by hand: after any of the 6 die actions Rassïk stands on C7 with nobody behind him:
    // endTurn only = 6. After a kick (to C7, B6 or D6) he still has red to play, with no trap behind
    // him and no trap round the end of the step: 1 + 3 + 3 = 7 each = 21. Total 27.
    expect(perft(s, 2)).toBe(PERFT2.red);
  });

  it('blue: Craken on C5 alone, holding Elixir and Shield', () => {
    // By hand: blue has 4 paths (S L, S R, L S, R S), no trap/strike, no Life cost = 4. Craken's swap
    // needs an adjacent Titan: none = 0. Elixir is an own-turn card, always playable = 1 playBonus;
    // Shield is a reaction, never played on one's own initiative = 0; discarding either card = 2.
    // Total 7.
    const s = middle(
      ['grinder', 'craken', 'slaugg'],
      {
        craken: { space: 'C5', hand: ['elixir', 'shield'] },
        grinder: { space: 'A11' },
        slaugg: { space: 'E11' },
      },
      'blue',
    );
    expect(count(s)).toEqual({ dieAction: 4, playBonus: 1, discardBonus: 2, total: 7 });
    expect(distinct(s)).toBe(true);
    // perft(2) by hand: after each of the 4 moves: endTurn, Elixir, 2 discards = 4 × 4 = 16; after
    // playing or discarding a card (3 ways) the turn's card is spent: the 4 moves = 12. Total 28.
    expect(perft(s, 2)).toBe(PERFT2.blue);
  });

  it('green: Slaugg on C5 alone', () => {
    // By hand: green has 2 paths (L L to A7, R R to E7). The strike may hit any of the three spaces
    // before him (R4.1, a skipped strike is the plain action): before the move B6, C7, D6 = 3; after
    // L L, before A7: F8 (side wrap), A9, B8 = 3; after R R, before E7: D8, E9, F8 = 3. So
    // 2 × (1 + 3 + 3) = 14. Slaugg's ability (no arguments) = 1. Total 15.
    const s = middle(
      ['grinder', 'slaugg', 'craken'],
      { slaugg: { space: 'C5' }, grinder: { space: 'A11' }, craken: { space: 'E11' } },
      'green',
    );
    expect(count(s)).toEqual({ dieAction: 14, ability: 1, total: 15 });
    expect(distinct(s)).toBe(true);
  });

  it('yellow: Ragnarok on C5 with Grinder on D6 next to him', () => {
    // 1 path (S S). Ragnarok moves an adjacent Titan one step in any of six directions: 1 Titan × 6.
    const s = middle(
      ['craken', 'ragnarok', 'grinder'],
      { ragnarok: { space: 'C5' }, grinder: { space: 'D6' }, craken: { space: 'E11' } },
      'yellow',
    );
    expect(count(s)).toEqual({ dieAction: 1, ability: 6, total: 7 });
  });

  it('brown: Grinder on C5 with a trap on C7', () => {
    // By hand: 2 paths (L L L, R R R; both end on F8, one by the side wrap). Grinder's trap goes on an
    // adjacent space without a trap: 6 − 1 (C7) = 5. Total 7.
    const s = middle(
      ['craken', 'grinder', 'slaugg'],
      { grinder: { space: 'C5' }, craken: { space: 'A11' }, slaugg: { space: 'E11' } },
      'brown',
      { traps: ['C7'] },
    );
    expect(count(s)).toEqual({ dieAction: 2, ability: 5, total: 7 });
  });

  it('purple for a Titan that pays: Rassïk on C5 alone', () => {
    // By hand: purple copies red (1 path × (1 + 3 before + 3 after) = 7), blue (4), green
    // (2 × (1 + 3 + 3) = 14), yellow (1), brown (2) = 28 moves, each with its Life paid before or after
    // (lifeCost listed explicitly) = 56. No Titan behind: no kick. Total 56.
    const s = middle(
      ['grinder', 'rassik', 'craken'],
      { rassik: { space: 'C5' }, grinder: { space: 'A11' }, craken: { space: 'E11' } },
      'purple',
    );
    expect(count(s)).toEqual({ dieAction: 56, total: 56 });
    const costs = legalActions(s).map((a) => (a.type === 'dieAction' ? a.lifeCost : 'x'));
    expect(costs.filter((c) => c === 'before')).toHaveLength(28);
    expect(costs.filter((c) => c === 'after')).toHaveLength(28);
    expect(distinct(s)).toBe(true);
  });

  it('purple for Chtoolhoo: no Life cost, so half as many', () => {
    // By hand: the same 28 moves without lifeCost (Chtoolhoo pays nothing, R4.1). His drain needs an
    // adjacent Titan: none. Total 28.
    const s = middle(
      ['grinder', 'chtoolhoo', 'craken'],
      { chtoolhoo: { space: 'C5' }, grinder: { space: 'A11' }, craken: { space: 'E11' } },
      'purple',
    );
    expect(count(s)).toEqual({ dieAction: 28, total: 28 });
    expect(legalActions(s).every((a) => a.type === 'dieAction' && a.lifeCost === undefined)).toBe(true);
    // Recorded: no move reaches a Titan, so each of the 28 is followed by endTurn alone.
    expect(perft(s, 2)).toBe(PERFT2.chtoolhoo);
  });
});

describe('perft: the pentacle (R7.5 v2)', () => {
  const onPentacle = () =>
    play(
      middle(
        ['grinder', 'slaugg', 'craken'],
        {
          slaugg: { space: 'C3', hand: ['elixir'] },
          grinder: { space: 'A11' },
          craken: { space: 'E11' },
        },
        'yellow',
        { spaces: { C7: 'pentacle' }, rolls: ['brown'] },
      ),
      { type: 'dieAction', path: ['S', 'S'] },
    );

  it('after the die action ends on the pentacle: end, reroll, ability, card', () => {
    // By hand: endTurn 1, reroll 1, Slaugg's ability 1, Elixir 1, discard Elixir 1 = 5.
    const s = onPentacle();
    expect(summarize(s).titans.slaugg!.space).toBe('C7');
    expect(count(s)).toEqual({ endTurn: 1, reroll: 1, ability: 1, playBonus: 1, discardBonus: 1, total: 5 });
    // A card first keeps the reroll (it did not move him): endTurn, reroll, ability = 3.
    expect(count(play(s, { type: 'playBonus', card: 'elixir' }))).toEqual({
      endTurn: 1,
      reroll: 1,
      ability: 1,
      total: 3,
    });
  });

  it('after the reroll only the new face is legal; after its move, only endTurn', () => {
    // The forced roll is brown: 2 paths, no ability, no card, no endTurn until it has moved.
    const s = play(onPentacle(), { type: 'reroll' });
    expect(summarize(s).titans.slaugg!.die).toBe('brown');
    expect(count(s)).toEqual({ dieAction: 2, total: 2 });
    // L L L from C7 ends on F10, not the pentacle: no second reroll, and no power after a reroll.
    expect(count(play(s, { type: 'dieAction', path: ['L', 'L', 'L'] }))).toEqual({ endTurn: 1, total: 1 });
  });
});

describe('perft: Grand Slam seam, full column', () => {
  it('green on board 1 row 12: the strike reaches the bottom row of board 2', () => {
    // Same count as green on one board: 2 × (1 + 3 + 3) + Slaugg's ability = 15; the spaces before D12
    // on board 1 are C1, D2, E1 on board 2 (R2.3).
    const s = load(
      {
        setup: {
          circuits: [circuit(), circuit(), circuit()],
          titans: ['grinder', 'slaugg', 'craken'],
          seed: 4,
          options: { reactions: 'never' },
        },
        position: {
          titans: {
            slaugg: { space: 'D12', board: 1 },
            grinder: { space: 'A5', board: 2 },
            craken: { space: 'E5', board: 3 },
          },
          active: 'slaugg',
          dice: ['green', 'blue'],
        },
      },
      { type: 'chooseDie', die: 0 },
    );
    expect(count(s)).toEqual({ dieAction: 15 - 1, ability: 1, total: 15 });
    const before = legalActions(s).flatMap((a) =>
      a.type === 'dieAction' && a.extra?.when === 'before' && a.path[0] === 'L' ? [a.extra.space] : [],
    );
    expect(before.sort()).toEqual(['2:C1', '2:D2', '2:E1']);
    // Recorded: after each of the 14 moves, endTurn or the ability (2 × 14 = 28); after the ability,
    // the 14 moves = 42.
    expect(perft(s, 2)).toBe(PERFT2.grandSlam);
  });

  it('a full column: six Titans on C1 … C11, Ragnarok on C5 with yellow', () => {
    // By hand: yellow 1 path. Adjacent Titans: C3 (behind) and C7 (ahead); B4, B6, D4, D6 are empty:
    // 2 × 6 directions = 12. Total 13.
    const s = load(
      {
        setup: {
          circuits: [circuit()],
          titans: ['rassik', 'grinder', 'ragnarok', 'craken', 'slaugg', 'chtoolhoo'],
          seed: 9,
          options: { reactions: 'never' },
        },
        position: {
          titans: {
            rassik: { space: 'C1' },
            grinder: { space: 'C3' },
            ragnarok: { space: 'C5' },
            craken: { space: 'C7' },
            slaugg: { space: 'C9' },
            chtoolhoo: { space: 'C11' },
          },
          active: 'ragnarok',
          dice: ['yellow', 'red', 'blue', 'green'],
        },
      },
      { type: 'chooseDie', die: 0 },
    );
    expect(count(s)).toEqual({ dieAction: 1, ability: 12, total: 13 });
    // Recorded: after each of the 12 uses of the ability, the yellow move (12); after the yellow move
    // the whole column has turned and Ragnarok, on C9, has Titans on C7 and C11 next to him again:
    // endTurn + 2 × 6 = 13. Total 25.
    expect(perft(s, 2)).toBe(PERFT2.fullColumn);
    const after = summarize(play(s, { type: 'dieAction', path: ['S', 'S'] }));
    const spaces = Object.values(after.titans).map((t) => t!.space);
    expect(new Set(spaces).size).toBe(6);
  });
});

describe('perft: the draft (R4.2 v2)', () => {
  const four = (active: TitanId, dice: string[]) =>
    load({
      setup: {
        circuits: [circuit()],
        titans: ['grinder', 'slaugg', 'craken', 'rassik'],
        seed: 5,
        options: { reactions: 'never' },
      },
      position: {
        titans: {
          grinder: { space: 'A3' },
          slaugg: { space: 'C3' },
          craken: { space: 'E3' },
          rassik: { space: 'B6' },
        },
        active,
        dice,
      },
    });

  it('the round’s first Titan: roll only, then one chooseDie per die of the game', () => {
    // By hand: an empty pool at the start of the round: [roll]; the roll brings all 4 dice: 4 choices.
    const s = four('grinder', []);
    expect(count(s)).toEqual({ roll: 1, total: 1 });
    expect(count(play(s, { type: 'roll' }))).toEqual({ chooseDie: 4, total: 4 });
  });

  it('the round’s last Titan: roll only (the one die left is not offered), then 4 choices', () => {
    const s = four('rassik', ['blue']);
    expect(summarize(s).dice).toEqual([]);
    expect(count(s)).toEqual({ roll: 1, total: 1 });
    const r = play(s, { type: 'roll' });
    expect(summarize(r).dice).toHaveLength(4);
    expect(count(r)).toEqual({ chooseDie: 4, total: 4 });
  });

  it('a Titan in between never rolls: it chooses from the pool as it lies', () => {
    expect(count(four('slaugg', ['red', 'blue', 'green']))).toEqual({ chooseDie: 3, total: 3 });
    expect(count(four('craken', ['red', 'red']))).toEqual({ chooseDie: 2, total: 2 });
  });

  it('the first turn: roll, choose, then enter on a free start space', () => {
    // By hand: [roll]; 3 dice to choose from; 3 free start spaces. The second Titan chooses from the
    // 2 dice left and enters on one of the 2 start spaces still free.
    const s0 = load({
      setup: {
        circuits: [circuit()],
        titans: ['grinder', 'slaugg', 'craken'],
        first: 'grinder',
        rolls: ['red', 'blue', 'yellow'],
        options: { reactions: 'never' },
        seed: 2,
      },
    });
    expect(count(s0)).toEqual({ roll: 1, total: 1 });
    const s1 = play(s0, { type: 'roll' });
    expect(count(s1)).toEqual({ chooseDie: 3, total: 3 });
    const s2 = play(s1, { type: 'chooseDie', die: 2 });
    expect(count(s2)).toEqual({ enter: 3, total: 3 });
    // Yellow from C1: S S to C5; no ability or card on the first turn (R9.2).
    const s3 = play(s2, { type: 'enter', space: 'C1' }, { type: 'dieAction', path: ['S', 'S'] });
    expect(count(s3)).toEqual({ endTurn: 1, total: 1 });
    const s4 = play(s3, { type: 'endTurn' });
    expect(count(s4)).toEqual({ chooseDie: 2, total: 2 });
    expect(count(play(s4, { type: 'chooseDie', die: 0 }))).toEqual({ enter: 3, total: 3 });
  });
});

describe('perft: pending decisions', () => {
  it('pirates: 1 Life, or discard one of the distinct cards held', () => {
    // By hand: Slaugg steps onto the pirates on C7 holding Elixir and Quake: life, discard Elixir,
    // discard Quake = 3. Holding two Tribal Traps: life, discard Tribal Trap = 2 (one per distinct card).
    const at = (hand: string[]) =>
      middle(
        ['grinder', 'slaugg', 'craken'],
        { slaugg: { space: 'C5', hand }, grinder: { space: 'A11' }, craken: { space: 'E11' } },
        'yellow',
        { spaces: { C7: 'pirates' } },
      );
    const s = play(at(['elixir', 'quake']), { type: 'dieAction', path: ['S', 'S'] });
    expect(summarize(s).pending).toMatchObject({ kind: 'pirates', titan: 'slaugg' });
    expect(count(s)).toEqual({ decide: 3, total: 3 });
    const t = play(at(['tribalTrap', 'tribalTrap']), { type: 'dieAction', path: ['S', 'S'] });
    expect(count(t)).toEqual({ decide: 2, total: 2 });
    expect(count(play(at([]), { type: 'dieAction', path: ['S', 'S'] }))).toEqual({
      endTurn: 1,
      ability: 1,
      total: 2,
    });
  });

  it('a Shield reaction: pass or play, for the pushed Titan on the mover’s turn', () => {
    // By hand: Slaugg pushes Craken (holding a Shield) off C7: push damage asks Craken: pass, play = 2.
    const s = play(
      middle(
        ['grinder', 'slaugg', 'craken'],
        { slaugg: { space: 'C5' }, grinder: { space: 'A11' }, craken: { space: 'C7', hand: ['shield'] } },
        'yellow',
        { reactions: 'eligible' },
      ),
      { type: 'dieAction', path: ['S', 'S'] },
    );
    expect(summarize(s).pending).toMatchObject({ kind: 'reaction', titan: 'craken' });
    expect(count(s)).toEqual({ decide: 2, total: 2 });
    expect(legalActions(s)).toEqual(
      expect.arrayContaining([
        { type: 'decide', choice: 'pass' },
        { type: 'decide', choice: 'play', card: 'shield' },
      ]),
    );
  });
});
