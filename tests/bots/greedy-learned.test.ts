// Greedy judging positions by the learned evaluation (makeGreedy's model; the ladder's
// `greedy:weights=expert`): legal everywhere, deterministic, and a different player from greedy.
import { describe, expect, it } from 'vitest';
import { applyAction, deciderSeat } from '../../src/engine';
import { greedy, makeGreedy } from '../../src/bots/greedy';
import { DEFAULT_WEIGHTS } from '../../src/bots/heuristic';
import { EXPERT_MODEL } from '../../src/bots/eval/model';
import { actionKey } from '../../src/bots/master';
import { mulberry } from '../../src/engine/search';
import { playVaried, positions } from './positions';

const learned = makeGreedy(DEFAULT_WEIGHTS, EXPERT_MODEL);

describe('greedy with the learned evaluation', () => {
  it('plays only legal actions, on every circuit, in Grand Slam, with 6 Titans and teams', () => {
    for (const winner of playVaried(learned)) expect(winner).toBeGreaterThanOrEqual(0);
  });

  it('the same seed gives the same legal action, and it differs from greedy somewhere', () => {
    let differs = 0;
    let checked = 0;
    for (const s of positions(5, 7)) {
      const seat = deciderSeat(s);
      const a = learned(s, seat, mulberry(3));
      expect(learned(s, seat, mulberry(3))).toEqual(a);
      expect(applyAction(s, a).ok).toBe(true);
      if (actionKey(s, greedy(s, seat, mulberry(3))) !== actionKey(s, a)) differs++;
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    expect(differs).toBeGreaterThan(0);
  });
});
