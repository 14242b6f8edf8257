// Game data as tables (R3, R4.1, R10, R11.3). Rules code reads these; designers change them via options.
import type { CardId, Dir, Face, TitanId } from './types';

/** Titan colours (R10; Chtoolhoo purple per the rulebook, the rest [house]). */
export const TITAN_COLOUR: Record<TitanId, Face> = {
  rassik: 'yellow',
  grinder: 'red',
  craken: 'blue',
  slaugg: 'green',
  ragnarok: 'brown',
  chtoolhoo: 'purple',
};

export const TITAN_NAME: Record<TitanId, string> = {
  rassik: 'Rassïk',
  grinder: 'Grinder',
  craken: 'Craken',
  slaugg: 'Slaugg',
  ragnarok: 'Ragnarok',
  chtoolhoo: 'Chtoolhoo',
};

export const TITAN_RIDER: Record<TitanId, string> = {
  rassik: 'Salah',
  grinder: "She'ena",
  craken: 'Captain Brazlix',
  slaugg: 'Lord Greed',
  ragnarok: 'Olaf',
  chtoolhoo: "Ftag'hn",
};

export const DEFAULT_MAX_LIFE = 6;
/** R3.2: Chtoolhoo starts at 4. */
export const DEFAULT_START_LIFE: Partial<Record<TitanId, number>> = { chtoolhoo: 4 };
export const DEFAULT_HAND_SIZE = 2;
export const DEFAULT_TRAPS = 15;
export const DEFAULT_LAPS = 3;

/** R4.1: the faces purple may copy. */
export const OTHER_FACES = ['red', 'blue', 'green', 'yellow', 'brown'] as const;

/** R4.1: the step sequences each face allows, as direction names. */
export const FACE_PATHS: Record<Exclude<Face, 'purple'>, readonly (readonly Dir[])[]> = {
  red: [['S']],
  blue: [
    ['S', 'L'],
    ['S', 'R'],
    ['L', 'S'],
    ['R', 'S'],
  ],
  green: [
    ['L', 'L'],
    ['R', 'R'],
  ],
  yellow: [['S', 'S']],
  brown: [
    ['L', 'L', 'L'],
    ['R', 'R', 'R'],
  ],
};

/** R11.3: the default deck, 13 cards. */
export const DEFAULT_DECK: Record<CardId, number> = {
  tribalTrap: 2,
  swiftnessPotion: 2,
  shield: 2,
  fireBomb: 1,
  thunderbolt: 1,
  mimicry: 1,
  elixir: 1,
  leapfrog: 1,
  repel: 1,
  quake: 1,
};

export const CARD_NAME: Record<CardId, string> = {
  tribalTrap: 'Tribal Trap',
  swiftnessPotion: 'Swiftness Potion',
  shield: 'Shield',
  fireBomb: 'Fire Bomb',
  thunderbolt: 'Thunderbolt',
  mimicry: 'Mimicry',
  elixir: 'Elixir',
  leapfrog: 'Leapfrog',
  repel: 'Repel',
  quake: 'Quake',
};

export const CARD_TEXT: Record<CardId, string> = {
  tribalTrap: 'Place a trap on an adjacent space.',
  swiftnessPotion: 'Take 1 step straight ahead or diagonally forward.',
  shield: 'Reaction: when your Titan would lose 1 Life, it does not.',
  fireBomb: 'Inflict 1 damage on each of the six adjacent spaces.',
  thunderbolt: 'One Titan anywhere on your board loses 1 Life.',
  mimicry: 'Use the ability of an adjacent Titan as if it were your own.',
  elixir: 'Gain 2 Life.',
  leapfrog: 'Jump over a Titan on a space before you to the space beyond.',
  repel: 'Move an adjacent Titan 1 step backwards.',
  quake: 'Inflict 1 damage on each of the three spaces behind you.',
};

export const ABILITY_TEXT: Record<TitanId, string> = {
  rassik: 'Kick off a Titan behind you: take 1 step straight ahead or diagonally forward.',
  grinder: 'Place a trap on an adjacent space.',
  craken: 'Swap places with an adjacent Titan.',
  slaugg: 'Inflict 1 damage on each of the three spaces before you.',
  ragnarok: 'Move an adjacent Titan one step in any direction.',
  chtoolhoo: 'Inflict 1 damage on an adjacent Titan, then gain 1 Life (not at full Life).',
};
