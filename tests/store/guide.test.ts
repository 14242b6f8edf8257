import { describe, expect, it } from 'vitest';
import { createGame, applyAction, legalActions, loadScenario } from '../../src/engine';
import { parseSpace } from '../../src/engine/board';
import type { Action, GameState } from '../../src/engine/types';
import { draftOrder, guide, preview, rerollCost, rollDue } from '../../src/store/guide';

function start(): GameState {
  const r = createGame({
    circuits: ['kaldheira'],
    titans: ['grinder', 'slaugg', 'craken'],
    seed: 7,
    laps: 1,
  });
  if (!r.ok) throw new Error(r.error.message);
  let s = r.state;
  for (const a of [{ type: 'roll' }, { type: 'chooseDie', die: 0 }] as Action[]) {
    const x = applyAction(s, a);
    if (!x.ok) throw new Error(x.error.message);
    s = x.state;
  }
  return s;
}

describe('guided turns', () => {
  it('asks for a start space among the legal ones, then determines the action', () => {
    const s = start();
    const legal = legalActions(s);
    const g = guide(s, legal, { mode: 'enter', picks: {} });
    expect(g.ask?.attr.key).toBe('space');
    expect([...g.selectable].sort()).toEqual(['A1', 'C1', 'E1'].map((n) => parseSpace(n, 1)).sort());
    const g2 = guide(s, legal, { mode: 'enter', picks: { space: String(parseSpace('E1', 1)) } });
    expect(g2.action).toEqual({ type: 'enter', space: 'E1' });
  });

  it('highlights exactly the engine’s destinations, then offers the optional extra', () => {
    let s = start();
    s = (applyAction(s, { type: 'enter', space: 'C1' }) as { state: GameState }).state;
    const legal = legalActions(s);
    const g = guide(s, legal, { mode: 'die', picks: {} });
    expect(g.ask?.attr.key).toBe('dest');
    // Every highlighted space is where some legal action really ends.
    for (const d of g.selectable) {
      const g2 = guide(s, legal, { mode: 'die', picks: { dest: String(d) } });
      const a = g2.action ?? g2.candidates[0];
      const r = applyAction(s, a);
      expect(r.ok).toBe(true);
    }
    const any = [...g.selectable][0];
    const g3 = guide(s, legal, {
      mode: 'die',
      picks: {
        dest: String(any),
        path: guide(s, legal, { mode: 'die', picks: { dest: String(any) } }).ask?.options[0] ?? '',
      },
    });
    expect(g3.action).not.toBeNull();
  });

  it('previews on a copy: the state is untouched', () => {
    let s = start();
    s = (applyAction(s, { type: 'enter', space: 'C1' }) as { state: GameState }).state;
    const copy = JSON.stringify(s);
    const a = legalActions(s).find((x) => x.type === 'dieAction')!;
    const p = preview(s, a);
    expect(p.ok).toBe(true);
    expect(p.events.some((e) => e.type === 'moved')).toBe(true);
    expect(p.path.size).toBeGreaterThan(0);
    expect(JSON.stringify(s)).toBe(copy);
  });

  it('warns when a move knocks out your own Titan', () => {
    const r = loadScenario({
      setup: {
        circuits: [{ id: 'x', name: 'x', spaces: { E5: 'lava', F6: 'lava' } }],
        titans: ['grinder', 'slaugg', 'craken'],
        seed: 7,
        options: { reactions: 'never' },
      },
      position: {
        titans: { grinder: { space: 'C3', life: 1 }, slaugg: { space: 'A9' }, craken: { space: 'E11' } },
        active: 'grinder',
        dice: ['brown', 'yellow', 'red'],
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    const s = (applyAction(r.state, { type: 'chooseDie', die: 0 }) as { state: GameState }).state;
    const p = preview(s, { type: 'dieAction', path: ['R', 'R', 'R'] });
    expect(p.ownKnockouts).toEqual(['grinder']);
  });

  it('names the chosen move’s end as the engine’s preview of it does, after a strike that clears a trap', () => {
    // Grinder (1 Life) with the green die: R R stops on the trap at D4 and knocks him out; a strike on
    // D4 before the move destroys the trap, so the move goes on to E5. The destination clicked is D4 (the
    // plain move's end); the prompt and the board's ring must then say E5, as the preview does.
    const r = loadScenario({
      setup: {
        circuits: [{ id: 'x', name: 'x', spaces: {} }],
        titans: ['grinder', 'slaugg', 'craken'],
        seed: 7,
        options: { reactions: 'never' },
      },
      position: {
        titans: { grinder: { space: 'C3', life: 1 }, slaugg: { space: 'A9' }, craken: { space: 'E11' } },
        active: 'grinder',
        dice: ['green', 'yellow', 'red'],
        traps: ['D4'],
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    const s = (applyAction(r.state, { type: 'chooseDie', die: 0 }) as { state: GameState }).state;
    const legal = legalActions(s);
    const d4 = String(parseSpace('D4', 1));
    expect([...guide(s, legal, { mode: 'die', picks: {} }).selectable]).toContain(Number(d4));
    const plain = guide(s, legal, { mode: 'die', picks: { dest: d4 } });
    expect(plain.action).toEqual({ type: 'dieAction', path: ['R', 'R'] });
    // Knocked out on the trap: the move ends nowhere, so no space is named.
    expect(plain.dest).toBeNull();
    expect(preview(s, plain.action!).ownKnockouts).toEqual(['grinder']);
    const g = guide(s, legal, { mode: 'die', picks: { dest: d4, extra: d4, when: 'before' } });
    expect(g.action).toEqual({ type: 'dieAction', path: ['R', 'R'], extra: { space: 'D4', when: 'before' } });
    const p = preview(s, g.action!);
    const last = p.events.filter((e) => e.type === 'moved' && e.titan === 'grinder').at(-1);
    expect(last && last.type === 'moved' && last.to).toBe('E5');
    expect(g.dest).toBe(parseSpace('E5', 1));
  });

  it('rollDue follows the engine: the first Titan rolls, the last rerolls, no one else', () => {
    const r = createGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken'],
      first: 'slaugg',
      seed: 7,
    });
    if (!r.ok) throw new Error(r.error.message);
    let s = r.state;
    expect(draftOrder(s).map((o) => `${o.titan}:${o.role}${o.current ? '*' : ''}`)).toEqual([
      'slaugg:first*',
      'craken:middle',
      'grinder:last',
    ]);
    const seen: string[] = [];
    for (let i = 0; i < 40 && s.round < 2; i++) {
      const legal = legalActions(s);
      const due = rollDue(s, legal);
      expect(due !== null).toBe(legal.some((a) => a.type === 'roll'));
      if (due) seen.push(`${s.titans[s.active].id}:${due}`);
      const a =
        legal.find((x) => x.type === 'roll') ??
        legal.find((x) => x.type === 'chooseDie') ??
        legal.find((x) => x.type === 'enter') ??
        legal.find((x) => x.type === 'dieAction') ??
        legal.find((x) => x.type === 'endTurn')!;
      s = (applyAction(s, a) as { state: GameState }).state;
    }
    expect(seen).toEqual(['slaugg:first', 'grinder:last']);
  });

  it('rerollCost reads the engine’s payment on a copy, and the preview says a reroll will be offered', () => {
    const r = loadScenario({
      setup: {
        circuits: [{ id: 'p', name: 'p', spaces: { C7: 'pentacle' } }],
        titans: ['slaugg', 'grinder', 'craken'],
        seed: 3,
        options: { reactions: 'never' },
      },
      position: {
        titans: { slaugg: { space: 'C3', life: 2 }, grinder: { space: 'A11' }, craken: { space: 'E11' } },
        active: 'slaugg',
        dice: ['yellow', 'red', 'brown'],
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    const s = (applyAction(r.state, { type: 'chooseDie', die: 0 }) as { state: GameState }).state;
    expect(preview(s, { type: 'dieAction', path: ['S', 'S'] }).rerollAfter).toBe(true);
    expect(rerollCost(s)).toBeNull(); // not on the pentacle yet: no reroll
    const on = (applyAction(s, { type: 'dieAction', path: ['S', 'S'] }) as { state: GameState }).state;
    const copy = JSON.stringify(on);
    expect(rerollCost(on)).toEqual({ titan: 'slaugg', before: 2, after: 1, knocksOut: false });
    expect(JSON.stringify(on)).toBe(copy);
  });
});
