// Presentation tables: names, colours, icons and rule texts shown to players.
// Pure display data — no rule is decided here (the engine decides everything).
import {
  CIRCUIT_IDS,
  type CardId,
  type Dir,
  type Element,
  type Face,
  type TitanId,
  type CircuitId,
} from '../engine/types';
import { STANDARD_CIRCUITS } from '../engine/circuits';
import { TITAN_COLOUR } from '../engine/data';
import { t, type MessageKey } from '../i18n';

/**
 * `fixed` plus, for each text field, a getter that reads its message at the time it is read (so the
 * tables keep their shapes — TITANS.grinder.name is still a string — and follow a change of language).
 */
function withTexts<T, K extends keyof T>(fixed: Omit<T, K>, texts: Record<K, MessageKey>): T {
  const out = { ...fixed } as T;
  for (const [field, key] of Object.entries(texts) as [string, MessageKey][])
    Object.defineProperty(out, field, { get: () => t(key), enumerable: true });
  return out;
}

export interface TitanMeta {
  name: string;
  rider: string;
  /** The Titan's own die colour: the engine's TITAN_COLOUR (R10), never re-declared here. */
  face: Face;
  colour: string;
  /** Text colour readable on `colour`. */
  ink: string;
  /**
   * Two letters, none of them a die's letter (Y, R, G, B, Br, P; in French R, B, Ve, J, M, Vi): a token
   * never reads as a die.
   */
  initial: string;
  ability: string;
  abilityName: string;
}

type TitanText = 'name' | 'rider' | 'ability' | 'abilityName';

export const TITANS: Record<TitanId, TitanMeta> = {
  rassik: withTexts<TitanMeta, TitanText>(
    { face: TITAN_COLOUR.rassik, colour: '#e6b800', ink: '#1b1b1b', initial: 'Rs' },
    {
      name: 'common.titanRassik',
      rider: 'common.riderRassik',
      abilityName: 'common.abilityNameRassik',
      ability: 'common.abilityRassik',
    },
  ),
  grinder: withTexts<TitanMeta, TitanText>(
    { face: TITAN_COLOUR.grinder, colour: '#d0312d', ink: '#ffffff', initial: 'Gr' },
    {
      name: 'common.titanGrinder',
      rider: 'common.riderGrinder',
      abilityName: 'common.abilityNameGrinder',
      ability: 'common.abilityGrinder',
    },
  ),
  craken: withTexts<TitanMeta, TitanText>(
    { face: TITAN_COLOUR.craken, colour: '#1f6fd1', ink: '#ffffff', initial: 'Cr' },
    {
      name: 'common.titanCraken',
      rider: 'common.riderCraken',
      abilityName: 'common.abilityNameCraken',
      ability: 'common.abilityCraken',
    },
  ),
  slaugg: withTexts<TitanMeta, TitanText>(
    { face: TITAN_COLOUR.slaugg, colour: '#21793a', ink: '#ffffff', initial: 'Sl' },
    {
      name: 'common.titanSlaugg',
      rider: 'common.riderSlaugg',
      abilityName: 'common.abilityNameSlaugg',
      ability: 'common.abilitySlaugg',
    },
  ),
  ragnarok: withTexts<TitanMeta, TitanText>(
    { face: TITAN_COLOUR.ragnarok, colour: '#8a5a2b', ink: '#ffffff', initial: 'Ra' },
    {
      name: 'common.titanRagnarok',
      rider: 'common.riderRagnarok',
      abilityName: 'common.abilityNameRagnarok',
      ability: 'common.abilityRagnarok',
    },
  ),
  chtoolhoo: withTexts<TitanMeta, TitanText>(
    { face: TITAN_COLOUR.chtoolhoo, colour: '#7b3fb5', ink: '#ffffff', initial: 'Ch' },
    {
      name: 'common.titanChtoolhoo',
      rider: 'common.riderChtoolhoo',
      abilityName: 'common.abilityNameChtoolhoo',
      ability: 'common.abilityChtoolhoo',
    },
  ),
};

/** A Titan's name in the current language. */
export function titanName(id: TitanId): string {
  return TITANS[id]?.name ?? id;
}

export interface FaceMeta {
  label: string;
  letter: string;
  colour: string;
  ink: string;
  action: string;
}

type FaceText = 'label' | 'action' | 'letter';

export const FACE_META: Record<Face, FaceMeta> = {
  red: withTexts<FaceMeta, FaceText>(
    { colour: '#d0312d', ink: '#fff' },
    { label: 'common.faceRed', action: 'common.actionRed', letter: 'flow.letterRed' },
  ),
  blue: withTexts<FaceMeta, FaceText>(
    { colour: '#1f6fd1', ink: '#fff' },
    { label: 'common.faceBlue', action: 'common.actionBlue', letter: 'flow.letterBlue' },
  ),
  green: withTexts<FaceMeta, FaceText>(
    { colour: '#21793a', ink: '#fff' },
    { label: 'common.faceGreen', action: 'common.actionGreen', letter: 'flow.letterGreen' },
  ),
  yellow: withTexts<FaceMeta, FaceText>(
    { colour: '#e6b800', ink: '#1b1b1b' },
    { label: 'common.faceYellow', action: 'common.actionYellow', letter: 'flow.letterYellow' },
  ),
  brown: withTexts<FaceMeta, FaceText>(
    { colour: '#8a5a2b', ink: '#fff' },
    { label: 'common.faceBrown', action: 'common.actionBrown', letter: 'flow.letterBrown' },
  ),
  purple: withTexts<FaceMeta, FaceText>(
    { colour: '#7b3fb5', ink: '#fff' },
    { label: 'common.facePurple', action: 'common.actionPurple', letter: 'flow.letterPurple' },
  ),
};

