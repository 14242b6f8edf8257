// Stored settings: an inherited key's name ("toString", "constructor") is not a speed, and whatever the
// stored text, every field is one of its offered values (the bot pace is a non-negative duration).
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings, SETTINGS_KEY, SPEED_MS, MASTER_MS_CHOICES } from '../../src/store/settings';
import { hostile } from './hostile';

function withStored(text: string) {
  const data = new Map([[SETTINGS_KEY, text]]);
  globalThis.localStorage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as unknown as Storage;
}

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

const sane = (s: ReturnType<typeof loadSettings>) => {
  expect(Object.prototype.hasOwnProperty.call(SPEED_MS, s.speed)).toBe(true);
  expect(Number.isFinite(SPEED_MS[s.speed]) && SPEED_MS[s.speed] >= 0).toBe(true);
  expect(typeof s.handoff).toBe('boolean');
  expect(typeof s.autoEnd).toBe('boolean');
  expect((MASTER_MS_CHOICES as readonly number[]).includes(s.masterMs)).toBe(true);
};

describe('stored settings', () => {
  for (const speed of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])
    it(`{"speed":"${speed}"} is the default speed, the other fields kept`, () => {
      withStored(JSON.stringify({ speed, handoff: false, masterMs: 1500 }));
      const s = loadSettings();
      expect(s).toEqual({
        speed: 'normal',
        handoff: false,
        masterMs: 1500,
        autoEnd: true,
        reactionPause: 10000,
      });
      sane(s);
    });

  // The default is 10 s (R11.4, docs/rulings.md 28: a table of people passing a tablet lost a Life to 3 s).
  it('a reaction call may wait 3 s or until someone presses (0); other numbers are the default 10 s', () => {
    for (const [stored, kept] of [
      [3000, 3000],
      [10000, 10000],
      [0, 0],
      [-1, 10000],
      [7000, 10000],
      ['0', 10000],
    ] as const) {
      withStored(JSON.stringify({ reactionPause: stored }));
      expect(loadSettings().reactionPause).toBe(kept);
    }
  });

  it('a stored {"__proto__": {"speed": "fast"}} sets nothing', () => {
    withStored('{"__proto__":{"speed":"fast","handoff":false}}');
    expect(loadSettings()).toEqual({
      speed: 'normal',
      handoff: true,
      masterMs: 800,
      autoEnd: true,
      reactionPause: 10000,
    });
  });

  it('any stored text gives settings of offered values, and never throws', () => {
    fc.assert(
      fc.property(hostile(['speed', 'handoff', 'masterMs', 'autoEnd', 'reactionPause']), (value) => {
        withStored(typeof value === 'string' ? value : JSON.stringify(value));
        sane(loadSettings());
      }),
      { numRuns: 400 },
    );
  });
});
