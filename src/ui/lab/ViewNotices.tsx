// Said once a lab view opens, so nothing is lost in silence: stored settings of its form that failed their
// schema and took their defaults (balanceSettings.ts), and a run that a reload stopped (useRun.ts).
import { useT } from '../../i18n/useT';

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
