// The editor's board: the shared BoardView, painted by click, keyboard (Enter / Space on a focused space)
// or by dragging across spaces (mouse, pen or finger). A drag is one undo step.
import '../../i18n/editorMessages';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BoardView } from '../board/BoardView';
import { COLS, LOCAL_NAMES, parseSpace, ROWS_PER_BOARD } from '../../engine/board';
import { elementsArray } from '../../editor/model';
import { START_SPACES } from '../../editor/warnings';
import type { Circuit } from '../../engine/types';
import { stepLandings } from '../../editor/landings';
import { landingSentence, StepOverlay } from './StepOverlay';
import { useT } from '../../i18n/useT';

/**
 * Arrow keys between spaces: Left/Right along the row (wrapping, R1.4), Up/Down one row, zig-zagging
 * between a column pair (A1 ↑ B2 ↑ A3 …) so every space is reachable.
 */
export function arrowTarget(name: string, key: string): string | null {
  const s = parseSpace(name, 1);
  if (s < 0) return null;
  const col = COLS.indexOf(name[0]);
  const row = Number(name.slice(1));
  const odd = row % 2 === 1; // odd rows hold A, C, E; even rows B, D, F
  let c = col;
  let r = row;
  if (key === 'ArrowLeft') c = (col + 4) % 6;
  else if (key === 'ArrowRight') c = (col + 2) % 6;
  else if (key === 'ArrowUp' || key === 'ArrowDown') {
    r = key === 'ArrowUp' ? row + 1 : row - 1;
    c = odd ? col + 1 : col - 1;
  } else return null;
  if (r < 1 || r > ROWS_PER_BOARD) return null;
  const target = `${COLS[c]}${r}`;
  return parseSpace(target, 1) >= 0 ? target : null;
}

const ALL_SPACES: ReadonlySet<number> = new Set(LOCAL_NAMES.map((_, i) => i));
const START_IDX = new Set<number>(START_SPACES.map((n) => parseSpace(n, 1)));

export interface EditorBoardProps {
  circuit: Circuit;
  /** Spaces to point out (problems and warnings). */
  flagged: ReadonlySet<number>;
  heat?: (number | null)[];
  heatLabel?: string;
  onPaint: (space: number) => void;
  onStrokeStart: (space: number) => void;
  onStrokeExtend: (space: number) => void;
  /** Ends the stroke; returns the spaces it painted. */
  onStrokeEnd: () => number[];
}

export function EditorBoard(p: EditorBoardProps) {
  const t = useT();
  const elements = useMemo(() => elementsArray(p.circuit), [p.circuit]);
  const dragging = useRef(false);
  /** Spaces a pointer stroke just painted: the click that follows the release must not paint again. */
  const justPainted = useRef<Set<number> | null>(null);
  const box = useRef<HTMLDivElement>(null);
  /** Roving tab stop: only one space is in the Tab order (the last one focused), arrows move inside. */
  const cursor = useRef('A1');

  const rove = (name: string) => {
    cursor.current = name;
    box.current?.querySelectorAll('[data-space]').forEach((n) => {
      if (n.hasAttribute('tabindex'))
        n.setAttribute('tabindex', n.getAttribute('data-space') === name ? '0' : '-1');
    });
  };
  // After every render (React leaves these attributes alone once set, as the prop never changes).
  useEffect(() => rove(cursor.current));
  const { onStrokeEnd, onStrokeExtend } = p;

  // The step overlay: the space under the pointer, else the one with keyboard focus (none while dragging).
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [painting, setPainting] = useState(false);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  // BoardView keeps one <svg> for its whole life: the overlay is drawn into it.
  useLayoutEffect(() => setSvg(box.current?.querySelector<SVGSVGElement>('svg.board-svg') ?? null), []);
  const probe = painting ? null : (hovered ?? focused);
  const landings = useMemo(() => (probe ? stepLandings(p.circuit, probe) : null), [p.circuit, probe]);
  const spaceName = (t: EventTarget | null) =>
    (t as Element | null)?.closest?.('[data-space]')?.getAttribute('data-space') ?? null;

  useEffect(() => {
    const up = () => {
      if (!dragging.current) return;
      dragging.current = false;
      setPainting(false);
      justPainted.current = new Set(onStrokeEnd());
      setTimeout(() => (justPainted.current = null), 0);
    };
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, [onStrokeEnd]);

  // Touch and pen capture the pointer on the first space: find the space under the finger instead.
  const onPointerMove = (e: React.PointerEvent) => {
    if (!dragging.current || typeof document.elementFromPoint !== 'function') return;
    const el = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-space]');
    const name = el?.getAttribute('data-space');
    if (!name) return;
    const s = LOCAL_NAMES.indexOf(name);
    if (s >= 0) onStrokeExtend(s);
  };

  return (
    <div
      ref={box}
      className="editor-board"
      onFocus={(e) => {
        const name = spaceName(e.target);
        if (name && name !== cursor.current) rove(name);
        setFocused(name);
      }}
      onBlur={(e) => {
        if (!spaceName(e.relatedTarget)) setFocused(null);
      }}
      onPointerOver={(e) => {
        if (e.pointerType === 'mouse' || e.pointerType === 'pen') setHovered(spaceName(e.target));
      }}
      onPointerLeave={() => setHovered(null)}
      onPointerMove={onPointerMove}
      onKeyDown={(e) => {
        const from = (e.target as Element).closest?.('[data-space]')?.getAttribute('data-space');
        const to = from ? arrowTarget(from, e.key) : null;
        if (!to) return;
        e.preventDefault();
        (e.currentTarget.querySelector(`[data-space="${to}"]`) as HTMLElement | SVGElement | null)?.focus();
      }}
      onPointerDown={(e) => {
        // Let the finger keep painting across spaces instead of scrolling the page.
        if (e.pointerType !== 'mouse') (e.target as Element).releasePointerCapture?.(e.pointerId);
      }}
    >
      <BoardView
        boards={1}
        elements={elements}
        selectable={ALL_SPACES}
        highlighted={p.flagged}
        heat={p.heat}
        heatLabel={p.heatLabel}
        label={t('editor.boardLabel')}
        spaceNote={(s) => (START_IDX.has(s) ? t('editor.startSpace') : undefined)}
        onSpace={(s) => {
          if (justPainted.current?.has(s)) return;
          p.onPaint(s);
        }}
        onSpacePointerDown={(s) => {
          dragging.current = true;
          setPainting(true);
          p.onStrokeStart(s);
        }}
        onSpacePointerEnter={(s) => {
          if (dragging.current) p.onStrokeExtend(s);
        }}
      />
      {svg && probe && landings && <StepOverlay svg={svg} from={probe} landings={landings} />}
      <p className="step-summary" data-step-summary="" aria-live="polite">
        {probe && landings
          ? landingSentence(probe, landings)
          : probe
            ? t('editor.stepNone', { from: probe })
            : t('editor.stepPoint')}
      </p>
    </div>
  );
}
