// Scenarios (engine-contract.md § Scenarios): a position, some actions, and what must hold after them.
import { parseSpace, spaceName } from './board';
import { applyAction } from './apply';
import { lastSeat } from './dice';
import { shuffle } from './rng';
import { baseState, createGame } from './setup';
import { show } from './state';
import { summarize } from './summary';
import type { Action, CardId, EngineError, Face, GameState, Result, Summary } from './types';
import { CARD_IDS, FACES } from './types';

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const bad = (message: string): { ok: false; error: EngineError } => ({
  ok: false,
  error: { code: 'badScenario', message },
});

/** Validate a scenario and build the state it describes (before its actions). */
export function loadScenario(json: unknown): Result {
  if (!isObj(json)) return bad('A scenario must be a JSON object with a setup.');
  if (!isObj(json.setup)) return bad('A scenario needs a setup (a GameSetup object).');
  if (json.actions !== undefined && !Array.isArray(json.actions))
    return bad('actions must be a list of actions.');
  if (json.position === undefined) {
    const g = createGame(json.setup);
    if (!g.ok) return g;
    return { ok: true, state: g.state, events: [] };
  }
  if (!isObj(json.position)) return bad('position must be an object.');
  const base = baseState(json.setup);
  if (!base.ok) return base;
  return placePosition(base.value, json.position);
}

function placePosition(s: GameState, p: Record<string, unknown>): Result {
  const boards = s.course.boards;
  if (!isObj(p.titans)) return bad('position.titans must name every Titan of the setup.');
  const pt = p.titans;
  for (const id of Object.keys(pt))
    if (!s.titans.some((t) => t.id === id))
      return bad(`position.titans names ${id}, who is not in the setup.`);
  const taken = new Map<number, string>();
  const cards: Record<string, number> = {};
  for (const c of s.deck) cards[c] = (cards[c] ?? 0) + 1;
  const take = (c: unknown, where: string): string | null => {
    if (!CARD_IDS.includes(c as CardId)) return `${where}: unknown card "${show(c)}".`;
    if (!cards[c as string]) return `${where}: the deck has no more copies of ${show(c)}.`;
    cards[c as string]--;
    return null;
  };
  for (const t of s.titans) {
    const d = pt[t.id];
    if (!isObj(d))
      return bad(`position.titans.${t.id} is missing: with a position every Titan stands somewhere.`);
    let board = 1;
    if (d.board !== undefined) {
      if (typeof d.board !== 'number' || !Number.isInteger(d.board) || d.board < 1 || d.board > boards)
        return bad(`${t.id}: board must be from 1 to ${boards}.`);
      board = d.board;
    }
    const sp = parseSpace(d.space, boards, board);
    if (sp < 0) return bad(`${t.id}: "${show(d.space)}" is not a space of this course.`);
    if (taken.has(sp))
      return bad(`${t.id} and ${taken.get(sp)} cannot both stand on ${spaceName(sp, boards)} (R1.7).`);
    taken.set(sp, t.id);
    t.space = sp;
    if (d.lap !== undefined) {
      if (typeof d.lap !== 'number' || !Number.isInteger(d.lap) || d.lap > s.laps || d.lap < -9)
        return bad(`${t.id}: lap must be a whole number up to ${s.laps}.`);
      t.lap = d.lap;
    }
    if (d.ko !== undefined) {
      if (typeof d.ko !== 'boolean') return bad(`${t.id}: ko is true or false.`);
      t.ko = d.ko;
      if (t.ko) t.life = 0;
    }
    if (d.life !== undefined) {
      if (typeof d.life !== 'number' || !Number.isInteger(d.life) || d.life < 0 || d.life > t.maxLife)
        return bad(`${t.id}: life must be from 0 to ${t.maxLife}.`);
      if (d.life === 0) t.ko = true;
      else if (t.ko) return bad(`${t.id}: a knocked-out Titan has 0 Life.`);
      t.life = d.life;
    }
    if (d.abilityUsed !== undefined) {
      if (typeof d.abilityUsed !== 'boolean') return bad(`${t.id}: abilityUsed is true or false.`);
      t.abilityUsed = d.abilityUsed;
    }
    if (d.die !== undefined && d.die !== null) {
      if (!FACES.includes(d.die as Face)) return bad(`${t.id}: die must be a face.`);
      t.die = d.die as Face;
    }
    if (d.hand !== undefined) {
      if (!Array.isArray(d.hand) || d.hand.length > s.handSize)
        return bad(`${t.id}: hand must be a list of at most ${s.handSize} cards.`);
      for (const c of d.hand) {
        const e = take(c, `${t.id}'s hand`);
        if (e) return bad(e);
      }
      t.hand = d.hand.slice() as CardId[];
    }
  }
  if (p.traps !== undefined) {
    if (!Array.isArray(p.traps)) return bad('position.traps must be a list of spaces.');
    for (const x of p.traps) {
      const sp = parseSpace(x, boards, 1);
      if (sp < 0) return bad(`Trap "${show(x)}" is not a space of this course.`);
      if (s.traps.includes(sp)) return bad(`Two traps on ${show(x)}.`);
      if (taken.has(sp)) return bad(`A trap and ${taken.get(sp)} cannot share ${show(x)} (R1.7).`);
      s.traps.push(sp);
    }
    if (s.traps.length > s.trapTotal) return bad(`More traps than the supply holds (${s.trapTotal}).`);
    s.trapSupply = s.trapTotal - s.traps.length;
  }
  if (p.active !== undefined) {
    const i = s.titans.findIndex((t) => t.id === p.active);
    if (i < 0) return bad(`position.active "${show(p.active)}" is not a Titan of the setup.`);
    s.active = i;
  }
  const first = s.setup.first;
  s.first = first !== undefined ? s.titans.findIndex((t) => t.id === first) : 0;
  if (p.active === undefined) s.active = s.first;
  s.round = 2; // with a position the game is past the first turn
  if (p.dice !== undefined) {
    if (
      !Array.isArray(p.dice) ||
      p.dice.length > s.titans.length ||
      !p.dice.every((f) => FACES.includes(f as Face))
    )
      return bad(`position.dice must be a list of at most ${s.titans.length} faces.`);
    s.pool = p.dice.slice() as Face[];
  }
  // R4.2: the round's first and last Titan have rolled when the pool holds every die; any other
  // Titan chooses from the pool as it lies.
  if (s.active === s.first || s.active === lastSeat(s)) s.rolled = s.pool.length === s.titans.length;
  else if (s.pool.length === 0)
    return bad(
      `position.dice is empty, but ${s.titans[s.active].id} does not roll (R4.2: only the round's first and last Titan roll): list the dice it chooses from.`,
    );
  else s.rolled = true;
  // Deck: the named cards on top (first drawn first), then the rest of the deck shuffled.
  const top: CardId[] = [];
  if (p.deck !== undefined) {
    if (!Array.isArray(p.deck)) return bad('position.deck must be a list of cards.');
    for (const c of p.deck) {
      const e = take(c, 'position.deck');
      if (e) return bad(e);
      top.push(c as CardId);
    }
  }
  const rest: CardId[] = [];
  for (const c of CARD_IDS) for (let k = 0; k < (cards[c] ?? 0); k++) rest.push(c);
  shuffle(s, rest);
  s.deck = top.concat(rest);
  if (p.rolls !== undefined) {
    if (!Array.isArray(p.rolls) || !p.rolls.every((f) => FACES.includes(f as Face)))
      return bad('position.rolls must be a list of faces.');
    s.forcedRolls = p.rolls.slice() as Face[];
    s.forcedAt = 0;
  }
  return { ok: true, state: s, events: [] };
}

