// @vitest-environment jsdom
// Issue 20, fewer presses: the hand-off rolls the dice when rolling is all the player can do (R4.2), and
// "Confirm & end turn" makes the move and ends the turn after the auto End turn pause (store/autoEnd.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGameStore, useGame } from '../../src/store/game';
import { GameLibrary, setGameLibrary, type GameRecord } from '../../src/store/games';
import { autoEndDelayMs, endAsked, offersConfirmEnd } from '../../src/store/autoEnd';
import { handoffRolls } from '../../src/store/selectors';
import type { Guide, Preview } from '../../src/store/guide';
import { preview } from '../../src/store/preview';
import type { Action, GameSetup } from '../../src/engine/types';
import { applyAction } from '../../src/engine';
import { freshCollection } from '../editor/helpers';

const st = () => useGame.getState();
const SETUP: GameSetup = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setGameLibrary(new GameLibrary(freshCollection<GameRecord>()));
  resetGameStore();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The first legal action of a player who takes the first option (never a reroll, ability or card). */
function firstOption(legal: readonly Action[]): Action {
  return (legal.find((x) => x.type === 'decide') ??
    legal.find((x) => x.type === 'roll') ??
    legal.find((x) => x.type === 'chooseDie') ??
    legal.find((x) => x.type === 'enter') ??
    legal.find((x) => x.type === 'dieAction') ??
    legal.find((x) => x.type === 'endTurn'))!;
}

/** Plays first options (hand-offs taken without rolling) until `until` holds. */
function playUntil(until: () => boolean): void {
  for (let i = 0; i < 500; i++) {
    if (until()) return;
    if (st().ui.handoff !== null) st().dismissHandoff();
    else st().perform(firstOption(st().legal));
  }
  throw new Error('never reached');
}

describe('the hand-off rolls when rolling is all the player can do (issue 20)', () => {
  beforeEach(() => {
    st().setSettings({ handoff: true, autoEnd: false, speed: 'off' });
    st().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
  });

  it("the round's first Titan: one press takes the device and rolls every die", () => {
    const player = st().ui.handoff!;
    expect(player).not.toBeNull();
    expect(st().legal).toEqual([{ type: 'roll' }]);
    expect(handoffRolls(st())).toBe('first');
    st().dismissHandoff('roll');
    expect(st().ui.handoff).toBeNull();
    expect(st().actions).toEqual([{ type: 'roll' }]);
    expect(st().game!.pool.length).toBe(3);
    expect(st().legal.every((a) => a.type === 'chooseDie')).toBe(true);
    // The player took the device: the recap starts after this point next time.
    expect(st().seen[player]).toBeGreaterThan(0);
  });

  it('a player with a die to choose gets a plain hand-off: nothing is done for them', () => {
    st().dismissHandoff('roll');
    playUntil(() => st().ui.handoff !== null && st().legal.some((a) => a.type === 'chooseDie'));
    expect(handoffRolls(st())).toBeNull();
    const before = st().actions.length;
    st().dismissHandoff('roll');
    expect(st().ui.handoff).toBeNull();
    expect(st().actions.length).toBe(before);
  });

  it("the round's last Titan rerolls all the dice with the hand-off (R4.2)", () => {
    st().dismissHandoff('roll');
    playUntil(() => st().ui.handoff !== null && st().legal.some((a) => a.type === 'roll'));
    expect(st().game!.active).not.toBe(st().game!.first);
    expect(handoffRolls(st())).toBe('last');
    const n = st().actions.length;
    st().dismissHandoff('roll');
    expect(st().actions.length).toBe(n + 1);
    expect(st().actions.at(-1)).toEqual({ type: 'roll' });
  });

  it('no roll with a plain dismiss, nor while a decision waits', () => {
    st().dismissHandoff();
    expect(st().actions).toEqual([]);
    expect(st().legal).toEqual([{ type: 'roll' }]);
    // A hand-off for a decision in someone else's turn never rolls.
    const g = st().game!;
    const pending = { ...g, pending: { kind: 'reaction', titan: 1 } } as unknown as typeof g;
    expect(handoffRolls({ game: pending, legal: st().legal, ui: { ...st().ui, handoff: 1 } })).toBeNull();
  });
});

