// The names of the circuit elements in the current language. The English names stay in
// src/editor/warnings.ts (ELEMENT_LABEL), which the English warning messages use.
import '../../i18n/editorMessages';
import type { Element } from '../../engine/types';
import { t, type MessageKey } from '../../i18n';

const KEY: Record<Element, MessageKey> = {
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

/** An element's name as the editor and the lab show it. */
export function elementLabel(e: Element): string {
  return KEY[e] ? t(KEY[e]) : e;
}
