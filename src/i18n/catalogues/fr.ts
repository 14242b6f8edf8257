// Français. Names follow the French edition (Funforge) where known.
import type { Catalogue, MessageKey } from '../index';

/** Keys meant to read the same as in English (names of the game, symbols). */
export const untranslated: MessageKey[] = ['home.title'];

export const fr: Catalogue = {
  // ═══ common ═══ words used everywhere (owner: shared; add, never rename)
  // (keys 'common.…'; add new keys just above the end marker of this section)
  'common.language': 'Langue',
  'common.close': 'Fermer',
  'common.cancel': 'Annuler',
  'common.languageNotSaved':
    'Ce navigateur n’a pas gardé le choix de la langue : il vaut jusqu’à la fermeture de cet onglet.',
  'common.languageNotLoaded':
    'Cette langue n’a pas pu être chargée (êtes-vous hors ligne ?). La page reste telle quelle.',
  // ═══ end of common ═══

  // ═══ home ═══ home page, saved games list, Settings menu, App shell, error boundary
  // (keys 'home.…'; add new keys just above the end marker of this section)
  'home.title': 'Titan Race',
  'home.lead':
    'Une course de Titans autour d’un seul écran : poussez, piégez et foudroyez jusqu’à la ligne d’arrivée.',
  'home.newGame': 'Nouvelle partie',
  'home.backToGame': 'Revenir à la partie',
  'home.rules': 'Règles',
  'home.savedGames': 'Parties enregistrées',
  'home.editor': 'Éditeur de circuits',
  'home.lab': 'Laboratoire de test',
  // ═══ end of home ═══

  // ═══ app ═══ install / offline / update prompt, sound and dice settings
  // (keys 'app.…'; add new keys just above the end marker of this section)
  'app.updateReady': 'Une nouvelle version de Titan Race est prête.',
  'app.updateReload': 'Recharger',
  'app.updateLater': 'Plus tard',
  'app.sound': 'Son',
  'app.soundOn': 'Effets sonores',
  'app.soundVolume': 'Volume du son',
  // ═══ end of app ═══

  // ═══ setup ═══ the setup screen
  // (keys 'setup.…'; add new keys just above the end marker of this section)
  'setup.defaultName': 'Joueur {n}',
  // ═══ end of setup ═══

  // ═══ play ═══ play screen, turn panel, prompts, hand-off, win screen, board labels, guide
  // (keys 'play.…'; add new keys just above the end marker of this section)
  // ═══ end of play ═══

  // ═══ store ═══ notices and refusals from src/store (undo, saves, two tabs)
  // (keys 'store.…'; add new keys just above the end marker of this section)
  // ═══ end of store ═══

  // ═══ table ═══ issue 13 additions at the table: replay of a finished game, phone log tab
  // (keys 'table.…'; add new keys just above the end marker of this section)
  'table.replayGame': 'Revoir cette partie',
  'table.replayLoading': 'Chargement de la partie…',
  'table.thisGame': 'cette partie',
  'table.replayFailed': 'Impossible de revoir cette partie : {why}',
  'table.onlyTargetTitan': 'Cible : {titan} en {space}, la seule à portée.',
  'table.onlyTargetSpace': 'Cible : {space}, la seule à portée.',
  // ═══ end of table ═══

  // ═══ log ═══ the event log (src/ui/format.ts)
  // (keys 'log.…'; add new keys just above the end marker of this section)
  // ═══ end of log ═══

  // ═══ rules ═══ the rules reference
  // (keys 'rules.…'; add new keys just above the end marker of this section)
  // ═══ end of rules ═══

  // ═══ errors ═══ engine error codes (errors.<CODE>) and other errors shown to people
  // (keys 'errors.…'; add new keys just above the end marker of this section)
  // ═══ end of errors ═══

  // ═══ lab ═══ the playtest lab
  // (keys 'lab.…'; add new keys just above the end marker of this section)
  // ═══ end of lab ═══

  // ═══ editor ═══ the circuit editor
  // (keys 'editor.…'; add new keys just above the end marker of this section)
  // ═══ end of editor ═══
};
