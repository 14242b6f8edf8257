// @vitest-environment jsdom
// Ask only those who can answer (issue 20, R11.4, rulings.md 26): with reaction prompts 'always', a
// Titan with no card that loses Life is neither asked nor handed the device; a Titan holding one card
// that is not a reaction still is (so a prompt never tells the table who holds a Shield).
import { beforeEach, describe, expect, it } from 'vitest';
import { playerOfSeat } from '../../src/store/seats';
import { mulberry } from '../../src/engine/search';
import { freshStore, newPeopleGame, st } from './people';
import type { Action } from '../../src/engine/types';

beforeEach(freshStore);

describe("reaction prompts 'always' ask card holders only (R11.4, issue 20)", () => {
  it('a Titan with no card losing Life gets no prompt and no hand-off; one holding a non-reaction card is asked', () => {
    let emptyLosses = 0; // Life lost to damage by a Titan with no card, on another's turn
    let askedWithoutShield = 0; // prompts to a Titan holding cards but no Shield
    for (const seed of [3, 11, 29]) {
      newPeopleGame(seed);
      const r = mulberry(seed);
      for (let i = 0; i < 3000 && st().game!.winner < 0; i++) {
        if (st().ui.handoff !== null) st().dismissHandoff();
        const before = st().game!;
        const legal = st().legal.filter((a) => a.type !== 'reroll');
        const a: Action =
          legal.find((x) => x.type === 'decide' && x.choice === 'pass') ??
          legal[Math.floor(r() * legal.length)];
        expect(st().perform(a)).toBe(true);
        const g = st().game!;
        const events = st().log[st().log.length - 1];
        const pending = g.pending;
        if (pending?.kind === 'reaction') {
          const hand = g.titans[pending.titan].hand;
          expect(hand.length).toBeGreaterThan(0);
          if (!hand.includes('shield')) askedWithoutShield++;
        }
        for (const e of events) {
          if (e.type !== 'lifeLost' || e.cause === 'purple' || e.cause === 'pentacle') continue;
          const seat = before.titans.findIndex((t) => t.id === e.titan);
          if (seat === before.active || before.titans[seat].hand.length > 0 || before.round <= 1) continue;
          if (g.titans[seat].hand.length > 0) continue; // drew a card on the way (R7.7)
          emptyLosses++;
          // Not asked, and the device is not passed to its player (unless that player acts next anyway).
          expect(pending?.titan).not.toBe(seat);
          const next = playerOfSeat(g, pending ? pending.titan : g.active);
          if (playerOfSeat(g, seat) !== next) expect(st().ui.handoff).not.toBe(playerOfSeat(g, seat));
        }
      }
    }
    // The games reached both cases (the test cannot pass on games where they never happen).
    expect(emptyLosses).toBeGreaterThan(3);
    expect(askedWithoutShield).toBeGreaterThan(3);
  });
});
