// A circuit's parent: the circuit it was copied from, so the lab can say what the copy's edits did.
// It is a standard circuit id, or a saved circuit inline as it was when copied (a later edit of the
// saved one, or its deletion, leaves the copy's parent as it was). It rides beside the contract's
// fields as `"parent"` in the library, the editor's files and share links — the format `npm run balance`
// reads — and never reaches the engine (`withoutParent`).
import { STANDARD_CIRCUITS, validateCircuit } from '../engine/circuits';
import { CIRCUIT_IDS, type Circuit, type CircuitId } from '../engine/types';

export type ParentRef = CircuitId | Circuit;

/** A circuit that may name its parent. */
export type WithParent = Circuit & { parent?: ParentRef };

const isStandard = (v: unknown): v is CircuitId =>
  typeof v === 'string' && (CIRCUIT_IDS as readonly string[]).includes(v);

/** A parent read from untrusted data: a standard id, or a circuit the engine's validator accepts
 * (its own parent dropped: one generation is kept); anything else is no parent. */
export function readParent(v: unknown): ParentRef | undefined {
  if (isStandard(v)) return v;
  if (typeof v !== 'object' || v === null) return undefined;
  const r = validateCircuit(v);
  return r.ok ? r.circuit : undefined;
}

/** The parent `c` names, if any. */
export const parentOf = (c: Circuit): ParentRef | undefined => (c as WithParent).parent;

/** The parent as a full circuit (a standard id resolved to its spaces). */
export function parentCircuit(p: ParentRef): Circuit {
  if (typeof p !== 'string') return { id: p.id, name: p.name, spaces: { ...p.spaces } };
  const s = STANDARD_CIRCUITS[p];
  return { id: s.id, name: s.name, spaces: { ...s.spaces } };
}

/** The parent to record for a copy of `c`: a standard circuit by id, a saved one inline (without its
 * own parent). */
export function parentFor(c: Circuit, standard: boolean): ParentRef {
  if (standard && isStandard(c.id)) return c.id;
  const out: Circuit = { id: c.id, name: c.name, spaces: { ...c.spaces } };
  if (c.description) out.description = c.description;
  return out;
}

/** `c` with parent `p` (none when undefined). */
export function withParent(c: Circuit, p: ParentRef | undefined): WithParent {
  const { parent: _drop, ...rest } = c as WithParent;
  return p === undefined ? rest : { ...rest, parent: p };
}

/** The contract's circuit alone, for the engine and a report's `reproduce`. */
export const withoutParent = (c: Circuit): Circuit => withParent(c, undefined);
