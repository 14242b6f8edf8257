// Saved games, autosaves and the library's records through their schemas (src/schema/save.ts): a real save
// reads back; a save whose actions, names, setup or bots hold nulls, prototype keys or wrong kinds is
// refused with the sentence for that field; a huge count of actions is refused; random hostile values never
// throw, and what is accepted holds what a save holds. Rules are the engine's (a readable save that breaks
// one is refused when it is replayed, tests/store/game.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, TITAN_IDS } from '../../src/engine/types';
import { BOT_LEVELS } from '../../src/bots/types';
import { makeSave, parseSave } from '../../src/store/save';
import { entryFrom } from '../../src/store/gameEntry';
import type { GameSetup } from '../../src/engine/types';
import { problemText } from '../../src/i18n/errors';
import { hostile } from './hostile';

const SETUP: GameSetup = { circuits: ['kaldheira'], titans: ['grinder', 'slaugg', 'craken'], seed: 7 };
const good = () =>
  JSON.parse(
    JSON.stringify(
      makeSave(SETUP, [{ type: 'roll' }, { type: 'chooseDie', die: 0 }], ['Ann', 'Bob', 'Cid'], {
        slaugg: 'greedy',
      }),
    ),
  ) as Record<string, unknown>;
const KEYS = ['format', 'version', 'rules', 'setup', 'actions', 'names', 'bots', 'savedAt', 'titans'];

const said = (value: unknown) => {
  const r = parseSave(value);
  return r.ok ? 'ok' : problemText(r.error);
};

/** What any accepted save holds, checked without the schema. */
function holdsASave(s: Record<string, unknown>) {
  const setup = s.setup as { titans: unknown[]; circuits: unknown[] };
  expect(s.format).toBe('titan-race-save');
  expect(s.version).toBe(2);
  expect(setup.titans.length).toBeGreaterThan(0);
  expect(setup.titans.every((t) => TITAN_IDS.includes(t as never))).toBe(true);
  expect(setup.circuits.every((c) => typeof c === 'string' || (typeof c === 'object' && c !== null))).toBe(
    true,
  );
  const actions = s.actions as { type: unknown }[];
  expect(actions.length).toBeLessThanOrEqual(50_000);
  for (const a of actions) expect(ACTION_TYPES.includes(a.type as never)).toBe(true);
  if (s.names !== undefined) {
    expect(Array.isArray(s.names)).toBe(true);
    for (const n of s.names as unknown[]) expect(typeof n).toBe('string');
  }
  if (s.bots !== undefined)
    for (const [titan, level] of Object.entries(s.bots as object)) {
      expect(setup.titans).toContain(titan);
      expect(BOT_LEVELS.includes(level as never)).toBe(true);
    }
}

