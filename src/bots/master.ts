// master — by default the flat search of flatSearch.ts (DEFAULT_MASTER below: expert's candidates raced
// on sampled worlds, played out by the lookahead policy, judged by the learned evaluation), the strongest
// player measured; with `search: 'tree'` (TREE_MASTER) the information-set Monte Carlo tree search this
// file implements (single-observer ISMCTS: Cowling, Powley & Whitehouse 2012, "Information Set Monte
// Carlo Tree Search", IEEE TCIAIG 4(2)), the bots' independent family.
//
// One tree for the information set of the deciding player. Each iteration:
//   1. determinise: a copy of the state consistent with what the decider's player knows (view.ts: its
//      own hand(s), the public discard pile, the deck composition and every hand's size; the other
//      hands and the deck order are dealt afresh from the unseen cards, and the dice generator is
//      reseeded, so future rolls are drawn fresh). The real hidden cards are never read.
//   2. select: from the root, among the children whose action is legal in this determinisation, the
//      one with the best UCB1 value for the seat that acts there (multi-player: every node maximises
//      its own player's reward); each compatible child's availability count goes up (ISMCTS's UCB uses
//      availability instead of the parent's visits).
//   3. expand, with progressive widening (Chaslot et al. 2008, "progressive unpruning"): a node visited
//      n times may have ceil(√(n + 1)) children, and the next one added is the untried legal action with
//      the best prior — the pilot's score of where its die and path lead (master's own knowledge, never
//      greedy's heuristic). Without widening a node tries every move once before any twice, so with dozens
//      of paths per die the value of a die was the mean of random paths, not of its best path. Discarding a
//      card is never tried: it only empties a slot of the hand.
//   4. score the position where the tree stops (`playoutTurns: 0`, the default: no playout) — or, with
//      `playoutTurns` > 0 or −1, after playing on with master's own racing policy, the pilot (pilot.ts),
//      on the engine's in-place path (applyInPlace: one copy per iteration, none per action).
//   5. back up a reward per seat: 1 for the winner's side, 0 for the others; an unfinished race is
//      scored by the learned evaluation (eval/model.ts: each Titan's win chance from features of the
//      position, fitted to the outcomes of played games; a seat gets its side's total), or with
//      `evaluation: 'race'` by the hand-made race estimate (rows and Life, softmax over the seats).
// The decision is the most visited root child that is legal in the real state.
//
// Actions are keyed so that one tree edge means the same move in every determinisation: a die is
// chosen by its face (`chooseDie` indexes differ between rolls), the rest by their arguments.
// Budget: `iterations` (deterministic: same state, seed and budget give the same action; used by the
// simulator, the lab and tests) or `timeMs` (the game; default 800 ms per decision). The flat search's
// budget is its worlds (`flatWorlds`), capped by `timeMs` in the game.
// The tree shares with the other bots only the engine (legalActions, applyInPlace, the board's neighbour
// tables and data the pilot reads), the determinisation (view.ts) and the Bot interface; it uses neither
// greedy's heuristic nor greedy's rollouts (its evaluation was fitted to who won games of greedy bots:
// it learned from their play, it does not call them).
import { forcedAction } from './forced';
import { dieScore, pathScore, pilotAction } from './pilot';
import { deciderSeat, legalActions, rowsClimbed } from '../engine';
import {
  applyInPlace,
  applyMove,
  legalMoves,
  M_CHOOSE,
  M_DIE,
  M_DISCARD,
  M_END,
  moveAction,
} from '../engine/search';
import type { Action, Face, GameState } from '../engine/types';
import type { Bot, Rand } from './types';
import { allySeats, determinise } from './view';
import { MODELS, winChances } from './eval/model';
import { flatChoose, type FlatOptions } from './flatSearch';
import type { RolloutPolicy } from './expert';
import { lookaheadOn, type DecisionKind } from './lookahead';
import { turnSearchChoose } from './turnSearch';

