// Selectors of the game store that the UI and the bots' driver read.
import { deciderSeat } from './guide';
import { isBotSeat } from './session';
import type { GameStore } from './storeTypes';
import { t } from '../i18n';

/** Why undo cannot go back now (the button is disabled with this reason), or null when it can. */
export function undoRefusal(s: Pick<GameStore, 'turnHistory' | 'barrier'>): string | null {
  if (s.turnHistory.some((h) => !h.byBot)) return null;
  return s.turnHistory.length > 0
    ? t('store.undoOnlyBots')
    : s.barrier
      ? t('store.undoBarrier', { reason: s.barrier })
      : t('store.nothingToUndo');
}

/** Selector: does a bot decide now (the pending decider, else the active Titan)? */
export function botDecides(s: Pick<GameStore, 'game' | 'bots'>): boolean {
  if (!s.game || s.game.winner >= 0) return false;
  return isBotSeat(s.game, s.bots, deciderSeat(s.game));
}
