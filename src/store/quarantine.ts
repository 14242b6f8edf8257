// Quarantine: a stored value that fails the validator (validate.ts) — the old autosave,
// the reload journal, a journaled record — is never fatal and never re-saved over: it is kept aside as a
// record of the games library whose save is the raw text, so the home list shows it with the reason, for
// Export (exactly as it was) or Delete, and it is never opened. Its id comes from its content, so setting
// the same value aside twice (two tabs, two reloads) writes one record.
import type { GameLibrary, GameRecord } from './games';
import { hash } from './persist';
import { t } from '../i18n';
import type { Problem } from '../i18n/errors';

/** Set `raw` aside; resolves to null, or the problem saying why it could not be (then it is only reported). */
export async function setAside(lib: GameLibrary, raw: string, source: string): Promise<Problem | null> {
  const now = Date.now();
  const record: GameRecord = {
    kind: 'game',
    save: raw,
    // The record's name is data of the library (worded once, like a default player name), not a message.
    name: t('safe.setAsideName', { source }),
    meta: null,
    createdAt: now,
    updatedAt: now,
  };
  const w = await lib.put(`g-q${hash(raw)}`, record, 0);
  return w.ok || w.reason === 'conflict' ? null : w.problem;
}