export interface MasterOptions {
  /** Iterations per decision (used when timeMs is 0): deterministic. */
  iterations: number;
  /** Wall-clock budget per decision in ms (0 = use iterations). */
  timeMs: number;
  /** UCB1 exploration constant (rewards are in [0, 1]). */
  exploration: number;
  /**
   * The horizon: an iteration (tree descent and playout together) stops once this many turns have ended
   * after the root, so every iteration is scored at the same point of the race; 0 = one turn per Titan
   * (from a decision on its own turn: until the decider's next turn starts).
   */
  horizon: number;
  /** Temperature of the race estimate, in rows of progress. */
  temperature: number;
  /** The race estimate's worth of a card in hand, in rows (every card alike). */
  cardValue: number;
  /** Playouts: the chance that a die move is drawn among the plain ones only. */
  plain: number;
  /** Playouts: the chance that a Titan whose die is done ends its turn at once. */
  stop: number;
  /** Playouts: the chance that a Titan takes the die that moves furthest (else a random one). */
  fast: number;
  /**
   * Playouts: 'pilot' (master's own racing policy, pilot.ts; the default) or 'random' (the rules above).
   * With widening the pilot is worth 15 points against greedy (docs/lab.md, "Strength").
   */
  policy: 'pilot' | 'random';
  /** Pilot playouts: the chance of a uniformly random legal action instead of the pilot's rule. */
  epsilon: number;
  /**
   * Progressive widening: a node visited n times may have at most ceil(widening · √(n + 1)) children,
   * added best prior first (`prior`); 0 = every child at once, in random order (master before widening).
   */
  widening: number;
  /**
   * How far the other sides play against the searching player in the tree (0 … 1): a child chosen by
   * another side is valued (1 − paranoia) · its own reward + paranoia · (1 − the searcher's reward).
   * 0 is max^n (every seat for itself); 1 is the paranoid reduction (Sturtevant & Korf 2000), in which
   * the others gang up on the searcher as leader-hunting players do.
   */
  paranoia: number;
  /**
   * What scores a position where an iteration stops: 'learned' (each Titan's win chance from the
   * evaluation trained on played games, eval/model.ts) or 'race' (the hand-made race estimate below).
   */
  evaluation: 'learned' | 'race';
  /**
   * Playout turns after the tree's new node before the position is scored (−1: up to the horizon, as
   * far as the tree and playout go together; 0: scored where the tree stops, no playout at all).
   */
  playoutTurns: number;
  /**
   * Who the others are in the search: 'tree' (every seat's choices in the tree, max^n) or 'greedy' (the
   * tree holds only the decider's own turn; every other choice is played by the greedy policy, and the
   * position is scored at the decider's next turn: turnSearch.ts).
   */
  opponents: 'tree' | 'greedy';
  /** With opponents 'greedy': what scores a position (greedy's heuristic through a logistic, or learned). */
  leaf: 'heuristic' | 'learned';
  /** With opponents 'greedy' and leaf 'heuristic': the logistic's scale, in rows. */
  scale: number;
  /** With opponents 'greedy': sampled worlds reused in turn (common random numbers); 0 = fresh each time. */
  worlds: number;
  /** The learned evaluation's weights: fitted to games of greedy bots or of expert bots (eval/). */
  weights: keyof typeof MODELS;
  /**
   * 'tree' (the search above) or 'flat' (flatSearch.ts: expert's candidates on `flatWorlds` shared
   * worlds, greedy to the end of the turn or the next turn (`rollout`), scored by the evaluation).
   */
  search: 'tree' | 'flat';
  flatWorlds: number;
  /** With search 'flat': candidates kept at a move or a power. */
  candidates: number;
  rollout: 'turn' | 'next';
  /** With search 'flat': rollouts spent by sequential halving over the candidates (0: none). */
  halving: number;
  /** With search 'flat': race the candidates from this many worlds on (0: off; flatSearch.ts's raceFrom). */
  raceFrom: number;
  /** With raceFrom: the margin in standard errors. */
  z: number;
  /**
   * With search 'flat': who plays the rollouts, greedy or 'lookahead' (lookahead.ts: greedy that plays
   * expert's candidates out once each at the kinds of decision `lookKinds` lists, dot-separated).
   */
  rolloutPolicy: 'greedy' | 'lookahead';
  lookCandidates: number;
  lookKinds: string;
  /** With rolloutPolicy 'lookahead': where its play-outs stop ('turn', 'next', or 'draft': next at the draft, else turn). */
  lookUntil: 'turn' | 'next' | 'draft';
  /** With search 'flat': the evaluation's softmax temperature (1: as fitted). */
  evalTemperature: number;
  /**
   * With search 'flat': what judges a rollout's end — 'learned' (the side's chance to win by the
   * evaluation `weights`) or 'heuristic' (greedy's hand-made score through a logistic of `scale` rows):
   * master without its learned evaluation, for the ladder.
   */
  flatJudge: 'learned' | 'heuristic';
}

