// Presentation tables: names, colours, icons and rule texts shown to players.
// Pure display data — no rule is decided here (the engine decides everything).
import type { CardId, Dir, Element, Face, TitanId, CircuitId } from '../engine/types';

export interface TitanMeta {
  name: string;
  rider: string;
  face: Face;
  colour: string;
  /** Text colour readable on `colour`. */
  ink: string;
  /** Two letters, none of them a die's letter (Y, R, G, B, Br, P): a token never reads as a die (issue 13). */
  initial: string;
  ability: string;
  abilityName: string;
}

export const TITANS: Record<TitanId, TitanMeta> = {
  rassik: {
    name: 'Rassïk',
    rider: 'Salah',
    face: 'yellow',
    colour: '#e6b800',
    ink: '#1b1b1b',
    initial: 'Rs',
    abilityName: 'Kick off',
    ability:
      'If a Titan stands on one of the three spaces behind Rassïk, he kicks off it and takes 1 step straight ahead or diagonally forward (an ordinary step: it pushes, space effects act).',
  },
  grinder: {
    name: 'Grinder',
    rider: "She'ena",
    face: 'red',
    colour: '#d0312d',
    ink: '#ffffff',
    initial: 'Gr',
    abilityName: 'Lay a trap',
    ability:
      'Place a trap on an adjacent space (a Titan standing there springs it at once and loses 1 Life).',
  },
  craken: {
    name: 'Craken',
    rider: 'Captain Brazlix',
    face: 'blue',
    colour: '#1f6fd1',
    ink: '#ffffff',
    initial: 'Cr',
    abilityName: 'Swap',
    ability: 'Swap places with an adjacent Titan. Neither is pushed; the spaces act on both on arrival.',
  },
  slaugg: {
    name: 'Slaugg',
    rider: 'Lord Greed',
    face: 'green',
    colour: '#21793a',
    ink: '#ffffff',
    initial: 'Sl',
    abilityName: 'Breath',
    ability:
      'Inflict 1 damage on each of the three spaces before Slaugg (Titans lose 1 Life, traps are destroyed).',
  },
  ragnarok: {
    name: 'Ragnarok',
    rider: 'Olaf',
    face: 'brown',
    colour: '#8a5a2b',
    ink: '#ffffff',
    initial: 'Ra',
    abilityName: 'Shove',
    ability:
      'Move an adjacent Titan one step in any of the six directions (an ordinary step of that Titan: it pushes, effects act).',
  },
  chtoolhoo: {
    name: 'Chtoolhoo',
    rider: "Ftag'hn",
    face: 'purple',
    colour: '#7b3fb5',
    ink: '#ffffff',
    initial: 'Ch',
    abilityName: 'Drain',
    ability: 'Inflict 1 damage on an adjacent Titan, then gain 1 Life. Not allowed at full Life.',
  },
};

export { titanName } from '../store/names';

export interface FaceMeta {
  label: string;
  letter: string;
  colour: string;
  ink: string;
  action: string;
}

export const FACE_META: Record<Face, FaceMeta> = {
  red: {
    label: 'Red',
    letter: 'R',
    colour: '#d0312d',
    ink: '#fff',
    action:
      '1 step straight ahead; before or after it you may place a trap on one of the three spaces behind you.',
  },
  blue: {
    label: 'Blue',
    letter: 'B',
    colour: '#1f6fd1',
    ink: '#fff',
    action: '1 step straight ahead and 1 step diagonally forward, in either order.',
  },
  green: {
    label: 'Green',
    letter: 'G',
    colour: '#21793a',
    ink: '#fff',
    action:
      '2 steps diagonally, same side; before or after you may inflict 1 damage on one of the three spaces before you.',
  },
  yellow: {
    label: 'Yellow',
    letter: 'Y',
    colour: '#e6b800',
    ink: '#1b1b1b',
    action: '2 steps straight ahead.',
  },
  brown: {
    label: 'Brown',
    letter: 'Br',
    colour: '#8a5a2b',
    ink: '#fff',
    action: '3 steps diagonally, same side.',
  },
  purple: {
    label: 'Purple',
    letter: 'P',
    colour: '#7b3fb5',
    ink: '#fff',
    action: 'Copy any other face; lose 1 Life before or after its move (Chtoolhoo pays nothing).',
  },
};

export interface ElementMeta {
  label: string;
  short: string;
  fill: string;
  description: string;
}

