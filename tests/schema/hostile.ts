// Hostile values for the property tests of every boundary schema: any JSON, prototype keys, nulls and
// wrong kinds inside lists, huge and fractional counts, non-finite-looking numbers, deep nesting, and
// objects shaped like the real value with one field replaced.
import fc from 'fast-check';

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

const odd = fc.constantFrom<unknown>(
  null,
  true,
  '',
  'x',
  'toString',
  'constructor',
  '__proto__',
  -1,
  -7,
  0.5,
  1e300,
  -1e300,
  2 ** 53,
  100_000_000,
  1e21,
  [],
  {},
  [null],
  [null, 5, 'x'],
  { rate: 'x' },
);

/** Any JSON value (with odd values and prototype keys mixed in), at most `depth` deep. */
export const anyJson = (keys: string[] = [], depth = 4): fc.Arbitrary<unknown> =>
  fc.letrec<{ v: unknown }>((tie) => ({
    v: fc.oneof(
      { depthSize: 'small', maxDepth: depth },
      odd,
      fc.jsonValue({ maxDepth: 2 }),
      fc.array(tie('v'), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom(...PROTO_KEYS, ...(keys.length ? keys : ['a'])), tie('v'), {
        maxKeys: 5,
      }),
    ),
  })).v;

/** A deeply nested list or object, as text (what JSON.parse would meet). */
export const deepText = fc
  .integer({ min: 50, max: 5000 })
  .chain((n) => fc.constantFrom('['.repeat(n) + ']'.repeat(n), '{"a":'.repeat(n) + '1' + '}'.repeat(n)));

/** `good` with one field (at any depth, chosen at random) replaced by a hostile value. */
export function mutated(good: unknown, keys: string[] = []): fc.Arbitrary<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, p: (string | number)[]) => {
    if (p.length > 0) paths.push(p);
    if (paths.length > 2000 || p.length > 8) return;
    if (Array.isArray(v)) v.slice(0, 6).forEach((x, i) => walk(x, [...p, i]));
    else if (v && typeof v === 'object')
      for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k], [...p, k]);
  };
  walk(good, []);
  return fc.tuple(fc.constantFrom(...paths), anyJson(keys, 2)).map(([path, bad]) => {
    const copy = structuredClone(good) as Record<string | number, unknown>;
    let at = copy;
    for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
    at[path[path.length - 1]] = bad;
    return copy;
  });
}

/** Everything above, for a schema whose good value is `good`. */
export const hostile = (keys: string[] = [], good?: unknown): fc.Arbitrary<unknown> =>
  good === undefined
    ? fc.oneof(anyJson(keys), deepText, fc.string())
    : fc.oneof(anyJson(keys), deepText, mutated(good, keys));
