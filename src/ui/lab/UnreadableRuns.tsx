// Saved runs of one kind that fail their schema (reports.ts): each named with the field that failed, for
// Export exactly as stored, or Delete. They are never drawn, so no stored record can take a view down.
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { download } from '../download';
import { deleteReport, listReports, onReportsChange, type SavedReport, type Unreadable } from './reports';
import { problemText } from '../../i18n/errors';

export function UnreadableRuns({
  kind,
  onError,
}: {
  kind: SavedReport['kind'];
  onError: (m: string) => void;
}) {
  const t = useT();
  const [items, setItems] = useState<Unreadable[]>([]);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    const load = () =>
      void listReports(kind).then((r) => {
        if (live && r.ok) setItems(r.unreadable);
      });
    load();
    const off = onReportsChange(load);
    return () => {
      live = false;
      off();
    };
  }, [kind, tick]);
  if (items.length === 0) return null;
  return (
    <div className="lab-unreadable" data-testid="unreadable-runs">
      <h3>{t('lab.unreadableTitle')}</h3>
      <p className="lab-hint">{t('lab.unreadableHint')}</p>
      <ul className="lab-saved-list">
        {items.map((u) => (
          <li key={u.id} data-testid="unreadable-run" data-id={u.id}>
            <span className="name">{u.name ?? t('lab.unreadableName')}</span>{' '}
            <span className="lab-hint">
              {t('lab.unreadableWhy', { field: u.refusal.path || kind, code: u.refusal.code })}
            </span>{' '}
            <button
              type="button"
              onClick={() => {
                let text: string;
                try {
                  text = JSON.stringify(u.raw, null, 2) ?? 'null';
                } catch {
                  text = String(u.raw);
                }
                download(`titan-race-unreadable-${u.id}.json`, text);
              }}
            >
              {t('lab.export')}
            </button>
            <button
              type="button"
              onClick={async () => {
                const r = await deleteReport(u.id);
                if (!r.ok) onError(problemText(r.error));
                setTick((x) => x + 1);
              }}
            >
              {t('lab.delete')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