export const ELEMENT_META: Record<Element, ElementMeta> = {
  bonus: {
    label: 'bonus',
    short: 'Bo',
    fill: '#fff2a8',
    description: 'Bonus space: a Titan entering it draws a Bonus card if it holds fewer than two.',
  },
  lava: {
    label: 'lava',
    short: 'La',
    fill: '#ffb199',
    description: 'Lava: entering it, by any means, costs 1 Life.',
  },
  pirates: {
    label: 'pirates',
    short: 'Pi',
    fill: '#b9d9d3',
    description: "Pirates: entering it, the Titan's player discards a Bonus card or loses 1 Life.",
  },
  fireStatue: {
    label: 'fire statue',
    short: 'Fs',
    fill: '#ffcf8a',
    description:
      'Fire statue: entering it blasts the six adjacent spaces (Titans lose 1 Life, traps are destroyed).',
  },
  ice: {
    label: 'ice',
    short: 'Ic',
    fill: '#d4f0ff',
    description:
      'Ice: a Titan entering it keeps sliding the same way until it reaches a space that is not ice.',
  },
  pentacle: {
    label: 'pentacle',
    short: 'Pe',
    fill: '#e3d1f5',
    description:
      'Pentacle: when your die action ends here, you may — later that turn, while you still stand here — pay 1 Life to reroll that die and perform the new face (again if it ends here too). Use your ability and card first: after a reroll, neither is allowed.',
  },
  multiRamp: {
    label: 'multi-ramp',
    short: 'Mr',
    fill: '#d9d9d9',
    description: 'Multi-ramp: a step of your own move forward from here jumps over 1 space.',
  },
  superRampL: {
    label: 'super-ramp left',
    short: 'Sl',
    fill: '#c9c9c9',
    description:
      'Super-ramp (pointing left): a step of your own move diagonally left from here jumps over 2 spaces.',
  },
  superRampR: {
    label: 'super-ramp right',
    short: 'Sr',
    fill: '#c9c9c9',
    description:
      'Super-ramp (pointing right): a step of your own move diagonally right from here jumps over 2 spaces.',
  },
};

export interface CardMeta {
  name: string;
  when: 'own turn' | 'reaction';
  text: string;
}

export const CARD_META: Record<CardId, CardMeta> = {
  tribalTrap: { name: 'Tribal Trap', when: 'own turn', text: 'Place a trap on an adjacent space.' },
  swiftnessPotion: {
    name: 'Swiftness Potion',
    when: 'own turn',
    text: 'Take 1 step straight ahead or diagonally forward.',
  },
  shield: {
    name: 'Shield',
    when: 'reaction',
    text: 'When your Titan would lose 1 Life to damage, it does not (Life paid for purple or the pentacle is not damage).',
  },
  fireBomb: {
    name: 'Fire Bomb',
    when: 'own turn',
    text: 'Inflict 1 damage on each of the six adjacent spaces.',
  },
  thunderbolt: {
    name: 'Thunderbolt',
    when: 'own turn',
    text: 'One Titan anywhere on your board loses 1 Life.',
  },
  mimicry: {
    name: 'Mimicry',
    when: 'own turn',
    text: 'Use the ability of an adjacent Titan as if it were your own.',
  },
  elixir: { name: 'Elixir', when: 'own turn', text: 'Gain 2 Life.' },
  leapfrog: {
    name: 'Leapfrog',
    when: 'own turn',
    text: 'Jump over a Titan on a space before you to the space beyond.',
  },
  repel: { name: 'Repel', when: 'own turn', text: 'Move an adjacent Titan 1 step backwards.' },
  quake: {
    name: 'Quake',
    when: 'own turn',
    text: 'Inflict 1 damage on each of the three spaces behind you.',
  },
};

export function cardName(c: CardId, names?: Partial<Record<CardId, string>>): string {
  return names?.[c] ?? CARD_META[c]?.name ?? c;
}

export const DIR_LABEL: Record<Dir, string> = {
  S: 'straight ahead',
  L: 'diagonally forward-left',
  R: 'diagonally forward-right',
  BS: 'straight back',
  BL: 'diagonally back-left',
  BR: 'diagonally back-right',
};

export const DIR_ARROW: Record<Dir, string> = { S: '↑', L: '↖', R: '↗', BS: '↓', BL: '↙', BR: '↘' };

export const CIRCUIT_NAMES: Record<CircuitId, string> = {
  kaldheira: 'Kaldheira — the pools of doom',
  deadMansLagoon: "Dead Man's Lagoon",
  banKog: 'The ruins of Ban-Kog',
  moltenchest: 'Moltenchest — the forbidden foundry',
  anglieh: "Ang'lieh — the Eye of the Deep One",
  estengaard: 'The icy plains of Estengaard',
};