/**
 * The tree search's settings (information-set MCTS, the header above): master's own family, playing out
 * with the pilot and judging with the evaluation fitted to greedy games. `search: 'tree'` with these is
 * the master of the first passes (`master:search=tree+weights=greedy` in the ladder and the simulator).
 */
export const TREE_MASTER: MasterOptions = {
  iterations: 1600,
  timeMs: 0,
  exploration: 0.2,
  horizon: 0,
  temperature: 3,
  cardValue: 0.5,
  plain: 0,
  stop: 0.5,
  fast: 0,
  policy: 'pilot',
  epsilon: 0.1,
  widening: 1,
  paranoia: 0,
  evaluation: 'learned',
  playoutTurns: 0,
  opponents: 'tree',
  leaf: 'heuristic',
  scale: 3,
  worlds: 0,
  weights: 'greedy',
  search: 'tree',
  flatWorlds: 30,
  candidates: 5,
  rollout: 'turn',
  halving: 0,
  raceFrom: 0,
  z: 2,
  rolloutPolicy: 'greedy',
  lookCandidates: 3,
  lookKinds: 'draft.move',
  lookUntil: 'next',
  evalTemperature: 1,
  flatJudge: 'learned',
};

/**
 * master: the flat search (flatSearch.ts) over expert's candidates, raced on up to 100 shared worlds
 * (a candidate is dropped once it is 1.5 standard errors behind, from 10 worlds on), each played out
 * to its next turn by the lookahead policy (lookahead.ts) and judged by the evaluation fitted to expert
 * games. It won 37.5% of 400 rotated games against three experts (expert itself 26.0% in that seat) at
 * about 26 ms of CPU a decision (docs/lab.md, "Issue 35, eighth pass").
 */
export const DEFAULT_MASTER: MasterOptions = {
  ...TREE_MASTER,
  search: 'flat',
  rollout: 'next',
  weights: 'expert',
  rolloutPolicy: 'lookahead',
  lookUntil: 'turn',
  flatWorlds: 100,
  raceFrom: 10,
  z: 1.5,
};

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
const MAX_PLAYOUT_ACTIONS = 300;
const MAX_TREE_DEPTH = 60;

interface Node {
  /** The action that leads here from the parent (null at the root). */
  action: Action | null;
  /** moveKey of the action (the edge's meaning in every determinisation). */
  key: number;
  /** The seat that chose `action` (whose reward this node maximises). */
  player: number;
  visits: number;
  /** Times this node was available (legal) when its parent was selected from. */
  avail: number;
  /** Sum of rewards per seat. */
  reward: Float64Array;
  children: Node[];
  /** The children by key. */
  byKey: Map<number, Node>;
  /** The last selection pass that found this node legal (search's scratch). */
  stamp: number;
}

function newNode(action: Action | null, key: number, player: number, seats: number): Node {
  return {
    action,
    key,
    player,
    visits: 0,
    avail: 1,
    reward: new Float64Array(seats),
    children: [],
    byKey: new Map(),
    stamp: 0,
  };
}

/** One tree edge per move meaning: a die by its face, the rest by their arguments. */
export function actionKey(s: GameState, a: Action): string {
  switch (a.type) {
    case 'chooseDie':
      return `c${s.pool[a.die]}`;
    case 'dieAction':
      return `d${a.face ?? ''}${a.path.join('')}${a.extra ? a.extra.space + a.extra.when : ''}${a.lifeCost ?? ''}`;
    case 'ability':
      return `a${a.target ?? ''}${a.dir ?? ''}`;
    case 'playBonus':
      return `p${a.card}${a.target ?? ''}${a.dir ?? ''}${a.ability ? `${a.ability.target ?? ''}${a.ability.dir ?? ''}` : ''}`;
    case 'discardBonus':
      return `x${a.card}`;
    case 'decide':
      return `q${a.choice}${a.card ?? ''}`;
    case 'enter':
      return `e${a.space}`;
    default:
      return a.type;
  }
}

/** Face codes for a die's tree key. */
const FACE_CODE: Record<Face, number> = { red: 1, blue: 2, green: 3, yellow: 4, brown: 5, purple: 6 };

/** Rows a face's longest path climbs (R4.1: S two rows, L/R one); purple: yellow's, less its Life. */
const FACE_ROWS: Record<Face, number> = { red: 2, blue: 3, green: 2, yellow: 4, brown: 3, purple: 3.5 };

