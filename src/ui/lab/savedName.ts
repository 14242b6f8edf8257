// The name a saved lab run is listed under. A name the lab made is written afresh from the run, in the
// reader's language; a name the designer typed is kept as typed. Runs saved before keep their name, less
// its trailing " · 2026-11-27 03:20" (the list shows the date beside it).
import { t } from '../../i18n';
import { exploreName, reportName } from './balanceForm';
import { versus } from './i18nText';
import type { SavedReport } from './reports';
import { localName, localNames } from './savedWords';

/** The name a Batch run is saved under: its courses and the games played. */
export function batchName(courses: { names: string[]; played: number }[]): string {
  const played = courses.reduce((a, c) => a + c.played, 0);
  return t('lab.savedBatchName', { courses: versus(courses.map((c) => c.names)), n: played });
}

/** The name a Suggest search is listed under: its circuit and the games per candidate. */
export function suggestName(circuit: string, games: number): string {
  return t('suggest.savedName', { circuit, n: games });
}

const OLD_DATE = / · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

export function savedName(d: SavedReport): string {
  if (!d.auto) return d.name.replace(OLD_DATE, '');
  const name =
    d.kind === 'balance'
      ? reportName(d.report, d.createdAt)
      : d.kind === 'explore'
        ? exploreName(d.result)
        : d.kind === 'suggest'
          ? suggestName(localName(d.form.circuitId, d.circuitName), d.form.games)
          : batchName(d.courses.map((c) => ({ ...c, names: localNames(c.names, c.reproduce?.circuits) })));
  return d.auto.imported ? t('lab.imported', { name }) : name;
}
