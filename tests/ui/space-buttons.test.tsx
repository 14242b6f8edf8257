// @vitest-environment jsdom
// The target buttons under the question (SpaceButtons): on a phone the board's spaces are too small to tap,
// a Grand Slam's 12 px, so the buttons are how a target is picked. A target with a Titan on it names the
// Titan (play-test 49: a Thunderbolt's targets read "1:D8 1:B10 1:D10" and meant decoding the board).
import { beforeEach, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { parseSpace } from '../../src/engine/board';
import { resetGameStore } from '../../src/store/game';
import type { Guide } from '../../src/store/guide';
import { SpaceButtons } from '../../src/ui/game/SpaceButtons';
import { loadPosition } from './loadPosition';

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
});

it('a target space with a Titan on it is named with the Titan; an empty one by its name alone', () => {
  loadPosition({
    setup: {
      circuits: [{ id: 'qa', name: 'qa', spaces: {} }],
      titans: ['craken', 'slaugg', 'grinder'],
      seed: 1,
    },
    position: {
      titans: { craken: { space: 'C5' }, slaugg: { space: 'C7' }, grinder: { space: 'D8' } },
      active: 'craken',
      dice: ['red', 'yellow', 'brown'],
    },
  });
  const at = (name: string) => parseSpace(name, 1, 1);
  const g = {
    selectAttr: 'target',
    selectable: new Set([at('C7'), at('D8'), at('B6')]),
    selectStyle: 'target',
  };
  render(<SpaceButtons g={g as unknown as Guide} />);
  // The Titan, then the space (play-test: "E3" alone had to be decoded on the board); an optional
  // strike's short form on a phone under 700 px high is the name over the space (CSS), the button's name
  // the whole words.
  expect(
    screen.getAllByRole('button').map((b) => b.querySelector('.target-long')?.textContent ?? b.textContent),
  ).toEqual(['B6', 'Slaugg (C7)', 'Grinder (D8)']);
  const short = screen.getByRole('button', { name: 'Grinder (D8)' }).querySelector('.target-short');
  expect(short).toHaveTextContent(/^Grinder D8$/);
  expect(short!.querySelector('.target-titan')).toHaveTextContent(/^Grinder$/);
  expect(short).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('button', { name: 'Grinder (D8)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'B6' })).toBeInTheDocument();
});

it("on a Grand Slam a short bar shows the Titan's initials, its spaces being the smallest", () => {
  const EMPTY = { id: 'qa', name: 'qa', spaces: {} };
  loadPosition({
    setup: { circuits: [EMPTY, EMPTY, EMPTY], titans: ['craken', 'slaugg', 'grinder'], seed: 1 },
    position: {
      titans: { craken: { space: 'C5' }, slaugg: { space: '2:C7' }, grinder: { space: '3:D8' } },
      active: 'craken',
      dice: ['red', 'yellow', 'brown'],
    },
  });
  const g = { selectAttr: 'target', selectable: new Set([parseSpace('3:D8', 3, 1)]), selectStyle: 'target' };
  render(<SpaceButtons g={g as unknown as Guide} />);
  const b = screen.getByRole('button', { name: 'Grinder (3:D8)' });
  expect(b.querySelector('.opt-short')).toHaveTextContent('Gr (3:D8)');
});
