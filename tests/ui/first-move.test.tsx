// @vitest-environment jsdom
// Play-test: on a Titan's first move (R9.2: a die, a start space among A1, C1, E1, then the move from
// there, one Confirm for both) the board did not show the Titan on the start space it had chosen: the
// way's routes were drawn from nowhere visible. Now it stands there, marked as the Titan playing now,
// as the mover is on every later turn.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';

const st = () => useGame.getState();
const token = (titan: string) =>
  document.querySelector(`.play-board [data-titan="${titan}"]`) as SVGGElement | null;

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
  // Grinder first, every die brown: from C1 the way to F4 is asked (L L L or R R R, R1.6).
  st().newGame({
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken'],
    seed: 7,
    first: 'grinder',
    rolls: ['brown', 'brown', 'brown'],
    laps: 1,
  });
});

describe('the first move marks its start space', () => {
  it('draws the Titan on the chosen start space as the mover until Confirm, and off the board again when the start is changed', () => {
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'roll' }));
    fireEvent.click(document.querySelector('[data-pool] button[data-die-face="brown"]')!);
    // Before the start space is chosen, Grinder waits below the start line.
    expect(token('grinder')).toHaveAttribute('data-space', '');
    expect(token('grinder')).not.toHaveClass('token--active');
    fireEvent.click(document.querySelector('.play-board [data-space="C1"]')!);
    expect(screen.getByRole('group', { name: 'Choose the way to F4' })).toBeInTheDocument();
    // The start space chosen, not entered yet (the engine's Grinder is still off the board)…
    expect(st().game!.titans[0].space).toBeLessThan(0);
    // …but the board shows Grinder on C1, haloed and named as the Titan playing now, not off the board.
    expect(token('grinder')).toHaveAttribute('data-space', 'C1');
    expect(token('grinder')).toHaveClass('token--active');
    expect(token('grinder')!.querySelector('.token-halo')).not.toBeNull();
    expect(token('grinder')).toHaveAccessibleName('Grinder on C1, playing now');
    expect(document.querySelectorAll('.play-board [data-titan="grinder"]')).toHaveLength(1);
    // The others still wait off the board.
    expect(token('slaugg')).toHaveAttribute('data-space', '');
    // "Change start space" takes it back: Grinder is off the board again.
    fireEvent.click(screen.getByRole('button', { name: 'Change start space' }));
    expect(token('grinder')).toHaveAttribute('data-space', '');
  });
});
