// The circuits the lab can run: the six standard ones, then every valid circuit saved in the editor's
// library (src/editor/library.ts), refreshed when the library changes — including when it has finished
// loading from the browser's storage, which may happen before this component subscribes.
import { useMemo, useSyncExternalStore } from 'react';
import {
  libraryVersion,
  listPlayableCircuits,
  subscribeLibrary,
  type PlayableCircuit,
} from '../../editor/library';

export function useLabCircuits(): PlayableCircuit[] {
  const version = useSyncExternalStore(subscribeLibrary, libraryVersion, libraryVersion);
  return useMemo(() => {
    void version;
    return safeList();
  }, [version]);
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
