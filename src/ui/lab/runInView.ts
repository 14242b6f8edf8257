// A run just finished, named to the lab's error boundary as the record in view (recordInView.ts): if
// drawing its result throws, the boundary names the run and offers to export it, and to delete the record
// it was saved as (when it was saved). A saved run opened from the list registers itself (SavedItem.tsx).
import { t } from '../../i18n';
import { download } from '../download';
import { setRecordInView } from '../recordInView';
import type { SavedReport } from './reports';
import { savedName } from './savedName';
import { problemText, type Result } from '../../i18n/errors';

/** Register the run `data`, saved as `id` (null: not saved), with `remove` to delete that record. */
export function runInView(
  data: SavedReport,
  id: string | null,
  remove: (id: string) => Promise<Result>,
): void {
  const name = savedName(data);
  setRecordInView({
    text: {
      failedOn: t('lab.crashRun', { name }),
      exportLabel: t('lab.crashExportRun'),
      deleteLabel: t('lab.crashDeleteRecord'),
    },
    exportRecord: () =>
      download(`titan-race-${id ?? `${data.kind}-run`}.json`, JSON.stringify(data, null, 2)),
    deleteRecord:
      id === null
        ? undefined
        : async () => {
            const r = await remove(id);
            return r.ok ? null : problemText(r.error);
          },
  });
}
