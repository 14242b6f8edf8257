// Said once a lab view opens, so nothing is lost in silence: stored settings of its form that failed their
// schema and took their defaults (balanceSettings.ts), a circuit it named that was deleted since
// (missingCircuits.ts), and a run that a reload stopped (useRun.ts).
import { useT } from '../../i18n/useT';
import type { CircuitSwap } from './missingCircuits';

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

/** Circuits the stored form named that are no longer in this browser's library, and what it uses now. */
export function CircuitsGone({ swaps }: { swaps: CircuitSwap[] }) {
  const t = useT();
  if (swaps.length === 0) return null;
  return (
    <p className="lab-hint" role="status" data-testid="circuit-gone">
      {swaps.length === 1
        ? t('lab.circuitGone', { ...swaps[0] })
        : t('lab.circuitsGone', { list: swaps.map((s) => t('lab.circuitGoneItem', { ...s })).join('; ') })}
    </p>
  );
}
