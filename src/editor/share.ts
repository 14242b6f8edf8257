// Circuits in and out of the editor: compressed share links, JSON files (import / export).
// Every circuit that comes in goes through the engine's own validator (validateCircuit); nothing here
// decides validity by itself.
import { compressToEncodedURIComponent } from 'lz-string';
import { decompressCapped } from './lz';
import { MAX_CIRCUIT_BYTES, validateCircuit } from '../engine/circuits';
import type { Circuit } from '../engine/types';
import { cleanName } from '../store/names';
import { DRAFT_ID, sortedSpaces } from './model';
import { parentOf, readParent, withParent, type WithParent } from './parent';

export interface Problem {
  code: string;
  message: string;
  space?: string;
}

export type LoadResult =
  | { ok: true; circuit: Circuit }
  | {
      ok: false;
      /** One sentence for the alert, naming the problem (e.g. the bad space). */
      message: string;
      /** The validator's problems, one per bad space or element, when the data was a JSON object. */
      problems: Problem[];
      /** With problems: a short lead-in for a list of them ('"x.json" was refused:'). */
      heading?: string;
    };

/** The largest circuit file (and decompressed link) accepted: 100 kB. */
export const MAX_FILE_BYTES: number = typeof MAX_CIRCUIT_BYTES === 'number' ? MAX_CIRCUIT_BYTES : 100_000;

function kB(bytes: number): string {
  return `${Math.round((bytes / 1000) * 10) / 10} kB`;
}

function slug(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return s || 'circuit';
}

/** The circuit in the contract's circuit format: id, name, description (if any), spaces in lattice order,
 * then the circuit it was copied from (`parent`, parent.ts) when it names one. */
export function toContractCircuit(c: Circuit): WithParent {
  const id = c.id && c.id !== DRAFT_ID ? c.id : slug(c.name);
  const spaces = sortedSpaces(c.spaces);
  const out: Circuit = c.description
    ? { id, name: c.name, description: c.description, spaces }
    : { id, name: c.name, spaces };
  return withParent(out, parentOf(c));
}

/** The JSON text of an exported circuit file. */
export function circuitToJson(c: Circuit): string {
  return JSON.stringify(toContractCircuit(c), null, 2) + '\n';
}

export function exportFileName(c: Circuit): string {
  return `${slug(c.name)}.json`;
}

function validated(data: unknown, what: string): LoadResult {
  const v = validateCircuit(data);
  // A name is shown and shared: no invisible or direction-changing characters, a capped length.
  if (v.ok) {
    const parent = readParent((data as { parent?: unknown }).parent);
    return { ok: true, circuit: withParent({ ...v.circuit, name: cleanName(v.circuit.name) }, parent) };
  }
  const problems: Problem[] = (v.problems ?? []).map((p) => ({
    code: p.code,
    message: p.message,
    space: p.space,
  }));
  return {
    ok: false,
    message: `${what} was refused: ${v.error.message}`,
    problems,
    heading: `${what} was refused:`,
  };
}

/**
 * Check the text of a circuit file. `bytes` is the file's size if known (else the text's UTF-8 size).
 * Refuses: larger than 100 kB, not JSON, and whatever the engine's validator refuses (wrong shape,
 * a space off the lattice, an unknown element, a closed line of ice), naming the problem.
 */
