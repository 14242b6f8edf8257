// master (ISMCTS, src/bots/master.ts): deterministic with a seed and an iteration budget, blind to what
// its player may not see (R11.1: hands are hidden; R7.7: the deck order; R4.1: future rolls), always
// legal, and clearly stronger than random play.
import { describe, expect, it } from 'vitest';
import { applyAction, deciderSeat, legalActions, newGame } from '../../src/engine';
import {
  actionKey,
  DEFAULT_MASTER,
  flatOptions,
  makeMaster,
  TREE_MASTER,
  masterChoose,
  moveKey,
  prior,
  search,
  selectionValue,
} from '../../src/bots/master';
import { randomBot } from '../../src/bots/random';
import { flatChoose, type FlatOptions } from '../../src/bots/flatSearch';
import type { GameState } from '../../src/engine/types';
import { legalMoves, moveAction, mulberry } from '../../src/engine/search';
import { playVaried, positions, reshuffled } from './positions';

const small = makeMaster({ ...TREE_MASTER, iterations: 60 });
const opts = { ...TREE_MASTER, iterations: 80 };

describe('master (ISMCTS)', () => {
  it('with a seed and an iteration budget, chooses the same action every time', () => {
    for (const s of positions(3, 9).slice(0, 12)) {
      const seat = deciderSeat(s);
      const a = masterChoose(s, seat, mulberry(42), opts);
      expect(masterChoose(s, seat, mulberry(42), opts)).toEqual(a);
      expect(legalActions(s).map((x) => actionKey(s, x))).toContain(actionKey(s, a));
    }
  });

  it('never reads hidden cards or the dice generator: reshuffled hidden parts give the same decision', () => {
    let checked = 0;
    for (const s of positions(5, 7)) {
      const seat = deciderSeat(s);
      const others = s.titans.some((t, i) => i !== seat && t.hand.length > 0);
      if (!others && s.deck.length < 2) continue;
      const a = JSON.stringify(masterChoose(s, seat, mulberry(7), opts));
      for (let k = 0; k < 2; k++)
        expect(JSON.stringify(masterChoose(reshuffled(s, seat, k), seat, mulberry(7), opts))).toBe(a);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('the search statistics themselves do not depend on an opponent’s hand', () => {
    const s = positions(11, 13).find((x) => x.titans.some((t, i) => i !== deciderSeat(x) && t.hand.length));
    expect(s).toBeDefined();
    const seat = deciderSeat(s!);
    const visits = (st: GameState) =>
      search(st, seat, mulberry(3), opts).children.map((c) => `${c.key}:${c.visits}`);
    expect(visits(reshuffled(s!, seat, 1))).toEqual(visits(s!));
  });

  it('plays only legal actions, on every circuit, in Grand Slam, with 6 Titans and teams', () => {
    for (const winner of playVaried(small)) expect(winner).toBeGreaterThanOrEqual(0);
  });

  it('beats three random bots clearly (12 games, rotated seats; fair share 25%)', () => {
    const bot = makeMaster({ ...TREE_MASTER, iterations: 100 });
    let wins = 0;
    for (let g = 0; g < 12; g++) {
      const me = g % 4;
      let s = newGame({
        circuits: ['kaldheira'],
        titans: ['grinder', 'slaugg', 'craken', 'rassik'],
        seed: 500 + g,
      });
      const rand = mulberry(g);
      for (let n = 0; s.winner < 0 && n < 5000; n++) {
        const seat = deciderSeat(s);
        const r = applyAction(s, (seat === me ? bot : randomBot)(s, seat, rand));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      if (s.winner === me) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(9);
  });

  it('progressive widening: a node visited n times has at most ⌈w·√n⌉ children, best prior first', () => {
    let checked = 0;
    for (const s of [...positions(17, 3), ...positions(19, 3)]) {
      const seat = deciderSeat(s);
      // Discarding a card is never tried (it only empties a slot of the hand).
      const legal = legalActions(s).filter((a) => a.type !== 'discardBonus');
      const keys = new Set(legal.map((a) => actionKey(s, a)));
      if (keys.size < 10) continue;
      const root = search(s, seat, mulberry(9), { ...TREE_MASTER, iterations: 50, widening: 1 });
      expect(root.children.length).toBeLessThanOrEqual(Math.ceil(Math.sqrt(50)));
      // Widening adds the best-prior move first (ties: the first offered).
      const best = Math.max(...legal.map((a) => prior(s, a)));
      expect(prior(s, root.children[0].action!)).toBe(best);
      // Without widening every move is tried once before any is tried twice.
      const flat = search(s, seat, mulberry(9), { ...TREE_MASTER, iterations: 50, widening: 0 });
      expect(flat.children.length).toBe(Math.min(50, keys.size));
      expect(flat.children.some((c) => c.action!.type === 'discardBonus')).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('prior: R4.1 a die whose best path climbs more comes first; ending the turn before powers', () => {
    let dice = 0;
    let ends = 0;
    for (const s of positions(23, 3)) {
      for (const a of legalActions(s)) {
        if (a.type === 'chooseDie' && s.titans[s.active].space >= 0) {
          // The prior of a die is its best plain move's prior once chosen.
          const pool = s.pool[a.die];
          if (pool === 'purple') continue;
          const r = applyAction(s, a);
          if (!r.ok || r.state.turn.phase !== 'main') continue;
          const moves = legalActions(r.state).filter((m) => m.type === 'dieAction' && !m.extra);
          // (its own colour adds half a row when it heals: R4.1)
          const best = Math.max(...moves.map((m) => prior(r.state, m)));
          expect(prior(s, a)).toBeGreaterThanOrEqual(best - 1e-9);
          expect(prior(s, a)).toBeLessThanOrEqual(best + 0.5 + 1e-9);
          dice++;
        }
        if (a.type === 'endTurn')
          for (const b of legalActions(s)) {
            if (b.type !== 'endTurn' && b.type !== 'dieAction') {
              expect(prior(s, a)).toBeGreaterThan(prior(s, b));
              ends++;
            }
          }
      }
    }
    expect(dice).toBeGreaterThan(5);
    expect(ends).toBeGreaterThan(0);
  });

  it('moveKey (the engine move codes) names the same edges as actionKey: equal exactly when keys are equal', () => {
    const byCode = new Map<number, string>();
    const byKey = new Map<string, number>();
    const moves: number[] = [];
    let n = 0;
    for (const g of [3, 5, 7])
      for (const s of positions(g, 1)) {
        const count = legalMoves(s, moves);
        for (let m = 0; m < count; m++) {
          const c = moveKey(s, moves[m]);
          const k = actionKey(s, moveAction(s, moves[m]));
          expect(Number.isSafeInteger(c)).toBe(true);
          expect(byCode.get(c) ?? k).toBe(k);
          expect(byKey.get(k) ?? c).toBe(c);
          byCode.set(c, k);
          byKey.set(k, c);
          n++;
        }
      }
    expect(byKey.size).toBeGreaterThan(100);
    expect(n).toBeGreaterThan(1000);
  });

  it('paranoia: where another side chooses, a move is valued between its own reward and the searcher’s loss', () => {
    // Seat 0 searches; seat 1 chooses a child whose mean rewards are 0.2 (searcher) and 0.5 (itself).
    const c = { reward: new Float64Array([0.8, 2.0, 1.2]), visits: 4, player: 1 };
    expect(selectionValue(c, 0, true, 0)).toBeCloseTo(0.5); // max^n: every seat for itself
    expect(selectionValue(c, 0, true, 1)).toBeCloseTo(0.8); // paranoid: 1 − the searcher's 0.2
    expect(selectionValue(c, 0, true, 0.5)).toBeCloseTo(0.65);
    // The searcher's own side (itself, a team-mate) always takes its own reward.
    expect(selectionValue(c, 0, false, 1)).toBeCloseTo(0.5);
    // With paranoia the search stays deterministic and legal.
    const o = { ...opts, paranoia: 0.5 };
    for (const s of positions(5, 7).slice(0, 6)) {
      const seat = deciderSeat(s);
      const a = masterChoose(s, seat, mulberry(3), o);
      expect(masterChoose(s, seat, mulberry(3), o)).toEqual(a);
      expect(legalActions(s).map((x) => actionKey(s, x))).toContain(actionKey(s, a));
    }
  });

  it('search flat: the same seed gives the same legal action; reshuffled hidden parts change nothing', () => {
    const flat = { ...TREE_MASTER, search: 'flat' as const, flatWorlds: 6 };
    let checked = 0;
    for (const s of positions(5, 7)) {
      const seat = deciderSeat(s);
      const a = masterChoose(s, seat, mulberry(7), flat);
      expect(masterChoose(s, seat, mulberry(7), flat)).toEqual(a);
      expect(legalActions(s).map((x) => actionKey(s, x))).toContain(actionKey(s, a));
      // R11.1, R7.7, R4.1: the others' hands, the deck order and the generator are never read.
      for (let k = 0; k < 2; k++)
        expect(JSON.stringify(masterChoose(reshuffled(s, seat, k), seat, mulberry(7), flat))).toBe(
          JSON.stringify(a),
        );
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('search flat plays only legal actions, on every circuit, in Grand Slam, with 6 Titans and teams', () => {
    const flat = makeMaster({ ...TREE_MASTER, search: 'flat', flatWorlds: 4 });
    for (const winner of playVaried(flat)) expect(winner).toBeGreaterThanOrEqual(0);
  });

  it('search flat with sequential halving: the same seed gives the same legal action; hidden parts unread', () => {
    const sh = {
      ...TREE_MASTER,
      search: 'flat' as const,
      halving: 24,
      candidates: 8,
    };
    let checked = 0;
    let differs = 0;
    for (const s of positions(5, 7)) {
      const seat = deciderSeat(s);
      const a = masterChoose(s, seat, mulberry(7), sh);
      expect(masterChoose(s, seat, mulberry(7), sh)).toEqual(a);
      expect(legalActions(s).map((x) => actionKey(s, x))).toContain(actionKey(s, a));
      // R11.1, R7.7, R4.1: the others' hands, the deck order and the generator are never read.
      expect(JSON.stringify(masterChoose(reshuffled(s, seat, 0), seat, mulberry(7), sh))).toBe(
        JSON.stringify(a),
      );
      if (actionKey(s, masterChoose(s, seat, mulberry(7), { ...sh, halving: 0 })) !== actionKey(s, a))
        differs++;
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    // Halving is a different search, not the uniform one under another name.
    expect(differs).toBeGreaterThan(0);
  });

  it('master by default races the candidates: the same seed gives the same legal action; hidden parts unread', () => {
    const race = { ...DEFAULT_MASTER, flatWorlds: 30 };
    expect(race.search).toBe('flat');
    expect(race.raceFrom).toBeGreaterThan(0);
    let checked = 0;
    for (const s of positions(5, 7).slice(0, 14)) {
      const seat = deciderSeat(s);
      const a = masterChoose(s, seat, mulberry(7), race);
      expect(masterChoose(s, seat, mulberry(7), race)).toEqual(a);
      expect(legalActions(s).map((x) => actionKey(s, x))).toContain(actionKey(s, a));
      // R11.1, R7.7, R4.1: the others' hands, the deck order and the generator are never read.
      expect(JSON.stringify(masterChoose(reshuffled(s, seat, 1), seat, mulberry(7), race))).toBe(
        JSON.stringify(a),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('master without its learned judge (flatJudge heuristic): the same seed, the same legal action; hidden parts unread; another judge', () => {
    const plain = { ...DEFAULT_MASTER, flatWorlds: 20 };
    const heuristic = { ...plain, flatJudge: 'heuristic' as const };
    let checked = 0;
    let differs = 0;
    for (const s of positions(5, 7).slice(0, 14)) {
      const seat = deciderSeat(s);
      const a = masterChoose(s, seat, mulberry(7), heuristic);
      expect(masterChoose(s, seat, mulberry(7), heuristic)).toEqual(a);
      expect(legalActions(s).map((x) => actionKey(s, x))).toContain(actionKey(s, a));
      // R11.1, R7.7, R4.1: the others' hands, the deck order and the generator are never read.
      expect(JSON.stringify(masterChoose(reshuffled(s, seat, 1), seat, mulberry(7), heuristic))).toBe(
        JSON.stringify(a),
      );
      if (actionKey(s, masterChoose(s, seat, mulberry(7), plain)) !== actionKey(s, a)) differs++;
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    // The hand-made score judges differently from the learned evaluation: not the default under another name.
    expect(differs).toBeGreaterThan(0);
  });

  it('master by default (racing) plays only legal actions, on every circuit, in Grand Slam, with 6 Titans and teams', () => {
    const race = makeMaster({ flatWorlds: 4, raceFrom: 2 });
    for (const winner of playVaried(race)) expect(winner).toBeGreaterThanOrEqual(0);
  });

  it('racing spends fewer rollouts than trying every candidate on every world, and mostly agrees with it', () => {
    // The rollout policy counts its decisions: the work a search does.
    let decisions = 0;
    const counting = (o: FlatOptions): FlatOptions => ({
      ...o,
      policy: (st, seat) => {
        decisions++;
        return o.policy!(st, seat);
      },
    });
    const raced = counting(flatOptions({ ...DEFAULT_MASTER, flatWorlds: 40 }));
    const uniform = counting(flatOptions({ ...DEFAULT_MASTER, flatWorlds: 40, raceFrom: 0 }));
    let racedWork = 0;
    let uniformWork = 0;
    let same = 0;
    let n = 0;
    for (const s of positions(29, 5).slice(0, 16)) {
      const seat = deciderSeat(s);
      decisions = 0;
      const a = flatChoose(s, seat, mulberry(5), raced);
      racedWork += decisions;
      decisions = 0;
      const b = flatChoose(s, seat, mulberry(5), uniform);
      uniformWork += decisions;
      if (actionKey(s, a) === actionKey(s, b)) same++;
      n++;
    }
    expect(racedWork).toBeLessThan(0.7 * uniformWork);
    expect(same).toBeGreaterThanOrEqual(n * 0.6);
  });

  it('search flat with sequential halving plays only legal actions, on every circuit, in Grand Slam, with 6 Titans and teams', () => {
    const sh = makeMaster({ ...TREE_MASTER, search: 'flat', halving: 12 });
    for (const winner of playVaried(sh)) expect(winner).toBeGreaterThanOrEqual(0);
  });
});
