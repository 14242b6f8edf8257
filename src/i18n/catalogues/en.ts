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
  // ═══ end of home ═══

  // ═══ app ═══ install / offline / update prompt, sound and dice settings
  // (keys 'app.…'; add new keys just above the end marker of this section)
  // ═══ end of app ═══

  // ═══ setup ═══ the setup screen
  // (keys 'setup.…'; add new keys just above the end marker of this section)
  // ═══ end of setup ═══

  // ═══ play ═══ play screen, turn panel, prompts, hand-off, win screen, board labels, guide
  // (keys 'play.…'; add new keys just above the end marker of this section)
  // ═══ end of play ═══

  // ═══ store ═══ notices and refusals from src/store (undo, saves, two tabs)
  // (keys 'store.…'; add new keys just above the end marker of this section)
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
