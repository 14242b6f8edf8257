// "What did my latest change do?" The circuit as the designer's last Balance report on it played it:
// the newest saved report of this one saved circuit whose spaces differ from the circuit now. Played
// beside the report as its "before" (change.ts), it answers for the last edit, where the original it
// was copied from answers for all of them together.
import { useMemo, useState } from 'react';
import type { PlayableCircuit } from '../../editor/library';
import { currentLang, t } from '../../i18n';
import type { Circuit } from '../../engine/types';
import type { SavedOf } from './reports';
import { shownCircuitName } from '../meta';

/** How the version's time is written: short, to the minute (it names the "before" in every sentence). */
export const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

export interface PreviousVersion {
  circuit: Circuit;
  /** When that report was made (milliseconds since 1970). */
  at: number;
  /** Spaces painted otherwise now. */
  differ: number;
}

/** The spaces `a` and `b` paint differently (a plain space is unpainted), by name, sorted. */
export function spacesRepainted(a: Circuit, b: Circuit): string[] {
  const keys = new Set([...Object.keys(a.spaces), ...Object.keys(b.spaces)]);
  return [...keys].filter((k) => (a.spaces[k] ?? 'plain') !== (b.spaces[k] ?? 'plain')).sort();
}

/** How many spaces `a` and `b` paint differently (a plain space is unpainted). */
export const spacesDiffering = (a: Circuit, b: Circuit): number => spacesRepainted(a, b).length;

/** The newest saved report's version of saved circuit `c` with other spaces than now, or null (a standard
 * circuit, never reported on by itself, or not changed since). */
export function previousVersion(
  c: PlayableCircuit | undefined,
  saved: readonly SavedOf<'balance'>[],
): PreviousVersion | null {
  if (!c || c.standard) return null;
  let best: PreviousVersion | null = null;
  for (const s of saved) {
    const played = s.data?.report?.reproduce?.circuits;
    if (!played || played.length !== 1 || played[0].id !== c.id) continue;
    if (best && s.data.createdAt <= best.at) continue;
    const differ = spacesDiffering(played[0], c.circuit);
    if (differ > 0) best = { circuit: played[0], at: s.data.createdAt, differ };
  }
  return best;
}

/** The "before" of a Balance report on `c`: the last report's version when there is one and the designer
 * keeps it chosen (the default), else `original`, the circuit it was copied from (or null). */
export function useChangeBefore(
  original: Circuit | null,
  c: PlayableCircuit | undefined,
  saved: readonly SavedOf<'balance'>[],
) {
  const previous = useMemo(() => previousVersion(c, saved), [c, saved]);
  const [before, setBefore] = useState<'previous' | 'original'>('previous');
  const parent = useMemo(
    () =>
      previous && (before === 'previous' || !original)
        ? {
            ...previous.circuit,
            name: t('lab.previousName', {
              name: previous.circuit.name,
              when: new Date(previous.at).toLocaleString(currentLang(), WHEN),
            }),
          }
        : original,
    [previous, original, before],
  );
  // The version as data (its circuit's name and when), for the report to name it in the reader's language.
  const version =
    parent && previous && parent !== original ? { name: previous.circuit.name, asOf: previous.at } : null;
  return { parent, original, previous, before, setBefore, version };
}

/**
 * The "before" a change was measured against, in the reader's language: a version of this circuit (saved
 * with when it was, `asOf`) as "Lava Canyon as of <date>" written now, in the page's language and date
 * format; the original by its name (a standard one translated). A change saved before `asOf` keeps the
 * name it was saved with (play-test 52: "Lava Canyon as of 11/30/26, 3:45 PM" in a French page).
 */
export function versionName(p: { name: string; asOf?: number }): string {
  const name = shownCircuitName(p.name);
  return typeof p.asOf === 'number' && Number.isFinite(p.asOf)
    ? t('lab.previousName', { name, when: new Date(p.asOf).toLocaleString(currentLang(), WHEN) })
    : name;
}
