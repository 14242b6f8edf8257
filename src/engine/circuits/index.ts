// Circuits: the format's validator, the six standard circuits, and resolving a setup's circuit
// entry (a standard id or an inline circuit object, engine contract "Setup" and "Circuits").
import { CIRCUIT_IDS } from '../types';
import type { Circuit, CircuitId } from '../types';
import { STANDARD_CIRCUITS } from './standard';
import { validateCircuit } from './validate';
import type { CircuitCheck } from './validate';

export { MAX_CIRCUIT_BYTES, iceLoops, validateCircuit } from './validate';
export type { CircuitCheck, CircuitProblem } from './validate';
export { STANDARD_CIRCUITS, STANDARD_ORDER } from './standard';

const isStandardId = (c: string): c is CircuitId => (CIRCUIT_IDS as readonly string[]).includes(c);

/** The standard circuit an id names, the table's own object (read only: not for a caller to keep), or null. */
export function standardCircuit(c: unknown): Circuit | null {
  return typeof c === 'string' && isStandardId(c) ? STANDARD_CIRCUITS[c] : null;
}

/** A fresh, unfrozen copy of a circuit. */
function copy(c: Circuit): Circuit {
  const out: Circuit = { id: c.id, name: c.name, spaces: { ...c.spaces } };
  if (c.description !== undefined) out.description = c.description;
  return out;
}

/**
 * One entry of `GameSetup.circuits`: a standard circuit id (→ a copy of that circuit) or an
 * inline circuit object (→ validateCircuit). Never throws.
 */
export function resolveCircuit(c: unknown): CircuitCheck {
  if (typeof c !== 'string') return validateCircuit(c);
  if (isStandardId(c)) return { ok: true, circuit: copy(STANDARD_CIRCUITS[c]) };
  const near = CIRCUIT_IDS.find((id) => id.toLowerCase() === c.trim().toLowerCase());
  const shown = JSON.stringify(c.length > 40 ? `${c.slice(0, 40)}…` : c);
  const message =
    `There is no standard circuit ${shown}` +
    (near ? ` (did you mean "${near}"?)` : '') +
    `: the standard circuits are ${CIRCUIT_IDS.join(', ')}; any other circuit must be given as an object.`;
  return { ok: false, error: { code: 'badCircuit', message }, problems: [{ code: 'badId', message }] };
}
