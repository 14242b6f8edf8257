// The circuit editor's document model: a circuit plus its undo/redo history.
// Pure TypeScript (no React, no DOM). Every function returns a new state; states are never mutated.
// Spaces are board-local names ('C5') in the circuit, as in the contract's circuit format;
// functions that take a space also accept a board space index (0..35, as BoardView reports).
import { LOCAL_NAMES, localName, parseSpace } from '../engine/board';
import { STANDARD_CIRCUITS } from '../engine/circuits';
import { ELEMENTS, type Circuit, type CircuitId, type Element } from '../engine/types';
import { parentFor, parentOf, withParent } from './parent';

/** How many undo steps are kept. */
export const HISTORY_LIMIT = 200;

/** The id an unsaved editor circuit carries until the library gives it one. */
export const DRAFT_ID = 'draft';

export interface EditorState {
  circuit: Circuit;
  /** Earlier circuits, oldest first. */
  past: Circuit[];
  /** Undone circuits, next redo last. */
  future: Circuit[];
  /**
   * The text field being typed in by the last edit ('name' | 'description'), so a run of keystrokes in
   * one field is one undo step. Any other edit clears it.
   */
  typing?: 'name' | 'description' | null;
}

export type SpaceRef = string | number;

/** A board-local space name for a name or index, or null if it is not on the lattice. */
export function spaceKey(space: SpaceRef): string | null {
  if (typeof space === 'number') {
    return Number.isInteger(space) && space >= 0 && space < LOCAL_NAMES.length ? localName(space) : null;
  }
  const s = parseSpace(space, 1);
  return s >= 0 ? localName(s) : null;
}

/** Spaces listed in lattice order (bottom row first, left to right): stable output for files and links. */
export function sortedSpaces(spaces: Record<string, Element>): Record<string, Element> {
  const out: Record<string, Element> = {};
  for (const name of LOCAL_NAMES) if (spaces[name]) out[name] = spaces[name];
  // Anything off the lattice (an invalid circuit being shown) keeps its place after the lattice.
  for (const [k, v] of Object.entries(spaces)) if (!(k in out) && !LOCAL_NAMES.includes(k)) out[k] = v;
  return out;
}

/** A copy of `c`, its parent (parent.ts) included. */
export function cloneCircuit(c: Circuit): Circuit {
  const out: Circuit = { id: c.id, name: c.name, spaces: { ...c.spaces } };
  if (c.description !== undefined) out.description = c.description;
  return withParent(out, parentOf(c));
}

function blankCircuit(name = 'New circuit'): Circuit {
  return { id: DRAFT_ID, name, description: '', spaces: {} };
}

/** A fresh editor on a blank circuit. */
export function blank(name?: string): EditorState {
  return { circuit: blankCircuit(name), past: [], future: [], typing: null };
}

/** A fresh editor (empty history) on a copy of any circuit. */
export function fromCircuit(c: Circuit): EditorState {
  return { circuit: cloneCircuit(c), past: [], future: [], typing: null };
}

/**
 * A fresh editor on a copy of a standard circuit: same spaces and description, the name marked as a copy
 * (`name`: the UI's words for it, in the page's language; default "<name> (copy)"), its description in
 * the page's language (`description`; default the standard one's), the draft id (a copy never takes a
 * standard id), and the standard circuit recorded as its parent.
 */
export function fromStandard(
  idOrCircuit: CircuitId | Circuit,
  name?: string,
  description?: string,
): EditorState {
  const standard = typeof idOrCircuit === 'string' ? STANDARD_CIRCUITS[idOrCircuit] : idOrCircuit;
  if (!standard) throw new Error(`No standard circuit "${String(idOrCircuit)}"`);
  const c = withParent(cloneCircuit(standard), parentFor(standard, true));
  c.id = DRAFT_ID;
  c.name = name ?? `${standard.name} (copy)`;
  c.description = description ?? c.description ?? '';
  return fromCircuit(c);
}

function commit(state: EditorState, next: Circuit, typing: EditorState['typing'] = null): EditorState {
  const past = [...state.past, state.circuit];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { circuit: next, past, future: [], typing };
}

function sameSpaces(a: Record<string, Element>, b: Record<string, Element>): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
}

function isElement(e: unknown): e is Element {
  return typeof e === 'string' && (ELEMENTS as readonly string[]).includes(e);
}

