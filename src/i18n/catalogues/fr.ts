// Français. Names follow the French edition (Funforge) where known.
import type { Catalogue, MessageKey } from '../index';

/** Keys meant to read the same as in English (names of the game, symbols). */
export const untranslated: MessageKey[] = ['home.title'];
// The setup and play screens: words that French writes the same.
untranslated.push('setup.titan', 'setup.titanN', 'setup.circuit', 'play.promptChoice', 'play.actions');

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
  // ═══ end of app ═══

  // ═══ setup ═══ the setup screen
  // (keys 'setup.…'; add new keys just above the end marker of this section)
  'setup.defaultName': 'Joueur {n}',
  'setup.byPerson': 'une personne',
  'setup.byRandom': 'Robot hasard',
  'setup.byGreedy': 'Robot glouton',
  'setup.byExpert': 'Robot expert',
  'setup.byMaster': 'Robot maître',
  'setup.players': 'Joueurs',
  'setup.playerCount': 'Nombre de joueurs',
  'setup.nPlayers': { one: '{n} joueur', other: '{n} joueurs' },
  'setup.twoPlayersHint': 'À deux joueurs, chacun joue deux Titans ; les tours vont A1, B1, A2, B2.',
  'setup.botsHint':
    'Chaque joueur peut être un robot : Hasard joue n’importe quel coup permis, Glouton le meilleur coup qu’il voit tout de suite, Expert anticipe les réponses des autres joueurs.',
  'setup.nameOfPlayer': 'Nom du joueur {n}',
  'setup.playedBy': 'Joueur {n} joué par',
  'setup.titan': 'Titan',
  'setup.titanN': 'Titan {n}',
  'setup.titanOfPlayer': 'Titan du joueur {player}',
  'setup.titanNOfPlayer': 'Titan {n} du joueur {player}',
  'setup.teamOfPlayer': 'Équipe du joueur {n}',
  'setup.teamN': 'Équipe {n}',
  'setup.botRandom': 'robot hasard',
  'setup.botGreedy': 'robot glouton',
  'setup.botExpert': 'robot expert',
  'setup.botMaster': 'robot maître',
  'setup.seatOrder': 'Ordre des places (ordre du tour)',
  'setup.teamLower': 'équipe {n}',
  'setup.moveEarlier': 'Avancer {titan}',
  'setup.moveLater': 'Reculer {titan}',
  'setup.firstPlayerHint':
    'Le premier joueur est tiré au sort au début (un dé montre la couleur d’un Titan).',
  'setup.teams': 'Équipes',
  'setup.noTeams': 'sans équipes',
  'setup.teamsOf': '{n} équipes de {size}',
  'setup.teamList': 'Équipe {n} : {titans}',
  'setup.teamsHint':
    'Choisissez l’équipe de chaque joueur ; deux coéquipiers ne sont jamais côte à côte, et un Titan qui termine fait gagner son équipe.',
  'setup.course': 'Parcours',
  'setup.raceType': 'Type de course',
  'setup.oneCircuit': 'Un circuit',
  'setup.grandSlam': 'Grand Chelem (trois plateaux, un tour)',
  'setup.myCircuitsHint': 'Vos circuits de l’éditeur suivent les six circuits standard.',
  'setup.circuit': 'Circuit',
  'setup.board': 'Plateau {n}',
  'setup.boardBottom': 'Plateau {n} (en bas)',
  'setup.boardTop': 'Plateau {n} (en haut)',
  'setup.boardCircuit': 'Circuit du plateau {n}',
  'setup.laps': 'Tours',
  'setup.houseRules': 'Règles maison et options',
  'setup.houseRulesHint':
    'Les valeurs de la règle sont préréglées ; changez-les pour une partie aux règles maison (R12.4).',
  'setup.reactionPrompts': 'Demandes de réaction',
  'setup.reactEligible': 'demander seulement à un joueur qui a une réaction jouable',
  'setup.reactAlways': 'demander à chaque occasion (on ne trahit jamais qui en a une)',
  'setup.reactNever': 'pas de réactions',
  'setup.maxLife': 'Vies maximum',
  'setup.handSize': 'Cartes en main',
  'setup.trapSupply': 'Réserve de pièges',
  'setup.startLife': 'Vies de départ',
  'setup.startLifeOf': 'Vies de départ de {titan}',
  'setup.deck': 'Pioche : exemplaires de chaque carte Bonus (0–9)',
  'setup.copiesOf': 'Exemplaires de {card}',
  'setup.deckSize': { one: '{n} carte dans la pioche.', other: '{n} cartes dans la pioche.' },
  'setup.rulebookDeck': 'Pioche de la règle',
  'setup.seed': 'Graine (facultative, même graine = mêmes dés)',
  'setup.seedRandom': 'au hasard',
  'setup.handoff': 'Afficher un écran « Passez l’appareil à … » entre les joueurs',
  'setup.unknownLinkCircuit':
    'Le circuit « {id} » n’est ni un circuit standard ni un circuit valide enregistré dans ce navigateur.',
  'setup.missingCircuit':
    'Le circuit « {id} » n’est pas dans la bibliothèque de ce navigateur : choisissez-en un autre.',
  'setup.title': 'Nouvelle partie',
  'setup.back': 'Retour',
  'setup.start': 'Lancer la course',
  'setup.link': 'Lien vers cette mise en place',
  'setup.outOfRange': 'entre {min} et {max} : {value} est conservé',
  'setup.pictureOf': 'Image de {name}',
  'setup.myCircuit': '(mon circuit)',
  // ═══ end of setup ═══

  // ═══ play ═══ play screen, turn panel, prompts, hand-off, win screen, board labels, guide
  // (keys 'play.…'; add new keys just above the end marker of this section)
  'play.statusRollFirst': 'lance tous les dés pour ouvrir la manche',
  'play.statusRollLast': 'dernier de la manche : relance tous les dés',
  'play.statusTakeDie': 'prend un dé de la réserve tel qu’il est',
  'play.statusChooseDie': 'choisit un dé du lancer',
  'play.hintRollFirst':
    '{name} : vous ouvrez la manche — lancez tous les dés, puis choisissez-en un. Sa face est votre action de ce tour.',
  'play.hintRollLast':
    '{name} : vous êtes dernier de la manche — relancez tous les dés (ils reviennent tous), puis choisissez-en un dans ce nouveau lancer.',
  'play.hintTakeDie':
    '{name} : choisissez un dé de la réserve tel qu’il est (vous ne lancez pas). Sa face est votre action de ce tour.',
  'play.hintChooseDie': '{name} : choisissez un dé de la réserve. Sa face est votre action de ce tour.',
  'play.hintKnockedOut': '{name} est K.O. et passe ce tour : finissez le tour.',
  'play.hintRerolled':
    '{name} : vous avez relancé sur le pentacle — faites l’action de la nouvelle face (plus de pouvoir ni de carte maintenant).',
  'play.hintPentacleOrAbility':
    '{name} : l’action de votre dé s’est terminée sur le pentacle. Relancez-le (−1 Vie), utilisez d’abord votre pouvoir ou une carte, ou finissez le tour.',
  'play.hintPentacle':
    '{name} : l’action de votre dé s’est terminée sur le pentacle. Relancez-le (−1 Vie) ou finissez le tour.',
  'play.restAbilityOrCard': 'Utilisez votre pouvoir ou une carte, ou finissez le tour.',
  'play.restAbility': 'Utilisez votre pouvoir ou finissez le tour.',
  'play.restCard': 'Jouez ou défaussez une carte, ou finissez le tour.',
  'play.restEnd': 'Finissez le tour.',
  'play.hintDone': '{name} : l’action de votre dé est faite. {rest}',
  'play.hintTakeTurn': '{name} : à vous de jouer.',
  'play.endTurnRollFirst': 'Finir le tour : lancez d’abord les dés.',
  'play.endTurnChooseFirst': 'Finir le tour : choisissez d’abord un dé.',
  'play.endTurnEnterFirst': 'Finir le tour : entrez d’abord sur le plateau avec votre dé.',
  'play.endTurnActFirst': 'Finir le tour : faites d’abord l’action de votre dé.',
  'play.none': 'aucune',
  'play.then': ', puis ',
  'play.beforeMove': 'avant le déplacement',
  'play.afterMove': 'après le déplacement',
  'play.payBefore': 'payer avant le déplacement',
  'play.payAfter': 'payer après le déplacement',
  'play.titleEnter': 'Entrer sur le plateau',
  'play.titleMove': 'Votre déplacement',
  'play.titleDie': 'Votre dé {die} : {action}',
  'play.titleRerolledDie': 'Relancé sur le pentacle — votre nouveau dé {die} : {action}',
  'play.titleAbility': 'Utiliser votre pouvoir',
  'play.titleCard': 'Jouer {card} : {text}',
  'play.titlePlayCard': 'Jouer une carte',
  'play.confirmAbility': 'Confirmer le pouvoir',
  'play.confirmCard': 'Confirmer la carte',
  'play.confirmMove': 'Confirmer le déplacement',
  'play.promptSpace': '{prompt} : cliquez sur une case en surbrillance.',
  'play.promptChoice': '{prompt}.',
  'play.promptDest':
    'Choisissez où aller : les cases en surbrillance sont tous les endroits où ce dé peut vous mener.',
  'play.promptConfirm': 'Vérifiez ce qui va se passer, puis « {confirm} ».',
  'play.promptNothing': 'Rien n’est possible de cette façon maintenant.',
  'play.titlePurpleAs':
    'Votre dé violet en {die} : {action} Il coûte 1 Vie, avant ou après le déplacement (Chtoolhoo ne paie rien).',
  'play.firstTurnEntry':
    'Premier tour : vous entrez sur le plateau en {space}, puis faites ce déplacement — un seul « {confirm} » pour les deux.',
  'play.optionalTrap': 'Piège facultatif :',
  'play.optionalStrike': 'Frappe facultative :',
  'play.optionalTarget': 'Cible facultative :',
  'play.onSpace': 'en {space}',
  'play.aimTrap': 'Cliquez sur une case entourée de pointillés pour viser avec le piège.',
  'play.aimStrike': 'Cliquez sur une case entourée de pointillés pour viser avec la frappe.',
  'play.aimTarget': 'Cliquez sur une case entourée de pointillés pour viser avec l’effet.',
  'play.noTrap': 'Pas de piège',
  'play.noStrike': 'Pas de frappe',
  'play.noTarget': 'Pas de cible',
  'play.changeStart': 'Changer la case de départ',
  'play.changeDest': 'Changer la destination',
  'play.changeWay': 'Changer le chemin',
  'play.changeFace': 'Changer la face',
  'play.changeTarget': 'Changer la cible',
  'play.changeDir': 'Changer la direction',
  'play.cardHint': 'Carte : {card}.',
  'play.pirates': 'Pirates',
  'play.pirateSpace': 'Pirates en {space}',
  'play.aCard': 'une carte',
  'play.oneLife': '1 Vie',
  'play.decisionPiratesMine':
    '{where} : {who} paie 1 Vie ou une carte — à vous de choisir (montré ci-dessous : {shown}).',
  'play.decisionPirates':
    '{where} : {who} paie 1 Vie ou une carte — le joueur de {who} choisit (montré ci-dessous : {shown}).',
  'play.decisionReaction': 'Chaque joueur peut réagir ici avec une carte (montré : personne ne le fait).',
  'play.whatWillHappen': 'Ce qui va se passer',
  'play.rerollAfter':
    'Vous pourrez ensuite relancer sur le pentacle (−1 Vie). Utilisez avant votre pouvoir ou votre carte si vous le voulez : après une relance, ni l’un ni l’autre n’est permis.',
  'play.winsRace': 'Cela gagne la course !',
  'play.ownKnockout': {
    one: 'Attention : cela met K.O. votre propre Titan ({titans}).',
    other: 'Attention : cela met K.O. vos propres Titans ({titans}).',
  },
  'play.poolEmptyFirst':
    'Aucun dé dans la réserve : la manche commence par un nouveau lancer de tous les dés.',
  'play.poolEmptyLast':
    'Le dé resté dans la réserve et tous les dés sur les plateaux des Titans reviennent pour la relance.',
  'play.poolEmpty': 'Aucun dé dans la réserve.',
  'play.dicePool': 'Réserve de dés',
  'play.botPirates': 'décide comment payer les pirates',
  'play.botReaction': 'décide s’il réagit',
  'play.botChoosesDie': 'choisit un dé',
  'play.botPlaying': 'joue',
  'play.botTurn': 'Le tour d’un robot',
  'play.botDoes': '{titan} ({bot}) {what}…',
  'play.roleFirst': 'lance tous les dés',
  'play.roleMiddle': 'prend un dé de la réserve',
  'play.roleLast': 'relance tous les dés',
  'play.draftTitle': 'Tirage, manche {round} :',
  'play.draftLabel': 'Le tirage de la manche {round}',
  'play.rerollLife': 'Vies {before} → {after}.',
  'play.rerollKnocksOut':
    'Attention : c’est la dernière Vie de {name} — la payer met {name} K.O. Le dé n’est pas relancé et il ne reste que « Finir le tour ».',
  'play.rerollThen':
    'L’action de la nouvelle face doit ensuite être faite ; après une relance, ni pouvoir ni carte ce tour-ci.',
  'play.rerollBefore': 'Utilisez d’abord votre pouvoir ou une carte si vous le voulez.',
  'play.yourTurn': 'Votre tour',
  'play.rerollAll': 'Relancer tous les dés',
  'play.roll': 'Lancer les dés',
  'play.rerollPentacle': 'Relancer sur le pentacle (−1 Vie)',
  'play.endTurnTitle': 'Finir votre tour',
  'play.endTurn': 'Finir le tour',
  'play.undoTitle':
    'Annuler dans ce tour (pas au-delà d’un lancer, d’une pioche ou de la décision d’un autre joueur)',
  'play.undo': 'Annuler',
  'play.settings': 'Réglages',
  'play.speed': 'Vitesse des animations',
  'play.speedOff': 'aucune',
  'play.speedSlow': 'lente',
  'play.speedNormal': 'normale',
  'play.speedFast': 'rapide',
  'play.handoffSetting': 'Écran « Passez l’appareil » entre les joueurs',
  'play.masterThinks': 'Le robot maître réfléchit',
  'play.perDecision': 'par décision',
  'play.reducedMotion': 'Avec « réduire les animations » réglé dans votre système, rien n’est animé.',
  'play.raceOver': 'La course est finie.',
  'play.clickBot': '{space} ne peut pas être choisie : un robot joue pour {titan}.',
  'play.clickPending': '{space} ne peut pas être choisie : le joueur de {titan} doit d’abord décider.',
  'play.clickRollFirst': '{space} ne peut pas encore être choisie : lancez d’abord les dés.',
  'play.clickRerollFirst': '{space} ne peut pas encore être choisie : relancez d’abord tous les dés.',
  'play.clickChooseDieFirst':
    '{space} ne peut pas encore être choisie : choisissez d’abord un dé de la réserve.',
  'play.clickNotHighlighted':
    '{space} ne peut pas être choisie : ce n’est pas une des cases en surbrillance. {prompt}.',
  'play.clickNotRinged': '{space} ne peut pas être choisie : seules les cases entourées peuvent être visées.',
  'play.clickNothing': '{space} : il n’y a rien à choisir sur le plateau maintenant.',
  'play.raceOverBanner': 'Course finie',
  'play.banner': 'Manche {round} : au tour de {titan}',
  'play.waitingFor': 'en attente de la décision de {titan}',
  'play.gameMenu': 'Menu de la partie',
  'play.saveToFile': 'Enregistrer dans un fichier',
  'play.load': 'Charger',
  'play.home': 'Accueil',
  'play.boardLabel': 'Plateau : {names}',
  'play.botsHalted': 'Les robots se sont arrêtés après des erreurs répétées.',
  'play.retry': 'Réessayer',
  'play.importTooLarge':
    'Chargement refusé : ce fichier est trop gros pour être une sauvegarde de Titan Race ({size} ; une sauvegarde fait au plus {max}). La partie en cours est conservée.',
  'play.importUnreadable':
    'Chargement refusé : le fichier n’a pas pu être lu. La partie en cours est conservée.',
  'play.loadSaved': 'Charger une partie enregistrée',
  'play.exportThis': 'Exporter cette partie',
  'play.dismiss': 'Fermer le message',
  'play.life': 'Vies',
  'play.lifeOf': '{life} Vies sur {max}',
  'play.lifeShort': { one: '{life}/{max} Vie', other: '{life}/{max} Vies' },
  'play.whenReaction': 'réaction',
  'play.whenOwnTurn': 'pendant son tour',
  'play.playCard': 'Jouer',
  'play.discardCard': 'Défausser',
  'play.playing': 'joue',
  'play.ko': 'K.O.',
  'play.finished': 'Arrivé',
  'play.boardOf': 'Plateau {board} sur {boards}',
  'play.lapOf': 'Tour {lap} sur {laps}',
  'play.notOnBoard': 'pas encore sur le plateau',
  'play.die': 'dé :',
  'play.noDie': 'aucun',
  'play.abilityUsed': 'Carte Pouvoir face cachée (utilisée)',
  'play.abilityUp': 'Carte Pouvoir face visible',
  'play.abilityName': '{name} :',
  'play.abilityNotNow':
    'Le pouvoir ne peut pas être utilisé maintenant (premier tour, déjà utilisé, K.O., après une relance sur le pentacle, ou aucune cible).',
  'play.cancelAbility': 'Annuler le pouvoir',
  'play.useAbility': 'Utiliser le pouvoir',
  'play.handCount': { one: '{n} carte', other: '{n} cartes' },
  'play.faceDown': '(face cachée)',
  'play.showCards': 'Montrer mes cartes',
  'play.hideCards': 'Cacher mes cartes',
  'play.noCards': 'Aucune carte',
  'play.titanWins': '{titan} gagne !',
  'play.teamWins': 'L’équipe {titans} gagne',
  'play.playerWins': '{name} gagne',
  'play.winsAfter': '{who} après {rounds} ({turns}, {actions}).',
  'play.rounds': { one: '{n} manche', other: '{n} manches' },
  'play.turns': { one: '{n} tour', other: '{n} tours' },
  'play.actions': { one: '{n} action', other: '{n} actions' },
  'play.standings': 'Classement',
  'play.colPlayer': 'Joueur',
  'play.colLap': 'Tour',
  'play.colRows': 'Rangées jusqu’à l’arrivée',
  'play.colHand': 'Main (révélée)',
  'play.finishedLower': 'arrivé',
  'play.nOf': '{n} sur {of}',
  'play.lifeKnockedOut': '{life} (K.O.)',
  'play.noCardsLower': 'aucune carte',
  'play.statistics': 'Statistiques de toute la partie',
  'play.colSteps': 'Pas',
  'play.colPushes': 'Poussées',
  'play.colLostTitle': 'Vies perdues',
  'play.colLost': 'Perdues',
  'play.colKoTitle': 'Fois mis K.O.',
  'play.colTraps': 'Pièges',
  'play.colCards': 'Cartes',
  'play.rematch': 'Revanche',
  'play.causePush': 'une poussée',
  'play.causeTrap': 'un piège',
  'play.causeLava': 'la lave',
  'play.causePirates': 'les pirates',
  'play.causeFire': 'le souffle d’une statue de feu',
  'play.causeStrike': 'une frappe',
  'play.causeAbility': 'un pouvoir',
  'play.causeCard': 'une carte',
  'play.causePurple': 'le dé violet',
  'play.causePentacle': 'le pentacle',
  'play.piratesPrompt':
    'Des pirates en {space} ! {titan} doit payer : défausser une carte Bonus ou perdre 1 Vie.',
  'play.lastLifeCard': 'Il reste 1 Vie à {titan} : la perdre met {titan} K.O. — une carte l’évite.',
  'play.lastLife': 'Il reste 1 Vie à {titan} : la perdre met {titan} K.O.',
  'play.loseLastLife': 'Perdre la dernière Vie (K.O.)',
  'play.loseLife': 'Perdre 1 Vie',
  'play.discardNamed': 'Défausser {card}',
  'play.aboutToLoseTo': '{titan} va perdre 1 Vie ({cause}).',
  'play.aboutToLose': '{titan} va perdre 1 Vie.',
  'play.playReaction': 'Jouer une carte de réaction ?',
  'play.playNamed': 'Jouer {card}',
  'play.noReaction': 'Aucune carte de réaction ne peut être jouée.',
  'play.dontReact': 'Ne pas réagir',
  'play.decisionFor': 'Décision pour {who}',
  'play.undoMove': 'Annuler le déplacement',
  'play.handoffPirates': '{titan} a une décision à prendre au sujet des pirates pendant le tour de {active}.',
  'play.handoffDecision': '{titan} a une décision à prendre pendant le tour de {active}.',
  'play.handoffTurn': 'C’est au tour de {active}.',
  'play.passTo': 'Passez l’appareil à {name}',
  'play.handoffPlays': '{name} joue {titans}. Les autres, merci de ne pas regarder les cartes.',
  'play.sinceLast': 'Depuis votre dernier tour',
  'play.earlierEvents': {
    one: '… {n} événement plus ancien dans le journal',
    other: '… {n} événements plus anciens dans le journal',
  },
  'play.iAm': 'Je suis {name} — continuer',
  'play.dieLabel': 'Dé {die} : {action}',
  'play.gameLog': 'Journal de la partie',
  // ═══ end of play ═══

  // ═══ store ═══ notices and refusals from src/store (undo, saves, two tabs)
  // (keys 'store.…'; add new keys just above the end marker of this section)
  'store.notASetup': 'Ceci n’est pas une mise en place de partie.',
  'store.botsRefused': 'Les robots sont refusés : {problem}',
  'store.couldNotStart': 'La partie n’a pas pu commencer : {problem}',
  'store.barrierTurnPassed': 'le tour est passé à {titan}',
  'store.barrierRolled': 'les dés ont été lancés',
  'store.barrierCardDrawn': 'une carte a été piochée',
  'store.barrierShuffled': 'la pioche a été mélangée',
  'store.barrierRerolled': 'le dé a été relancé sur le pentacle',
  'store.barrierOver': 'la partie est finie',
  'store.barrierDecision': 'le joueur de {titan} a pris une décision',
  'store.barrierAsked': 'on a demandé au joueur de {titan} s’il réagissait',
  'store.saveSetupRefused': 'La mise en place de la sauvegarde est refusée : {problem}',
  'store.saveDoesNotReplay': 'La sauvegarde ne se rejoue pas : l’action {n} ({type}) est refusée — {problem}',
  'store.actNothing': 'rien',
  'store.actRoll': 'le lancer',
  'store.actChooseDie': 'le choix du dé',
  'store.actMove': 'le déplacement',
  'store.actAbility': 'le pouvoir',
  'store.actCard': 'la carte jouée',
  'store.actDiscard': 'la défausse',
  'store.actReroll': 'la relance sur le pentacle',
  'store.actDecision': 'la décision',
  'store.actEndTurn': 'la fin du tour',
  'store.actEnter': 'l’entrée en {space}',
  'store.saveTooLarge':
    'Ce fichier est trop gros pour être une sauvegarde de Titan Race ({size} ; une sauvegarde fait au plus {max}).',
  'store.saveNotJson': 'Ce fichier n’est pas une sauvegarde de Titan Race : ce n’est pas du JSON valide.',
  'store.saveNotASave': 'Ce fichier n’est pas une sauvegarde de Titan Race.',
  'store.saveUnknownFormat': 'Ce fichier n’est pas une sauvegarde de Titan Race (format inconnu).',
  'store.saveNewer':
    'Cette sauvegarde vient d’une version plus récente de Titan Race : mettez l’application à jour pour l’ouvrir.',
  'store.saveNoVersion': 'La sauvegarde est abîmée : sa version de fichier manque ou est inconnue.',
  'store.saveNoRules': 'La sauvegarde est abîmée : sa version des règles manque.',
  'store.saveNoSetup': 'La sauvegarde est abîmée : sa mise en place manque.',
  'store.saveNoActions': 'La sauvegarde est abîmée : sa liste d’actions manque.',
  'store.saveTooManyActions': 'La sauvegarde est abîmée : elle a plus de {max} actions.',
  'store.saveNotAnAction': 'La sauvegarde est abîmée : l’action {n} n’est pas une action.',
  'store.saveBadNames': 'La sauvegarde est abîmée : les noms des joueurs ne sont pas une liste de noms.',
  'store.saveDamaged': 'La sauvegarde est abîmée : {problem}',
  'store.saveOlderRules':
    'Cette partie a été jouée avec la version {rules} des règles ; ce Titan Race joue la version {current} (le tirage des dés et le pentacle ont changé), elle ne peut donc pas être rejouée.',
  'store.saveOtherRules':
    'Cette partie a été jouée avec la version {rules} des règles ; ce Titan Race joue la version {current}, elle ne peut donc pas être rejouée.',
  'store.botsNotAMap': 'les places des robots ne sont pas une table de Titans et de niveaux.',
  'store.botsNotATitan': 'la place de robot « {titan} » n’est pas un Titan de cette partie.',
  'store.botsBadLevel': 'le niveau de robot « {level} » de {titan} n’est pas {levels}.',
  'store.thisGame': 'cette partie',
  'store.earlierGame': 'une partie précédente de cet onglet',
  'store.notSaved': '{message} ({what} n’a pas été enregistrée)',
  'store.stillOpen': 'Elle reste ouverte dans cet onglet : exportez-la pour la garder.',
  'store.autosaveNotMoved':
    'La partie enregistrée automatiquement par une version précédente n’a pas encore pu rejoindre vos parties enregistrées : {problem}',
  'store.damaged': 'elle est abîmée',
  'store.cannotOpen': 'Cette partie ne peut pas être ouverte : {problem}',
  'store.noGame': 'Aucune partie en cours.',
  'store.nothingToUndo': 'Il n’y a encore rien à annuler.',
  'store.undone': 'Annulé : {action}.',
  'store.importRefused': 'Chargement refusé : {problem} La partie en cours est conservée.',
  'store.imported': 'Partie chargée : elle est maintenant dans vos parties enregistrées.',
  'store.couldNotRead': 'Cette partie n’a pas pu être lue : {problem}',
  'store.notInLibrary':
    'Cette partie n’est pas dans les parties enregistrées de ce navigateur : elle a peut-être été supprimée dans un autre onglet.',
  'store.otherTabPlayedOn': 'Un autre onglet a continué cette partie : elle est affichée ici.',
  'store.game': 'Partie',
  'store.otherTabName': '{name} (autre onglet)',
  'store.otherTabDiverged':
    'Un autre onglet a joué cette partie autrement. Les deux sont gardées : celle-ci est enregistrée sous « {name} ».',
  'store.otherTabDeleted':
    'Un autre onglet a supprimé cette partie. Elle reste ouverte ici : continuer à jouer l’enregistre de nouveau.',
  'store.otherTabChanged': 'Un autre onglet a modifié cette partie : elle est affichée ici.',
  'store.settingsNotSaved':
    'Les réglages n’ont pas pu être enregistrés dans ce navigateur : ils valent jusqu’à la fermeture de cet onglet.',
  'store.undoOnlyBots':
    'Impossible d’annuler : seuls des robots ont joué depuis le dernier point où l’annulation s’arrête.',
  'store.undoBarrier': 'Impossible d’annuler : {reason}.',
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
};
