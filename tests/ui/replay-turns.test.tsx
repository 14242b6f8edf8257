// @vitest-environment jsdom
// The replay steps by turn (issue 20), with the single steps still there.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freeGameActions, type BalanceConfig } from '../../src/sim/balance';
import { buildReplay } from '../../src/ui/lab/replay';
import { ReplayPanel } from '../../src/ui/lab/ReplayPanel';
import { turnOf, turnStarts, turnStep } from '../../src/ui/game/replayTurns';
import { problemText } from '../../src/i18n/errors';

const cfg: BalanceConfig = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  bots: ['greedy', 'random', 'greedy'],
  games: 1,
  seed: 5,
  laps: 1,
  abilities: false,
  cards: false,
};

describe('replay by turn (issue 20)', () => {
  it('turn starts are the steps whose action started the next turn; next/previous jump between them', () => {
    const g = freeGameActions(cfg, 1);
    const r = buildReplay(g.setup, g.actions, g.bots);
    if (!r.ok) throw new Error(problemText(r.error));
    const steps = r.replay.steps;
    const last = steps.length - 1;
    const starts = turnStarts(steps);
    expect(starts[0]).toBe(0);
    // Far fewer turns than actions, and each start (after 0) is a step that started a turn or won.
    expect(starts.length).toBeGreaterThan(3);
    expect(starts.length).toBeLessThan(steps.length / 2);
    for (const s of starts.slice(1))
      expect(steps[s].events.some((e) => e.type === 'turnStarted' || e.type === 'won')).toBe(true);
    expect(turnStep(starts, 0, 1, last)).toBe(starts[1]);
    expect(turnStep(starts, starts[1] + 1, -1, last)).toBe(starts[1]);
    expect(turnStep(starts, starts[1], -1, last)).toBe(0);
    expect(turnOf(starts, starts[2])).toBe(3);

    render(<ReplayPanel replay={r.replay} title="game" />);
    const status = screen.getByTestId('replay-status');
    fireEvent.click(screen.getByRole('button', { name: /Next turn/ }));
    expect(status).toHaveTextContent(`Move ${starts[1]} of ${last}`);
    expect(status).toHaveTextContent(`turn 2 of ${starts.length}`);
    fireEvent.click(screen.getByRole('button', { name: /Forward/ }));
    expect(status).toHaveTextContent(`Move ${starts[1] + 1} of ${last}`);
    fireEvent.click(screen.getByRole('button', { name: /Previous turn/ }));
    expect(status).toHaveTextContent(`Move ${starts[1]} of ${last}`);
  });

  it('the keys step by turn from anywhere on the page (↑ ↓), a field keeps its own, Escape closes', () => {
    const g = freeGameActions(cfg, 1);
    const r = buildReplay(g.setup, g.actions, g.bots);
    if (!r.ok) throw new Error(problemText(r.error));
    const starts = turnStarts(r.replay.steps);
    const last = r.replay.steps.length - 1;
    let closed = 0;
    render(<ReplayPanel replay={r.replay} title="game" onClose={() => closed++} />);
    const status = screen.getByTestId('replay-status');
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(status).toHaveTextContent(`Move ${starts[2]} of ${last}`);
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(status).toHaveTextContent(`Move ${starts[1]} of ${last}`);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowDown' }); // the slider's own key
    expect(status).toHaveTextContent(`Move ${starts[1]} of ${last}`);
    // The log: numbered by turn and by move, the move shown marked.
    const log = screen.getByTestId('replay-log');
    expect(log.querySelector('[data-turn="2"] .turn-no')).toHaveTextContent('Turn 2');
    expect(log.querySelector('[aria-current="step"] .step-no')).toHaveTextContent(String(starts[1]));
    // A turn's ending move (End turn) is listed under that turn, not the next; its "Round 1 — X's turn"
    // line heads the next turn instead.
    const ends = r.replay.steps[starts[1]];
    expect(ends.action?.type).toBe('endTurn');
    expect(log.querySelector(`[data-turn="1"] [data-step="${starts[1]}"]`)).not.toBeNull();
    expect(log.querySelector(`[data-turn="2"] [data-step="${starts[1]}"]`)).toBeNull();
    expect(log.querySelector(`[data-turn="1"] [data-step="${starts[1]}"]`)).toHaveTextContent(
      /ends the turn/,
    );
    const heading = ends.lines.find((l) => l.kind === 'turn')!.text;
    expect(log.querySelector('[data-turn="2"] .turn-no')).toHaveTextContent(`Turn 2 · ${heading}`);
    expect(log.querySelector('[data-turn="2"] .replay-moves')).not.toHaveTextContent(heading);
    // The first turn is headed as every other (play-test lab2: it said only "Turn 1"): no action opened
    // it, so it is worded from the start position — game 1 seats Slaugg first, whom the first move is by.
    expect(r.replay.steps[1].events[0]).toMatchObject({ titan: 'slaugg' });
    expect(log.querySelector('[data-turn="1"] .turn-no')).toHaveTextContent(
      "Turn 1 · Round 1 — Slaugg's turn",
    );
    // Every move with words is listed once, in turn order.
    const listed = [...log.querySelectorAll('[data-step]')].map((b) => Number(b.getAttribute('data-step')));
    const said = r.replay.steps.flatMap((st, i) => (st.lines.some((l) => l.kind !== 'turn') ? [i] : []));
    expect(listed).toEqual(said);
    expect(closed).toBe(0);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(closed).toBe(1);
  });
});
