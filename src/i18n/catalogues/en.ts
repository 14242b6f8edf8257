// English: the source catalogue. Its keys are the type of every other catalogue (MessageKey).
// A message is a string with {named} placeholders, or plural forms { one, other } chosen by {n}.
import type { Message } from '../index';

export const en = {
  // ═══ common ═══ words used everywhere (owner: shared; add, never rename)
  // (keys 'common.…'; add new keys just above the end marker of this section)
  'common.language': 'Language',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.languageNotSaved':
    'This browser did not keep the choice of language: it applies until this tab is closed.',
  'common.languageNotLoaded':
    'That language could not be loaded (are you offline?). The page stays as it was.',
  // ═══ end of common ═══

  // ═══ home ═══ home page, saved games list, Settings menu, App shell, error boundary
  // (keys 'home.…'; add new keys just above the end marker of this section)
  'home.title': 'Titan Race',
  'home.lead':
    'A hot-seat race of Titans round one screen: push, trap and blast your way over the finish line.',
  'home.newGame': 'New game',
  'home.backToGame': 'Back to the game',
  'home.rules': 'Rules',
  'home.savedGames': 'Saved games',
  'home.editor': 'Circuit editor',
  'home.lab': 'Playtest lab',
  // ═══ end of home ═══

  // ═══ app ═══ install / offline / update prompt, sound and dice settings
  // (keys 'app.…'; add new keys just above the end marker of this section)
  'app.updateReady': 'A new version of Titan Race is ready.',
  'app.updateReload': 'Reload',
  'app.updateLater': 'Later',
  'app.sound': 'Sound',
  'app.soundOn': 'Sound effects',
  'app.soundVolume': 'Volume',
  // ═══ end of app ═══

  // ═══ setup ═══ the setup screen
  // (keys 'setup.…'; add new keys just above the end marker of this section)
  'setup.defaultName': 'Player {n}',
  // ═══ end of setup ═══

  // ═══ play ═══ play screen, turn panel, prompts, hand-off, win screen, board labels, guide
  // (keys 'play.…'; add new keys just above the end marker of this section)
  // ═══ end of play ═══

  // ═══ store ═══ notices and refusals from src/store (undo, saves, two tabs)
  // (keys 'store.…'; add new keys just above the end marker of this section)
  // ═══ end of store ═══

  // ═══ table ═══ issue 13 additions at the table: replay of a finished game, phone log tab
  // (keys 'table.…'; add new keys just above the end marker of this section)
  'table.replayGame': 'Replay this game',
  'table.replayLoading': 'Loading the replay…',
  'table.thisGame': 'this game',
  'table.replayFailed': 'This game could not be replayed: {why}',
  'table.onlyTargetTitan': 'Target: {titan} on {space}, the only one in reach.',
  'table.onlyTargetSpace': 'Target: {space}, the only one in reach.',
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
} satisfies Record<string, Message>;
