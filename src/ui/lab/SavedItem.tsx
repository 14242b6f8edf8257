// One saved run of the lab (Balance or Batch) in a list: open, rename, delete.
import { useState } from 'react';
import { deleteReport, renameReport, type Saved } from './reports';
import { useT } from '../../i18n/useT';
import { savedName } from './savedName';
import { savedAt } from './balanceForm';
import { setRecordInView } from '../recordInView';
import { download } from '../download';
import { problemText } from '../../i18n/errors';

export function SavedItem(props: {
  detail: string;
  s: Saved;
  open: boolean;
  onOpen: () => void;
  onChanged: () => void;
  onError: (m: string) => void;
  /** False when the name says when it was made already (a Balance report's). */
  dated?: boolean;
}) {
  const t = useT();
  const { s, open, onOpen, onChanged, onError, detail } = props;
  const [editing, setEditing] = useState(false);
  const shownName = savedName(s.data);
  const [name, setName] = useState(shownName);
  return (
    <li className={open ? 'open' : undefined} data-testid="saved-report">
      {editing ? (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            const r = await renameReport(s, name.trim() || shownName);
            if (!r.ok) onError(problemText(r.error));
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
        <span className="name">{shownName}</span>
      )}{' '}
      <span className="lab-hint">
        {props.dated === false ? detail : `${savedAt(s.data.createdAt)} · ${detail}`}
      </span>{' '}
      <button
        type="button"
        onClick={() => {
          // Named to the lab's error boundary: if drawing this run fails, it offers Export and Delete.
          setRecordInView({
            text: {
              failedOn: t('lab.crashRecord', { name: shownName }),
              exportLabel: t('lab.crashExportRecord'),
              deleteLabel: t('lab.crashDeleteRecord'),
            },
            exportRecord: () => download(`titan-race-${s.id}.json`, JSON.stringify(s.data, null, 2)),
            deleteRecord: async () => {
              const r = await deleteReport(s.id);
              onChanged();
              return r.ok ? null : problemText(r.error);
            },
          });
          onOpen();
        }}
      >
        {t('lab.open')}
      </button>
      <button type="button" onClick={() => setEditing(true)}>
        {t('lab.rename')}
      </button>
      <button
        type="button"
        onClick={async () => {
          const r = await deleteReport(s.id);
          if (!r.ok) onError(problemText(r.error));
          onChanged();
        }}
      >
        {t('lab.delete')}
      </button>
    </li>
  );
}
