// Issue 23: a fuzz of stored values. Random JSON of every shape — and deep, huge and save-shaped junk —
// written to every storage key the app reads (the old autosave, the settings, the editor's old library and
// working copy, this tab's reload journal, an IndexedDB game record, a setup link, a replay link), then the
// load paths of home (the autosave's move, the list), a game (open) and the lab (the circuit library, a
// replay link) run: each ends with a value or a sentence, never a throw, and a good game still opens.
import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTOSAVE_KEY, createGameStore, migrateAutosave } from '../../src/store/game';
import { GameLibrary, setGameLibrary, type GameRecord } from '../../src/store/games';
import { STASH_KEY } from '../../src/store/gameSaver';
import { loadSettings, SETTINGS_KEY } from '../../src/store/settings';
import { CircuitLibrary, DRAFT_KEY, LIBRARY_KEY } from '../../src/editor/library';
import { parseSetupHash } from '../../src/ui/game/setupLink';
import { openReplayLink } from '../../src/ui/lab/replayLink';
import { problemText } from '../../src/i18n/errors';
import type { GameSetup } from '../../src/engine/types';
import { freshCollection, tabStorage } from '../editor/helpers';

const SETUP: GameSetup = {
  circuits: ['kaldheira'],
  titans: ['grinder', 'slaugg', 'craken'],
  seed: 7,
  laps: 1,
};

const deepList = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

/** Every shape of stored text: any JSON, save-shaped junk, deep nesting, long strings, not JSON at all. */
function storedText(good: string): fc.Arbitrary<string> {
  const save = JSON.parse(good) as Record<string, unknown>;
  const key = fc.constantFrom(
    '__proto__',
    'constructor',
    'setup',
    'actions',
    'names',
    'bots',
    'format',
    'rules',
  );
  return fc.oneof(
    fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)),
    fc.tuple(key, fc.jsonValue({ maxDepth: 3 })).map(([k, v]) => JSON.stringify({ ...save, [k]: v })),
    fc.integer({ min: 30, max: 30_000 }).map(deepList),
    fc.integer({ min: 30, max: 30_000 }).map(deepObject),
    fc
      .integer({ min: 30, max: 30_000 })
      .map((n) =>
        JSON.stringify({ ...save, bots: {} }).replace('"bots":{}', `"bots":{"grinder":${deepList(n)}}`),
      ),
    fc
      .integer({ min: 1, max: 200_000 })
      .map((n) => JSON.stringify({ ...save, bots: { ['k'.repeat(n)]: 'greedy' } })),
    fc.nat({ max: good.length }).map((n) => good.slice(0, n)),
    fc.string({ maxLength: 30 }),
  );
}

function fakeLocalStorage(data: Record<string, string>): Storage {
  return {
    getItem: (k: string) => (k in data ? data[k] : null),
    setItem: (k: string, v: string) => void (data[k] = v),
    removeItem: (k: string) => void delete data[k],
  } as Storage;
}

let good = '';
let goodActions: unknown[] = [];
beforeEach(() => {
  const donor = createGameStore({ library: () => new GameLibrary(freshCollection<GameRecord>()) });
  donor.getState().newGame(SETUP, ['Ann', 'Bob', 'Cid']);
  donor.getState().perform({ type: 'roll' });
  donor.getState().perform({ type: 'chooseDie', die: 0 });
  good = donor.getState().exportSave();
  goodActions = donor.getState().actions;
});
afterEach(() => {
  // @ts-expect-error the Node test environment has no localStorage
  delete globalThis.localStorage;
  setGameLibrary(null);
});

/** A sentence for a person: short, one line. */
const sentence = (m: unknown) => {
  expect(typeof m).toBe('string');
  expect((m as string).length).toBeLessThan(600);
};

describe('stored values of every shape: home, a game and the lab load with a message, never a throw', () => {
  it('every key at once, 40 random shapes', async () => {
    await fc.assert(
      fc.asyncProperty(storedText(good), async (text) => {
        const local: Record<string, string> = {
          [AUTOSAVE_KEY]: text,
          [SETTINGS_KEY]: text,
          [LIBRARY_KEY]: text,
          [DRAFT_KEY]: text,
        };
        globalThis.localStorage = fakeLocalStorage(local);
        const store = freshCollection<GameRecord>();
        const lib = new GameLibrary(store);
        setGameLibrary(lib);
        // A good game, and a record holding the junk (parsed when it parses, else as text).
        expect(
          (
            await lib.put(
              'g-good0001',
              { kind: 'game', save: JSON.parse(good), name: '', meta: null, createdAt: 1, updatedAt: 1 },
              0,
            )
          ).ok,
        ).toBe(true);
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // kept as text
        }
        const junkPut = await store.put(
          'g-junk0001',
          {
            kind: 'game',
            save: parsed,
            name: text.slice(0, 50),
            meta: parsed,
            createdAt: 2,
            updatedAt: 2,
          } as GameRecord,
          0,
        );
        // Some values cannot even be written (structured clone too deep): the browser's own refusal.
        expect(typeof junkPut.ok).toBe('boolean');

        // Home: the old autosave is moved (or set aside as text), then the list is read.
        const moved = await migrateAutosave();
        if (moved !== null) sentence(problemText(moved));
        const list = await lib.list();
        expect(list.ok).toBe(true);
        if (list.ok) {
          for (const g of list.value) if (g.problem !== null) sentence(problemText(g.problem));
          expect(list.value.find((g) => g.id === 'g-good0001')?.save?.actions).toEqual(goodActions);
        }
        expect(loadSettings()).toMatchObject({ speed: expect.any(String) });

        // A game: the junk journal in this tab, then the good game and the junk record are opened.
        const tab = tabStorage();
        tab.setItem(STASH_KEY, text);
        const s = createGameStore({ library: () => lib, tabStorage: () => tab as unknown as Storage });
        expect(await s.getState().open('g-good0001')).toBe(true);
        expect(s.getState().actions).toEqual(goodActions);
        const opened = await s.getState().open('g-junk0001');
        if (!opened) sentence(problemText(s.getState().error!));
        await s.getState().flushSaves();

        // A setup link whose setup and bots are the junk.
        const link = parseSetupHash(
          `#/play?setup=${encodeURIComponent(text)}&bots=${encodeURIComponent(text)}`,
        );
        if (link && 'error' in link) sentence(problemText(link.error));
        else if (link) {
          const r = s.getState().newGame(link.setup, link.names, link.bots as never);
          // An engine refusal is data (code, reason, params); the UI words it: problemText.
          if (!r.ok) sentence(problemText(r.error));
        }

        // The lab: the circuit library (moving the old localStorage library), and a replay link.
        const circuits = new CircuitLibrary(freshCollection(), { legacy: fakeLocalStorage(local) });
        await circuits.load();
        expect(Array.isArray(circuits.listPlayable())).toBe(true);
        const replay = openReplayLink(compressToEncodedURIComponent(text));
        if (!replay.ok) sentence(problemText(replay.error));
      }),
      { numRuns: 40, verbose: 0 },
    );
  }, 120_000);
});
