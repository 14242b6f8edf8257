// @vitest-environment jsdom
// The prompts and guided choices no other test reached: the Shield reaction prompt, the pentacle reroll
// button, purple's face choice, and a Mimicry play — each from an exact position (loadScenario), by clicking.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { loadPosition } from './loadPosition';
import { SETTLE_MS } from '../../src/ui/useSettled';
import { problemText } from '../../src/i18n/errors';

const st = () => useGame.getState();
const EMPTY = { id: 'qa', name: 'qa', spaces: {} };

/** Click a call's button once it takes taps (disabled for a moment after the call appears: useSettled.ts). */
async function clickSettled(button: HTMLElement) {
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

function renderPlay() {
  return render(<PlayScreen onHome={() => {}} />);
}
const space = (name: string) => document.querySelector(`.play-board [data-space="${name}"]`) as HTMLElement;
const life = (t: 'grinder' | 'slaugg' | 'craken') => st().summary!.titans[t]!.life;

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});

/** R11.4: Craken's red step pushes Slaugg into Grinder, who holds a Shield. */
function shieldPosition(): void {
  loadPosition({
    setup: {
      circuits: [EMPTY],
      titans: ['craken', 'slaugg', 'grinder'],
      seed: 11,
      options: { reactions: 'eligible' },
    },
    position: {
      titans: {
        craken: { space: 'C5' },
        slaugg: { space: 'C7' },
        grinder: { space: 'C9', hand: ['shield'] },
      },
      active: 'craken',
      dice: ['red', 'yellow', 'brown'],
    },
  });
}