/**
 * The order in which a node's moves are tried under progressive widening (master's own knowledge: the
 * pilot's path score, never greedy's heuristic): dice and die moves by the rows their best path climbs
 * less the Life it costs; a trap or strike, or purple's cost paid first, just after the same plain move;
 * ending the turn before abilities, cards and the pentacle's reroll.
 */
export function prior(s: GameState, a: Action): number {
  switch (a.type) {
    case 'chooseDie':
      return dieScore(s, s.pool[a.die]);
    case 'dieAction': {
      const T = s.titans[s.active];
      const cost = T.die === 'purple' && T.id !== 'chtoolhoo';
      return pathScore(s, a.path, cost) - (a.extra ? 0.25 : 0) - (a.lifeCost === 'before' ? 0.1 : 0);
    }
    case 'endTurn':
    case 'decide':
    case 'enter':
    case 'roll':
      return 0;
    default:
      return -1;
  }
}

/** Per seat, the bit mask of the seats whose win is its win (its player's Titans and team-mates). */
function sideMasks(s: GameState): number[] {
  return s.titans.map((_, i) => {
    let m = 0;
    for (const j of allySeats(s, i)) m |= 1 << j;
    return m;
  });
}

const chance = new Float64Array(6);

/**
 * The reward vector of a state: at the end of the race 1 for the winner's side; otherwise a race
 * estimate — each Titan's chance is a softmax of (rows climbed + Life / 2, a knocked-out Titan a row
 * behind) over the temperature, and a seat is rewarded with its side's total.
 */
function rewards(s: GameState, sides: number[], o: MasterOptions, out: Float64Array): void {
  const temperature = o.temperature;
  const n = s.titans.length;
  if (s.winner >= 0) {
    for (let i = 0; i < n; i++) out[i] = (sides[i] >> s.winner) & 1;
    return;
  }
  if (o.evaluation === 'learned') {
    winChances(s, chance, MODELS[o.weights]);
    for (let i = 0; i < n; i++) {
      let r = 0;
      for (let j = 0; j < n; j++) if ((sides[i] >> j) & 1) r += chance[j];
      out[i] = r;
    }
    return;
  }
  let max = -Infinity;
  const v = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = s.titans[i];
    v[i] = rowsClimbed(s, i) + (t.ko ? -1 : t.life / 2) + o.cardValue * t.hand.length;
    if (v[i] > max) max = v[i];
  }
  let sum = 0;
  for (let i = 0; i < n; i++) {
    v[i] = Math.exp((v[i] - max) / temperature);
    sum += v[i];
  }
  for (let i = 0; i < n; i++) {
    let r = 0;
    for (let j = 0; j < n; j++) if ((sides[i] >> j) & 1) r += v[j];
    out[i] = r / sum;
  }
}

/**
 * The cheap playout policy: uniformly random, except that a die move is drawn among the plain ones (no
 * trap or strike, purple's default cost timing) with probability `plain`, and a Titan whose die is done
 * ends its turn with probability `stop`.
 */
function playoutAction(s: GameState, legal: Action[], rand: Rand, o: MasterOptions): Action {
  if (!s.pending && s.turn.phase === 'start' && legal.length > 1 && rand() < o.fast) {
    // The die that moves furthest (rows of its longest path; purple counts as its cost's worth less).
    let best = legal[0];
    let bestRows = -1;
    for (const a of legal)
      if (a.type === 'chooseDie') {
        const r = FACE_ROWS[s.pool[a.die]];
        if (r > bestRows) {
          bestRows = r;
          best = a;
        }
      }
    return best;
  }
  if (!s.pending && s.turn.phase === 'main') {
    if (s.turn.dieDone) {
      if (rand() < o.stop) for (const a of legal) if (a.type === 'endTurn') return a;
    } else if (rand() < o.plain) {
      let n = 0;
      for (const a of legal) if (a.type === 'dieAction' && !a.extra && a.lifeCost !== 'before') n++;
      let k = Math.floor(rand() * n);
      for (const a of legal)
        if (a.type === 'dieAction' && !a.extra && a.lifeCost !== 'before' && k-- === 0) return a;
    }
  }
  return legal[Math.floor(rand() * legal.length)];
}

/**
 * A child's mean value to the seat choosing it: its own side's reward, or, where another side than the
 * searcher's (`seat`) chooses, blended with the searcher's loss by `paranoia` (MasterOptions).
 */
export function selectionValue(
  c: Pick<Node, 'reward' | 'visits' | 'player'>,
  seat: number,
  against: boolean,
  paranoia: number,
): number {
  const own = c.reward[c.player] / c.visits;
  return against ? (1 - paranoia) * own + paranoia * (1 - c.reward[seat] / c.visits) : own;
}