describe('Confirm & end turn (issue 20)', () => {
  beforeEach(() => {
    st().setSettings({ handoff: false, autoEnd: true, speed: 'normal' });
    st().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
    // Round 2 (R9.3: abilities and cards from the second turn), the die chosen: Grinder's trap and the
    // card dealt at the start (R3.3) are optional extras, so End turn is not pressed for the player.
    playUntil(() => st().game!.round >= 2 && st().legal.some((a) => a.type === 'dieAction'));
    vi.runOnlyPendingTimers();
  });

  /**
   * A move for which the button is offered (afterwards an ability or a card could still be used) and
   * that asks nobody anything on the way: in this game only reaction holders are asked, and the preview
   * keeps that private (engine/preview.ts), so the test checks the move itself.
   */
  const move = () => {
    const g = st().game!;
    const a = st().legal.find(
      (x) =>
        x.type === 'dieAction' &&
        offersConfirmEnd({ mode: 'die', action: x } as Guide, preview(g, x), true) &&
        applyAction(g, x).ok &&
        (applyAction(g, x) as { state: typeof g }).state.pending === null,
    );
    expect(a).toBeDefined();
    return a!;
  };

  it('a plain Confirm leaves the turn open while an ability or a card could still be used', () => {
    expect(st().perform(move())).toBe(true);
    expect(st().legal.some((a) => a.type === 'ability' || a.type === 'playBonus')).toBe(true);
    expect(st().autoEnding).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(st().actions.at(-1)!.type).toBe('dieAction');
  });

  it('makes the move, says so, and ends the turn after the pause', () => {
    const active = st().game!.active;
    expect(st().confirmAndEnd(move())).toBe(true);
    expect(endAsked(st())).toBe(true);
    expect(st().autoEnding).toBe(true);
    const wait = autoEndDelayMs('normal', st().anim.events);
    vi.advanceTimersByTime(wait - 1);
    expect(st().game!.active).toBe(active);
    vi.advanceTimersByTime(1);
    expect(st().game!.active).not.toBe(active);
    expect(
      st()
        .actions.slice(-2)
        .map((a) => a.type),
    ).toEqual(['dieAction', 'endTurn']);
    expect(st().endAfter).toBeNull();
  });

  it('Undo, or turning to the ability or the cards during the pause, keeps the turn open', () => {
    const active = st().game!.active;
    expect(st().confirmAndEnd(move())).toBe(true);
    st().setDraft('ability');
    expect(st().autoEnding).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(st().game!.active).toBe(active);
    st().setDraft(null);
    expect(st().undo()).toBe(true);
    expect(st().confirmAndEnd(move())).toBe(true);
    st().reveal();
    vi.advanceTimersByTime(10_000);
    expect(st().game!.active).toBe(active);
    expect(st().perform({ type: 'endTurn' })).toBe(true);
    expect(st().game!.active).not.toBe(active);
  });

  it('a refused move asks nothing and ends nothing', () => {
    expect(st().confirmAndEnd({ type: 'dieAction', path: ['BS'] })).toBe(false);
    expect(st().error).toMatchObject({ code: 'refused' });
    expect(st().endAfter).toBeNull();
    expect(st().autoEnding).toBe(false);
  });

  it('never ends over a pentacle reroll or a decision the preview did not show', () => {
    const g = st().game!;
    const legal: Action[] = [{ type: 'endTurn' }];
    expect(endAsked({ game: g, legal, endAfter: g })).toBe(true);
    expect(endAsked({ game: g, legal: [...legal, { type: 'reroll' }], endAfter: g })).toBe(false);
    expect(endAsked({ game: { ...g }, legal, endAfter: g })).toBe(false); // another state
    const waiting = { ...g, pending: { kind: 'reaction', titan: 1 } } as unknown as typeof g;
    expect(endAsked({ game: waiting, legal, endAfter: waiting })).toBe(false);
  });
});

