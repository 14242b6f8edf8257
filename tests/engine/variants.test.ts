// Issue 3: complete random games to a winner in every variant (R12), with abilities and cards in play,
// checking the same invariants as the standard race after every action.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  legalActions,
  newGame,
  summarize,
  type GameSetup,
  type GameState,
} from '../../src/engine';
import { mulberry } from '../../src/engine/search';
import { invariantProblems } from '../../src/sim/invariants';

function play(setup: GameSetup): { s: GameState; kinds: Set<string> } {
  const rand = mulberry((setup.seed ?? 0) ^ 0x1234);
  let s = newGame(setup);
  const kinds = new Set<string>();
  for (let n = 0; s.winner < 0; n++) {
    if (n > 8000) throw new Error('no winner');
    const legal = legalActions(s);
    const a = legal[Math.floor(rand() * legal.length)];
    kinds.add(a.type === 'playBonus' ? `card:${a.card}` : a.type);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.message}`);
    s = r.state;
    for (const [kind, what] of invariantProblems(s))
      if (kind !== 'trapWhilePending' && kind !== 'trapWhenWon') throw new Error(what);
  }
  return { s, kinds };
}

const seeds = Array.from({ length: 60 }, (_, i) => i + 1);

describe('R12 variants play to a winner', () => {
  it('R12.1 two players with two Titans each (turn order A1, B1, A2, B2)', () => {
    const winners = new Set<number>();
    for (const seed of seeds) {
      const { s } = play({
        circuits: ['moltenchest'],
        titans: ['grinder', 'craken', 'slaugg', 'rassik'],
        players: [
          ['grinder', 'slaugg'],
          ['craken', 'rassik'],
        ],
        seed,
      });
      // Seats alternate between the players: player 1 holds seats 1 and 3, player 2 seats 2 and 4.
      expect(s.players).toEqual([
        [0, 2],
        [1, 3],
      ]);
      winners.add(s.players.findIndex((p) => p.includes(s.winner)));
    }
    expect([...winners].sort()).toEqual([0, 1]); // over 60 seeds each player wins some games
  });

  it('R12.2 Grand Slam: three boards, one lap, the winner leaves the top of board 3', () => {
    const boards = new Set<number>();
    for (const seed of seeds) {
      const { s } = play({
        circuits: ['kaldheira', 'estengaard', 'banKog'],
        titans: ['grinder', 'slaugg', 'craken', 'ragnarok', 'chtoolhoo'],
        seed,
      });
      expect(s.laps).toBe(1);
      expect(s.titans[s.winner].lap).toBe(2);
      for (const t of Object.values(summarize(s).titans)) boards.add(t!.board);
    }
    expect([...boards].sort()).toEqual([1, 2, 3]);
  });

  it('R12.3 teams of 2×2, 2×3 and 3×2: the whole team wins', () => {
    const shapes: GameSetup[] = [
      {
        circuits: ['anglieh'],
        titans: ['grinder', 'craken', 'slaugg', 'rassik'],
        teams: [
          ['grinder', 'slaugg'],
          ['craken', 'rassik'],
        ],
      },
      {
        circuits: ['deadMansLagoon'],
        titans: ['grinder', 'craken', 'slaugg', 'rassik', 'ragnarok', 'chtoolhoo'],
        teams: [
          ['grinder', 'slaugg', 'ragnarok'],
          ['craken', 'rassik', 'chtoolhoo'],
        ],
      },
      {
        circuits: ['estengaard'],
        titans: ['grinder', 'craken', 'slaugg', 'rassik', 'ragnarok', 'chtoolhoo'],
        teams: [
          ['grinder', 'rassik'],
          ['craken', 'ragnarok'],
          ['slaugg', 'chtoolhoo'],
        ],
      },
    ];
    for (const base of shapes)
      for (const seed of seeds.slice(0, 30)) {
        const { s } = play({ ...base, seed });
        const sum = summarize(s);
        expect(sum.winningTeam).toContain(sum.winner);
        expect(sum.winningTeam).toEqual([...sum.winningTeam!].sort());
      }
  });

  it('R12.4 house rules: laps, Life, hand size, trap supply and deck composition hold through a game', () => {
    const kinds = new Set<string>();
    for (const seed of seeds) {
      const { s, kinds: k } = play({
        circuits: ['banKog'],
        titans: ['chtoolhoo', 'ragnarok', 'craken'],
        laps: 2,
        seed,
        options: {
          maxLife: 4,
          handSize: 3,
          trapSupply: 4,
          deck: { mimicry: 3, repel: 3, leapfrog: 3, shield: 2 },
          reactions: 'always',
        },
      });
      k.forEach((x) => kinds.add(x));
      expect(s.trapTotal).toBe(4);
      expect(s.deckSize).toBe(11);
      for (const t of s.titans) expect(t.life).toBeLessThanOrEqual(4);
    }
    // Abilities and the custom deck's cards were really played along the way.
    for (const x of ['ability', 'card:mimicry', 'card:repel', 'card:leapfrog', 'decide'])
      expect(kinds).toContain(x);
  });
});

describe('R3 setup: games without house rules', () => {
  // parse.ts checks the rulebook's options once and every game without options shares the result: a
  // game changing its own deck or hands must not reach the next game.
  it('start from the full rulebook deck, whatever an earlier game did to its own', () => {
    const setup: GameSetup = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 5 };
    const first = newGame(setup);
    const size = first.deck.length + first.titans.reduce((n, t) => n + t.hand.length, 0);
    (first.deck as string[]).length = 0;
    first.titans[0].hand.push('shield');
    const second = newGame(setup);
    expect(second.deck.length + second.titans.reduce((n, t) => n + t.hand.length, 0)).toBe(size);
    expect(second.deck).toEqual(newGame({ ...setup, options: {} }).deck);
    expect(second.titans.map((t) => t.life)).toEqual(
      newGame({ ...setup, options: {} }).titans.map((t) => t.life),
    );
  });
});
