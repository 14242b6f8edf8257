// Issue 20's logic figures, headless: over bot games (greedy bots in every seat, reactions 'always', the
// six circuits, 4 Titans, 3 laps), as if every seat were a person at one hot-seat table:
// - reaction prompts and hand-offs per turn, under the old 'always' (every damage Life loss from round 2
//   asks, rulings.md 14 aside) and the new one (card holders only, rulings.md 26);
// - how often the way choice was asked before (more than one way to the chosen destination) and now
//   (only when the ways' whole-move previews differ, store/ways.ts);
// - how often End turn is pressed by the store now (only endTurn left, store/autoEnd.ts);
// - presses per typical turn from these rates.
// Run: npx tsx scripts/flow-figures.ts [games per circuit, default 8]
import { applyAction, deciderSeat, legalActions, newGame } from '../src/engine';
import { botFor } from '../src/bots';
import type { Action, CircuitId, GameEvent, GameState } from '../src/engine/types';
import { mulberry } from '../src/engine/search';
import { guide, moveEnd } from '../src/store/guide';
import { onlyEndTurn } from '../src/store/autoEnd';

const CIRCUITS: CircuitId[] = [
  'kaldheira',
  'deadMansLagoon',
  'banKog',
  'moltenchest',
  'anglieh',
  'estengaard',
];
const perCircuit = Number(process.argv[2] ?? 8);
const level = (process.argv[3] ?? 'greedy') as 'greedy' | 'random' | 'expert';
const bot = botFor(level);

const n = {
  games: 0,
  turns: 0,
  promptsNew: 0,
  promptsOld: 0,
  handoffsNew: 0,
  handoffsOld: 0,
  dieMoves: 0,
  destAsked: 0,
  wayOld: 0,
  wayNew: 0,
  ends: 0,
  autoEnds: 0,
  rolls: 0,
  enters: 0,
  repeats: 0,
};

/** Damage (not a payment) that the old 'always' asked about: round 2 on, not after the own turn's card. */
function oldAsks(before: GameState, e: GameEvent): number {
  if (e.type !== 'lifeLost' && e.type !== 'shielded') return -1;
  if (e.cause === 'purple' || e.cause === 'pentacle' || before.round <= 1) return -1;
  const seat = before.titans.findIndex((t) => t.id === e.titan);
  if (seat === before.active && (before.turn.cardPlayed || before.turn.rerolled)) return -1;
  return seat;
}

for (const circuit of CIRCUITS)
  for (let k = 0; k < perCircuit; k++) {
    const seed = 1000 * CIRCUITS.indexOf(circuit) + k + 1;
    let s = newGame({
      circuits: [circuit],
      titans: ['grinder', 'slaugg', 'craken', 'rassik'],
      seed,
      options: { reactions: 'always' },
    });
    const rand = mulberry(seed);
    // Deciders in order, one per action, with the prompts only the old rule made inserted.
    const seqNew: number[] = [];
    const seqOld: number[] = [];
    let lastAsked = -1;
    n.games++;
    n.turns++;
    for (let step = 0; s.winner < 0 && step < 20000; step++) {
      const seat = deciderSeat(s);
      const legal = legalActions(s);
      const a: Action = bot(s, seat, rand);
      seqNew.push(seat);
      seqOld.push(seat);
      if (s.pending?.kind === 'reaction') {
        n.promptsNew++;
        // The same Titan asked again right after answering (one move's second question: no hand-off).
        if (lastAsked === s.pending.titan) n.repeats++;
        lastAsked = s.pending.titan;
      } else lastAsked = -1;
      if (a.type === 'roll') n.rolls++;
      if (a.type === 'enter') n.enters++;
      if (a.type === 'endTurn') {
        n.ends++;
        if (onlyEndTurn(s, legal)) n.autoEnds++;
      }
      if (a.type === 'dieAction') {
        n.dieMoves++;
        const dest = String(moveEnd(s, a));
        const picks: Record<string, string> = { dest };
        if (a.face && s.titans[s.active].die === 'purple') picks.face = a.face;
        const sameDest = legal.filter(
          (x) =>
            x.type === 'dieAction' && (x.face ?? '') === (a.face ?? '') && String(moveEnd(s, x)) === dest,
        );
        const paths = new Set(sameDest.map((x) => (x.type === 'dieAction' ? x.path.join(',') : '')));
        if (paths.size > 1) n.wayOld++;
        const g = guide(s, legal, { mode: 'die', picks });
        if (g.ask?.attr.key === 'path') n.wayNew++;
        const dests = new Set(
          legal
            .filter((x) => x.type === 'dieAction' && (x.face ?? '') === (a.face ?? ''))
            .map((x) => moveEnd(s, x)),
        );
        if (dests.size > 1) n.destAsked++;
      }
      const before = s;
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      for (const e of r.events) {
        if (e.type === 'turnStarted') n.turns++;
        const asked = oldAsks(before, e);
        if (asked < 0) continue;
        n.promptsOld++;
        // Not asked now: the Titan held no card before and after the action (R11.4, rulings.md 26).
        if (before.titans[asked].hand.length === 0 && s.titans[asked].hand.length === 0) seqOld.push(asked);
      }
    }
    const changes = (seq: number[]) => seq.filter((x, i) => i > 0 && x !== seq[i - 1]).length;
    n.handoffsNew += changes(seqNew);
    n.handoffsOld += changes(seqOld);
  }

const per = (x: number) => (x / n.turns).toFixed(2);
const pct = (x: number, of: number) => `${((100 * x) / of).toFixed(1)}%`;
console.log(`${n.games} games, ${n.turns} turns (${level} bots, 4 Titans, reactions 'always', 3 laps)`);
console.log(`reaction prompts per turn: old ${per(n.promptsOld)}, new ${per(n.promptsNew)}`);
console.log(
  `prompts that follow one to the same Titan at once (no hand-off between): ${per(n.repeats)} per turn`,
);
console.log(`hand-offs per turn (every seat a person): old ${per(n.handoffsOld)}, new ${per(n.handoffsNew)}`);
console.log(
  `way choice asked: old ${pct(n.wayOld, n.dieMoves)} of die moves, new ${pct(n.wayNew, n.dieMoves)} ` +
    `(skipped in ${pct(n.wayOld - n.wayNew, n.wayOld)} of the moves that asked it)`,
);
console.log(`destination asked (more than one end): ${pct(n.destAsked, n.dieMoves)} of die moves`);
console.log(`End turn pressed by the store: ${pct(n.autoEnds, n.ends)} of turn ends`);
console.log(
  `rolls per turn ${per(n.rolls)}; start spaces per turn ${per(n.enters)}; die moves per turn ${per(n.dieMoves)}`,
);
const core = (way: number, end: number, prompts: number, handoffs: number) =>
  handoffs / n.turns + // hand-offs (every one a press)
  n.rolls / n.turns +
  1 + // the die
  n.enters / n.turns +
  n.destAsked / n.turns +
  way / n.turns +
  n.dieMoves / n.turns + // Confirm
  end / n.turns +
  prompts / n.turns;
console.log(
  `presses per turn (hand-offs, roll, die, start, destination, way, Confirm, End turn, reactions): ` +
    `old ${core(n.wayOld, n.ends, n.promptsOld, n.handoffsOld).toFixed(2)}, ` +
    `new ${core(n.wayNew, n.ends - n.autoEnds, n.promptsNew, n.handoffsNew).toFixed(2)}`,
);
