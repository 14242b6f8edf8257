// @vitest-environment jsdom
// R11.4 'always', docs/rulings.md 32: a reaction call about a Titan whose own player already holds the
// device (its own loss to lava on its own turn) asked "P1 (Grinder): wait, I answer / Go on" first — a press
// that hands nothing on. Such a call is theirs at once: their reaction prompt (or, with nothing playable,
// the pass that goes on by itself). A call another player may claim keeps its claim step.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import type { CardId } from '../../src/engine/types';
import { loadPosition } from './loadPosition';
import { openCallOnGrinder } from './reactionCall';

const st = () => useGame.getState();
const PAUSE = 1500;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: true, reactionPause: PAUSE });
});
afterEach(() => vi.useRealTimers());

/** Grinder (P1) takes the brown die and walks into lava on E5 holding `hand`; Slaugg (P2) holds a Thunderbolt. */
function intoLava(hand: CardId[]) {
  loadPosition({
    setup: {
      circuits: [{ id: 'x', name: 'x', spaces: { E5: 'lava' } }],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 7,
      options: { reactions: 'always' },
    },
    position: {
      titans: {
        grinder: { space: 'C3', hand },
        slaugg: { space: 'A9', hand: ['thunderbolt'] },
        craken: { space: 'E11' },
      },
      active: 'grinder',
      dice: ['brown', 'yellow', 'red'],
    },
  });
  const view = render(<PlayScreen onHome={() => {}} />);
  act(() => st().perform({ type: 'chooseDie', die: 0 }));
  // P1 takes the device for their turn, then moves.
  const handoff = view.container.querySelector('[data-handoff]') as HTMLElement;
  fireEvent.click(within(handoff).getByRole('button', { name: /^I am P1/ }));
  act(() => st().perform({ type: 'dieAction', path: ['R', 'R', 'R'] }));
  return view;
}

describe("a reaction call about the device holder's own Titan", () => {
  it('goes straight to their prompt: no claim step, no hand-off, Shield played in one press', () => {
    const { container } = intoLava(['shield']);
    expect(st().summary!.pending).toMatchObject({ kind: 'reaction', cause: 'lava' });
    expect(container.querySelector('[data-reaction-call]')).toBeNull();
    expect(screen.queryByRole('button', { name: /wait, I answer/ })).toBeNull();
    expect(container.querySelector('[data-handoff]')).toBeNull();
    const prompt = screen.getByRole('alertdialog');
    expect(prompt).toHaveTextContent('Decision for P1 (Grinder)');
    // Only the holder's own hand is shown: Slaugg's card stays face down.
    expect(container.textContent).not.toContain('Thunderbolt');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Play Shield' }));
    expect(st().summary!.pending).toBeNull();
    expect(st().summary!.titans.grinder!.life).toBe(6);
    expect(st().summary!.titans.grinder!.hand).toEqual([]);
    // Still the mover's own decision: undo may step back over it.
    expect(st().barrier).toBeNull();
    // The hands go face down again, as after a call nobody claimed.
    expect(st().ui.revealed).toBeNull();
  });

  it('with nothing playable, passes by itself after the pause (and nothing goes on before)', () => {
    intoLava(['elixir']);
    const prompt = screen.getByRole('alertdialog');
    expect(prompt).toHaveTextContent('No reaction card can be played now: the game goes on by itself.');
    act(() => vi.advanceTimersByTime(PAUSE - 100));
    expect(st().summary!.pending?.kind).toBe('reaction');
    act(() => vi.advanceTimersByTime(200));
    expect(st().summary!.pending).toBeNull();
    expect(st().summary!.titans.grinder!.life).toBe(5);
    expect(st().actions.at(-1)).toEqual({ type: 'decide', choice: 'pass' });
    // The device never moved, and the turn is still P1's to undo.
    expect(st().ui.handoff).toBeNull();
    expect(st().barrier).toBeNull();
  });

  it("keeps the claim step for a call about another player's Titan", () => {
    const { container } = openCallOnGrinder(['shield']);
    expect(container.querySelector('[data-reaction-call]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'P3 (Grinder): wait, I answer' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The call names the card the rules let answer (ruling 28), never Grinder's hand: "Shield" only there.
    const answers = container.querySelector('[data-call-answers]') as HTMLElement;
    expect(answers).toHaveTextContent('Only one card can answer it: Shield.');
    expect((container.textContent ?? '').replace(answers.textContent ?? '', '')).not.toContain('Shield');
  });
});
