// The circuits the lab can run: the six standard ones, then every valid circuit saved in the editor's
// library (src/editor/library.ts), refreshed when the library changes.
import { useEffect, useState } from 'react';
import { listPlayableCircuits, subscribeLibrary, type PlayableCircuit } from '../../editor/library';

export function useLabCircuits(): PlayableCircuit[] {
  const [list, setList] = useState<PlayableCircuit[]>(() => safeList());
  useEffect(() => subscribeLibrary(() => setList(safeList())), []);
  return list;
}

function safeList(): PlayableCircuit[] {
  try {
    return listPlayableCircuits();
  } catch {
    return [];
  }
}

/** `#/lab?circuit=<id>` → id, or null. */
export function circuitFromHash(): string | null {
  const q = window.location.hash.split('?')[1];
  if (!q) return null;
  return new URLSearchParams(q).get('circuit');
}
