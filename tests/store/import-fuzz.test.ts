// Fuzzing the game's ways in (issue 10): save files and setup links. Truncated data, wrong types, deep
// nesting, huge strings and hostile keys (__proto__, constructor) must never throw and never change the
// game shown: either a clean refusal (a sentence, the same game object) or a game that replays.
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGameStore, useGame } from '../../src/store/game';
import { GameLibrary, setGameLibrary, type GameRecord } from '../../src/store/games';
import { parseSave } from '../../src/store/save';
import { parseSetupHash } from '../../src/ui/game/setupLink';
import type { GameSetup } from '../../src/engine/types';
import { freshCollection } from '../editor/helpers';
import { problemText } from '../../src/i18n/errors';

const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  laps: 1,
};
const st = () => useGame.getState();

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf'),
  fc.constantFrom('format', 'version', 'rules', 'setup', 'actions', 'names', 'bots', 'circuits', 'titans'),
  fc.constantFrom('options', 'cardNames', 'seed', 'laps', 'players', 'teams', 'type', 'die', 'space', 'path'),
  fc.string({ maxLength: 6 }),
);

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 12 }),
    fc.constantFrom('titan-race-save', 'kaldheira', 'grinder', 'roll', 'chooseDie', 'C1', 'N'),
    fc.integer({ min: -3, max: 1e9 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('v'), { maxKeys: 5 }),
  ),
})).v;

/** A valid save of a few actions, to truncate and corrupt. */
function goodSave(): string {
  st().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
  st().perform({ type: 'roll' });
  st().perform({ type: 'chooseDie', die: 0 });
  return st().exportSave();
}

/** Variations of a good save: a field replaced by anything, a prefix of its text, deep nesting. */
function saves(good: string): fc.Arbitrary<string> {
  const obj = JSON.parse(good) as Record<string, unknown>;
  return fc.oneof(
    fc.tuple(hostileKey, value).map(([k, v]) => JSON.stringify({ ...obj, [k]: v })),
    fc
      .tuple(fc.constantFrom('setup', 'actions', 'names', 'bots'), value)
      .map(([k, v]) => JSON.stringify({ ...obj, [k]: v })),
    fc.nat({ max: good.length }).map((n) => good.slice(0, n)),
    fc
      .integer({ min: 1, max: 3000 })
      .map((n) => good.replace('"actions":[', `"actions":[${'['.repeat(n)}${']'.repeat(n)},`)),
    value.map((v) => JSON.stringify(v) ?? ''),
    fc.string({ maxLength: 40 }),
  );
}

let lib: GameLibrary;
beforeEach(async () => {
  await st().flushSaves();
  lib = new GameLibrary(freshCollection<GameRecord>());
  setGameLibrary(lib);
  resetGameStore();
});

describe('save import', () => {
  it('never throws; a refusal is one sentence and the game shown is the same object', async () => {
    const good = goodSave();
    await fc.assert(
      fc.asyncProperty(saves(good), async (text) => {
        st().newGame(SETUP);
        const game = st().game;
        const actions = st().actions;
        const ok = parseSave(text).ok;
        const id = await st().importSave(text);
        if (id === null) {
          expect(problemText(st().error!)).toMatch(/^Import refused: .+ The current game is kept\.$/);
          expect(problemText(st().error!)).not.toMatch(/\.\.|;\./);
          expect(st().game).toBe(game);
          expect(st().actions).toBe(actions);
        } else {
          expect(ok).toBe(true);
          expect(st().gameId).toBe(id);
        }
        // No prototype was polluted.
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype.toString.call({})).toBe('[object Object]');
      }),
      { numRuns: 300 },
    );
  });

  it('a huge file is refused before it is parsed', () => {
    // Observed, not timed: JSON.parse never sees the text.
    const parse = vi.spyOn(JSON, 'parse');
    const r = parseSave('{"names":["' + 'x'.repeat(6_000_000) + '"]}');
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(r).toMatchObject({ ok: false, error: { code: 'saveTooLarge' } });
    expect(!r.ok && problemText(r.error)).toMatch(/too large to be a Titan Race save \(6\.0 MB/);
  });
});

describe('setup links', () => {
  it('never throw; a refused link leaves the game shown unchanged', () => {
    const link = fc.oneof(
      value.map((v) => `#/play?setup=${encodeURIComponent(JSON.stringify(v) ?? '')}`),
      fc
        .tuple(hostileKey, value)
        .map(([k, v]) => `#/play?setup=${encodeURIComponent(JSON.stringify({ ...SETUP, [k]: v }))}`),
      fc
        .tuple(value, value)
        .map(
          ([n, b]) =>
            `#/play?setup=${encodeURIComponent(JSON.stringify(SETUP))}&names=${encodeURIComponent(JSON.stringify(n) ?? '')}&bots=${encodeURIComponent(JSON.stringify(b) ?? '')}`,
        ),
      fc.string({ maxLength: 60 }).map((s) => `#/play?setup=${s}`),
    );
    fc.assert(
      fc.property(link, (hash) => {
        st().newGame(SETUP);
        const game = st().game;
        const id = st().gameId;
        const r = parseSetupHash(hash);
        if (r === null) return;
        if ('error' in r) {
          expect(problemText(r.error)).toMatch(/^[A-Z].*\.$/);
          return;
        }
        const started = st().newGame(r.setup, r.names, r.bots as never);
        if (!started.ok) {
          expect(problemText(started.error)).toMatch(/\w/);
          expect(st().game).toBe(game);
          expect(st().gameId).toBe(id);
        }
      }),
      { numRuns: 300 },
    );
  });
});
