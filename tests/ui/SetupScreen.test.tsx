// @vitest-environment jsdom
// The setup screen: the designer's circuits next to the standard six (also for Grand Slam), the
// '#/play?circuit=' link, teams chosen by the players and checked by the engine, and the house rules.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TITANS } from '../../src/ui/meta';
import { CircuitLibrary, setLibraryForTests } from '../../src/editor/library';
import { freshCollection } from '../editor/helpers';
import { parseSetupHash } from '../../src/ui/game/setupLink';
import { resetGameStore, useGame } from '../../src/store/game';
import { App } from '../../src/ui/App';
import type { Circuit } from '../../src/engine/types';

const st = () => useGame.getState();
const MINE: Circuit = {
  id: 'pentacle-alley',
  name: 'Pentacle alley',
  spaces: { D6: 'pentacle', B4: 'bonus', E5: 'lava' },
};
let lib: CircuitLibrary;
let mineId: string;

/** Render the app at the setup; the setup screen loads lazily (issue 14), so wait for it. */
async function openSetup(hash = '#/setup') {
  window.history.replaceState(null, '', `/${hash}`);
  const r = render(<App />);
  await screen.findByRole('button', { name: 'Start the race' }, { timeout: 5000 });
  return r;
}
const start = () => fireEvent.click(screen.getByRole('button', { name: 'Start the race' }));
/** The one-line summary of a folded section ('course', 'titans', 'house'), read without unfolding it. */
const foldSummary = (id: string) => document.querySelector(`[data-fold="${id}"] [data-fold-summary]`);

beforeEach(async () => {
  localStorage.clear();
  resetGameStore();
  lib = new CircuitLibrary(freshCollection());
  await lib.load();
  setLibraryForTests(lib);
  const r = await lib.save(MINE);
  if (!r.ok) throw new Error('not saved');
  mineId = r.entry.id;
});
afterEach(() => {
  setLibraryForTests(null);
  window.history.replaceState(null, '', '/#/');
});

describe('setup: circuits', () => {
  it('lists the six standard circuits and the saved ones, each with its picture', async () => {
    await openSetup();
    const group = screen.getByRole('radiogroup', { name: 'Circuit' });
    const cards = within(group).getAllByRole('radio');
    expect(cards).toHaveLength(7);
    expect(cards[6]).toHaveTextContent('Pentacle alley (my circuit)');
    // Each is named by its circuit, not by the words drawn on its picture (play-test: a screen reader read
    // "wraps to F wraps to A ▲ off the top…").
    expect(cards[6]).toHaveAccessibleName('Pentacle alley (my circuit)');
    for (const card of cards.slice(0, 6)) expect(card).not.toHaveAccessibleName(/wraps to|off the top/);
    expect(cards[6].querySelector('[aria-label="Picture of Pentacle alley"]')).not.toBeNull();
    const pic = cards[6].querySelector('[data-space="D6"]');
    expect(pic).toHaveAttribute('data-element', 'pentacle');
  });

  it('#/play?circuit=<saved id> preselects it, and the game gets the circuit itself', async () => {
    await openSetup(`#/play?circuit=${mineId}`);
    expect(screen.getByRole('radio', { name: /Pentacle alley/ })).toHaveAttribute('aria-checked', 'true');
    // The course is folded: its summary names the link's circuit.
    expect(foldSummary('course')).toHaveTextContent('Pentacle alley · 3 laps');
    start();
    const c = st().setup!.circuits[0] as Circuit;
    expect(typeof c).toBe('object');
    expect(c.spaces).toEqual(MINE.spaces);
    expect(st().game!.course.names[0]).toBe('Pentacle alley');
    expect(window.location.hash).toMatch(/^#\/play\/g-/);
  });

  it('#/play?circuit=<standard id> preselects it and passes it by id', async () => {
    await openSetup('#/play?circuit=moltenchest');
    expect(document.querySelector('[data-circuit="moltenchest"]')).toHaveAttribute('aria-checked', 'true');
    expect(foldSummary('course')).toHaveTextContent(/^Moltenchest — the forbidden foundry · 3 laps$/);
    start();
    expect(st().setup!.circuits).toEqual(['moltenchest']);
  });

  it('an unknown circuit in the link is named in an alert; the standard default stays', async () => {
    await openSetup('#/play?circuit=c-gone');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('c-gone');
    expect(document.querySelector('[data-circuit="kaldheira"]')).toHaveAttribute('aria-checked', 'true');
  });

  it('lists the saved circuits for each of the three Grand Slam boards', async () => {
    await openSetup();
    fireEvent.click(screen.getByRole('radio', { name: 'Grand Slam (three boards, one lap)' }));
    for (const b of [1, 2, 3]) {
      const group = screen.getByRole('radiogroup', { name: `Board ${b} circuit` });
      expect(within(group).getAllByRole('radio')).toHaveLength(7);
    }
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Board 2 circuit' })).getByRole('radio', {
        name: /Pentacle alley/,
      }),
    );
    expect(foldSummary('course')).toHaveTextContent(
      'Grand Slam: Kaldheira — the pools of doom, Pentacle alley, The icy plains of Estengaard',
    );
    start();
    const cs = st().setup!.circuits;
    expect(cs[0]).toBe('kaldheira');
    expect((cs[1] as Circuit).spaces).toEqual(MINE.spaces);
    expect(cs[2]).toBe('estengaard');
    expect(st().game!.course.boards).toBe(3);
  });

  it('a circuit saved in the editor later appears without leaving the setup', async () => {
    await openSetup();
    await act(async () => {
      await lib.save({ id: 'x', name: 'Late one', spaces: { A3: 'ice' } });
    });
    expect(screen.getByRole('radio', { name: /Late one/ })).toBeInTheDocument();
  });

  it('#/play?circuit=<saved id> while the library is still loading: chosen once it is read', async () => {
    const later = new CircuitLibrary(lib.store);
    setLibraryForTests(later);
    await openSetup(`#/play?circuit=${mineId}`);
    // not refused while loading
    expect(screen.queryByText(/neither a standard circuit/)).toBeNull();
    await act(async () => {
      await later.load();
    });
    expect(screen.getByRole('radio', { name: /Pentacle alley/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText(/neither a standard circuit/)).toBeNull();
    expect(foldSummary('course')).toHaveTextContent('Pentacle alley');
  });
});

