// R1.7 fuzz: complete random games (uniformly random legal actions) on random designer circuits dense
// with ice, with a small maximum Life, checking after EVERY action — also while a decision is pending
// and in the final position — that
//   - no two Titans share a space (Summary: space + board),
//   - no trap shares a space with a Titan,
//   - every offered action is accepted and resolves in a bounded number of events,
//   - the game never stalls (an unfinished game always has a legal action) and ends within a cap.
// Used by tests/engine/r17-fuzz.test.ts and `npm run fuzz` (src/cli/fuzz.ts). Pure: no Node APIs.
import { createGame, legalActions, summarize } from '../engine';
import {
  TITAN_IDS,
  type Action,
  type CardId,
  type Circuit,
  type Element,
  type GameEvent,
  type GameSetup,
  type GameState,
  type ReactionMode,
  type Summary,
  type TitanId,
} from '../engine/types';
import { mulberry, playout } from '../engine/search';
import { LOCAL_NAMES } from '../engine/board';

type Rand = () => number;

/** Elements besides ice, with weights: hazards (lava, statues, pirates), bonus, ramps, the pentacle. */
const OTHERS: [Element, number][] = [
  ['lava', 3],
  ['fireStatue', 3],
  ['bonus', 3],
  ['pirates', 2],
  ['pentacle', 2],
  ['multiRamp', 1],
  ['superRampL', 1],
  ['superRampR', 1],
];
const OTHERS_TOTAL = OTHERS.reduce((n, [, w]) => n + w, 0);

/**
 * A random designer circuit: each space is ice with probability `ice` (0.3–0.6), else one of the
 * other elements with probability `other`, else plain. Start spaces are not spared: a designer may
 * paint them. Some of these circuits hold a closed line of ice, which the engine refuses (R7.6).
 */
function randomCircuit(rand: Rand, id: string): Circuit {
  const ice = 0.3 + rand() * 0.3;
  const other = 0.15 + rand() * 0.25;
  const spaces: Record<string, Element> = {};
  for (const name of LOCAL_NAMES) {
    const x = rand();
    if (x < ice) spaces[name] = 'ice';
    else if (x < ice + (1 - ice) * other) {
      let w = rand() * OTHERS_TOTAL;
      for (const [e, n] of OTHERS) {
        w -= n;
        if (w < 0) {
          spaces[name] = e;
          break;
        }
      }
    }
  }
  return { id, name: `Fuzz ${id}`, spaces };
}

/** A deck with more of the cards that place traps and move Titans (trap-prone play), or the default. */
const TRAP_DECK: Partial<Record<CardId, number>> = {
  tribalTrap: 4,
  swiftnessPotion: 2,
  shield: 2,
  fireBomb: 1,
  thunderbolt: 1,
  mimicry: 2,
  elixir: 1,
  leapfrog: 2,
  repel: 2,
  quake: 1,
};

