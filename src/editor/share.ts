// Circuits in and out of the editor: compressed share links, JSON files (import / export).
// Every circuit that comes in goes through the engine's own validator (validateCircuit); nothing here
// decides validity by itself. A refusal is data (a coded Problem of i18n/errors and the validator's
// problems); the editor and the lab word it where they show it (ui/editor/loadRefusal.ts).
import { compressToEncodedURIComponent } from 'lz-string';
import { decompressCapped } from './lz';
import { MAX_CIRCUIT_BYTES, validateCircuit } from '../engine/circuits';
import type { Circuit } from '../engine/types';
import { cleanName } from '../store/names';
import { DRAFT_ID, sortedSpaces } from './model';
import { parentOf, readParent, withParent, type WithParent } from './parent';
import { problem, type Problem as AppProblem } from '../i18n/errors';

export interface Problem {
  code: string;
  message: string;
  space?: string;
}

export type LoadResult =
  | { ok: true; circuit: Circuit }
  | {
      ok: false;
      /** Why, as a code: the file or link was refused (then `problems` says how), or could not be read. */
      error: AppProblem;
      /** The validator's problems, one per bad space or element, when the data was a JSON object. */
      problems: Problem[];
    };

/** The largest circuit file (and decompressed link) accepted: 100 kB. */
export const MAX_FILE_BYTES: number = typeof MAX_CIRCUIT_BYTES === 'number' ? MAX_CIRCUIT_BYTES : 100_000;

/** A size as a Word: worded with the language's units and digits when shown (100 kB, « 100 ko »). */
const sizeWord = (bytes: number) => ({ size: bytes });

/** A refusal without validator problems. */
const refusedWith = (error: AppProblem): LoadResult => ({ ok: false, error, problems: [] });

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

/** `file`: the file's name, or null for the circuit of a share link. */
function validated(data: unknown, file: string | null): LoadResult {
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
    error: file === null ? problem('linkRefused') : problem('fileRefused', { file }),
    problems,
  };
}

/**
 * Check the text of the circuit file named `file`. `bytes` is the file's size if known (else the text's
 * UTF-8 size).
 * Refuses: larger than 100 kB, not JSON, and whatever the engine's validator refuses (wrong shape,
 * a space off the lattice, an unknown element, a closed line of ice), naming the problem.
 */
export function parseCircuitText(text: string, file: string, bytes?: number): LoadResult {
  const size = bytes ?? new TextEncoder().encode(text).length;
  if (size > MAX_FILE_BYTES)
    return refusedWith(
      problem('fileTooLarge', { file, size: sizeWord(size), max: sizeWord(MAX_FILE_BYTES) }),
    );
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    // Where it breaks, not the parser's own words: those quote the file's text back (a fuzzed file of
    // '..' came back as '".." is not valid JSON') and differ from one browser to the next.
    const at = e instanceof Error ? /position (\d+)/.exec(e.message) : null;
    return refusedWith(
      at ? problem('fileNotJsonAt', { file, at: Number(at[1]) + 1 }) : problem('fileNotJson', { file }),
    );
  }
  return validated(data, file);
}

/** Read and check a circuit file chosen by the designer. The size is checked before reading. */
export async function importCircuitFile(file: Blob & { name?: string }): Promise<LoadResult> {
  const name = file.name ?? '';
  if (file.size > MAX_FILE_BYTES)
    return refusedWith(
      problem('fileTooLarge', { file: name, size: sizeWord(file.size), max: sizeWord(MAX_FILE_BYTES) }),
    );
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    // The browser's own words stay for developers (`detail`); the message does not show them.
    return refusedWith(
      problem('fileUnreadable', { file: name, detail: e instanceof Error ? e.message : String(e) }),
    );
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
  if (!param) return refusedWith(problem('circuitLinkEmpty'));
  // The link is capped before and while it is decompressed: a small link can expand enormously.
  if (param.length > MAX_LINK_CHARS) return refusedWith(problem('circuitLinkTooLong'));
  const json = decompressCapped(param.trim(), MAX_FILE_BYTES);
  if (!json.ok && json.code === 'tooLarge')
    return refusedWith(problem('circuitLinkTooLarge', { max: sizeWord(MAX_FILE_BYTES) }));
  if (!json.ok || !json.text) return refusedWith(problem('circuitLinkNotLz'));
  let data: unknown;
  try {
    data = JSON.parse(json.text);
  } catch {
    return refusedWith(problem('circuitLinkNotJson'));
  }
  return validated(data, null);
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
