// Which addresses fetch the play screen's code at start-up (issue 24): a game's, not the setup's or home's.
import { describe, expect, it } from 'vitest';
import { showsGame } from '../../src/ui/pages/GamePage';

describe('showsGame', () => {
  it('is true for a saved game and a setup link', () => {
    expect(showsGame('#/play/g-1a2b')).toBe(true);
    expect(showsGame('#/play?setup=%7B%7D')).toBe(true);
    expect(showsGame('#/play?names=%5B%5D&setup=%7B%7D')).toBe(true);
  });

  it('is false for home, the setup, a circuit link and a bare #/play', () => {
    for (const hash of [
      '',
      '#/',
      '#/setup',
      '#/play',
      '#/play?circuit=kaldheira',
      '#/lab',
      '#/editor',
      '#/playground',
    ])
      expect(showsGame(hash), hash).toBe(false);
  });
});
