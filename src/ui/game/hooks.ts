import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import { create } from 'zustand';
import { parseSpace } from '../../engine/board';
import type { GameState, TitanId } from '../../engine/types';
import { botDecides, useGame, SPEED_MS } from '../../store/game';
import { defaultMode, guideTurn, previewGuide, type Guide, type Preview } from '../../store/guide';
import type { BoardToken } from '../board/BoardView';

/** The guide for the current draft (or the turn's default: enter, else the die's move). */
export function useGuide(): Guide | null {
  const game = useGame((s) => s.game);
  const legal = useGame((s) => s.legal);
  const draft = useGame((s) => s.ui.draft);
  const bot = useGame(botDecides);
  return useMemo(() => {
    // A bot's turn offers nothing to choose.
    if (!game || game.pending || game.winner >= 0 || bot) return null;
    const d = draft ?? (defaultMode(legal) ? { mode: defaultMode(legal)!, picks: {} } : null);
    if (!d) return null;
    return guideTurn(game, legal, d);
  }, [game, legal, draft, bot]);
}

/** The option of a choice under the pointer or keyboard focus (UI-only state, never saved). */
export const useHoveredOption = create<{ value: string | null; set: (v: string | null) => void }>()(
  (set) => ({
    value: null,
    set: (value) => set({ value }),
  }),
);

/**
 * The spaces a hovered or focused option of the current choice would pass through (directions, ways
 * there): the choice is shown on the board before it is made.
 */
export function useHoverPath(g: Guide | null): Set<number> | null {
  const game = useGame((s) => s.game);
  const hovered = useHoveredOption((s) => s.value);
  return useMemo(() => {
    if (!game || !g || !g.ask || g.ask.attr.kind !== 'choice' || hovered === null) return null;
    const attr = g.ask.attr;
    const action = g.candidates.find((a) => attr.get(a) === hovered);
    if (!action) return null;
    const p = previewGuide(game, { ...g, action });
    return p && p.ok ? p.path : null;
  }, [game, g, hovered]);
}

export function usePreview(g: Guide | null): Preview | null {
  const game = useGame((s) => s.game);
  return useMemo(() => (game && g ? previewGuide(game, g) : null), [game, g]);
}

const mq =
  typeof window !== 'undefined' && window.matchMedia
    ? window.matchMedia('(prefers-reduced-motion: reduce)')
    : null;
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (cb) => {
      mq?.addEventListener?.('change', cb);
      return () => mq?.removeEventListener?.('change', cb);
    },
    () => !!mq?.matches,
    () => false,
  );
}

const phoneMq =
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(max-width: 699px)') : null;
/** A phone's table (table.css's breakpoint): the action bar is short, so a card's rule text is folded. */
export function usePhoneTable(): boolean {
  return useSyncExternalStore(
    (cb) => {
      phoneMq?.addEventListener?.('change', cb);
      return () => phoneMq?.removeEventListener?.('change', cb);
    },
    () => !!phoneMq?.matches,
    () => false,
  );
}

function tokensOf(game: GameState): BoardToken[] {
  return game.titans.map((t, i) => ({
    titan: t.id,
    space: t.space,
    ko: t.ko,
    active: game.titans[game.active].id === t.id && game.winner < 0,
    finished: game.winner === i,
  }));
}

/**
 * The tokens with the Titan entering the board (R9.2, `Guide.entry`: its start space chosen, its move not
 * yet) drawn on its start space as the Titan playing now; the same tokens otherwise.
 */
export function withEntry(tokens: BoardToken[], g: Guide | null): BoardToken[] {
  const entry = g?.entry?.state;
  if (!entry) return tokens;
  const me = entry.titans[entry.active];
  return tokens.map((t) => (t.titan === me.id ? { ...t, space: me.space, active: true } : t));
}

/**
 * Tokens to draw: the final positions, or — right after an action — its moves one step at a time
 * (from the engine's 'moved' events), `stepMs` apart. No animation at speed 'off' or with reduced motion.
 */
export function useAnimatedTokens(): { tokens: BoardToken[]; animating: boolean; stepMs: number } {
  const game = useGame((s) => s.game);
  const anim = useGame((s) => s.anim);
  const speed = useGame((s) => s.settings.speed);
  const reduced = usePrefersReducedMotion();
  const stepMs = reduced ? 0 : SPEED_MS[speed];
  const frames = useMemo(() => {
    if (!anim.from || stepMs === 0 || !game) return null;
    const boards = game.course.boards;
    const pos = new Map<TitanId, BoardToken>();
    for (const t of tokensOf(anim.from)) pos.set(t.titan, { ...t });
    const out: BoardToken[][] = [[...pos.values()]];
    for (const e of anim.events) {
      if (e.type === 'moved') {
        const s = parseSpace(e.to, boards, 1);
        const cur = pos.get(e.titan);
        if (cur && s >= 0) pos.set(e.titan, { ...cur, space: s });
        out.push([...pos.values()]);
      } else if (e.type === 'knockedOut') {
        const cur = pos.get(e.titan);
        if (cur) pos.set(e.titan, { ...cur, ko: true });
      }
    }
    return out.length > 1 ? out : null;
  }, [anim, stepMs, game]);
  const [frame, setFrame] = useState<{ seq: number; i: number }>({ seq: -1, i: 0 });
  useEffect(() => {
    if (!frames) return;
    let i = 0;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setFrame({ seq: anim.seq, i });
      i++;
      // The first move starts at once; each later one when the previous glide is over.
      if (i <= frames.length) timer = setTimeout(tick, i === 1 ? 20 : stepMs);
    };
    tick();
    return () => clearTimeout(timer);
  }, [frames, anim.seq, stepMs]);
  const final = useMemo(() => (game ? tokensOf(game) : []), [game]);
  if (frames && frame.seq === anim.seq && frame.i < frames.length)
    return { tokens: frames[frame.i], animating: true, stepMs };
  if (frames && frame.seq !== anim.seq) return { tokens: frames[0], animating: true, stepMs };
  return { tokens: final, animating: false, stepMs };
}

/**
 * On a phone the shown hand hangs over the board's foot, above the action bar (table.css). It tells the table
 * (`.table`) the room it takes there: `--hand-h`, from its top to the bar's (the messages stack above it: a
 * loaded game's notice was hidden behind it), and `--hand-cover`, how far into the board's cell it reaches
 * (the board's drawing gives up that much height, so no row of the board is behind the hand — the bottom
 * rows and the start line were, at 390×844 and 360×640). Cleared when the hand goes.
 */
export function useHandRoom(ref: RefObject<HTMLElement | null>, on: boolean): void {
  useLayoutEffect(() => {
    const hand = ref.current;
    const table = hand?.closest<HTMLElement>('.table');
    if (!on || !hand || !table) return;
    const measure = () => {
      const bar = hand.closest('.action-bar');
      const board = table.querySelector('.table-board');
      if (!bar || !board) return;
      const top = hand.getBoundingClientRect().top;
      const room = Math.max(0, bar.getBoundingClientRect().top - top);
      // The cell's own box (its padding does not move it): the hand's top, and a gap above it.
      const cover = Math.max(0, board.getBoundingClientRect().bottom - top + 4);
      table.style.setProperty('--hand-h', `${Math.ceil(room)}px`);
      table.style.setProperty('--hand-cover', `${Math.ceil(cover)}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(hand);
    observer?.observe(table);
    return () => {
      observer?.disconnect();
      table.style.removeProperty('--hand-h');
      table.style.removeProperty('--hand-cover');
    };
  }, [ref, on]);
}
