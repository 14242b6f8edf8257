// A guided choice offered as buttons (a face, a way, a direction, a timing), each previewed on the
// board while pointed at or focused.
import { spaceName } from '../../engine/board';
import type { Dir, Face } from '../../engine/types';
import { useGame } from '../../store/game';
import { DIR_ARROW, DIR_LABEL, FACE_META } from '../meta';
import { useHoveredOption } from './hooks';
import type { WayEffect } from '../../store/ways';
import { wayNote } from '../wayText';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';

export function optionLabel(key: string, value: string, boards: number): string {
  if (value === '-') return key === 'extra' ? t('play.none') : '—';
  switch (key) {
    case 'face':
      return `${FACE_META[value as Face].label}: ${FACE_META[value as Face].action}`;
    case 'path':
      return value
        .split(',')
        .map((d) => `${DIR_ARROW[d as Dir]} ${DIR_LABEL[d as Dir]}`)
        .join(t('play.then'));
    case 'when':
      return value === 'before' ? t('play.beforeMove') : t('play.afterMove');
    case 'lifeCost':
      return value === 'before' ? t('play.payBefore') : t('play.payAfter');
    case 'dir':
    case 'abilityDir':
      return `${DIR_ARROW[value as Dir]} ${DIR_LABEL[value as Dir]}`;
    default: {
      const n = Number(value);
      return Number.isFinite(n) ? spaceName(n, boards) : value;
    }
  }
}

export function ChoiceGroup({
  label,
  attrKey,
  options,
  value,
  boards,
  notes,
}: {
  label: string;
  attrKey: string;
  options: string[];
  value?: string;
  boards: number;
  /** The way choice: what each way does that the others do not (issue 20), said after its arrows. */
  notes?: Map<string, WayEffect[]> | null;
}) {
  const pick = useGame((s) => s.pick);
  const hover = useHoveredOption((s) => s.set);
  useT();
  return (
    <fieldset className="choice" data-choice={attrKey}>
      <legend>{label}</legend>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className={`btn btn--choice${value === o ? ' btn--on' : ''}`}
          aria-pressed={value === o}
          onClick={() => {
            hover(null);
            pick(attrKey, o);
          }}
          // Pointing at or focusing an option draws its path on the board before it is chosen.
          onMouseEnter={() => hover(o)}
          onMouseLeave={() => hover(null)}
          onFocus={() => hover(o)}
          onBlur={() => hover(null)}
        >
          {notes
            ? `${optionLabel(attrKey, o, boards)} — ${wayNote(notes.get(o))}`
            : optionLabel(attrKey, o, boards)}
        </button>
      ))}
    </fieldset>
  );
}
