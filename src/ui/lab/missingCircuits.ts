// A lab form kept in this browser (balanceSettings.ts) may name a circuit deleted from the editor's library
// since. Once the library has loaded, each such circuit is replaced by the form's standard default (the rest
// of the form is kept), and the view says once which circuit was missing and what the form now uses.
import { useState, useSyncExternalStore } from 'react';
import { libraryState, subscribeLibrary, type PlayableCircuit } from '../../editor/library';
import type { CircuitNames } from './balanceSettings';

/** A circuit the stored form named and the one it now uses, by name. */
export interface CircuitSwap {
  gone: string;
  now: string;
}

/** `ids` with each id that `known` lacks replaced by `fallback`, and what was replaced (each id once). */
export function replaceMissing(
  ids: string[],
  known: (id: string) => boolean,
  fallback: string,
): { ids: string[]; swaps: { gone: string; now: string }[] } {
  const gone = [...new Set(ids.filter((id) => !known(id)))];
  if (gone.length === 0) return { ids, swaps: [] };
  return {
    ids: ids.map((id) => (known(id) ? id : fallback)),
    swaps: gone.map((id) => ({ gone: id, now: fallback })),
  };
}

/** The names of the circuits `ids` name, kept beside the stored form; `kept` (the names stored before)
 * for one not in the list (yet: the library may still be loading). */
export function namesOf(ids: string[], circuits: PlayableCircuit[], kept: CircuitNames): CircuitNames {
  const out: CircuitNames = {};
  for (const id of new Set(ids)) {
    const name = circuits.find((x) => x.id === id)?.name ?? kept[id];
    if (name !== undefined) out[id] = name;
  }
  return out;
}

/**
 * Once the editor's library has loaded (not while it loads, nor when it could not be read: the circuit
 * may still be there), `reset(known)` replaces the form's circuits that are not in `circuits` and returns
 * what it replaced, by id; said by name (the stored form's names, the id when it kept none). Once per view.
 */
export function useMissingCircuits(
  circuits: PlayableCircuit[],
  names: CircuitNames,
  reset: (known: (id: string) => boolean) => { gone: string; now: string }[],
): CircuitSwap[] {
  const state = useSyncExternalStore(subscribeLibrary, libraryState, libraryState);
  const [checked, setChecked] = useState(false);
  const [swaps, setSwaps] = useState<CircuitSwap[]>([]);
  // State adjusted while rendering (React's pattern for derived state): the form is right from this render.
  if (!checked && state === 'ready') {
    setChecked(true);
    const ids = new Set(circuits.map((c) => c.id));
    const nameOf = (id: string) => circuits.find((c) => c.id === id)?.name ?? names[id] ?? id;
    const done = reset((id) => ids.has(id));
    if (done.length > 0) setSwaps(done.map((s) => ({ gone: names[s.gone] ?? s.gone, now: nameOf(s.now) })));
  }
  return swaps;
}
