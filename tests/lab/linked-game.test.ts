// A replay link's game played again for the worker (issue 23.4): the same actions as in this thread,
// each move reported as it is chosen, and the link read (quick) apart from the game played (slow).
import { describe, expect, it } from 'vitest';
import { freeGameActions, type BalanceConfig } from '../../src/sim/balance';
import { batchGameActions } from '../../src/sim/batch';
import { playLinkedGame } from '../../src/sim/linked-game';
import {
  openReplayLink,
  readReplayLink,
  replayHash,
  replayOfGame,
  replayParam,
} from '../../src/ui/lab/replayLink';
import { problemText } from '../../src/i18n/errors';

const cfg: BalanceConfig = {
  circuits: ['moltenchest'],
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'greedy', 'random'],
  games: 4,
  seed: 9,
  laps: 1,
};

describe('playLinkedGame', () => {
  it('plays the same game as the report, telling each move as it is chosen', () => {
    const moves: number[] = [];
    const g = playLinkedGame({ kind: 'balance', cfg, k: 3 }, (n) => moves.push(n));
    const expected = freeGameActions(cfg, 3);
    expect(g.actions).toEqual(expected.actions);
    expect(g.setup).toEqual(expected.setup);
    expect(moves).toEqual(expected.actions.map((_, i) => i + 1));
    expect(Object.getOwnPropertyNames(g.actions)).not.toContain('push'); // a plain list to post
  });

  it('a Batch game too, without any action limit the link may carry', () => {
    const batch = { circuits: cfg.circuits, titans: cfg.titans, bots: cfg.bots, games: 2, seed: 3 };
    let last = 0;
    const g = playLinkedGame({ kind: 'batch', cfg: { ...batch, maxActions: 5 }, k: 1 }, (n) => (last = n));
    expect(g.actions).toEqual(batchGameActions(batch, 1).actions);
    expect(last).toBe(g.actions.length);
    expect(last).toBeGreaterThan(5);
  });
});

describe('readReplayLink + replayOfGame', () => {
  it('give what openReplayLink gives in one go', () => {
    const param = replayParam(replayHash({ kind: 'balance', cfg, k: 2, at: 7 }))!;
    const read = readReplayLink(param);
    if (!read.ok) throw new Error(problemText(read.error));
    expect(read.game.k).toBe(2);
    expect(read.at).toBe(7);
    const r = replayOfGame(playLinkedGame(read.game), read.game.k, read.at);
    expect(r).toEqual(openReplayLink(param));
  });

  it('a damaged link is refused before anything is played', () => {
    const r = readReplayLink('%%%');
    expect(r).toMatchObject({ ok: false, error: { code: 'replayLinkBad', cause: { code: 'linkDamaged' } } });
    expect(!r.ok && problemText(r.error)).toMatch(/damaged/);
  });
});
