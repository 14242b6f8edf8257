// A die face: colour, an action pictogram and a letter, so it reads without colour vision.
import type { Face } from '../../engine/types';
import { FACE_META } from '../meta';
import { FaceIcon } from '../board/icons';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';

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

export function dieLabel(face: Face): string {
  const m = FACE_META[face];
  return t('play.dieLabel', { die: m.label, action: m.action });
}

/** A die that is a button when it can be chosen. */
export function Die({ face, onChoose, size }: { face: Face; onChoose?: () => void; size?: number }) {
  useT();
  if (onChoose)
    return (
      <button
        type="button"
        className="die die--choosable"
        data-die-face={face}
        aria-label={dieLabel(face)}
        title={dieLabel(face)}
        onClick={onChoose}
      >
        <DieFace face={face} size={size} />
      </button>
    );
  return (
    <span className="die" data-die-face={face} role="img" aria-label={dieLabel(face)} title={dieLabel(face)}>
      <DieFace face={face} size={size} />
    </span>
  );
}
