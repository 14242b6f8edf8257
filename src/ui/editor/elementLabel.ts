// The names of the circuit elements in the current language. The English names stay in
// src/editor/warnings.ts (ELEMENT_LABEL), which the English warning messages use.
import '../../i18n/editorMessages';
import type { Element } from '../../engine/types';
import { t } from '../../i18n';
import { ELEMENT_KEY } from '../../i18n/elementKeys';

/** An element's name as the editor and the lab show it. */
export function elementLabel(e: Element): string {
  return ELEMENT_KEY[e] ? t(ELEMENT_KEY[e]) : e;
}
