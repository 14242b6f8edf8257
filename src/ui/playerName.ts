// A player's name as shown: a typed name as typed; a seat left with its default ("Player 2") in the page's
// language now. The default is kept in the game as data in the language of the setup, so after a switch of
// language a game, its setup form and its end screen still said "Player 2" in French (play-test 52).
import { t } from '../i18n';

/** Every catalogue's 'setup.defaultName' (tests/ui/player-name.test.ts checks each catalogue is here). */
export const DEFAULT_NAME_FORMS = ['Player {n}', 'Joueur {n}'] as const;

/** Whether `name` is seat `i`'s default name in some language (nobody typed it). */
export function isDefaultName(name: string, i: number): boolean {
  return DEFAULT_NAME_FORMS.some((f) => f.replace('{n}', String(i + 1)) === name.trim());
}

/** Seat `i`'s name to show, `name` as kept: the typed one, or the default in the page's language. */
export function seatName(name: string | undefined, i: number): string {
  const typed = name?.trim();
  return typed && !isDefaultName(typed, i) ? typed : t('setup.defaultName', { n: i + 1 });
}

/** Seat `i`'s name to show from a game's names. */
export function playerName(names: readonly (string | undefined)[], i: number): string {
  return seatName(names[i], i);
}