export interface ElementMeta {
  label: string;
  short: string;
  fill: string;
  description: string;
}

type ElementText = 'label' | 'description';

export const ELEMENT_META: Record<Element, ElementMeta> = {
  bonus: withTexts<ElementMeta, ElementText>(
    { short: 'Bo', fill: '#fff2a8' },
    { label: 'common.spaceBonus', description: 'common.spaceBonusText' },
  ),
  lava: withTexts<ElementMeta, ElementText>(
    { short: 'La', fill: '#ffb199' },
    { label: 'common.spaceLava', description: 'common.spaceLavaText' },
  ),
  pirates: withTexts<ElementMeta, ElementText>(
    { short: 'Pi', fill: '#b9d9d3' },
    { label: 'common.spacePirates', description: 'common.spacePiratesText' },
  ),
  fireStatue: withTexts<ElementMeta, ElementText>(
    { short: 'Fs', fill: '#ffcf8a' },
    { label: 'common.spaceFireStatue', description: 'common.spaceFireStatueText' },
  ),
  ice: withTexts<ElementMeta, ElementText>(
    { short: 'Ic', fill: '#d4f0ff' },
    { label: 'common.spaceIce', description: 'common.spaceIceText' },
  ),
  pentacle: withTexts<ElementMeta, ElementText>(
    { short: 'Pe', fill: '#e3d1f5' },
    { label: 'common.spacePentacle', description: 'common.spacePentacleText' },
  ),
  multiRamp: withTexts<ElementMeta, ElementText>(
    { short: 'Mr', fill: '#d9d9d9' },
    { label: 'common.spaceMultiRamp', description: 'common.spaceMultiRampText' },
  ),
  superRampL: withTexts<ElementMeta, ElementText>(
    { short: 'Sl', fill: '#c9c9c9' },
    { label: 'common.spaceSuperRampL', description: 'common.spaceSuperRampLText' },
  ),
  superRampR: withTexts<ElementMeta, ElementText>(
    { short: 'Sr', fill: '#c9c9c9' },
    { label: 'common.spaceSuperRampR', description: 'common.spaceSuperRampRText' },
  ),
};

export interface CardMeta {
  name: string;
  /** When it is played (a code: compare with it); `whenLabel` says it in words. */
  when: 'own turn' | 'reaction';
  whenLabel: string;
  text: string;
}

type CardText = 'name' | 'text' | 'whenLabel';

const card = (when: CardMeta['when'], name: MessageKey, text: MessageKey): CardMeta =>
  withTexts<CardMeta, CardText>(
    { when },
    { name, text, whenLabel: when === 'reaction' ? 'common.cardReaction' : 'common.cardOwnTurn' },
  );

export const CARD_META: Record<CardId, CardMeta> = {
  tribalTrap: card('own turn', 'common.cardTribalTrap', 'common.cardTribalTrapText'),
  swiftnessPotion: card('own turn', 'common.cardSwiftnessPotion', 'common.cardSwiftnessPotionText'),
  shield: card('reaction', 'common.cardShield', 'common.cardShieldText'),
  fireBomb: card('own turn', 'common.cardFireBomb', 'common.cardFireBombText'),
  thunderbolt: card('own turn', 'common.cardThunderbolt', 'common.cardThunderboltText'),
  mimicry: card('own turn', 'common.cardMimicry', 'common.cardMimicryText'),
  elixir: card('own turn', 'common.cardElixir', 'common.cardElixirText'),
  leapfrog: card('own turn', 'common.cardLeapfrog', 'common.cardLeapfrogText'),
  repel: card('own turn', 'common.cardRepel', 'common.cardRepelText'),
  quake: card('own turn', 'common.cardQuake', 'common.cardQuakeText'),
};

export function cardName(c: CardId, names?: Partial<Record<CardId, string>>): string {
  return names?.[c] ?? CARD_META[c]?.name ?? c;
}

const DIR_KEYS: Record<Dir, MessageKey> = {
  S: 'common.dirS',
  L: 'common.dirL',
  R: 'common.dirR',
  BS: 'common.dirBS',
  BL: 'common.dirBL',
  BR: 'common.dirBR',
};

/** Direction words (read at the time: they follow the language). */
export const DIR_LABEL = {} as Record<Dir, string>;
for (const [d, key] of Object.entries(DIR_KEYS))
  Object.defineProperty(DIR_LABEL, d, { get: () => t(key), enumerable: true });

export const DIR_ARROW: Record<Dir, string> = { S: '↑', L: '↖', R: '↗', BS: '↓', BL: '↙', BR: '↘' };

const CIRCUIT_KEYS: Record<CircuitId, MessageKey> = {
  kaldheira: 'common.circuitKaldheira',
  deadMansLagoon: 'common.circuitDeadMansLagoon',
  banKog: 'common.circuitBanKog',
  moltenchest: 'common.circuitMoltenchest',
  anglieh: 'common.circuitAnglieh',
  estengaard: 'common.circuitEstengaard',
};

/** The standard circuits' names (read at the time: they follow the language). */
export const CIRCUIT_NAMES = {} as Record<CircuitId, string>;
for (const [id, key] of Object.entries(CIRCUIT_KEYS))
  Object.defineProperty(CIRCUIT_NAMES, id, { get: () => t(key), enumerable: true });

/**
 * A circuit's name as the lab shows it: a standard circuit's engine name — the one a search, a report or
 * a copy's parent stores (English) — in the current language from the catalogue; any other as it is.
 * (The French lab said "par rapport à Kaldheira — the pools of doom" in Suggest's undo line.)
 */
export function shownCircuitName(name: string): string {
  const id = CIRCUIT_IDS.find((c) => STANDARD_CIRCUITS[c].name === name);
  return id ? CIRCUIT_NAMES[id] : name;
}
