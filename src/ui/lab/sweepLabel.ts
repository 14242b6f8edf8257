// A sweep's key in words for its axes and table: "Starting Life — Craken",
// "Lava on A3, B3 (0 = plain, 1 = painted)" instead of the raw "startLife.craken" or "paint.lava.A3+B3".
import { t } from '../../i18n';
import type { CardId, Element, TitanId } from '../../engine/types';
import { cardName, ELEMENT_META, TITANS } from '../meta';
import { SWEEP_KEY_TEXT, type LabSweepKey } from './explore';

export function sweepKeyLabel(key: string): string {
  const [head, a, b] = key.split('.');
  if (head === 'paint' && a) {
    const el = ELEMENT_META[a as Element]?.label ?? a;
    return t('lab.sweepPaintLabel', { element: el, spaces: (b ?? '').split('+').join(', ') });
  }
  const name = head in SWEEP_KEY_TEXT ? t(SWEEP_KEY_TEXT[head as LabSweepKey]) : head;
  if (head === 'startLife' && a) return `${name} — ${TITANS[a as TitanId]?.name ?? a}`;
  if (head === 'deck' && a) return `${name} — ${cardName(a as CardId)}`;
  return name;
}
