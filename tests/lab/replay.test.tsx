// @vitest-environment jsdom
// Replays (src/ui/lab/replay.ts, ReplayPanel.tsx): a simulated game rebuilt from (setup, seed, bots)
// through the engine, stepped through move by move with its log, by buttons and keys.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runBalance, freeGameActions, type BalanceConfig } from '../../src/sim/balance';
import { spaceName } from '../../src/engine/board';
import { buildReplay, stepForKey } from '../../src/ui/lab/replay';
import { batchGameActions, runRange } from '../../src/sim/batch';
import { ReplayPanel } from '../../src/ui/lab/ReplayPanel';
import { problemText } from '../../src/i18n/errors';

const cfg: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'random', 'greedy'],
  games: 6,
  seed: 5,
  laps: 1,
  abilities: false,
  cards: false,
};

describe('buildReplay', () => {
  it('replays a notable game to the same winner and length as the report says', () => {
    const report = runBalance(cfg);
    for (const n of report.notable) {
      const g = freeGameActions(cfg, n.game);
      const r = buildReplay(g.setup, g.actions, g.bots);
      if (!r.ok) throw new Error(problemText(r.error));
      const steps = r.replay.steps;
      expect(steps).toHaveLength(g.actions.length + 1);
      const end = steps[steps.length - 1].state;
      expect(end.titans[end.winner].id).toBe(n.winner);
      expect(end.round).toBe(n.rounds);
      // before the first action nobody is on the board (R9.2: Titans enter on their first turn)
      expect(steps[0].state.titans.every((t) => t.space < 0)).toBe(true);
      expect(steps.slice(1).every((s) => s.lines.length > 0 || s.events.length === 0)).toBe(true);
    }
  });

  it('says which action the engine refused', () => {
    const g = freeGameActions(cfg, 0);
    const r = buildReplay(g.setup, [g.actions[0], g.actions[0]]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ code: 'replayActionRefused', params: { n: 2 } });
      expect(problemText(r.error)).toMatch(/^Action 2 /);
    }
  });

  it('keys: ← → one step, Home / End, Page Up / Down ten, clamped', () => {
    expect(stepForKey('ArrowRight', 0, 5)).toBe(1);
    expect(stepForKey('ArrowLeft', 0, 5)).toBe(0);
    expect(stepForKey('End', 2, 5)).toBe(5);
    expect(stepForKey('Home', 2, 5)).toBe(0);
    expect(stepForKey('PageDown', 2, 5)).toBe(5);
    expect(stepForKey('x', 2, 5)).toBeNull();
  });

  it('keys: ↑ ↓ the previous / next turn, given where turns start', () => {
    const starts = [0, 4, 9];
    expect(stepForKey('ArrowDown', 1, 12, starts)).toBe(4);
    expect(stepForKey('ArrowDown', 9, 12, starts)).toBe(12);
    expect(stepForKey('ArrowUp', 6, 12, starts)).toBe(4);
    expect(stepForKey('ArrowUp', 4, 12, starts)).toBe(0);
    expect(stepForKey('ArrowUp', 4, 12)).toBeNull(); // no turns known: the key is left alone
  });
});

describe('ReplayPanel', () => {
  it('steps forward and back with the buttons and the keyboard; the log follows', () => {
    const g = freeGameActions(cfg, 1);
    const r = buildReplay(g.setup, g.actions, g.bots);
    if (!r.ok) throw new Error(problemText(r.error));
    const last = r.replay.steps.length - 1;
    render(<ReplayPanel replay={r.replay} title="game #1" />);
    const panel = screen.getByTestId('replay');
    const status = screen.getByTestId('replay-status');
    expect(status).toHaveTextContent(`Move 0 of ${last}`);
    expect(screen.getByRole('button', { name: /Back/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Forward/ }));
    expect(status).toHaveTextContent(`Move 1 of ${last}`);
    const log = screen.getByTestId('replay-log');
    expect(log.querySelector('[aria-current="step"] [data-step="1"]')).not.toBeNull();
    fireEvent.keyDown(panel, { key: 'End' });
    expect(status).toHaveTextContent(`Move ${last} of ${last}`);
    expect(status).toHaveTextContent(/has won/);
    expect(screen.getByRole('button', { name: /Forward/ })).toBeDisabled();
    fireEvent.keyDown(panel, { key: 'ArrowLeft' });
    expect(status).toHaveTextContent(`Move ${last - 1} of ${last}`);
    fireEvent.keyDown(panel, { key: 'Home' });
    expect(status).toHaveTextContent(`Move 0 of ${last}`);
    // a log entry jumps there; the board shows the Titans where they stand then
    fireEvent.click(within(log).getAllByRole('button')[2]);
    const at = Number(within(log).getAllByRole('button')[2].getAttribute('data-step'));
    expect(status).toHaveTextContent(`Move ${at} of ${last}`);
    const state = r.replay.steps[at].state;
    for (const t of state.titans)
      if (t.space >= 0)
        expect(document.querySelector(`g.token[data-titan="${t.id}"]`)).toHaveAttribute(
          'data-space',
          spaceName(t.space, 1),
        );
  });
});

describe('batchGameActions', () => {
  it('game k of a Batch run replays to the winner the batch counted for it', () => {
    const batch = {
      circuits: ['estengaard' as const],
      titans: ['grinder' as const, 'slaugg' as const, 'craken' as const],
      bots: ['greedy' as const, 'random' as const, 'greedy' as const],
      games: 4,
      seed: 9,
      rotate: true,
    };
    for (let k = 0; k < 4; k++) {
      const g = batchGameActions(batch, k);
      const r = buildReplay(g.setup, g.actions, g.bots);
      if (!r.ok) throw new Error(problemText(r.error));
      const end = r.replay.steps[r.replay.steps.length - 1].state;
      const tally = runRange(batch, k, k + 1);
      expect(tally.winsByTitan[end.titans[end.winner].id]).toBe(1);
      expect(g.bots.grinder).toBe(batch.bots[k % 3]);
    }
  });
});
