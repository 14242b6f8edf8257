// legalActions and applyAction agree (engine contract: "legalActions: every action legal now (complete,
// ready to apply)"; an illegal action returns ok:false). Over random games (several circuits, Grand Slam,
// 3–6 Titans, reactions asked always or when eligible), at sampled states:
//   (a) every action legalActions offers is accepted by applyAction;
//   (b) random mutations of legal actions — other directions and paths, faces, red/green extra spaces and
//       timings, lifeCost, targets, directions, cards, dice indexes, decide choices, a field removed, a
//       field of the type's vocabulary added, another type, and garbage — are accepted ONLY IF, once
//       normalised, they are among legalActions.
// Normalising (what the contract lets an action leave out or write in another way):
//   - purple: a missing lifeCost is 'after' for a Titan who pays; Chtoolhoo's lifeCost ('before' or
//     'after') is ignored (he pays nothing, R4.1);
//   - space names: '1:C5' on a single board is 'C5'; in Grand Slam an unprefixed name is on the acting
//     Titan's board (board 1 for `enter`);
//   - Mimicry: a missing `ability` is `{}` (the borrowed ability takes no arguments);
//   - keys outside the action type's vocabulary (contract, "Actions") are dropped: the contract does not
//     make them an error, and the test adds them to check that they change nothing.
// Every other difference (a `face` on a die that is not purple, a `card` on a decide that takes none, a
// target for an ability that takes none, …) makes the action a different one, which must be refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  applyAction,
  CARD_IDS,
  CIRCUIT_IDS,
  DIRS,
  FACES,
  legalActions,
  newGame,
  summarize,
  type Action,
  type CircuitId,
  type GameState,
  type TitanId,
} from '../../src/engine';
import { mulberry } from '../../src/engine/search';

const ALL: TitanId[] = ['rassik', 'grinder', 'craken', 'slaugg', 'ragnarok', 'chtoolhoo'];
const COLS = ['A', 'B', 'C', 'D', 'E', 'F'];
const LOCAL: string[] = [];
for (let row = 1; row <= 12; row++)
  for (let col = 0; col < 6; col++) if ((col + row) % 2 === 1) LOCAL.push(COLS[col] + row);

