// Unit tests by rule number (../shared/spec/rules.md) for what is easier to check through the API than
// as a scenario file: geometry, the draft cycle, the first player, Grand Slam, teams, hidden hands.
import { describe, expect, it } from 'vitest';
import {
  ADJACENT,
  BEFORE,
  BEHIND,
  DIR_INDEX,
  LOCAL_NAMES,
  geometry,
  localName,
  parseSpace,
  spaceName,
  zone,
} from '../../src/engine/board';
import {
  applyAction,
  createGame,
  legalActions,
  loadScenario,
  newGame,
  summarize,
  type Action,
  type GameState,
} from '../../src/engine';

function apply(s: GameState, ...actions: Action[]): GameState {
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return s;
}
const names = (g: ReturnType<typeof geometry>, s: number, dirs: number[]) => zone(g, s, dirs).map(localName);
const blank = { id: 'blank', name: 'Blank', spaces: {} };

describe('R1 the board', () => {
  const g = geometry(1);
  it('R1.1 has 36 spaces where column + row is odd', () => {
    expect(LOCAL_NAMES.length).toBe(36);
    expect(LOCAL_NAMES.slice(0, 6)).toEqual(['A1', 'C1', 'E1', 'B2', 'D2', 'F2']);
    expect(parseSpace('B1', 1)).toBe(-1);
    expect(parseSpace('A2', 1)).toBe(-1);
    expect(parseSpace('F12', 1)).toBe(35);
    expect(parseSpace('G1', 1)).toBe(-1);
    expect(parseSpace('A13', 1)).toBe(-1);
  });
  it('R1.2 directions from C5', () => {
    const c5 = parseSpace('C5', 1);
    expect(names(g, c5, [0, 1, 2, 3, 4, 5])).toEqual(['C7', 'B6', 'D6', 'C3', 'B4', 'D4']);
  });
  it('R1.3 zones: before, behind, adjacent', () => {
    const d6 = parseSpace('D6', 1);
    expect(names(g, d6, BEFORE)).toEqual(['C7', 'D8', 'E7']);
    expect(names(g, d6, BEHIND)).toEqual(['C5', 'D4', 'E5']);
    expect(new Set(names(g, d6, ADJACENT))).toEqual(new Set(['C7', 'D8', 'E7', 'C5', 'D4', 'E5']));
  });
  it('R1.4 columns wrap on diagonal steps only', () => {
    const a3 = parseSpace('A3', 1);
    expect(localName(g.next[DIR_INDEX.L * 36 + a3])).toBe('F4');
    expect(localName(g.next[DIR_INDEX.BL * 36 + a3])).toBe('F2');
    expect(g.lapDelta[DIR_INDEX.L * 36 + a3]).toBe(0);
  });
  it('R1.5 rows wrap with a lap change both ways; R1.6 F12 R ends in A1 with lap + 1', () => {
    const f12 = parseSpace('F12', 1);
    expect(localName(g.next[DIR_INDEX.R * 36 + f12])).toBe('A1');
    expect(g.lapDelta[DIR_INDEX.R * 36 + f12]).toBe(1);
    const b2 = parseSpace('B2', 1);
    expect(localName(g.next[DIR_INDEX.BS * 36 + b2])).toBe('B12');
    expect(g.lapDelta[DIR_INDEX.BS * 36 + b2]).toBe(-1);
  });
  it('R1.5 every direction is a permutation of the spaces, and BS undoes S', () => {
    for (let d = 0; d < 6; d++) {
      const targets = new Set(Array.from({ length: 36 }, (_, s) => g.next[d * 36 + s]));
      expect(targets.size).toBe(36);
    }
    for (let s = 0; s < 36; s++) expect(g.next[3 * 36 + g.next[s]]).toBe(s);
  });
});

