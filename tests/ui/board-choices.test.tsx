// @vitest-environment jsdom
// Issue 13, point 6: Shove names its only target and offers its directions on the board — each as the
// space where the shoved Titan would end (R10: Ragnarok moves an adjacent Titan one step in any of the
// six directions, an ordinary step of that Titan).
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();
const space = (name: string) => document.querySelector(`.play-board [data-space="${name}"]`) as HTMLElement;

function shovePosition() {
  loadPosition({
    setup: {
      circuits: [{ id: 'qa', name: 'qa', spaces: {} }],
      titans: ['ragnarok', 'slaugg', 'grinder'],
      seed: 3,
    },
    position: {
      titans: { ragnarok: { space: 'C5' }, slaugg: { space: 'C7' }, grinder: { space: 'F12' } },
      active: 'ragnarok',
      round: 2,
      dice: ['red', 'yellow', 'brown'],
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});

describe('Shove on the board (issue 13)', () => {
  it('names its only target, rings it, and offers each direction as the space it leads to', () => {
    shovePosition();
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 0 }));
    act(() => st().setDraft('ability'));
    // The only Titan in reach is named and ringed; it was not asked for.
    expect(document.querySelector('[data-fixed-target="C7"]')).toHaveTextContent(
      'Target: Slaugg on C7, the only one in reach.',
    );
    expect(space('C7')).toHaveClass('space--selected');
    // Six directions, six spaces around C7 to click (the buttons stay for keyboard and screen readers).
    const offered = [...document.querySelectorAll('.play-board [data-selectable]')].map((e) =>
      e.getAttribute('data-space'),
    );
    expect(offered.sort()).toEqual(['B6', 'B8', 'C5', 'C9', 'D6', 'D8'].sort());
    expect(screen.getByRole('button', { name: /straight ahead/ })).toBeInTheDocument();
    // C5 (straight back) is offered although Ragnarok stands there: an ordinary step pushes him (R6).
    // Clicking C9 picks "straight ahead".
    fireEvent.click(space('C9'));
    expect(screen.getByRole('button', { name: 'Confirm ability' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm ability' }));
    expect(st().summary!.titans.slaugg!.space).toBe('C9');
  });
});

// Play-test: with the brown die (L L L or R R R, R1.2) both ways always end on the same space — three
// columns left and three right meet round the side (R1.4, R1.6) — so no destination is asked, only the
// way; the board showed neither the routes nor their end. From C1 on Kaldheira: B2, A3 (lava), F4 round
// the left edge, or D2, E3, F4.
function brownPosition() {
  loadPosition({
    setup: { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 },
    position: {
      titans: { grinder: { space: 'C1' }, slaugg: { space: 'A9' }, craken: { space: 'E11' } },
      active: 'grinder',
      round: 2,
      dice: ['brown', 'yellow', 'red'],
    },
  });
}

describe('the ways of a die on the board (brown)', () => {
  it('draws both routes, marks their end, and a space only one route passes picks that way', () => {
    brownPosition();
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 0 }));
    expect(screen.getByRole('group', { name: 'Choose the way to F4' })).toBeInTheDocument();
    const marked = (cls: string) =>
      [...document.querySelectorAll(`.play-board .${cls}`)].map((e) => e.getAttribute('data-space')).sort();
    expect(marked('space--highlighted')).toEqual(['A3', 'B2', 'D2', 'E3', 'F4']);
    expect(marked('space--selected')).toEqual(['F4']);
    // F4 is on both routes: not a way of its own. The others each belong to one way.
    expect(marked('space--selectable')).toEqual(['A3', 'B2', 'D2', 'E3']);
    fireEvent.click(space('E3'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm move' }));
    expect(st().summary!.titans.grinder!.space).toBe('F4');
    expect(st().summary!.titans.grinder!.life).toBe(6);
  });

  it('the way round the edge, picked on the board, is the one played (lava on A3)', () => {
    brownPosition();
    render(<PlayScreen onHome={() => {}} />);
    act(() => st().perform({ type: 'chooseDie', die: 0 }));
    fireEvent.click(space('B2'));
    // The chosen way alone is drawn now (the preview), from C1 round the left edge to F4.
    expect(space('D2')).not.toHaveClass('space--highlighted');
    expect(space('A3')).toHaveClass('space--highlighted');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm move' }));
    expect(st().summary!.titans.grinder!.space).toBe('F4');
    expect(st().summary!.titans.grinder!.life).toBeLessThan(6);
  });
});
