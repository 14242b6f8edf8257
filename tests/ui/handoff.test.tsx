// @vitest-environment jsdom
// The hand-off between players (issue 13): on by default in a game of people, it says why the device
// comes back and recaps, in the log's words, what happened since that player last took it.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { HandOff } from '../../src/ui/game/HandOff';
import { logLines } from '../../src/ui/game/EventLog';
import { TITANS } from '../../src/ui/meta';

const st = () => useGame.getState();

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
});

/** Play engine-chosen actions (never a reroll) until `player` must act again. */
function playUntilPlayer(player: number): void {
  for (let i = 0; i < 400; i++) {
    const g = st().game!;
    if (g.players[player].includes(g.pending ? g.pending.titan : g.active) && st().ui.handoff === player)
      return;
    if (st().ui.handoff !== null) st().dismissHandoff();
    const legal = st().legal;
    const a =
      legal.find((x) => x.type === 'decide') ??
      legal.find((x) => x.type === 'roll') ??
      legal.find((x) => x.type === 'chooseDie') ??
      legal.find((x) => x.type === 'enter') ??
      legal.find((x) => x.type === 'dieAction') ??
      legal.find((x) => x.type === 'endTurn')!;
    st().perform(a);
  }
  throw new Error('player never came back');
}

describe('hand-off', () => {
  it('is on by default, says whose turn it is, and recaps what the others did since', () => {
    expect(st().settings.handoff).toBe(true);
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 }, [
      'Ann',
      'Bob',
      'Cid',
    ]);
    const { container } = render(<HandOff />);
    const first = st().ui.handoff!;
    expect(container.querySelector('[data-handoff="turn"]')).not.toBeNull();
    // The first time: nothing to recap.
    expect(container.querySelector('[data-recap]')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /— (continue|roll the dice)$/ }));
    });
    act(() => playUntilPlayer(first));
    const recap = container.querySelector('[data-recap]');
    expect(recap).not.toBeNull();
    // The others' turns, in the log's words (their entries onto the board among them).
    expect(recap!.textContent).toMatch(/enters the board on/);
    // The latest turn in full, never cut (issue 20): every line of the turn just played.
    const log = st().log;
    const starts = log.flatMap((entry, i) => (entry.some((e) => e.type === 'turnStarted') ? [i] : []));
    const [from, to] = starts.slice(-2);
    const ctx = { boards: st().game!.course.boards };
    const whole = logLines(log.slice(from + 1, to + 1), ctx)
      .filter((l) => l.kind !== 'turn')
      .map((l) => l.text);
    expect(whole.length).toBeGreaterThan(0);
    const latest = [...recap!.querySelectorAll('[data-recap-latest] li')].map((li) => li.textContent);
    expect(latest).toEqual(whole);
  });
});

describe('hand-off is modal (play-test: Tab walked behind it to the pool and the log)', () => {
  it('the table behind "Pass the device" is inert while it is up, and live again once taken', async () => {
    const { PlayScreen } = await import('../../src/ui/game/PlayScreen');
    st().setSettings({ speed: 'off' });
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 }, [
      'Ann',
      'Bob',
      'Cid',
    ]);
    const { container } = render(<PlayScreen onHome={() => {}} />);
    // The table (the chips, the pool, the hands, the log) and the header's title are behind it; the game's
    // menu stays over it (Rules, Settings, leave: nothing private; play-test at 360×640: no menu at all).
    const behind = [container.querySelector('.play-title')!, container.querySelector('main.table')!];
    expect(st().ui.handoff).not.toBeNull();
    for (const el of behind) expect(el.hasAttribute('inert')).toBe(true);
    expect(container.querySelector('.play-menu-toggle')!.closest('[inert]')).toBeNull();
    expect(container.querySelector('#play-menu')!.closest('[inert]')).toBeNull();
    // …and a screen reader reaches the menu too: the hand-off is not an aria-modal dialog (that would hide
    // everything outside it from the reader's browse mode); what must stay out of reach is inert instead.
    expect(screen.getByRole('dialog', { name: /^Pass the device to/ }).getAttribute('aria-modal')).toBeNull();
    // The hand-off's own button is not behind: it takes the focus and can be pressed.
    const take = screen.getByRole('button', { name: /— (continue|roll the dice)$/ });
    expect(take.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(take);
    act(() => {
      fireEvent.click(take);
    });
    expect(st().ui.handoff).toBeNull();
    for (const el of behind) expect(el.hasAttribute('inert')).toBe(false);
  });
});