describe('setup: teams', () => {
  it('4 players: 2 teams of 2 chosen by the players; team-mates side by side are refused', async () => {
    await openSetup();
    fireEvent.click(screen.getByRole('radio', { name: '4 players' }));
    fireEvent.change(screen.getByLabelText('Teams'), { target: { value: '2x2' } });
    // The preset is valid: seats 1 and 3 against 2 and 4.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Team of player 2'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Team of player 3'), { target: { value: '1' } });
    // Players 1 and 2 now form a team but sit side by side: the engine's own words.
    expect(screen.getByRole('alert')).toHaveTextContent(/Team-mates never sit side by side/);
    // The teams are under the folded "Titans and turn order": Start opens it and focuses the team to change.
    const fold = document.querySelector<HTMLDetailsElement>('details[data-fold="titans"]')!;
    expect(fold.open).toBe(false);
    start();
    expect(st().game).toBeNull();
    expect(window.location.hash).toBe('#/setup');
    expect(fold.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Team of player 2'));
    // The refusal's words sit in the Start row, kept at the window's foot, so they are seen with the field.
    expect(screen.getByRole('alert').closest('.setup-start')).not.toBeNull();
    // The other folds stay as they were.
    expect(document.querySelector<HTMLDetailsElement>('details[data-fold="house"]')!.open).toBe(false);
    // Reordering the seats fixes it: move player 2's Titan one seat later.
    fireEvent.click(screen.getAllByRole('button', { name: /later$/ })[1]);
    expect(screen.queryByRole('alert')).toBeNull();
    start();
    const s = st().setup!;
    expect(s.teams).toHaveLength(2);
    expect(s.teams!.every((t) => t.length === 2)).toBe(true);
    expect(st().game!.teams).not.toBeNull();
  });

  it('6 players: 2 teams of 3 or 3 teams of 2', async () => {
    await openSetup();
    fireEvent.click(screen.getByRole('radio', { name: '6 players' }));
    const teams = screen.getByLabelText('Teams');
    expect(
      within(teams)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['no teams', '2 teams of 3', '3 teams of 2']);
    fireEvent.change(teams, { target: { value: '3x2' } });
    expect(within(screen.getByLabelText('Team of player 1')).getAllByRole('option')).toHaveLength(3);
    start();
    expect(st().setup!.teams!.map((t) => t.length)).toEqual([2, 2, 2]);
    expect(st().game!.teams).toHaveLength(3);
  });

  it('no teams with 3 or 5 players', async () => {
    await openSetup();
    expect(screen.queryByLabelText('Teams')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '5 players' }));
    expect(screen.queryByLabelText('Teams')).toBeNull();
  });
});

