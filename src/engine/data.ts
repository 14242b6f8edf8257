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

// The hot path reads these two tables through switches: a keyed load with five or six different names
// (FACE_PATHS[face], TITAN_COLOUR[id]) goes megamorphic in V8, a hash lookup on every call (measured with
// callgrind). Same tables, same answers.
/** FACE_PATHS[face]. */
export function facePaths(face: Exclude<Face, 'purple'>): readonly (readonly Dir[])[] {
  switch (face) {
    case 'red':
      return FACE_PATHS.red;
    case 'blue':
      return FACE_PATHS.blue;
    case 'green':
      return FACE_PATHS.green;
    case 'yellow':
      return FACE_PATHS.yellow;
    case 'brown':
      return FACE_PATHS.brown;
  }
}

/** TITAN_COLOUR[id]: the die face of the Titan's own colour (R4.4). */
export function titanColour(id: TitanId): Face {
  switch (id) {
    case 'rassik':
      return TITAN_COLOUR.rassik;
    case 'grinder':
      return TITAN_COLOUR.grinder;
    case 'craken':
      return TITAN_COLOUR.craken;
    case 'slaugg':
      return TITAN_COLOUR.slaugg;
    case 'ragnarok':
      return TITAN_COLOUR.ragnarok;
    case 'chtoolhoo':
      return TITAN_COLOUR.chtoolhoo;
  }
}
