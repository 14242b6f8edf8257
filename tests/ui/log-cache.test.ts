// The log's cache of worded entries (EventLog.tsx): a recap that words a slice of the log from a fresh
// context (the hand-off, the phone's bar) must not leave its wording for the whole log (R4.2: the round's
// last Titan rerolls every die, which the log can only say knowing the first roll before it).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/types';
import { logLines } from '../../src/ui/game/EventLog';

describe('log wording cache', () => {
  it('words an entry by its context: a slice first, then the whole log', () => {
    const first: GameEvent[] = [
      { type: 'turnStarted', titan: 'grinder', round: 1 },
      { type: 'diceRolled', titan: 'grinder', faces: ['yellow', 'red', 'green'] },
    ];
    const last: GameEvent[] = [{ type: 'diceRolled', titan: 'craken', faces: ['blue', 'purple', 'blue'] }];
    const log = [first, last];
    // The slice alone does not know the dice were rolled this round: a plain roll.
    expect(logLines(log.slice(-1), {}).at(-1)!.text).toMatch(/^Craken rolls all the dice/);
    // The whole log knows: the last Titan's reroll of every die.
    expect(logLines(log, {}).at(-1)!.text).toMatch(/^Craken, last of the round, rerolls all the dice/);
  });
});
