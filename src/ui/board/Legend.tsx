// The board's legend: an icon and a name for each element on it, the trap when there are traps, and
// the heat scale when a heatmap is drawn.
import { useMemo } from 'react';
import type { Element } from '../../engine/types';
import { ELEMENTS } from '../../engine/types';
import { ELEMENT_META } from '../meta';
import { ElementIcon, TrapIcon } from './icons';
import { t } from '../../i18n';
import '../../i18n/tableMessages';

export function Legend({
  elements,
  traps,
  heat,
  heatLabel,
}: {
  elements: (Element | '')[];
  traps?: number[];
  heat: boolean;
  heatLabel?: string;
}) {
  const present = useMemo(() => {
    const set = new Set<Element>();
    for (const e of elements) if (e) set.add(e);
    return ELEMENTS.filter((e) => set.has(e));
  }, [elements]);
  return (
    <ul className="legend" aria-label={t('play.legend')}>
      {present.map((e) => (
        <li key={e} title={ELEMENT_META[e].description}>
          <svg width={28} height={28} viewBox="-14 -14 28 28" aria-hidden="true">
            <circle r={13} fill={ELEMENT_META[e].fill} stroke="#999" />
            <ElementIcon element={e} />
          </svg>
          <span>{ELEMENT_META[e].label}</span>
        </li>
      ))}
      {(traps?.length ?? 0) > 0 && (
        <li title={t('play.trapTip')}>
          <svg width={28} height={28} viewBox="-14 -14 28 28" aria-hidden="true">
            <TrapIcon />
          </svg>
          <span>{t('play.trapWord')}</span>
        </li>
      )}
      {heat && (
        <li className="legend-heat">
          <span>{heatLabel ?? t('play.heat')}</span>
          <span className="heat-bar" aria-hidden="true" />
          <span>0</span>
          <span>→ 1</span>
        </li>
      )}
    </ul>
  );
}
