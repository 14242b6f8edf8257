import { describe, expect, it } from 'vitest';
import { formatEvents } from '../../src/ui/format';

describe('event wording', () => {
  it('joins consequences to their cause', () => {
    const lines = formatEvents([
      { type: 'moved', titan: 'slaugg', from: 'D6', to: 'D8', dir: 'S', cause: 'push', by: 'craken' },
      { type: 'lifeLost', titan: 'slaugg', amount: 1, life: 4, cause: 'push', by: 'craken' },
      { type: 'moved', titan: 'craken', from: 'D4', to: 'D6', dir: 'S', cause: 'step' },
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      'Craken pushes Slaugg from D6 to D8; Slaugg loses 1 Life (4 left)',
      'Craken steps from D4 to D6',
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
});
