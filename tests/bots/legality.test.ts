// Every action a bot chooses is accepted by the engine, over thousands of games on every circuit,
// Grand Slam, 3–6 Titans, the 2-player game and teams; and bots never read hidden information.
import { describe, expect, it } from 'vitest';
import { applyAction, deciderSeat, legalActions, newGame } from '../../src/engine';
import { BOTS } from '../../src/bots';
import type { BotLevel } from '../../src/bots/types';
import { greedy } from '../../src/bots/greedy';
import { expert } from '../../src/bots/expert';
import { makeMaster, TREE_MASTER } from '../../src/bots/master';
import { CIRCUIT_IDS, type GameSetup, type GameState, type TitanId } from '../../src/engine/types';
import { mulberry } from '../../src/engine/search';
import { runRange } from '../../src/sim/batch';

function play(setup: GameSetup, levels: BotLevel[], seed: number): GameState {
  let s = newGame({ ...setup, seed });
  const rand = mulberry(seed);
  for (let n = 0; s.winner < 0 && n < 5000; n++) {
    const seat = deciderSeat(s);
    const a = BOTS[levels[seat % levels.length]](s, seat, rand);
    const r = applyAction(s, a);
    if (!r.ok)
      throw new Error(`${levels[seat]} chose ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return s;
}

describe('bot legality', () => {
  it('greedy and random play 1,800 complete games on the six circuits without an illegal action', () => {
    for (const circuit of CIRCUIT_IDS) {
      const t = runRange(
        {
          circuits: [circuit],
          titans: ['grinder', 'slaugg', 'craken', 'rassik'],
          bots: ['greedy', 'random', 'greedy', 'random'],
          games: 300,
          seed: 11,
          rotate: true,
        },
        0,
        300,
      );
      expect(t.finished).toBe(300);
    }
  });

  it('greedy plays Grand Slams, 3 and 6 Titans, the 2-player game and teams', () => {
    const all: TitanId[] = ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'];
    for (let k = 0; k < 40; k++) {
      expect(
        play(
          { circuits: ['banKog', 'estengaard', 'anglieh'], titans: ['chtoolhoo', 'ragnarok', 'craken'] },
          ['greedy', 'random'],
          k,
        ).winner,
      ).toBeGreaterThanOrEqual(0);
      expect(
        play({ circuits: ['moltenchest'], titans: all }, ['greedy'], 100 + k).winner,
      ).toBeGreaterThanOrEqual(0);
      expect(
        play(
          {
            circuits: ['deadMansLagoon'],
            titans: ['grinder', 'slaugg', 'craken', 'rassik'],
            players: [
              ['grinder', 'craken'],
              ['slaugg', 'rassik'],
            ],
          },
          ['greedy', 'random'],
          200 + k,
        ).winner,
      ).toBeGreaterThanOrEqual(0);
      expect(
        play(
          {
            circuits: ['anglieh'],
            titans: ['grinder', 'slaugg', 'craken', 'rassik'],
            teams: [
              ['grinder', 'craken'],
              ['slaugg', 'rassik'],
            ],
          },
          ['greedy'],
          300 + k,
        ).winner,
      ).toBeGreaterThanOrEqual(0);
    }
  });

  it('expert plays complete games legally on every circuit', () => {
    for (const circuit of CIRCUIT_IDS) {
      const s = play(
        { circuits: [circuit], titans: ['ragnarok', 'chtoolhoo', 'craken', 'rassik'] },
        ['expert', 'greedy', 'random', 'greedy'],
        7,
      );
      expect(s.winner).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('bots see only what their player may see', () => {
  /** Same public state, different hidden cards of others, deck order and dice generator. */
  function reshuffled(s: GameState, viewer: number, k: number): GameState {
    const unknown = [...s.deck];
    s.titans.forEach((t, i) => i !== viewer && unknown.push(...t.hand));
    const r = mulberry(1000 + k);
    for (let i = unknown.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [unknown[i], unknown[j]] = [unknown[j], unknown[i]];
    }
    const titans = s.titans.map((t, i) =>
      i === viewer ? t : { ...t, hand: unknown.splice(0, t.hand.length) },
    );
    return { ...s, titans, deck: unknown, rng: (s.rng * 7919 + k) >>> 0 };
  }

  it('greedy, expert and master (flat and tree) choose the same action whatever the hidden cards and future dice are', () => {
    const master = makeMaster({ flatWorlds: 20 });
    const tree = makeMaster({ ...TREE_MASTER, iterations: 60 });
    let s = newGame({ circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken', 'rassik'], seed: 5 });
    const rand = mulberry(9);
    let checked = 0;
    for (let n = 0; s.winner < 0 && n < 600; n++) {
      const seat = deciderSeat(s);
      if (n % 7 === 0 && legalActions(s).length > 1) {
        for (const bot of n % 21 === 0 ? [greedy, expert, master, tree] : [greedy]) {
          const a = JSON.stringify(bot(s, seat, mulberry(n)));
          for (let k = 0; k < 2; k++)
            expect(JSON.stringify(bot(reshuffled(s, seat, k), seat, mulberry(n)))).toBe(a);
        }
        checked++;
      }
      const r = applyAction(s, greedy(s, seat, rand));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
