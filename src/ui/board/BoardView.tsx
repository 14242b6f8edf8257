// The board as SVG: the 36-space lattice per circuit (R1.1), row 12 at the top, coordinates on the
// edges, every element with an icon and a legend, traps, Titan tokens, wrap arrows, an optional heatmap.
// Reused by the game, the circuit editor and the lab. Draws only what it is given: no rules here.
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { Element, TitanId } from '../../engine/types';
import { SPACES_PER_BOARD } from '../../engine/board';
import { t } from '../../i18n';
import { useLang } from '../../i18n/useT';
import { boardSize } from './geometry';
import { Space } from './BoardSpace';
import { Token } from './Token';
import '../../i18n/tableMessages';
import { BoardDefs, BoardSeparators, Coordinates, StartArea, WrapMarks } from './BoardFrame';
import { Legend } from './Legend';

export { DX, DY, R, spaceXY } from './geometry';

export interface BoardToken {
  titan: TitanId;
  space: number;
  ko: boolean;
  active?: boolean;
  /** The winner: drawn on the finish line it crossed, not on the space past it (the wrap to row 1). */
  finished?: boolean;
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
  /**
   * A move's other ends once one is chosen (while its way, strike or trap is asked): buttons drawn apart
   * from the selectable spaces (`space--other-end`, a thin ring); a tap or Enter changes the destination.
   */
  moveTo?: ReadonlySet<number>;
  /** Duration of a token's move between spaces, in ms (0 = jump at once). */
  stepMs?: number;
  /** Draw the legend (default true). */
  legend?: boolean;
  /** Extra text per space for its tooltip and aria-label (e.g. 'start space'). */
  spaceNote?: (space: number) => string | undefined;
  /** Drawing scale (default 1: one SVG unit = one CSS pixel, so spaces are 44 px touch targets). */
  scale?: number;
  /**
   * The pressable spaces are one Tab stop (the chosen one, else the first), the arrow keys moving among
   * them by where they lie, Home and End to the first and last (WAI-ARIA's roving tabindex): the play
   * screen's question, 1 press from space to space instead of up to 30 Tabs through the board.
   */
  roving?: boolean;
}

type DomEl = globalThis.Element;

/** The pressable space nearest the focused one in an arrow's direction (rows and columns as drawn). */
function arrowTarget(from: DomEl, spaces: DomEl[], key: string): DomEl | null {
  if (key === 'Home') return spaces[0] ?? null;
  if (key === 'End') return spaces[spaces.length - 1] ?? null;
  const dir = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[key];
  if (!dir) return null;
  const centre = (e: DomEl) => {
    const r = e.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };
  const [x0, y0] = centre(from);
  let best: DomEl | null = null;
  let bestScore = Infinity;
  for (const s of spaces) {
    if (s === from) continue;
    const [x, y] = centre(s);
    const along = (x - x0) * dir[0] + (y - y0) * dir[1];
    if (along <= 1) continue;
    const across = Math.abs((x - x0) * dir[1] + (y - y0) * dir[0]);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return best;
}

export function BoardView(props: BoardViewProps) {
  // The board's words (coordinates aside) follow the language: a change of language redraws it whole.
  const lang = useLang();
  const { boards, elements, traps, tokens = [], heat } = props;
  const stepMs = props.stepMs ?? 0;
  const size = boardSize(boards);
  // The roving board's Tab stop: the space the arrow keys last reached, while it is still pressable.
  const [stop, setStop] = useState<number | null>(null);
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const from = (e.target as DomEl).closest?.('[data-space][tabindex]');
    if (!from) return;
    const spaces = [...e.currentTarget.querySelectorAll('.spaces [data-space][tabindex]')];
    const to = arrowTarget(from, spaces, e.key);
    // An arrow with nothing that way still belongs to the board (it would scroll the page).
    if (e.key.startsWith('Arrow') || to) e.preventDefault();
    if (!to) return;
    // Its space number: its place among the board's spaces, drawn in order.
    setStop([...(to.parentElement?.children ?? [])].indexOf(to));
    (to as SVGElement).focus();
  };
  const svg = (
    <svg
      className="board-svg"
      viewBox={`0 0 ${size.width} ${size.height}`}
      width={size.width * (props.scale ?? 1)}
      height={size.height * (props.scale ?? 1)}
      role="group"
      aria-label={props.label ?? t('play.board')}
      data-boards={boards}
      onKeyDown={props.roving ? onKeyDown : undefined}
    >
      <BoardDefs />
      <WrapMarks boards={boards} />
      <BoardSeparators boards={boards} boardNames={props.boardNames} />
      <Coordinates boards={boards} />
      <g className="spaces">
        <Spaces {...props} tokens={tokens} lang={lang} stop={stop} />
      </g>
      <StartArea boards={boards} offBoard={props.offBoard ?? []} />
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
      {showLegend && <Legend elements={elements} traps={traps} heat={!!heat} heatLabel={props.heatLabel} />}
    </div>
  );
}

/** Every space of the board, each with what stands on it and how it is marked. */
function Spaces(props: BoardViewProps & { tokens: BoardToken[]; lang: string; stop: number | null }) {
  const { lang, boards, elements, traps, tokens, selectable, highlighted, selected = null, heat } = props;
  const trapSet = useMemo(() => new Set(traps ?? []), [traps]);
  const occupant = useMemo(() => {
    const m = new Map<number, TitanId>();
    for (const t of tokens) if (t.space >= 0) m.set(t.space, t.titan);
    return m;
  }, [tokens]);
  const selectStyle = props.selectStyle ?? 'move';
  const pressable = (s: number) => !!selectable?.has(s) || !!props.moveTo?.has(s);
  // A roving board's one Tab stop: the chosen space, else the one the arrows reached, else the first
  // pressable one.
  let tabStop: number | null = null;
  if (props.roving) {
    if (selected !== null && pressable(selected)) tabStop = selected;
    else if (props.stop !== null && pressable(props.stop)) tabStop = props.stop;
    else for (let s = boards * SPACES_PER_BOARD - 1; s >= 0; s--) if (pressable(s)) tabStop = s;
  }
  const spaces = [];
  for (let s = 0; s < boards * SPACES_PER_BOARD; s++) {
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
        otherEnd={!!props.moveTo?.has(s) && !selectable?.has(s)}
        note={props.spaceNote?.(s)}
        untabbable={props.roving && tabStop !== s}
        lang={lang}
        onSpace={props.onSpace}
        onSpacePointerDown={props.onSpacePointerDown}
        onSpacePointerEnter={props.onSpacePointerEnter}
      />,
    );
  }
  return <>{spaces}</>;
}
