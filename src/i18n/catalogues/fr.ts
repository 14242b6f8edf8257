// Français. Names follow the French edition (Funforge) where known.
import type { Catalogue, MessageKey } from '../index';

/** Keys meant to read the same as in English (names of the game, symbols). */
export const untranslated: MessageKey[] = [
  'home.title',
  // ═══ common ═══ The Titans and their riders are the game's proper names. The French edition's names of
  // the cards and circuits are not in our sources (docs/i18n.md): English until someone checks a French box.
  'common.titanRassik',
  'common.titanGrinder',
  'common.titanCraken',
  'common.titanSlaugg',
  'common.titanRagnarok',
  'common.titanChtoolhoo',
  'common.riderRassik',
  'common.riderGrinder',
  'common.riderSlaugg',
  'common.riderRagnarok',
  'common.riderChtoolhoo',
  'common.abilityNameChtoolhoo',
  'common.spaceBonus',
  'common.spacePirates',
  'common.spacePentacle',
  'common.cardTribalTrap',
  'common.cardSwiftnessPotion',
  'common.cardShield',
  'common.cardFireBomb',
  'common.cardThunderbolt',
  'common.cardMimicry',
  'common.cardElixir',
  'common.cardLeapfrog',
  'common.cardRepel',
  'common.cardQuake',
  'common.circuitKaldheira',
  'common.circuitDeadMansLagoon',
  'common.circuitBanKog',
  'common.circuitMoltenchest',
  'common.circuitAnglieh',
  'common.circuitEstengaard',
  // ═══ end of common ═══
];

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
  'common.titanRassik': 'Rassïk',
  'common.titanGrinder': 'Grinder',
  'common.titanCraken': 'Craken',
  'common.titanSlaugg': 'Slaugg',
  'common.titanRagnarok': 'Ragnarok',
  'common.titanChtoolhoo': 'Chtoolhoo',
  'common.riderRassik': 'Salah',
  'common.riderGrinder': "She'ena",
  'common.riderCraken': 'Capitaine Brazlix',
  'common.riderSlaugg': 'Lord Greed',
  'common.riderRagnarok': 'Olaf',
  'common.riderChtoolhoo': "Ftag'hn",
  'common.abilityNameRassik': 'Appel d’élan',
  'common.abilityRassik':
    'Si un Titan se trouve sur l’une des trois cases derrière Rassïk, il prend appui dessus et fait 1 pas tout droit ou en diagonale vers l’avant (un pas ordinaire : il pousse, les cases agissent).',
  'common.abilityNameGrinder': 'Poser un piège',
  'common.abilityGrinder':
    'Placez un piège sur une case adjacente (un Titan qui s’y trouve le déclenche aussitôt et perd 1 Vie).',
  'common.abilityNameCraken': 'Échange',
  'common.abilityCraken':
    'Échangez votre place avec un Titan adjacent. Aucun des deux n’est poussé ; les cases agissent sur les deux à l’arrivée.',
  'common.abilityNameSlaugg': 'Souffle',
  'common.abilitySlaugg':
    'Infligez 1 dégât à chacune des trois cases devant Slaugg (les Titans perdent 1 Vie, les pièges sont détruits).',
  'common.abilityNameRagnarok': 'Bourrade',
  'common.abilityRagnarok':
    'Déplacez un Titan adjacent d’un pas dans l’une des six directions (un pas ordinaire de ce Titan : il pousse, les cases agissent).',
  'common.abilityNameChtoolhoo': 'Drain',
  'common.abilityChtoolhoo':
    'Infligez 1 dégât à un Titan adjacent, puis gagnez 1 Vie. Interdit quand votre Vie est au maximum.',
  'common.faceRed': 'Rouge',
  'common.actionRed':
    '1 pas tout droit ; avant ou après, vous pouvez placer un piège sur l’une des trois cases derrière vous.',
  'common.faceBlue': 'Bleu',
  'common.actionBlue': '1 pas tout droit et 1 pas en diagonale vers l’avant, dans l’ordre de votre choix.',
  'common.faceGreen': 'Vert',
  'common.actionGreen':
    '2 pas en diagonale, du même côté ; avant ou après, vous pouvez infliger 1 dégât à l’une des trois cases devant vous.',
  'common.faceYellow': 'Jaune',
  'common.actionYellow': '2 pas tout droit.',
  'common.faceBrown': 'Marron',
  'common.actionBrown': '3 pas en diagonale, du même côté.',
  'common.facePurple': 'Violet',
  'common.actionPurple':
    'Copiez n’importe quelle autre face ; perdez 1 Vie avant ou après son déplacement (Chtoolhoo ne paie rien).',
  'common.spaceBonus': 'bonus',
  'common.spaceBonusText':
    'Case bonus : un Titan qui y entre pioche une carte Bonus s’il en a moins de deux.',
  'common.spaceLava': 'lave',
  'common.spaceLavaText': 'Lave : y entrer, de quelque façon que ce soit, coûte 1 Vie.',
  'common.spacePirates': 'pirates',
  'common.spacePiratesText':
    'Pirates : quand un Titan y entre, son joueur défausse une carte Bonus ou perd 1 Vie.',
  'common.spaceFireStatue': 'statue de feu',
  'common.spaceFireStatueText':
    'Statue de feu : y entrer déclenche une déflagration sur les six cases adjacentes (les Titans perdent 1 Vie, les pièges sont détruits).',
  'common.spaceIce': 'glace',
  'common.spaceIceText':
    'Glace : un Titan qui y entre continue de glisser dans la même direction jusqu’à une case qui n’est pas de la glace.',
  'common.spacePentacle': 'pentacle',
  'common.spacePentacleText':
    'Pentacle : quand l’action de votre dé se termine ici, vous pouvez — plus tard dans le tour, tant que vous y êtes encore — payer 1 Vie pour relancer ce dé et jouer la nouvelle face (et recommencer si elle se termine ici aussi). Utilisez d’abord votre pouvoir et votre carte : après une relance, ni l’un ni l’autre n’est permis.',
  'common.spaceMultiRamp': 'multi-tremplin',
  'common.spaceMultiRampText':
    'Multi-tremplin : un pas de votre propre déplacement vers l’avant depuis cette case saute 1 case.',
  'common.spaceSuperRampL': 'super-tremplin gauche',
  'common.spaceSuperRampLText':
    'Super-tremplin (vers la gauche) : un pas de votre propre déplacement en diagonale à gauche depuis cette case saute 2 cases.',
  'common.spaceSuperRampR': 'super-tremplin droit',
  'common.spaceSuperRampRText':
    'Super-tremplin (vers la droite) : un pas de votre propre déplacement en diagonale à droite depuis cette case saute 2 cases.',
  'common.cardOwnTurn': 'à votre tour',
  'common.cardReaction': 'réaction',
  'common.cardTribalTrap': 'Tribal Trap',
  'common.cardTribalTrapText': 'Placez un piège sur une case adjacente.',
  'common.cardSwiftnessPotion': 'Swiftness Potion',
  'common.cardSwiftnessPotionText': 'Faites 1 pas tout droit ou en diagonale vers l’avant.',
  'common.cardShield': 'Shield',
  'common.cardShieldText':
    'Quand votre Titan devrait perdre 1 Vie à cause d’un dégât, il ne la perd pas (la Vie payée pour le violet ou le pentacle n’est pas un dégât).',
  'common.cardFireBomb': 'Fire Bomb',
  'common.cardFireBombText': 'Infligez 1 dégât à chacune des six cases adjacentes.',
  'common.cardThunderbolt': 'Thunderbolt',
  'common.cardThunderboltText': 'Un Titan n’importe où sur votre plateau perd 1 Vie.',
  'common.cardMimicry': 'Mimicry',
  'common.cardMimicryText': 'Utilisez le pouvoir d’un Titan adjacent comme si c’était le vôtre.',
  'common.cardElixir': 'Elixir',
  'common.cardElixirText': 'Gagnez 2 Vies.',
  'common.cardLeapfrog': 'Leapfrog',
  'common.cardLeapfrogText': 'Sautez par-dessus un Titan sur une case devant vous, jusqu’à la case suivante.',
  'common.cardRepel': 'Repel',
  'common.cardRepelText': 'Déplacez un Titan adjacent d’1 pas vers l’arrière.',
  'common.cardQuake': 'Quake',
  'common.cardQuakeText': 'Infligez 1 dégât à chacune des trois cases derrière vous.',
  'common.dirS': 'tout droit',
  'common.dirL': 'en diagonale avant gauche',
  'common.dirR': 'en diagonale avant droite',
  'common.dirBS': 'tout droit en arrière',
  'common.dirBL': 'en diagonale arrière gauche',
  'common.dirBR': 'en diagonale arrière droite',
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
    'Une course de Titans autour d’un seul écran : poussez, piégez et foudroyez jusqu’à la ligne d’arrivée.',
  'home.newGame': 'Nouvelle partie',
  'home.backToGame': 'Revenir à la partie',
  'home.rules': 'Règles',
  'home.savedGames': 'Parties enregistrées',
  'home.editor': 'Éditeur de circuits',
  'home.lab': 'Laboratoire de test',
  'home.savedGameFallback': 'Partie enregistrée',
  'home.today': 'aujourd’hui à {time}',
  'home.wonAfter': { one: '{titan} a gagné après {n} manche', other: '{titan} a gagné après {n} manches' },
  'home.finished': 'Terminée',
  'home.roundLeader': 'Manche {round} · {titan} mène',
  'home.roundNobody': 'Manche {round} · personne encore sur le plateau',
  'home.savedWhen': 'enregistrée {when}',
  'home.renameFailed': '« {name} » n’a pas pu être renommée : {reason}',
  'home.deleteFailed': '« {name} » n’a pas pu être supprimée : {reason}',
  'home.name': 'Nom',
  'home.saveName': 'Enregistrer le nom',
  'home.cannotOpen': 'Impossible à ouvrir : {reason}',
  'home.resume': 'Reprendre',
  'home.resumeLabel': 'Reprendre {name}',
  'home.seeEnd': 'Voir la fin',
  'home.rename': 'Renommer',
  'home.renameLabel': 'Renommer {name}',
  'home.export': 'Exporter',
  'home.exportLabel': 'Exporter {name}',
  'home.delete': 'Supprimer',
  'home.deleteLabel': 'Supprimer {name}',
  'home.deleteForGood': 'Supprimer définitivement',
  'home.keepIt': 'La garder',
  'home.readingSaved': 'Lecture de vos parties enregistrées…',
  'home.savedUnreadable': 'Vos parties enregistrées ne peuvent pas être lues : {reason}',
  'home.noSaved':
    'Aucune partie enregistrée pour l’instant : chaque partie que vous commencez est gardée ici.',
  'home.whereGame': 'la partie',
  'home.whereEditor': 'l’éditeur',
  'home.whereLab': 'le laboratoire',
  'home.loadingLab': 'Chargement du laboratoire…',
  'home.loadingEditor': 'Chargement de l’éditeur…',
  'home.crashTitle': 'Un problème est survenu dans {where}',
  'home.crashText': 'Cette page n’a pas pu s’afficher ({reason}). Vos parties enregistrées sont conservées.',
  'home.crashUnexpected': 'une erreur inattendue',
  'home.crashHome': 'Retour à l’accueil',
  'home.crashExport': 'Exporter cette partie',
  'home.crashRetry': 'Réessayer',
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
  'log.join': ' ; ',
  'log.chainJoin': ', ',
  'log.listAnd': '{list} et {last}',
  'log.theStart': 'le départ',
  'log.firstPlayer': 'Tirage du premier joueur : {rolls} — {titan} joue en premier',
  'log.diceRolled': '{titan} lance tous les dés : {faces}',
  'log.diceRerolled': '{titan}, dernier du tour, relance tous les dés — chaque dé revient : {faces}',
  'log.dieChosen': '{titan} prend le dé {face}',
  'log.gainOwnColour': {
    one: '{titan} gagne {n} Vie pour sa propre couleur ({life} maintenant)',
    other: '{titan} gagne {n} Vies pour sa propre couleur ({life} maintenant)',
  },
  'log.recoversTo': { one: '{titan} revient à {n} Vie', other: '{titan} revient à {n} Vies' },
  'log.gain': {
    one: '{titan} gagne {n} Vie ({life} maintenant)',
    other: '{titan} gagne {n} Vies ({life} maintenant)',
  },
  'log.enter': '{titan} entre sur le plateau en {to}',
  'log.step': '{titan} avance de {from} à {to}',
  'log.push': '{by} pousse {titan} de {from} à {to}',
  'log.pushChained': 'qui pousse {titan} de {from} à {to}',
  'log.pushNoPusher': 'une poussée déplace {titan} de {from} à {to}',
  'log.slide': '{titan} glisse sur la glace de {from} à {to}',
  'log.jump': '{titan} saute de {from} à {to}',
  'log.swap': '{titan} échange sa place avec {other} ({from} ↔ {to})',
  'log.swapped': '{titan} est échangé de {from} à {to}',
  'log.movedBy': '{by} déplace {titan} de {from} à {to}',
  'log.moved': '{titan} se déplace de {from} à {to}',
  'log.lap': '{titan} entame le tour {lap}',
  'log.lapStrip': '{titan} entame le tour {lap} du parcours',
  'log.payPentacle': {
    one: '{titan} paie {n} Vie pour relancer son dé sur le pentacle (reste {life})',
    other: '{titan} paie {n} Vies pour relancer son dé sur le pentacle (reste {life})',
  },
  'log.lostPush': {
    one: '{titan} perd {n} Vie (reste {life})',
    other: '{titan} perd {n} Vies (reste {life})',
  },
  'log.lostTrap': {
    one: '{titan} perd {n} Vie à cause d’un piège (reste {life})',
    other: '{titan} perd {n} Vies à cause d’un piège (reste {life})',
  },
  'log.lostLava': {
    one: '{titan} perd {n} Vie dans la lave (reste {life})',
    other: '{titan} perd {n} Vies dans la lave (reste {life})',
  },
  'log.lostPirates': {
    one: '{titan} perd {n} Vie face aux pirates (reste {life})',
    other: '{titan} perd {n} Vies face aux pirates (reste {life})',
  },
  'log.lostFire': {
    one: '{titan} perd {n} Vie dans la déflagration d’une statue de feu (reste {life})',
    other: '{titan} perd {n} Vies dans la déflagration d’une statue de feu (reste {life})',
  },
  'log.lostStrike': {
    one: '{titan} perd {n} Vie sous une frappe (reste {life})',
    other: '{titan} perd {n} Vies sous une frappe (reste {life})',
  },
  'log.lostAbility': {
    one: '{titan} perd {n} Vie à cause d’un pouvoir (reste {life})',
    other: '{titan} perd {n} Vies à cause d’un pouvoir (reste {life})',
  },
  'log.lostCard': {
    one: '{titan} perd {n} Vie à cause d’une carte (reste {life})',
    other: '{titan} perd {n} Vies à cause d’une carte (reste {life})',
  },
  'log.lostPurple': {
    one: '{titan} perd {n} Vie pour payer le dé violet (reste {life})',
    other: '{titan} perd {n} Vies pour payer le dé violet (reste {life})',
  },
  'log.lostPentacle': {
    one: '{titan} perd {n} Vie pour relancer sur le pentacle (reste {life})',
    other: '{titan} perd {n} Vies pour relancer sur le pentacle (reste {life})',
  },
  'log.shielded': 'le Bouclier de {titan} empêche la perte',
  'log.knockedOut': '{titan} est assommé !',
  'log.passed': '{titan} est assommé et passe son tour',
  'log.recovered': { one: '{titan} se relève avec {n} Vie', other: '{titan} se relève avec {n} Vies' },
  'log.trapPlaced': '{titan} place un piège en {space}',
  'log.trapSprung': '{titan} déclenche le piège en {space}',
  'log.trapSprungEmpty': 'le piège en {space} se déclenche',
  'log.trapDestroyed': 'le piège en {space} est détruit',
  'log.struck': '{titan} frappe {spaces}',
  'log.blast': 'la statue de feu en {space} frappe ses voisines (activée par {titan})',
  'log.piratesDiscard': '{titan} paie les pirates avec {card}',
  'log.piratesCard': '{titan} paie les pirates avec une carte',
  'log.cardDrawn': '{titan} pioche une carte Bonus',
  'log.cardDiscarded': '{titan} défausse {card}',
  'log.cardPlayed': '{titan} joue {card}',
  'log.deckShuffled': {
    one: 'la défausse est mélangée en une nouvelle pioche ({n} carte)',
    other: 'la défausse est mélangée en une nouvelle pioche ({n} cartes)',
  },
  'log.abilityUsed': '{titan} utilise son pouvoir ({ability})',
  'log.abilityBorrowed': '{titan} utilise le pouvoir de {other} ({ability})',
  'log.pentacleReroll':
    'le dé montre maintenant {face} : {titan} joue son action {face} (ni pouvoir ni carte après une relance)',
  'log.extraFizzled': 'rien ne se passe en {space}',
  'log.turnEnded': '{titan} termine son tour',
  'log.turnStarted': 'Manche {round} — au tour de {titan}',
  'log.turnStartedNewRound':
    'Manche {round} — au tour de {titan} (nouvelle manche : les dés restants ne servent pas)',
  'log.won': '{titan} franchit la ligne d’arrivée et gagne !',
  'log.teamWon': '{titan} franchit la ligne d’arrivée ! L’équipe {team} gagne',
  'log.title': 'Journal de la partie',
  // ═══ end of log ═══

  // ═══ rules ═══ the rules reference
  // (keys 'rules.…'; add new keys just above the end marker of this section)
  'rules.title': 'Aide-mémoire des règles',
  'rules.colon': ' : ',
  'rules.goalTitle': 'But du jeu',
  'rules.goal':
    'Faites monter votre Titan le long du plateau. Sortir par le haut fait revenir par le bas et compte un tour ; le premier Titan à sortir par le haut lors de son dernier tour gagne (en équipe, toute son équipe gagne). Les colonnes bouclent aussi : un pas à gauche de A mène en F.',
  'rules.turnTitle': 'Un tour de jeu',
  'rules.turnDraft':
    'Le choix des dés : le premier Titan de la manche lance tous les dés (un par Titan) et en choisit un ; chaque Titan suivant en prend un dans la réserve tel qu’il est, sans lancer ; le dernier Titan de la manche relance tous les dés — celui resté dans la réserve et tous ceux posés sur les plateaux des Titans — et choisit parmi ce nouveau lancer. Les dés qu’il laisse ne servent pas : la manche suivante commence par un nouveau lancer.',
  'rules.turnFace': 'La face de votre dé est votre action. Votre propre couleur vous rend 1 Vie.',
  'rules.turnEnter': 'À votre premier tour, entrez d’abord en A1, C1 ou E1.',
  'rules.turnActions':
    'Dans l’ordre de votre choix : effectuez le déplacement du dé (obligatoire), utilisez votre pouvoir une fois, jouez ou défaussez une carte Bonus.',
  'rules.turnEnd': 'Terminez votre tour.',
  'rules.facesTitle': 'Faces des dés',
  'rules.pushTitle': 'Poussées et dégâts',
  'rules.push':
    'Avancer sur un Titan le pousse d’un pas dans la même direction (les poussées s’enchaînent). Chaque Titan poussé perd 1 Vie une seule fois par déplacement. À 0 Vie, un Titan est assommé (dessiné couché) : il passe son prochain tour, puis se relève avec toute sa Vie.',
  'rules.spacesTitle': 'Cases',
  'rules.trap': 'Piège : un Titan qui y entre perd 1 Vie ; le piège retourne dans la réserve.',
  'rules.titansTitle': 'Titans et pouvoirs',
  'rules.titanLine': '({face}, chevauché par {rider}) — {ability} : {text}',
  'rules.abilities':
    'Pouvoirs : une fois par tour, avant ou après le déplacement du dé, pas au premier tour, pas quand le Titan est assommé.',
  'rules.cardsTitle': 'Cartes Bonus',
  'rules.cards':
    'Vous en gardez deux au plus, cachées des autres. Jouez-en ou défaussez-en une à votre tour ; une réaction (Shield) se joue quand son déclencheur survient.',
  'rules.cardLine': '({when}) : {text}',
  // ═══ end of rules ═══

  // ═══ errors ═══ engine error codes (errors.<CODE>) and other errors shown to people
  // (keys 'errors.…'; add new keys just above the end marker of this section)
  'errors.notYourTurn': 'Ce n’est pas au tour de ce Titan.',
  'errors.illegalPath': 'Le dé ne déplace pas ainsi.',
  'errors.pendingDecision': 'Une décision est en attente : prenez-la d’abord.',
  'errors.gameOver': 'La course est terminée.',
  'errors.unknownAction': 'Ce n’est pas une action du jeu.',
  'errors.badAction': 'Cette action est incomplète ou impossible.',
  'errors.badTarget': 'Ce n’est pas une cible à portée.',
  'errors.badSpace': 'Cette case ne peut pas servir à cela.',
  'errors.badDie': 'Ce dé n’est pas dans la réserve.',
  'errors.wrongPhase': 'Pas maintenant : cela vient à un autre moment du tour.',
  'errors.notAllowed': 'Les règles ne le permettent pas maintenant.',
  'errors.badSetup': 'Cette mise en place ne peut pas être jouée.',
  'errors.badCircuit': 'Ce circuit ne peut pas être utilisé.',
  'errors.badScenario': 'Ce scénario est illisible.',
  'errors.badState': 'La partie est dans un état qui ne permet pas de continuer.',
  'errors.unknown': 'Le jeu a refusé cela.',
  'errors.spaces': 'Cases : {spaces}.',
  'errors.rule': '(règle {rule})',
  // ═══ end of errors ═══

  // ═══ lab ═══ the playtest lab
  // (keys 'lab.…'; add new keys just above the end marker of this section)
  // ═══ end of lab ═══

  // ═══ editor ═══ the circuit editor
  // (keys 'editor.…'; add new keys just above the end marker of this section)
  // ═══ end of editor ═══
};
