// TEMPORARY until src/engine/circuits lands.
import type { Circuit, CircuitId, Element } from './types';
import { CIRCUIT_IDS } from './types';
export const STANDARD_ORDER: CircuitId[] = [...CIRCUIT_IDS];
export function resolveCircuit(c: unknown): { ok: true; circuit: Circuit } | { ok: false; error: { code: 'badCircuit'; message: string } } {
  if (typeof c === 'string') return { ok: true, circuit: { id: c, name: c, spaces: { E5: 'lava', B4: 'bonus', B8: 'pirates', D10: 'bonus', A11: 'ice', F2: 'pentacle' } } };
  if (typeof c === 'object' && c && 'spaces' in c) return { ok: true, circuit: c as Circuit };
  return { ok: false, error: { code: 'badCircuit', message: 'bad' } };
}
export function iceLoops(_e: (Element | '')[], _b: number): number[] { return []; }
