// One saved run of the lab (Balance or Batch) in a list: open, rename, delete.
import { useState } from 'react';
import { deleteReport, renameReport, type Saved } from './reports';
import { currentLang } from '../../i18n';
import { useT } from '../../i18n/useT';

export function SavedItem(props: {
  detail: string;
  s: Saved;
  open: boolean;
  onOpen: () => void;
  onChanged: () => void;
  onError: (m: string) => void;
}) {
  const t = useT();
  const { s, open, onOpen, onChanged, onError, detail } = props;
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(s.data.name);
  return (
    <li className={open ? 'open' : undefined} data-testid="saved-report">
      {editing ? (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            const r = await renameReport(s, name.trim() || s.data.name);
            if (!r.ok) onError(r.message);
            setEditing(false);
            onChanged();
          }}
        >
          <input
            aria-label={t('lab.reportName')}
            value={name}
            maxLength={200}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
          <button type="submit">{t('lab.saveName')}</button>
        </form>
      ) : (
        <span className="name">{s.data.name}</span>
      )}{' '}
      <span className="lab-hint">
        {new Date(s.data.createdAt).toLocaleString(currentLang())} · {detail}
      </span>{' '}
      <button type="button" onClick={onOpen}>
        {t('lab.open')}
      </button>
      <button type="button" onClick={() => setEditing(true)}>
        {t('lab.rename')}
      </button>
      <button
        type="button"
        onClick={async () => {
          const r = await deleteReport(s.id);
          if (!r.ok) onError(r.message);
          onChanged();
        }}
      >
        {t('lab.delete')}
      </button>
    </li>
  );
}
