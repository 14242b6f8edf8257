// Said once a lab view opens: stored settings of its form that failed their schema and took their
// defaults (balanceSettings.ts), so a lost value is never silent.
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
