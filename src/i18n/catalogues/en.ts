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
  'play.statusRollFirst': 'rolls all the dice to open the round',
  'play.statusRollLast': 'last of the round: rerolls all the dice',
  'play.statusTakeDie': 'takes a die from the pool as it lies',
  'play.statusChooseDie': 'chooses a die from the roll',
  'play.hintRollFirst':
    '{name}: you open the round — roll all the dice, then choose one. Its face is your action this turn.',
  'play.hintRollLast':
    '{name}: you are last this round — reroll all the dice (every die comes back), then choose one from the fresh roll.',
  'play.hintTakeDie':
    '{name}: choose a die from the pool as it lies (you do not roll). Its face is your action this turn.',
  'play.hintChooseDie': '{name}: choose a die from the pool. Its face is your action this turn.',
  'play.hintKnockedOut': '{name} is knocked out and passes this turn: end the turn.',
  'play.hintRerolled':
    "{name}: you rerolled on the pentacle — perform the new face's action (no ability or card now).",
  'play.hintPentacleOrAbility':
    "{name}: your die's action ended on the pentacle. Reroll it (−1 Life), use your ability or a card first, or end the turn.",
  'play.hintPentacle':
    "{name}: your die's action ended on the pentacle. Reroll it (−1 Life) or end the turn.",
  'play.restAbilityOrCard': 'Use your ability or a card, or end the turn.',
  'play.restAbility': 'Use your ability or end the turn.',
  'play.restCard': 'Play or discard a card, or end the turn.',
  'play.restEnd': 'End the turn.',
  'play.hintDone': "{name}: your die's action is done. {rest}",
  'play.hintTakeTurn': '{name}: take your turn.',
  'play.endTurnRollFirst': 'End turn: roll the dice first.',
  'play.endTurnChooseFirst': 'End turn: choose a die first.',
  'play.endTurnEnterFirst': 'End turn: enter the board with your die first.',
  'play.endTurnActFirst': 'End turn: perform your die’s action first.',
  'play.none': 'none',
  'play.then': ', then ',
  'play.beforeMove': 'before the move',
  'play.afterMove': 'after the move',
  'play.payBefore': 'pay before the move',
  'play.payAfter': 'pay after the move',
  'play.titleEnter': 'Enter the board',
  'play.titleMove': 'Your move',
  'play.titleDie': 'Your {die} die: {action}',
  'play.titleRerolledDie': 'Rerolled on the pentacle — your new {die} die: {action}',
  'play.titleAbility': 'Use your ability',
  'play.titleCard': 'Play {card}: {text}',
  'play.titlePlayCard': 'Play a card',
  'play.confirmAbility': 'Confirm ability',
  'play.confirmCard': 'Confirm card',
  'play.confirmMove': 'Confirm move',
  'play.promptSpace': '{prompt}: click a highlighted space.',
  'play.promptChoice': '{prompt}.',
  'play.promptDest': 'Choose where to move: the highlighted spaces are every place this die can take you.',
  'play.promptConfirm': 'Check what will happen, then “{confirm}”.',
  'play.promptNothing': 'Nothing can be done this way now.',
  'play.titlePurpleAs':
    'Your purple die as {die}: {action} It costs 1 Life, before or after the move (Chtoolhoo pays nothing).',
  'play.firstTurnEntry':
    'First turn: you enter the board on {space}, then make this move — one “{confirm}” for both.',
  'play.optionalTrap': 'Optional trap:',
  'play.optionalStrike': 'Optional strike:',
  'play.optionalTarget': 'Optional target:',
  'play.onSpace': 'on {space}',
  'play.aimTrap': 'Click a space marked with a dashed ring to aim the trap.',
  'play.aimStrike': 'Click a space marked with a dashed ring to aim the strike.',
  'play.aimTarget': 'Click a space marked with a dashed ring to aim the effect.',
  'play.noTrap': 'No trap',
  'play.noStrike': 'No strike',
  'play.noTarget': 'No target',
  'play.changeStart': 'Change start space',
  'play.changeDest': 'Change destination',
  'play.changeWay': 'Change way',
  'play.changeFace': 'Change face',
  'play.changeTarget': 'Change target',
  'play.changeDir': 'Change direction',
  'play.cardHint': 'Card: {card}.',
  'play.pirates': 'Pirates',
  'play.pirateSpace': 'Pirates on {space}',
  'play.aCard': 'a card',
  'play.oneLife': '1 Life',
  'play.decisionPiratesMine': '{where}: {who} pays 1 Life or a card — your choice (shown below: {shown}).',
  'play.decisionPirates':
    "{where}: {who} pays 1 Life or a card — {who}'s player chooses (shown below: {shown}).",
  'play.decisionReaction': 'Every player may react here with a card (shown: nobody does).',
  'play.whatWillHappen': 'What will happen',
  'play.rerollAfter':
    'Then you may reroll on the pentacle (−1 Life). Use your ability or card before it if you want them: after a reroll, neither is allowed.',
  'play.winsRace': 'This wins the race!',
  'play.ownKnockout': {
    one: 'Warning: this knocks out your own Titan ({titans}).',
    other: 'Warning: this knocks out your own Titans ({titans}).',
  },
  'play.poolEmptyFirst': 'No dice in the pool: the round starts with a fresh roll of every die.',
  'play.poolEmptyLast':
    "The die left in the pool and every die on the Titans' boards come back for the reroll.",
  'play.poolEmpty': 'No dice in the pool.',
  'play.dicePool': 'Dice pool',
  'play.botPirates': 'decides how to pay the pirates',
  'play.botReaction': 'decides whether to react',
  'play.botChoosesDie': 'chooses a die',
  'play.botPlaying': 'is playing',
  'play.botTurn': "A bot's turn",
  'play.botDoes': '{titan} ({bot}) {what}…',
  'play.roleFirst': 'rolls all the dice',
  'play.roleMiddle': 'takes a die from the pool',
  'play.roleLast': 'rerolls all the dice',
  'play.draftTitle': 'Draft, round {round}:',
  'play.draftLabel': 'The draft of round {round}',
  'play.rerollLife': 'Life {before} → {after}.',
  'play.rerollKnocksOut':
    "Warning: this is {name}'s last Life — paying it knocks {name} out. The die is not rerolled and only End turn remains.",
  'play.rerollThen':
    "The new face's action must then be performed; after a reroll, no ability and no card this turn.",
  'play.rerollBefore': 'Use your ability or a card first if you want them.',
  'play.yourTurn': 'Your turn',
  'play.rerollAll': 'Reroll all the dice',
  'play.roll': 'Roll the dice',
  'play.rerollPentacle': 'Reroll on the pentacle (−1 Life)',
  'play.endTurnTitle': 'End your turn',
  'play.endTurn': 'End turn',
  'play.undoTitle': 'Undo within this turn (not past a roll, a card draw or another player’s decision)',
  'play.undo': 'Undo',
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
