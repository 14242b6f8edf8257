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
  'common.titanRassik': 'Rassïk',
  'common.titanGrinder': 'Grinder',
  'common.titanCraken': 'Craken',
  'common.titanSlaugg': 'Slaugg',
  'common.titanRagnarok': 'Ragnarok',
  'common.titanChtoolhoo': 'Chtoolhoo',
  'common.riderRassik': 'Salah',
  'common.riderGrinder': "She'ena",
  'common.riderCraken': 'Captain Brazlix',
  'common.riderSlaugg': 'Lord Greed',
  'common.riderRagnarok': 'Olaf',
  'common.riderChtoolhoo': "Ftag'hn",
  'common.abilityNameRassik': 'Kick off',
  'common.abilityRassik':
    'If a Titan stands on one of the three spaces behind Rassïk, he kicks off it and takes 1 step straight ahead or diagonally forward (an ordinary step: it pushes, space effects act).',
  'common.abilityNameGrinder': 'Lay a trap',
  'common.abilityGrinder':
    'Place a trap on an adjacent space (a Titan standing there springs it at once and loses 1 Life).',
  'common.abilityNameCraken': 'Swap',
  'common.abilityCraken':
    'Swap places with an adjacent Titan. Neither is pushed; the spaces act on both on arrival.',
  'common.abilityNameSlaugg': 'Breath',
  'common.abilitySlaugg':
    'Inflict 1 damage on each of the three spaces before Slaugg (Titans lose 1 Life, traps are destroyed).',
  'common.abilityNameRagnarok': 'Shove',
  'common.abilityRagnarok':
    'Move an adjacent Titan one step in any of the six directions (an ordinary step of that Titan: it pushes, effects act).',
  'common.abilityNameChtoolhoo': 'Drain',
  'common.abilityChtoolhoo':
    'Inflict 1 damage on an adjacent Titan, then gain 1 Life. Not allowed at full Life.',
  'common.faceRed': 'Red',
  'common.actionRed':
    '1 step straight ahead; before or after it you may place a trap on one of the three spaces behind you.',
  'common.faceBlue': 'Blue',
  'common.actionBlue': '1 step straight ahead and 1 step diagonally forward, in either order.',
  'common.faceGreen': 'Green',
  'common.actionGreen':
    '2 steps diagonally, same side; before or after you may inflict 1 damage on one of the three spaces before you.',
  'common.faceYellow': 'Yellow',
  'common.actionYellow': '2 steps straight ahead.',
  'common.faceBrown': 'Brown',
  'common.actionBrown': '3 steps diagonally, same side.',
  'common.facePurple': 'Purple',
  'common.actionPurple':
    'Copy any other face; lose 1 Life before or after its move (Chtoolhoo pays nothing).',
  'common.spaceBonus': 'bonus',
  'common.spaceBonusText': 'Bonus space: a Titan entering it draws a Bonus card if it holds fewer than two.',
  'common.spaceLava': 'lava',
  'common.spaceLavaText': 'Lava: entering it, by any means, costs 1 Life.',
  'common.spacePirates': 'pirates',
  'common.spacePiratesText':
    "Pirates: entering it, the Titan's player discards a Bonus card or loses 1 Life.",
  'common.spaceFireStatue': 'fire statue',
  'common.spaceFireStatueText':
    'Fire statue: entering it blasts the six adjacent spaces (Titans lose 1 Life, traps are destroyed).',
  'common.spaceIce': 'ice',
  'common.spaceIceText':
    'Ice: a Titan entering it keeps sliding the same way until it reaches a space that is not ice.',
  'common.spacePentacle': 'pentacle',
  'common.spacePentacleText':
    'Pentacle: when your die action ends here, you may — later that turn, while you still stand here — pay 1 Life to reroll that die and perform the new face (again if it ends here too). Use your ability and card first: after a reroll, neither is allowed.',
  'common.spaceMultiRamp': 'multi-ramp',
  'common.spaceMultiRampText': 'Multi-ramp: a step of your own move forward from here jumps over 1 space.',
  'common.spaceSuperRampL': 'super-ramp left',
  'common.spaceSuperRampLText':
    'Super-ramp (pointing left): a step of your own move diagonally left from here jumps over 2 spaces.',
  'common.spaceSuperRampR': 'super-ramp right',
  'common.spaceSuperRampRText':
    'Super-ramp (pointing right): a step of your own move diagonally right from here jumps over 2 spaces.',
  'common.cardOwnTurn': 'own turn',
  'common.cardReaction': 'reaction',
  'common.cardTribalTrap': 'Tribal Trap',
  'common.cardTribalTrapText': 'Place a trap on an adjacent space.',
  'common.cardSwiftnessPotion': 'Swiftness Potion',
  'common.cardSwiftnessPotionText': 'Take 1 step straight ahead or diagonally forward.',
  'common.cardShield': 'Shield',
  'common.cardShieldText':
    'When your Titan would lose 1 Life to damage, it does not (Life paid for purple or the pentacle is not damage).',
  'common.cardFireBomb': 'Fire Bomb',
  'common.cardFireBombText': 'Inflict 1 damage on each of the six adjacent spaces.',
  'common.cardThunderbolt': 'Thunderbolt',
  'common.cardThunderboltText': 'One Titan anywhere on your board loses 1 Life.',
  'common.cardMimicry': 'Mimicry',
  'common.cardMimicryText': 'Use the ability of an adjacent Titan as if it were your own.',
  'common.cardElixir': 'Elixir',
  'common.cardElixirText': 'Gain 2 Life.',
  'common.cardLeapfrog': 'Leapfrog',
  'common.cardLeapfrogText': 'Jump over a Titan on a space before you to the space beyond.',
  'common.cardRepel': 'Repel',
  'common.cardRepelText': 'Move an adjacent Titan 1 step backwards.',
  'common.cardQuake': 'Quake',
  'common.cardQuakeText': 'Inflict 1 damage on each of the three spaces behind you.',
  'common.dirS': 'straight ahead',
  'common.dirL': 'diagonally forward-left',
  'common.dirR': 'diagonally forward-right',
  'common.dirBS': 'straight back',
  'common.dirBL': 'diagonally back-left',
  'common.dirBR': 'diagonally back-right',
  'common.circuitKaldheira': 'Kaldheira — the pools of doom',
  'common.circuitDeadMansLagoon': "Dead Man's Lagoon",
  'common.circuitBanKog': 'The ruins of Ban-Kog',
  'common.circuitMoltenchest': 'Moltenchest — the forbidden foundry',
  'common.circuitAnglieh': "Ang'lieh — the Eye of the Deep One",
  'common.circuitEstengaard': 'The icy plains of Estengaard',
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
  'home.savedGameFallback': 'Saved game',
  'home.today': 'today {time}',
  'home.wonAfter': { one: '{titan} won after {n} round', other: '{titan} won after {n} rounds' },
  'home.finished': 'Finished',
  'home.roundLeader': 'Round {round} · {titan} leads',
  'home.roundNobody': 'Round {round} · nobody on the board yet',
  'home.savedWhen': 'saved {when}',
  'home.renameFailed': '“{name}” could not be renamed: {reason}',
  'home.deleteFailed': '“{name}” could not be deleted: {reason}',
  'home.name': 'Name',
  'home.saveName': 'Save name',
  'home.cannotOpen': 'Cannot be opened: {reason}',
  'home.resume': 'Resume',
  'home.resumeLabel': 'Resume {name}',
  'home.seeEnd': 'See the end',
  'home.rename': 'Rename',
  'home.renameLabel': 'Rename {name}',
  'home.export': 'Export',
  'home.exportLabel': 'Export {name}',
  'home.delete': 'Delete',
  'home.deleteLabel': 'Delete {name}',
  'home.deleteForGood': 'Delete for good',
  'home.keepIt': 'Keep it',
  'home.readingSaved': 'Reading your saved games…',
  'home.savedUnreadable': 'Your saved games cannot be read: {reason}',
  'home.noSaved': 'No saved games yet: every game you start is kept here.',
  'home.whereGame': 'the game',
  'home.whereEditor': 'the editor',
  'home.whereLab': 'the lab',
  'home.loadingLab': 'Loading the lab…',
  'home.loadingEditor': 'Loading the editor…',
  'home.crashTitle': 'Something went wrong in {where}',
  'home.crashText': 'This page could not be shown ({reason}). Your saved games are kept.',
  'home.crashUnexpected': 'an unexpected error',
  'home.crashHome': 'Back to the home page',
  'home.crashExport': 'Export this game',
  'home.crashRetry': 'Try again',
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
  'log.join': '; ',
  'log.chainJoin': ', ',
  'log.listAnd': '{list} and {last}',
  'log.theStart': 'the start',
  'log.firstPlayer': 'First-player roll: {rolls} — {titan} plays first',
  'log.diceRolled': '{titan} rolls all the dice: {faces}',
  'log.diceRerolled': '{titan}, last of the round, rerolls all the dice — every die comes back: {faces}',
  'log.dieChosen': '{titan} takes the {face} die',
  'log.gainOwnColour': {
    one: '{titan} gains {n} Life for its own colour ({life} now)',
    other: '{titan} gains {n} Life for its own colour ({life} now)',
  },
  'log.recoversTo': { one: '{titan} recovers to {n} Life', other: '{titan} recovers to {n} Life' },
  'log.gain': { one: '{titan} gains {n} Life ({life} now)', other: '{titan} gains {n} Life ({life} now)' },
  'log.enter': '{titan} enters the board on {to}',
  'log.step': '{titan} steps from {from} to {to}',
  'log.push': '{by} pushes {titan} from {from} to {to}',
  'log.pushChained': 'who pushes {titan} from {from} to {to}',
  'log.pushNoPusher': 'a push moves {titan} from {from} to {to}',
  'log.slide': '{titan} slides on the ice from {from} to {to}',
  'log.jump': '{titan} jumps from {from} to {to}',
  'log.swap': '{titan} swaps places with {other} ({from} ↔ {to})',
  'log.swapped': '{titan} is swapped from {from} to {to}',
  'log.movedBy': '{by} moves {titan} from {from} to {to}',
  'log.moved': '{titan} moves from {from} to {to}',
  'log.lap': '{titan} is now on lap {lap}',
  'log.lapStrip': '{titan} is now on lap {lap} of the strip',
  'log.payPentacle': {
    one: '{titan} pays {n} Life to reroll its die on the pentacle ({life} left)',
    other: '{titan} pays {n} Life to reroll its die on the pentacle ({life} left)',
  },
  'log.lostPush': {
    one: '{titan} loses {n} Life ({life} left)',
    other: '{titan} loses {n} Life ({life} left)',
  },
  'log.lostTrap': {
    one: '{titan} loses {n} Life to a trap ({life} left)',
    other: '{titan} loses {n} Life to a trap ({life} left)',
  },
  'log.lostLava': {
    one: '{titan} loses {n} Life in the lava ({life} left)',
    other: '{titan} loses {n} Life in the lava ({life} left)',
  },
  'log.lostPirates': {
    one: '{titan} loses {n} Life to the pirates ({life} left)',
    other: '{titan} loses {n} Life to the pirates ({life} left)',
  },
  'log.lostFire': {
    one: "{titan} loses {n} Life in a fire statue's blast ({life} left)",
    other: "{titan} loses {n} Life in a fire statue's blast ({life} left)",
  },
  'log.lostStrike': {
    one: '{titan} loses {n} Life to a strike ({life} left)',
    other: '{titan} loses {n} Life to a strike ({life} left)',
  },
  'log.lostAbility': {
    one: '{titan} loses {n} Life to an ability ({life} left)',
    other: '{titan} loses {n} Life to an ability ({life} left)',
  },
  'log.lostCard': {
    one: '{titan} loses {n} Life to a card ({life} left)',
    other: '{titan} loses {n} Life to a card ({life} left)',
  },
  'log.lostPurple': {
    one: '{titan} loses {n} Life paying for the purple die ({life} left)',
    other: '{titan} loses {n} Life paying for the purple die ({life} left)',
  },
  'log.lostPentacle': {
    one: '{titan} loses {n} Life to reroll on the pentacle ({life} left)',
    other: '{titan} loses {n} Life to reroll on the pentacle ({life} left)',
  },
  'log.shielded': "{titan}'s Shield stops the loss",
  'log.knockedOut': '{titan} is knocked out!',
  'log.passed': '{titan} is knocked out and passes',
  'log.recovered': {
    one: '{titan} stands up again with {n} Life',
    other: '{titan} stands up again with {n} Life',
  },
  'log.trapPlaced': '{titan} places a trap on {space}',
  'log.trapSprung': '{titan} springs the trap on {space}',
  'log.trapSprungEmpty': 'the trap on {space} springs',
  'log.trapDestroyed': 'the trap on {space} is destroyed',
  'log.struck': '{titan} strikes {spaces}',
  'log.blast': 'the fire statue on {space} blasts its neighbours (entered by {titan})',
  'log.piratesDiscard': '{titan} pays the pirates with {card}',
  'log.piratesCard': '{titan} pays the pirates with a card',
  'log.cardDrawn': '{titan} draws a Bonus card',
  'log.cardDiscarded': '{titan} discards {card}',
  'log.cardPlayed': '{titan} plays {card}',
  'log.deckShuffled': {
    one: 'the discards are shuffled into a new deck ({n} card)',
    other: 'the discards are shuffled into a new deck ({n} cards)',
  },
  'log.abilityUsed': '{titan} uses its ability ({ability})',
  'log.abilityBorrowed': "{titan} uses {other}'s ability ({ability})",
  'log.pentacleReroll':
    'the die now shows {face}: {titan} performs its {face} action (no ability or card after a reroll)',
  'log.extraFizzled': 'nothing happens on {space}',
  'log.turnEnded': '{titan} ends the turn',
  'log.turnStarted': "Round {round} — {titan}'s turn",
  'log.turnStartedNewRound': "Round {round} — {titan}'s turn (a new round: the dice left over are not used)",
  'log.won': '{titan} crosses the finish line and wins!',
  'log.teamWon': '{titan} crosses the finish line! Team {team} wins',
  'log.title': 'Game log',
  // ═══ end of log ═══

  // ═══ rules ═══ the rules reference
  // (keys 'rules.…'; add new keys just above the end marker of this section)
  'rules.title': 'Rules reference',
  'rules.colon': ': ',
  'rules.goalTitle': 'Goal',
  'rules.goal':
    'Race your Titan up the board. Leaving the top re-enters at the bottom and counts a lap; the first Titan to leave the top on its last lap wins (in a team game, its whole team wins). Columns wrap too: stepping left of A enters F.',
  'rules.turnTitle': 'A turn',
  'rules.turnDraft':
    "The draft: the round's first Titan rolls every die (one per Titan) and chooses one; each following Titan takes one from the pool as it lies, without rolling; the round's last Titan rerolls every die — the one left in the pool and all those on the Titans' boards — and chooses from that fresh roll. The dice it leaves are not used: the next round starts with a new roll.",
  'rules.turnFace': "Your die's face is your action. Your own colour gives 1 Life.",
  'rules.turnEnter': 'On your first turn, enter on A1, C1 or E1 first.',
  'rules.turnActions':
    "In any order: perform the die's move (compulsory), use your ability once, play or discard one Bonus card.",
  'rules.turnEnd': 'End your turn.',
  'rules.facesTitle': 'Dice faces',
  'rules.pushTitle': 'Pushing and damage',
  'rules.push':
    'Stepping onto a Titan pushes it one step the same way (chains push on). Each Titan pushed loses 1 Life once per move. At 0 Life a Titan is knocked out (drawn lying down): it passes its next turn, then stands up at full Life.',
  'rules.spacesTitle': 'Spaces',
  'rules.trap': 'Trap: a Titan entering it loses 1 Life; the trap goes back to the supply.',
  'rules.titansTitle': 'Titans and abilities',
  'rules.titanLine': '({face}, ridden by {rider}) — {ability}: {text}',
  'rules.abilities':
    "Abilities: once per turn, before or after the die's move, not on the first turn, not while knocked out.",
  'rules.cardsTitle': 'Bonus cards',
  'rules.cards':
    'You hold at most two, hidden from the others. Play or discard one on your turn; a reaction (Shield) is played when its trigger happens.',
  'rules.cardLine': '({when}): {text}',
  // ═══ end of rules ═══

  // ═══ errors ═══ engine error codes (errors.<CODE>) and other errors shown to people
  // (keys 'errors.…'; add new keys just above the end marker of this section)
  'errors.notYourTurn': 'It is not this Titan’s turn.',
  'errors.illegalPath': 'The die does not move that way.',
  'errors.pendingDecision': 'A decision is waiting: make it first.',
  'errors.gameOver': 'The race is over.',
  'errors.unknownAction': 'That is not an action of the game.',
  'errors.badAction': 'That action is not complete or not possible.',
  'errors.badTarget': 'That is not a target this can reach.',
  'errors.badSpace': 'That space cannot be used for this.',
  'errors.badDie': 'There is no such die in the pool.',
  'errors.wrongPhase': 'Not now: this comes at another moment of the turn.',
  'errors.notAllowed': 'The rules do not allow this now.',
  'errors.badSetup': 'This game setup cannot be played.',
  'errors.badCircuit': 'This circuit cannot be used.',
  'errors.badScenario': 'This scenario cannot be read.',
  'errors.badState': 'The game reached a state it cannot go on from.',
  'errors.unknown': 'The game refused this.',
  'errors.spaces': 'Spaces: {spaces}.',
  'errors.rule': '(rule {rule})',
  // ═══ end of errors ═══

  // ═══ lab ═══ the playtest lab
  // (keys 'lab.…'; add new keys just above the end marker of this section)
  // ═══ end of lab ═══

  // ═══ editor ═══ the circuit editor
  // (keys 'editor.…'; add new keys just above the end marker of this section)
  // ═══ end of editor ═══
} satisfies Record<string, Message>;
