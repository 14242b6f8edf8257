// The one validator of stored and received values (issue 23, item 3; src/store/validate.ts): its caps hold
// before anything walks the value, every refusal is a value with a code and one sentence, nothing throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkValue,
  clip,
  DEFAULT_CAPS,
  describeValue,
  parseJson,
  textDepth,
} from '../../src/store/validate';
import { botsProblem, parseSave } from '../../src/store/save';
import { problemText, wordText, type Word } from '../../src/i18n/errors';

/** A list nested `n` deep, built without recursion: [[[…]]]. */
function deepList(n: number): unknown {
  let v: unknown = [];
  for (let i = 1; i < n; i++) v = [v];
  return v;
}
const deepText = (n: number) => '['.repeat(n) + ']'.repeat(n);

describe('parseJson: caps before parsing', () => {
  it('refuses a text over the character cap without parsing it', () => {
    const r = parseJson('"' + 'x'.repeat(200) + '"', { chars: 100 });
    expect(r).toMatchObject({ ok: false, error: { code: 'tooLarge' } });
    if (!r.ok) expect(problemText(r.error)).toMatch(/too large \(202 characters; at most 100\)\.$/);
  });

  it('refuses a 30,000-deep list by its nesting, with a sentence', () => {
    const r = parseJson(deepText(30_000));
    expect(r).toMatchObject({ ok: false, error: { code: 'tooDeep' } });
    if (!r.ok) expect(problemText(r.error)).toBe('This value is nested too deeply (more than 32 levels).');
  });

  it('accepts exactly the depth cap and refuses one more', () => {
    expect(parseJson(deepText(5), { depth: 5 }).ok).toBe(true);
    expect(parseJson(deepText(6), { depth: 5 })).toMatchObject({ ok: false, error: { code: 'tooDeep' } });
    expect(parseJson('{"a":{"b":[1]}}', { depth: 3 }).ok).toBe(true);
    expect(parseJson('{"a":{"b":[[1]]}}', { depth: 3 }).ok).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(textDepth('["[[[[[[", "\\"[[[[["]', 2)).toBe(1);
    expect(parseJson(JSON.stringify({ s: '['.repeat(1000) + '\\"' }), { depth: 2 }).ok).toBe(true);
  });

  it('refuses text that is not JSON, and a value that is not text', () => {
    expect(parseJson('{nope')).toMatchObject({ ok: false, error: { code: 'notJson' } });
    expect(parseJson(42)).toMatchObject({ ok: false, error: { code: 'notText' } });
    const r = parseJson(null, {}, 'safe.thisSave');
    // The value's name is a catalogue key, worded when the problem is.
    expect(r).toEqual({ ok: false, error: { code: 'notText', params: { what: { key: 'safe.thisSave' } } } });
    expect(!r.ok && problemText(r.error)).toBe('This save is not text.');
  });

  it('refuses more values than the node cap', () => {
    expect(parseJson(JSON.stringify(Array(50).fill(0)), { nodes: 20 })).toMatchObject({
      ok: false,
      error: { code: 'tooMany' },
    });
    expect(parseJson(JSON.stringify(Array(19).fill(0)), { nodes: 20 }).ok).toBe(true);
  });

  it('never throws on any text, and accepts every JSON value within the default caps', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = parseJson(s);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 10 }), (v) => {
        expect(parseJson(JSON.stringify(v)).ok).toBe(true);
      }),
    );
  });
});

describe('checkValue: an already-parsed value (IndexedDB records, structured clones)', () => {
  it('walks a 100,000-deep list without overflowing the stack and refuses it', () => {
    const r = checkValue(deepList(100_000));
    expect(r).toMatchObject({ ok: false, error: { code: 'tooDeep' } });
  });

  it('counts the characters of strings and keys', () => {
    expect(checkValue({ a: 'x'.repeat(50) }, { chars: 50 })).toMatchObject({
      ok: false,
      error: { code: 'tooLarge' },
    });
    expect(checkValue({ a: 'x'.repeat(49) }, { chars: 50 }).ok).toBe(true);
  });

  it('refuses what is not plain data (functions, class instances) and cycles (by depth); shares are fine', () => {
    const cyc: Record<string, unknown> = {};
    cyc.self = cyc;
    expect(checkValue(cyc)).toMatchObject({ ok: false, error: { code: 'tooDeep' } });
    // The same value in two places is not a cycle (the simulator's setups share objects).
    const shared = { a: 1 };
    expect(checkValue({ x: shared, y: [shared, shared] }).ok).toBe(true);
    expect(checkValue({ f: () => 1 })).toMatchObject({ ok: false, error: { code: 'notData' } });
    expect(checkValue({ d: new Date(0) })).toMatchObject({ ok: false, error: { code: 'notData' } });
    expect(checkValue({ m: new Map() })).toMatchObject({ ok: false, error: { code: 'notData' } });
    expect(checkValue(Object.create(null) as object).ok).toBe(true);
  });

  it('a huge list is refused by its length before its items are pushed', () => {
    // Counted, not timed: not one item of the list is read.
    let reads = 0;
    const big = new Proxy(new Array(5_000_000).fill(0), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(checkValue(big)).toMatchObject({ ok: false, error: { code: 'tooMany' } });
    expect(reads).toBe(0);
  });

  it('the default caps are the documented ones', () => {
    expect(DEFAULT_CAPS).toEqual({ chars: 1_000_000, depth: 32, nodes: 1_000_000 });
  });
});

describe('messages are short: echoed input is cut', () => {
  it('clip cuts at 40 code points with an ellipsis, and leaves short text alone', () => {
    expect(clip('abc')).toBe('abc');
    expect(clip('x'.repeat(40))).toBe('x'.repeat(40));
    expect(clip('x'.repeat(150_000))).toBe('x'.repeat(39) + '…');
    expect(Array.from(clip('😀'.repeat(100)))).toHaveLength(40);
  });

  it('describeValue never stringifies a list or an object', () => {
    expect(describeValue(deepList(30_000))).toEqual({ key: 'safe.kindList', params: { n: 1 } });
    expect(wordText(describeValue(deepList(30_000)) as Word)).toBe('a list of 1');
    expect(wordText(describeValue({ toString: () => 'x' }) as Word)).toBe('an object');
    expect(describeValue('y'.repeat(1000))).toHaveLength(40);
  });

  it('botsProblem: a 30,000-deep level and a 150,000-character key give short sentences (no RangeError)', () => {
    const titans = ['grinder', 'slaugg'];
    const deep = botsProblem({ grinder: deepList(30_000) }, titans);
    expect(problemText(deep!)).toBe(
      'the bot level “a list of 1” for grinder is not random, greedy, expert, master.',
    );
    const long = botsProblem({ ['k'.repeat(150_000)]: 'greedy' }, titans)!;
    expect(problemText(long).length).toBeLessThan(120);
  });

  it('parseSave: a save whose bots value is 30,000 deep, as text and as a value, is refused with a sentence', () => {
    const save = {
      format: 'titan-race-save',
      version: 2,
      rules: 2,
      setup: { circuits: ['kaldheira'], titans: ['grinder', 'slaugg'], seed: 1 },
      actions: [],
    };
    const text = JSON.stringify(save).slice(0, -1) + `,"bots":{"grinder":${deepText(30_000)}}}`;
    for (const r of [parseSave(text), parseSave({ ...save, bots: { grinder: deepList(30_000) } })]) {
      expect(r).toMatchObject({ ok: false, error: { code: 'tooDeep' } });
      expect(!r.ok && problemText(r.error)).toBe('This save is nested too deeply (more than 24 levels).');
    }
  });
});
