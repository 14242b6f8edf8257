// One validator for every value this app stores or receives (links, files, the old autosave, the reload
// backup, IndexedDB records, lab reports, replay links, bots values). Its caps are checked BEFORE
// anything walks the value: a text's length before it is parsed, its nesting by a linear
// scan before JSON.parse, and a value's depth, size and kinds by an iterative walk (no recursion, so a
// 30,000-deep array cannot overflow the stack). Every refusal is a value with a stable code and the
// values its sentence names, the value's name and kind as catalogue keys (i18n/errors.ts words them when
// shown, in the language shown); nothing here throws. Shapes (is this a save?
// a report?) are checked by the callers after.
import type { ProblemParams, Word } from '../i18n/errors';

export interface Caps {
  /** Characters of the text, or of all strings and keys of a value. */
  chars: number;
  /** Levels of nesting: `[]` and `{}` are 1, `[[]]` is 2. */
  depth: number;
  /** Values in all (each object, list, string, number… counts one). */
  nodes: number;
}

/** Generous for every real value of this app (a save nests ≈ 8 deep; a long game has ≈ 200,000 values). */
export const DEFAULT_CAPS: Caps = { chars: 1_000_000, depth: 32, nodes: 1_000_000 };

type InvalidCode = 'notText' | 'tooLarge' | 'tooDeep' | 'tooMany' | 'notJson' | 'notData';
/** A refusal as data: worded by i18n/errors.ts problemText (its codes are problem codes). */
interface Invalid {
  code: InvalidCode;
  params: ProblemParams;
}

/** What a refusal calls the value it refused ("This save is too large"), by catalogue key. */
export type WhatKey = 'safe.thisValue' | 'safe.thisSave' | 'safe.thisLinkSetup' | 'safe.thisLinkBots';
export type Checked<T = unknown> = { ok: true; value: T } | { ok: false; error: Invalid };

/** The longest piece of input ever echoed back in a message (engine messages are cut the same way). */
const MAX_ECHO = 40;

/** `text` cut to `max` characters (whole code points), with "…" when something was cut. */
export function clip(text: string, max: number = MAX_ECHO): string {
  // Only the start is looked at: a 150,000-character string is never copied whole.
  const head = Array.from(text.slice(0, max * 2 + 2));
  return head.length > max ? `${head.slice(0, max - 1).join('')}…` : text;
}

/**
 * A value as a message may echo it: short, and never by stringifying (which recurses) an object — text as
 * it is, anything else by its kind ("a list of 3"), worded when shown.
 */
export function describeValue(v: unknown, max: number = MAX_ECHO): string | Word {
  if (typeof v === 'string') return clip(v, max);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return clip(String(v), max);
  if (v === null) return 'null';
  if (v === undefined) return { key: 'safe.kindNothing' };
  if (Array.isArray(v)) return { key: 'safe.kindList', params: { n: v.length } };
  if (typeof v === 'object') return { key: 'safe.kindObject' };
  return { key: 'safe.kindOther', params: { type: typeof v } };
}

const fail = (code: InvalidCode, params: ProblemParams): Checked<never> => ({
  ok: false,
  error: { code, params },
});

const tooLarge = (what: Word, size: number, max: number) =>
  fail('tooLarge', { what, size: { number: size }, max: { number: max } });
const tooDeep = (what: Word, max: number) => fail('tooDeep', { what, max });
const tooMany = (what: Word, max: number) => fail('tooMany', { what, max: { number: max } });

/**
 * How deeply a JSON text nests, by one linear scan that skips strings — stops as soon as `max` is passed
 * (then returns max + 1), so JSON.parse never sees a text deeper than the cap.
 */
export function textDepth(text: string, max: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > deepest && (deepest = depth) > max) return deepest;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return deepest;
}

/**
 * Check an already-parsed value (an IndexedDB record, a structured clone, JSON.parse's result): plain data
 * only (null, booleans, numbers, strings, lists, plain objects; `undefined` as an absent field), within
 * the caps. Iterative, and stops at the first value past a cap. A value shared by two fields counts twice
 * (a DAG is fine); a value that contains itself is refused by the depth cap.
 */
export function checkValue(
  value: unknown,
  caps: Partial<Caps> = {},
  what: WhatKey = 'safe.thisValue',
): Checked {
  const c = { ...DEFAULT_CAPS, ...caps };
  const name = { key: what };
  const stack: unknown[] = [value];
  const depths: number[] = [0];
  let nodes = 0;
  let chars = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    const d = depths.pop()!;
    if (++nodes > c.nodes) return tooMany(name, c.nodes);
    if (v === null || v === undefined || typeof v === 'boolean' || typeof v === 'number') continue;
    if (typeof v === 'string') {
      if ((chars += v.length) > c.chars) return tooLarge(name, chars, c.chars);
      continue;
    }
    if (typeof v !== 'object') return fail('notData', { what: name, kind: typeof v });
    if (d + 1 > c.depth) return tooDeep(name, c.depth);
    if (Array.isArray(v)) {
      if (nodes + v.length > c.nodes) return tooMany(name, c.nodes);
      for (let i = v.length - 1; i >= 0; i--) {
        stack.push(v[i]);
        depths.push(d + 1);
      }
      continue;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null)
      return fail('notData', { what: name, kind: { key: 'safe.kindInstance' } });
    const keys = Object.keys(v);
    if (nodes + keys.length > c.nodes) return tooMany(name, c.nodes);
    for (const k of keys) {
      if ((chars += k.length) > c.chars) return tooLarge(name, chars, c.chars);
      stack.push((v as Record<string, unknown>)[k]);
      depths.push(d + 1);
    }
  }
  return { ok: true, value };
}

/**
 * Parse a JSON text within the caps: its length is checked first, its nesting by a scan, and only then is
 * it parsed (and the result checked with checkValue).
 */
export function parseJson(
  text: unknown,
  caps: Partial<Caps> = {},
  what: WhatKey = 'safe.thisValue',
): Checked {
  const c = { ...DEFAULT_CAPS, ...caps };
  const name = { key: what };
  if (typeof text !== 'string') return fail('notText', { what: name });
  if (text.length > c.chars) return tooLarge(name, text.length, c.chars);
  if (textDepth(text, c.depth) > c.depth) return tooDeep(name, c.depth);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('notJson', { what: name });
  }
  return checkValue(value, c, what);
}
