// @vitest-environment jsdom
// Play-test: a new group chose a circuit by its picture, its icons (skulls, flames, snowflakes) unexplained
// until a Titan stood on one. The setup now says, under the circuits, what the chosen circuit's spaces do
// (R7), in the rules reference's words.
import { beforeEach, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { resetGameStore } from '../../src/store/game';
import { SetupScreen } from '../../src/ui/game/SetupScreen';

beforeEach(() => {
  localStorage.clear();
  resetGameStore();
});

const spaces = () =>
  within(screen.getByRole('list', { name: 'What the circuit’s spaces do' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

it('says what the chosen circuit’s spaces do, and follows the choice', () => {
  render(<SetupScreen onStarted={() => {}} onBack={() => {}} />);
  // Kaldheira, chosen at first: lava and bonus spaces (R7.1, R7.7).
  expect(spaces()).toEqual([
    'Bonus space: a Titan entering it draws a Bonus card if it holds fewer than two.',
    'Lava: entering it, by any means, costs 1 Life.',
  ]);
  fireEvent.click(screen.getByRole('radio', { name: "Dead Man's Lagoon" }));
  expect(spaces()).toEqual([
    'Bonus space: a Titan entering it draws a Bonus card if it holds fewer than two.',
    "Pirates: entering it, the Titan's player discards a Bonus card or loses 1 Life.",
  ]);
});