describe('the Shield reaction prompt', () => {
  it('names the deciding player, offers the Shield at once after the claim, and plays it', async () => {
    shieldPosition();
    const { container } = renderPlay();
    act(() => {
      st().perform({ type: 'chooseDie', die: 0 });
      st().perform({ type: 'dieAction', path: ['S'] });
    });
    // First the open call: nobody is asked; Grinder's player claims it by name.
    const call = container.querySelector('[data-reaction-call]') as HTMLElement;
    // What can answer, in the rules' terms (the engine's answers, not P3's hand): only a Shield.
    expect(call).toHaveTextContent(
      'Reaction? Grinder is about to lose 1 Life to a push. Only one card can answer it: Shield. P3 holds 1 card',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await clickSettled(within(call).getByRole('button', { name: 'P3 (Grinder): wait, I answer' }));
    const prompt = screen.getByRole('alertdialog');
    expect(container.querySelector('[data-pending="reaction"]')).toHaveAttribute('data-decider', 'grinder');
    expect(prompt).toHaveTextContent('Decision for P3 (Grinder)');
    expect(prompt).toHaveTextContent('Grinder is about to lose 1 Life to a push. Play a reaction card?');
    // Claiming is wanting to react: the cards that can react are offered at once, no "Show my cards".
    expect(within(prompt).queryByRole('button', { name: 'Show my cards' })).toBeNull();
    expect(within(prompt).getByRole('button', { name: 'Play Shield' })).toBeInTheDocument();
    // While the prompt waits, the board offers nothing to click and says why.
    fireEvent.click(space('A3'));
    expect(screen.getByRole('alert')).toHaveTextContent("Grinder's player must decide first");
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Play Shield' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(life('grinder')).toBe(6);
    expect(st().summary!.titans.grinder!.hand).toEqual([]);
    expect(container.querySelector('[data-titan="grinder"]')).toHaveAttribute('data-space', 'C11');
    expect(screen.getByRole('log')).toHaveTextContent(/Grinder plays Shield/);
  });

  it('with the hand-off on, the claimed hand shows only once its player has taken the device', async () => {
    shieldPosition();
    st().setSettings({ handoff: true });
    const { container } = renderPlay();
    act(() => {
      st().perform({ type: 'chooseDie', die: 0 });
      st().perform({ type: 'dieAction', path: ['S'] });
    });
    await clickSettled(screen.getByRole('button', { name: 'P3 (Grinder): wait, I answer' }));
    // The hand-off to Grinder's player covers the table: the card is not named before it is confirmed.
    const handoff = container.querySelector('[data-handoff]') as HTMLElement;
    expect(handoff).toHaveAttribute('data-handoff', 'decision');
    expect(container.textContent).not.toContain('Shield');
    fireEvent.click(within(handoff).getByRole('button', { name: /^I am P3/ }));
    const prompt = screen.getByRole('alertdialog');
    expect(within(prompt).queryByRole('button', { name: 'Show my cards' })).toBeNull();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Play Shield' }));
    expect(life('grinder')).toBe(6);
  });

  it('"Don\'t react" after a claim: the Life is lost and the card kept, still face down', async () => {
    shieldPosition();
    const { container } = renderPlay();
    act(() => {
      st().perform({ type: 'chooseDie', die: 0 });
      st().perform({ type: 'dieAction', path: ['S'] });
    });
    await clickSettled(screen.getByRole('button', { name: 'P3 (Grinder): wait, I answer' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: "Don't react" }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(life('grinder')).toBe(5);
    expect(st().summary!.titans.grinder!.hand).toEqual(['shield']);
    expect(container.textContent).not.toContain('Shield');
  });
});

describe('the open reaction call nobody claims', () => {
  afterEach(() => vi.useRealTimers());

  it('"Go on" passes for Grinder at once: the Life is lost, the card kept, nobody handed the device', async () => {
    shieldPosition();
    st().setSettings({ handoff: true });
    const { container } = renderPlay();
    act(() => {
      st().perform({ type: 'chooseDie', die: 0 });
      st().perform({ type: 'dieAction', path: ['S'] });
    });
    expect(st().ui.handoff).toBeNull();
    await clickSettled(screen.getByRole('button', { name: 'Go on' }));
    expect(container.querySelector('[data-reaction-call]')).toBeNull();
    expect(st().ui.handoff).toBeNull();
    expect(life('grinder')).toBe(5);
    expect(st().summary!.titans.grinder!.hand).toEqual(['shield']);
  });

  it('goes on by itself after the pause of the settings', () => {
    vi.useFakeTimers();
    shieldPosition();
    st().setSettings({ reactionPause: 1500 });
    const { container } = renderPlay();
    act(() => {
      st().perform({ type: 'chooseDie', die: 0 });
      st().perform({ type: 'dieAction', path: ['S'] });
    });
    // The pause counts once the buttons take taps (useSettled.ts): the table gets the whole pause to answer.
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    expect(screen.getByRole('button', { name: 'Go on' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(1400));
    expect(container.querySelector('[data-reaction-call]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(container.querySelector('[data-reaction-call]')).toBeNull();
    expect(life('grinder')).toBe(5);
  });
});

describe('the pentacle reroll (R7.5 v2): a button of the turn, no prompt', () => {
  /** Slaugg (first of the round, already rolled) on C3 with its yellow die: S, S ends on the pentacle. */
  function pentacle(life: number, rolls: string[] = ['blue']): void {
    loadPosition({
      setup: {
        circuits: [{ id: 'qa', name: 'qa', spaces: { C7: 'pentacle' } }],
        titans: ['slaugg', 'grinder', 'craken'],
        seed: 11,
        options: { reactions: 'never' },
      },
      position: {
        titans: {
          slaugg: { space: 'C3', life, hand: ['elixir'] },
          grinder: { space: 'A11' },
          craken: { space: 'E11' },
        },
        active: 'slaugg',
        dice: ['yellow', 'red', 'brown'],
        rolls,
      },
    });
  }
  const rerollButton = () => screen.queryByRole('button', { name: 'Reroll on the pentacle (−1 Life)' });
  const onPentacle = (container: HTMLElement) => {
    fireEvent.click(container.querySelector('[data-pool] button[data-die-face="yellow"]')!);
    // From C3 the yellow die has one destination, C7 (S, S): chosen at once; the preview tells what comes.
    expect(space('C7')).toHaveClass('space--highlighted');
    expect(screen.getByLabelText('What will happen')).toHaveTextContent(
      'Then you may reroll on the pentacle (−1 Life)',
    );
    expect(rerollButton()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm move' }));
  };

  it('after a move ends on the pentacle: no prompt, a reroll button beside End turn with its cost', () => {
    pentacle(4);
    const { container } = renderPlay();
    onPentacle(container);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(container.querySelector('[data-pending]')).toBeNull();
    expect(st().legal).toContainEqual({ type: 'reroll' });
    const button = rerollButton()!;
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveClass('btn--big');
    // It sits with End turn; ability and card are still offered until a reroll.
    const row = button.closest('.turn-buttons') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'End turn' })).toBeInTheDocument();
    // The ability's entry point is in the action bar (issue 20), not in the Titan's chip.
    const bar = container.querySelector('[data-action-bar]') as HTMLElement;
    expect(within(bar).getByRole('button', { name: 'Use ability' })).toBeEnabled();
    // The cost: the engine's figures, Life now → after; how the reroll limits the rest of the turn.
    const cost = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(cost).toHaveTextContent('Life 4 → 3.');
    expect(cost).toHaveTextContent('no ability and no card this turn');
    expect(cost).toHaveTextContent('Use your ability or a card first');
    expect(cost).not.toHaveTextContent('knocks');
    expect(container.querySelector('.turn-hint')).toHaveTextContent(
      "Slaugg: your die's action ended on the pentacle. Reroll it (−1 Life)",
    );
    // Ending the turn instead is fine: nothing is paid.
    fireEvent.click(screen.getByRole('button', { name: 'End turn' }));
    expect(life('slaugg')).toBe(4);
    expect(st().summary!.active).toBe('grinder');
    expect(rerollButton()).toBeNull();
  });

  it("a reroll pays 1 Life; the button goes and only the new face's move is offered", () => {
    pentacle(4, ['blue']);
    const { container } = renderPlay();
    onPentacle(container);
    fireEvent.click(rerollButton()!);
    expect(st().error).toBeNull();
    expect(life('slaugg')).toBe(3);
    expect(st().summary!.titans.slaugg!.die).toBe('blue');
    expect(rerollButton()).toBeNull();
    // Only the blue die's moves: no ability, no card, no End turn before the move.
    expect(st().legal.length).toBeGreaterThan(0);
    expect(st().legal.every((a) => a.type === 'dieAction')).toBe(true);
    expect(container.querySelector('[data-guide="die"]')).toHaveTextContent(
      'Rerolled on the pentacle — your new blue die',
    );
    expect(container.querySelector('.turn-hint')).toHaveTextContent(
      "Slaugg: you rerolled on the pentacle — perform the new face's action",
    );
    const bar = container.querySelector('[data-action-bar]') as HTMLElement;
    // Greyed, and a press says why in the engine's words (play-test: greyed with no reason).
    const ability = within(bar).getByRole('button', { name: 'Use ability' });
    expect(ability).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(ability);
    expect(st().ui.draft?.mode).not.toBe('ability');
    expect(problemText(st().error!)).toMatch(/pentacle reroll/i);
    fireEvent.click(within(bar).getByRole('button', { name: 'Show my cards' }));
    expect(bar.querySelector('[data-card="elixir"]')).not.toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Play' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Discard' })).toBeNull();
    expect(screen.getByRole('log')).toHaveTextContent(
      'Slaugg pays 1 Life to reroll its die on the pentacle (3 left); the die now shows blue',
    );
    // The roll is revealed: undo stops there.
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute(
      'title',
      'Undo is not possible: the die was rerolled on the pentacle.',
    );
    // The new face's move, offered on the board like any other.
    const dests = container.querySelectorAll('.space--move[data-selectable="true"]');
    expect(dests.length).toBeGreaterThan(0);
    fireEvent.click(dests[0]);
    if (!screen.queryByRole('button', { name: 'Confirm move' }))
      fireEvent.click(
        within(container.querySelector('[data-guide] fieldset.choice') as HTMLElement).getAllByRole(
          'button',
        )[0],
      );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm move' }));
    expect(st().error).toBeNull();
    expect(st().summary!.titans.slaugg!.space).not.toBe('C7');
    expect(st().legal.some((a) => a.type === 'endTurn')).toBe(true);
    expect(rerollButton()).toBeNull();
  });

  it('rerolling its own colour gains the Life back (R4.3), said in the log', () => {
    pentacle(4, ['green']);
    const { container } = renderPlay();
    onPentacle(container);
    fireEvent.click(rerollButton()!);
    expect(
      st()
        .log.at(-1)!
        .map((e) => e.type),
    ).toEqual(['lifeLost', 'pentacleReroll', 'lifeGained']);
    expect(life('slaugg')).toBe(4);
    expect(screen.getByRole('log')).toHaveTextContent(
      'Slaugg pays 1 Life to reroll its die on the pentacle (3 left); the die now shows green: Slaugg performs its green action (no ability or card after a reroll); Slaugg gains 1 Life for its own colour (4 now)',
    );
  });

  it('at 1 Life the cost warns that the reroll knocks the Titan out, and it does', () => {
    pentacle(1);
    const { container } = renderPlay();
    onPentacle(container);
    const cost = document.getElementById(rerollButton()!.getAttribute('aria-describedby')!)!;
    expect(cost).toHaveClass('warning');
    expect(cost).toHaveTextContent(
      "Life 1 → 0. Warning: this is Slaugg's last Life — paying it knocks Slaugg out. The die is not rerolled and only End turn remains.",
    );
    fireEvent.click(rerollButton()!);
    expect(life('slaugg')).toBe(0);
    expect(st().summary!.titans.slaugg!.ko).toBe(true);
    expect(st().legal).toEqual([{ type: 'endTurn' }]);
    expect(rerollButton()).toBeNull();
    expect(screen.getByRole('log')).toHaveTextContent('Slaugg is knocked out!');
  });
});

describe("purple's face choice", () => {
  it('choose the face, the destination, the optional strike, then confirm (R4.1)', () => {
    loadPosition({
      setup: {
        circuits: [EMPTY],
        titans: ['grinder', 'slaugg', 'craken'],
        seed: 11,
        options: { reactions: 'never' },
      },
      position: {
        titans: { grinder: { space: 'C5' }, slaugg: { space: 'A11' }, craken: { space: 'E9' } },
        active: 'grinder',
        dice: ['purple', 'blue', 'yellow'],
      },
    });
    const { container } = renderPlay();
    fireEvent.click(container.querySelector('[data-pool] button[data-die-face="purple"]')!);
    // First the face to copy, as buttons; the faces in the pool are offered too.
    const guide = container.querySelector('[data-guide]') as HTMLElement;
    const green = within(guide).getByRole('button', { name: /^Green/ });
    expect(within(guide).getByRole('button', { name: /^Blue/ })).toBeInTheDocument();
    expect(container.querySelectorAll('.space--move[data-selectable="true"]')).toHaveLength(0);
    fireEvent.click(green);
    // Then green's destinations on the board; E7 is R, R.
    expect(space('E7')).toHaveAttribute('data-selectable', 'true');
    fireEvent.click(space('E7'));
    // The strike is optional (none by default); aim it at Craken on E9.
    expect(screen.getByText(/Optional strike: none/)).toBeInTheDocument();
    fireEvent.click(space('E9'));
    // When the strike happens, and when purple's Life is paid, if still open, are buttons.
    for (let i = 0; i < 3 && !screen.queryByRole('button', { name: 'Confirm move' }); i++) {
      const open = [...container.querySelectorAll('[data-guide] fieldset.choice')].find(
        (f) => !f.querySelector('[aria-pressed="true"]'),
      );
      fireEvent.click(
        within(open as HTMLElement)
          .getAllByRole('button')
          .at(-1)!,
      );
    }
    const preview = screen.getByLabelText('What will happen');
    expect(preview).toHaveTextContent('Grinder loses 1 Life');
    expect(preview).toHaveTextContent('Craken loses 1 Life');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm move' }));
    expect(container.querySelector('[data-titan="grinder"]')).toHaveAttribute('data-space', 'E7');
    expect(life('grinder')).toBe(5);
    expect(life('craken')).toBe(5);
  });
});

/** Grinder on C5 holding Mimicry, Craken on D6 and Slaugg at `slaugg`: the yellow die taken, Mimicry's Play pressed. */
function playMimicry(slaugg: string) {
  loadPosition({
    setup: {
      circuits: [EMPTY],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 11,
      options: { reactions: 'never' },
    },
    position: {
      titans: {
        grinder: { space: 'C5', hand: ['mimicry'] },
        slaugg: { space: slaugg },
        craken: { space: 'D6' },
      },
      active: 'grinder',
      dice: ['yellow', 'brown', 'green'],
    },
  });
  const view = renderPlay();
  fireEvent.click(view.container.querySelector('[data-pool] button[data-die-face="yellow"]')!);
  // The cards are shown and played from the action bar (issue 20).
  const bar = view.container.querySelector('[data-action-bar]') as HTMLElement;
  fireEvent.click(within(bar).getByRole('button', { name: 'Show my cards' }));
  const card = bar.querySelector('[data-card="mimicry"]') as HTMLElement;
  fireEvent.click(within(card).getByRole('button', { name: 'Play' }));
  return view;
}

describe('a Mimicry play through the guided flow', () => {
  it("shows the card, borrows Craken's swap, previews it and confirms (R11.3)", () => {
    const { container } = playMimicry('C7');
    const guide = container.querySelector('[data-guide="bonus"]') as HTMLElement;
    expect(guide).toHaveTextContent('Play Mimicry');
    // First the Titan whose ability is borrowed: Craken, next to Grinder.
    expect(space('D6')).toHaveAttribute('data-selectable', 'true');
    fireEvent.click(space('D6'));
    // Then the borrowed swap's target: Slaugg on C7.
    expect(space('C7')).toHaveAttribute('data-selectable', 'true');
    fireEvent.click(space('C7'));
    expect(screen.getByLabelText('What will happen')).toHaveTextContent(/Grinder/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm card' }));
    expect(st().error).toBeNull();
    expect(container.querySelector('[data-titan="grinder"]')).toHaveAttribute('data-space', 'C7');
    expect(container.querySelector('[data-titan="slaugg"]')).toHaveAttribute('data-space', 'C5');
    expect(st().summary!.titans.grinder!.hand).toEqual([]);
    expect(screen.getByRole('log')).toHaveTextContent(/Mimicry/);
  });
  it('one Titan in reach, both the copied one and the swap target: said once (playtest p1-033)', () => {
    const { container } = playMimicry('E11');
    const said = [...container.querySelectorAll('[data-fixed-target]')].map((e) => e.textContent);
    expect(said).toEqual(['Target: Craken on D6, the only one in reach.']);
  });
});
