// The board's frame around its spaces: the SVG definitions, the wrap marks (R1.4, R1.5), the
// coordinates on the edges, a Grand Slam strip's separators and board names, and the start area with
// the Titans not on the board yet. Drawn from the board count alone: no rules here.
import type { TitanId } from '../../engine/types';
import { ROWS_PER_BOARD } from '../../engine/board';
import { TITANS } from '../meta';
import { t } from '../../i18n';
import { boardSize, DX, FINISH_Y, ML, MR, MT, R, rowY, startLineY } from './geometry';
import '../../i18n/tableMessages';

/** The finish line's checker pattern and the wrap arrows' head. */
export function BoardDefs() {
  return (
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
  );
}

/** The background, the side wrap (R1.4) and the top/bottom wrap (R1.5). */
export function WrapMarks({ boards }: { boards: number }) {
  const size = boardSize(boards);
  const yBottomRow = rowY(1, boards);
  const ySides = (rowY(boards * ROWS_PER_BOARD, boards) + yBottomRow) / 2;
  return (
    <>
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
          y={FINISH_Y - 4}
          width={DX * 4}
          height={8}
          fill="url(#checker)"
          className="finish-line"
        />
        <text x={size.width / 2} y={14} textAnchor="middle" className="finish-text">
          {boards > 1 ? t('play.offTopSlam') : t('play.offTop')}
        </text>
      </g>
    </>
  );
}

/** A Grand Slam strip's separators between its boards, and each board's name. */
export function BoardSeparators({ boards, boardNames }: { boards: number; boardNames?: string[] }) {
  const size = boardSize(boards);
  const seps = [];
  for (let b = 1; b < boards; b++) {
    const y = rowY(b * ROWS_PER_BOARD, boards) - R - 23;
    seps.push(
      <line key={`sep${b}`} className="board-sep" x1={ML - 6} x2={size.width - MR + 6} y1={y} y2={y} />,
    );
  }
  const names = [];
  if (boardNames && boards > 1) {
    for (let b = 0; b < boards; b++) {
      const yTop = rowY((b + 1) * ROWS_PER_BOARD, boards);
      names.push(
        <text key={`bn${b}`} className="board-name" x={size.width / 2} y={yTop - R - 5} textAnchor="middle">
          {t('play.boardN', { n: b + 1, name: boardNames[b] ?? '' })}
        </text>,
      );
    }
  }
  return (
    <>
      {seps}
      {names}
    </>
  );
}

/** Row numbers on both sides, column letters top and bottom. */
export function Coordinates({ boards }: { boards: number }) {
  const size = boardSize(boards);
  const edge = [];
  for (let gr = 1; gr <= boards * ROWS_PER_BOARD; gr++) {
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
  return <>{edge}</>;
}

/** The start line below row 1, and the Titans not on the board yet standing behind it. */
export function StartArea({ boards, offBoard }: { boards: number; offBoard: TitanId[] }) {
  const size = boardSize(boards);
  const yBottomRow = rowY(1, boards);
  const yStart = yBottomRow + R + 50;
  return (
    <g className="start-area" aria-label={t('play.startArea')}>
      <line
        x1={ML}
        x2={size.width - MR}
        y1={startLineY(boards)}
        y2={startLineY(boards)}
        className="start-line"
      />
      <text x={size.width / 2} y={yBottomRow + R + 40} textAnchor="middle" className="start-text">
        {offBoard.length ? t('play.startLine') : t('play.finishLine')}
      </text>
      {offBoard.map((id, i) => {
        const m = TITANS[id];
        const x = ML + R + (i + 0.5) * (DX * 0.9);
        return (
          <g
            key={id}
            transform={`translate(${x},${yStart + 6})`}
            data-titan={id}
            data-space=""
            aria-label={t('play.tokenOffBoard', { titan: m.name })}
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
  );
}
