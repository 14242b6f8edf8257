// The circuit format (engine contract, "Circuits") and its validator (R1.1, R7.6).
// One validator serves the engine, the editor and imports: it never throws, reports every
// problem it finds (one CircuitProblem each) and, on success, returns a clean copy.
import { ELEMENTS } from '../types';
import type { Circuit, Element } from '../types';
import {
  COLS,
  LOCAL_NAMES,
  SPACES_PER_BOARD,
  geometry,
  isLatticeName,
  localName,
  neighbour,
  spaceName,
} from '../board';

export interface CircuitProblem {
  code:
    | 'notObject'
    | 'badId'
    | 'badName'
    | 'badSpaces'
    | 'offLattice'
    | 'unknownElement'
    | 'iceLoop'
    | 'tooLarge';
  message: string;
  space?: string;
}

export type CircuitCheck =
  | { ok: true; circuit: Circuit }
  | { ok: false; error: { code: 'badCircuit'; message: string }; problems: CircuitProblem[] };

/** Largest accepted circuit, measured as the UTF-8 length of its JSON text. */
export const MAX_CIRCUIT_BYTES = 100_000;

const MAX_ID = 40;
const MAX_NAME = 80;
const MAX_DESCRIPTION = 500;
const ID_RE = /^[A-Za-z0-9_-]+$/;
/** Board-local names exactly as written in a circuit: capital column, row 1–12 without a leading zero. */
const STRICT_NAME_RE = /^[A-F](?:[1-9]|1[0-2])$/;
/** Keys shown without quotes in messages: they read as a space name even when off the board. */
const BARE_RE = /^[A-F][1-9]\d?$/;
const ELEMENT_SET: ReadonlySet<string> = new Set<string>(ELEMENTS);
/** How many problems the summary sentence quotes before saying "and N more". */
const QUOTED = 3;

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** A plain JSON object: not null, not an array, prototype Object.prototype (of any realm) or null. */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (Object.prototype.toString.call(v) !== '[object Object]') return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/** What a value is, for messages: 'an array', 'the number 3', 'null'. */
function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  switch (typeof v) {
    case 'string':
      return v === '' ? 'an empty text' : `the text ${quote(v)}`;
    case 'number':
      return `the number ${String(v)}`;
    case 'boolean':
      return `the value ${String(v)}`;
    case 'undefined':
      return 'nothing';
    case 'object':
      return 'an object';
    default:
      return `a ${typeof v}`;
  }
}

