// The store's notices in words (the store keeps them as data: storeTypes.ts Notice), worded when shown so
// a change of language rewords the notice on screen.
import type { Action } from '../../engine/types';
import { t } from '../../i18n';
import { problemText } from '../../i18n/errors';
import type { Notice } from '../../store/storeTypes';

/** An action in a few words, for "Undone: …". */
export function describeAction(a: Action | null | undefined): string {
  if (!a) return t('store.actNothing');
  switch (a.type) {
    case 'roll':
      return t('store.actRoll');
    case 'chooseDie':
      return t('store.actChooseDie');
    case 'enter':
      return t('store.actEnter', { space: a.space });
    case 'dieAction':
      return t('store.actMove');
    case 'ability':
      return t('store.actAbility');
    case 'playBonus':
      return t('store.actCard');
    case 'discardBonus':
      return t('store.actDiscard');
    case 'reroll':
      return t('store.actReroll');
    case 'decide':
      return t('store.actDecision');
    case 'endTurn':
      return t('store.actEndTurn');
  }
}

/** A notice of the store in the language shown now. */
export function noticeText(n: Notice): string {
  switch (n.key) {
    case 'store.undone':
      return t('store.undone', { action: describeAction(n.action) });
    case 'safe.setAside':
      return t('safe.setAside', {
        source: t('safe.sourceJournal'),
        problem: problemText(n.why),
      });
    default:
      return t(n.key, n.params);
  }
}