describe('when Confirm & end turn is offered', () => {
  const base: Preview = {
    ok: true,
    events: [],
    path: new Set(),
    hits: new Set(),
    ownKnockouts: [],
    wins: null,
    decisions: [],
    rerollAfter: false,
    drawsCard: false,
    onlyEndAfter: false,
  };
  const die = { mode: 'die', action: { type: 'dieAction', path: ['S'] } } as unknown as Guide;

  it('for a die move that leaves only optional extras', () => {
    expect(offersConfirmEnd(die, base, true)).toBe(true);
  });

  it('not when the result holds something new, nor when the turn ends by itself anyway', () => {
    expect(offersConfirmEnd(die, { ...base, drawsCard: true }, true)).toBe(false);
    expect(offersConfirmEnd(die, { ...base, rerollAfter: true }, true)).toBe(false);
    expect(offersConfirmEnd(die, { ...base, wins: 'grinder' }, true)).toBe(false);
    expect(offersConfirmEnd(die, { ...base, ownKnockouts: ['grinder'] }, true)).toBe(false);
    const pirates = { at: 0, titan: 'slaugg', kind: 'pirates' } as unknown as Preview['decisions'][0];
    expect(offersConfirmEnd(die, { ...base, decisions: [pirates] }, true)).toBe(false);
    // A reaction on the way is an open call: nobody claiming it never stops the turn (reactionCall.ts).
    const reaction = { ...pirates, kind: 'reaction' } as Preview['decisions'][0];
    expect(offersConfirmEnd(die, { ...base, decisions: [reaction] }, true)).toBe(true);
    expect(offersConfirmEnd(die, { ...base, onlyEndAfter: true }, true)).toBe(false);
    // With auto End turn off, the player still may ask for it with the move.
    expect(offersConfirmEnd(die, { ...base, onlyEndAfter: true }, false)).toBe(true);
    expect(offersConfirmEnd(die, { ...base, ok: false }, true)).toBe(false);
  });

  it('only for a die move chosen to its end (not an ability, a card, or the first turn’s entry)', () => {
    expect(offersConfirmEnd({ ...die, mode: 'ability' } as Guide, base, true)).toBe(false);
    expect(offersConfirmEnd({ ...die, action: null }, base, true)).toBe(false);
    const entry = {
      ...die,
      entry: { action: { type: 'enter', space: 'C1' }, state: null },
    } as unknown as Guide;
    expect(offersConfirmEnd(entry, base, true)).toBe(false);
    expect(offersConfirmEnd(null, base, true)).toBe(false);
  });

  it('the preview says whether a card is drawn and whether End turn is all that is left (R7.7, R9.2)', () => {
    st().setSettings({ handoff: false, autoEnd: false, speed: 'off' });
    st().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
    // Round 1 (R9.2): no ability or card, so after any first move End turn is all that is left.
    playUntil(() => st().legal.some((a) => a.type === 'dieAction'));
    const first = preview(
      st().game!,
      st().legal.find((a) => a.type === 'dieAction')!,
    );
    expect(first.ok).toBe(true);
    expect(first.onlyEndAfter).toBe(true);
    // Later: every move's preview marks a card drawn exactly when the mover draws one on the way.
    let seenDraw = false;
    let seenOpen = false;
    for (let i = 0; i < 300 && !(seenDraw && seenOpen); i++) {
      const g = st().game!;
      if (g.round >= 2 && !g.pending)
        for (const a of st().legal.filter((x) => x.type === 'dieAction')) {
          const p = preview(g, a);
          const draws = p.events.some((e) => e.type === 'cardDrawn' && e.titan === g.titans[g.active].id);
          expect(p.drawsCard).toBe(draws);
          seenDraw ||= draws;
          seenOpen ||= !p.onlyEndAfter;
        }
      st().perform(firstOption(st().legal));
    }
    expect(seenDraw).toBe(true);
    expect(seenOpen).toBe(true);
  });
});