export function parseCircuitText(text: string, fileName = 'The file', bytes?: number): LoadResult {
  const size = bytes ?? new TextEncoder().encode(text).length;
  if (size > MAX_FILE_BYTES) {
    return {
      ok: false,
      message: `${fileName} is too large (${kB(size)}): a circuit file may be at most ${kB(MAX_FILE_BYTES)}.`,
      problems: [],
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    // Where it breaks, not the parser's own words: those quote the file's text back (a fuzzed file of
    // '..' came back as '".." is not valid JSON') and differ from one browser to the next.
    const at = e instanceof Error ? /position (\d+)/.exec(e.message) : null;
    return {
      ok: false,
      message: at
        ? `${fileName} is not JSON, so it is not a circuit file (it breaks at character ${Number(at[1]) + 1}).`
        : `${fileName} is not JSON, so it is not a circuit file.`,
      problems: [],
    };
  }
  return validated(data, fileName);
}

/** Read and check a circuit file chosen by the designer. The size is checked before reading. */
export async function importCircuitFile(file: Blob & { name?: string }): Promise<LoadResult> {
  const name = file.name ? `"${file.name}"` : 'The file';
  if (file.size > MAX_FILE_BYTES) {
    return {
      ok: false,
      message: `${name} is too large (${kB(file.size)}): a circuit file may be at most ${kB(MAX_FILE_BYTES)}.`,
      problems: [],
    };
  }
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return {
      ok: false,
      message: `${name} could not be read (${e instanceof Error ? e.message : String(e)}).`,
      problems: [],
    };
  }
  return parseCircuitText(text, name, file.size);
}

// ---------------------------------------------------------------------------------------------------------
// Share links: '#/editor?c=<lz-string compressToEncodedURIComponent of the circuit's JSON>'.

/** The compressed form of a circuit, as in the `c` parameter. */
export function encodeCircuit(c: Circuit): string {
  return compressToEncodedURIComponent(JSON.stringify(toContractCircuit(c)));
}

/** The hash part of a share link: '#/editor?c=…'. */
export function shareHash(c: Circuit): string {
  return `#/editor?c=${encodeCircuit(c)}`;
}

/** A full share link for the page at `base` (e.g. window.location.href; its own hash is dropped). */
export function shareUrl(c: Circuit, base: string): string {
  return base.split('#')[0] + shareHash(c);
}

/** The longest `c` parameter accepted: a full circuit of 36 elements compresses to well under 2 kB. */
const MAX_LINK_CHARS = 20_000;

/** Decode the `c` parameter of a share link, validating the circuit through the engine's validator. */
export function decodeCircuit(param: string): LoadResult {
  const damaged = (why: string): LoadResult => ({
    ok: false,
    message: `This share link is damaged (${why}); the editor kept the circuit you had. Ask for the link again, or for the circuit as a file.`,
    problems: [],
  });
  if (!param) return damaged('it holds no circuit');
  // The link is capped before and while it is decompressed: a small link can expand enormously.
  if (param.length > MAX_LINK_CHARS) return damaged(`it is longer than a circuit link can be`);
  const json = decompressCapped(param.trim(), MAX_FILE_BYTES);
  if (!json.ok)
    return damaged(
      json.code === 'tooLarge'
        ? `its circuit is larger than ${kB(MAX_FILE_BYTES)}`
        : 'its circuit data cannot be decompressed',
    );
  if (!json.text) return damaged('its circuit data cannot be decompressed');
  let data: unknown;
  try {
    data = JSON.parse(json.text);
  } catch {
    return damaged('its circuit data is not JSON');
  }
  return validated(data, 'The circuit in this link');
}

/** The `c` parameter of a hash like '#/editor?c=…', or null if there is none. */
export function shareParam(hash: string): string | null {
  const q = hash.indexOf('?');
  if (q < 0) return null;
  // lz-string's URI alphabet has '+', which URLSearchParams would read as a space: split by hand.
  for (const part of hash.slice(q + 1).split('&')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    if (key === 'c') return eq < 0 ? '' : part.slice(eq + 1);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Links to the rest of the app (documented in docs/editor.md).

/** The game setup with a circuit selected: '#/play?circuit=<id>' (a standard id or a library id). */
export function playHash(id: string): string {
  return `#/play?circuit=${encodeURIComponent(id)}`;
}

/** The lab with a circuit selected: '#/lab?circuit=<id>'. */
export function labHash(id: string): string {
  return `#/lab?circuit=${encodeURIComponent(id)}`;
}
