import { describe, expect, it } from 'vitest';
import { formatEvents } from '../../src/ui/format';
import { logLines } from '../../src/ui/game/EventLog';

describe('event wording', () => {
  it('joins consequences to their cause, the pusher first (R5.3, R5.5)', () => {
    // The engine's order: the pushed Titan moves first (R5.3), then its pusher, then the push damage.
    const lines = formatEvents([
      { type: 'moved', titan: 'slaugg', from: 'D6', to: 'D8', dir: 'S', cause: 'push', by: 'craken' },
      { type: 'moved', titan: 'craken', from: 'D4', to: 'D6', dir: 'S', cause: 'step' },
      { type: 'lifeLost', titan: 'slaugg', amount: 1, life: 4, cause: 'push', by: 'craken' },
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Craken steps from D4 to D6; Craken pushes Slaugg from D6 to D8; Slaugg loses 1 Life to the push (4 left)',
    ]);
  });

  it('never names a drawn card, but names played and discarded ones', () => {
    const text = formatEvents([
      { type: 'cardDrawn', titan: 'grinder', card: 'shield' },
      { type: 'cardPlayed', titan: 'craken', card: 'elixir' },
      { type: 'cardDiscarded', titan: 'slaugg', card: 'quake' },
    ])
      .map((l) => l.text)
      .join('\n');
    expect(text).not.toContain('Shield');
    expect(text).toContain('Grinder draws a Bonus card');
    expect(text).toContain('Craken plays Elixir');
    expect(text).toContain('Slaugg discards Quake');
  });

  it('marks turns and the win', () => {
    const lines = formatEvents([
      { type: 'turnStarted', titan: 'rassik', round: 2 },
      { type: 'won', titan: 'rassik', team: ['grinder', 'rassik'] },
    ]);
    expect(lines[0]).toMatchObject({ kind: 'turn', text: "Round 2 — Rassïk's turn" });
    expect(lines[1]).toMatchObject({
      kind: 'win',
      text: 'Rassïk crosses the finish line! Team Grinder & Rassïk wins',
    });
  });

  it('words the draft by the order of the log (R4.2 v2): a roll, a reroll of every die, a new round', () => {
    const text = logLines(
      [
        [{ type: 'turnStarted', titan: 'grinder', round: 1 }],
        [{ type: 'diceRolled', titan: 'grinder', faces: ['red', 'blue', 'green'] }],
        [{ type: 'turnStarted', titan: 'craken', round: 1 }],
        [{ type: 'diceRolled', titan: 'craken', faces: ['yellow', 'brown', 'purple'] }],
        [
          { type: 'turnEnded', titan: 'craken' },
          { type: 'turnStarted', titan: 'grinder', round: 2 },
        ],
        [{ type: 'diceRolled', titan: 'grinder', faces: ['red', 'red', 'red'] }],
      ],
      {},
    ).map((l) => l.text);
    expect(text).toEqual([
      "Round 1 — Grinder's turn",
      'Grinder rolls all the dice: red, blue and green',
      "Round 1 — Craken's turn",
      'Craken, last of the round, rerolls all the dice — every die comes back: yellow, brown and purple',
      'Craken ends the turn',
      "Round 2 — Grinder's turn (a new round: the dice left over are not used)",
      'Grinder rolls all the dice: red, red and red',
    ]);
  });

  it('words the pentacle reroll plainly (R7.5 v2), and the last Life paid for it', () => {
    const reroll = formatEvents([
      { type: 'moved', titan: 'slaugg', from: 'C5', to: 'C7', dir: 'S', cause: 'step' },
      { type: 'lifeLost', titan: 'slaugg', amount: 1, life: 3, cause: 'pentacle' },
      { type: 'pentacleReroll', titan: 'slaugg', face: 'blue' },
    ]).map((l) => l.text);
    expect(reroll).toEqual([
      'Slaugg steps from C5 to C7',
      'Slaugg pays 1 Life to reroll its die on the pentacle (3 left); the die now shows blue: Slaugg performs its blue action (no ability or card after a reroll)',
    ]);
    const last = formatEvents([
      { type: 'lifeLost', titan: 'grinder', amount: 1, life: 0, cause: 'pentacle' },
      { type: 'knockedOut', titan: 'grinder' },
    ]).map((l) => l.text);
    expect(last).toEqual([
      'Grinder pays 1 Life to reroll its die on the pentacle (0 left); Grinder is knocked out!',
    ]);
  });

  it('a Life loss after a push says its cause, also on a line of its own (after a Shield question; issue 20)', () => {
    const lines = formatEvents([
      { type: 'lifeLost', titan: 'slaugg', amount: 1, life: 4, cause: 'push', by: 'craken' },
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Slaugg loses 1 Life to the push (4 left)']);
  });

  it('the winner crossing the line is not "now on lap 4" of a 3-lap race (R2.1, issue 20)', () => {
    const text = formatEvents([
      { type: 'moved', titan: 'craken', from: 'D12', to: 'D2', dir: 'S', cause: 'step' },
      { type: 'lap', titan: 'craken', lap: 4 },
      { type: 'won', titan: 'craken', team: null },
    ])
      .map((l) => l.text)
      .join('\n');
    expect(text).not.toMatch(/lap 4/);
    expect(text).toContain('Craken steps from D12 to D2');
    // Another Titan's lap in the same action is still said.
    const pushed = formatEvents([
      { type: 'moved', titan: 'slaugg', from: 'C11', to: 'C1', dir: 'S', cause: 'push', by: 'craken' },
      { type: 'lap', titan: 'slaugg', lap: 2 },
      { type: 'moved', titan: 'craken', from: 'C9', to: 'C11', dir: 'S', cause: 'step' },
    ])
      .map((l) => l.text)
      .join('\n');
    expect(pushed).toContain('Slaugg is now on lap 2');
  });
});
