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
  // ═══ end of app ═══

  // ═══ setup ═══ the setup screen
  // (keys 'setup.…'; add new keys just above the end marker of this section)
  'setup.defaultName': 'Player {n}',
  'setup.byPerson': 'a person',
  'setup.byRandom': 'Random bot',
  'setup.byGreedy': 'Greedy bot',
  'setup.byExpert': 'Expert bot',
  'setup.byMaster': 'Master bot',
  'setup.players': 'Players',
  'setup.playerCount': 'Number of players',
  'setup.nPlayers': { one: '{n} player', other: '{n} players' },
  'setup.twoPlayersHint': 'With two players each plays two Titans; turns go A1, B1, A2, B2.',
  'setup.botsHint':
    "Any player can be a bot: Random plays any legal move, Greedy the best move it sees now, Expert looks ahead through the other players' replies.",
  'setup.nameOfPlayer': 'Name of player {n}',
  'setup.playedBy': 'Player {n} played by',
  'setup.titan': 'Titan',
  'setup.titanN': 'Titan {n}',
  'setup.titanOfPlayer': 'Titan of player {player}',
  'setup.titanNOfPlayer': 'Titan {n} of player {player}',
  'setup.teamOfPlayer': 'Team of player {n}',
  'setup.teamN': 'Team {n}',
  'setup.botRandom': 'random bot',
  'setup.botGreedy': 'greedy bot',
  'setup.botExpert': 'expert bot',
  'setup.botMaster': 'master bot',
  'setup.seatOrder': 'Seat order (turn order)',
  'setup.teamLower': 'team {n}',
  'setup.moveEarlier': 'Move {titan} earlier',
  'setup.moveLater': 'Move {titan} later',
  'setup.firstPlayerHint': "The first player is rolled for at the start (a die showing a Titan's colour).",
  'setup.teams': 'Teams',
  'setup.noTeams': 'no teams',
  'setup.teamsOf': '{n} teams of {size}',
  'setup.teamList': 'Team {n}: {titans}',
  'setup.teamsHint':
    "Choose each player's team; team-mates never sit side by side, and one Titan finishing wins for its team.",
  'setup.course': 'Course',
  'setup.raceType': 'Race type',
  'setup.oneCircuit': 'One circuit',
  'setup.grandSlam': 'Grand Slam (three boards, one lap)',
  'setup.myCircuitsHint': 'Your circuits from the circuit editor are listed after the six standard ones.',
  'setup.circuit': 'Circuit',
  'setup.board': 'Board {n}',
  'setup.boardBottom': 'Board {n} (bottom)',
  'setup.boardTop': 'Board {n} (top)',
  'setup.boardCircuit': 'Board {n} circuit',
  'setup.laps': 'Laps',
  'setup.houseRules': 'House rules and options',
  'setup.houseRulesHint': "The rulebook's values are preset; change them for a house-rules game (R12.4).",
  'setup.reactionPrompts': 'Reaction prompts',
  'setup.reactEligible': 'ask only a player who holds a playable reaction',
  'setup.reactAlways': 'ask at every trigger (holding one is never given away)',
  'setup.reactNever': 'reactions off',
  'setup.maxLife': 'Maximum Life',
  'setup.handSize': 'Hand size',
  'setup.trapSupply': 'Trap supply',
  'setup.startLife': 'Starting Life',
  'setup.startLifeOf': 'Starting Life of {titan}',
  'setup.deck': 'Deck: copies of each Bonus card (0–9)',
  'setup.copiesOf': 'Copies of {card}',
  'setup.deckSize': { one: '{n} card in the deck.', other: '{n} cards in the deck.' },
  'setup.rulebookDeck': 'Rulebook deck',
  'setup.seed': 'Seed (optional, same seed = same dice)',
  'setup.seedRandom': 'random',
  'setup.handoff': 'Show a “Pass the device to …” screen between players',
  'setup.unknownLinkCircuit':
    'The circuit “{id}” is neither a standard circuit nor a valid circuit saved in this browser.',
  'setup.missingCircuit': "The circuit “{id}” is not in this browser's library: choose another.",
  'setup.title': 'New game',
  'setup.back': 'Back',
  'setup.start': 'Start the race',
  'setup.link': 'Link to this setup',
  'setup.outOfRange': 'between {min} and {max}: {value} is kept',
  'setup.pictureOf': 'Picture of {name}',
  'setup.myCircuit': '(my circuit)',
  // ═══ end of setup ═══

  // ═══ play ═══ play screen, turn panel, prompts, hand-off, win screen, board labels, guide
  // (keys 'play.…'; add new keys just above the end marker of this section)
  // ═══ end of play ═══

  // ═══ store ═══ notices and refusals from src/store (undo, saves, two tabs)
  // (keys 'store.…'; add new keys just above the end marker of this section)
  'store.notASetup': 'This is not a game setup.',
  'store.botsRefused': 'The bots are refused: {problem}',
  'store.couldNotStart': 'The game could not start: {problem}',
  'store.barrierTurnPassed': 'the turn passed to {titan}',
  'store.barrierRolled': 'the dice were rolled',
  'store.barrierCardDrawn': 'a card was drawn',
  'store.barrierShuffled': 'the deck was shuffled',
  'store.barrierRerolled': 'the die was rerolled on the pentacle',
  'store.barrierOver': 'the game is over',
  'store.barrierDecision': "{titan}'s player made a decision",
  'store.barrierAsked': "{titan}'s player was asked about a reaction",
  'store.saveSetupRefused': "The save's setup is refused: {problem}",
  'store.saveDoesNotReplay': 'The save does not replay: action {n} ({type}) is refused — {problem}',
  'store.actNothing': 'nothing',
  'store.actRoll': 'the roll',
  'store.actChooseDie': 'the choice of die',
  'store.actMove': 'the move',
  'store.actAbility': 'the ability',
  'store.actCard': 'the card played',
  'store.actDiscard': 'the discard',
  'store.actReroll': 'the reroll on the pentacle',
  'store.actDecision': 'the decision',
  'store.actEndTurn': 'the end of the turn',
  'store.actEnter': 'entering on {space}',
  'store.saveTooLarge': 'This file is too large to be a Titan Race save ({size}; a save is at most {max}).',
  'store.saveNotJson': 'This file is not a Titan Race save: it is not valid JSON.',
  'store.saveNotASave': 'This file is not a Titan Race save.',
  'store.saveUnknownFormat': 'This file is not a Titan Race save (unknown format).',
  'store.saveNewer': 'This save was made by a newer Titan Race: update this app to open it.',
  'store.saveNoVersion': 'The save is damaged: its file version is missing or unknown.',
  'store.saveNoRules': 'The save is damaged: its rules version is missing.',
  'store.saveNoSetup': 'The save is damaged: its game setup is missing.',
  'store.saveNoActions': 'The save is damaged: its list of actions is missing.',
  'store.saveTooManyActions': 'The save is damaged: it has more than {max} actions.',
  'store.saveNotAnAction': 'The save is damaged: action {n} is not an action.',
  'store.saveBadNames': 'The save is damaged: the player names are not a list of names.',
  'store.saveDamaged': 'The save is damaged: {problem}',
  'store.saveOlderRules':
    'This game was made with rules version {rules}; this Titan Race plays rules version {current} (the draft and the pentacle changed), so it cannot be replayed.',
  'store.saveOtherRules':
    'This game was made with rules version {rules}; this Titan Race plays rules version {current}, so it cannot be replayed.',
  'store.botsNotAMap': 'the bot seats are not a map of Titan to bot level.',
  'store.botsNotATitan': 'the bot seat “{titan}” is not a Titan of this game.',
  'store.botsBadLevel': 'the bot level “{level}” for {titan} is not {levels}.',
  'store.thisGame': 'this game',
  'store.earlierGame': 'an earlier game of this tab',
  'store.notSaved': '{message} ({what} was not saved)',
  'store.stillOpen': 'It stays open in this tab: export it to keep it.',
  'store.autosaveNotMoved':
    'The game autosaved by an earlier version could not be moved into your saved games yet: {problem}',
  'store.damaged': 'it is damaged',
  'store.cannotOpen': 'This game cannot be opened: {problem}',
  'store.noGame': 'There is no game in progress.',
  'store.nothingToUndo': 'There is nothing to undo yet.',
  'store.undone': 'Undone: {action}.',
  'store.importRefused': 'Import refused: {problem} The current game is kept.',
  'store.imported': 'Saved game loaded: it is in your saved games now.',
  'store.couldNotRead': 'This game could not be read: {problem}',
  'store.notInLibrary':
    'This game is not in this browser’s saved games: it may have been deleted in another tab.',
  'store.otherTabPlayedOn': 'Another tab played on in this game: it is shown here.',
  'store.game': 'Game',
  'store.otherTabName': '{name} (other tab)',
  'store.otherTabDiverged':
    'Another tab played this game differently. Both are kept: this one is saved as “{name}”.',
  'store.otherTabDeleted':
    'Another tab deleted this game from the library. It stays open here: playing on saves it again.',
  'store.otherTabChanged': 'Another tab changed this game: it is shown here.',
  'store.settingsNotSaved':
    'The settings could not be saved in this browser: they apply until this tab is closed.',
  'store.undoOnlyBots': 'Undo is not possible: only bots have played since the last point where undo stops.',
  'store.undoBarrier': 'Undo is not possible: {reason}.',
  // ═══ end of store ═══

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