/** A string or value quoted for a message, cut short if long. */
function quote(v: unknown): string {
  let s: string;
  if (typeof v === 'string') s = JSON.stringify(v);
  else {
    try {
      s = JSON.stringify(v) ?? String(v);
    } catch {
      s = Object.prototype.toString.call(v);
    }
  }
  return s.length > 42 ? `${s.slice(0, 40)}…${s[0] === '"' ? '"' : ''}` : s;
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
function charCount(s: string): number {
  return Array.from(s).length;
}

/** UTF-8 length of a string (a UTF-8 string is never shorter than its UTF-16 length). */
function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function fail(problems: CircuitProblem[]): CircuitCheck {
  const quoted = problems.slice(0, QUOTED);
  const parts = quoted.map((p) => p.message);
  const rest = problems.length - quoted.length;
  if (rest > 0) parts.push(`There ${rest === 1 ? 'is' : 'are'} ${plural(rest, 'more problem')}.`);
  if (quoted.some((p) => p.code === 'unknownElement')) {
    parts.push(`The elements are ${ELEMENTS.join(', ')}; plain spaces are simply left out.`);
  }
  return { ok: false, error: { code: 'badCircuit', message: parts.join(' ') }, problems };
}

/**
 * The closed lines of ice (R7.6) on a course of `boards` boards, each as its sorted space
 * indexes. Every direction of `geometry()` is a permutation of the spaces, so a slide from an
 * ice space follows that direction's cycle and never stops exactly when the whole cycle is ice.
 * All six directions are walked (pushes, Repel and Ragnarok move Titans backwards too); a cycle
 * and its reverse are the same line and reported once.
 */
function iceCycles(elements: readonly (Element | '')[], boards: number): number[][] {
  const g = geometry(boards);
  const lines = new Map<string, number[]>();
  const seen = new Uint8Array(g.size);
  for (let d = 0; d < 6; d++) {
    seen.fill(0);
    for (let start = 0; start < g.size; start++) {
      if (seen[start] || elements[start] !== 'ice') continue;
      const cycle: number[] = [];
      let allIce = true;
      let s = start;
      do {
        seen[s] = 1;
        cycle.push(s);
        if (elements[s] !== 'ice') allIce = false;
        s = neighbour(g, s, d);
      } while (s !== start);
      if (!allIce) continue;
      cycle.sort((x, y) => x - y);
      lines.set(cycle.join(','), cycle);
    }
  }
  return [...lines.values()].sort((x, y) => x[0] - y[0]);
}

/**
 * R7.6: the space indexes lying on a closed line of ice, for a course of 1 or 3 boards
 * (`elements[s]` is the element of space index s, '' = plain). Sorted, without duplicates;
 * [] when there is none (or the arguments make no course).
 */
export function iceLoops(elements: (Element | '')[], boards: number): number[] {
  if (!Array.isArray(elements) || !Number.isInteger(boards) || boards < 1 || boards > 9) return [];
  const onLoop = new Set<number>();
  for (const line of iceCycles(elements, boards)) for (const s of line) onLoop.add(s);
  return [...onLoop].sort((x, y) => x - y);
}

/** Why a key of `spaces` is not a space name, as a sentence. */
function badKeyMessage(key: string): string {
  if (/^[1-9]:/.test(key)) {
    return `Space ${quote(key)} has a board prefix: a circuit is one board, so write its spaces like "C5".`;
  }
  const loose = /^\s*([A-Fa-f])0*(\d{1,2})\s*$/.exec(key);
  if (!loose) {
    return `${quote(key)} is not a space name: spaces are written as a column A–F and a row 1–12, like "C5".`;
  }
  const col = loose[1].toUpperCase();
  const row = Number(loose[2]);
  const shown = BARE_RE.test(key) ? key : quote(key);
  if (row < 1 || row > 12) return `Space ${shown} is not on the board: rows run from 1 to 12.`;
  if ((COLS.indexOf(col) + row) % 2 !== 1) {
    return `Space ${shown} is not on the board (a space exists only where column + row is odd).`;
  }
  return `Space ${shown} must be written exactly "${col}${row}" (a capital column letter, the row without leading zeros or spaces).`;
}

/**
 * Validate a parsed JSON value as a circuit (engine contract, "Circuits"). Never throws.
 * On success returns a clean copy holding only id, name, description (if given) and spaces.
 */
export function validateCircuit(json: unknown): CircuitCheck {
  try {
    return check(json);
  } catch {
    // Only exotic inputs get here (proxies, throwing getters): they are not JSON data.
    return fail([{ code: 'notObject', message: 'The circuit cannot be read: it is not plain JSON data.' }]);
  }
}

/** A value too large or not a JSON object: refused before anything walks it. */
function shapeFailure(json: unknown): CircuitCheck | null {
  let text: string | undefined;
  try {
    text = JSON.stringify(json);
  } catch (e) {
    if (e instanceof RangeError) {
      return fail([{ code: 'tooLarge', message: 'The circuit is too large or too deeply nested to read.' }]);
    }
    return fail([
      {
        code: 'notObject',
        message:
          'The circuit cannot be written as JSON (it loops back on itself or holds values JSON cannot hold).',
      },
    ]);
  }
  const bytes = text === undefined ? 0 : utf8Length(text);
  if (bytes > MAX_CIRCUIT_BYTES) {
    return fail([
      {
        code: 'tooLarge',
        message: `The circuit is ${bytes} bytes of JSON; the limit is ${MAX_CIRCUIT_BYTES} bytes (${MAX_CIRCUIT_BYTES / 1000} kB).`,
      },
    ]);
  }
  if (!isPlainObject(json)) {
    return fail([
      {
        code: 'notObject',
        message: `A circuit must be a JSON object like {"id": "myCircuit", "name": "My circuit", "spaces": {"E5": "lava"}}, not ${describe(json)}.`,
      },
    ]);
  }

  return null;
}

function idProblems(id: unknown, problems: CircuitProblem[]): void {
  if (id === undefined) {
    problems.push({
      code: 'badId',
      message: 'The circuit has no "id": give it one of letters, digits, - and _ (at most 40 characters).',
    });
  } else if (typeof id !== 'string') {
    problems.push({ code: 'badId', message: `The circuit's "id" must be text, not ${describe(id)}.` });
  } else if (id === '') {
    problems.push({
      code: 'badId',
      message: 'The circuit\'s "id" is empty: use letters, digits, - and _ (at most 40 characters).',
    });
  } else if (id.length > MAX_ID) {
    problems.push({
      code: 'badId',
      message: `The circuit's "id" is ${id.length} characters long; at most ${MAX_ID} are allowed.`,
    });
  } else if (!ID_RE.test(id)) {
    problems.push({
      code: 'badId',
      message: `The circuit's "id" ${quote(id)} may hold only letters, digits, - and _.`,
    });
  }
}

function nameProblems(name: unknown, problems: CircuitProblem[]): void {
  if (name === undefined) {
    problems.push({
      code: 'badName',
      message: 'The circuit has no "name": give it a name of at most 80 characters.',
    });
  } else if (typeof name !== 'string') {
    problems.push({ code: 'badName', message: `The circuit's "name" must be text, not ${describe(name)}.` });
  } else if (name.trim() === '') {
    problems.push({ code: 'badName', message: 'The circuit\'s "name" is empty.' });
  } else if (charCount(name) > MAX_NAME) {
    problems.push({
      code: 'badName',
      message: `The circuit's "name" is ${charCount(name)} characters long; at most ${MAX_NAME} are allowed.`,
    });
  }
}

/** The description is optional; its problems use the name's code, the contract has no other. */
function descriptionProblems(description: unknown, problems: CircuitProblem[]): void {
  if (description !== undefined) {
    if (typeof description !== 'string') {
      problems.push({
        code: 'badName',
        message: `The circuit's "description" must be text, not ${describe(description)}.`,
      });
    } else if (charCount(description) > MAX_DESCRIPTION) {
      problems.push({
        code: 'badName',
        message: `The circuit's "description" is ${charCount(description)} characters long; at most ${MAX_DESCRIPTION} are allowed.`,
      });
    }
  }
}

/** The spaces' problems, and the valid ones in board order. */
function spacesOf(spaces: unknown, problems: CircuitProblem[]): Record<string, Element> {
  const clean: Record<string, Element> = {};
  const elements: (Element | '')[] = new Array<Element | ''>(SPACES_PER_BOARD).fill('');
  if (spaces === undefined) {
    problems.push({
      code: 'badSpaces',
      message:
        'The circuit has no "spaces": list its special spaces, like {"E5": "lava"} ({} is a blank board).',
    });
  } else if (!isPlainObject(spaces)) {
    problems.push({
      code: 'badSpaces',
      message: `The circuit's "spaces" must be an object like {"E5": "lava"}, not ${describe(spaces)}.`,
    });
  } else {
    const found = new Map<number, Element>();
    for (const key of Object.keys(spaces)) {
      const value = spaces[key];
      const valid = STRICT_NAME_RE.test(key) && isLatticeName(key);
      if (!valid) problems.push({ code: 'offLattice', message: badKeyMessage(key), space: key });
      if (typeof value !== 'string' || !ELEMENT_SET.has(value)) {
        const shown = BARE_RE.test(key) ? key : quote(key);
        const message =
          typeof value === 'string'
            ? `Space ${shown} has an unknown element ${quote(value)}.`
            : `Space ${shown} holds ${describe(value)} instead of an element name such as "lava".`;
        problems.push({ code: 'unknownElement', message, space: key });
      } else if (valid) {
        found.set(LOCAL_NAMES.indexOf(key), value as Element);
      }
    }
    for (const s of [...found.keys()].sort((a, b) => a - b)) {
      const el = found.get(s) as Element;
      clean[localName(s)] = el;
      elements[s] = el;
    }
    for (const line of iceCycles(elements, 1)) {
      const names = line.map((s) => spaceName(s, 1));
      problems.push({
        code: 'iceLoop',
        message: `The ice at ${names.join(', ')} forms a closed line: a Titan would slide forever (R7.6).`,
        space: names[0],
      });
    }
  }
  return clean;
}

function check(json: unknown): CircuitCheck {
  // Size first, so nothing below walks a huge value.
  const refused = shapeFailure(json);
  if (refused) return refused;
  const obj = json as Record<string, unknown>; // a plain object (shapeFailure)
  const problems: CircuitProblem[] = [];
  const get = (k: string): unknown => (hasOwn(obj, k) ? obj[k] : undefined);
  const id = get('id');
  const name = get('name');
  const description = get('description');
  idProblems(id, problems);
  nameProblems(name, problems);
  descriptionProblems(description, problems);
  const clean = spacesOf(get('spaces'), problems);

  if (problems.length > 0) return fail(problems);
  // A fresh object in the order id, name, description, spaces: nothing else of the input is kept.
  const circuit: Circuit =
    typeof description === 'string'
      ? { id: id as string, name: name as string, description, spaces: clean }
      : { id: id as string, name: name as string, spaces: clean };
  return { ok: true, circuit };
}
