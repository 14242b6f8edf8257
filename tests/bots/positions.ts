// Positions for the search bots' tests: states along a game of greedy bots, and the same public state
// with what its viewer cannot see shuffled (the others' hands, the deck order, the generator), and varied
// games played to their end.
import { applyAction, deciderSeat, legalActions, newGame } from '../../src/engine';
import { greedy } from '../../src/bots/greedy';
import { CIRCUIT_IDS, type GameState } from '../../src/engine/types';
import { randomBot } from '../../src/bots/random';
import type { Bot } from '../../src/bots/types';
import { mulberry } from '../../src/engine/search';

/** States along a game of greedy bots where the decider has a real choice. */
export function positions(seed: number, every: number): GameState[] {
  let s = newGame({ circuits: ['deadMansLagoon'], titans: ['grinder', 'slaugg', 'craken', 'rassik'], seed });
  const rand = mulberry(seed);
  const out: GameState[] = [];
  for (let n = 0; s.winner < 0 && n < 400; n++) {
    if (n % every === 0 && legalActions(s).length > 1) out.push(s);
    const r = applyAction(s, greedy(s, deciderSeat(s), rand));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

/** The same public state with the hidden cards of the others, the deck order and the generator changed. */
export function reshuffled(s: GameState, viewer: number, k: number): GameState {
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

/** Games on every circuit, a Grand Slam, six Titans, and teams with every reaction asked. */
const VARIED_GAMES = [
  ...CIRCUIT_IDS.map((c) => ({ circuits: [c], titans: ['ragnarok', 'chtoolhoo', 'craken', 'rassik'] })),
  { circuits: ['banKog', 'estengaard', 'anglieh'], titans: ['chtoolhoo', 'ragnarok', 'craken'] },
  { circuits: ['moltenchest'], titans: ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'] },
  {
    circuits: ['deadMansLagoon'],
    titans: ['grinder', 'slaugg', 'craken', 'rassik'],
    teams: [
      ['grinder', 'craken'],
      ['slaugg', 'rassik'],
    ],
    options: { reactions: 'always' as const },
  },
];

/**
 * Plays each of VARIED_GAMES to its end, `bot` in the even seats and random play in the odd ones; throws
 * on any illegal action of `bot`, and returns each game's winner.
 */
export function playVaried(bot: Bot): number[] {
  return VARIED_GAMES.map((setup, g) => {
    let s = newGame({ ...(setup as Parameters<typeof newGame>[0]), seed: 100 + g });
    const rand = mulberry(g);
    for (let n = 0; s.winner < 0 && n < 3000; n++) {
      const seat = deciderSeat(s);
      const a = seat % 2 === 0 ? bot(s, seat, rand) : randomBot(s, seat, rand);
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(`the bot chose ${JSON.stringify(a)}: ${r.error.message}`);
      s = r.state;
    }
    return s.winner;
  });
}
