// @vitest-environment jsdom
// "What will happen" says first where the chosen move ends: the guide's dest, the end of the engine's
// preview of that very action (store/guide.ts), not the end of the list's first step. A play-test read
// "D2" (a trap sprung on the way, then a reaction point) for a move that ends on D4.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetGameStore, useGame } from '../../src/store/game';
import { guideTurn, preview } from '../../src/store/guide';
import { parseSpace } from '../../src/engine/board';
import { PlayScreen } from '../../src/ui/game/PlayScreen';
import { switchLang } from '../../src/i18n/loaders';
import { loadPosition } from './loadPosition';

const st = () => useGame.getState();
const EMPTY = { id: 'x', name: 'x', spaces: {} };
const box = () => screen.getByLabelText(/What will happen|Ce qui va se passer/);
const endLine = () => box().querySelector('[data-preview-end]') as HTMLElement;
const pool = (face: string) => document.querySelector(`[data-pool] button[data-die-face="${face}"]`)!;
const space = (name: string) => document.querySelector(`.play-board [data-space="${name}"]`)!;

/** The engine's preview of the action the table has chosen: the active Titan's last step, and its knock-out. */
function engineEnd(): { to: string | null; ko: boolean } {
  const { game, legal, ui } = st();
  const g = guideTurn(game!, legal, ui.draft ?? { mode: 'die', picks: {} });
  const titan = game!.titans[game!.active].id;
  const p = preview(game!, g.action!);
  const last = p.events.filter((e) => e.type === 'moved' && e.titan === titan).at(-1);
  return {
    to: last && last.type === 'moved' ? last.to : null,
    ko: p.events.some((e) => e.type === 'knockedOut' && e.titan === titan),
  };
}

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
  st().setSettings({ speed: 'off', handoff: false });
});
afterEach(async () => {
  await act(() => switchLang('en'));
});

/** Rassïk on D12 with the yellow die, over the line onto the trap on D2; every player asked to react. */
function yellowOverTheLine(rassik: { hand: string[]; life?: number } = { hand: ['shield'] }): void {
  loadPosition({
    setup: {
      circuits: [EMPTY],
      titans: ['rassik', 'grinder', 'craken'],
      seed: 3,
      laps: 2,
      options: { reactions: 'always' },
    },
    position: {
      titans: { rassik: { space: 'D12', ...rassik }, grinder: { space: 'A5' }, craken: { space: 'E9' } },
      active: 'rassik',
      dice: ['yellow', 'red', 'brown'],
      traps: ['D2'],
    },
  });
}

/** Grinder (1 Life) with the green die: R R stops on the trap at D4 (guide.test.ts's case). */
function greenOntoTrap(): void {
  loadPosition({
    setup: {
      circuits: [EMPTY],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 7,
      options: { reactions: 'never' },
    },
    position: {
      titans: { grinder: { space: 'C3', life: 1 }, slaugg: { space: 'A9' }, craken: { space: 'E11' } },
      active: 'grinder',
      dice: ['green', 'yellow', 'red'],
      traps: ['D4'],
    },
  });
}

describe('the preview names where the move ends', () => {
  it('D12 to D2 (a trap), a reaction point, then D2 to D4: "Ends on D4", right under the heading', () => {
    yellowOverTheLine();
    render(<PlayScreen onHome={() => {}} />);
    fireEvent.click(pool('yellow'));
    // The list as the play-test saw it: its first line ends on D2, the reaction point, the last on D4.
    const items = [...box().querySelectorAll('li')];
    expect(items[0]).toHaveTextContent('Rassïk steps from D12 to D2');
    expect(items[0]).toHaveTextContent('springs the trap on D2');
    expect(box().querySelector('[data-decision]')).toHaveTextContent('Every player may react here');
    expect(items.at(-1)).toHaveTextContent('Rassïk steps from D2 to D4');
    // The end, said once, before the list: the engine's preview's end, as the prompt says it.
    expect(engineEnd()).toEqual({ to: 'D4', ko: false });
    expect(endLine()).toHaveTextContent(/^Ends on D4$/);
    expect(endLine()).toHaveAttribute('data-preview-end', String(parseSpace('D4', 1)));
    expect(box().querySelector('h3')!.nextElementSibling).toBe(endLine());
    expect(document.querySelector('.guide-prompt')).toHaveTextContent('Move to D4');
  });

  it('in French too', async () => {
    await act(() => switchLang('fr'));
    yellowOverTheLine();
    render(<PlayScreen onHome={() => {}} />);
    fireEvent.click(pool('yellow'));
    expect(endLine()).toHaveTextContent(/^Finit sur D4$/);
  });

  it('a Titan knocked out on the way ends nowhere: the line says so, naming no space', () => {
    greenOntoTrap();
    render(<PlayScreen onHome={() => {}} />);
    fireEvent.click(pool('green'));
    fireEvent.click(space('D4'));
    expect(engineEnd().ko).toBe(true);
    expect(endLine()).toHaveTextContent(/^Ends with Grinder knocked out$/);
    expect(endLine()).toHaveAttribute('data-preview-end', 'ko');
    expect(box()).toHaveTextContent('this knocks out your own Titan (Grinder)');
  });

  it('a strike before the move that destroys the trap: the end is the action’s (E5), not the space clicked (D4)', () => {
    greenOntoTrap();
    render(<PlayScreen onHome={() => {}} />);
    fireEvent.click(pool('green'));
    fireEvent.click(space('D4'));
    const d4 = String(parseSpace('D4', 1));
    act(() => {
      st().pick('extra', d4);
      st().pick('when', 'before');
    });
    expect(engineEnd()).toEqual({ to: 'E5', ko: false });
    expect(endLine()).toHaveTextContent(/^Ends on E5$/);
  });

  it('no end line for a choice that is not a die move (a card)', () => {
    yellowOverTheLine({ hand: ['elixir'], life: 3 });
    render(<PlayScreen onHome={() => {}} />);
    act(() => {
      st().perform({ type: 'chooseDie', die: 0 });
      st().setDraft('bonus', 'elixir');
    });
    expect(box()).toHaveTextContent('Rassïk');
    expect(box().querySelector('[data-preview-end]')).toBeNull();
  });
});
