// @vitest-environment jsdom
// The open reaction call (R11.4, docs/rulings.md): when a person's Titan may react, nobody is handed the
// device; the Titan's player claims the call (then takes the device privately and answers) or nobody does
// and the store passes for them. A reaction nobody claimed never hands the device on, and after a
// "Confirm & end turn" an unclaimed call never stops the turn.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGameStore, useGame } from '../../src/store/game';
import { GameLibrary, setGameLibrary, type GameRecord } from '../../src/store/games';
import { playerOfSeat } from '../../src/store/seats';
import { callOpen, callSeat } from '../../src/store/reactionCall';
import { mulberry } from '../../src/engine/search';
import { freshCollection } from '../editor/helpers';
import type { Action } from '../../src/engine/types';

const st = () => useGame.getState();

beforeEach(async () => {
  await useGame.getState().flushSaves();
  localStorage.clear();
  setGameLibrary(new GameLibrary(freshCollection<GameRecord>()));
  resetGameStore();
});
afterEach(() => vi.useRealTimers());

describe('the open reaction call (R11.4)', () => {
  it('a reaction nobody claimed never hands the device on; a claimed one does, to its player only', () => {
    let unclaimed = 0;
    let claimed = 0;
    for (const seed of [3, 11, 29]) {
      resetGameStore();
      st().setSettings({ handoff: true, autoEnd: false });
      st().newGame(
        {
          circuits: ['kaldheira'],
          titans: ['grinder', 'slaugg', 'craken', 'rassik'],
          seed,
          options: { reactions: 'always' },
        },
        ['Ann', 'Bob', 'Cid', 'Dee'],
      );
      const r = mulberry(seed);
      for (let i = 0; i < 3000 && st().game!.winner < 0; i++) {
        if (st().ui.handoff !== null) st().dismissHandoff();
        if (callOpen(st())) {
          // The call takes nobody's device and shows no hand.
          expect(st().ui.handoff).toBeNull();
          expect(st().ui.revealed).toBeNull();
          const seat = callSeat(st().game, st().bots);
          const holder = st().ui.holder;
          if (st().game!.titans[seat].hand.includes('shield') && r() < 0.5) {
            claimed++;
            st().claimReaction();
            const player = playerOfSeat(st().game!, seat);
            expect(st().ui.handoff).toBe(player === holder ? null : player);
            continue;
          }
          unclaimed++;
          expect(st().letReactionGo()).toBe(true);
          // Passed for its player: the device stays where it was (with the mover, or a next call).
          expect(st().ui.handoff).toBeNull();
          expect(st().ui.holder).toBe(holder);
          continue;
        }
        const legal = st().legal.filter((a) => a.type !== 'reroll');
        const a: Action =
          legal.find((x) => x.type === 'decide' && x.choice === 'play') ??
          legal[Math.floor(r() * legal.length)];
        expect(st().perform(a)).toBe(true);
      }
    }
    // The games reached both cases (the test cannot pass on games where they never happen).
    expect(unclaimed).toBeGreaterThan(5);
    expect(claimed).toBeGreaterThan(0);
  });

  it('claiming twice or letting go of a claimed call changes nothing', () => {
    st().setSettings({ handoff: true, autoEnd: false });
    st().newGame(
      {
        circuits: ['kaldheira'],
        titans: ['grinder', 'slaugg', 'craken'],
        seed: 3,
        options: { reactions: 'always' },
      },
      ['Ann', 'Bob', 'Cid'],
    );
    // No call open: both intents do nothing.
    const before = st().actions.length;
    st().claimReaction();
    expect(st().ui.claimed ?? false).toBe(false);
    expect(st().letReactionGo()).toBe(false);
    expect(st().actions.length).toBe(before);
  });
});