/** Play out from `s` (mutated) until `ended` reaches the horizon. */
function playout(s: GameState, ended: number, horizon: number, rand: Rand, o: MasterOptions): void {
  if (o.policy === 'pilot') {
    for (let n = 0; n < MAX_PLAYOUT_ACTIONS && s.winner < 0 && ended < horizon; n++) {
      const a = pilotAction(s, rand, o);
      if (!a || applyInPlace(s, a)) return;
      if (a.type === 'endTurn') ended++;
    }
    return;
  }
  for (let n = 0; n < MAX_PLAYOUT_ACTIONS && s.winner < 0 && ended < horizon; n++) {
    const legal = legalActions(s);
    if (legal.length === 0) return;
    const a = playoutAction(s, legal, rand, o);
    if (applyInPlace(s, a)) return;
    if (a.type === 'endTurn') ended++;
  }
}

/**
 * The tree's key of an engine move code (the engine's integer path: no action object per legal move):
 * a die by its face (its index differs between rolls), the rest as is — the same edges as actionKey.
 */
export function moveKey(s: GameState, code: number): number {
  const type = code & 15;
  if (type === M_CHOOSE) return M_CHOOSE | (FACE_CODE[s.pool[code >>> 4]] << 4);
  // A die move's code names its path within the die's face (purple: within the face it copies), so
  // the die itself is part of the key: after the pentacle's reroll it differs between worlds.
  if (type === M_DIE) return code + FACE_CODE[s.titans[s.active].die!] * 2 ** 30;
  return code;
}
/** The search's list of legal move codes (one search at a time per thread). */
const moves: number[] = [];

/** Search from `state` for the player of `seat`; returns the root (for tests and analysis). */
export function search(state: GameState, seat: number, rand: Rand, o: MasterOptions = DEFAULT_MASTER): Node {
  const seats = state.titans.length;
  const sides = sideMasks(state);
  const root = newNode(null, 0, -1, seats);
  const r = new Float64Array(seats);
  const path: Node[] = [];
  const t0 = o.timeMs > 0 ? now() : 0;
  const limit = o.timeMs > 0 ? Infinity : Math.max(1, o.iterations);
  const horizon = o.horizon > 0 ? o.horizon : seats;
  let passes = 0;
  const compatible: Node[] = [];
  const codes: number[] = []; // this world's move code for each compatible child
  const untried: number[] = [];
  const untriedKeys: number[] = [];
  for (let it = 0; it < limit; it++) {
    if (o.timeMs > 0 && it > 0 && now() - t0 >= o.timeMs) break;
    const s = determinise(state, seat, rand); // a private copy (cloneState), changed in place
    path.length = 0;
    path.push(root);
    let node = root;
    let ended = 0;
    let broken = false; // an action refused in this world (an engine fault): the iteration is dropped
    // Selection and expansion.
    for (let depth = 0; s.winner < 0 && ended < horizon && depth < MAX_TREE_DEPTH; depth++) {
      // The engine's integer move path: no action object per legal move, one per node added.
      const count = legalMoves(s, moves);
      if (count === 0) break;
      const who = deciderSeat(s);
      // One pass over this world's moves: the children they lead to (each once: two dice of one face
      // are one edge), and the move to add if this node may grow — the best prior under widening, else
      // a uniformly random untried one. A stamp per pass instead of indexOf keeps the pass linear.
      const stamp = ++passes;
      const grow =
        o.widening <= 0 || node.children.length < Math.ceil(o.widening * Math.sqrt(node.visits + 1));
      compatible.length = 0;
      codes.length = 0;
      untried.length = 0;
      untriedKeys.length = 0;
      let bestP = -Infinity;
      let best: Node | null = null;
      let bestU = -Infinity;
      let bestCode = -1;
      for (let pass = 0; pass < 2; pass++) {
        for (let m = 0; m < count; m++) {
          const code = moves[m];
          if ((code & 15) === M_DISCARD) continue; // never chosen: it only empties a slot of the hand
          const k = moveKey(s, code);
          const child = node.byKey.get(k);
          if (child) {
            if (pass === 0 && child.stamp !== stamp) {
              child.stamp = stamp;
              compatible.push(child);
              codes.push(code); // this world's move for the edge (a die's index differs between rolls)
            }
          } else if (grow || pass === 1) {
            if (o.widening > 0) {
              const p = prior(s, moveAction(s, code));
              if (p > bestP) {
                bestP = p;
                untried[0] = code;
                untriedKeys[0] = k;
              }
            } else if (untriedKeys.indexOf(k) < 0) {
              untried.push(code);
              untriedKeys.push(k);
            }
          }
        }
        // A node that may not grow still adds a move when none of its children is legal in this world.
        if (grow || compatible.length > 0 || untried.length > 0) break;
      }
      for (const c of compatible) c.avail++;
      if (untried.length > 0) {
        const i = o.widening > 0 ? 0 : Math.floor(rand() * untried.length);
        const child = newNode(moveAction(s, untried[i]), untriedKeys[i], who, seats);
        node.children.push(child);
        node.byKey.set(child.key, child);
        if (applyMove(s, untried[i])) {
          broken = true;
          break;
        }
        if ((untried[i] & 15) === M_END) ended++;
        path.push(child);
        node = child;
        break;
      }
      const against = o.paranoia > 0 && ((sides[seat] >> who) & 1) === 0; // another side chooses here
      for (let j = 0; j < compatible.length; j++) {
        const c = compatible[j];
        const u =
          selectionValue(c, seat, against, o.paranoia) +
          o.exploration * Math.sqrt(Math.log(c.avail) / c.visits);
        if (u > bestU) {
          bestU = u;
          best = c;
          bestCode = codes[j];
        }
      }
      if (!best || bestCode < 0) break;
      if (applyMove(s, bestCode)) {
        broken = true;
        break;
      }
      if ((bestCode & 15) === M_END) ended++;
      path.push(best);
      node = best;
    }
    if (broken) continue;
    if (o.playoutTurns !== 0)
      playout(s, ended, o.playoutTurns < 0 ? horizon : Math.min(horizon, ended + o.playoutTurns), rand, o);
    rewards(s, sides, o, r);
    for (const n of path) {
      n.visits++;
      for (let i = 0; i < seats; i++) n.reward[i] += r[i];
    }
  }
  return root;
}

