// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { cardName } from '../../src/ui/meta';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { applyAction } from '../../src/engine';
import { resetGameStore, SETTINGS_KEY, useGame } from '../../src/store/game';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { CARD_NAME } from '../../src/engine/data';
import { loadPosition } from './loadPosition';

const CARDS = Object.values(CARD_NAME);
const st = () => useGame.getState();

function renderPlay() {
  return render(<PlayScreen onHome={() => {}} />);
}

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});

describe('play screen', () => {
  it('Settings sets the master bot’s time per decision (800 ms by default) and keeps it', () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 });
    renderPlay();
    // The menu's controls are made when it first opens (issue 24).
    expect(screen.queryByLabelText(/Master bot thinks/)).toBeNull();
    fireEvent.click(screen.getByText('Settings', { selector: 'summary' }));
    const select = screen.getByLabelText(/Master bot thinks/) as HTMLSelectElement;
    expect(select.value).toBe('800');
    fireEvent.change(select, { target: { value: '1500' } });
    expect(st().settings.masterMs).toBe(1500);
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!).masterMs).toBe(1500);
  });

  it('has the stable hooks: data-active, data-pool, role=log, and the named buttons', () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 });
    const { container } = renderPlay();
    const active = st().summary!.active;
    expect(container.querySelector(`[data-active="${active}"]`)).not.toBeNull();
    expect(container.querySelector('[data-pool]')).not.toBeNull();
    expect(screen.getByRole('log')).toHaveTextContent('Round 1');
    expect(screen.getByRole('button', { name: 'End turn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    const dice = container.querySelectorAll('[data-pool] button[data-die-face]');
    expect(dice).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Roll the dice' })).toBeNull();
  });

  it('an illegal click shows why and changes nothing', () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 });
    const { container } = renderPlay();
    const game = st().game;
    fireEvent.click(container.querySelector('[data-space="C5"]')!);
    expect(screen.getByRole('alert')).toHaveTextContent('C5 cannot be chosen yet: roll the dice first.');
    expect(st().game).toBe(game);
    // Controls that could only answer with an error are disabled, with the reason (issue 13, R9.3).
    expect(screen.getByRole('button', { name: 'End turn' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'End turn' })).toHaveAttribute(
      'title',
      'End turn: roll the dice first.',
    );
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute(
      'title',
      'There is nothing to undo yet.',
    );
    expect(container.querySelector('[data-why-disabled]')).toHaveTextContent(
      'End turn: roll the dice first. There is nothing to undo yet.',
    );
    expect(st().game).toBe(game);
  });

  it('guides a first turn: start spaces, destinations, preview, Confirm move', () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 });
    const { container } = renderPlay();
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    fireEvent.click(container.querySelector('[data-pool] button[data-die-face]')!);
    const starts = [...container.querySelectorAll('[data-selectable="true"]')].map((e) =>
      e.getAttribute('data-space'),
    );
    expect(starts.sort()).toEqual(['A1', 'C1', 'E1']);
    // A space that is not offered: refused with the reason.
    fireEvent.click(container.querySelector('[data-space="D2"]')!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'D2 cannot be chosen: it is not one of the highlighted spaces',
    );
    fireEvent.click(container.querySelector('[data-space="C1"]')!);
    // R9.2 as one choice (issue 13): the start space, then the die's destinations from it, one Confirm.
    expect(container.querySelector('[data-entry="C1"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm move' })).toBeNull();
    const active = st().summary!.active;
    const dests = container.querySelectorAll('.space--move[data-selectable="true"]');
    expect(dests.length).toBeGreaterThan(0);
    fireEvent.click(dests[0]);
    if (!screen.queryByRole('button', { name: 'Confirm move' }))
      fireEvent.click(
        within(container.querySelector('fieldset.choice')! as HTMLElement).getAllByRole('button')[0],
      );
    const box = screen.getByLabelText('What will happen').textContent ?? '';
    expect(box).toMatch(/enters the board on C1/);
    expect(box).toMatch(/steps from C1/);
    const actions = st().actions.length;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm move' }));
    expect(st().actions.length).toBe(actions + 2);
    expect(container.querySelector(`[data-titan="${active}"]`)).not.toHaveAttribute('data-space', 'C1');
    expect(container.querySelector(`[data-titan="${active}"]`)).not.toHaveAttribute('data-space', '');
    expect(screen.getByRole('log')).toHaveTextContent('enters the board on C1');
    expect(screen.getByRole('log')).toHaveTextContent('steps from C1');
  });

  it('the first turn’s start space can be changed before confirming', () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 });
    const { container } = renderPlay();
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    fireEvent.click(container.querySelector('[data-pool] button[data-die-face]')!);
    fireEvent.click(container.querySelector('[data-space="C1"]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Change start space' }));
    const starts = [...container.querySelectorAll('[data-selectable="true"]')].map((e) =>
      e.getAttribute('data-space'),
    );
    expect(starts.sort()).toEqual(['A1', 'C1', 'E1']);
  });

  it('keeps hands face down until "Show my cards", only for the player to act', () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 });
    const { container } = renderPlay();
    const text = () => container.textContent ?? '';
    expect(CARDS.some((c) => text().includes(c))).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Show my cards' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show my cards' }));
    const active = st().summary!.active;
    const card = st().summary!.titans[active]!.hand[0];
    expect(container.querySelector(`[data-card="${card}"]`)).not.toBeNull();
    expect(CARDS.some((c) => text().includes(c))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Hide my cards' }));
    expect(CARDS.some((c) => text().includes(c))).toBe(false);
  });

  it('prompts the right player for pirates; the discard choice needs the cards shown', () => {
    const s = loadPosition({
      setup: {
        circuits: [{ id: 'p', name: 'p', spaces: { B8: 'pirates', C9: 'pirates' } }],
        titans: ['chtoolhoo', 'grinder', 'slaugg'],
        seed: 11,
        options: { reactions: 'never' },
      },
      position: {
        titans: {
          chtoolhoo: { space: 'A7', hand: ['elixir'] },
          grinder: { space: 'E3' },
          slaugg: { space: 'E11' },
        },
        active: 'chtoolhoo',
        dice: ['brown', 'blue', 'yellow'],
      },
    });
    expect(s).toBeTruthy();
    const { container } = renderPlay();
    act(() => {
      st().perform({ type: 'chooseDie', die: 0 });
      st().perform({ type: 'dieAction', path: ['R', 'R', 'R'] });
    });
    expect(st().error).toBeNull();
    expect(st().summary!.pending).toMatchObject({ kind: 'pirates' });
    expect(container.querySelector('[data-pending]')).not.toBeNull();
    const prompt = screen.getByRole('alertdialog');
    expect(prompt).toHaveTextContent('Decision for P1 (Chtoolhoo)');
    expect(prompt).toHaveTextContent('Pirates on B8');
    expect(prompt).not.toHaveTextContent('Elixir');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Show my cards' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard Elixir' }));
    // Second pirate space: no card left, so the engine takes the Life without asking (R7.2).
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(container.querySelector('[data-titan="chtoolhoo"]')).toHaveAttribute('data-space', 'D10');
    expect(st().summary!.titans.chtoolhoo!.life).toBe(3);
  });

  it('warns before a move that knocks out your own Titan', () => {
    loadPosition({
      setup: {
        circuits: [{ id: 'x', name: 'x', spaces: { E5: 'lava', F6: 'lava' } }],
        titans: ['grinder', 'slaugg', 'craken'],
        seed: 7,
        options: { reactions: 'never' },
      },
      position: {
        titans: { grinder: { space: 'C3', life: 1 }, slaugg: { space: 'A9' }, craken: { space: 'E11' } },
        active: 'grinder',
        dice: ['brown', 'yellow', 'red'],
      },
    });
    const { container } = renderPlay();
    fireEvent.click(container.querySelector('[data-pool] button[data-die-face="brown"]')!);
    const dest = [...container.querySelectorAll('.space--move[data-selectable="true"]')].find(
      (e) => e.getAttribute('data-space') === 'E5',
    );
    expect(dest).toBeTruthy();
    fireEvent.click(dest!);
    expect(screen.getByText(/Warning: this knocks out your own Titan \(Grinder\)/)).toBeInTheDocument();
  });

  it('uses an ability through the same highlight → preview → confirm', () => {
    loadPosition({
      setup: {
        circuits: ['kaldheira'],
        titans: ['slaugg', 'grinder', 'craken'],
        seed: 7,
        options: { reactions: 'never' },
      },
      position: {
        titans: { slaugg: { space: 'C3' }, grinder: { space: 'C5' }, craken: { space: 'E11' } },
        active: 'slaugg',
        dice: ['yellow', 'red', 'blue'],
      },
    });
    renderPlay();
    fireEvent.click(document.querySelector('[data-pool] button[data-die-face="yellow"]')!);
    fireEvent.click(screen.getByRole('button', { name: 'Use ability' }));
    expect(screen.getByLabelText('What will happen')).toHaveTextContent('Grinder loses 1 Life');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm ability' }));
    expect(st().summary!.titans.grinder!.life).toBe(5);
    expect(st().summary!.titans.slaugg!.abilityUsed).toBe(true);
    // The chip keeps the ability's state under its details (issue 20).
    const chip = document.querySelector('[data-titan-panel="slaugg"]') as HTMLElement;
    expect(within(chip).queryByText('Ability card face down (used)')).toBeNull();
    fireEvent.click(within(chip).getByRole('button', { name: /^Slaugg/ }));
    expect(within(chip).getByText('Ability card face down (used)')).toBeInTheDocument();
  });

  it('shows the winner with data-winner and offers a rematch', () => {
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7, laps: 1 });
    // Play the first legal action until someone wins (engine-driven, no UI clicks).
    act(() => {
      for (let i = 0; i < 2000 && st().summary!.winner === null; i++) {
        const a =
          st().legal.find((x) => x.type === 'dieAction') ??
          st().legal.find((x) => x.type === 'decide') ??
          st().legal.find((x) => x.type !== 'endTurn') ??
          st().legal[0];
        st().perform(a);
      }
    });
    const { container } = renderPlay();
    const w = container.querySelector('[data-winner]');
    expect(w).not.toBeNull();
    expect(w!.getAttribute('data-winner')).toBe(st().summary!.winner);
    // Standings (issue 13): the winner first and "finished", every hand revealed, and the statistics.
    const rows = [...container.querySelectorAll('[data-standing]')];
    expect(rows.map((r) => r.getAttribute('data-standing'))[0]).toBe(st().summary!.winner);
    expect(rows[0]).toHaveTextContent('finished');
    expect(rows).toHaveLength(3);
    for (const t of st().game!.titans) {
      const row = container.querySelector(`[data-standing="${t.id}"]`)!;
      if (t.hand.length === 0) expect(row).toHaveTextContent('no cards');
      else for (const c of t.hand) expect(row.textContent).toContain(cardName(c));
    }
    expect(screen.getAllByRole('table')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(container.querySelector('[data-winner]')).toBeNull();
    expect(st().setup!.seed).not.toBe(7);
  });
});

