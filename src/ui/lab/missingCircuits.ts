// A lab form kept in this browser (balanceSettings.ts) may name a circuit deleted from the editor's library
// since; or the designer deletes it in the editor (another tab) while the lab is open. Once the library has
// loaded, and again whenever it changes, each such circuit is replaced by the form's standard default (the
// rest of the form is kept), and the view says once which circuit went and what the form now uses. Not
// while a run is under way: the run plays its own copy to the end, the notice says so at once, and the
// form gives way when the run ends.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { replaceAddress } from '../route';
import { libraryState, subscribeLibrary, type PlayableCircuit } from '../../editor/library';
import type { CircuitNames } from './balanceSettings';

/** A circuit the form named and the one it now uses, by name. */
interface CircuitSwap {
  gone: string;
  now: string;
}

/** What the view says: the circuits replaced, and when — found missing as the view opened, deleted while
 * it was open, or deleted during a run (the form gives way when the run ends). */
export interface CircuitsGoneNote {
  swaps: CircuitSwap[];
  when: 'opened' | 'deleted' | 'running';
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

type Reset = (known: (id: string) => boolean, apply: boolean) => { gone: string; now: string }[];

/**
 * Once the editor's library has loaded (not while it loads, nor when it could not be read: the circuit
 * may still be there), and again each time the list of circuits changes, `reset(known, apply)` says which
 * of the form's circuits are not in `circuits` and what replaces them, and replaces them when `apply`. While
 * `running` nothing is applied (the run keeps its copy); when the run ends the form gives way. Said by name:
 * the list's name before the deletion, else the stored form's, else the id.
 */
export function useMissingCircuits(
  circuits: PlayableCircuit[],
  names: CircuitNames,
  running: boolean,
  reset: Reset,
): CircuitsGoneNote {
  const state = useSyncExternalStore(subscribeLibrary, libraryState, libraryState);
  // The list and run state last checked, and the list the form last matched (null before the first check).
  const [checked, setChecked] = useState<{ circuits: PlayableCircuit[]; running: boolean } | null>(null);
  const [matched, setMatched] = useState<PlayableCircuit[] | null>(null);
  const [note, setNote] = useState<CircuitsGoneNote>({ swaps: [], when: 'opened' });
  // State adjusted while rendering (React's pattern for derived state): the form is right from this render.
  if (state === 'ready' && (checked?.circuits !== circuits || checked.running !== running)) {
    setChecked({ circuits, running });
    const ids = new Set(circuits.map((c) => c.id));
    const nameIn = (list: PlayableCircuit[] | null, id: string) => list?.find((c) => c.id === id)?.name;
    const nameOf = (id: string) => nameIn(circuits, id) ?? nameIn(matched, id) ?? names[id] ?? id;
    const found = reset((id) => ids.has(id), !running);
    if (!running) setMatched(circuits);
    // The form changed during the run: nothing left to give way.
    if (found.length === 0 && !running && note.when === 'running') setNote({ swaps: [], when: 'deleted' });
    else if (found.length > 0)
      setNote({
        swaps: found.map((s) => ({ gone: nameOf(s.gone), now: nameOf(s.now) })),
        when: running ? 'running' : matched === null ? 'opened' : 'deleted',
      });
  }
  return note;
}

/**
 * The circuits a view shows: `circuits`, plus, while a run is under way, those deleted from the library
 * since it started — the form keeps showing them by name (not the first option of a list that lacks them)
 * until the run ends and the form gives way (useMissingCircuits).
 */
export function useHeldCircuits(circuits: PlayableCircuit[], running: boolean): PlayableCircuit[] {
  const [before, setBefore] = useState(circuits);
  if (!running && before !== circuits) setBefore(circuits);
  return useMemo(() => {
    if (!running) return circuits;
    const ids = new Set(circuits.map((c) => c.id));
    const held = before.filter((c) => !ids.has(c.id));
    return held.length > 0 ? [...circuits, ...held] : circuits;
  }, [circuits, before, running]);
}

/**
 * The circuit the address names (`#/lab?circuit=<id>`), or null once it was in the library and has been
 * deleted while the page was open: the forms then give way as for any deleted circuit, and the address
 * drops it — not "unknown circuit", which is for an address naming one this page never had.
 */
export function useAddressCircuit(id: string | null, circuits: PlayableCircuit[]): string | null {
  const [listed, setListed] = useState<string | null>(null);
  const there = id !== null && circuits.some((c) => c.id === id);
  if (there && listed !== id) setListed(id);
  const deleted = id !== null && !there && listed === id && libraryState() === 'ready';
  useEffect(() => {
    if (!deleted) return;
    // The other parameters kept as written (a link's compressed text is not re-encoded).
    const [path, query = ''] = window.location.hash.split('?');
    const qs = query
      .split('&')
      .filter((p) => p && !p.startsWith('circuit='))
      .join('&');
    replaceAddress(`${path}${qs ? `?${qs}` : ''}`);
  }, [deleted]);
  return deleted ? null : id;
}
