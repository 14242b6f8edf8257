// The lookahead rollout policy (src/bots/lookahead.ts) and the flat search that rolls out with it
// (master's `rolloutPolicy: 'lookahead'`): legal, deterministic, the world it is handed left as it was,
// a different player from greedy, and the flat search still blind to what its player may not see.
import { describe, expect, it } from 'vitest';
import { applyAction, deciderSeat, legalActions } from '../../src/engine';
import { greedyOn } from '../../src/bots/greedy';
import { decisionKind, lookaheadOn } from '../../src/bots/lookahead';
import { actionKey, DEFAULT_MASTER, makeMaster, masterChoose } from '../../src/bots/master';
import { determinise } from '../../src/bots/view';
import { mulberry } from '../../src/engine/search';
import { playVaried, positions, reshuffled } from './positions';

describe('lookahead policy', () => {
  it('on a known world: the same action every time, accepted there, the world unchanged, and not always greedy’s', () => {
    let differs = 0;
    let looked = 0;
    for (const s of positions(5, 3)) {
      const seat = deciderSeat(s);
      const world = determinise(s, seat, mulberry(11));
      const before = JSON.stringify(world);
      let a = greedyOn(world, seat);
      for (const until of ['next', 'turn', 'draft'] as const) {
        const o = { candidates: 3, kinds: ['draft', 'move', 'after', 'pending'] as const, until };
        a = lookaheadOn(world, seat, o);
        expect(JSON.stringify(world)).toBe(before);
        expect(lookaheadOn(world, seat, o)).toEqual(a);
        expect(applyAction(world, a).ok).toBe(true);
      }
      if (JSON.stringify(greedyOn(world, seat)) !== JSON.stringify(a)) differs++;
      looked++;
    }
    expect(looked).toBeGreaterThan(30);
    expect(differs).toBeGreaterThan(0);
  });

  it('is greedy at the kinds of decision it is not asked to look ahead at', () => {
    for (const s of positions(6, 4)) {
      const seat = deciderSeat(s);
      const world = determinise(s, seat, mulberry(5));
      if (decisionKind(world) === 'draft') continue;
      expect(lookaheadOn(world, seat, { candidates: 3, kinds: ['draft'], until: 'next' })).toEqual(
        greedyOn(world, seat),
      );
    }
  });
});

describe('search flat with lookahead rollouts', () => {
  const la = {
    ...DEFAULT_MASTER,
    search: 'flat' as const,
    rollout: 'next' as const,
    flatWorlds: 2,
    rolloutPolicy: 'lookahead' as const,
    lookCandidates: 2,
  };

  it('the same seed gives the same legal action; reshuffled hidden parts change nothing; not always greedy rollouts’ choice', () => {
    let checked = 0;
    let differs = 0;
    for (const s of positions(5, 9)) {
      const seat = deciderSeat(s);
      const a = masterChoose(s, seat, mulberry(7), la);
      expect(masterChoose(s, seat, mulberry(7), la)).toEqual(a);
      expect(legalActions(s).map((x) => actionKey(s, x))).toContain(actionKey(s, a));
      // R11.1, R7.7, R4.1: the others' hands, the deck order and the generator are never read.
      expect(JSON.stringify(masterChoose(reshuffled(s, seat, 0), seat, mulberry(7), la))).toBe(
        JSON.stringify(a),
      );
      const g = masterChoose(s, seat, mulberry(7), { ...la, rolloutPolicy: 'greedy' });
      if (actionKey(s, g) !== actionKey(s, a)) differs++;
      checked++;
    }
    expect(checked).toBeGreaterThan(8);
    expect(differs).toBeGreaterThan(0);
  });

  it('plays only legal actions, on every circuit, in Grand Slam, with 6 Titans and teams', () => {
    const bot = makeMaster({ search: 'flat', flatWorlds: 1, rolloutPolicy: 'lookahead', lookCandidates: 1 });
    for (const winner of playVaried(bot)) expect(winner).toBeGreaterThanOrEqual(0);
  });
});