/** The setup of fuzz game k (one circuit, or a Grand Slam of three one time in eight). */
export function fuzzSetup(seed: number, k: number): { setup: GameSetup } {
  const rand = mulberry((seed ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0);
  const boards = rand() < 0.125 ? 3 : 1;
  const circuits = Array.from({ length: boards }, (_, b) => randomCircuit(rand, `fuzz-${k}-${b}`));
  const ids = TITAN_IDS.slice();
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  const n = 3 + Math.floor(rand() * 4);
  const titans: TitanId[] = ids.slice(0, n);
  const reactions: ReactionMode = (['eligible', 'always', 'never'] as const)[Math.floor(rand() * 3)];
  const setup: GameSetup = {
    circuits,
    titans,
    seed: Math.floor(rand() * 4294967296) >>> 0,
    laps: boards === 3 ? 1 : 1 + Math.floor(rand() * 3),
    options: {
      maxLife: 1 + Math.floor(rand() * 3),
      reactions,
      ...(rand() < 0.5 ? { deck: TRAP_DECK } : {}),
    },
  };
  return { setup };
}

/**
 * What went wrong. R1.7 (two Titans on a space, or a trap and a Titan) is told apart by when it is
 * seen: at rest, while a decision is pending, or in the final position of a won race.
 */
export type ViolationKind =
  | 'titansShare'
  | 'titansShareWhilePending'
  | 'titansShareWhenWon'
  | 'trapAtRest'
  | 'trapWhilePending'
  | 'trapWhenWon'
  | 'noEnd'
  | 'stalled'
  | 'refused'
  | 'events'
  | 'setup';

export interface FuzzViolation {
  kind: ViolationKind;
  game: number;
  /** Actions applied before the violation: `setup` and `actions` replay it. */
  step: number;
  what: string;
  setup: GameSetup;
  actions: unknown[];
}

export interface FuzzFigures {
  /** Games played (valid setups). */
  games: number;
  /** Generated setups the engine refused because a circuit holds a closed line of ice (R7.6). */
  skipped: number;
  finished: number;
  actions: number;
  /** Positions checked while a decision was pending. */
  pendingStates: number;
  /** Most events one applyAction returned, and most actions one game took. */
  maxEvents: number;
  maxActions: number;
  knockouts: number;
  /** Violations per kind (all of them), and the first few of each kind in full. */
  violations: Partial<Record<ViolationKind, number>>;
  examples: FuzzViolation[];
}

export interface FuzzOptions {
  games: number;
  seed: number;
  /** A game still unfinished after this many actions is a violation ("does not end"). */
  maxActionsPerGame?: number;
  /** An applyAction returning more events than this is a violation (unbounded resolution). */
  maxEventsPerAction?: number;
  /** Examples kept per kind of violation. */
  examplesPerKind?: number;
  onProgress?: (done: number) => void;
}

export const violationCount = (f: FuzzFigures): number =>
  Object.values(f.violations).reduce((n, x) => n + (x ?? 0), 0);

/** R1.7 in one Summary: [kind, sentence] for each problem (none when the position is sound). */
export function r17Problems(sum: Summary, boards: number): [ViolationKind, string][] {
  const out: [ViolationKind, string][] = [];
  const when = sum.winner ? 'WhenWon' : sum.pending ? 'WhilePending' : '';
  const note = sum.winner
    ? ` (the race is won by ${sum.winner})`
    : sum.pending
      ? ` (while ${sum.pending.titan} decides: ${sum.pending.kind})`
      : '';
  const where = new Map<string, string>();
  for (const [id, t] of Object.entries(sum.titans)) {
    if (!t || t.space === null) continue;
    const key = boards > 1 ? `${t.board}:${t.space}` : t.space;
    const other = where.get(key);
    if (other) out.push([`titansShare${when}` as ViolationKind, `${other} and ${id} share ${key}${note}`]);
    else where.set(key, id);
  }
  for (const trap of sum.traps) {
    const id = where.get(trap);
    if (id)
      out.push([
        (when ? `trap${when}` : 'trapAtRest') as ViolationKind,
        `a trap and ${id} share ${trap}${note}`,
      ]);
  }
  return out;
}

/** Play fuzz games [0, games) and check every position (see the header). */
export function runFuzz(o: FuzzOptions): FuzzFigures {
  const maxActs = o.maxActionsPerGame ?? 3000;
  const maxEv = o.maxEventsPerAction ?? 2000;
  const keep = o.examplesPerKind ?? 3;
  const f: FuzzFigures = {
    games: 0,
    skipped: 0,
    finished: 0,
    actions: 0,
    pendingStates: 0,
    maxEvents: 0,
    maxActions: 0,
    knockouts: 0,
    violations: {},
    examples: [],
  };
  const record = (v: FuzzViolation) => {
    const n = (f.violations[v.kind] ?? 0) + 1;
    f.violations[v.kind] = n;
    if (n <= keep) f.examples.push(v);
  };
  for (let k = 0; k < o.games; k++) {
    const { setup } = fuzzSetup(o.seed, k);
    const g = createGame(setup);
    if (!g.ok) {
      // Only a closed line of ice may make a generated setup invalid.
      if (g.error.code === 'badCircuit' && /ice/i.test(g.error.message)) f.skipped++;
      else record({ kind: 'setup', game: k, step: 0, what: g.error.message, setup, actions: [] });
      o.onProgress?.(k + 1);
      continue;
    }
    f.games++;
    const rand = mulberry(setup.seed! ^ 0x5bd1e995);
    const boards = setup.circuits.length;
    const log: unknown[] = [];
    let s: GameState = g.state;
    const violation = (kind: ViolationKind, what: string) =>
      record({ kind, game: k, step: log.length, what, setup: s.setup, actions: log.slice() });
    // An R1.7 violation is recorded and the game goes on (the state is still one the engine made).
    const check = (st: GameState): void => {
      for (const [kind, what] of r17Problems(summarize(st), boards)) violation(kind, `R1.7: ${what}`);
    };
    check(s);
    const choose = (st: GameState): Action | null => {
      const legal = legalActions(st);
      return legal.length ? legal[Math.floor(rand() * legal.length)] : null;
    };
    const onAction = (a: Action, st: GameState, events: readonly GameEvent[]): boolean => {
      log.push(a);
      s = st;
      if (events.length > f.maxEvents) f.maxEvents = events.length;
      for (const e of events) if (e.type === 'knockedOut') f.knockouts++;
      if (events.length > maxEv) {
        violation('events', `one action returned ${events.length} events (cap ${maxEv})`);
        return false;
      }
      if (st.pending) f.pendingStates++;
      check(st);
      return true;
    };
    const run = playout(s, choose, { maxActions: maxActs, onAction });
    s = run.state;
    // An action whose events broke the cap is not counted as played.
    const n = run.end === 'onAction' ? run.actions - 1 : run.actions;
    if (run.end === 'maxActions') violation('noEnd', `the game does not end within ${maxActs} actions`);
    else if (run.end === 'chooser') violation('stalled', 'no legal action in an unfinished game');
    else if (run.refused) {
      const { action: a, error } = run.refused;
      violation('refused', `offered ${JSON.stringify(a)} refused: ${error.code} ${error.message}`);
    }
    f.actions += n;
    if (n > f.maxActions) f.maxActions = n;
    if (s.winner >= 0) f.finished++;
    o.onProgress?.(k + 1);
  }
  return f;
}
