// One space of the board: its element, trap, name and ring; a button when it can be chosen.
import { memo, type KeyboardEvent } from 'react';
import type { Element, TitanId } from '../../engine/types';
import { SPACES_PER_BOARD, localName } from '../../engine/board';
import { ELEMENT_META, TITANS } from '../meta';
import { ElementIcon, TrapIcon } from './icons';
import { t } from '../../i18n';
import { HIT_R, heatColour, R, spaceXY } from './geometry';
import '../../i18n/tableMessages';

interface SpaceProps {
  s: number;
  boards: number;
  element: Element | '';
  trap: boolean;
  occupant?: TitanId;
  selectable: boolean;
  highlighted: boolean;
  hit: boolean;
  selected: boolean;
  heat: number | null | undefined;
  heatText?: string;
  selectStyle: 'move' | 'target';
  /** Another end of the move chosen (BoardView `moveTo`): a tap changes the destination to it. */
  otherEnd?: boolean;
  note?: string;
  /**
   * Out of the Tab order though pressable (a roving board, BoardView `roving`: one Tab stop, the arrow keys
   * move among the pressable spaces).
   */
  untabbable?: boolean;
  /** The UI's language: its words change with it (the space is memoised). */
  lang: string;
  onSpace?: (space: number) => void;
  onSpacePointerDown?: (space: number) => void;
  onSpacePointerEnter?: (space: number) => void;
}

type SpaceFacts = Pick<SpaceProps, 's' | 'boards' | 'element' | 'trap' | 'occupant' | 'note' | 'heatText'> & {
  hit?: boolean;
  heat?: number | null;
};

/**
 * A space in words: `label` names it (name, element, trap, who stands there…), `tip` adds what each does
 * in plain words, one line each (the hover title, and the explanation shown on a tap: explain.ts).
 */
export function spaceWords(p: SpaceFacts): { label: string; tip: string } {
  const name = localName(p.s);
  const board = Math.floor(p.s / SPACES_PER_BOARD) + 1;
  const meta = p.element ? ELEMENT_META[p.element] : null;
  const parts = [p.boards > 1 ? t('play.spaceOnBoard', { space: name, board }) : name];
  if (meta) parts.push(meta.label);
  if (p.trap) parts.push(t('play.trapWord'));
  if (p.occupant) parts.push(TITANS[p.occupant].name);
  if (p.note) parts.push(p.note);
  if (p.hit) parts.push(t('play.hitByAction'));
  if (p.heat != null) parts.push(p.heatText ?? `${Math.round(p.heat * 100)}%`);
  const label = parts.join(', ');
  const tip = [label, meta?.description, p.trap ? t('play.trapTip') : null].filter(Boolean).join('\n');
  return { label, tip };
}

export const Space = memo(function Space(p: SpaceProps) {
  const { x, y } = spaceXY(p.s, p.boards);
  const name = localName(p.s);
  const board = Math.floor(p.s / SPACES_PER_BOARD) + 1;
  const meta = p.element ? ELEMENT_META[p.element] : null;
  const { label, tip } = spaceWords(p);
  // Another end of the move chosen is a button too (a tap or Enter changes the destination), drawn apart
  // from the spaces the question asks (space--other-end, not data-selectable).
  const pressable = p.selectable || !!p.otherEnd;
  const onKey = (e: KeyboardEvent) => {
    if (!pressable) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      p.onSpace?.(p.s);
    }
  };
  const cls = [
    'space',
    p.selectable ? `space--selectable space--${p.selectStyle}` : '',
    p.otherEnd ? 'space--other-end' : '',
    p.highlighted ? 'space--highlighted' : '',
    p.hit ? 'space--hit' : '',
    p.selected ? 'space--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <g
      className={cls}
      transform={`translate(${x},${y})`}
      data-space={name}
      data-board={p.boards > 1 ? String(board) : undefined}
      data-element={p.element || 'plain'}
      data-selectable={p.selectable ? 'true' : undefined}
      data-other-end={p.otherEnd ? 'true' : undefined}
      role={pressable ? 'button' : 'img'}
      tabIndex={pressable ? (p.untabbable ? -1 : 0) : undefined}
      aria-label={label}
      aria-pressed={p.selectable ? p.selected : undefined}
      onClick={p.onSpace ? () => p.onSpace!(p.s) : undefined}
      onKeyDown={onKey}
      onPointerDown={p.onSpacePointerDown ? () => p.onSpacePointerDown!(p.s) : undefined}
      onPointerEnter={p.onSpacePointerEnter ? () => p.onSpacePointerEnter!(p.s) : undefined}
    >
      <title>{tip}</title>
      {p.onSpacePointerDown && (
        // A board painted with a finger (the editor): each space is pressed where its finger lands, a
        // transparent disc wider than the drawn one (44 units) — 36 px drawn on a 390 px phone, 55 px
        // pressed — still clear of its nearest neighbours (76 units apart).
        <circle className="space-hit" r={HIT_R} fill="transparent" />
      )}
      <circle className="space-base" r={R} fill={meta ? meta.fill : '#f7f4ec'} />
      {p.heat != null && <circle r={R} fill={heatColour(p.heat)} opacity={0.85} />}
      {p.element && (
        <g transform={p.heat != null ? 'scale(0.7)' : undefined} opacity={p.heat != null ? 0.75 : 1}>
          <ElementIcon element={p.element} />
        </g>
      )}
      {p.trap && (
        // Bigger than a corner mark and ringed, so a trap reads from across the table.
        <g transform="translate(12,-12) scale(1.2)" className="space-trap">
          <TrapIcon />
        </g>
      )}
      <text className="space-name" y={R - 4} textAnchor="middle">
        {name}
      </text>
      <circle className="space-ring" r={R} fill="none" />
    </g>
  );
});