export interface ScenarioRun {
  /** The Summary after the actions (or before the refused one), plus the refusal's error if any. */
  output: Summary & { error?: EngineError };
  refused: boolean;
  state: GameState | null;
}

/** Load a scenario and apply its actions; stops at the first refused action. */
export function runScenario(
  json: unknown,
): { ok: true; run: ScenarioRun } | { ok: false; error: EngineError } {
  const r = loadScenario(json);
  if (!r.ok) return r;
  let s = r.state;
  const actions = ((json as Record<string, unknown>).actions ?? []) as Action[];
  for (const a of actions) {
    const n = applyAction(s, a);
    if (!n.ok)
      return { ok: true, run: { output: { ...summarize(s), error: n.error }, refused: true, state: s } };
    s = n.state;
  }
  return { ok: true, run: { output: summarize(s), refused: false, state: s } };
}

/** Every field of `expected` compared against `actual`; returns the differing paths. */
export function diffExpected(expected: unknown, actual: unknown, path = ''): string[] {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
    return expected.flatMap((e, i) => diffExpected(e, actual[i], `${path}[${i}]`));
  }
  if (isObj(expected)) {
    if (!isObj(actual))
      return [
        `${path || '.'}: expected an object ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
      ];
    return Object.keys(expected).flatMap((k) =>
      diffExpected(expected[k], actual[k], path ? `${path}.${k}` : k),
    );
  }
  return Object.is(expected, actual)
    ? []
    : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}
