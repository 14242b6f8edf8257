// @vitest-environment jsdom
// Issue 20, fewer presses, as the player sees them: the hand-off's one button also rolls when rolling is
// all the player can do (R4.2), and "Confirm & end turn" sits beside Confirm move when the move leaves
// only optional extras (Slaugg's ability, a card in hand) — in English and in French.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { legalActions, loadScenario, summarize } from '../../src/engine';
import { resetGameStore, useGame } from '../../src/store/game';
import { HandOff } from '../../src/ui/game/HandOff';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { setCatalogue } from '../../src/i18n';
import { en } from '../../src/i18n/catalogues/en';
import { fr } from '../../src/i18n/catalogues/fr';

const st = () => useGame.getState();

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
});
afterEach(() => {
  setCatalogue('en', en);
});

describe('the hand-off that rolls', () => {
  beforeEach(() => {
    st().setSettings({ speed: 'off', handoff: true });
    st().newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 }, [
      'Ann',
      'Bob',
      'Cid',
    ]);
  });

  it('says it rolls, and one press takes the device and rolls the dice', () => {
    const name = st().names[st().ui.handoff!];
    const { container } = render(<HandOff />);
    const button = screen.getByRole('button', { name: `I am ${name} — roll the dice` });
    expect(button).toHaveAttribute('data-handoff-roll', 'first');
    act(() => {
      fireEvent.click(button);
    });
    expect(container.querySelector('[data-handoff]')).toBeNull();
    expect(st().actions).toEqual([{ type: 'roll' }]);
  });

  it('in French', () => {
    setCatalogue('fr', fr);
    const name = st().names[st().ui.handoff!];
    render(<HandOff />);
    expect(screen.getByRole('button', { name: `Je suis ${name} — lancer les dés` })).toBeInTheDocument();
  });
});

/** Slaugg on D2 with a yellow die to take: 2 ahead to D6, past nothing that draws or asks (Kaldheira). */
function slauggToMove(): void {
  const r = loadScenario({
    setup: { circuits: ['kaldheira'], titans: ['slaugg', 'grinder', 'craken'], seed: 7 },
    position: {
      titans: {
        slaugg: { space: 'D2', life: 4, hand: ['elixir'] },
        grinder: { space: 'A11' },
        craken: { space: 'F12' },
      },
      active: 'slaugg',
      dice: ['yellow', 'red', 'blue'],
    },
  });
  if (!r.ok) throw new Error(r.error.message);
  useGame.setState({
    game: r.state,
    setup: r.state.setup,
    names: ['P1', 'P2', 'P3'],
    actions: [],
    turnHistory: [],
    log: [[]],
    summary: summarize(r.state),
    legal: legalActions(r.state),
  });
}

describe('Confirm & end turn', () => {
  beforeEach(() => {
    st().setSettings({ speed: 'off', handoff: false, autoEnd: true });
    slauggToMove();
  });

  /** Take the yellow die and answer the guide's questions until Confirm move is offered. */
  function toConfirm(container: HTMLElement, row: HTMLElement, confirm: string): void {
    fireEvent.click(container.querySelector('[data-pool] button[data-die-face="yellow"]')!);
    for (let i = 0; i < 4 && !within(row).queryByRole('button', { name: confirm }); i++) {
      const s = container.querySelector('.play-board .space--move[data-selectable]');
      if (s) fireEvent.click(s);
    }
  }

  it('sits beside Confirm move; it makes the move and says the turn ends in a moment', () => {
    const { container } = render(<PlayScreen onHome={() => {}} />);
    const row = container.querySelector('[data-action-bar] .action-foot') as HTMLElement;
    toConfirm(container, row, 'Confirm move');
    expect(within(row).getByRole('button', { name: 'Confirm move' })).toBeInTheDocument();
    const both = within(row).getByRole('button', { name: 'Confirm & end turn' });
    act(() => {
      fireEvent.click(both);
    });
    expect(st().actions.map((a) => a.type)).toEqual(['chooseDie', 'dieAction']);
    expect(st().summary!.active).toBe('slaugg');
    // Slaugg's ability and the Elixir are still legal: only the player's request ends the turn.
    expect(st().legal.some((a) => a.type === 'ability')).toBe(true);
    expect(container.querySelector('[data-auto-end]')).toHaveTextContent(
      'Move made: the turn ends in a moment.',
    );
  });

  it('with a plain Confirm move the turn stays open for the ability or the card', () => {
    const { container } = render(<PlayScreen onHome={() => {}} />);
    const row = container.querySelector('[data-action-bar] .action-foot') as HTMLElement;
    toConfirm(container, row, 'Confirm move');
    act(() => {
      fireEvent.click(within(row).getByRole('button', { name: 'Confirm move' }));
    });
    expect(container.querySelector('[data-auto-end]')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Confirm & end turn' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'End turn' })).toBeEnabled();
  });

  it('in French', () => {
    setCatalogue('fr', fr);
    const { container } = render(<PlayScreen onHome={() => {}} />);
    const row = container.querySelector('[data-action-bar] .action-foot') as HTMLElement;
    toConfirm(container, row, 'Confirmer le déplacement');
    expect(within(row).getByRole('button', { name: 'Confirmer et finir le tour' })).toBeInTheDocument();
  });
});
