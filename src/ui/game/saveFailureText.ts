// A failed write of a game in words (the store keeps it as data: storeTypes.ts SaveFailure): db.ts's
// problem naming the game, then where its moves wait meanwhile.
import { t } from '../../i18n';
import { problemText } from '../../i18n/errors';
import type { SaveFailure } from '../../store/storeTypes';

/** A failed write's problem with the game named inside the sentence (storage full, refused, no answer). */
const NAMED = {
  storageFull: 'store.storageFullNamed',
  storageRefused: 'store.storageRefusedNamed',
  storageTimeout: 'safe.storageTimeoutNamed',
} as const;

/** The warning for a failed write of a game: db.ts's problem, naming the game. */
export function failureText({ problem: p, current, journal }: SaveFailure): string {
  const what = current ? t('store.thisGame') : t('store.earlierGame');
  const named = p.code in NAMED ? NAMED[p.code as keyof typeof NAMED] : null;
  return (
    (named ? t(named, { what }) : t('store.notSaved', { message: problemText(p), what })) +
    (current ? ` ${journal === 'tab' ? t('safe.keptInTab') : t('store.stillOpen')}` : '')
  );
}
