// The message keys of the circuit elements' names (src/i18n/parts/editorEn.ts): one table for the
// editor and the lab (elementLabel, in the reader's language) and for the words the lab and the CLI
// share (src/sim/suggest/words.ts, in any language). The English warning messages keep their own names
// (src/editor/warnings.ts, ELEMENT_LABEL).
import type { Element } from '../engine/types';
import type { MessageKey } from './index';

export const ELEMENT_KEY: Record<Element, MessageKey> = {
  bonus: 'editor.elementBonus',
  lava: 'editor.elementLava',
  pirates: 'editor.elementPirates',
  fireStatue: 'editor.elementFireStatue',
  ice: 'editor.elementIce',
  pentacle: 'editor.elementPentacle',
  multiRamp: 'editor.elementMultiRamp',
  superRampL: 'editor.elementSuperRampL',
  superRampR: 'editor.elementSuperRampR',
};