// Keep the helper used.
void applyAction;

describe('choices shown on the board before they are made (issue 13)', () => {
  it('pointing at or focusing a way there draws its path: by F2 or by E3, and says how they differ (Kaldheira’s lava, R7.1; issue 20)', () => {
    st().setSettings({ handoff: false });
    st().newGame({
      circuits: ['kaldheira'],
      titans: ['craken', 'grinder', 'slaugg'],
      seed: 3,
      first: 'craken',
      rolls: ['blue', 'yellow', 'red', 'brown'],
    });
    const { container } = renderPlay();
    fireEvent.click(screen.getByRole('button', { name: 'Roll the dice' }));
    fireEvent.click(container.querySelector('[data-pool] button[data-die-face="blue"]')!);
    fireEvent.click(container.querySelector('[data-space="E1"]')!);
    fireEvent.click(container.querySelector('[data-space="F4"]')!);
    const lit = () =>
      [...container.querySelectorAll('.space--highlighted')].map((e) => e.getAttribute('data-space')).sort();
    // Both ways are drawn until one is pointed at (play-test: the board showed no route while the way was
    // asked); each space only one way passes picks that way.
    expect(lit()).toEqual(['E3', 'F2', 'F4']);
    const ringed = [...container.querySelectorAll('.space--selectable')].map((e) =>
      e.getAttribute('data-space'),
    );
    expect(ringed.sort()).toEqual(['E3', 'F2']);
    // D4, blue's other end from E1, is a button apart: a tap there changes the destination (play-test).
    expect(container.querySelector('[data-space="D4"]')).toHaveClass('space--other-end');
    // The prompt names the destination; each way says what it does that the other does not.
    expect(container.querySelector('.guide-prompt')!.textContent).toContain('Choose the way to F4');
    const byF2 = screen.getByRole('button', {
      name: '↗ diagonally forward-right, then ↑ straight ahead — lava on F2: Craken −1 Life',
    });
    const byE3 = screen.getByRole('button', {
      name: '↑ straight ahead, then ↗ diagonally forward-right — nothing else on the way',
    });
    // What both ways do (F4's bonus, R7.7) is said once, above them: no way reads as if nothing happened.
    expect(container.querySelector('.choice__shared')!.textContent).toBe(
      'Either way: bonus on F4: Craken draws a card.',
    );
    fireEvent.mouseEnter(byF2);
    expect(lit()).toContain('F2');
    expect(lit()).not.toContain('E3');
    fireEvent.mouseLeave(byF2);
    fireEvent.focus(byE3);
    expect(lit()).toContain('E3');
    expect(lit()).not.toContain('F2');
    fireEvent.blur(byE3);
    expect(lit()).toEqual(['E3', 'F2', 'F4']);
  });
});
