// The board as SVG: the 36-space lattice per circuit (R1.1), row 12 at the top, coordinates on the
// edges, every element with an icon and a legend, traps, Titan tokens, wrap arrows, an optional heatmap.
// Reused by the game, the circuit editor and the lab. Draws only what it is given: no rules here.
import { useMemo } from 'react';
import type { Element, TitanId } from '../../engine/types';
import { ROWS_PER_BOARD, SPACES_PER_BOARD } from '../../engine/board';
import { ELEMENTS } from '../../engine/types';
import { ELEMENT_META, TITANS } from '../meta';
import { ElementIcon, TrapIcon } from './icons';
import { t, t as tr } from '../../i18n';
import { useLang } from '../../i18n/useT';
import { boardSize, DX, ML, MR, MT, R, rowY } from './geometry';
import { Space } from './BoardSpace';
import { Token } from './Token';
import '../../i18n/tableMessages';

export { DX, DY, R, spaceXY } from './geometry';

export interface BoardToken {
  titan: TitanId;
  space: number;
  ko: boolean;
  active?: boolean;
}

export interface BoardViewProps {
  boards: number; // 1, or 3 for Grand Slam (drawn as one tall strip, board 1 at the bottom)
  elements: (Element | '')[]; // per space index, length 36 * boards
  traps?: number[];
  tokens?: BoardToken[];
  selectable?: ReadonlySet<number>;
  highlighted?: ReadonlySet<number>;
  /** Spaces an effect of the previewed action hits (strike, breath, fire bomb, blast, a new trap). */
  hit?: ReadonlySet<number>;
  selected?: number | null;
  heat?: (number | null)[];
  heatLabel?: string;
  /** The heat of a space in words for its tooltip (default: its share of the hottest, e.g. "40%"). */
  heatText?: (space: number) => string;
  onSpace?: (space: number) => void;
  onSpacePointerDown?: (space: number) => void;
  onSpacePointerEnter?: (space: number) => void;
  label?: string;
  // Optional additions ------------------------------------------------------------------------
  /** Names shown beside each board of a Grand Slam strip (board 1 first). */
  boardNames?: string[];
  /** Titans not on the board yet, drawn in the start area below row 1. */
  offBoard?: TitanId[];
  /** How selectable spaces look: 'move' (destinations) or 'target' (trap/strike/ability targets). */
  selectStyle?: 'move' | 'target';
  /** Duration of a token's move between spaces, in ms (0 = jump at once). */
  stepMs?: number;
  /** Draw the legend (default true). */
  legend?: boolean;
  /** Extra text per space for its tooltip and aria-label (e.g. 'start space'). */
  spaceNote?: (space: number) => string | undefined;
  /** Drawing scale (default 1: one SVG unit = one CSS pixel, so spaces are 44 px touch targets). */
  scale?: number;
}

