// A person playing with bots: when the device comes back, what the bots did since that person's own last
// turn, in the log's words (recap.ts sinceOwnTurn).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/types';
import { sinceOwnTurn } from '../../src/ui/game/recap';
import { logLines } from '../../src/ui/game/EventLog';

const start = (titan: string, round: number) => ({ type: 'turnStarted', titan, round }) as GameEvent;
const chose = (titan: string, face: string) => ({ type: 'dieChosen', titan, face }) as GameEvent;
const moved = (titan: string, from: string, to: string) =>
  ({ type: 'moved', titan, from, to, dir: 'S', cause: 'step' }) as GameEvent;
const ended = (titan: string) => ({ type: 'turnEnded', titan }) as GameEvent;
const lost = (titan: string, by: string) =>
  ({ type: 'lifeLost', titan, amount: 1, life: 5, cause: 'push', by }) as GameEvent;

// Craken (the person), then Grinder and Slaugg (bots), then Craken again.
const log: GameEvent[][] = [
  [start('craken', 1)],
  [chose('craken', 'blue')],
  [moved('craken', 'C1', 'C2')],
  [ended('craken'), start('grinder', 1)],
  [chose('grinder', 'red')],
  [moved('grinder', 'B1', 'C2'), lost('craken', 'grinder')],
  [ended('grinder'), start('slaugg', 1)],
  [chose('slaugg', 'green')],
  [ended('slaugg'), start('craken', 2)],
];
const mine = new Set(['craken']);

describe('since your last turn (a person with bots)', () => {
  it('says what the bots did between the person’s two turns, in order, and nothing of the person’s own turn', () => {
    const lines = sinceOwnTurn(log, mine, {})!.map((l) => l.text);
    expect(lines).toEqual([
      'Grinder takes the red die',
      'Grinder steps from B1 to C2; Craken loses 1 Life to the push (5 left)',
      'Grinder ends the turn',
      'Slaugg takes the green die',
      'Slaugg ends the turn',
    ]);
    // The rounds' headings are left to the log.
    expect(lines.every((l) => !/Round/.test(l))).toBe(true);
  });

  it('is empty on the person’s first turn, during a bot’s turn, and with no bot between', () => {
    expect(sinceOwnTurn(log.slice(0, 1), mine, {})).toBeNull();
    expect(sinceOwnTurn(log.slice(0, 6), mine, {})).toBeNull();
    const back: GameEvent[][] = [[start('craken', 1)], [ended('craken'), start('craken', 2)]];
    expect(sinceOwnTurn(back, mine, {})).toBeNull();
  });

  it('counts a person’s other Titan as their own (R12.1)', () => {
    // With Slaugg the person's too, the recap since Slaugg's turn is empty: it was theirs.
    expect(sinceOwnTurn(log, new Set(['craken', 'slaugg']), {})).toBeNull();
  });

  it('says a call nobody claimed as the log does, where it was, from the store’s `auto`', () => {
    // Action 4 (log entry 5, Grinder's push that cost Craken a Life) was the store's pass; action 1 was in
    // the person's own turn, which is not recapped.
    const lines = sinceOwnTurn(log, mine, {}, [1, 4])!.map((l) => l.text);
    expect(lines).toEqual([
      'Grinder takes the red die',
      'Nobody reacted.',
      'Grinder steps from B1 to C2; Craken loses 1 Life to the push (5 left)',
      'Grinder ends the turn',
      'Slaugg takes the green die',
      'Slaugg ends the turn',
    ]);
    expect(logLines(log, {}, [1, 4]).filter((l) => l.text === 'Nobody reacted.')).toHaveLength(2);
  });
});