describe('hand-off after an End turn', () => {
  it('offers the player who ended the turn to take it back until the next player takes the device', async () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 }, [
      'Ann',
      'Bob',
      'Cid',
    ]);
    const { container } = render(<HandOff />);
    act(() => st().dismissHandoff());
    // The first player's whole first turn, then End turn.
    act(() => {
      st().perform({ type: 'roll' });
      st().perform({ type: 'chooseDie', die: 0 });
      st().perform({ type: 'enter', space: 'C1' });
      st().perform(st().legal.find((a) => a.type === 'dieAction' && !a.extra)!);
    });
    const moved = st().game!;
    const mover = moved.titans[moved.active].id;
    act(() => {
      st().perform({ type: 'endTurn' });
    });
    // Only on the hand-off of a passed turn, naming the Titan whose turn comes back.
    const back = screen.getByRole('button', { name: /^Not yet: back to .+'s turn \(undo End turn\)$/ });
    expect(back.textContent).toContain(TITANS[mover].name);
    // Not at once: it appears where "End turn" was, and a tap aimed at that must not take the turn back.
    expect(back).toBeDisabled();
    await waitFor(() => expect(back).toBeEnabled());
    act(() => {
      fireEvent.click(back);
    });
    expect(st().game).toBe(moved);
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    // Ended again and the device taken (the next player rolls): the End turn stays.
    act(() => {
      st().perform({ type: 'endTurn' });
    });
    expect(container.querySelector('[data-handoff-undo]')).not.toBeNull();
    const next = st().game!.active;
    act(() => st().dismissHandoff('roll'));
    expect(container.querySelector('[data-handoff-undo]')).toBeNull();
    expect(st().undo()).toBe(false);
    expect(st().game!.active).toBe(next);
  });
});

describe('the hand-off that takes a die (R4.2: the dice are public)', () => {
  it('offers the pool when choosing a die is all the player can do; one press takes the device and the die', () => {
    st().setSettings({ speed: 'off' });
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 }, [
      'Ann',
      'Bob',
      'Cid',
    ]);
    const { container } = render(<HandOff />);
    // The round's first Titan only rolls: its hand-off rolls, and offers no die.
    expect(container.querySelector('[data-handoff-dice]')).toBeNull();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /— roll the dice$/ }));
    });
    act(() => st().perform(st().legal.find((a) => a.type === 'chooseDie')!));
    // Play the first Titan's turn to its end: the next one only takes a die.
    act(() => {
      for (let i = 0; i < 50 && st().ui.handoff === null; i++) {
        const legal = st().legal;
        st().perform(
          legal.find((a) => a.type === 'enter') ??
            legal.find((a) => a.type === 'dieAction') ??
            legal.find((a) => a.type === 'endTurn')!,
        );
      }
    });
    const g = st().game!;
    const player = st().ui.handoff!;
    expect(g.players[player]).toContain(g.active);
    expect(st().legal.every((a) => a.type === 'chooseDie')).toBe(true);
    const group = screen.getByRole('group', { name: /take your die now/ });
    const dice = group.querySelectorAll('button[data-die-face]');
    expect(dice.length).toBe(g.pool.length);
    // The continue button stays (to look at the board first), and is the one focused.
    expect(document.activeElement?.textContent).toMatch(/— continue$/);
    const face = g.pool[1];
    act(() => {
      fireEvent.click(dice[1]);
    });
    expect(st().ui.handoff).toBeNull();
    expect(st().game!.titans[st().game!.active].die).toBe(face);
    expect(container.querySelector('[data-handoff]')).toBeNull();
  });

  it('a stale die press (the hand-off gone or the draft over) takes nothing', () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg'], seed: 7 }, ['Ann', 'Bob']);
    const before = st().actions.length;
    // The first hand-off only rolls: a die asked for with it is not taken, nothing is rolled either.
    act(() => st().dismissHandoff({ die: 0 }));
    expect(st().ui.handoff).toBeNull();
    expect(st().actions.length).toBe(before);
  });
});