export function BoardView(props: BoardViewProps) {
  const lang = useLang();
  const {
    boards,
    elements,
    traps,
    tokens = [],
    selectable,
    highlighted,
    selected = null,
    heat,
    heatLabel,
  } = props;
  const stepMs = props.stepMs ?? 0;
  const size = boardSize(boards);
  const total = boards * SPACES_PER_BOARD;
  const trapSet = useMemo(() => new Set(traps ?? []), [traps]);
  const occupant = useMemo(() => {
    const m = new Map<number, TitanId>();
    for (const t of tokens) if (t.space >= 0) m.set(t.space, t.titan);
    return m;
  }, [tokens]);
  const rows = boards * ROWS_PER_BOARD;
  const selectStyle = props.selectStyle ?? 'move';
  const present = useMemo(() => {
    const set = new Set<Element>();
    for (const e of elements) if (e) set.add(e);
    return ELEMENTS.filter((e) => set.has(e));
  }, [elements]);

  const spaces = [];
  for (let s = 0; s < total; s++) {
    spaces.push(
      <Space
        key={s}
        s={s}
        boards={boards}
        element={elements[s] ?? ''}
        trap={trapSet.has(s)}
        occupant={occupant.get(s)}
        selectable={!!selectable?.has(s)}
        highlighted={!!highlighted?.has(s)}
        hit={!!props.hit?.has(s)}
        selected={selected === s}
        heat={heat ? heat[s] : undefined}
        heatText={heat ? props.heatText?.(s) : undefined}
        selectStyle={selectStyle}
        note={props.spaceNote?.(s)}
        lang={lang}
        onSpace={props.onSpace}
        onSpacePointerDown={props.onSpacePointerDown}
        onSpacePointerEnter={props.onSpacePointerEnter}
      />,
    );
  }

  // Row numbers on both sides, column letters top and bottom.
  const edge = [];
  for (let gr = 1; gr <= rows; gr++) {
    const y = rowY(gr, boards);
    const local = ((gr - 1) % ROWS_PER_BOARD) + 1;
    edge.push(
      <text key={`rl${gr}`} className="coord" x={14} y={y + 4} textAnchor="middle">
        {local}
      </text>,
      <text key={`rr${gr}`} className="coord" x={size.width - 14} y={y + 4} textAnchor="middle">
        {local}
      </text>,
    );
  }
  for (let c = 0; c < 6; c++) {
    const x = ML + R + c * DX;
    edge.push(
      <text key={`ct${c}`} className="coord" x={x} y={MT - 14} textAnchor="middle">
        {'ABCDEF'[c]}
      </text>,
      <text key={`cb${c}`} className="coord" x={x} y={rowY(1, boards) + R + 16} textAnchor="middle">
        {'ABCDEF'[c]}
      </text>,
    );
  }

  // Board separators in Grand Slam.
  const seps = [];
  for (let b = 1; b < boards; b++) {
    const y = rowY(b * ROWS_PER_BOARD, boards) - R - 23;
    seps.push(
      <line key={`sep${b}`} className="board-sep" x1={ML - 6} x2={size.width - MR + 6} y1={y} y2={y} />,
    );
  }
  const names = [];
  if (props.boardNames && boards > 1) {
    for (let b = 0; b < boards; b++) {
      const yTop = rowY((b + 1) * ROWS_PER_BOARD, boards);
      names.push(
        <text key={`bn${b}`} className="board-name" x={size.width / 2} y={yTop - R - 5} textAnchor="middle">
          {t('play.boardN', { n: b + 1, name: props.boardNames[b] ?? '' })}
        </text>,
      );
    }
  }

  const yTopRow = rowY(rows, boards);
  const yBottomRow = rowY(1, boards);
  const ySides = (yTopRow + yBottomRow) / 2;
  const yStart = yBottomRow + R + 50;
  const offBoard = props.offBoard ?? [];

  const svg = (
    <svg
      className="board-svg"
      viewBox={`0 0 ${size.width} ${size.height}`}
      width={size.width * (props.scale ?? 1)}
      height={size.height * (props.scale ?? 1)}
      role="group"
      aria-label={props.label ?? t('play.board')}
      data-boards={boards}
    >
      <defs>
        <pattern id="checker" width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#fff" />
          <rect width="4" height="4" fill="#222" />
          <rect x="4" y="4" width="4" height="4" fill="#222" />
        </pattern>
        <marker
          id="wrap-arrow"
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="#7a7468" />
        </marker>
      </defs>
      <rect
        className="board-bg"
        x={ML - 8}
        y={MT - 8}
        width={size.width - ML - MR + 16}
        height={yBottomRow + R + 8 - (MT - 8)}
        rx={14}
      />
      {/* Side wrap (R1.4): arrows off the left and right edges. */}
      <g className="wrap">
        <path
          d={`M${ML - 2},${ySides - 40} L${ML - 2},${ySides + 40}`}
          markerStart="url(#wrap-arrow)"
          markerEnd="url(#wrap-arrow)"
        />
        <path
          d={`M${size.width - MR + 2},${ySides - 40} L${size.width - MR + 2},${ySides + 40}`}
          markerStart="url(#wrap-arrow)"
          markerEnd="url(#wrap-arrow)"
        />
        <text x={ML - 14} y={ySides} transform={`rotate(-90 ${ML - 14} ${ySides})`} textAnchor="middle">
          {t('play.wrapsTo', { col: 'F' })}
        </text>
        <text
          x={size.width - MR + 14}
          y={ySides}
          transform={`rotate(90 ${size.width - MR + 14} ${ySides})`}
          textAnchor="middle"
        >
          {t('play.wrapsTo', { col: 'A' })}
        </text>
      </g>
      {/* Top/bottom wrap (R1.5): leaving the top re-enters at the bottom, one lap more. */}
      <g className="wrap wrap--finish">
        <rect
          x={ML + R + DX * 0.5}
          y={20}
          width={DX * 4}
          height={8}
          fill="url(#checker)"
          className="finish-line"
        />
        <text x={size.width / 2} y={14} textAnchor="middle" className="finish-text">
          {boards > 1 ? t('play.offTopSlam') : t('play.offTop')}
        </text>
      </g>
      {seps}
      {names}
      {edge}
      <g className="spaces">{spaces}</g>
      <g className="start-area" aria-label="Start area">
        <line
          x1={ML}
          x2={size.width - MR}
          y1={yBottomRow + R + 26}
          y2={yBottomRow + R + 26}
          className="start-line"
        />
        <text x={size.width / 2} y={yBottomRow + R + 40} textAnchor="middle" className="start-text">
          {offBoard.length ? t('play.startLine') : t('play.finishLine')}
        </text>
        {offBoard.map((t, i) => {
          const m = TITANS[t];
          const x = ML + R + (i + 0.5) * (DX * 0.9);
          return (
            <g
              key={t}
              transform={`translate(${x},${yStart + 6})`}
              data-titan={t}
              data-space=""
              aria-label={tr('play.tokenOffBoard', { titan: m.name })}
              role="img"
            >
              <circle r={12} fill={m.colour} stroke="#111" strokeWidth={1.5} />
              <text className="token-initial token-initial--small" textAnchor="middle" y={4} fill={m.ink}>
                {m.initial}
              </text>
            </g>
          );
        })}
      </g>
      <g className="tokens" pointerEvents="none">
        {tokens
          .filter((t) => t.space >= 0)
          .map((t, i) => (
            <Token key={t.titan} t={t} boards={boards} stepMs={stepMs} index={i} />
          ))}
      </g>
    </svg>
  );

  const showLegend = props.legend !== false;
  return (
    <div className="board" data-board-view="">
      <div className="board-scroll">{svg}</div>
      {showLegend && (
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
      )}
    </div>
  );
}
