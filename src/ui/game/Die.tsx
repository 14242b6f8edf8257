// A die face: colour, an action pictogram and a letter, so it reads without colour vision. In the pool a
// die also says what it does in words and, for the Titan choosing, whether it is its own colour (+1 Life,
// R4.3): touch screens have no tooltips.
import type { Face } from '../../engine/types';
import { FACE_META } from '../meta';
import { FaceIcon } from '../board/icons';
import { t, type MessageKey } from '../../i18n';
import { useT } from '../../i18n/useT';
import '../../i18n/tableMessages';

export function DieFace({ face, size = 44 }: { face: Face; size?: number }) {
  const m = FACE_META[face];
  return (
    <svg className="die-face" width={size} height={size} viewBox="-22 -22 44 44" aria-hidden="true">
      <rect x={-20} y={-20} width={40} height={40} rx={8} fill={m.colour} stroke="#111" strokeWidth={2} />
      <g transform="translate(-5,-2) scale(0.9)" color={m.ink}>
        <FaceIcon face={face} />
      </g>
      <text x={11} y={15} textAnchor="middle" className="die-letter" fill={m.ink}>
        {m.letter}
      </text>
    </svg>
  );
}

function dieLabel(face: Face): string {
  const m = FACE_META[face];
  return t('play.dieLabel', { die: m.label, action: m.action });
}

const SHORT: Record<Face, MessageKey> = {
  red: 'flow.dieShortRed',
  blue: 'flow.dieShortBlue',
  green: 'flow.dieShortGreen',
  yellow: 'flow.dieShortYellow',
  brown: 'flow.dieShortBrown',
  purple: 'flow.dieShortPurple',
};

/** What a die does, in a few words; purple is free for Chtoolhoo (R4.1). */
export function dieShort(face: Face, freePurple = false): string {
  return t(face === 'purple' && freePurple ? 'flow.dieShortPurpleFree' : SHORT[face]);
}

/** The words under a die in the pool, and its own-colour mark (a heart and words, not colour alone). */
export interface DieCaption {
  text: string;
  /** The chooser's own colour (R4.3): 'gain' +1 Life, 'full' already at its maximum; else null. */
  own: 'gain' | 'full' | null;
}

/** A die that is a button when it can be chosen. */
export function Die({
  face,
  onChoose,
  size,
  caption,
}: {
  face: Face;
  onChoose?: () => void;
  size?: number;
  caption?: DieCaption;
}) {
  useT();
  const own = caption?.own ?? null;
  const label =
    own === 'gain'
      ? t('flow.dieOwnLabel', { die: dieLabel(face) })
      : own === 'full'
        ? t('flow.dieOwnFullLabel', { die: dieLabel(face) })
        : dieLabel(face);
  const cls = caption ? ' die--captioned' : '';
  const body = (
    <>
      <DieFace face={face} size={size} />
      {caption && (
        <span className="die-caption" aria-hidden="true">
          {caption.text}
        </span>
      )}
      {own && (
        <span className={`die-own die-own--${own}`} data-die-own={own} aria-hidden="true">
          ♥ {own === 'gain' ? t('flow.dieOwn') : t('flow.dieOwnFull')}
        </span>
      )}
    </>
  );
  if (onChoose)
    return (
      <button
        type="button"
        className={`die die--choosable${cls}`}
        data-die-face={face}
        aria-label={label}
        title={label}
        onClick={onChoose}
      >
        {body}
      </button>
    );
  return (
    <span className={`die${cls}`} data-die-face={face} role="img" aria-label={label} title={label}>
      {body}
    </span>
  );
}
