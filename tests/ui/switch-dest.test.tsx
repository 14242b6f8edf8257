// @vitest-environment jsdom
// Play-test (3 people on one phone): green die, D6 picked, then a tap on B6 — the move's other end — did
// nothing (the strike's targets were asked; B6 "cannot be chosen"). A tap on another end of the move now
// changes the destination to it, as "Change destination" then that space would (the strike asked again),
// and so does Enter on it (the board's spaces are keyboard buttons).
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { parseSpace } from '../../src/engine/board';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();
const space = (name: string) => document.querySelector(`.play-board [data-space="${name}"]`) as HTMLElement;
const selectable = () =>
  [...document.querySelectorAll('.play-board [data-selectable]')].map((e) => e.getAttribute('data-space'));

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});

/** Grinder on F4 takes green (2 diagonal, L L or R R, R4.1): its ends D6 and B6 (across the edge, R2). */
function green() {
  loadPosition({
    setup: {
      circuits: [{ id: 'qa', name: 'qa', spaces: {} }],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 3,
    },
    position: {
      titans: { grinder: { space: 'F4' }, slaugg: { space: 'C11' }, craken: { space: 'A11' } },
      active: 'grinder',
      round: 2,
      dice: ['green', 'yellow', 'brown'],
    },
  });
  render(<PlayScreen onHome={() => {}} />);
  act(() => st().perform({ type: 'chooseDie', die: 0 }));
}

describe('another end of the move, tapped once one is chosen', () => {
  it('changes the destination to it, its path previewed, the strike asked again', () => {
    green();
    expect(selectable().sort()).toEqual(['B6', 'D6']);
    fireEvent.click(space('D6'));
    expect(st().ui.draft?.picks.dest).toBe(String(parseSpace('D6', 1, 1)));
    // The strike's targets are asked now; B6, the other end, is still a button — drawn apart from them.
    expect(space('B6')).not.toHaveAttribute('data-selectable');
    expect(space('B6')).toHaveClass('space--other-end');
    expect(space('B6')).toHaveAttribute('role', 'button');
    // Focusable: the play board is one Tab stop, the arrow keys reach B6 (tabindex -1 unless it is the stop).
    expect(space('B6')).toHaveAttribute('tabindex');
    expect(space('D6')).toHaveClass('space--selected');
    fireEvent.click(space('E5'));
    expect(st().ui.draft?.picks.extra).toBe(String(parseSpace('E5', 1, 1)));
    fireEvent.click(space('B6'));
    expect(st().error).toBeNull();
    // As "Change destination" then B6: the destination changed, the strike chosen for D6 forgotten.
    expect(st().ui.draft?.picks).toEqual({ dest: String(parseSpace('B6', 1, 1)) });
    expect(space('B6')).toHaveClass('space--selected');
    expect(space('D6')).toHaveClass('space--other-end');
    expect(document.querySelector('[data-preview]') ?? document.querySelector('.preview')).toHaveTextContent(
      /Ends on B6/,
    );
    // The keyboard: Enter on D6 changes it back.
    fireEvent.keyDown(space('D6'), { key: 'Enter' });
    expect(st().ui.draft?.picks).toEqual({ dest: String(parseSpace('D6', 1, 1)) });
    expect(document.querySelector('.preview')).toHaveTextContent(/Ends on D6/);
  });

  it('a space the question asks answers it first (a strike target), the destination kept', () => {
    green();
    fireEvent.click(space('D6'));
    // E7, before D6, is a strike target and no end of the move.
    fireEvent.click(space('E7'));
    expect(st().ui.draft?.picks).toMatchObject({ dest: String(parseSpace('D6', 1, 1)) });
    expect(st().ui.draft?.picks.extra).toBe(String(parseSpace('E7', 1, 1)));
  });

  it('on the first turn keeps the start space (R9.2: enter and move are one choice)', () => {
    st().newGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 7,
    });
    render(<PlayScreen onHome={() => {}} />);
    act(() => {
      st().perform({ type: 'roll' });
      st().perform({ type: 'chooseDie', die: 0 });
    });
    fireEvent.click(space('C1'));
    const ends = selectable();
    expect(ends.length).toBeGreaterThanOrEqual(2);
    fireEvent.click(space(ends[0]!));
    fireEvent.click(space(ends[1]!));
    expect(st().ui.draft?.picks).toEqual({
      space: String(parseSpace('C1', 1, 1)),
      dest: String(parseSpace(ends[1]!, 1, 1)),
    });
  });
});