/** The keys each action type may carry (engine contract, "Actions"). */
const VOCAB: Record<string, string[]> = {
  roll: [],
  chooseDie: ['die'],
  enter: ['space'],
  dieAction: ['face', 'path', 'extra', 'lifeCost'],
  ability: ['target', 'dir'],
  playBonus: ['card', 'target', 'dir', 'ability'],
  discardBonus: ['card'],
  reroll: [],
  decide: ['choice', 'card'],
  endTurn: [],
};
const ALL_KEYS = Array.from(new Set(Object.values(VOCAB).flat()));

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** JSON with sorted keys, so two equal actions have one key. */
function canon(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canon).join(',')}]`;
  if (isObj(x))
    return `{${Object.keys(x)
      .filter((k) => x[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canon(x[k])}`)
      .join(',')}}`;
  return JSON.stringify(x) ?? 'undefined';
}

const SPACE_RE = /^(?:([1-3]):)?([A-F](?:[1-9]|1[0-2]))$/;

/** A space name in the engine's own spelling ('C5', or '2:C5' in Grand Slam); other values unchanged. */
function canonSpace(x: unknown, boards: number, board: number): unknown {
  if (typeof x !== 'string') return x;
  const m = SPACE_RE.exec(x);
  if (!m || !LOCAL.includes(m[2])) return x;
  const b = m[1] ? Number(m[1]) : board;
  if (boards === 1) return b === 1 ? m[2] : x;
  return `${b}:${m[2]}`;
}

/** The action as legalActions would write it (see the header), or null if it is not even an object. */
function normalise(a: unknown, s: GameState): Obj | null {
  if (!isObj(a) || typeof a.type !== 'string') return null;
  const vocab = VOCAB[a.type];
  if (!vocab) return { ...a };
  const out: Obj = { type: a.type };
  for (const k of vocab) if (k in a) out[k] = a[k];
  const sum = summarize(s);
  const me = sum.titans[sum.active]!;
  const boards = s.course.boards;
  const board = a.type === 'enter' ? 1 : me.board;
  if ('space' in out) out.space = canonSpace(out.space, boards, board);
  if ('target' in out) out.target = canonSpace(out.target, boards, board);
  if (a.type === 'dieAction') {
    if (isObj(out.extra)) {
      const e: Obj = {};
      for (const k of ['space', 'when']) if (k in out.extra) e[k] = out.extra[k];
      if ('space' in e) e.space = canonSpace(e.space, boards, board);
      out.extra = e;
    }
    if (me.die === 'purple') {
      if (sum.active === 'chtoolhoo') {
        if (out.lifeCost === 'before' || out.lifeCost === 'after') delete out.lifeCost;
      } else if (out.lifeCost === undefined) out.lifeCost = 'after';
    }
  }
  if (a.type === 'playBonus') {
    if (out.card === 'mimicry' && out.ability === undefined) out.ability = {};
    if (isObj(out.ability)) {
      const inner: Obj = {};
      for (const k of ['target', 'dir']) if (k in out.ability) inner[k] = out.ability[k];
      if ('target' in inner) inner.target = canonSpace(inner.target, boards, board);
      out.ability = inner;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Mutations

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

const GARBAGE: unknown[] = [null, 0, -1, 1.5, 99, '', 'x', 'S', 'C5', true, [], {}, { space: 'C5' }, ['S']];

function randomSpace(r: Rand, boards: number): string {
  const local = pick(r, LOCAL);
  if (boards === 1) return r() < 0.9 ? local : `1:${local}`;
  const x = r();
  return x < 0.5 ? `${1 + Math.floor(r() * 3)}:${local}` : local;
}

function randomPath(r: Rand): unknown {
  const x = r();
  if (x < 0.1) return pick(r, GARBAGE);
  if (x < 0.2) return [];
  const n = 1 + Math.floor(r() * 4);
  return Array.from({ length: n }, () => (r() < 0.95 ? pick(r, DIRS) : pick(r, GARBAGE)));
}

/** A mutation of `a`, by one of several rules chosen at random. */
function mutate(base: Action, r: Rand, s: GameState, legal: Action[]): unknown {
  const boards = s.course.boards;
  if (r() < 0.04) return pick(r, [null, undefined, 5, 'roll', [], {}, { type: 5 }, { type: 'fly' }]);
  const a: Obj = JSON.parse(JSON.stringify(base));
  const k = Math.floor(r() * 14);
  switch (k) {
    case 0: // another type, same fields
      a.type = pick(r, ACTION_TYPES);
      break;
    case 1: // remove a field
    case 2: {
      const keys = Object.keys(a).filter((x) => x !== 'type');
      if (keys.length) delete a[pick(r, keys)];
      else a.type = pick(r, ACTION_TYPES);
      break;
    }
    case 3: // add (or replace) a field of the type's vocabulary
    case 4: {
      const vocab = VOCAB[a.type as string] ?? [];
      const key = vocab.length && r() < 0.8 ? pick(r, vocab) : pick(r, ALL_KEYS);
      a[key] = randomValue(key, r, s, legal);
      break;
    }
    case 5: // paths
      a.path = randomPath(r);
      if (r() < 0.3 && a.type !== 'dieAction') a.type = 'dieAction';
      break;
    case 6: // faces
      a.face = r() < 0.85 ? pick(r, FACES) : pick(r, GARBAGE);
      if (r() < 0.3) a.path = randomPath(r);
      break;
    case 7: // red/green extra: spaces and timings
    case 8: {
      const e: Obj = isObj(a.extra) ? { ...a.extra } : {};
      const y = r();
      if (y < 0.5) e.space = randomSpace(r, boards);
      else if (y < 0.8) e.when = e.when === 'before' ? 'after' : 'before';
      else if (y < 0.9) e.when = pick(r, GARBAGE);
      else e.space = pick(r, GARBAGE);
      if (!('space' in e) && r() < 0.8) e.space = randomSpace(r, boards);
      if (!('when' in e) && r() < 0.8) e.when = r() < 0.5 ? 'before' : 'after';
      a.extra = r() < 0.05 ? pick(r, GARBAGE) : e;
      break;
    }
    case 9: // lifeCost
      a.lifeCost = r() < 0.8 ? pick(r, ['before', 'after']) : pick(r, GARBAGE);
      if (r() < 0.2) delete a.lifeCost;
      break;
    case 10: // targets and directions
      if (r() < 0.5) a.target = r() < 0.9 ? randomSpace(r, boards) : pick(r, GARBAGE);
      else a.dir = r() < 0.9 ? pick(r, DIRS) : pick(r, GARBAGE);
      if (r() < 0.2) a.ability = randomValue('ability', r, s, legal);
      break;
    case 11: // cards
      a.card = r() < 0.9 ? pick(r, CARD_IDS) : pick(r, GARBAGE);
      if (r() < 0.3) a.type = pick(r, ['playBonus', 'discardBonus', 'decide']);
      break;
    case 12: // dice indexes
      a.die = pick(r, [-1, 0, 1, 2, 3, 4, 5, 6, 1.5, '0', null]);
      if (r() < 0.5) a.type = 'chooseDie';
      break;
    case 13: // decide choices
      a.type = 'decide';
      a.choice = pick(r, ['life', 'discard', 'play', 'pass', 'reroll', 'stop', '', 5]);
      if (r() < 0.5) a.card = pick(r, CARD_IDS);
      else delete a.card;
      break;
  }
  return a;
}

function randomValue(key: string, r: Rand, s: GameState, legal: Action[]): unknown {
  const boards = s.course.boards;
  if (r() < 0.1) return pick(r, GARBAGE);
  switch (key) {
    case 'die':
      return Math.floor(r() * 7) - 1;
    case 'space':
    case 'target':
      return randomSpace(r, boards);
    case 'face':
      return pick(r, FACES);
    case 'path':
      return randomPath(r);
    case 'extra':
      return { space: randomSpace(r, boards), when: r() < 0.5 ? 'before' : 'after' };
    case 'lifeCost':
      return r() < 0.5 ? 'before' : 'after';
    case 'dir':
      return pick(r, DIRS);
    case 'card':
      return pick(r, CARD_IDS);
    case 'ability': {
      const other = legal.find((x) => x.type === 'ability') as Obj | undefined;
      if (other && r() < 0.5) return { target: other.target, dir: other.dir };
      const o: Obj = {};
      if (r() < 0.6) o.target = randomSpace(r, boards);
      if (r() < 0.4) o.dir = pick(r, DIRS);
      return o;
    }
    case 'choice':
      return pick(r, ['life', 'discard', 'play', 'pass']);
    default:
      return pick(r, GARBAGE);
  }
}

// ---------------------------------------------------------------------------

interface Mismatch {
  kind: 'offered but refused' | 'accepted but not offered' | 'refused although offered';
  game: string;
  step: number;
  action: unknown;
  normalised: unknown;
  error?: string;
  summary: unknown;
}

function describeGame(seed: number, circuits: CircuitId[], titans: TitanId[], reactions: string): string {
  return JSON.stringify({ circuits, titans, seed, options: { reactions } });
}

function checkState(s: GameState, r: Rand, game: string, step: number, out: Mismatch[]): number {
  const legal = legalActions(s);
  const keys = new Set(legal.map((a) => canon(a)));
  const note = (m: Omit<Mismatch, 'game' | 'step' | 'summary'>) =>
    out.push({ ...m, game, step, summary: summarize(s) });
  for (const a of legal) {
    const res = applyAction(s, a);
    if (!res.ok) note({ kind: 'offered but refused', action: a, normalised: a, error: res.error.code });
  }
  let n = 0;
  const tries = Math.min(60, 8 + legal.length);
  for (let i = 0; i < tries; i++) {
    const base = legal.length && r() < 0.9 ? pick(r, legal) : ({ type: pick(r, ACTION_TYPES) } as Action);
    const m = mutate(base, r, s, legal);
    const norm = normalise(m, s);
    const offered = norm !== null && keys.has(canon(norm));
    const res = applyAction(s, m as Action);
    n++;
    if (res.ok && !offered) note({ kind: 'accepted but not offered', action: m, normalised: norm });
    else if (!res.ok && offered)
      note({
        kind: 'refused although offered',
        action: m,
        normalised: norm,
        error: `${res.error.code} ${res.error.message}`,
      });
  }
  return n;
}

describe('legalActions ⇔ applyAction (contract: legalActions lists every legal action, complete)', () => {
  it('random games: offered actions apply, and mutations apply only if offered', { timeout: 120_000 }, () => {
    const mismatches: Mismatch[] = [];
    const seen = {
      states: 0,
      mutations: 0,
      games: 0,
      grandSlam: 0,
      pirates: 0,
      reaction: 0,
      reroll: 0,
      purple: 0,
      red: 0,
      green: 0,
      mimicry: 0,
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.oneof(
          fc.constantFrom(...CIRCUIT_IDS).map((c) => [c]),
          fc.shuffledSubarray([...CIRCUIT_IDS], { minLength: 3, maxLength: 3 }),
        ),
        fc.shuffledSubarray(ALL, { minLength: 3, maxLength: 6 }),
        fc.constantFrom('eligible', 'always'),
        (seed, circuits, titans, reactions) => {
          seen.games++;
          const game = describeGame(seed, circuits, titans, reactions);
          let s = newGame({ circuits, titans, seed, options: { reactions: reactions as 'always' } });
          const r = mulberry(seed ^ 0x2545f491);
          for (let step = 0; s.winner < 0; step++) {
            if (step > 5000) throw new Error(`game did not end: ${game}`);
            const legal = legalActions(s);
            if (step % 3 === 0 || s.pending || legal.some((a) => a.type === 'reroll')) {
              seen.states++;
              if (circuits.length === 3) seen.grandSlam++;
              if (s.pending) seen[s.pending.kind]++;
              if (legal.some((a) => a.type === 'reroll')) seen.reroll++;
              const die = s.turn.phase === 'main' && !s.turn.dieDone ? s.titans[s.active].die : null;
              if (die === 'purple' || die === 'red' || die === 'green') seen[die]++;
              if (legal.some((a) => a.type === 'playBonus' && a.card === 'mimicry')) seen.mimicry++;
              seen.mutations += checkState(s, r, game, step, mismatches);
            }
            const res = applyAction(s, pick(r, legal));
            if (!res.ok) throw new Error(`offered action refused: ${res.error.message} (${game})`);
            s = res.state;
          }
          seen.states++;
          seen.mutations += checkState(s, r, game, -1, mismatches);
        },
      ),
      { seed: 2026, numRuns: 120, endOnFailure: true },
    );
    // The walk reached the states that matter (so the property is not vacuous).
    expect(seen.states).toBeGreaterThan(5000);
    expect(seen.mutations).toBeGreaterThan(80_000);
    for (const k of [
      'grandSlam',
      'pirates',
      'reaction',
      'reroll',
      'purple',
      'red',
      'green',
      'mimicry',
    ] as const)
      expect(seen[k], `${k} states sampled`).toBeGreaterThan(20);

    // (a) and (b): nothing offered is refused, nothing refused is offered, nothing else is accepted.
    expect(
      mismatches.slice(0, 5),
      `${mismatches.length} mismatches; figures ${JSON.stringify(seen)}`,
    ).toEqual([]);
  });
});
