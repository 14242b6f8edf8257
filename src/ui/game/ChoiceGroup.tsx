// A guided choice offered as buttons (a face, a way, a direction, a timing), each previewed on the
// board while pointed at or focused.
import { spaceName } from '../../engine/board';
import type { Dir, Face } from '../../engine/types';
import { useGame } from '../../store/game';
import { DIR_ARROW, DIR_LABEL, FACE_META } from '../meta';
import { useHoveredOption } from './hooks';
import type { WayEffect } from '../../store/ways';
import { wayNote, waysShared } from '../wayText';
import { DieFace, dieShort } from './Die';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';

export function optionLabel(key: string, value: string, boards: number): string {
  if (value === '-') return key === 'extra' ? t('play.none') : '—';
  switch (key) {
    case 'face':
      return t('play.faceOption', {
        face: FACE_META[value as Face].label,
        action: FACE_META[value as Face].action,
      });
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

/**
 * Purple's copied face (R4.1): its whole rule text, and on a phone instead the die's face (colour,
 * pictogram, letter: readable without colour vision) with its name and the pool's few words, so the five
 * fit the action bar's view in a 3 × 2 grid (CSS). The rule text stays the button's name there.
 */
function FaceOption({ face }: { face: Face }) {
  return (
    <>
      <span className="opt-full">{optionLabel('face', face, 0)}</span>
      <span className="opt-short face-option-short" aria-hidden="true">
        <DieFace face={face} size={30} />
        <span>
          <b>{FACE_META[face].label}</b> {dieShort(face)}
        </span>
      </span>
    </>
  );
}

/**
 * A way to one destination and what it does that the others do not; on a phone its steps as
 * arrows only (the board draws the way when pointed at), so two ways fit the bar's view (CSS). The words
 * stay the button's name.
 */
function WayOption({ way, note, boards }: { way: string; note: string; boards: number }) {
  const arrows = way
    .split(',')
    .map((d) => DIR_ARROW[d as Dir])
    .join(' ');
  return (
    <>
      <span className="opt-full">{`${optionLabel('path', way, boards)} — ${note}`}</span>
      <span className="opt-short" aria-hidden="true">{`${arrows} — ${note}`}</span>
    </>
  );
}

/** Words, and where the action bar is short (CSS) fewer of them; the whole words stay the name. */
export function Words({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="opt-full">{full}</span>
      <span className="opt-short" aria-hidden="true">
        {short}
      </span>
    </>
  );
}

export function ChoiceGroup({
  label,
  attrKey,
  options,
  value,
  boards,
  notes,
  shared,
}: {
  label: string;
  attrKey: string;
  options: string[];
  value?: string;
  boards: number;
  /** The way choice: what each way does that the others do not, said after its arrows. */
  notes?: Map<string, WayEffect[]> | null;
  /** With notes: what every way does, said once under the question. */
  shared?: readonly WayEffect[];
}) {
  const pick = useGame((s) => s.pick);
  const hover = useHoveredOption((s) => s.set);
  useT();
  return (
    <fieldset className="choice" data-choice={attrKey}>
      <legend>
        {/* Purple's Life timing as "Pay the Life: [before] [after]", one row on a phone (it passed the
            fold under an optional trap at 360×640 and 390×844). */}
        {attrKey === 'lifeCost' ? <Words full={label} short={t('play.askLifeCostShort')} /> : label}
      </legend>
      {notes && shared && shared.length > 0 && <p className="choice__shared">{waysShared(shared)}</p>}
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
          {attrKey === 'face' ? (
            <FaceOption face={o as Face} />
          ) : notes ? (
            <WayOption way={o} note={wayNote(notes.get(o), shared?.length)} boards={boards} />
          ) : attrKey === 'dir' || attrKey === 'abilityDir' ? (
            // Where the bar is short, the arrow alone (the board is drawn with "ahead" up, and offers each
            // direction as the space it leads to): six worded directions took three rows, the last
            // under the body's fold at 390×844.
            <Words full={optionLabel(attrKey, o, boards)} short={DIR_ARROW[o as Dir]} />
          ) : attrKey === 'lifeCost' ? (
            <Words
              full={optionLabel(attrKey, o, boards)}
              short={o === 'before' ? t('play.payBeforeShort') : t('play.payAfterShort')}
            />
          ) : (
            optionLabel(attrKey, o, boards)
          )}
        </button>
      ))}
    </fieldset>
  );
}
