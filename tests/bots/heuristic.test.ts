import { describe, expect, it } from 'vitest';
import { newGame, rowsClimbed } from '../../src/engine';
import { parseSpace } from '../../src/engine/board';
import type { GameState } from '../../src/engine/types';
import { DEFAULT_WEIGHTS, evaluate, titanValue } from '../../src/bots/heuristic';

function base(): GameState {
  const s = newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken', 'rassik'], seed: 3 });
  const at = ['A5', 'C5', 'E5', 'B6'];
  return {
    ...s,
    round: 3,
    titans: s.titans.map((t, i) => ({ ...t, space: parseSpace(at[i], 1), hand: [] })),
    traps: [],
  };
}

function withTitan(s: GameState, i: number, patch: Partial<GameState['titans'][number]>): GameState {
  return { ...s, titans: s.titans.map((t, j) => (j === i ? { ...t, ...patch } : t)) };
}

describe('greedy heuristic', () => {
  it('counts progress in rows, laps included', () => {
    const s = base();
    expect(rowsClimbed(s, 0)).toBe(5);
    expect(rowsClimbed(withTitan(s, 0, { lap: 2 }), 0)).toBe(17);
    expect(rowsClimbed(withTitan(s, 0, { space: -1 }), 0)).toBe(0);
  });

  it('prefers more progress, more Life, and not being knocked out', () => {
    const s = base();
    const v = evaluate(s, 0);
    expect(evaluate(withTitan(s, 0, { space: parseSpace('A7', 1) }), 0)).toBeGreaterThan(v);
    expect(evaluate(withTitan(s, 0, { life: 5 }), 0)).toBeLessThan(v);
    expect(evaluate(withTitan(s, 0, { life: 0, ko: true }), 0)).toBeLessThan(
      evaluate(withTitan(s, 0, { life: 1 }), 0),
    );
  });

  it('values Life concavely: the last points matter most', () => {
    const L = DEFAULT_WEIGHTS.life;
    for (let i = 1; i < L.length - 1; i++) expect(L[i] - L[i - 1]).toBeGreaterThanOrEqual(L[i + 1] - L[i]);
  });

  it('harming the leader is worth more than harming a trailing Titan', () => {
    let s = base();
    s = withTitan(s, 3, { lap: 2 }); // Rassïk leads by a lap
    const hurtLeader = evaluate(withTitan(s, 3, { life: 5 }), 0);
    const hurtTrailer = evaluate(withTitan(s, 1, { life: 5 }), 0);
    expect(hurtLeader).toBeGreaterThan(hurtTrailer);
    expect(hurtTrailer).toBeGreaterThan(evaluate(s, 0));
  });

  it('sees danger before a Titan: a trap there lowers its value', () => {
    const s = base();
    const before = titanValue(s, 0, true);
    const trapped = { ...s, traps: [parseSpace('A7', 1)] };
    expect(titanValue(trapped, 0, true)).toBeLessThan(before);
  });

  it('values own cards by kind but hidden cards only by count', () => {
    const s = base();
    const a = withTitan(s, 1, { hand: ['elixir'] });
    const b = withTitan(s, 1, { hand: ['tribalTrap'] });
    expect(evaluate(a, 0)).toBe(evaluate(b, 0)); // Slaugg's hand is hidden from Grinder
    expect(evaluate(withTitan(s, 0, { hand: ['elixir'] }), 0)).toBeGreaterThan(
      evaluate(withTitan(s, 0, { hand: ['tribalTrap'] }), 0),
    );
  });

  it('a won race dominates everything', () => {
    const s = base();
    expect(evaluate({ ...s, winner: 0 }, 0)).toBeGreaterThan(500);
    expect(evaluate({ ...s, winner: 2 }, 0)).toBeLessThan(-500);
  });

  it('team-mates count as the own side', () => {
    const s = newGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      teams: [
        ['grinder', 'craken'],
        ['slaugg', 'rassik'],
      ],
      seed: 2,
    });
    expect(evaluate({ ...s, winner: 2 }, 0)).toBeGreaterThan(500);
  });
});

describe('determinise', () => {
  it('the unseen pool is the composition minus the discard pile and the own hand', async () => {
    const { unseenCards, determinise } = await import('../../src/bots/view');
    const { mulberry } = await import('../../src/engine/search');
    const s0 = newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 12 });
    // Two cards from the deck have been played: they lie face up on the discard pile.
    const moved = s0.deck.slice(0, 2);
    const consistent: GameState = { ...s0, deck: s0.deck.slice(2), discard: moved };
    const pool = unseenCards(consistent, [0]);
    expect(pool).toHaveLength(
      consistent.deck.length + consistent.titans[1].hand.length + consistent.titans[2].hand.length,
    );
    const d = determinise(consistent, 0, mulberry(1));
    expect(d.titans[0].hand).toEqual(consistent.titans[0].hand);
    expect(d.titans[1].hand).toHaveLength(consistent.titans[1].hand.length);
    expect(d.deck).toHaveLength(consistent.deck.length);
    expect(d.discard).toEqual(moved);
    const all = [...d.deck, ...d.titans[1].hand, ...d.titans[2].hand].sort();
    expect(all).toEqual(pool.slice().sort());
  });
});