describe('setup: house rules (R12.4)', () => {
  it('passes reactions, laps, Life, starting Life, hand size, traps and the deck to the engine', async () => {
    await openSetup();
    fireEvent.change(screen.getByLabelText('Laps'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Reaction prompts'), { target: { value: 'always' } });
    fireEvent.change(screen.getByLabelText('Maximum Life'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Hand size'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Trap supply'), { target: { value: '5' } });
    const seats = Array.from(document.querySelectorAll('[data-seat]')).map((e) =>
      e.getAttribute('data-seat'),
    );
    const name = (id: string) => TITANS[id as 'grinder'].name;
    fireEvent.change(screen.getByLabelText(`Starting Life of ${name(seats[0]!)}`), {
      target: { value: '3' },
    });
    fireEvent.change(screen.getByLabelText('Copies of Shield'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Copies of Elixir'), { target: { value: '9' } });
    start();
    const g = st().game!;
    const o = st().setup!.options!;
    expect(st().setup!.laps).toBe(2);
    expect(o).toMatchObject({ reactions: 'always', maxLife: 8, handSize: 3, trapSupply: 5 });
    expect(o.startLife![seats[0] as 'grinder']).toBe(3);
    expect(o.deck!.shield).toBe(0);
    expect(o.deck!.elixir).toBe(9);
    expect(g.laps).toBe(2);
    expect(g.maxLife).toBe(8);
    expect(g.handSize).toBe(3);
    expect(g.trapTotal).toBe(5);
    expect(g.reactions).toBe('always');
    expect(g.titans[0].life).toBe(3);
    expect(g.titans[1].life).toBe(8);
    const cards = [...g.deck, ...g.titans.flatMap((t) => t.hand)];
    expect(cards.filter((c) => c === 'shield')).toHaveLength(0);
    expect(cards.filter((c) => c === 'elixir')).toHaveLength(9);
  });

  it('a lower maximum Life lowers the starting Life with it (Chtoolhoo starts at 4 by the rules)', async () => {
    await openSetup();
    fireEvent.change(screen.getAllByRole('combobox', { name: /^Titan/ })[0], {
      target: { value: 'chtoolhoo' },
    });
    fireEvent.change(screen.getByLabelText('Maximum Life'), { target: { value: '3' } });
    expect(screen.getByLabelText('Starting Life of Chtoolhoo')).toHaveValue(3);
    expect(screen.queryByRole('alert')).toBeNull();
    start();
    expect(st().game!.titans.every((t) => t.life === 3)).toBe(true);
  });

  it('the default options keep the rulebook deck and starting Life out of the setup', async () => {
    await openSetup();
    start();
    const o = st().setup!.options!;
    expect(o.deck).toBeUndefined();
    expect(o.startLife).toBeUndefined();
  });
});

describe('setup: names', () => {
  const link = () => screen.getByRole('link', { name: 'Link to this setup' }).getAttribute('href')!;

  it('invisible and direction-changing characters never get into a player’s name', async () => {
    await openSetup();
    const input = screen.getByLabelText('Name of player 1');
    fireEvent.change(input, { target: { value: '\u202eevil\u200b' } });
    expect(input).toHaveValue('evil');
    fireEvent.change(input, { target: { value: '  Ann\u00a0  Lee ' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('Ann Lee');
    start();
    expect(st().names[0]).toBe('Ann Lee');
  });

  it('“Link to this setup” carries any name exactly, a comma included', async () => {
    await openSetup();
    const names = ['Ann, the 1st', 'Bob & "Bo" #2 %20', 'Zoë 🎲 李雷'];
    names.forEach((n, i) =>
      fireEvent.change(screen.getByLabelText(`Name of player ${i + 1}`), { target: { value: n } }),
    );
    const href = link();
    const parsed = parseSetupHash(href.slice(href.indexOf('#')));
    expect(parsed && 'setup' in parsed && parsed.names).toEqual(names);
    // and the game started from it gets those names
    if (!parsed || !('setup' in parsed)) throw new Error('no setup');
    expect(st().newGame(parsed.setup, parsed.names).ok).toBe(true);
    expect(st().names).toEqual(names);
  });
});

describe('setup: the table’s manners (issue 13)', () => {
  it('a lap count out of range is said, not silently changed, and the kept value is used', async () => {
    await openSetup();
    const laps = screen.getByRole('spinbutton', { name: /^Laps/ });
    fireEvent.change(laps, { target: { value: '0' } });
    expect(laps).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('between 1 and 9: 3 is kept')).toBeInTheDocument();
    start();
    expect(st().setup!.laps).toBe(3);
  });

  it('the next setup remembers the player count, names and who plays them; Titan selects are named per player', async () => {
    const { unmount } = await openSetup();
    fireEvent.click(screen.getByRole('radio', { name: '4 players' }));
    fireEvent.change(screen.getByLabelText('Name of player 2'), { target: { value: 'Bea' } });
    expect(screen.getByRole('combobox', { name: 'Titan of player 4' })).toBeInTheDocument();
    start();
    unmount();
    await openSetup();
    expect(screen.getByRole('radio', { name: '4 players' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Name of player 2')).toHaveValue('Bea');
  });
});
