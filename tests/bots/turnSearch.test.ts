// master's turn search (src/bots/turnSearch.ts, MasterOptions.opponents 'greedy'): deterministic with a
// seed and an iteration budget, blind to what its player may not see (R11.1: hands are hidden; R7.7: the
// deck order; R4.1: future rolls), and always legal, on every circuit, with 3 and 6 Titans and teams.
import { describe, expect, it } from 'vitest';
import { deciderSeat, legalActions } from '../../src/engine';
import { actionKey, makeMaster, masterChoose, moveKey, TREE_MASTER } from '../../src/bots/master';
import { turnSearch } from '../../src/bots/turnSearch';
import type { GameState } from '../../src/engine/types';
import { mulberry } from '../../src/engine/search';
import { playVaried, positions, reshuffled } from './positions';

const opts = { ...TREE_MASTER, opponents: 'greedy' as const, iterations: 40 };

describe('master with greedy-modelled opponents (turn search)', () => {
  it('with a seed and an iteration budget, chooses the same legal action every time', () => {
    // A fresh world every iteration, and a few worlds reused in turn (common random numbers).
    for (const o of [opts, { ...opts, worlds: 4 }])
      for (const s of positions(3, 9).slice(0, 8)) {
        const seat = deciderSeat(s);
        const a = masterChoose(s, seat, mulberry(42), o);
        expect(masterChoose(s, seat, mulberry(42), o)).toEqual(a);
        expect(legalActions(s).map((x) => actionKey(s, x))).toContain(actionKey(s, a));
      }
  });

  it('never reads hidden cards or the dice generator: reshuffled hidden parts give the same statistics', () => {
    let checked = 0;
    for (const s of positions(5, 7)) {
      const seat = deciderSeat(s);
      const others = s.titans.some((t, i) => i !== seat && t.hand.length > 0);
      if (!others && s.deck.length < 2) continue;
      const visits = (st: GameState) =>
        turnSearch(st, seat, mulberry(7), opts, moveKey).children.map((c) => `${c.key}:${c.visits}:${c.sum}`);
      const v = visits(s);
      for (let k = 0; k < 2; k++) expect(visits(reshuffled(s, seat, k))).toEqual(v);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('the root spends its iterations on its children, each at most once per iteration', () => {
    const s = positions(7, 5).find((x) => !x.pending && x.turn.phase === 'main' && !x.turn.dieDone)!;
    const root = turnSearch(s, deciderSeat(s), mulberry(1), { ...opts, iterations: 100 }, moveKey);
    const total = root.children.reduce((n, c) => n + c.visits, 0);
    expect(root.visits).toBe(100);
    expect(total).toBe(100);
    // Progressive widening: at most ⌈√(n + 1)⌉ children after n visits.
    expect(root.children.length).toBeLessThanOrEqual(Math.ceil(Math.sqrt(101)));
  });

  it('plays only legal actions, on every circuit, in Grand Slam, with 6 Titans and teams', () => {
    const small = makeMaster({ ...TREE_MASTER, opponents: 'greedy', iterations: 10 });
    for (const winner of playVaried(small)) expect(winner).toBeGreaterThanOrEqual(0);
  });
});
