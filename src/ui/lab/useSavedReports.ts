// The saved lab runs of one kind (src/ui/lab/reports.ts), kept fresh: read on mount, again whenever this
// tab or another changes the reports, and on refresh() (after a save, rename or delete here). `error` says
// why they cannot be read; the views also put a failed save, rename or delete there (setError).
import { useCallback, useEffect, useState } from 'react';
import { listReports, onReportsChange, type SavedOf, type SavedReport } from './reports';
import { problemText } from '../../i18n/errors';

export function useSavedReports<K extends SavedReport['kind']>(
  kind: K,
): { saved: SavedOf<K>[]; error: string; setError: (message: string) => void; refresh: () => void } {
  const [saved, setSaved] = useState<SavedOf<K>[]>([]);
  const [error, setError] = useState('');
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  useEffect(() => {
    let live = true;
    const load = () =>
      void listReports(kind).then((r) => {
        if (!live) return;
        if (r.ok) {
          setSaved(r.value);
          setError('');
        } else setError(problemText(r.error));
      });
    load();
    const off = onReportsChange(load);
    return () => {
      live = false;
      off();
    };
  }, [kind, tick]);
  return { saved, error, setError, refresh };
}