export function masterChoose(
  state: GameState,
  seat: number,
  rand: Rand,
  o: MasterOptions = DEFAULT_MASTER,
): Action {
  const forced = forcedAction(state);
  if (forced) return forced;
  const legal = legalActions(state);
  if (legal.length === 1) return legal[0];
  if (o.search === 'flat') return flatChoose(state, seat, rand, flatOptions(o));
  if (o.opponents === 'greedy') return turnSearchChoose(state, seat, rand, o, moveKey) ?? legal[0];
  const root = search(state, seat, rand, o);
  // The most visited child that is legal here (ties: the first found, which depends only on the search).
  const keys = new Map<number, number>();
  const count = legalMoves(state, moves);
  for (let m = 0; m < count; m++) keys.set(moveKey(state, moves[m]), moves[m]);
  let best = -1;
  let bestVisits = -1;
  for (const c of root.children) {
    const code = keys.get(c.key);
    if (code !== undefined && c.visits > bestVisits) {
      bestVisits = c.visits;
      best = code;
    }
  }
  return best >= 0 ? moveAction(state, best) : legal[Math.floor(rand() * legal.length)];
}

/** The flat search's options out of master's (search 'flat'). */
export function flatOptions(o: MasterOptions): FlatOptions {
  return {
    worlds: o.flatWorlds,
    candidates: o.candidates,
    rollout: o.rollout,
    model: MODELS[o.weights],
    temperature: o.evalTemperature,
    budgetMs: o.timeMs,
    halving: o.halving,
    raceFrom: o.raceFrom,
    z: o.z,
    policy: o.rolloutPolicy === 'lookahead' ? lookaheadPolicy(o) : undefined,
    heuristicScale: o.flatJudge === 'heuristic' ? o.scale : 0,
  };
}

/** The lookahead rollout policy with master's options (lookCandidates, lookKinds). */
function lookaheadPolicy(o: MasterOptions): RolloutPolicy {
  const l = {
    candidates: o.lookCandidates,
    kinds: o.lookKinds.split('.') as DecisionKind[],
    until: o.lookUntil,
  };
  return (s, seat) => lookaheadOn(s, seat, l);
}

export function makeMaster(o: Partial<MasterOptions> = {}): Bot {
  const opts = { ...DEFAULT_MASTER, ...o };
  return (state, seat, rand) => masterChoose(state, seat, rand, opts);
}

/** The simulator's and lab's master: a fixed iteration budget, so a seed always gives the same games. */
export const master: Bot = makeMaster();
