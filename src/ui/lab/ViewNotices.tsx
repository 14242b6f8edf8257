// Said once a lab view opens, so nothing is lost in silence: stored settings of its form that failed their
// schema and took their defaults (balanceSettings.ts), a circuit it named that was deleted since or while
// it was open (missingCircuits.ts), and a run that a reload stopped (useRun.ts).
import { useT } from '../../i18n/useT';
import type { CircuitsGoneNote } from './missingCircuits';
import { shownCircuitName } from '../meta';

export function SettingsLost({ dropped }: { dropped: string[] }) {
  const t = useT();
  if (dropped.length === 0) return null;
  return (
    <p className="lab-hint" role="status" data-testid="settings-lost">
      {dropped.includes('all') ? t('lab.settingsUnreadable') : t('lab.settingsLost', { n: dropped.length })}
    </p>
  );
}

/** The run under way when the page was reloaded stopped there, its games not kept: said until the next run. */
export function RunCutNote({ cut }: { cut: boolean }) {
  const t = useT();
  if (!cut) return null;
  return (
    <p className="lab-hint" role="status" data-testid="run-cut">
      {t('lab.runCut')}
    </p>
  );
}

const GONE_KEYS = {
  opened: ['lab.circuitGone', 'lab.circuitsGone', 'lab.circuitGoneItem'],
  deleted: ['lab.circuitDeleted', 'lab.circuitsDeleted', 'lab.circuitGoneItem'],
  running: ['lab.circuitDeletedRun', 'lab.circuitsDeletedRun', 'lab.circuitGoneItemLater'],
} as const;

/** Circuits the form named that are no longer in this browser's library, and what it uses now (or will,
 * when the run under way ends). */
export function CircuitsGone({ note }: { note: CircuitsGoneNote }) {
  const t = useT();
  const { when } = note;
  // Kept by the names the lists had (a standard circuit's in English): said in the reader's language.
  const swaps = note.swaps.map((s) => ({ gone: shownCircuitName(s.gone), now: shownCircuitName(s.now) }));
  if (swaps.length === 0) return null;
  const [one, many, item] = GONE_KEYS[when];
  return (
    <p className="lab-hint" role="status" data-testid="circuit-gone">
      {swaps.length === 1
        ? t(one, { ...swaps[0] })
        : t(many, { list: swaps.map((s) => t(item, { ...s })).join('; ') })}
    </p>
  );
}
