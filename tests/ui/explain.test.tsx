// @vitest-environment jsdom
// What a thing on the table is, on a tap (touch screens have no hover titles): a space that is not offered
// says what it does in plain words over the action bar, beside the answer to the wrong tap; a fact of a
// Titan's chip (Life, draft place, die, cards) says what it means, and is focusable with that meaning as
// its accessible description.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { explain } from '../../src/ui/game/explain';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();
const space = (name: string) => document.querySelector(`.play-board [data-space="${name}"]`) as HTMLElement;
const about = () => document.querySelector('[data-about]') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  explain(null);
  st().setSettings({ speed: 'off', handoff: false });
  loadPosition({
    setup: {
      circuits: [{ id: 'x', name: 'x', spaces: { E5: 'lava' } }],
      titans: ['craken', 'slaugg', 'grinder'],
      seed: 11,
    },
    position: {
      titans: {
        craken: { space: 'C5' },
        slaugg: { space: 'C7' },
        grinder: { space: 'C9', hand: ['shield'] },
      },
      traps: ['B4'],
      active: 'craken',
      dice: ['red', 'yellow', 'brown'],
    },
  });
});

describe('explanations on a tap', () => {
  it('a space not offered says what it is, with no rule number, beside the wrong tap', () => {
    render(<PlayScreen onHome={() => {}} />);
    // A die is to be taken: no space is offered.
    fireEvent.click(space('E5'));
    expect(about()).toHaveAttribute('role', 'status');
    expect(about()).toHaveTextContent('Lava: entering it, by any means, costs 1 Life.');
    expect(screen.getByRole('alert')).toHaveTextContent('die');
    fireEvent.click(space('B4'));
    expect(about()).toHaveTextContent('Trap: a Titan entering this space loses 1 Life.');
    fireEvent.click(space('C7'));
    expect(about()).toHaveTextContent('C7, Slaugg');
    expect(about()).toHaveTextContent('A plain space: nothing happens on entering it.');
    expect(about().textContent).not.toMatch(/\bR\d/);
    // It goes at the next change of the game.
    act(() => void st().perform({ type: 'chooseDie', die: 0 }));
    expect(about()).toBeEmptyDOMElement();
  });

  it("a chip's facts say what they mean on a tap, and to the keyboard", () => {
    render(<PlayScreen onHome={() => {}} />);
    const chip = document.querySelector('[data-titan-panel="grinder"]') as HTMLElement;
    const cards = chip.querySelector('.titan-cards') as HTMLElement;
    expect(cards.tagName).toBe('BUTTON');
    fireEvent.click(cards);
    expect(about()).toHaveTextContent('Grinder holds 1 Bonus card, face down: only its player sees it.');
    const life = within(chip).getByRole('meter');
    expect(life).toHaveAttribute('tabindex', '0');
    expect(life).toHaveAccessibleDescription(
      'Grinder has 6 Life of 6. Damage takes Life; at 0 the Titan is knocked out.',
    );
    fireEvent.keyDown(life, { key: 'Enter' });
    expect(about()).toHaveTextContent('Grinder has 6 Life of 6.');
    const draft = chip.querySelector('.titan-draft') as HTMLElement;
    expect(draft).toHaveAccessibleDescription(
      /^Grinder chooses its die at place \d in the draft of round \d\.$/,
    );
    const die = chip.querySelector('.titan-die') as HTMLElement;
    expect(die).toHaveAccessibleDescription('Grinder has not taken a die yet this round.');
    // A die taken: the chip's button is named shortly (not like the die's move, which the bar offers).
    act(() => void st().perform({ type: 'chooseDie', die: 0 }));
    const taken = document.querySelector('[data-titan-panel="craken"] .titan-die') as HTMLElement;
    expect(taken).toHaveAccessibleName('Die this round: Red');
    expect(taken).toHaveAccessibleDescription(/^Craken's die this round\. Red die: 1 step straight ahead/);
  });
});
