// The circuits the lab can run: the six standard ones, then every valid circuit saved in the editor's
// library (src/editor/library.ts), refreshed when the library changes — including when it has finished
// loading from the browser's storage, which may happen before this component subscribes.
import '../../i18n/editorMessages';
import { t } from '../../i18n';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { decodeCircuit, shareParam } from '../../editor/share';
import { parentOf, withoutParent } from '../../editor/parent';
import { linkDamaged, loadRefusalText } from '../editor/problemText';
import {
  libraryVersion,
  listPlayableCircuits,
  subscribeLibrary,
  type PlayableCircuit,
} from '../../editor/library';

export function useLabCircuits(extra?: PlayableCircuit | null): PlayableCircuit[] {
  const version = useSyncExternalStore(subscribeLibrary, libraryVersion, libraryVersion);
  return useMemo(() => {
    void version;
    return extra ? [...safeList(), extra] : safeList();
  }, [version, extra]);
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

/** The id the lab gives a circuit that came in a share link (`#/lab?c=…`). */
export const SHARED_ID = 'shared-link';

/**
 * `#/lab?c=<shared circuit>` (the editor's share-link format, src/editor/share.ts): the circuit, checked
 * by the engine's validator, as a lab circuit; or the sentence saying why the link was refused.
 */
function sharedFromHash(hash: string): { circuit: PlayableCircuit | null; error: string | null } {
  const param = shareParam(hash);
  if (param === null) return { circuit: null, error: null };
  const r = decodeCircuit(param);
  if (!r.ok)
    return {
      circuit: null,
      error: linkDamaged(r) ? `${loadRefusalText(r)} ${t('lab.linkIgnored')}` : loadRefusalText(r),
    };
  const parent = parentOf(r.circuit);
  return {
    circuit: {
      id: SHARED_ID,
      name: t('lab.sharedLink', { name: r.circuit.name }),
      circuit: withoutParent(r.circuit),
      standard: false,
      ...(parent ? { parent } : {}),
    },
    error: null,
  };
}

export function useSharedCircuit(): { circuit: PlayableCircuit | null; error: string | null } {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const on = () => setHash(window.location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return useMemo(() => sharedFromHash(hash), [hash]);
}

export type LabViewName = 'batch' | 'balance' | 'suggest';

/** `#/lab?view=balance` → 'balance', `view=suggest` → 'suggest'; anything else → 'batch'. */
export function viewFromHash(): LabViewName {
  const q = window.location.hash.split('?')[1];
  const v = q ? new URLSearchParams(q).get('view') : null;
  return v === 'balance' || v === 'suggest' ? v : 'batch';
}