describe('a saved game through its schema', () => {
  it('a real save reads back, names cleaned', () => {
    const r = parseSave(JSON.stringify(good()));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.save.actions).toHaveLength(2);
      expect(r.save.bots).toEqual({ slaugg: 'greedy' });
    }
  });

  const cases: [string, (s: Record<string, unknown>) => void, RegExp][] = [
    ['an action that is null', (s) => ((s.actions as unknown[])[1] = null), /action 2 is not an action/],
    [
      'an action of type "toString"',
      (s) => ((s.actions as unknown[])[0] = { type: 'toString' }),
      /action 1 is not/,
    ],
    [
      'an action for Titan "zeus"',
      (s) => ((s.actions as unknown[])[0] = { type: 'roll', by: 'zeus' }),
      /action 1/,
    ],
    ['names holding null', (s) => (s.names = ['Ann', null]), /player names are not a list/],
    ['seven names', (s) => (s.names = ['a', 'b', 'c', 'd', 'e', 'f', 'g']), /player names/],
    [
      'a setup with Titans [null]',
      (s) => ((s.setup as { titans: unknown }).titans = [null]),
      /setup is missing/,
    ],
    [
      'a setup with no circuits',
      (s) => ((s.setup as { circuits: unknown }).circuits = []),
      /setup is missing/,
    ],
    ['a setup that is null', (s) => (s.setup = null), /setup is missing/],
    ['actions that are null', (s) => (s.actions = null), /list of actions is missing/],
    ['50,001 actions', (s) => (s.actions = Array(50_001).fill({ type: 'roll' })), /more than 50,000 actions/],
    [
      'a bot for a Titan not in the game',
      (s) => (s.bots = { rassik: 'greedy' }),
      /“rassik” is not a Titan of this game/,
    ],
    ['a bot of level "toString"', (s) => (s.bots = { slaugg: 'toString' }), /level “toString”/],
    ['bots that are a list', (s) => (s.bots = ['greedy']), /not a map of Titan to bot level/],
    ['a savedAt that is an object', (s) => (s.savedAt = {}), /its field “savedAt”/],
    ['a version of 3', (s) => (s.version = 3), /newer Titan Race/],
    ['rules of 1', (s) => (s.rules = 1), /rules version 1/],
  ];
  for (const [what, spoil, why] of cases)
    it(`refuses ${what}, saying so`, () => {
      const s = good();
      spoil(s);
      expect(said(s)).toMatch(why);
      expect(said(JSON.stringify(s))).toMatch(why);
    });

  it('a "__proto__" bots key is dropped: it sets no prototype and no seat', () => {
    const text = JSON.stringify(good()).replace('"bots":{', '"bots":{"__proto__":{"x":1},');
    const r = parseSave(text);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(Object.keys(r.save.bots!)).toEqual(['slaugg']);
      expect(Object.getPrototypeOf(r.save.bots)).toBe(Object.prototype);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('nested 10,000 deep: refused by its depth before any walk', () => {
    const deep = '{"format":"titan-race-save","actions":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}';
    expect(said(deep)).toMatch(/too deeply nested|nested/i);
  });

  it('hostile values never throw, and an accepted one holds a save', () => {
    fc.assert(
      fc.property(hostile(KEYS, good()), (value) => {
        const r = parseSave(value);
        if (r.ok) holdsASave(r.save as unknown as Record<string, unknown>);
        else expect(problemText(r.error)).toMatch(/\S/);
      }),
      { numRuns: 400 },
    );
  });
});

describe('a record of the games library through its schema', () => {
  const base = { rev: 1, tab: '', savedAt: '' };
  it('hostile records never throw; a record is playable exactly when its save reads', () => {
    const record = { kind: 'game', save: good(), name: 'x', meta: null, createdAt: 1, updatedAt: 2 };
    fc.assert(
      fc.property(hostile(['kind', 'save', 'name', 'meta', 'createdAt', 'updatedAt'], record), (data) => {
        const e = entryFrom({ ...base, id: 'g-abcdef12', data });
        expect(e).not.toBeNull();
        expect((e!.save === null) === (e!.problem !== null)).toBe(true);
        expect(typeof e!.name).toBe('string');
        expect(Number.isFinite(e!.createdAt) && Number.isFinite(e!.updatedAt)).toBe(true);
        if (e!.meta) expect(e!.meta.titans.every((t) => TITAN_IDS.includes(t))).toBe(true);
        if (e!.save) holdsASave(e!.save as unknown as Record<string, unknown>);
      }),
      { numRuns: 300 },
    );
  });

  it('a record whose kind is not a game, or that is null, is listed as not a saved game (for Export, Delete)', () => {
    for (const data of [null, [], { kind: 'toString', save: good() }, { kind: 'game' }]) {
      const e = entryFrom({ ...base, id: 'g-abcdef12', data });
      expect(e?.problem).toEqual({ code: 'notAGameRecord' });
      expect(problemText(e!.problem!)).toBe('This record is not a saved game.');
      expect(e?.save).toBeNull();
    }
  });
});