/**
 * Paint several spaces with one element (null = erase) as ONE undo step, e.g. a drag stroke.
 * Spaces off the lattice are ignored; an unknown element throws (a programming error, not user input).
 * A stroke that changes nothing leaves the state (and the history) as it was.
 */
export function paintMany(
  state: EditorState,
  spaces: Iterable<SpaceRef>,
  element: Element | null,
): EditorState {
  if (element !== null && !isElement(element)) throw new Error(`Unknown element "${String(element)}"`);
  const next = { ...state.circuit.spaces };
  for (const ref of spaces) {
    const key = spaceKey(ref);
    if (!key) continue;
    if (element === null) delete next[key];
    else next[key] = element;
  }
  if (sameSpaces(next, state.circuit.spaces)) return state;
  return commit(state, { ...cloneCircuit(state.circuit), spaces: sortedSpaces(next) });
}

/** Paint one space (null = erase): one undo step. */
export function paint(state: EditorState, space: SpaceRef, element: Element | null): EditorState {
  return paintMany(state, [space], element);
}

/** Rename the circuit. Consecutive name edits are one undo step. */
export function setName(state: EditorState, name: string): EditorState {
  if (name === state.circuit.name) return state;
  const circuit = { ...cloneCircuit(state.circuit), name };
  if (state.typing === 'name') return { ...state, circuit };
  return commit(state, circuit, 'name');
}

/** Change the description. Consecutive description edits are one undo step. */
export function setDescription(state: EditorState, description: string): EditorState {
  if (description === (state.circuit.description ?? '')) return state;
  const circuit = { ...cloneCircuit(state.circuit), description };
  if (state.typing === 'description') return { ...state, circuit };
  return commit(state, circuit, 'description');
}

/** Replace the whole circuit (an import, a shared link, opening a library entry) as one undo step. */
export function replaceCircuit(state: EditorState, c: Circuit): EditorState {
  return commit(state, cloneCircuit(c));
}

/** Change only the id (after the library saved the circuit under one). Not an undo step. */
export function setId(state: EditorState, id: string): EditorState {
  if (state.circuit.id === id) return state;
  const relabel = (c: Circuit) => ({ ...c, id });
  return {
    ...state,
    circuit: relabel(state.circuit),
    past: state.past.map(relabel),
    future: state.future.map(relabel),
  };
}

/**
 * The circuit was renamed in My circuits (from `from` to `to`): the document and every step of its history
 * that carried the old name take the new one. Not an undo step, so Undo and Redo of the edits around it
 * never bring the old name back (and a later Save never writes it over the rename).
 */
export function renameThroughHistory(state: EditorState, from: string, to: string): EditorState {
  if (from === to) return state;
  const relabel = (c: Circuit) => (c.name === from ? { ...c, name: to } : c);
  return {
    ...state,
    circuit: relabel(state.circuit),
    past: state.past.map(relabel),
    future: state.future.map(relabel),
  };
}

/** Ends a run of typing, so the next keystroke starts a new undo step (call on blur). */
export function endTyping(state: EditorState): EditorState {
  return state.typing ? { ...state, typing: null } : state;
}

export function canUndo(state: EditorState): boolean {
  return state.past.length > 0;
}
export function canRedo(state: EditorState): boolean {
  return state.future.length > 0;
}

export function undo(state: EditorState): EditorState {
  if (!state.past.length) return state;
  const past = state.past.slice(0, -1);
  return {
    circuit: state.past[state.past.length - 1],
    past,
    future: [...state.future, state.circuit],
    typing: null,
  };
}

export function redo(state: EditorState): EditorState {
  if (!state.future.length) return state;
  const future = state.future.slice(0, -1);
  return {
    circuit: state.future[state.future.length - 1],
    past: [...state.past, state.circuit],
    future,
    typing: null,
  };
}

/** The element on a space of the circuit ('' = plain), by name or index. */
export function elementAt(c: Circuit, space: SpaceRef): Element | '' {
  const key = spaceKey(space);
  return (key && c.spaces[key]) || '';
}

/**
 * The circuit as BoardView's `elements` array: one entry per board space index, '' = plain.
 * Entries that are not on the lattice or not elements are left out (the problems list names them).
 */
export function elementsArray(c: Circuit): (Element | '')[] {
  return LOCAL_NAMES.map((name) => {
    const e = c.spaces[name];
    return isElement(e) ? e : '';
  });
}
