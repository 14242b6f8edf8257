// Rules v2, issue 9 items 5 and 6: what is not a legal action is refused with a stable code and one
// short sentence; a setup is checked field by field and only what was checked reaches the state.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  legalActions,
  loadScenario,
  newGame,
  type Action,
  type GameState,
} from '../../src/engine';

const blank = { id: 'blank', name: 'Blank', spaces: {} };

function position(
  active: 'grinder' | 'slaugg' | 'chtoolhoo',
  dice: string[],
  extra: Record<string, unknown> = {},
): GameState {
  const r = loadScenario({
    setup: {
      circuits: [blank],
      titans: ['grinder', 'slaugg', 'chtoolhoo'],
      seed: 4,
      options: { reactions: 'always' },
    },
    position: {
      titans: {
        grinder: { space: 'C5' },
        slaugg: { space: 'C7', hand: ['shield'] },
        chtoolhoo: { space: 'E9' },
      },
      active,
      dice,
      ...extra,
    },
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function refused(s: GameState, ...actions: Action[]): { code: string; message: string } {
  for (let i = 0; i < actions.length - 1; i++) {
    const r = applyAction(s, actions[i]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  const r = applyAction(s, actions[actions.length - 1]);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(actions[actions.length - 1]).slice(0, 80)}`);
  expect(r.error.message.length).toBeLessThanOrEqual(200);
  expect(r.error.message).not.toContain('\n');
  return r.error;
}

describe('refusing what is not a legal action (issue 9.5)', () => {
  it('a 5,000-step path and a 100,000-deep nested path: illegalPath, a short message, no exception', () => {
    const s = position('grinder', ['yellow', 'red', 'blue']);
    const long = { type: 'dieAction', path: new Array(5000).fill('S') } as Action;
    expect(refused(s, { type: 'chooseDie', die: 0 }, long).code).toBe('illegalPath');
    let deep: unknown = 'S';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const nested = { type: 'dieAction', path: deep } as unknown as Action;
    expect(refused(s, { type: 'chooseDie', die: 0 }, nested).code).toBe('illegalPath');
  });

  it("decide 'play' without a card is refused (R11.3); 'play' with the Shield is accepted", () => {
    // Slaugg, pushed by Grinder's yellow, is asked about his Shield.
    const s = position('grinder', ['yellow', 'red', 'blue']);
    const r = applyAction(applyOk(s, { type: 'chooseDie', die: 0 }), { type: 'dieAction', path: ['S', 'S'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pending?.kind).toBe('reaction');
    expect(refused(r.state, { type: 'decide', choice: 'play' }).code).toBe('badAction');
    expect(applyAction(r.state, { type: 'decide', choice: 'play', card: 'shield' }).ok).toBe(true);
    expect(applyAction(r.state, { type: 'decide', choice: 'pass' }).ok).toBe(true);
  });

  it('lifeCost on a die that is not purple is refused; on purple it is accepted', () => {
    const s = position('grinder', ['yellow', 'purple', 'blue']);
    expect(
      refused(s, { type: 'chooseDie', die: 0 }, { type: 'dieAction', path: ['S', 'S'], lifeCost: 'after' })
        .code,
    ).toBe('badAction');
    const p = applyOk(s, { type: 'chooseDie', die: 1 });
    expect(
      applyAction(p, { type: 'dieAction', face: 'yellow', path: ['S', 'S'], lifeCost: 'before' }).ok,
    ).toBe(true);
  });

  it('a red trap or green strike target that is not offered is refused (R4.1), before or after the move', () => {
    const s = applyOk(position('grinder', ['red', 'green', 'blue']), { type: 'chooseDie', die: 0 });
    for (const extra of [
      { space: 'A11', when: 'before' as const },
      { space: 'A11', when: 'after' as const },
      { space: 'C7', when: 'before' as const }, // before him, not behind
    ])
      expect(refused(s, { type: 'dieAction', path: ['S'], extra }).code).toBe('badTarget');
    // Every offered target is accepted.
    for (const a of legalActions(s)) expect(applyAction(s, a).ok).toBe(true);
  });
});

describe('a setup is checked, not swallowed (issue 9.6)', () => {
  const base = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 1 };

  it('unknown keys at the top or in options are refused by name, even deeply nested junk', () => {
    let junk: unknown = 0;
    for (let i = 0; i < 5000; i++) junk = [junk];
    const top = createGame({ ...base, junk });
    expect(top.ok ? null : top.error).toMatchObject({ code: 'setupUnknownField', params: { field: 'junk' } });
    expect(top.ok ? '' : top.error.message).toContain('junk');
    const opt = createGame({ ...base, options: { reactions: 'never', lapz: 2 } });
    expect(opt.ok ? null : opt.error).toMatchObject({
      code: 'setupUnknownField',
      params: { field: 'options.lapz' },
    });
    expect(opt.ok ? '' : opt.error.message).toContain('lapz');
  });

  it('card names are short visible strings', () => {
    for (const bad of [
      { shield: { a: 1 } },
      { shield: 'x'.repeat(31) },
      { shield: 'evil\u202e' },
      { shield: ' ' },
    ]) {
      const r = createGame({ ...base, options: { cardNames: bad } });
      expect(r.ok ? null : r.error, JSON.stringify(bad)).toMatchObject({
        code: 'setupCardName',
        params: { field: 'options.cardNames.shield', card: 'shield' },
      });
    }
    const unknown = createGame({ ...base, options: { cardNames: { nope: 'x' } } });
    expect(unknown.ok ? null : unknown.error).toMatchObject({
      code: 'setupUnknownCard',
      params: { field: 'options.cardNames', value: 'nope' },
    });
    expect(createGame({ ...base, options: { cardNames: { shield: 'Bouclier' } } }).ok).toBe(true);
  });

  it('only checked fields reach the state, as a copy (structured-clone safe)', () => {
    const circuit = { id: 'c', name: 'C', spaces: { C5: 'lava' } };
    const setup = { ...base, circuits: [circuit], options: { maxLife: 5, cardNames: { elixir: 'Potion' } } };
    const s = newGame(setup as never);
    expect(s.setup).toEqual({
      circuits: [{ id: 'c', name: 'C', spaces: { C5: 'lava' } }],
      titans: ['grinder', 'slaugg', 'craken'],
      seed: 1,
      options: { maxLife: 5, cardNames: { elixir: 'Potion' } },
    });
    expect(s.setup.circuits[0]).not.toBe(circuit);
    expect(structuredClone(s)).toEqual(s);
    expect(s.v).toBe(2);
  });

  it('100,000 forced rolls of a colour no Titan has are consumed one by one (R3.6), then the generator', () => {
    const r = createGame({ ...base, rolls: [...new Array(100_000).fill('purple'), 'green'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.firstRolls.length).toBe(100_001);
    expect(r.state.titans[r.state.first].id).toBe('slaugg');
  });
});

function applyOk(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