describe('R2.3 Grand Slam geometry', () => {
  const g = geometry(3);
  it('the top of board 1 leads into the bottom of board 2, and board 3 back to board 1 with a lap', () => {
    const b12 = parseSpace('B12', 3, 1);
    expect(spaceName(g.next[DIR_INDEX.S * 108 + b12], 3)).toBe('2:B2');
    expect(g.lapDelta[DIR_INDEX.S * 108 + b12]).toBe(0);
    const f12 = parseSpace('3:F12', 3);
    expect(spaceName(g.next[DIR_INDEX.R * 108 + f12], 3)).toBe('1:A1');
    expect(g.lapDelta[DIR_INDEX.R * 108 + f12]).toBe(1);
    const a1 = parseSpace('1:A1', 3);
    expect(spaceName(g.next[DIR_INDEX.BL * 108 + a1], 3)).toBe('3:F12');
    expect(g.lapDelta[DIR_INDEX.BL * 108 + a1]).toBe(-1);
  });
  const gs = (active: string, dice: string[]) => {
    const r = loadScenario({
      setup: {
        circuits: [blank, blank, blank],
        titans: ['grinder', 'slaugg', 'craken'],
        seed: 1,
        options: { reactions: 'never' },
      },
      position: {
        titans: {
          grinder: { space: 'B10', board: 3 },
          slaugg: { space: 'C11', board: 1 },
          craken: { space: 'A1', board: 2 },
        },
        active,
        dice,
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  it('crossing from board 1 to board 2 keeps the lap; the summary gives the board', () => {
    const s = apply(
      gs('slaugg', ['yellow', 'red', 'blue']),
      { type: 'chooseDie', die: 0 },
      { type: 'dieAction', path: ['S', 'S'] },
    );
    expect(summarize(s).titans.slaugg).toMatchObject({ space: 'C3', board: 2, lap: 1 });
    expect(summarize(s).titans.craken).toMatchObject({ space: 'A1', board: 2 });
  });
  it('backing off the bottom of board 1 re-enters the top of board 3 one lap lower (R2.3 ruling)', () => {
    const r = loadScenario({
      setup: {
        circuits: [blank, blank, blank],
        titans: ['grinder', 'slaugg', 'ragnarok'],
        seed: 1,
        options: { reactions: 'never' },
      },
      position: {
        titans: {
          grinder: { space: 'C1', board: 1 },
          slaugg: { space: 'E5', board: 2 },
          ragnarok: { space: 'D2', board: 1 },
        },
        active: 'ragnarok',
        dice: ['yellow', 'red', 'blue'],
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    const s = apply(r.state, { type: 'chooseDie', die: 0 }, { type: 'ability', target: 'C1', dir: 'BS' });
    expect(summarize(s).titans.grinder).toMatchObject({ space: 'C11', board: 3, lap: 0 });
  });
  it('a Grand Slam race is one lap: leaving the top of board 3 wins', () => {
    const s = apply(
      gs('grinder', ['yellow', 'red', 'blue']),
      { type: 'chooseDie', die: 0 },
      { type: 'dieAction', path: ['S', 'S'] },
    );
    expect(summarize(s).winner).toBe('grinder');
    expect(summarize(s).titans.grinder).toMatchObject({ space: 'B2', board: 1, lap: 2 });
    expect(legalActions(s)).toEqual([]);
  });
});

describe('R3 setup', () => {
  it('R3.2 Life 6, Chtoolhoo 4; lap 1; off the board; R3.3 one hidden card each; R3.4 15 traps', () => {
    const s = newGame({ circuits: ['kaldheira'], titans: ['chtoolhoo', 'grinder', 'slaugg'], seed: 3 });
    const sum = summarize(s);
    expect(sum.titans.chtoolhoo).toMatchObject({ life: 4, lap: 1, space: null, ko: false });
    expect(sum.titans.grinder!.life).toBe(6);
    for (const t of Object.values(sum.titans)) expect(t!.hand.length).toBe(1);
    expect(sum.trapSupply).toBe(15);
    expect(sum.dice).toEqual([]);
  });
  it('R3.6 the first player is the Titan whose colour the die shows, rerolling colours not in the game', () => {
    const r = createGame({
      circuits: ['kaldheira'],
      titans: ['chtoolhoo', 'grinder', 'slaugg'],
      seed: 3,
      rolls: ['yellow', 'blue', 'green'],
    });
    if (!r.ok) throw new Error();
    expect(r.firstRolls).toEqual(['yellow', 'blue', 'green']);
    expect(summarize(r.state).active).toBe('slaugg');
  });
  it('R3.6 `first` skips the roll', () => {
    expect(
      summarize(
        newGame({ circuits: ['kaldheira'], titans: ['chtoolhoo', 'grinder', 'slaugg'], first: 'grinder' }),
      ).active,
    ).toBe('grinder');
  });
});

describe('R4.2 the draft', () => {
  it('R4.2 v2: the first Titan rolls every die, the middle one chooses as they lie, the last rerolls all; each round starts afresh', () => {
    let s = newGame({
      circuits: [blank],
      titans: ['grinder', 'slaugg', 'craken'],
      first: 'grinder',
      seed: 8,
      rolls: ['red', 'blue', 'yellow', 'brown', 'green', 'red', 'purple', 'yellow', 'blue'],
    });
    expect(legalActions(s)).toEqual([{ type: 'roll' }]);
    expect(summarize(s).dice).toEqual([]);
    expect(applyAction(s, { type: 'chooseDie', die: 0 }).ok).toBe(false);
    s = apply(s, { type: 'roll' });
    expect(summarize(s).dice).toEqual(['red', 'blue', 'yellow']);
    s = apply(
      s,
      { type: 'chooseDie', die: 1 },
      { type: 'enter', space: 'A1' },
      { type: 'dieAction', path: ['S', 'L'] },
      { type: 'endTurn' },
    );
    // Slaugg, in the middle, chooses from the two left as they lie: no roll.
    expect(summarize(s).dice).toEqual(['red', 'yellow']);
    expect(legalActions(s).map((a) => a.type)).toEqual(['chooseDie', 'chooseDie']);
    const middleRoll = applyAction(s, { type: 'roll' });
    expect(middleRoll.ok ? null : middleRoll.error.code).toBe('wrongPhase');
    s = apply(
      s,
      { type: 'chooseDie', die: 1 },
      { type: 'enter', space: 'C1' },
      { type: 'dieAction', path: ['S', 'S'] },
      { type: 'endTurn' },
    );
    // Craken, the round's last, rerolls all three, including those on Grinder's and Slaugg's boards;
    // the die left over is not shown as a choice.
    expect(summarize(s).dice).toEqual([]);
    expect(legalActions(s)).toEqual([{ type: 'roll' }]);
    s = apply(s, { type: 'roll' });
    expect(summarize(s).dice).toEqual(['brown', 'green', 'red']);
    expect(summarize(s).titans.grinder!.die).toBeNull();
    expect(summarize(s).titans.slaugg!.die).toBeNull();
    s = apply(
      s,
      { type: 'chooseDie', die: 0 },
      { type: 'enter', space: 'E1' },
      { type: 'dieAction', path: ['R', 'R', 'R'] },
      { type: 'endTurn' },
    );
    // Round 2: nothing carries over; the first Titan rolls every die afresh.
    expect(summarize(s).round).toBe(2);
    expect(summarize(s).active).toBe('grinder');
    expect(summarize(s).dice).toEqual([]);
    expect(legalActions(s)).toEqual([{ type: 'roll' }]);
    s = apply(s, { type: 'roll' });
    expect(summarize(s).dice).toEqual(['purple', 'yellow', 'blue']);
    expect(summarize(s).titans.craken!.die).toBeNull();
  });
  it('R4.3 own colour gains 1 Life up to the maximum; R4.1 purple costs 1 Life before or after', () => {
    const r = loadScenario({
      setup: {
        circuits: [blank],
        titans: ['grinder', 'slaugg', 'craken'],
        seed: 2,
        options: { reactions: 'never' },
      },
      position: {
        titans: { grinder: { space: 'C3', life: 4 }, slaugg: { space: 'A9' }, craken: { space: 'E11' } },
        active: 'grinder',
        dice: ['red', 'purple', 'blue'],
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(summarize(apply(r.state, { type: 'chooseDie', die: 0 })).titans.grinder!.life).toBe(5);
    const p = apply(
      r.state,
      { type: 'chooseDie', die: 1 },
      { type: 'dieAction', face: 'yellow', path: ['S', 'S'], lifeCost: 'before' },
    );
    expect(summarize(p).titans.grinder).toMatchObject({ life: 3, space: 'C7' });
  });
});

describe('R8 knock-out and R9 turns', () => {
  it('R8.2 a knocked-out Titan takes a die and passes, then recovers full Life the turn after', () => {
    const r = loadScenario({
      setup: {
        circuits: [blank],
        titans: ['grinder', 'slaugg', 'chtoolhoo'],
        seed: 2,
        options: { reactions: 'never' },
      },
      position: {
        titans: { grinder: { space: 'C3' }, slaugg: { space: 'A9' }, chtoolhoo: { space: 'E11', ko: true } },
        active: 'chtoolhoo',
        dice: ['red', 'yellow', 'blue'],
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    let s = apply(r.state, { type: 'chooseDie', die: 0 });
    expect(legalActions(s)).toEqual([{ type: 'endTurn' }]);
    expect(summarize(s).dice).toEqual(['yellow', 'blue']);
    s = apply(s, { type: 'endTurn' });
    for (const id of ['grinder', 'slaugg'] as const) {
      expect(summarize(s).active).toBe(id);
      while (s.turn.phase === 'start') s = apply(s, legalActions(s)[0]); // roll if due, choose a die
      s = apply(
        s,
        legalActions(s).find((a) => a.type === 'dieAction')!,
        { type: 'endTurn' },
      );
    }
    expect(summarize(s).active).toBe('chtoolhoo');
    expect(summarize(s).titans.chtoolhoo).toMatchObject({ ko: false, life: 4 });
  });
  it('R9.2 no abilities or cards during the first turn; R9.3 endTurn only once the die action is done', () => {
    let s = newGame({
      circuits: [blank],
      titans: ['grinder', 'slaugg', 'craken'],
      first: 'grinder',
      seed: 8,
    });
    s = apply(s, { type: 'roll' }, { type: 'chooseDie', die: 0 });
    expect(legalActions(s).every((a) => a.type === 'enter')).toBe(true);
    s = apply(s, { type: 'enter', space: 'C1' });
    expect(legalActions(s).every((a) => a.type === 'dieAction')).toBe(true);
    expect(applyAction(s, { type: 'endTurn' }).ok).toBe(false);
    expect(applyAction(s, { type: 'ability', target: 'A1' }).ok).toBe(false);
  });
});

describe('R11.1 hidden hands and R12 variants', () => {
  it('summarize with a viewer shows only that player’s hands (two Titans each in the 2-player game)', () => {
    const s = newGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      players: [
        ['grinder', 'craken'],
        ['slaugg', 'rassik'],
      ],
      seed: 4,
    });
    const v = summarize(s, { viewer: 'grinder' }) as ReturnType<typeof summarize> & {
      handCounts: Record<string, number>;
    };
    expect(v.titans.grinder!.hand.length).toBe(1);
    expect(v.titans.craken!.hand.length).toBe(1);
    expect(v.titans.slaugg!.hand).toEqual([]);
    expect(v.handCounts.slaugg).toBe(1);
    expect(JSON.stringify(v)).not.toContain(
      s.titans[1].hand[0] === s.titans[0].hand[0] ? '\u0000' : s.titans[1].hand[0] + '"]',
    );
  });
  it('R12.1 two players must alternate A1, B1, A2, B2', () => {
    const r = createGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'craken', 'slaugg', 'rassik'],
      players: [
        ['grinder', 'craken'],
        ['slaugg', 'rassik'],
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/A's first Titan, B's first/);
  });
  it('R12.3 team-mates never sit side by side; the whole team wins, sorted', () => {
    const bad = createGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'craken', 'slaugg', 'rassik'],
      teams: [
        ['grinder', 'craken'],
        ['slaugg', 'rassik'],
      ],
    });
    expect(bad.ok).toBe(false);
    const r = loadScenario({
      setup: {
        circuits: [blank],
        titans: ['slaugg', 'craken', 'grinder', 'rassik'],
        teams: [
          ['slaugg', 'grinder'],
          ['rassik', 'craken'],
        ],
        laps: 1,
        seed: 1,
        options: { reactions: 'never' },
      },
      position: {
        titans: {
          slaugg: { space: 'B8' },
          grinder: { space: 'B10' },
          craken: { space: 'A1' },
          rassik: { space: 'E5' },
        },
        active: 'slaugg',
        dice: ['yellow', 'red', 'blue', 'green'],
      },
    });
    if (!r.ok) throw new Error(r.error.message);
    // Slaugg pushes his team-mate Grinder off the top: the team wins on Slaugg's move.
    const s = apply(r.state, { type: 'chooseDie', die: 0 }, { type: 'dieAction', path: ['S', 'S'] });
    expect(summarize(s).winner).toBe('grinder');
    expect(summarize(s).winningTeam).toEqual(['grinder', 'slaugg']);
  });
  it('R12.4 house rules: laps, maximum Life, hand size, trap supply, deck', () => {
    const s = newGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken'],
      laps: 1,
      seed: 1,
      options: {
        maxLife: 8,
        handSize: 1,
        trapSupply: 5,
        deck: { elixir: 3, shield: 2 },
        startLife: { grinder: 7 },
      },
    });
    const sum = summarize(s);
    expect(sum.trapSupply).toBe(5);
    expect(sum.titans.grinder!.life).toBe(7);
    expect(sum.titans.slaugg!.life).toBe(8);
    expect(s.deckSize).toBe(5);
    expect(s.laps).toBe(1);
  });
});

describe('R12.4 house rules edge', () => {
  it('a maximum Life below 4 clamps Chtoolhoo’s default starting Life instead of refusing the setup', () => {
    const r = createGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'chtoolhoo'],
      seed: 1,
      options: { maxLife: 3 },
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.titans.map((t) => t.life)).toEqual([3, 3, 3]);
    const bad = createGame({
      circuits: ['kaldheira'],
      titans: ['grinder', 'slaugg', 'craken'],
      options: { maxLife: 3, startLife: { grinder: 5 } },
    });
    expect(bad.ok).toBe(false);
  });
});
